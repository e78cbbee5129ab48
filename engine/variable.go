package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// GW adv. "VARIABLE（X）" (Variable): (自动B)《[0·X]》 in its player's own
// disposition phase this card may enter the own disposition area standing.
// It then counts as a special G, and every description but the second text
// is negated. This effect's use counts as the use (play) of a G. ※ A card
// that entered by this effect is placed reversed; if the effect is not used,
// the second text does not apply.
//
// VARIABLE(X) is the card's first text, so its "second text" is its first
// printed text (card.Def.Texts[0]); a VARIABLE an effect gave the card in
// the hand or the hangar is read the same way (our reading: the given
// keyword stands first), and its X is the one the card has then (keyword:
// a value changed by keyword-value too). The card enters at once, like 換装 (an
// Auto B, not a played card on the cut), from the hand or the hangar (cards
// there are played as from the hand), and only when the own Nation Power is
// at least 0 designated (of the card's color) and X in total (《[X·Y]》, GW
// basic "《》内资源记述的意义": if the power is short it cannot be used).
// The use needs and uses up the turn's G play (GW basic "配备阶段": one G a
// turn).
//
// The state is cardState.variable: kindOf reads it (a G; a card that is not
// originally a G counts as a special G, GW adv. "基本G和特殊G"), and the
// card's name, costs, keywords and other texts are gone (textsOf, keyword,
// totalCost, nameRestriction). It is shown reversed. The state ends when the
// card leaves the field.

// variables yields the VARIABLE plays p may make now (see actions).
func (g *Game) variables(p Player, yield func(Action) bool) bool {
	if !g.variableTime(p) {
		return true
	}
	for _, zone := range [2][]CardID{g.pl[p].hand, g.pl[p].hangar} {
		for _, c := range zone {
			if r, _ := g.variableRefusal(p, c); r == "" && !yield(Action{Kind: AVariable, Card: c}) {
				return false
			}
		}
	}
	return true
}

// variableTime reports whether p may put a card in by VARIABLE now: in a
// free timing of the own disposition phase with nothing on the cut, the
// turn's G not played yet.
func (g *Game) variableTime(p Player) bool {
	return g.inFreeTiming() && g.phase == PDisposition && g.active == p && len(g.cut) == 0 && !g.pl[p].played[card.G]
}

// variableRefusal returns "" if p may put card c in by VARIABLE now, or the
// rule that refuses it and why.
func (g *Game) variableRefusal(p Player, c CardID) (string, string) {
	cs := &g.cards[c]
	kw, ok := g.keyword(c, card.Variable) // as it has it now, in the hand or the hangar (chars.go)
	if !ok {
		return g.refuse("GW adv. \"VARIABLE（X）\"", func() string { return fmt.Sprintf("%s has no VARIABLE", g.cardName(c)) })
	}
	if cs.owner != p || (cs.zone != ZHand && cs.zone != ZHangar) {
		return g.refuse("GW basic \"手牌\"", func() string { return fmt.Sprintf("%s is not in %s's hand or hangar", g.cardName(c), p) })
	}
	if !g.inFreeTiming() || g.active != p || g.phase != PDisposition || len(g.cut) > 0 {
		return "GW adv. \"VARIABLE（X）\"", "VARIABLE is used only in its player's own disposition phase, with nothing on the cut"
	}
	if g.pl[p].played[card.G] {
		return "GW adv. \"VARIABLE（X）\"", "using VARIABLE counts as playing a G, and a G was already played this turn"
	}
	if pw := g.NationPower(p); pw.Total < kw.X {
		return g.refuse("GW basic \"《》内资源记述的意义\"", func() string {
			return fmt.Sprintf("VARIABLE(%d) needs total Nation Power %d, and %s has %d", kw.X, kw.X, p, pw.Total)
		})
	}
	return "", ""
}

// variable puts card c into p's disposition area standing as a special G.
func (g *Game) variable(p Player, c CardID) {
	x := g.variableX(c) // before it enters: as a G it has no keyword
	g.pl[p].played[card.G] = true
	g.lift(c)
	g.putOnField(c, p, false)
	g.cards[c].variable = true
	g.kindMay = true // a G now (kindfixed.go)
	g.invalidate()   // its characteristics change with its texts
	g.emit(Event{Kind: EvMove, Player: p, Card: c,
		Text: fmt.Sprintf("in by VARIABLE(%d), standing and reversed: a special G whose only text is its second", x)})
}

// variableX is the X of card c's VARIABLE(X) now (0 without one).
func (g *Game) variableX(c CardID) int {
	kw, _ := g.keyword(c, card.Variable)
	return kw.X
}

// variableSkips reports whether own text i (printed texts, then keyword
// texts) of card c, which has VARIABLE, does not apply: as a VARIABLE G every
// text but the second (its first printed text) is negated; otherwise the
// second text does not apply.
func (g *Game) variableSkips(c CardID, i int) bool {
	if g.cards[c].variable {
		return i != 0 || len(g.cards[c].def.Texts) == 0
	}
	return i == 0 && len(g.cards[c].def.Texts) > 0
}
