package engine

// GW adv. "复数 ＞A" (マルチプル, Multiple): (战斗阶段)《(0)每》 produce A's
// effect; as a cost, remove from the game 1 card with this card's name from
// the hand or the own Junkyard. A is the card's text marked multiple; the
// loader gives it its timing and 《(0)每》 (card.Text). Its removal cost is
// chosen like an additional cost while the use is declared (playPlan.extra)
// and paid with the use's other costs (GW adv. "内文使用的顺序"). A card in
// the hangar cannot pay it (GW adv. "格纳库").

// multipleCands lists the cards player p may remove for the マルチプル cost
// of card c's text: cards with a name c has now (GW adv. "名称"; sameName:
// one an effect gives counts, Rise 713–714) in p's hand or p's Junkyard.
func (g *Game) multipleCands(p Player, c CardID) []CardID {
	var out []CardID
	for _, z := range [][]CardID{g.pl[p].hand, g.pl[p].junkyard} {
		for _, x := range z {
			if x != c && g.sameName(x, c) {
				out = append(out, x)
			}
		}
	}
	return out
}

// payMultiple removes the cards chosen for the マルチプル cost from the game.
func (g *Game) payMultiple(pl *playPlan) {
	for _, x := range pl.extra {
		g.lift(x)
		g.cards[x].zone = ZNone
		g.putIn(x, ZRemoved)
		g.emit(Event{Kind: EvRemoved, Player: pl.player, Card: x, Text: "for the cost of マルチプル"})
	}
}
