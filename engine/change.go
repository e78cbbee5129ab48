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

// change swaps hand card h with unit u (GW adv. "置换"): h takes u's place
// (area, squad position), its destroyed state, damage, effects and set cards,
// but not its coins; h enters standing ("此时，将此卡重置"); u goes to its
// owner's hand.
func (g *Game) change(p Player, h, u CardID) {
	g.pl[p].changed = true
	us := g.cards[u]
	hs := &g.cards[h]
	g.lift(h)
	hs.zone, hs.area, hs.ctrl, hs.host = us.zone, us.area, us.ctrl, None
	hs.damage, hs.destroyed, hs.destroyer, hs.killSide, hs.killArea = us.damage, us.destroyed, us.destroyer, us.killSide, us.killArea
	hs.rolled = false
	hs.ts = g.stamp()
	// take u's place in its list
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
			g.cards[i].rolled = false
		}
	}
	g.replaceLocked(u, h)
	uc := &g.cards[u]
	uc.zone = ZNone
	uc.host = None
	g.leaveField(u)
	g.putIn(u, ZHand)
	g.emit(Event{Kind: EvMove, Player: p, Card: h, Text: "in by 換装, standing, in place of " + g.cardName(u) + " (which returns to the hand)"})
	if hs.zone == ZBattle {
		g.enteredBattleArea(h) // PS装甲: straight into a battle area from the hand
	}
}
