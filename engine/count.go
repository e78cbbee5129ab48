package engine

import "github.com/sortie-tcg/sortie/card"

// offFieldLists are the places off the field whose cards a count reads
// from their players' lists (count), with their places' filter bits;
// listedZones are those and the field.
var offFieldLists = [...]struct {
	z   Zone
	bit card.ZoneSet
}{{ZNation, card.InNation}, {ZDiscardPile, card.InDiscardPile}, {ZJunkyard, card.InJunkyard}, {ZHand, card.InHand},
	{ZHangar, card.InHangar}, {ZRemoved, card.InRemoved}}

const listedZones = card.InField | card.InNation | card.InDiscardPile | card.InJunkyard | card.InHand | card.InHangar | card.InRemoved

// count is how many cards match filter f (a number's count, card.NCount,
// or a condition's, card.CCount): the field's cards, and off the field
// those of the places f reaches, read from their players' lists (each card
// of such a place is listed once, there: propCheckPlaces) rather than
// every card of the game (issue 7: a static's amount counts the enemy
// Junkyard at each derivation). A filter on the cut, or a game with verify
// set, reads every card; verify then checks the lists' count.
func (g *Game) count(f *card.Filter, cx ctx) int {
	if f.Zones&^listedZones != 0 || g.verify {
		n := 0
		for _, c := range g.scope(f.Zones) {
			if g.mayMatch(c, f) && g.match(c, f, cx) {
				n++
			}
		}
		if g.verify && f.Zones&^listedZones == 0 && g.listedCount(f, cx) != n {
			panic("engine: a count by the places' lists differs from the count of every card")
		}
		return n
	}
	return g.listedCount(f, cx)
}

// listedCount is count by the field and the lists of the places f reaches.
func (g *Game) listedCount(f *card.Filter, cx ctx) int {
	n := 0
	if f.Zones&card.InField != 0 {
		for _, c := range g.field() {
			if g.mayMatch(c, f) && g.match(c, f, cx) {
				n++
			}
		}
	}
	for _, l := range offFieldLists {
		if f.Zones&l.bit == 0 {
			continue
		}
		for p := Player(0); p < 2; p++ {
			for _, c := range *g.zoneList(p, l.z) {
				if g.mayMatch(c, f) && g.match(c, f, cx) {
					n++
				}
			}
		}
	}
	return n
}
