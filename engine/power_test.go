package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestTextPowerStack: textPower keeps a card's texts in the game's memory
// (textBuf) above what is there when it is called, as a textPower called
// while another reads does: at every decision of random games of the
// scenarios' cards and special G (texts that produce), each field
// card produces the same power with textBuf holding another call's texts,
// those texts are as they were after it, and textBuf is as long as before.
func TestTextPowerStack(t *testing.T) {
	mechLoad(t)
	var special []*card.Def // the scenarios' G whose texts produce
	for _, d := range mechDB.Defs {
		if d.Kind == card.G && !d.Basic && slices.ContainsFunc(d.Texts, func(x card.Text) bool {
			return slices.ContainsFunc(x.Static, func(s card.Static) bool { return s.Produce != nil })
		}) {
			special = append(special, d)
		}
	}
	produced := 0
	for seed := uint64(1); seed <= 3; seed++ {
		r := rand.New(rand.NewPCG(seed, 0xdec5))
		var decks [2][]*card.Def
		for p := range decks {
			decks[p] = mechDeck(r)
			for i := range 6 { // for basic G
				decks[p][i] = special[r.IntN(len(special))]
			}
		}
		g, err := New(Config{DB: mechDB, Decks: decks, Seed: seed, First: -1})
		if err != nil {
			t.Fatal(err)
		}
		ar := propRand(seed)
		outer := []textRef{{dismantleCoinText, 1}, {dismantleCoinText, 2}, {dismantleCoinText, 3}}
		for step := 0; !g.Over() && step < propMaxActions; step++ {
			for _, c := range g.field() {
				var alone, stacked Power
				g.textBuf = g.textBuf[:0]
				g.textPower(c, &alone)
				g.textBuf = append(g.textBuf[:0], outer...)
				g.textPower(c, &stacked)
				if alone != stacked || !slices.Equal(g.textBuf, outer) {
					t.Fatalf("seed %d, action %d, card %d: %v alone, %v over another call's texts (textBuf %v)", seed, step, c, alone, stacked, g.textBuf)
				}
				g.textBuf = g.textBuf[:0]
				produced += alone.Total
			}
			l := g.Legal()
			if _, err := g.Apply(l[ar.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if produced == 0 {
		t.Fatal("no text produced power: the test reads nothing")
	}
}
