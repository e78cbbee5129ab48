package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// GW adv. "解体" (Dismantle): (自军配备阶段)《(0)》 put a dismantle coin on this
// card; if cards are set on it, discard them all. This text's use counts as
// playing a G (it needs the turn's G play and uses it up: rulings G3 reads
// "counts as a G play" so for 国力キャラ; it is not the play of a G card).
//
// GW adv. "解体指示物" (dismantle coin): (自动A) the unit with this coin has
// its card name, costs, terrain and combat power negated, its text becomes
// "(自动A) this card produces 1 Nation Power of the same kind as its original
// designated power; this power is not negated by enemy effects", and it
// counts as a G (also for the texts in 【】). The atwiki 解体 page: it is
// then wholly a G, no longer a unit. Rulings F4: for a dual card the power
// counts as both designated colors; the coin's text is a granted text, so
// negating the card's text does not stop it.
//
// The coin is the state cardState.dismantled: kindOf reads it (a G), the
// texts, keywords, name and costs of the card are gone (textsOf, keyword,
// nameRestriction, totalCost), NationPower counts its power. The coin leaves
// with the card (GW adv. "指示物": 指示物离场时，立即移除).

// dismantleCoinText is the text a dismantled card has.
var dismantleCoinText = &card.Text{ID: -3, Auto: card.AutoA,
	Label: "解体コイン (dismantle coin): (auto A) produces 1 Nation Power of this card's original designated color; enemy effects do not negate it"}

// kindOf is card c's kind now (derive.go): a card with a dismantle coin or
// in by VARIABLE(X) is a G, and an effect may make it count as another kind.

// opDismantle puts the dismantle coin on the text's card, a unit on the
// field, then discards every card set on it.
func opDismantle(g *Game, f *frame, s *card.Step) opResult {
	c := f.item.src
	cs := &g.cards[c]
	if !cs.zone.OnField() || cs.host != None || !g.isKind(c, card.Unit) {
		return opFailed
	}
	cs.dismantled, g.onIn = true, ^uint64(0) // fire looks at it at every event (Game.onIn)
	g.kindMay = true                         // a G now (kindfixed.go)
	g.emit(Event{Kind: EvNote, Player: cs.ctrl, Card: c,
		Text: fmt.Sprintf("a dismantle coin is put on it: it is a G that produces 1 %s Nation Power (解体)", dismantleColors(cs.def))})
	for i := range g.cards {
		if x := CardID(i); g.cards[i].host == c {
			g.discardCard(x, f.item.ctrl)
		}
	}
	return opDone
}

// dismantleColors names the original designated colors of d ("green",
// "green+red" for a dual card).
func dismantleColors(d *card.Def) string {
	s := ""
	for i, x := range d.Cost.Designated {
		if i > 0 {
			s += "+"
		}
		s += x.Color.String()
	}
	return s
}

// dismantledPower adds the power of dismantled card c to pw: 1 Nation Power
// counting as each of its original designated colors (rulings F4 for a dual
// card). Only a card's own text negation could stop a G's power here, and the
// coin's text is not negated by enemy effects.
func (g *Game) dismantledPower(c CardID, pw *Power) {
	pw.Total++
	var seen [card.NumColors]bool
	for _, d := range g.cards[c].def.Cost.Designated {
		if !seen[d.Color] {
			seen[d.Color] = true
			pw.ByColor[d.Color]++
		}
	}
}

// dismantleRefusal refuses 解体's use when the turn's G play is used up
// (GW adv. "解体": 此内文的使用视做G的使用; GW basic "配备阶段": one G a turn).
func (g *Game) dismantleRefusal(p Player, c CardID, t *card.Text) (string, string) {
	if _, ok := g.cards[c].def.HasKeyword(card.Dismantle); !ok || g.textKeyword(c, t) != card.Dismantle {
		return "", ""
	}
	if g.pl[p].played[card.G] {
		return "GW adv. \"解体\"", "using 解体 counts as playing a G, and a G was already played this turn"
	}
	return "", ""
}

// countGPlay marks the turn's G play used when the text used is 解体's.
func (g *Game) countGPlay(pl *playPlan) {
	if _, ok := g.cards[pl.src].def.HasKeyword(card.Dismantle); ok && g.textKeyword(pl.src, pl.text) == card.Dismantle {
		g.pl[pl.player].played[card.G] = true
		g.stampReads(srUses) // the refusals kept of 解体 go (refusals.go dismantleRefusal)
	}
}
