package engine

import "github.com/sortie-tcg/sortie/card"

// GW adv. "通常费用的支付": a card's normal cost is only the cost printed at
// its upper right. Paid outside the card's play, no additional cost (追加コスト)
// or alternative cost (代替コスト) is paid with it, and an X in it counts as 0
// (a Cost's numbers are the printed ones without their X's). A card with no
// cost printed (a G) costs 0 (GW adv. "没有费用记述的卡片的费用").

// normalCostPayable reports whether player p can pay card c's normal cost,
// its total power lower by lower (never below 0): its designated and total
// power against p's Nation Power, its resource cost from p's Nation.
func (g *Game) normalCostPayable(p Player, c CardID, lower int) bool {
	cost := g.cards[c].def.Cost
	_, ok := payCheck(g.NationPower(p), cost.Designated, max(0, cost.Total-lower))
	return ok && cost.Resource <= len(g.pl[p].nation)
}

// payNormalCost pays card c's normal cost for player p: the power is
// checked (normalCostPayable), the resource cost moves cards one by one from
// the top of p's Nation to the Discard Pile. by is the card whose effect pays
// it, named in the log (c may be hidden from the enemy).
func (g *Game) payNormalCost(p Player, c, by CardID) {
	if n := g.nationToDiscard(p, g.cards[c].def.Cost.Resource); n > 0 {
		g.emit(Event{Kind: EvPayResource, Player: p, Card: by, N: int16(n)})
	}
}

// opPayNormalCost: the effect's player pays the normal cost of the object,
// one card (op pay-normal-cost); nothing is paid, and the step is not done,
// when it cannot be paid or the object is not one card.
func opPayNormalCost(g *Game, f *frame, s *card.Step) opResult {
	cards, _ := g.objects(f, s.What)
	p := f.item.ctrl
	if len(cards) != 1 || !g.normalCostPayable(p, cards[0], 0) {
		return opFailed
	}
	g.payNormalCost(p, cards[0], f.item.src)
	return opDone
}
