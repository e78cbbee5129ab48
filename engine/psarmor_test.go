package engine

import "testing"

// TestPSArmorReturnsNoneDue: the turn end's PS装甲 check looks at the
// cards only when an effect started since it last looked (psAny): a unit
// marked due behind its back (no effect started, as none did this game)
// is not looked at, and stays; marked by its effect's start, it returns.
func TestPSArmorReturnsNoneDue(t *testing.T) {
	x := newTG(t)
	u := x.field(0, "green U-39", false)
	x.cards[u].psDue = 1
	eq(t, "not looked at", x.psArmorReturns(), false)
	x.cards[u].psDue, x.psAny = 1, true
	eq(t, "returned", x.psArmorReturns(), true)
	eq(t, "in the hand", x.cards[u].zone, ZHand)
}
