package engine

import "github.com/sortie-tcg/sortie/card"

// placeGroup sets zone, area and controller of c and its set cards. A card
// moving into a battle area starts PS装甲's Auto D (psarmor.go).
func (g *Game) placeGroup(c CardID, z Zone, a Area, p Player) {
	if z == ZBattle && g.cards[c].zone != ZBattle {
		defer g.enteredBattleArea(c)
	}
	var buf [8]CardID
	for _, x := range g.groupCards(c, buf[:0]) {
		g.changed(x)
		g.cards[x].zone, g.cards[x].area, g.cards[x].ctrl = z, a, p
	}
}

// updateEngagement decides engagement and squad heads (GW basic "交战中与非交战状态";
// GW adv. "部队顺序、交战中的决定时机").
func (g *Game) updateEngagement() {
	for a := Area(0); a < NumAreas; a++ {
		was, heads := g.engaged[a], g.head[a]
		g.engaged[a] = len(g.squads[a][0]) > 0 && len(g.squads[a][1]) > 0
		for p := 0; p < 2; p++ {
			g.head[a][p] = None
			if len(g.squads[a][p]) > 0 {
				g.head[a][p] = g.squads[a][p][0]
			}
		}
		if g.engaged[a] != was || g.head[a] != heads {
			g.squadsChanged()
		}
		if g.engaged[a] && !was {
			g.emit(Event{Kind: EvEngaged, Area: a})
		}
		if g.engaged[a] {
			// GW adv. "成为交战中的情况": each check finding it engaged may
			// start "becomes engaged" texts, once a turn
			g.fire(trigEvent{kind: card.EvEngaged, card: None, by: -1, area: a})
		}
	}
}

// squadsChanged marks what reads the engagement and the squads' heads
// stale: filters read them ("engaged with", the head, …), words reading
// other cards than the one they test. When every effect in force reads no
// card but its source and each card on its own (localEffect: engaged is
// such a word, a state the derivation reads as srEngaged), the derivation
// in force stays, but for what touch marks; else it goes.
func (g *Game) squadsChanged() {
	local := g.dvOK || g.dvLocal // else the derivation goes anyway
	for i := 0; local && i < len(g.effs); i++ {
		local = g.effs[i].kind == ckSquadKeywords || localEffect(&g.effs[i])
	}
	if !local {
		g.invalidate()
		return
	}
	g.touch(srEngaged)
}

// desertText is the effect of GW adv. "沙漠" (Desert), an Auto C.
var desertText = &card.Text{ID: -1, Auto: card.AutoC, Label: "砂漠 (Desert): roll the head of the engaged enemy squad",
	Steps: []card.Step{{Op: card.OpDesert}}}

// desertCheck is GW adv. "沙漠" (Auto C at the damage step start): in the
// earth area, a squad made only of Desert units makes the head of the engaged
// enemy squad roll, unless that squad is made only of Desert units too. The
// effect goes on a cut like any Auto C (GW adv. "自由时机的开始及结束").
func (g *Game) desertCheck() {
	for p := Player(0); p < 2; p++ {
		if g.desertApplies(p) {
			src := g.squads[Earth][p][0]
			g.pending = append(g.pending, trigger{cutItem{kind: iTrigger, ctrl: p, src: src, from: src, text: desertText, auto: card.AutoC, setOn: None, evCard: None, lkiUnit: None}})
		}
	}
}

func (g *Game) desertApplies(p Player) bool {
	mine, theirs := g.squads[Earth][p], g.squads[Earth][p.Opp()]
	return g.engaged[Earth] && g.allHave(mine, card.Desert) && len(theirs) > 0 && !g.allHave(theirs, card.Desert)
}

// opDesert resolves the Desert effect: if it still applies, the engaged
// enemy squad's head rolls.
func opDesert(g *Game, f *frame, s *card.Step) opResult {
	p := f.item.ctrl
	h := g.head[Earth][p.Opp()]
	if !g.desertApplies(p) || h == None || !contains(g.squads[Earth][p.Opp()], h) {
		return opFailed
	}
	g.rollGroup(h, true)
	g.emit(Event{Kind: EvRoll, Player: p.Opp(), Card: h, Text: "by Desert"})
	return opDone
}

// squadPower is the battle damage a squad deals: the head's melee plus the
// others' range; rolled or destroyed units count */*/* (GW basic "战斗伤害数值的决定",
// GW adv. "破坏状态的伤害计算", "部队战斗力"). A head that left leaves no head
// (GW basic "战斗伤害解决中的注意点": the order was fixed as the step began).
func (g *Game) squadPower(a Area, p Player) int {
	sum := 0
	for _, u := range g.squads[a][p] {
		cs := &g.cards[u]
		if cs.rolled || cs.destroyed {
			continue
		}
		pw := g.power(u)
		if u == g.head[a][p] {
			sum += val(pw.Melee)
		} else {
			sum += val(pw.Range)
		}
	}
	return sum
}

type packet struct {
	area   Area
	from   Player
	amount int
	nation Player // >= 0: to this Nation
}

// combatDamage is the damage step's fixed effect (GW adv. "战斗伤害的解决"):
// squads made only of Swift Strike units deal theirs first (GW adv. "速攻的时机"),
// then the others; all squads of one timing at once. Each squad's damage is
// shared down the enemy squad (GW basic "处理对部队造成之战斗伤害"); the
// packets to units are dealt area by area, each squad's from its head down,
// unless their players order them (Rise 802.2: packetOrder), each packet's
// replacements chosen as Rise 717.3 says.
func (g *Game) combatDamage() {
	var destroyed [NumAreas][2]int
	for _, swift := range []bool{true, false} {
		// a packet per squad at most: the lists live on the stack
		var psBuf [2 * NumAreas]packet
		var hits [2 * NumAreas][]dmgPacket
		var overs, kills [2 * NumAreas]int
		ps := g.damagePackets(psBuf[:0], swift)
		// the shares to units of every packet, dealt at once (Rise 802.2)
		var all []dmgPacket
		var of []int // the packet of each of all
		for i, pk := range ps {
			if pk.amount > 0 && pk.nation < 0 {
				hits[i], overs[i] = g.battleShares(pk.area, pk.from.Opp(), pk.amount)
				all = append(all, hits[i]...)
				for range hits[i] {
					of = append(of, i)
				}
			}
		}
		// the squads of one timing deal their damage at once: one fire
		// batch (joinBatch)
		g.batchFrom = g.fireSerial + 1
		order, asked := g.packetOrder(all)
		if asked {
			// the players ordered the packets: all are dealt first, in that order
			for _, pk := range ps {
				g.emit(Event{Kind: EvSquadPower, Player: pk.from, Area: pk.area, N: int16(pk.amount), M: b2i(swift)})
			}
			for _, k := range order {
				if g.dealBattleHit(&all[k], ps[of[k]].area) {
					kills[of[k]]++
				}
			}
		}
		for i, pk := range ps {
			if !asked {
				g.emit(Event{Kind: EvSquadPower, Player: pk.from, Area: pk.area, N: int16(pk.amount), M: b2i(swift)})
			}
			if pk.amount <= 0 {
				continue
			}
			if pk.nation >= 0 {
				g.nationBattleDamage(pk.from, pk.nation, pk.area, pk.amount, "")
				continue
			}
			if len(g.squads[pk.area][pk.from.Opp()]) == 0 && !(pk.from == g.active && g.allHave(g.squads[pk.area][pk.from], card.Raid)) {
				g.emit(Event{Kind: EvNote, Player: pk.from, Card: None, Text: "the engaged squad has no units left: the battle damage is lost (GW adv. \"决定“交战中”的时机\")"})
			}
			if !asked {
				for k := range hits[i] {
					if g.dealBattleHit(&hits[i][k], pk.area) {
						kills[i]++
					}
				}
			}
			destroyed[pk.area][pk.from] += kills[i]
			over := overs[i]
			// GW basic "处理对部队造成之战斗伤害": damage left when no unit can take
			// it is void, so a squad whose units all left dealt no battle damage.
			if over < pk.amount {
				g.fire(trigEvent{kind: card.EvBattleDamageSquad, card: None, by: -1, area: pk.area, side: pk.from})
			}
			// GW adv. "强袭": an attacking squad of only Raid units deals the rest to the enemy Nation.
			if over > 0 && pk.from == g.active && g.allHave(g.squads[pk.area][pk.from], card.Raid) {
				g.nationBattleDamage(pk.from, pk.from.Opp(), pk.area, over, "Raid")
			}
		}
		g.batchFrom = 0
	}
	for a := Area(0); a < NumAreas; a++ {
		for p := Player(0); p < 2; p++ {
			if destroyed[a][p] > 0 {
				g.fire(trigEvent{kind: card.EvBattleDestroyed, card: None, by: -1, area: a, side: p})
			}
		}
	}
}

// damagePackets appends to ps the battle damage the squads of one timing
// deal (swift: those made only of Swift Strike units): an engaged squad's
// to the enemy squad, an unengaged attacking squad's to the defender's
// Nation; a packet per squad at most.
func (g *Game) damagePackets(ps []packet, swift bool) []packet {
	for a := Area(0); a < NumAreas; a++ {
		for p := Player(0); p < 2; p++ {
			sq := g.squads[a][p]
			if len(sq) == 0 && !g.engaged[a] {
				continue
			}
			if g.allHave(sq, card.SwiftStrike) != swift {
				continue
			}
			attacker := p == g.active
			switch {
			case g.engaged[a]:
				ps = append(ps, packet{area: a, from: p, amount: g.squadPower(a, p), nation: -1})
			case attacker && len(sq) > 0:
				// an unengaged attacking squad damages the defender's Nation
				target := p.Opp()
				if g.redirect[a] {
					target = p // 光の翼
				}
				ps = append(ps, packet{area: a, from: p, amount: g.squadPower(a, p), nation: target})
			}
		}
	}
	return ps
}

// nationBattleDamage deals n battle damage from p's squad in area a to
// nation's Nation (by Raid when by is "Raid"). Damage fully prevented deals
// nothing and starts nothing (Rise 717.2b).
func (g *Game) nationBattleDamage(p, nation Player, a Area, n int, by string) {
	n = g.replaceDamage(&dmgPacket{to: None, nation: nation, amount: n, by: -1, battle: true})
	if n == 0 {
		g.emit(Event{Kind: EvNote, Player: nation, Card: None, Area: a, Text: "the battle damage to " + nation.String() + "'s Nation is prevented (Rise 717.2b)"})
		return
	}
	n = g.nationToDiscard(nation, n)
	g.emit(Event{Kind: EvBattleDamage, Player: nation, Card: None, N: int16(n), Area: a, Text: by})
	g.nationDamaged(nation, n, -1)
	if n > 0 {
		// GW adv. "战斗伤害": damage the squad dealt in the damage step's fixed
		// effect, its Nation's player's, with the squad that dealt it
		g.fire(trigEvent{kind: card.EvNationBattleDamaged, card: None, by: -1, player: nation, area: a, side: p, n: n})
	}
}

// eventSquadHead is the head unit now of the triggering event's squad (GW
// adv. "部队的前列"), or None: the event has no squad, or its head left.
func (g *Game) eventSquadHead(cx ctx) CardID {
	var a Area
	var p Player
	switch {
	case cx.ev != nil && cx.ev.squad():
		a, p = cx.ev.area, cx.ev.side
	case cx.ev == nil && cx.item != nil && cx.item.evSquad:
		a, p = cx.item.evArea, cx.item.evSide
	default:
		return None
	}
	// the head set when the order was decided, while it is still there
	// (GW adv. "决定部队排列顺序的时机": none when it left)
	if h := g.head[a][p]; h != None && g.pred(h, &card.Pred{Op: card.PHead}, cx) && g.cards[h].ctrl == p {
		return h
	}
	return None
}

// toDisposition moves set group top (its top card) from where it is to the
// end of p's disposition area, in its state.
func (g *Game) toDisposition(top CardID, p Player) {
	g.lift(top)
	g.placeGroup(top, ZDisposition, 0, p)
	g.pl[p].disposition = append(g.pl[p].disposition, top)
}

// inEventSquad reports whether card c's set group is in the squad of
// squad event ev (このカードの部隊: {event-squad: this}).
func (g *Game) inEventSquad(c CardID, ev *trigEvent) bool {
	top := &g.cards[g.groupOf(c)]
	return ev.squad() && top.zone == ZBattle && top.area == ev.area && top.ctrl == ev.side
}

func b2i(b bool) int16 {
	if b {
		return 1
	}
	return 0
}

// battleShares shares n battle damage out to the squad of p in area a
// from the head down: each unit takes up to its defense minus the damage it
// has; what is left over is returned (GW basic "处理对部队造成之战斗伤害",
// GW adv. "战斗伤害的处理"). It deals nothing: each share is a packet.
func (g *Game) battleShares(a Area, p Player, n int) (hits []dmgPacket, over int) {
	for _, u := range g.squads[a][p] {
		if n <= 0 {
			break
		}
		cs := &g.cards[u]
		room := g.defense(u) - int(cs.damage)
		if room <= 0 || cs.destroyed {
			continue
		}
		share := min(room, n)
		n -= share
		hits = append(hits, dmgPacket{to: u, amount: share, by: -1, battle: true})
	}
	return hits, max(n, 0)
}

// dealBattleHit deals share h of battle damage in area a to its unit, after
// prevention (a unit that takes no battle damage, a prevention of all of
// it, absorbs its share without taking it: 只无效分配给该机体卡的战斗伤害;
// GW adv. "战斗伤害的处理": the share is assigned, then what it takes is
// replaced or prevented, Rise 717; a prevented share is not passed on). It
// reports whether it destroyed the unit.
func (g *Game) dealBattleHit(h *dmgPacket, a Area) bool {
	u := h.to
	cs := &g.cards[u]
	p := cs.ctrl
	dealt := g.replaceDamage(h)
	if dealt <= 0 {
		return false
	}
	cs.damage += int16(dealt)
	cs.dmgBy = -1
	g.anyHarm = true
	g.touch(srHarm)
	g.emit(Event{Kind: EvBattleDamage, Player: p, Card: u, N: int16(dealt), Area: a})
	g.fire(trigEvent{kind: card.EvDamaged, card: u, by: -1})
	if int(cs.damage) >= g.defense(u) {
		g.destroy(u, -1, byRule)
		cs.killSide, cs.killArea = p.Opp(), a
		return true
	}
	return false
}

// returnStep is the return step's fixed effect (GW adv. "归还步骤的「规定效果」"):
// every unit in a battle area moves rolled to its controller's disposition
// area (a unit chosen by Resupply keeps its state: GW adv. "补给（X）") and
// squads dissolve; a unit in an area it has no aptitude for is destroyed (GW
// adv. "因为地形适性有无造成的破坏").
func (g *Game) returnStep() {
	for a := Area(0); a < NumAreas; a++ {
		for p := Player(0); p < 2; p++ {
			sq := g.squads[a][p]
			g.squads[a][p] = nil
			for _, u := range sq {
				// still on the field: its timestamp stays (Rise 718.2a)
				g.placeGroup(u, ZDisposition, 0, p)
				g.pl[p].disposition = append(g.pl[p].disposition, u)
				if contains(g.resupplied, u) {
					// GW adv. "补给（X）": not rolled by this fixed effect
					g.emit(Event{Kind: EvReturn, Player: p, Card: u, Area: a, M: 1})
				} else {
					g.rollGroup(u, true)
					g.emit(Event{Kind: EvReturn, Player: p, Card: u, Area: a})
				}
				if !g.canEnter(u, a) {
					g.destroy(u, -1, byRule)
				}
			}
			// the next squad here starts in this one's memory, unless a
			// unit joined one meanwhile (issue 7: a sortie allocated one)
			if len(g.squads[a][p]) == 0 {
				g.squads[a][p] = sq[:0]
			}
		}
		if g.engaged[a] {
			g.touch(srEngaged)
		}
		g.engaged[a] = false
		g.head[a] = [2]CardID{None, None}
	}
	// g.resupplied stays until the turn's end: PS装甲 asks whether a unit got
	// 補給's effect this turn (psarmor.go)
}

// joinSquad moves c into area a at the back of its controller's squad (GW adv.
// "编入部队"), checking engagement again when the area had no own squad.
func (g *Game) joinSquad(c CardID, a Area) {
	p := g.cards[c].ctrl
	g.lift(c)
	g.placeGroup(c, ZBattle, a, p)
	g.squads[a][p] = append(g.squads[a][p], c)
	g.emit(Event{Kind: EvMove, Player: p, Card: c, Area: a, Text: "into the " + a.String() + " area"})
	if len(g.squads[a][p]) == 1 {
		// the squad is formed and this area's engagement checked, as an
		// exception; other areas keep theirs (GW adv. "部队顺序、交战中的决定时机")
		g.head[a][p] = c
		was := g.engaged[a]
		g.engaged[a] = len(g.squads[a][p.Opp()]) > 0
		if g.engaged[a] != was {
			g.touch(srEngaged)
		}
		if g.engaged[a] && !was {
			g.emit(Event{Kind: EvEngaged, Area: a})
			g.fire(trigEvent{kind: card.EvEngaged, card: None, by: -1, area: a})
		}
		if g.engaged[a] {
			// GW adv. "成为交战中的情况": each check finding it engaged may
			// start "becomes engaged" texts, once a turn
			g.fire(trigEvent{kind: card.EvEngaged, card: None, by: -1, area: a})
		}
	}
}

// moveToHead moves c to the head of an engaged own squad (U-39); it cannot
// resolve unless c could sortie to that area.
func (g *Game) moveToHead(c CardID) bool {
	p := g.cards[c].ctrl
	for a := Area(0); a < NumAreas; a++ {
		if a == FightingArena || !g.engaged[a] || len(g.squads[a][p]) == 0 || !g.canSortie(c, a) {
			// GW adv. "格斗场": only a normal sortie puts a unit in the arena
			continue
		}
		g.lift(c)
		g.placeGroup(c, ZBattle, a, p)
		g.squads[a][p] = append([]CardID{c}, g.squads[a][p]...)
		g.head[a][p] = c
		g.emit(Event{Kind: EvMove, Player: p, Card: c, Area: a, Text: "to the head of the squad"})
		return true
	}
	return false
}

// moveGroupToDisposition moves c's set group to p's disposition area.
func (g *Game) moveGroupToDisposition(c CardID, p Player, rolled bool) {
	top := g.groupOf(c)
	g.toDisposition(top, p)
	if !rolled {
		g.rerollGroup(top) // not one a roll cost keeps rolled (rollcost.go)
		return
	}
	g.rollGroup(top, rolled)
}
