package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// forEachStatic calls fn for every Auto A static effect of a card on the
// field whose text is not negated, in card order (GW adv. "自动A").
func (g *Game) forEachStatic(fn func(src CardID, s *card.Static) bool) {
	if g.staticsOK {
		for _, r := range g.statics {
			if !fn(r.src, r.s) {
				return
			}
		}
		return
	}
	for i := range g.cards {
		c := CardID(i)
		if !g.cards[i].zone.OnField() || g.textNegated(c) {
			continue
		}
		d := g.cards[i].def
		for t := range d.Texts {
			for si := range d.Texts[t].Static {
				if !fn(c, &d.Texts[t].Static[si]) {
					return
				}
			}
		}
	}
}

// staticRef is one Auto A static effect of a field card.
type staticRef struct {
	src CardID
	s   *card.Static
}

// cacheStatics lists the field's static effects once for a read-only
// computation such as legal(); the caller clears staticsOK when done, before
// the state can change.
func (g *Game) cacheStatics() {
	g.statics = g.statics[:0]
	g.forEachStatic(func(src CardID, s *card.Static) bool {
		g.statics = append(g.statics, staticRef{src, s})
		return true
	})
	g.staticsOK = true
}

// staticApplies reports whether static s of src applies to card c now.
func (g *Game) staticApplies(src CardID, s *card.Static, c CardID) bool {
	cx := ctx{src: src, ctrl: g.cards[src].ctrl}
	if !g.conds(s.If, cx) {
		return false
	}
	if s.Applies == nil {
		return c == src
	}
	return g.match(c, s.Applies, cx)
}

// grantedTexts appends the texts Auto A effects of field cards give c.
func (g *Game) grantedTexts(c CardID, buf []textRef) []textRef {
	g.forEachStatic(func(src CardID, s *card.Static) bool {
		if s.Grant != nil && g.staticApplies(src, s, c) {
			buf = append(buf, textRef{s.Grant, src})
		}
		return true
	})
	return buf
}

// hasRule reports whether card c is under rule k, from its own rule texts or
// from a static effect (GW adv. "自动A", "自动B").
func (g *Game) hasRule(c CardID, k card.RuleKind) bool {
	_, ok := g.rule(c, k)
	return ok
}

// rule returns the places of rule k on card c (for RuleNoSortie: the battle
// areas it may not sortie to) and whether c is under it.
func (g *Game) rule(c CardID, k card.RuleKind) (card.ZoneSet, bool) {
	var zones card.ZoneSet
	found := false
	if !g.textNegated(c) {
		for _, t := range g.cards[c].def.Texts {
			for _, x := range t.Rules {
				if x.Kind == k {
					zones, found = zones|x.Zones, true
				}
			}
		}
	}
	if g.cards[c].zone.OnField() {
		g.forEachStatic(func(src CardID, s *card.Static) bool {
			if s.Rule.Kind == k && g.staticApplies(src, s, c) {
				zones, found = zones|s.Rule.Zones, true
			}
			return true
		})
	}
	return zones, found
}

// keyword returns card c's keyword of kind k (GW adv. "特殊效果").
func (g *Game) keyword(c CardID, k card.KeywordKind) (card.Keyword, bool) {
	if g.cards[c].dismantled || g.cards[c].variable {
		return card.Keyword{}, false // GW adv. "解体指示物": its text is the coin's; "VARIABLE（X）": negated
	}
	return g.cards[c].def.HasKeyword(k)
}

// hasKeyword reports whether c has keyword k; for the squad keywords a set
// card's keyword belongs to its group's unit (GW adv. "「高机动」…的特殊规则").
func (g *Game) hasKeyword(c CardID, k card.KeywordKind) bool {
	if _, ok := g.keyword(c, k); ok {
		return true
	}
	for _, s := range g.setCards(c, nil) {
		if _, ok := g.keyword(s, k); ok {
			return true
		}
	}
	return false
}

// modifierOn sums the modifiers on card c itself: printed (characters),
// coins, until-end-of-turn effects and Auto A effects.
func (g *Game) modifierOn(c CardID) card.Modifier {
	cs := &g.cards[c]
	if g.onG(c) {
		return card.Modifier{} // GW adv. "配置/G": set on a G, its combat modifier is negated
	}
	m := cs.coins
	if cs.def.Kind == card.Character {
		m = m.Add(cs.def.Modifier)
	}
	for _, e := range g.mods {
		if e.card == c {
			m = m.Add(e.mod)
		}
	}
	g.forEachStatic(func(src CardID, s *card.Static) bool {
		if s.HasMod && g.staticApplies(src, s, c) {
			mod := s.Mod
			n := 1
			if s.Per != nil {
				n = g.num(s.Per, ctx{src: src, ctrl: g.cards[src].ctrl, each: None})
			}
			m = m.Add(card.Modifier{Melee: mod.Melee * n, Range: mod.Range * n, Defense: mod.Defense * n})
		}
		return true
	})
	return m.Add(g.teamModifier(c)) // GW adv. "小队＞[A]B" (team.go)
}

// power returns unit u's current combat power (GW adv. "战斗力", "战斗修正"):
// printed power plus the modifiers on it and on the characters set on it
// (Cruiser, Base and Support get none from characters), each at least 0.
// Star stays Star. Space Battle (宙間戦闘) and 艦船用修正 are applied here as
// Auto A effects.
func (g *Game) power(u CardID) card.Power {
	cs := &g.cards[u]
	p := cs.def.Power
	m := g.modifierOn(u)
	// GW adv. "舰船", "据点", "支援": 无法得到角色卡的战斗修正
	cruiser := g.hasKeyword(u, card.Cruiser)
	noChar := cruiser || g.hasKeyword(u, card.Base) || g.hasKeyword(u, card.Support)
	for _, s := range g.setCards(u, nil) {
		// GW adv. "舰船用修正（X／Y／Z）": (自动A) this card, set on a unit with
		// 艦船, gives that unit ±X/±Y/±Z (not a character's combat modifier,
		// so the Cruiser gets it).
		if cruiser && g.cards[s].host == u {
			for _, kw := range g.cards[s].def.Keywords {
				if kw.Kind == card.CruiserModifier {
					m = m.Add(kw.Mod)
				}
			}
		}
		if g.isKind(s, card.Character) && noChar {
			continue
		}
		m = m.Add(g.modifierOn(s))
	}
	m.Melee += g.spaceBattlePenalty(u)
	add := func(v, d int) int {
		if v == card.Star {
			return card.Star
		}
		if v+d < 0 {
			return 0 // GW adv. "战斗力": no upper limit, lower limit 0
		}
		return v + d
	}
	return card.Power{Melee: add(p.Melee, m.Melee), Range: add(p.Range, m.Range), Defense: add(p.Defense, m.Defense)}
}

// val is a combat power value with Star counted as 0 (GW adv. "*值的计算").
func val(v int) int {
	if v == card.Star {
		return 0
	}
	return v
}

// defense is unit u's defense as a number.
func (g *Game) defense(u CardID) int { return val(g.power(u).Defense) }

// spaceBattlePenalty is GW adv. "宙间战斗（X）": in the space area, when every
// unit of a squad has Space Battle, each unit engaged with it without Space
// Battle gets -Y/±0/+0, Y the squad's smallest X.
func (g *Game) spaceBattlePenalty(u CardID) int {
	cs := &g.cards[u]
	if cs.zone != ZBattle || cs.area != Space || !g.engaged[Space] || g.hasKeyword(u, card.SpaceBattle) {
		return 0
	}
	enemy := g.squads[Space][cs.ctrl.Opp()]
	if len(enemy) == 0 {
		return 0
	}
	minX := -1
	for _, e := range enemy {
		kw, ok := g.keyword(e, card.SpaceBattle)
		if !ok {
			return 0
		}
		x := kw.X
		for _, k := range g.cards[e].def.Keywords {
			if k.Kind == card.SpaceBattle && k != kw {
				x += k.X // ※ two Space Battle keywords add up
			}
		}
		if minX < 0 || x < minX {
			minX = x
		}
	}
	return -minX
}

// totalCost is card c's total power cost (GW adv. "费用"); 0 for a G.
// A dismantled card's costs are negated (GW adv. "解体指示物").
func (g *Game) totalCost(c CardID) int {
	if g.cards[c].dismantled || g.cards[c].variable { // GW adv. "VARIABLE（X）": negated too
		return 0
	}
	return g.cards[c].def.Cost.Total
}

// cardName is the printed name with the number, for logs.
func (g *Game) cardName(c CardID) string {
	d := g.cards[c].def
	return d.Name + " [" + d.Number + "]"
}
