package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// destroyCause says how a card is destroyed (GW adv. "破坏").
type destroyCause uint8

const (
	byRule    destroyCause = iota // battle damage, terrain aptitude, a rule: no player's effect
	byEffect                      // a 「予以破坏」 effect
	byDamage                      // effect damage reaching its defense
	byDefense                     // its defense lowered to 0 or to its damage (GW adv. "防御力减少造成的破坏")
)

// destroy makes card c destroyed (GW adv. "破坏"), caused by an effect of
// player by (-1: none) in the way cause says; when c is the unit of its set
// group, the whole group (GW adv. "由多张卡片组成的配置组的「破坏与废弃」").
// A card protected from destruction (no-destroy) stays, unless its defense
// was lowered (GW adv. "防御力减少造成的破坏": 即使是「不会被破坏」等效果也不能防止).
// It reports whether c became destroyed.
func (g *Game) destroy(c CardID, by Player, cause destroyCause) bool {
	cs := &g.cards[c]
	if !cs.zone.OnField() || cs.destroyed {
		return false
	}
	if cause != byDefense && g.protected(c, card.RuleNoDestroy, by) {
		g.emit(Event{Kind: EvNote, Player: cs.ctrl, Card: c, Text: "is not destroyed (it cannot be destroyed by " + by.String() + "'s effects)"})
		return false
	}
	if cause != byDefense {
		// Rise 716: an effect may replace the destruction (not a defense at 0: GW adv. "防御力为0的机体")
		if to, ok := g.replaceMove(c, card.REvDestroy, by); ok {
			if !to.IsZero() {
				g.moveCardTo(c, to, by, None)
			}
			return false
		}
	}
	top := g.groupOf(c)
	var buf [8]CardID
	for _, x := range g.groupCards(top, buf[:0]) {
		if x == c || c == top {
			g.cards[x].destroyed = true
			g.touch(srHarm)
			g.anyDestroyed = true
			g.cards[x].destroyer = by
			g.cards[x].byCommand = by >= 0 && g.exec != nil && g.kindOf(g.exec.item.src) == card.Command
		}
	}
	g.emit(Event{Kind: EvDestroyed, Player: cs.ctrl, Card: c})
	g.fire(trigEvent{kind: card.EvDestroyed, card: c, by: by})
	return true
}

// nationDamaged starts the texts of damage dealt to player p's Nation (n
// cards, by player by's effect or -1 for battle damage): only damage dealt
// (Rise 717.2b).
func (g *Game) nationDamaged(p Player, n int, by Player) {
	if n > 0 {
		g.fire(trigEvent{kind: card.EvNationDamaged, card: None, by: by, player: p, n: n})
	}
}

// damageUnit deals n effect damage of player by, by effect it (may be
// nil), to unit c, after the replacement and prevention effects (Rise 717:
// 「戦闘ダメージ以外ではダメージを受けない」 is one, a static prevention of
// all effect damage). It reports whether damage was dealt.
func (g *Game) damageUnit(c CardID, n int, by Player, it *cutItem) bool {
	if !g.damageable(c) {
		return false
	}
	src := None
	p := dmgPacket{to: c, amount: n, by: by}
	if it != nil {
		src, p.item = it.src, it.id
	}
	return g.dealPacket(&p, src)
}

// damageable reports whether card c can take damage: a unit on the field.
func (g *Game) damageable(c CardID) bool {
	return g.cards[c].zone.OnField() && g.isKind(c, card.Unit)
}

// dealPacket deals packet p of effect damage to its unit after the
// replacement and prevention effects, and then the packets a split divided
// off it to other units (Rise 717.6), each replaced on its own. It reports
// whether damage was dealt.
func (g *Game) dealPacket(p *dmgPacket, src CardID) bool {
	c := p.to
	if !g.damageable(c) {
		return false
	}
	n := g.replaceDamage(p)
	dealt := n > 0
	if dealt {
		cs := &g.cards[c]
		cs.damage += int16(n)
		cs.dmgBy = p.by
		g.anyHarm = true
		g.touch(srHarm)
		g.emit(Event{Kind: EvDamage, Player: cs.ctrl, Card: c, N: int16(n), Target: src})
		g.fire(trigEvent{kind: card.EvDamaged, card: c, by: p.by})
		g.markIfDestroyed(c, p.by, byDamage)
	}
	for i := range p.splits {
		if g.dealPacket(&p.splits[i], src) {
			dealt = true
		}
	}
	return dealt
}

// checkDestroyed applies GW adv. "破坏" to every unit: damage at or over its
// defense, or defense 0, destroys it. Lethal damage counts as caused by the
// player whose effect dealt it last (GW adv. "因为效果造成的破坏"), so a unit
// protected from that player's effects stays.
//
// What it reads — the field, the units' damage and destroyed state, their
// kinds and defense — changes only with harmVer (invalidate, changed, and a
// touch of the units' harm, the engagement or what the characteristics or
// Nation Power read: not a roll, a draw or the time that nothing derived
// reads): a check that found no unit to destroy is not made again until it
// changes (issue 7: most steps change nothing it reads). A game with verify
// set checks the skip.
func (g *Game) checkDestroyed() {
	if g.noneDoomed && g.doomedVer == g.harmVer {
		if g.verify && len(g.doomed(nil)) > 0 {
			panic("engine: a unit to destroy was missed: a change of its damage or defense did not bump the state's version")
		}
		return
	}
	doomed := g.doomed(nil)
	g.noneDoomed, g.doomedVer = len(doomed) == 0, g.harmVer
	for _, c := range doomed {
		if g.defense(c) == 0 {
			g.destroy(c, -1, byDefense)
		} else {
			g.destroy(c, g.cards[c].dmgBy, byDamage)
		}
	}
}

// doomed appends to buf the units checkDestroyed destroys.
func (g *Game) doomed(buf []CardID) []CardID {
	for _, c := range g.field() {
		cs := &g.cards[c]
		if cs.destroyed || cs.host != None || !g.isKind(c, card.Unit) { // the kind last: it is derived
			continue
		}
		if def := g.defense(c); def == 0 || int(cs.damage) >= def {
			buf = append(buf, c)
		}
	}
	return buf
}

// markIfDestroyed destroys unit c if its damage reaches its defense or its
// defense is 0, caused by player by in the way cause says.
func (g *Game) markIfDestroyed(c CardID, by Player, cause destroyCause) {
	cs := &g.cards[c]
	if cs.destroyed || !g.isKind(c, card.Unit) || !cs.zone.OnField() {
		return
	}
	if def := g.defense(c); def == 0 || int(cs.damage) >= def {
		g.destroy(c, by, cause)
	}
}
