// The move primitive: where an effect moves cards to (GW adv. "卡片的移动").

package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// opMove moves each object to s.To (card.Dest: its parts say the place,
// whose, where in it and in which state; GW adv. "卡片的移动"); a card put
// in the enemy's disposition area passes to its control.
func opMove(g *Game, f *frame, s *card.Step) opResult {
	if s.Filter != nil {
		return g.moveAll(f, s)
	}
	cards, _ := g.objects(f, s.What)
	if f.wait {
		// the answer for cards[f.idx]: the battle area it moves to
		if int(f.idx) < len(cards) && int(f.ans.Index) < len(f.opts) {
			g.moveIntoArea(cards[f.idx], Area(f.opts[f.ans.Index]), s.To)
		}
		f.idx++
	} else {
		f.idx, f.failed = 0, len(cards) == 0
	}
	for ; int(f.idx) < len(cards); f.idx++ {
		c := cards[f.idx]
		if s.To.Place != card.PlaceBattleArea {
			if !g.moveTo(c, s.To, f, s) {
				f.failed = true
			}
			continue
		}
		areas := g.moveAreas(c, s.To, f)
		switch {
		case len(areas) == 0:
			f.failed = true
		case len(areas) == 1:
			g.moveIntoArea(c, areas[0], s.To)
		default:
			// GW adv. "卡片的移动": the effect's player chooses the area
			f.opts = f.opts[:0]
			for _, a := range areas {
				f.opts = append(f.opts, int8(a))
			}
			f.wait = true
			g.ask(decision{kind: dEffect, ek: ekOption, player: f.item.ctrl, nOpt: int8(len(areas)), options: []string{"the battle area " + g.cardName(c) + " moves to"}})
			return opWait
		}
	}
	return result(!f.failed)
}

// moveAll moves every card matching s.Filter when the step resolves (GW adv.
// "指定「所有的」为对象的效果": the objects are decided then, those that cannot
// be objects left out), each in turn, to s.To (owner-hand or removed, the
// loader's check). A unit takes its set cards along and a set card moves
// alone (GW adv. "配置组的破坏/废弃/移动"), so a set card whose unit is
// matched too moves with it, not by itself (GW adv. "配置组中卡片的指定").
// It fails when no card matches or one of them is not moved.
func (g *Game) moveAll(f *frame, s *card.Step) opResult {
	cards := g.allObjects(s.Filter, g.fctx(f))
	ok := len(cards) > 0
	// the groups are decided before any card moves: a set card that goes
	// with its unit is not moved again
	var buf [16]CardID
	alone := buf[:0]
	for _, c := range cards {
		if top := g.groupOf(c); top == c || !contains(cards, top) {
			alone = append(alone, c)
		}
	}
	for _, c := range alone {
		if !g.cards[c].zone.OnField() || !g.moveTo(c, s.To, f, s) {
			ok = false
		}
	}
	return result(ok)
}

// moveIntoArea moves field card c's set group into battle area a at the
// back of its player's squad (GW adv. "编入部队"), in its state unless the
// destination says standing (リロール状態で移す) or rolled (ロール状態で).
func (g *Game) moveIntoArea(c CardID, a Area, to card.Dest) {
	g.joinSquad(c, a)
	switch to.Orient {
	case card.OrientStanding:
		g.rerollGroup(c) // not one a roll cost keeps rolled (rollcost.go)
	case card.OrientRolled:
		g.rollGroup(c, true)
	}
}

// moveAreas lists the battle areas field card c may move to by effect f:
// those its set group can enter (the fighting arena only for an effect about
// it, GW adv. "格斗场"), other than its own, with enemy units for
// a with-enemy destination. It is empty when c cannot be moved.
func (g *Game) moveAreas(c CardID, to card.Dest, f *frame) []Area {
	cs := &g.cards[c]
	if !cs.zone.OnField() || !g.movable(c, f) {
		return nil
	}
	var out []Area
	for a := Area(0); a < NumAreas; a++ {
		if a == FightingArena && !g.namesArena(f.item.src) {
			continue
		}
		if to.WithEnemy && len(g.squads[a][cs.ctrl.Opp()]) == 0 {
			continue
		}
		if g.canEnter(c, a) && !(cs.zone == ZBattle && cs.area == a) {
			out = append(out, a)
		}
	}
	return out
}

// movable reports whether effect f may move field card c: not one in the
// fighting arena (GW adv. "格斗场": 不会因通常出击及以格斗场为对象的效果以外的任何方法移动)
// nor one protected from moves (GW adv. "由特别的效果的「卡片的指定」").
func (g *Game) movable(c CardID, f *frame) bool {
	cs := &g.cards[c]
	if g.arenaLocked(c, f.item.src) {
		g.emit(Event{Kind: EvNote, Player: cs.ctrl, Card: c, Text: "is in the fighting arena: this effect does not move it (格斗场)"})
		return false
	}
	if g.protected(c, card.RuleNoMove, f.item.ctrl) {
		g.emit(Event{Kind: EvNote, Player: cs.ctrl, Card: c, Text: "cannot be moved by this effect"})
		return false
	}
	return true
}

// moveTo moves card c to dest to by effect f (step s): a card on the field
// with its set group, or a card in another place on its own (GW adv. "卡片的移动").
func (g *Game) moveTo(c CardID, to card.Dest, f *frame, s *card.Step) bool {
	cs := &g.cards[c]
	if !cs.zone.OnField() {
		// an effect reaches a card off the field only where its text names
		// that place (Rise 712.4): a target or a chosen card found there, or
		// its own card working from the Junkyard or the hand (GW adv. "自动B")
		named := s.What.Kind == card.RefTarget || s.What.Kind == card.RefChosen || s.What.Kind == card.RefNamed
		if !named && !(c == f.item.src && (cs.zone == ZJunkyard && cs.def.FromJunkyard || cs.zone == ZHand && f.item.text != nil && f.item.text.From == card.InHand)) {
			return false
		}
		if _, ok := f.pulledOut(c); cs.zone == ZNone && !ok {
			return false // not in the game's places, unless pulled out (GW adv. "拔出")
		}
		if to.Place == card.PlacePlaceOf {
			return g.toPlaceOf(c, f, s)
		}
		return g.moveOffField(c, to, f.item.ctrl, f.item.src)
	}
	if !g.movable(c, f) {
		return false
	}
	switch to.Place {
	case card.PlacePlaceOf:
		return g.toPlaceOf(c, f, s)
	case card.PlaceDisposition:
		p := g.destPlayer(to, c, f.item.ctrl, f.item.src)
		if cs.host != None {
			g.leaveSet(c)
		}
		g.moveGroupToDisposition(c, p, to.Rolled())
		g.emit(Event{Kind: EvMove, Player: p, Card: c, Text: toDispositionNote[p]})
	case card.PlaceSquadHead:
		return g.moveToHead(c)
	case card.PlaceSetOn:
		hosts, _ := g.objects(f, s.Onto)
		return len(hosts) == 1 && g.moveSetCard(c, hosts[0])
	case card.PlaceJunkyard:
		g.toJunkyard(c, f.item.ctrl)
	default:
		return g.moveCardTo(c, to, f.item.ctrl, f.item.src)
	}
	return true
}

// toPlaceOf moves card c standing to the place the card s.Onto names is, or
// last was on the field (Rise 707.3): in a battle area, to the back of the
// effect's player's squad there (GW adv. "编入部队"), if c's terrain allows
// it (GW adv. "地形适性"); else to the effect's player's disposition area. A
// card from another place enters the field there (GW adv. "出场"). It fails
// when that card was never on the field or c cannot go there.
func (g *Game) toPlaceOf(c CardID, f *frame, s *card.Step) bool {
	refs, _ := g.objects(f, s.Onto)
	if len(refs) != 1 {
		return false
	}
	r := &g.cards[refs[0]]
	zone, area := r.zone, r.area
	if !zone.OnField() {
		last := g.lastOf(refs[0])
		if !last.field {
			return false
		}
		zone, area = last.zone, last.area
	}
	p, cs := f.item.ctrl, &g.cards[c]
	if zone == ZBattle && !g.canEnter(c, area) {
		g.emit(Event{Kind: EvNote, Player: p, Card: c, Text: "cannot enter the " + area.String() + " area (地形适性)"})
		return false
	}
	switch {
	case cs.zone.OnField() && zone == ZBattle:
		g.joinSquad(c, area)
		g.rerollGroup(c) // not one a roll cost keeps rolled (rollcost.go)
	case cs.zone.OnField():
		if cs.host != None {
			g.leaveSet(c)
		}
		g.moveGroupToDisposition(c, p, false)
		g.emit(Event{Kind: EvMove, Player: p, Card: c, Text: toDispositionNote[p]})
	case zone == ZBattle:
		g.lift(c)
		g.putOnField(c, p, false)
		g.joinSquad(c, area)
		g.entered(Event{Kind: EvEnter, Player: p, Card: c, Area: area, Text: "standing, in the " + area.String() + " area"})
	default:
		g.relocate(c, card.Dest{Place: card.PlaceDisposition}, p, f.item.src)
	}
	return true
}

// moveOffField moves card c, in a place other than the field or pulled out
// of one (moveTo checks which), to dest to by an effect of player by from
// card src: to a place off the field, or onto the field by a disposition
// area (GW adv. "出场"); a card being played is not moved, nor one to a
// battle area or a set group.
func (g *Game) moveOffField(c CardID, to card.Dest, by Player, src CardID) bool {
	if g.cards[c].zone == ZCut {
		return false
	}
	switch to.Place {
	case card.PlaceHand, card.PlaceNation, card.PlaceRemoved, card.PlaceHangar,
		card.PlaceJunkyard, card.PlaceDiscardPile, card.PlaceDisposition:
		g.relocate(c, to, by, src)
		return true
	}
	return false
}

// moveSetCard sets set card c on unit h by an effect (GW adv. "配置卡的转移":
// only where it could be set; its controller becomes h's controller).
func (g *Game) moveSetCard(c, h CardID) bool {
	cs, hs := &g.cards[c], &g.cards[h]
	if c == h || cs.def.SetOn == 0 || !hs.zone.OnField() || hs.host != None || !g.setKindOK(c, h, hs.ctrl) ||
		cs.def.Kind == card.Character && g.isKind(h, card.Unit) && g.unitHasCharacter(h) && !g.hasKeyword(h, card.Cruiser) && !g.hasKeyword(h, card.Base) {
		g.emit(Event{Kind: EvNote, Player: cs.ctrl, Card: c, Text: "cannot be set on " + g.cardName(h)})
		return false
	}
	if cs.host != None {
		g.leaveSet(c)
	}
	cs.ctrl = hs.ctrl
	g.setOn(c, h)
	// the cards set on c go with it, into its new group's place and control
	// (GW adv. "配置组的破坏/废弃/移动": a set group moves as one)
	var buf [8]CardID
	for _, x := range g.setCards(c, buf[:0]) {
		xs := &g.cards[x]
		xs.zone, xs.area, xs.ctrl, xs.rolled = cs.zone, cs.area, cs.ctrl, cs.rolled
	}
	g.invalidate()
	g.emit(Event{Kind: EvSet, Player: hs.ctrl, Card: c, Target: h})
	return true
}

// toDispositionNote[p] is the text of a move to player p's disposition
// area (moveTo), built once, not at each move.
var toDispositionNote = [2]string{"to " + Player(0).String() + "'s disposition area", "to " + Player(1).String() + "'s disposition area"}
