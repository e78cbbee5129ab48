package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

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

// TestEndTransformNoneTransformed: the turn end's return to normal mode
// looks at the cards only when one went to transformed mode since the last
// turn end (transformed): a card put in transformed mode behind its back
// stays so; by 変形, it returns.
func TestEndTransformNoneTransformed(t *testing.T) {
	x := newTG(t)
	u := x.field(0, "green U-39", false)
	normal := x.cards[u].def
	x.cards[u].def = &card.Def{Normal: normal}
	x.endTransform()
	eq(t, "not looked at", x.cards[u].def.Normal, normal)
	x.transformed = true
	x.endTransform()
	eq(t, "back to normal mode", x.cards[u].def, normal)
}
