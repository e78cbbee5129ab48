package engine

import (
	"sort"

	"github.com/sortie-tcg/sortie/card"
)

// Helpers for card_blue_test.go (the blue deck's card tests).

// nat, disc, junk and handN count a player's Nation, Discard Pile, Junkyard
// and hand.
func (x *tg) nat(p Player) int   { return len(x.pl[p].nation) }
func (x *tg) disc(p Player) int  { return len(x.pl[p].discard) }
func (x *tg) junk(p Player) int  { return len(x.pl[p].junkyard) }
func (x *tg) handN(p Player) int { return len(x.pl[p].hand) }

// toJunkyard moves n cards from the top of p's Nation to p's Junkyard.
func (x *tg) toJunkyard(p Player, n int) {
	for i := 0; i < n; i++ {
		ps := &x.pl[p]
		c := ps.nation[len(ps.nation)-1]
		x.takeFromNation(c)
		x.putIn(c, ZJunkyard)
	}
}

// pw is a combat power, for comparisons.
func pw(m, r, d int) card.Power { return card.Power{Melee: m, Range: r, Defense: d} }

// choices lists the cards the pending decision lets its player pick (targets
// of a plan, or cards of an effect's choice), sorted.
func (x *tg) choices() []CardID {
	var out []CardID
	for _, a := range x.Legal() {
		if (a.Kind == ATarget || a.Kind == AChoose) && a.Card != None {
			out = append(out, a.Card)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// sameCards reports whether a and b hold the same cards (any order).
func sameCards(a, b []CardID) bool {
	if len(a) != len(b) {
		return false
	}
	a2 := append([]CardID(nil), a...)
	b2 := append([]CardID(nil), b...)
	sort.Slice(a2, func(i, j int) bool { return a2[i] < a2[j] })
	sort.Slice(b2, func(i, j int) bool { return b2[i] < b2[j] })
	for i := range a2 {
		if a2[i] != b2[i] {
			return false
		}
	}
	return true
}

// sortieAreas lists the areas the pending sortie decision lets unit c go to.
func (x *tg) sortieAreas(c CardID) []Area {
	var out []Area
	for _, a := range x.Legal() {
		if a.Kind == ASortie && a.Card == c {
			out = append(out, a.Area)
		}
	}
	return out
}

// destroyByEffect destroys field card c as the resolution of an effect of
// player by would, then lets the game go on: the free timing puts the
// discard effect on a new cut (GW adv. "破坏").
func (x *tg) destroyByEffect(c CardID, by Player) {
	x.t.Helper()
	if !x.destroy(c, by, byEffect) {
		x.t.Fatalf("%s could not be destroyed", x.cardName(c))
	}
	x.decision = decision{}
	x.run()
}

// gCount counts p's G on the field.
func (x *tg) gCount(p Player) int {
	n := 0
	for _, c := range x.pl[p].disposition {
		if x.cards[c].def.Kind == card.G {
			n++
		}
	}
	return n
}
