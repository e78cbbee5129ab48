package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// GW adv. "PS装甲" (PS裝甲（PS裝甲(X)）, PSArmor):
//
//   - (自动B) played and entering, this card enters standing (resolvePermanent);
//   - (自动D) when this card goes to a battle area (这张卡到战斗区域时), at the
//     last timing of the effects that start at the turn end it moves to its
//     owner's hand. The move is negated if this turn the card got 補給's
//     effect, or, with X, if at the turn end its controller produces X or more
//     Nation Power of this card's designated color.
//
// The Auto D starts on any move into a battle area: a sortie, an effect that
// puts it into a squad, 換装 in place of a unit in a battle area (the
// atwiki PS装甲 page quoting Q&A451: it starts also when the card goes
// straight into a battle area from outside the field). What it starts waits
// for the turn end (a waiting effect, GW adv. "待机中的效果"): by then the unit
// is usually back in the disposition area (return step). The waiting effect
// is about this card on the field: it is lost when the card leaves the field
// (leaveField), as the card is then a new object. PS装甲(X) counts as PS装甲
// (GW adv. "视做同一记述的效果"): both are the one keyword PSArmor.

// enteredBattleArea starts PS装甲's Auto D of card c, which has just moved
// into a battle area from elsewhere.
func (g *Game) enteredBattleArea(c CardID) {
	cs := &g.cards[c]
	if !g.texts.anyPSArmor || cs.psDue != 0 || cs.dismantled {
		// no card of the game has PS装甲, printed or given: its keyword is
		// not read (a derivation for each unit of a sortie)
		return
	}
	// the keyword it has now: one it lost, or whose text is negated, starts
	// nothing (GW adv. "相反效果的优先顺序"; "内文变为无效的状态")
	kw, ok := g.keyword(c, card.PSArmor)
	if !ok {
		return
	}
	cs.psDue, g.psAny = 1+int8(kw.X), true
	g.emit(Event{Kind: EvNote, Player: cs.ctrl, Card: c, Text: "went to a battle area: at the end of the turn it returns to its owner's hand (PS装甲)"})
}

// psArmorReturns resolves the waiting PS装甲 effects at the last timing of the
// turn-end effects (endOfTurnHandSize calls it once every other turn-end
// effect has resolved): each card still due moves to its owner's hand with
// its set cards, unless its effect is negated. It reports whether a card
// moved (the moves may start more effects, which resolve first).
func (g *Game) psArmorReturns() bool {
	if !g.psAny {
		return false // no card's effect is due: the cards are not looked at
	}
	var due []CardID
	var xs []int // each one's X when its effect started
	for i := range g.cards {
		if d := g.cards[i].psDue; d != 0 {
			g.cards[i].psDue = 0
			if g.cards[i].zone.OnField() {
				due, xs = append(due, CardID(i)), append(xs, int(d)-1)
			}
		}
	}
	g.psAny = false // the moves below may start new ones
	// the conditions are checked for all at once: the moves are simultaneous
	var moving []CardID
	for i, c := range due {
		if why := g.psArmorNegated(c, xs[i]); why != "" {
			g.emit(Event{Kind: EvNote, Player: g.cards[c].ctrl, Card: c, Text: "stays: " + why + " (PS装甲)"})
			continue
		}
		moving = append(moving, c)
	}
	for _, c := range moving {
		cs := &g.cards[c]
		if !cs.zone.OnField() {
			continue
		}
		g.emit(Event{Kind: EvNote, Player: cs.owner, Card: c, Text: "returns to its owner's hand at the end of the turn (PS装甲)"})
		g.emit(Event{Kind: EvToHand, Player: cs.owner, Card: c})
		g.leaving(c, -1)
		g.moveOff(c, ZHand)
	}
	return len(moving) > 0
}

// psArmorNegated says why PS装甲's move of c, whose effect started with X
// x, is negated now, or "".
func (g *Game) psArmorNegated(c CardID, x int) string {
	cs := &g.cards[c]
	if contains(g.resupplied, c) {
		return "it got 補給's effect this turn"
	}
	// its X now (GW adv. "给予特殊效果的修正值"); the one it had when the
	// effect started if it has lost the keyword since: the effect exists
	// apart from its source (Rise 707.3), a gained one's X included
	if kw, ok := g.keyword(c, card.PSArmor); ok {
		x = kw.X
	}
	if x == 0 {
		return ""
	}
	// "这张卡片的指定国力": its designated colors now (designatedColors: one
	// an effect makes it count as); a dual card has two, X of either negates
	// it. Purple power is produced by no G of this engine.
	pw := g.NationPower(cs.ctrl)
	var buf [2]card.Color
	for _, col := range g.designatedColors(c, buf[:0]) {
		if pw.ByColor[col] >= x {
			return fmt.Sprintf("%s produces %d %s Nation Power, X = %d", cs.ctrl, pw.ByColor[col], col, x)
		}
	}
	return ""
}
