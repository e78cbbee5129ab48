package engine

import (
	"slices"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestIntoVariants plays random games twice, once with Legal and Apply and
// once with LegalInto and ApplyInto in buffers kept across the game, and
// checks that each decision offers the same actions and each action returns
// the same events; and that an action after the end returns none. The
// replacement choices, whose events come in parts, the embedded decks
// seldom meet: agent's TestReplaceChoiceKeepsState checks them.
func TestIntoVariants(t *testing.T) {
	propLoad(t)
	var (
		legal []Action
		evs   []Event
		err   error
	)
	for seed := uint64(1); seed <= 30; seed++ {
		g1, g2 := propNewGame(seed), propNewGame(seed)
		r := propRand(seed)
		for !g1.Over() {
			l1 := g1.Legal()
			legal = g2.LegalInto(legal)
			if !slices.Equal(l1, legal) {
				t.Fatalf("seed %d: Legal %v, LegalInto %v", seed, l1, legal)
			}
			a := l1[r.IntN(len(l1))]
			e1, err1 := g1.Apply(a)
			if evs, err = g2.ApplyInto(a, evs); err1 != nil || err != nil {
				t.Fatalf("seed %d: %v, %v", seed, err1, err)
			}
			if !slices.Equal(e1, evs) {
				t.Fatalf("seed %d, %s: Apply's events %v, ApplyInto's %v", seed, g1.Describe(a), e1, evs)
			}
		}
		if g2.Hash() != g1.Hash() || !g2.Over() {
			t.Fatalf("seed %d: the games differ at the end", seed)
		}
		if evs, err = g2.ApplyInto(Action{Kind: APass}, evs); err == nil || len(evs) != 0 {
			t.Fatalf("seed %d: an action after the end gave %v, %v", seed, evs, err)
		}
	}
}

// TestPaidText: a play's event tells its cost and the Nation Power it was
// checked against, built without fmt: the words fmt wrote before.
func TestPaidText(t *testing.T) {
	pw := Power{Total: 5}
	pw.ByColor[card.Green], pw.ByColor[card.Blue] = 3, 2
	eq(t, "two colors", paidText([]card.Designated{{Color: card.Green, Count: 2}, {Color: card.Blue, Count: 1}}, 4, pw),
		"designated green 2+blue 1, total 4 checked against Nation Power 5 (blue 2, green 3)")
	eq(t, "none", paidText(nil, 0, Power{}), "designated , total 0 checked against Nation Power 0")
	eq(t, "String", pw.String(), "5 (blue 2, green 3)")
}
