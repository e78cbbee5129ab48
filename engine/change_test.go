package engine

import (
	"slices"
	"testing"
)

// TestChangeMarksFieldStale: a 換装 swap puts the hand card on the field in
// the unit's place (replaceCard, GW adv. "置换") before the unit leaves,
// whose last-known information derives the characteristics again when
// effects in force read the hand (effect soak, seed 234): the list of the
// field's cards must then have the hand card, not a stale one (a game with
// verify set checks it at every read). Blue U-400 in P2's hand swaps with
// Jegan U-118 on P2's field: U-400 is on the field, Jegan in the hand.
func TestChangeMarksFieldStale(t *testing.T) {
	x := newTG(t)
	u := x.field(1, "blue U-118", false)
	h := x.hand(1, "blue U-400")
	x.NationPower(1) // derived, with the list of the field's cards
	x.verify = true
	x.dvOK, x.dvFast = false, false // as when the effects in force read the hand
	x.change(1, h, u)
	f := x.Game.field()
	eq(t, "U-400 on the field", slices.Contains(f, h), true)
	eq(t, "Jegan on the field", slices.Contains(f, u), false)
	eq(t, "Jegan's place", x.cards[u].zone, ZHand)
}
