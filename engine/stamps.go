package engine

import (
	"fmt"
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// orderEntered orders the timestamps of the cards with a static whose
// effect the order can change (orderedStatic) that entered the field
// together, in one step of an effect (its stamps later than before): their
// continuous effects start together (Rise 718.2a, 718.2f: a static has its
// card's timestamp). Rise 718.3: the turn player
// orders those of its cards first, then the other player orders theirs,
// after the turn player's; each player is asked when two or more of its
// cards entered (replChoose). GW adv. "相反效果的优先顺序": the later of
// opposite effects wins, so the order can matter. A set card set again in
// the step (moved to another unit) counts too, rightly: its timestamp is
// when it was last set (Rise 718.2b), and so is its statics' (718.2f), so
// their effects take their new place in the order at the same time as the
// entering cards' do. The stamps are those since the step began, a
// question the step asked between its moves included (frame.stepTS).
func (g *Game) orderEntered(before int32) {
	if g.ts-before < 2 {
		return // fewer than two stamps: not two cards
	}
	var in [2][]CardID
	n := 0
	for _, c := range g.field() {
		cs := &g.cards[c]
		if cs.ts > before && g.orderedCard(cs.def) {
			in[cs.ctrl] = append(in[cs.ctrl], c)
			n++
		}
	}
	if n < 2 {
		return
	}
	var stamps []int32
	for _, cs := range in {
		for _, c := range cs {
			stamps = append(stamps, g.cards[c].ts)
		}
	}
	slices.Sort(stamps)
	var order []CardID
	for _, p := range []Player{g.active, g.active.Opp()} {
		left := in[p]
		for len(left) > 1 {
			opts := make([]string, len(left))
			for k, c := range left {
				opts[k] = fmt.Sprintf("the continuous effects of %s start first (Rise 718.3)", g.cardName(c))
			}
			k := g.replChoose(p, left, opts)
			order = append(order, left[k])
			left = append(left[:k:k], left[k+1:]...)
		}
		order = append(order, left...)
	}
	for i, c := range order {
		g.cards[c].ts = stamps[i]
	}
	g.invalidate()
}

// orderedCard reports whether a card of definition d has a static whose
// effect the timestamp order can change (textIndex.ordered).
func (g *Game) orderedCard(d *card.Def) bool {
	if int(d.Index) < len(g.texts.ordered) {
		return g.texts.ordered[d.Index]
	}
	for _, t := range g.texts.of(d) {
		if orderedStatic(t) {
			return true
		}
	}
	return false
}
