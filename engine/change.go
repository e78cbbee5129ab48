package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// legalChanges lists the 換装 swaps p may make now: GW adv. "换装" (自动B):
// during the enemy attack step, a card in hand with 換装〔A〕 may be swapped
// with an own unit whose name includes A, unless both have the same original
// name; once per player per turn. Cards in the hangar cannot (GW adv. "格纳库与手牌的不同").
func (g *Game) legalChanges(p Player, buf []Action) []Action {
	if !g.inFreeTiming() || g.phase != PAttack || g.active == p || g.pl[p].changed {
		return buf
	}
	for _, h := range g.pl[p].hand {
		d := g.cards[h].def
		for _, kw := range d.Keywords {
			if kw.Kind != card.Change {
				continue
			}
			for _, u := range g.fieldCards(nil) {
				us := &g.cards[u]
				if us.ctrl != p || us.host != None || !g.isKind(u, card.Unit) {
					continue
				}
				if !g.db.NameHas(us.def, kw.Pattern) || us.def.NameID == d.NameID {
					continue
				}
				a := Action{Kind: AChange, Card: h, N: int16(u)}
				if !containsAction(buf, a) {
					buf = append(buf, a)
				}
			}
		}
	}
	return buf
}

func containsAction(buf []Action, a Action) bool {
	for _, b := range buf {
		if b == a {
			return true
		}
	}
	return false
}

// change swaps hand card h with unit u by 換装 (GW adv. "换装"): h takes
// u's place (GW adv. "置换"), entering standing ("此时，将此卡重置"); u goes to
// its owner's hand.
func (g *Game) change(p Player, h, u CardID) {
	g.pl[p].changed = true
	g.replaceCard(u, h)
	g.cards[h].rolled = false
	for _, s := range g.setCards(h, nil) {
		g.cards[s].rolled = false
	}
	uc := &g.cards[u]
	uc.zone = ZNone
	uc.host = None
	g.leaveField(u)
	g.putIn(u, ZHand)
	g.emit(Event{Kind: EvMove, Player: p, Card: h, Text: "in by 換装, standing, in place of " + g.cardName(u) + " (which returns to the hand)"})
	if g.cards[h].zone == ZBattle {
		g.enteredBattleArea(h) // PS装甲: straight into a battle area from the hand
	}
}

// replaceCard puts card h in field card u's place (GW adv. "置换"): h takes
// its place (area, position in the squad, head), its rolled and destroyed
// state and damage, the continuous and replacement effects it had, the cards
// set on it (no set condition is checked again), and it becomes the target
// of every unresolved and waiting effect that targeted u. Coins and the
// transformed mode do not pass. u is left out of every list, its own state
// untouched: the caller moves it.
func (g *Game) replaceCard(u, h CardID) {
	us := g.cards[u]
	hs := &g.cards[h]
	g.lift(h)
	hs.zone, hs.area, hs.ctrl, hs.host = us.zone, us.area, us.ctrl, None
	hs.damage, hs.destroyed, hs.destroyer, hs.dmgBy, hs.killSide, hs.killArea = us.damage, us.destroyed, us.destroyer, us.dmgBy, us.killSide, us.killArea
	hs.rolled = us.rolled
	hs.ts = g.stamp()
	var list *[]CardID
	if us.zone == ZBattle {
		list = &g.squads[us.area][us.ctrl]
		for a := range g.head {
			if g.head[a][us.ctrl] == u {
				g.head[a][us.ctrl] = h
			}
		}
	} else {
		list = &g.pl[us.ctrl].disposition
	}
	for i, x := range *list {
		if x == u {
			(*list)[i] = h
		}
	}
	for i := range g.cards {
		if g.cards[i].host == u {
			g.cards[i].host = h
		}
	}
	g.replaceLocked(u, h)
	g.retarget(u, h)
}

// retarget makes h the target of every unresolved or waiting effect that
// targets u (GW adv. "置换": 尚未解决的效果与待机中效果的对象会继承).
func (g *Game) retarget(u, h CardID) {
	swap := func(it *cutItem) {
		for i := range it.vars {
			for j, c := range it.vars[i].cards {
				if c == u {
					it.vars[i].cards[j] = h
				}
			}
		}
		if it.evCard == u {
			it.evCard = h
		}
	}
	for i := range g.cut {
		swap(&g.cut[i])
	}
	for i := range g.pending {
		swap(&g.pending[i].item)
	}
	for i := range g.autoD {
		swap(&g.autoD[i].item)
	}
	for i := range g.waiting {
		swap(&g.waiting[i].item)
	}
	if g.exec != nil {
		swap(&g.exec.item)
		for i, c := range g.exec.chosen {
			if c == u {
				g.exec.chosen[i] = h
			}
		}
	}
	for i := range g.repl {
		for j, c := range g.repl[i].locked {
			if c == u {
				g.repl[i].locked[j] = h
			}
		}
	}
	g.invalidate()
}
