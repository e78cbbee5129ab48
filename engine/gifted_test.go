package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// A card is gifted once an effect gives it a text, a keyword or a
// keyword's changed effect (fire then reads its texts at an event a given
// text may trigger on), and not before.
func TestGifted(t *testing.T) {
	propLoad(t)
	for _, e := range []contEffect{
		{kind: ckTextGain, grant: &card.Text{On: card.Event{Kind: card.EvTurnEnd}}},
		{kind: ckKeywordGain, kw: card.Keyword{Kind: card.HighMobility}},
		{kind: ckKeywordEffect, grant: &card.Text{Keyword: card.HighMobility}},
	} {
		g := propNewGame(1)
		g.Drain()
		c := g.pl[0].hand[0]
		if g.gifted(c) {
			t.Fatalf("%v: a card of a new game is gifted", e.kind)
		}
		e.locked = []CardID{c}
		g.addCont(e)
		if !g.gifted(c) {
			t.Errorf("%v: a card given something by an effect is not gifted", e.kind)
		}
	}
}
