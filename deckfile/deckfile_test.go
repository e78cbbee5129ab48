package deckfile

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/cards"
	"github.com/sortie-tcg/sortie/ruleset"
)

func db(t testing.TB) *card.DB {
	t.Helper()
	d, err := cards.DB()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func problems(t *testing.T, src string) []string {
	t.Helper()
	d, probs := Parse("t.deck", []byte(src), db(t))
	if len(probs) == 0 {
		probs = Check("t.deck", d, ruleset.GundamWar)
	}
	var out []string
	for _, p := range probs {
		out = append(out, p.String())
	}
	return out
}

func TestEmbeddedDecksLegal(t *testing.T) {
	for _, n := range []string{"green", "blue"} {
		b, err := os.ReadFile("../decks/" + n + ".deck")
		if err != nil {
			t.Fatal(err)
		}
		if p := problems(t, string(b)); len(p) > 0 {
			t.Errorf("%s: %v", n, p)
		}
	}
}

// Each broken deck gives its problem at its line (GW basic "游戏的必要条件").
func TestProblems(t *testing.T) {
	g47 := "47 green 基本G\n"
	cases := []struct{ name, src, want string }{
		{"count over 3 across printings", "2 green U-200\n2 green U-39\n" + "46 green 基本G\n", "t.deck:2: 4 cards named シャア専用ゲルググ: at most 3"},
		{"not 50", "3 green U-200\n" + g47[:0] + "46 green 基本G\n", "t.deck: 49 cards: a deck has exactly 50"},
		{"huge count", "9223372036854775807 green 基本G\n", "t.deck:1: bad count"},
		{"zero count", "0 green 基本G\n", "t.deck:1: bad count"},
		{"unknown card", "3 green U-999\n", "t.deck:1: unknown card green U-999"},
		{"wrong name", "3 green U-70 ガンダム\n", "t.deck:1: green U-70 is パーフェクト・ジオング, not ガンダム"},
		{"bad line", "three\n", "t.deck:1: want \"COUNT COLOR NUMBER [name]\""},
		{"long line", "3 green U-200\n" + "# " + strings.Repeat("x", 5<<10) + "\n47 green 基本G\n", "t.deck:2: cannot read the line"},
	}
	for _, c := range cases {
		got := problems(t, c.src)
		found := false
		for _, g := range got {
			if strings.Contains(g, c.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: problems %q do not contain %q", c.name, got, c.want)
		}
	}
}

// A UTF-8 byte order mark and CRLF line ends are not problems.
func TestBOMAndCRLF(t *testing.T) {
	b, err := os.ReadFile("../decks/green.deck")
	if err != nil {
		t.Fatal(err)
	}
	src := "\ufeff" + strings.ReplaceAll(string(b), "\n", "\r\n")
	if p := problems(t, src); len(p) > 0 {
		t.Errorf("problems: %v", p)
	}
}

// TestProblemsMerged: the same bad line many times is one problem at its
// first line, saying how many more lines have it; a list past the size limit
// is one problem.
func TestProblemsMerged(t *testing.T) {
	src := "3 green U-200\n" + strings.Repeat("3 green U-999\n", 4000) + strings.Repeat("garbage\n", 10)
	_, probs := Parse("t.deck", []byte(src), db(t))
	want := []string{
		"t.deck:2: unknown card green U-999 (not in the card database) (also on 3999 more line(s))",
		`t.deck:4002: want "COUNT COLOR NUMBER [name]", got "garbage" (also on 9 more line(s))`,
	}
	if len(probs) != len(want) {
		t.Fatalf("problems %v, want %v", probs, want)
	}
	for i, p := range probs {
		if p.String() != want[i] {
			t.Errorf("problem %d: %q, want %q", i, p, want[i])
		}
	}
	var many strings.Builder
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&many, "3 green U-9%02d\n", i)
	}
	_, probs = Parse("t.deck", []byte(many.String()), db(t))
	if len(probs) != 50 || probs[49].String() != "t.deck:50: 11 more problems from here on (not shown: fix the ones above first)" {
		t.Errorf("60 unknown cards: %d problems, last %v", len(probs), probs[len(probs)-1])
	}
	_, probs = Parse("t.deck", []byte(strings.Repeat("3 green U-999\n", 500000)), db(t))
	if len(probs) != 1 || !strings.HasPrefix(probs[0].String(), "t.deck:4682: too long: a deck list is at most 64 KiB") {
		t.Errorf("500,000 lines: %v", probs)
	}
}
