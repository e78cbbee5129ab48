package engine

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// A count read from the places' lists is the count of every card of the
// game in those places (count), and a game with verify set catches a list
// that disagrees with the cards' places.
func TestCountByLists(t *testing.T) {
	propLoad(t)
	filters := []card.Filter{
		{Zones: card.InJunkyard},
		{Zones: card.InJunkyard, Preds: []card.Pred{{Op: card.POwned}}},
		{Zones: card.InHand | card.InField, Kinds: 1 << card.Unit},
		{Zones: card.InNation | card.InDiscardPile | card.InHangar | card.InRemoved},
		{Zones: card.InField, Preds: []card.Pred{{Op: card.PRolled}}},
	}
	for _, g := range benchPositions(t, 30) {
		for i := range filters {
			f := &filters[i]
			for p := Player(0); p < 2; p++ {
				cx := ctx{src: None, ctrl: p, each: None}
				want := 0
				for c := range g.cards {
					if g.match(CardID(c), f, cx) {
						want++
					}
				}
				if got := g.count(f, cx); got != want {
					t.Fatalf("turn %d, filter %d, %s: count %d, want %d", g.turn, i, p, got, want)
				}
			}
		}
	}
	g := propNewGame(1)
	g.Drain()
	g.verify = true
	c := g.pl[0].nation[0]
	g.cards[c].zone = ZJunkyard // in the Junkyard, still listed in the Nation
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "lists") {
			t.Fatal("a Junkyard list that disagrees with the cards' places was not caught")
		}
	}()
	g.count(&filters[0], ctx{src: None, ctrl: 0, each: None})
}
