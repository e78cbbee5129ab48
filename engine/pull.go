package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// GW adv. "拔出": pulling a card out of a place moves it out for a while
// (here: out of every place, held by the resolving effect, zone ZNone); only
// the cards named are pulled out and no other card's order changes. The
// effect's later steps put it somewhere (a move of the pulled card: moveTo
// lets one reach it); when they cannot (it cannot go where they say), it is
// removed from the game as the effect ends (unpulled). Pulling a card out
// moves it, it does not show it: a card pulled out of a place hidden from a
// player (a Nation, a Discard Pile, the other player's hand) stays hidden
// from that player (hiddenFrom) until a later step puts it somewhere.

// pulledCard is a card a pull-out step took out of its place, and from whom
// it was hidden there (hid[p]: hidden from player p; it stays so).
type pulledCard struct {
	c   CardID
	hid [2]bool
}

// pulledOut returns the record of card c if effect f pulled it out.
func (f *frame) pulledOut(c CardID) (pulledCard, bool) {
	for _, pc := range f.pulled {
		if pc.c == c {
			return pc, true
		}
	}
	return pulledCard{}, false
}

// pulledNow returns the record of card c if the effect resolving now
// pulled it out.
func (g *Game) pulledNow(c CardID) (pulledCard, bool) {
	if g.exec == nil {
		return pulledCard{}, false
	}
	return g.exec.pulledOut(c)
}

// opPullOut pulls each object, a card in a place off the field (named by a
// target, a choice or a search), out of its place.
func opPullOut(g *Game, f *frame, s *card.Step) opResult {
	cards, _ := g.objects(f, s.What)
	n := 0
	for _, c := range cards {
		cs := &g.cards[c]
		if _, ok := f.pulledOut(c); ok || cs.zone.OnField() || cs.zone == ZNone || cs.zone == ZCut {
			continue
		}
		pc := pulledCard{c: c, hid: [2]bool{g.hiddenFrom(c, 0), g.hiddenFrom(c, 1)}}
		e := Event{Kind: EvNote, Player: f.item.ctrl, Card: c, Text: "pulled out of " + cs.owner.String() + "'s " + cs.zone.String() + " (拔出)"}
		if pc.hid[0] || pc.hid[1] {
			e.Card = None // the log names no card a player cannot see
		}
		g.emit(e)
		g.lift(c) // the others keep their order (remove)
		cs.zone, cs.ctrl = ZNone, cs.owner
		f.pulled = append(f.pulled, pc)
		n++
	}
	return result(n > 0)
}

// unpulled removes from the game, as effect f ends, each card it pulled out
// that no later step put anywhere (GW adv. "拔出": 不能正常解决时…要从游戏中除外).
func (g *Game) unpulled(f *frame) {
	for _, pc := range f.pulled {
		if c := pc.c; g.cards[c].zone == ZNone {
			g.emit(Event{Kind: EvNote, Player: f.item.ctrl, Card: c, Text: "was pulled out and put nowhere: removed from the game (拔出)"})
			g.relocate(c, card.Dest{Place: card.PlaceRemoved}, f.item.ctrl, f.item.src)
		}
	}
	f.pulled = nil
}
