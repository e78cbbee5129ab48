package scenario

import (
	"strings"
	"testing"
	"time"
)

// TestBoundedScenario: each input that took the machine down is an error
// "file:line: what" stating its limit, within a second.
func TestBoundedScenario(t *testing.T) {
	cases := []struct{ name, old, new, want string }{
		{"huge nation", "    nation: 20\n    space", "    nation: 1000000000\n    space", `bad.yaml:9: want a whole number from -9999 to 9999, got "1000000000"`},
		{"max int nation", "    nation: 20\n    space", "    nation: 9223372036854775807\n    space", "bad.yaml:9: want a whole number from -9999 to 9999"},
		{"huge hand", "    nation: 20\n    space", "    nation: 20\n    hand: [9999 unknown, 9999 unknown]\n    space", "bad.yaml:10: 9999 more cards: a position holds at most 16384 cards in all"},
		{"huge power", "    nation: 20\n    space", "    nation: 20\n    power: {green: 9999, red: 9999}\n    space", "bad.yaml:10: 9999 more cards"},
		{"negative seed", "name: ok\n", "name: ok\nseed: -1\n", `bad.yaml:2: a seed is a whole number from 0 to 18446744073709551615, got "-1"`},
		{"nested [", "name: ok\n", "name: " + strings.Repeat("[", 200000) + "\n", "bad.yaml:1: nested too deeply"},
		{"tag", "    nation: 20\n    space", "    nation: 20\n    hand: !!seq\n    space", "bad.yaml:10: YAML tags (!!seq) are not supported"},
		{"alias in a map", "  p2:\n    nation: 20", "  p2:\n    nation: *n", "bad.yaml:12: YAML aliases (*n) are not supported"},
		// "name: ok\n" is 9 bytes, then 2-byte lines: the byte after 256 KiB is
		// in comment line 1 + (262144-9)/2 = 131068, file line 131069
		{"too long", "name: ok\n", "name: ok\n" + strings.Repeat("#\n", 200<<10), "bad.yaml:131069: too long: a scenario file is at most 256 KiB"},
		{"mode past 16 bits", "  - advance: to damage-step after\n", "  - p1: play T-1 mode 32769\n", `bad.yaml:15: "mode" needs a number from 0 to 9999, got "32769"`},
		{"huge damage", "space: [A1: テスト機]", "space: [A1: {card: テスト機, damage: 70000}]", "bad.yaml:10: want a whole number from -9999 to 9999"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(okScenario, c.old) {
				t.Fatalf("the test's old text %q is not in the scenario", c.old)
			}
			start := time.Now()
			_, err := Parse("bad.yaml", []byte(strings.Replace(okScenario, c.old, c.new, 1)))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want %q", err, c.want)
			}
			if d := time.Since(start); d > time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
	if _, err := Load("/dev/zero"); err == nil || err.Error() != "/dev/zero:1: too long: a scenario file is at most 256 KiB" {
		t.Errorf("/dev/zero: %v", err)
	}
}

// TestOpeningAndDeckErrors: an opening takes only opening, first and each
// player's nation; a deck scenario expects only the deck.
func TestOpeningAndDeckErrors(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"turn in an opening", "position:\n  opening: true\n  turn: 3\n  p1: {nation: 5}\n  p2: {nation: 5}\nsteps:\n  - p1: keep\n",
			`o.yaml:3: unknown key "turn" (want one of: opening, first, p1, p2)`},
		{"hand in an opening", "position:\n  opening: true\n  p1: {nation: 5, hand: 2}\n  p2: {nation: 5}\nsteps:\n  - p1: keep\n",
			`o.yaml:3: unknown key "hand" (want one of: nation)`},
		{"empty Nation", "position:\n  opening: true\n  p1: {nation: 0}\n  p2: {nation: 5}\nsteps:\n  - p1: keep\n",
			"o.yaml:3: p1's Nation is empty"},
		{"redeal C", "position:\n  opening: true\n  p1: {nation: 5}\n  p2: {nation: 5}\nsteps:\n  - p1: redeal C\n",
			"o.yaml:6: write redeal A or redeal B"},
		{"deck with an action", "deck: |\n  50 green 基本G\nsteps:\n  - p1: pass\n",
			"o.yaml:4: a scenario with a deck list and no position has only expect steps"},
		{"deck expecting a turn", "deck: |\n  50 green 基本G\nsteps:\n  - expect: {turn: 1}\n",
			"o.yaml:4: a scenario with a deck list and no position expects only deck"},
		{"deck expectation without a deck", strings.Replace(okScenario, "      p2: {nation: 17}\n", "      deck: legal\n", 1),
			"o.yaml:17: expect deck needs the scenario's deck list"},
	}
	for _, c := range cases {
		if _, err := Parse("o.yaml", []byte(c.src)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}
