package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// moveCardTo moves field card c, with the cards set on it, off the field to
// dest by an effect of player by from card src (None: not a text's; the
// player and card destPlayer reads) (GW adv. "卡片的移动"): to its owner's
// hand, out of the game (GW adv. "从游戏中移除"), onto the top or the bottom
// of its owner's Nation or Discard Pile, or into the hangar the destination
// names (GW adv. "格纳库": a card goes to the hangar the effect names,
// whoever owns it; 配置在该卡上的所有卡片也…一起移动到同一个格纳库中). It
// reports whether c moved.
func (g *Game) moveCardTo(c CardID, to card.Dest, by Player, src CardID) bool {
	cs := &g.cards[c]
	if !cs.zone.OnField() {
		return false
	}
	end := "top"
	if to.Bottom() {
		end = "bottom"
	}
	switch to.Place {
	case card.PlaceHand:
		g.emit(Event{Kind: EvToHand, Player: cs.owner, Card: c})
		g.leaving(c, by)
		g.moveOff(c, ZHand)
	case card.PlaceRemoved:
		g.emit(Event{Kind: EvRemoved, Player: cs.owner, Card: c, Text: "removed from the game"})
		g.leaving(c, by)
		g.moveOff(c, ZRemoved)
	case card.PlaceNation:
		g.emit(Event{Kind: EvMove, Player: cs.owner, Card: c, Text: "to the " + end + " of " + cs.owner.String() + "'s Nation"})
		g.leaving(c, by)
		g.moveOff(c, ZNation)
		if to.Bottom() {
			g.toBottom(c, ZNation)
		}
	case card.PlaceDiscardPile:
		g.emit(Event{Kind: EvMove, Player: cs.owner, Card: c, Text: "to the " + end + " of " + cs.owner.String() + "'s Discard Pile"})
		g.leaving(c, by)
		g.moveOff(c, ZDiscardPile)
		if to.Bottom() {
			g.toBottom(c, ZDiscardPile)
		}
	case card.PlaceHangar:
		p := g.destPlayer(to, c, by, src)
		g.emit(Event{Kind: EvMove, Player: p, Card: c, Text: "into " + p.String() + "'s hangar"})
		g.leaving(c, by)
		g.moveOffTo(c, ZHangar, p)
	default:
		return false
	}
	return true
}

// destPlayer is the player whose place destination d is for card c moved
// by an effect of player by from card src (None: not a text's): the one
// its whose names (own: by; enemy: by's enemy; owner: c's; this-owner:
// src's, by's without a text), else by for a disposition area or a hangar
// (GW adv. "出场", "格纳库": the effect names it) and c's owner for a place
// off the field (GW adv. "卡片的移动": 本来持有者的场所; also a hangar
// reached with no effect's player).
func (g *Game) destPlayer(d card.Dest, c CardID, by Player, src CardID) Player {
	switch d.Whose {
	case card.WhoseOwn:
		return by
	case card.WhoseEnemy:
		return by.Opp()
	case card.WhoseOwner:
		return g.cards[c].owner
	case card.WhoseThisOwner:
		if src != None {
			return g.cards[src].owner
		}
		return by
	}
	if (d.Place == card.PlaceDisposition || d.Place == card.PlaceHangar) && by >= 0 {
		return by
	}
	return g.cards[c].owner
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
