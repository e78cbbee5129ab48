package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// GW adv. "拔出": pulling a card out of a place moves it out for a while
// (here: out of every place, held by the resolving effect, zone ZNone); only
// the cards named are pulled out and no other card's order changes. The
// effect's later steps put it somewhere (a move of the pulled card: moveTo
// lets one reach it); when they cannot (it cannot go where they say), it is
// removed from the game as the effect ends (unpulled).

// opPullOut pulls each object, a card in a place off the field (named by a
// target, a choice or a search), out of its place.
func opPullOut(g *Game, f *frame, s *card.Step) opResult {
	cards, _ := g.objects(f, s.What)
	n := 0
	for _, c := range cards {
		cs := &g.cards[c]
		if cs.zone.OnField() || cs.zone == ZNone || cs.zone == ZCut || contains(f.pulled, c) {
			continue
		}
		e := Event{Kind: EvNote, Player: f.item.ctrl, Card: c, Text: "pulled out of " + cs.owner.String() + "'s " + cs.zone.String() + " (拔出)"}
		if g.hiddenFrom(c, 0) || g.hiddenFrom(c, 1) {
			e.Card = None // the log names no card a player cannot see
		}
		g.emit(e)
		g.lift(c) // the others keep their order (remove)
		cs.zone, cs.ctrl = ZNone, cs.owner
		f.pulled = append(f.pulled, c)
		n++
	}
	return result(n > 0)
}

// unpulled removes from the game, as effect f ends, each card it pulled out
// that no later step put anywhere (GW adv. "拔出": 不能正常解决时…要从游戏中除外).
func (g *Game) unpulled(f *frame) {
	for _, c := range f.pulled {
		if g.cards[c].zone == ZNone {
			g.emit(Event{Kind: EvNote, Player: f.item.ctrl, Card: c, Text: "was pulled out and put nowhere: removed from the game (拔出)"})
			g.relocate(c, card.DestRemoved, f.item.ctrl)
		}
	}
	f.pulled = nil
}
