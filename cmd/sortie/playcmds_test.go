package main

import (
	"strconv"
	"strings"
	"testing"
)

// In an 80×24 terminal every screen — the events since the last one, the
// field, the hand and the choices — fits above the prompt in 24 lines of at
// most 80 columns.
// The strategy plays the last choice (play cards, use texts, sortie), and
// declares a planned sortie.
func TestPlayScreenFits80x24(t *testing.T) {
	for _, seed := range []string{"5", "6"} {
		screens := 0
		_, err := drive(t, []string{"--seed", seed, "--width", "80", "--height", "24"}, 100000, func(n int, screen string) string {
			screens++
			// the screen ends with the prompt, after the answer's line end
			lines := strings.Split(strings.TrimPrefix(screen, "\n"), "\n")
			if len(lines) > 24 {
				t.Errorf("seed %s screen %d: %d lines:\n%s", seed, screens, len(lines), screen)
			}
			for _, l := range lines {
				if w := displayWidth(l); w > 80 {
					t.Errorf("seed %s screen %d: %d columns: %q", seed, screens, w, l)
				}
			}
			if strings.Contains(screen, ". cancel the planned sortie") {
				return strconv.Itoa(n - 1)
			}
			return strconv.Itoa(n)
		})
		if err != nil || screens < 30 {
			t.Fatalf("seed %s: %d screens, %v", seed, screens, err)
		}
	}
}

// The seed is committed (its SHA-256, worked out with sha256sum) at the
// start and shown at the end.
func TestPlaySeedCommitted(t *testing.T) {
	out, err := runPlayCmd(t, strings.NewReader("q\n"), "--seed", "3", "--first", "1")
	if err != nil {
		t.Fatalf("play: %v", err)
	}
	wantInOrder(t, out, "\nseed sha256:4e07408562bedb8b60ce05c1decfe3ad16b72230967de01f640b7e4729b49fce\n", "You quit on turn 0. The seed was 3.")
	if strings.Contains(out[:strings.Index(out, "You quit")], "seed 3") {
		t.Errorf("the seed is shown before the end")
	}
}

// why N says why hand card N is not among the choices, with the engine's
// rule; power explains a unit's combat power; log shows the events; h the
// commands. None of them changes the game.
func TestPlayWhyPowerLog(t *testing.T) {
	// seed 11, first 1: keep, then in the disposition phase of turn 1 the
	// hand holds パーフェクト・ジオング [U-70] (total cost 5) and no G is in play
	in := strings.NewReader("1\nwhy 99\nwhy U-70\nwhy ビグザム\npower U-70\nh\nlog\nq\n")
	out, err := runPlayCmd(t, in, "--seed", "11", "--first", "1")
	if err != nil {
		t.Fatalf("play: %v", err)
	}
	wantInOrder(t, out,
		"> there is no hand card 99: why N takes a hand card from 1 to ",
		"> play パーフェクト・ジオング [U-70]: not offered: total Nation Power 0 is less\n  than 5",
		`> no card "ビグザム" in your hand, on your field or on the cut`,
		`> no unit "U-70" on the field`,
		"> N            take choice N",
		"P1 keeps a hand of",
		"You quit on turn 1.",
	)
}

// Names are matched without regard to ・, spaces, case and character width.
func TestCardKey(t *testing.T) {
	for _, s := range []string{"ビグ・ザム", "ビグザム", "ﾋﾞｸﾞ･ｻﾞﾑ", "ビグ ザム"} {
		if k := cardKey(s); k != "ビグザム" {
			t.Errorf("cardKey(%q) = %q", s, k)
		}
	}
	if k := cardKey("Ｕ－１０"); k != "u-10" {
		t.Errorf("cardKey(full-width U-10) = %q", k)
	}
}

// A deck that names a folder is refused as a folder.
func TestPlayDeckFolder(t *testing.T) {
	dir := t.TempDir()
	_, err := runPlayCmd(t, strings.NewReader(""), "--deck", dir)
	if err == nil || err.Error() != `deck "`+dir+`": `+dir+": is a directory, not a deck list" {
		t.Errorf("err = %v", err)
	}
}
