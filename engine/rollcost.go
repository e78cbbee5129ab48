// The roll cost (ロールコスト, 《[X]》) of the later rulebook, and its
// restriction on the cards it rolls. The v1.3 rulebook (GW basic/adv.) has
// neither: the rule is sourced from an English translation of the later
// rulebook's ACE pages (Booster 24, 2010): "Roll Cost [X] — One of the cost
// for its text. It can be paid by rolling X of your own cards other than
// unit. The cards rolled by this cost can't be rerolled until the beginning
// of your next turn."
// (http://blog.the-o.my/2010/02/14/gw-booster-24-ace-card-and-others/).

package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// payRollCost rolls card c chosen for a roll-cost step by player p: its set
// group rolls, every card of it being rolled by this cost (GW adv.
// "配置组的重置/横置": 配置组中的所有卡片都视做因这个效果而重置/横置), and
// none of them is rerolled until p's next turn begins (the roll-cost page
// above: "can't be rerolled until the beginning of your next turn").
func (g *Game) payRollCost(p Player, c CardID, cost string) {
	g.rollGroup(c, true)
	var buf [8]CardID
	for _, x := range g.groupCards(g.groupOf(c), buf[:0]) {
		g.unlockRoll(x)
		g.rollLocks = append(g.rollLocks, rollLock{card: x, payer: p, ts: g.cards[x].ts})
	}
	g.emit(Event{Kind: EvRoll, Player: p, Card: c, Text: "to pay " + cost + " (it is not rerolled until " + p.String() + "'s next turn begins)"})
}

// rerollLocked reports whether card c or the top of its set group was
// rolled by a roll cost whose player's next turn has not begun yet: no
// effect and no fixed effect rerolls it then (our reading of "can't be
// rerolled until the beginning of your next turn"; a set group rerolls as
// one card, GW adv. "配置组的重置/横置", and a payment locks every card of the
// group, its top too, so a card set on the group later is held by the
// top's lock). The lock is the card's while it stays where it was (its
// timestamp: a card entering another place, or set anew, is a new card,
// Rise 718.2); the turn start clears it (startTurn).
func (g *Game) rerollLocked(c CardID) bool {
	return g.rollLocked(c) || g.rollLocked(g.groupOf(c))
}

func (g *Game) rollLocked(c CardID) bool {
	for _, l := range g.rollLocks {
		if l.card == c && l.ts == g.cards[c].ts {
			return true
		}
	}
	return false
}

// rollLock is a card a roll cost rolled: its payer, and the card's
// timestamp then (a card with another is a new card, free of it: Rise
// 718.2a). It needs no source and no time order among locks: it is a
// restriction of the roll-cost rule, not a continuous effect of a card, and
// lasts apart from the text whose cost was paid (Rise 707.3); no effect
// says the opposite of "is not rerolled" (a reroll is a one-shot act it
// stops, nothing to order by GW adv. "相反效果的优先顺序"); several locks on one
// card say the same thing, and whose they are is the payer kept here.
type rollLock struct {
	card  CardID
	payer Player
	ts    int32
}

// unlockRoll drops card c's roll-cost lock, if any.
func (g *Game) unlockRoll(c CardID) {
	g.rollLocks = slices.DeleteFunc(g.rollLocks, func(l rollLock) bool { return l.card == c })
}

// rerollGroup rerolls c's set group by an effect, unless a roll cost's
// restriction keeps it rolled (rerollLocked); it reports whether it did.
func (g *Game) rerollGroup(c CardID) bool {
	if g.rerollLocked(c) {
		g.emit(Event{Kind: EvNote, Player: g.cards[c].ctrl, Card: c, Text: "stays rolled: rolled for a roll cost, it is not rerolled until its payer's next turn begins"})
		return false
	}
	g.rollGroup(c, false)
	return true
}

// endRollLocks ends the roll-cost restrictions of player p as p's turn
// begins ("until the beginning of your next turn"): the reroll phase's
// fixed effect of this turn rerolls those cards.
func (g *Game) endRollLocks(p Player) {
	g.rollLocks = slices.DeleteFunc(g.rollLocks, func(l rollLock) bool { return l.payer == p })
}

// rollCostCands keeps the cards of cs that can still pay roll-cost step
// s after the choices picked (pl.extra[start:]): not in the set group of a
// card chosen for it, since rolling one rolls the whole group (GW adv.
// "配置组的重置/横置") and a rolled card cannot be rolled to pay (GW basic
// "《(R)》": 已经是横置状态的卡片就不能使用).
func (g *Game) rollCostCands(cs, picked []CardID) []CardID {
	keep := cs[:0]
	for _, c := range cs {
		if !g.sameGroupAsAny(c, picked) {
			keep = append(keep, c)
		}
	}
	return keep
}

func (g *Game) sameGroupAsAny(c CardID, cs []CardID) bool {
	top := g.groupOf(c)
	for _, x := range cs {
		if g.groupOf(x) == top {
			return true
		}
	}
	return false
}

// groupsIn counts the set groups of the cards cs: how many of them one
// roll-cost step can roll.
func (g *Game) groupsIn(cs []CardID) int {
	n := 0
	for i, c := range cs {
		if !g.sameGroupAsAny(c, cs[:i]) {
			n++
		}
	}
	return n
}

// isRollCost reports whether cost step s is a roll cost.
func isRollCost(s *card.Step) bool { return s.Op == card.OpRollCost }
