package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// moveCardTo moves field card c, with the cards set on it, off the field to
// dest by an effect of player by (GW adv. "卡片的移动"): to its owner's hand,
// out of the game (GW adv. "从游戏中移除"), onto the top or the bottom of its
// owner's Nation, or into the hangar of player by (GW adv. "格纳库": a card
// goes to the hangar the effect names, whoever owns it; 配置在该卡上的所有卡片
// 也…一起移动到同一个格纳库中). It reports whether c moved.
func (g *Game) moveCardTo(c CardID, to card.Dest, by Player) bool {
	cs := &g.cards[c]
	if !cs.zone.OnField() {
		return false
	}
	p := cs.owner
	switch to {
	case card.DestOwnerHand:
		g.emit(Event{Kind: EvToHand, Player: cs.owner, Card: c})
		g.leaving(c, by)
		g.moveOff(c, ZHand)
	case card.DestRemoved:
		g.emit(Event{Kind: EvRemoved, Player: cs.owner, Card: c, Text: "removed from the game"})
		g.leaving(c, by)
		g.moveOff(c, ZRemoved)
	case card.DestNationTop, card.DestNationBottom:
		g.emit(Event{Kind: EvMove, Player: cs.owner, Card: c, Text: "to the " + map[bool]string{true: "top", false: "bottom"}[to == card.DestNationTop] + " of " + cs.owner.String() + "'s Nation"})
		g.leaving(c, by)
		g.moveOff(c, ZNation)
		if to == card.DestNationBottom {
			g.toBottom(c, ZNation)
		}
	case card.DestDiscardPile, card.DestDiscardPileBottom:
		g.emit(Event{Kind: EvMove, Player: cs.owner, Card: c, Text: "to the " + map[bool]string{true: "top", false: "bottom"}[to == card.DestDiscardPile] + " of " + cs.owner.String() + "'s Discard Pile"})
		g.leaving(c, by)
		g.moveOff(c, ZDiscardPile)
		if to == card.DestDiscardPileBottom {
			g.toBottom(c, ZDiscardPile)
		}
	case card.DestHangar:
		if by >= 0 {
			p = by
		}
		g.emit(Event{Kind: EvMove, Player: p, Card: c, Text: "into " + p.String() + "'s hangar"})
		g.leaving(c, by)
		g.moveOffTo(c, ZHangar, p)
	default:
		return false
	}
	return true
}

// toBottom moves the cards of c's owner's zone z (Nation or Discard Pile)
// from c up (c and the cards moved onto it with it) to its bottom, keeping
// their order.
func (g *Game) toBottom(c CardID, z Zone) {
	l := g.zoneList(g.cards[c].owner, z)
	i := indexOf(*l, c)
	if i < 0 {
		return
	}
	moved := append([]CardID(nil), (*l)[i:]...)
	*l = append(moved, (*l)[:i]...)
	g.invalidate()
}

func indexOf(s []CardID, c CardID) int {
	for i, x := range s {
		if x == c {
			return i
		}
	}
	return -1
}
