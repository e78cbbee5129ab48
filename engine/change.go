package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// changes yields the 換装 swaps p may make now (see actions): GW adv. "换装"
// (自动B): during the enemy attack step, a card in hand with 換装〔A〕 may be
// swapped with an own unit whose name includes A, unless both have the same
// original name; once per player per turn. Cards in the hangar cannot (GW
// adv. "格纳库与手牌的不同"). A swap two of the card's 換装 allow is yielded
// once, for the first.
func (g *Game) changes(p Player, yield func(Action) bool) bool {
	if !g.changeTime(p) {
		return true
	}
	for _, h := range g.pl[p].hand {
		if !g.hasKeyword(h, card.Change) {
			continue
		}
		kws := g.keywordList(h) // its 換装 now: printed or given, not lost (chars.go)
		for i, kw := range kws {
			if kw.Kind != card.Change {
				continue
			}
			for _, u := range g.field() { // changeFits: a unit on the field; the list is in the cards' order
				if g.changeFits(p, h, kw, u) && !g.changeFitsAny(p, h, kws[:i], u) &&
					!yield(Action{Kind: AChange, Card: h, N: int16(u)}) {
					return false
				}
			}
		}
	}
	return true
}

// changeTime reports whether p may swap by 換装 now: in a free timing of the
// enemy attack step, not yet this turn.
func (g *Game) changeTime(p Player) bool {
	return g.inFreeTiming() && g.phase == PAttack && g.active != p && !g.pl[p].changed
}

// changeFits reports whether hand card h may swap with card u by its 換装
// keyword kw: u is an own unit on the field, not set on another card, whose
// name includes kw's and whose original name is not h's.
func (g *Game) changeFits(p Player, h CardID, kw card.Keyword, u CardID) bool {
	us := &g.cards[u]
	if kw.Kind != card.Change || !us.zone.OnField() || us.ctrl != p || us.host != None {
		return false
	}
	return g.nameHas(u, kw.Pattern) && us.def.NameID != g.cards[h].def.NameID && g.isKind(u, card.Unit)
}

// changeAllows reports whether p may swap hand card h with unit u by 換装 now.
func (g *Game) changeAllows(p Player, h, u CardID) bool {
	return g.changeTime(p) && g.cards[h].zone == ZHand && g.cards[h].owner == p && g.hasKeyword(h, card.Change) && g.changeFitsAny(p, h, g.keywordList(h), u)
}

// changeFitsAny is changeFits for any of keywords kws.
func (g *Game) changeFitsAny(p Player, h CardID, kws []card.Keyword, u CardID) bool {
	for _, kw := range kws {
		if g.changeFits(p, h, kw, u) {
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
	var buf [8]CardID
	for _, s := range g.setCards(h, buf[:0]) {
		g.cards[s].rolled = false
	}
	uc := &g.cards[u]
	uc.zone = ZNone
	uc.host = None
	g.invalidate() // u is off the field
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
	g.invalidate() // h is on the field
	hs.damage, hs.destroyed, hs.destroyer, hs.dmgBy, hs.killSide, hs.killArea = us.damage, us.destroyed, us.destroyer, us.dmgBy, us.killSide, us.killArea
	hs.rolled = us.rolled
	g.anyDestroyed = g.anyDestroyed || hs.destroyed
	g.anyHarm = g.anyHarm || hs.damage > 0 || hs.dmgBy != -1
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

// eachItem calls f with every effect not resolved yet: on the cut, waiting
// for the next cut (triggered, and Auto D), and waiting for their moment.
func (g *Game) eachItem(f func(*cutItem)) {
	for i := range g.cut {
		f(&g.cut[i])
	}
	for i := range g.pending {
		f(&g.pending[i].item)
	}
	for i := range g.autoD {
		f(&g.autoD[i].item)
	}
	for i := range g.waiting {
		f(&g.waiting[i].item)
	}
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
	g.eachItem(swap)
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
