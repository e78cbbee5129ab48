package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// zoneList returns the list that holds the top-level cards of zone z of player p.
func (g *Game) zoneList(p Player, z Zone) *[]CardID {
	ps := &g.pl[p]
	switch z {
	case ZNation:
		return &ps.nation
	case ZDiscardPile:
		return &ps.discard
	case ZJunkyard:
		return &ps.junkyard
	case ZHand:
		return &ps.hand
	case ZHangar:
		return &ps.hangar
	case ZRemoved:
		return &ps.removed
	case ZDisposition:
		return &ps.disposition
	}
	return nil
}

// lift takes card c out of wherever it is listed (its zone list, a squad, or
// its host), without changing its state. Taken out of a place off the field,
// it leaves that place (liftTo).
func (g *Game) lift(c CardID) { g.liftTo(c, ZNone, 0) } // ZNone is no place: its holder is not read

// liftTo is lift for a card going to zone to of player toHolder (ZNone:
// another place than its own, or not known yet). A card taken out of a place
// off the field for another place starts the texts of "from:PLACE" (GW adv.
// "卡片的移动" ⑴: 从一个「场所」移动到另外的「场所」), seen in the place it
// left; one player's place is another than the other player's.
func (g *Game) liftTo(c CardID, to Zone, toHolder Player) {
	cs := &g.cards[c]
	holder := cs.owner
	if cs.zone == ZHangar {
		holder = cs.ctrl // the player who manages it (GW adv. "格纳库")
	}
	if z := cs.zone; !z.OnField() && z != ZCut && z != ZNone && (z != to || holder != toHolder) && g.phase != PSetup {
		// fired first, the card still in its place: offFieldMove then marks
		// stale what the texts' checks derived
		g.fire(trigEvent{kind: card.EvFromZone, zones: g.zoneBits(c), card: c, by: -1, player: holder})
	}
	g.offFieldMove(c, cs.zone, cs.zone)
	if cs.host != None {
		g.groupChanged(c)
		cs.host = None
		return
	}
	switch cs.zone {
	case ZBattle:
		sq := &g.squads[cs.area][cs.ctrl]
		*sq = remove(*sq, c)
	case ZCut, ZNone:
	default:
		owner := cs.ctrl // the field and the hangar: the player who manages it (GW adv. "格纳库")
		if !cs.zone.OnField() && cs.zone != ZHangar {
			owner = cs.owner
		}
		if l := g.zoneList(owner, cs.zone); l != nil {
			*l = remove(*l, c)
		}
	}
}

// setCards appends the cards set on c (GW adv. "配置组"): by id, each
// followed by the cards set on it. A set card is on the field (field).
func (g *Game) setCards(c CardID, buf []CardID) []CardID {
	for _, x := range g.setList() {
		if g.cards[x].host == c {
			buf = append(buf, x)
			buf = g.setCards(x, buf)
		}
	}
	return buf
}

// groupCards appends c and the cards set on it (setCards) to buf.
func (g *Game) groupCards(c CardID, buf []CardID) []CardID { return g.setCards(c, append(buf, c)) }

// groupOf returns the set group of c: its top card (the card everything is set on).
func (g *Game) groupOf(c CardID) CardID {
	for g.cards[c].host != None {
		c = g.cards[c].host
	}
	return c
}

// groupUnit returns the unit of c's set group, or None.
func (g *Game) groupUnit(c CardID) CardID {
	top := g.groupOf(c)
	if g.isKind(top, card.Unit) {
		return top
	}
	return None
}

// leaveField resets what a card loses when it leaves the field: damage,
// destroyed state, coins, roll (GW adv. "废弃": 之前所承受的破坏状态或伤害等等的效果，会全部成为无效).
func (g *Game) leaveField(c CardID) {
	cs := &g.cards[c]
	// last-known information (Rise 707.3): its place, and a unit's combat power
	last := snap{field: true, zone: cs.zone, area: cs.area, ctrl: cs.ctrl}
	if g.isKind(c, card.Unit) {
		last.ok, last.power = true, g.power(c)
	}
	g.setLast(c, last)
	g.changed(c)
	cs.damage, cs.destroyed, cs.rolled = 0, false, false
	cs.coins, cs.nCoins = coinSum{}, 0
	cs.destroyer, cs.killSide, cs.dmgBy, cs.byCommand = -1, -1, -1, false
	cs.ctrl = cs.owner
	cs.psDue = 0                // PS装甲's waiting effect is about this card on the field
	cs.dismantled = false       // a coin leaving the field is removed (GW adv. "指示物")
	cs.def = normalSide(cs.def) // 変形形態 is a state on the field (GW adv. "变形形态")
	cs.variable = false         // VARIABLE's G lasts while the card stays on the field
	g.dropLocked(c)
	g.forgetTurnDamage(c)
	// 補給's effect is about the card on the field: back, it is a new card (Rise 718.2a)
	if i := slices.Index(g.resupplied, c); i >= 0 {
		g.resupplied = slices.Delete(g.resupplied, i, i+1)
	}
}

// moveOff moves c (and, when c is the top of a set group, every card set on
// it) to zone z of its owner, top of the zone (GW adv. "卡片的移动": cards go to
// their owner's place). Set cards of a moving card go along.
func (g *Game) moveOff(c CardID, z Zone) { g.moveOffTo(c, z, g.cards[c].owner) }

// moveOffTo is moveOff into zone z of player p: the hangar a card goes to is
// the one the effect names, whoever owns it (GW adv. "卡片的移动"); every other
// place off the field is its owner's.
func (g *Game) moveOffTo(c CardID, z Zone, p Player) {
	wasField := g.cards[c].zone.OnField()
	ctrl := g.cards[c].ctrl
	var buf [8]CardID
	set := g.setCards(c, buf[:0])
	g.lift(c)
	g.putInOf(c, z, p)
	for _, s := range set {
		g.groupChanged(s)
		g.cards[s].host = None
		g.putInOf(s, z, p)
	}
	if wasField {
		g.leftField(c, set, ctrl)
	}
}

// putIn puts a loose card at the top of zone z of its owner.
func (g *Game) putIn(c CardID, z Zone) { g.putInOf(c, z, g.cards[c].owner) }

// putInOf puts a loose card at the top of zone z: player p's hangar (p
// manages it there), else its owner's zone.
func (g *Game) putInOf(c CardID, z Zone, p Player) {
	cs := &g.cards[c]
	g.offFieldMove(c, cs.zone, z)
	if cs.zone.OnField() && !z.OnField() {
		g.leaveField(c)
	} else {
		g.dropLocked(c) // a new card in its new place
	}
	g.dropUses(c)
	cs.zone = z
	cs.host = None
	cs.ts = g.stamp() // Rise 718.2c: outside the field, when it entered its zone
	if cs.def.Token {
		// GW adv. "指示物": a coin leaving the field is removed at once,
		// wherever it would go
		cs.zone = ZNone
		g.emit(Event{Kind: EvNote, Player: cs.owner, Card: c, Text: "is a coin: it is removed (GW adv. \"指示物\")"})
		return
	}
	holder := cs.owner
	switch {
	case z == ZHangar:
		holder, cs.ctrl = p, p
	case !z.OnField():
		cs.ctrl = cs.owner // off the field a card is its owner's (GW adv. "本来的持有者")
	}
	l := g.zoneList(holder, z)
	*l = append(*l, c)
	if g.phase != PSetup {
		g.fire(trigEvent{kind: card.EvToZone, zones: g.zoneBits(c), card: c, by: -1, player: holder})
	}
}

// putOnField puts c at the end of p's disposition area: a played card
// enters there (GW adv. "卡片被配备的场所").
func (g *Game) putOnField(c CardID, p Player, rolled bool) {
	g.changed(c)
	g.dropLocked(c) // it enters the field a new card
	g.dropUses(c)
	cs := &g.cards[c]
	cs.zone = ZDisposition
	cs.ctrl = p
	cs.host = None
	cs.rolled = rolled
	cs.ts = g.stamp() // Rise 718.2a: on the field, when it entered
	g.pl[p].disposition = append(g.pl[p].disposition, c)
}

// setOn sets c on host (GW adv. "配置"; GW basic "配置卡片"): it shares the
// host's place, controller and state.
func (g *Game) setOn(c, host CardID) {
	g.groupChanged(c)
	cs := &g.cards[c]
	h := &g.cards[host]
	if !cs.zone.OnField() {
		g.dropUses(c) // set from another place, it enters the field a new card
	}
	cs.zone, cs.area, cs.ctrl, cs.rolled = h.zone, h.area, h.ctrl, h.rolled
	cs.host = host
	cs.ts = g.stamp() // Rise 718.2b: a set card, when it was last set
	cs.hostKind = g.kindOf(host)
}

// offFieldMove marks the derived characteristics stale for a move of card c
// from zone from to zone to: always when the field is one of them (changed),
// else only if the effects in force read cards in one of the two places
// (touch). Outside the field a card's base characteristics do not depend on
// its place.
func (g *Game) offFieldMove(c CardID, from, to Zone) {
	if (zoneRead(from)|zoneRead(to))&(srHand|srHangar|srJunkyard) != 0 {
		g.zonesVer++ // mayAct's candidates read them (maycands.go zonesKept)
	}
	if from.OnField() || to.OnField() {
		g.changed(c)
	} else {
		g.touch(zoneRead(from) | zoneRead(to))
	}
}

// moveTops moves up to n cards one by one from the top of p's zone from to
// the top of p's zone to (GW basic: "必须按顺序一枚一枚地移动，不能改变顺序") and
// returns them in the order moved, appended to buf (the caller's memory: a
// draw allocates nothing).
func (g *Game) moveTops(p Player, from, to Zone, n int, buf []CardID) []CardID {
	src, dst := g.zoneList(p, from), g.zoneList(p, to)
	moved := buf
	for len(moved)-len(buf) < n && len(*src) > 0 {
		c := (*src)[len(*src)-1]
		if g.phase != PSetup {
			// it leaves from for to (GW adv. "卡片的移动" ⑴), seen in from
			g.fire(trigEvent{kind: card.EvFromZone, zones: g.zoneBits(c), card: c, by: -1, player: p})
		}
		// each card's move marks stale what the checks of the texts that
		// triggered before it derived
		g.offFieldMove(c, from, to)
		*src = (*src)[:len(*src)-1]
		g.dropLocked(c)
		g.cards[c].zone = to
		g.cards[c].ts = g.stamp()
		*dst = append(*dst, c)
		moved = append(moved, c)
		if g.phase != PSetup {
			g.fire(trigEvent{kind: card.EvToZone, zones: g.zoneBits(c), card: c, by: -1, player: p})
		}
	}
	return moved[len(buf):]
}

// drawN draws n cards from the top of p's Nation (GW adv. "抽卡").
func (g *Game) drawN(p Player, n int) int {
	var buf [8]CardID
	moved := g.moveTops(p, ZNation, ZHand, n, buf[:0])
	for _, c := range moved {
		g.emit(Event{Kind: EvDraw, Player: p, Card: c, Secret: true})
		g.fire(trigEvent{kind: card.EvDrawn, card: c, by: -1, player: p})
	}
	return len(moved)
}

// nationToDiscard moves up to n cards one by one from the top of p's Nation
// to the top of p's Discard Pile (GW basic "对本国造成的战斗伤害", "资源费用的支付").
func (g *Game) nationToDiscard(p Player, n int) int {
	var buf [8]CardID
	return len(g.moveTops(p, ZNation, ZDiscardPile, n, buf[:0]))
}

// recover moves up to n cards one by one from the top of p's Discard Pile to
// the top of p's Nation, face down (GW adv. "回复").
func (g *Game) recover(p Player, n int) int {
	var buf [8]CardID
	done := len(g.moveTops(p, ZDiscardPile, ZNation, n, buf[:0]))
	if done > 0 {
		g.emit(Event{Kind: EvRecover, Player: p, N: int16(done)})
	}
	return done
}

// terrainOf is unit c's terrain aptitude: printed, or the one of what it
// counts as (GW adv. "地形适性"). Only a resolved effect makes a card count
// as another (ckAs): when none was made (kindMay), the printed one is read
// without deriving (issue 7: a return step checks its units one by one,
// each after a move; a game with verify set derives and checks).
func (g *Game) terrainOf(c CardID) card.Terrain {
	printed, none := g.cards[c].def.Terrain, !g.kindMay
	if none && !g.verify {
		return printed
	}
	if ch := g.chars(c); ch.as != nil && ch.as.Kind == card.Unit {
		if none {
			panic("engine: " + g.cardName(c) + " counts as another card with kindMay false")
		}
		return ch.as.Terrain
	}
	return printed
}

// roll rolls c's whole set group (GW adv. "配置组的重置/横置").
func (g *Game) rollGroup(c CardID, rolled bool) {
	g.touch(srRolled)
	top := g.groupOf(c)
	g.cards[top].rolled = rolled
	var buf [8]CardID
	for _, s := range g.setCards(top, buf[:0]) {
		g.cards[s].rolled = rolled
	}
}
