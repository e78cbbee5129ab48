package deckfile

import (
	"os"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/cards"
	"github.com/sortie-tcg/sortie/ruleset"
)

func db(t *testing.T) *card.DB {
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
		{"long line", "3 green U-200\n" + "# " + strings.Repeat("x", 2<<20) + "\n47 green 基本G\n", "t.deck:2: cannot read the line"},
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
