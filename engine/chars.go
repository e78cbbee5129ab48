package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// hasRule reports whether card c is under rule k: from its own rule texts,
// a static or a continuous effect (GW adv. "自动A", "自动B").
func (g *Game) hasRule(c CardID, k card.RuleKind) bool {
	_, ok := g.rule(c, k)
	return ok
}

// protected reports whether card c is protected by rule k (no-target,
// no-destroy, no-move, no-roll) against an effect of player by: a
// protection against every effect, or against enemy effects when by is c's
// enemy. by -1 (a rule, battle damage) is never an enemy effect (GW adv.
// "战斗伤害": 由敌军部队给予的伤害，不看作是「因敌军效果的伤害」).
func (g *Game) protected(c CardID, k card.RuleKind, by Player) bool {
	return g.protectedFrom(c, k, by, false)
}

// protectedFrom is protected for an effect that targets one card when
// oneCard: only then does a protection against such effects (Rule.OneCard)
// apply (GW adv. "以1张卡片为目标的效果").
func (g *Game) protectedFrom(c CardID, k card.RuleKind, by Player, oneCard bool) bool {
	if by < 0 {
		return false
	}
	enemy := by != g.cards[c].ctrl
	for _, r := range g.rulesOf(c, k) {
		if (!r.ByEnemy || enemy) && (!r.OneCard || oneCard) {
			return true
		}
	}
	return false
}

// rulesOf lists the rules of kind k card c is under.
func (g *Game) rulesOf(c CardID, k card.RuleKind) []card.Rule {
	var out []card.Rule
	g.eachRule(c, k, func(x card.Rule) { out = append(out, x) })
	return out
}

// eachRule calls fn with each rule of kind k card c is under, in rulesOf's
// order, building no list.
func (g *Game) eachRule(c CardID, k card.RuleKind, fn func(card.Rule)) {
	ch := g.chars(c)
	// a dismantled card's texts are the coin's, those in 【】 too (GW adv.
	// "解体指示物": 此效果对【】中的记述也有效); a card none of whose printed
	// texts has a rule of kind k (most: printedRules) is not walked
	if cs := &g.cards[c]; !cs.dismantled && g.texts.printedRules(cs.def)&(1<<k) != 0 {
		d := cs.def
		for i := range d.Texts {
			t := &d.Texts[i] // not a copy: a text is large
			if ch.negated && !t.Bracketed {
				continue // a negated text, but one in 【】 (GW adv. "【】")
			}
			for _, x := range t.Rules {
				if x.Kind == k && g.powerMet(c, t) {
					fn(x)
				}
			}
		}
	}
	for _, x := range ch.rules {
		if x.Kind == k {
			fn(x)
		}
	}
}

// rule returns the places of rule k on card c (for RuleNoSortie: the battle
// areas it may not sortie to) and whether c is under it.
func (g *Game) rule(c CardID, k card.RuleKind) (zones card.ZoneSet, under bool) {
	g.eachRule(c, k, func(x card.Rule) { zones, under = zones|x.Zones, true })
	return zones, under
}

// printedKeywords reports whether card c's keywords now are its printed
// ones without a derivation: it is off the field (in the hand, the hangar,
// on the cut, …) and no effect of the database reaches a keyword of a card
// there (textIndex.offFieldKw; Rise 712.4: 影响只会对场上的卡牌产生影响, unless
// it says which other place it reaches; GW adv. "格纳库": 格纳库中的卡只会受到
// 以格纳库为对象效果的效果的影响). The rules of playing ask for the keywords of
// every card in the hand and the hangar at every decision (mayAct): without
// such an effect that costs no derivation and no pass over the hand.
func (g *Game) printedKeywords(c CardID) bool {
	return !g.texts.offFieldKw && !g.cards[c].zone.OnField()
}

// keywordBits is the set of the keywords card c has now, a bit per kind
// (lost ones left out).
func (g *Game) keywordBits(c CardID) uint64 {
	if g.printedKeywords(c) {
		return g.texts.printedBits(g.cards[c].def)
	}
	ch := g.chars(c)
	return ch.kw &^ ch.lost
}

// keyword returns card c's first keyword of kind k now (GW adv. "特殊效果"):
// its printed keywords and the ones effects gave it, none that it lost. A
// set card's squad keywords are its unit's too (continuous.go). Off the
// field too: the rules of playing a card in the hand or the hangar ask it
// (クイック, 代替コスト, 追加コスト, 換装, セット, VARIABLE).
func (g *Game) keyword(c CardID, k card.KeywordKind) (card.Keyword, bool) {
	if g.printedKeywords(c) {
		return g.cards[c].def.HasKeyword(k)
	}
	ch := g.chars(c)
	if !ch.has(k) {
		return card.Keyword{}, false
	}
	// the first of keywordList's of kind k, without building the list
	cs := &g.cards[c]
	kw, found := card.Keyword{}, false
	if !cs.dismantled && !cs.variable {
		for _, x := range cs.def.Keywords {
			if x.Kind == k && (!ch.negated || x.Bracketed) { // GW adv. "【】"
				kw, found = x, true
				break
			}
		}
	}
	for i := 0; !found && i < len(ch.gained); i++ {
		if ch.gained[i].Kind == k {
			kw, found = ch.gained[i], true
		}
	}
	if !found {
		return card.Keyword{}, false
	}
	for _, v := range ch.kwValue {
		if v.Kind == k && !kw.Bracketed { // GW adv. "【】": 不会被变更
			kw.X += v.X
		}
	}
	return kw, true
}

// hasKeyword reports whether c has keyword k now: the one function every
// rule asks (DESIGN "Continuous effects").
func (g *Game) hasKeyword(c CardID, k card.KeywordKind) bool { return g.keywordBits(c)&(1<<k) != 0 }

// keywordList is c's keywords now with their values: printed ones (none on
// a dismantled card or a VARIABLE G) and gained ones, lost ones left out.
// The list may be the card's printed one (printedKeywords): callers read
// it, never change it.
func (g *Game) keywordList(c CardID) []card.Keyword {
	cs := &g.cards[c]
	if !g.deriving && g.printedKeywords(c) {
		n := len(cs.def.Keywords)
		return cs.def.Keywords[:n:n]
	}
	ch := g.chars(c) // while deriving: so far (dvOf)
	var out []card.Keyword
	if !cs.dismantled && !cs.variable { // special effects are texts (GW basic "场上卡片的内文")
		for _, kw := range cs.def.Keywords {
			if ch.lost&(1<<kw.Kind) == 0 && (!ch.negated || kw.Bracketed) { // GW adv. "【】"
				out = append(out, kw)
			}
		}
	}
	for _, kw := range ch.gained {
		if ch.lost&(1<<kw.Kind) == 0 {
			out = append(out, kw)
		}
	}
	// GW adv. "给予特殊效果的修正值": a change of a keyword's X reaches each
	// keyword of that kind the card has, but one in 【】 (GW adv. "【】": 不会被变更)
	for _, v := range ch.kwValue {
		for i := range out {
			if out[i].Kind == v.Kind && !out[i].Bracketed {
				out[i].X += v.X
			}
		}
	}
	return out
}

// modifierOn is the combat modifier on card c itself: printed (characters),
// coins and continuous effects (GW adv. "战斗修正"), and B's of its teams.
func (g *Game) modifierOn(c CardID) card.Modifier {
	ch := g.chars(c)
	m := ch.mod
	if ch.printedMod && !g.onG(c) {
		m = m.Add(g.cards[c].def.Modifier) // GW adv. "配置/G": set on a G, its combat modifier is negated
	}
	return m.Add(g.teamModifier(c)) // GW adv. "小队＞[A]B" (team.go)
}

// originalPower is unit c's original combat power (GW adv. "本来的～"): its
// printed one, or the one an effect changed it to. A power split by "/" is
// its left side while no pilot (a character set on the unit itself:
// unitHasCharacter) is set on it, its right side while one is (GW adv.
// "以「/」分割的战斗力").
func (g *Game) originalPower(c CardID) card.Power {
	if ch := g.chars(c); ch.hasOrig {
		return ch.orig
	}
	d := g.cards[c].def
	if d.SplitPower && g.cards[c].zone.OnField() && g.unitHasCharacter(c) {
		return d.PilotPower
	}
	return d.Power
}

// setModifiers calls each with the modifiers the cards set on unit u give
// it, card s by card s: a 艦船用修正 (cruiserMod: GW adv. "舰船用修正（X／Y／Z）":
// (自动A) a card set on a unit with 艦船 gives it ±X/±Y/±Z, not a
// character's modifier, so the Cruiser gets it), then s's own modifier,
// which u does not get (gets false) from a character when u is a Cruiser,
// Base or Support (GW adv. "舰船", "据点", "支援": 无法得到角色卡的战斗修正).
func (g *Game) setModifiers(u CardID, each func(s CardID, cruiserMod bool, m card.Modifier, gets bool)) {
	var buf [8]CardID
	set := g.setCards(u, buf[:0])
	if len(set) == 0 {
		return // most units: no keyword read (issue 7)
	}
	cruiser := g.hasKeyword(u, card.Cruiser)
	noChar := cruiser || g.hasKeyword(u, card.Base) || g.hasKeyword(u, card.Support)
	for _, s := range set {
		if cruiser && g.cards[s].host == u {
			for _, kw := range g.keywordList(s) {
				if kw.Kind == card.CruiserModifier {
					each(s, true, kw.Mod, true)
				}
			}
		}
		each(s, false, g.modifierOn(s), !(g.isKind(s, card.Character) && noChar))
	}
}

// power returns unit u's current combat power (GW adv. "战斗力", "战斗修正"):
// original power plus the modifiers on it and on the characters set on it
// (Cruiser, Base and Support get none from characters), each at least 0.
// Star stays Star. Space Battle (宙間戦闘) and 艦船用修正 are applied here as
// Auto A effects.
func (g *Game) power(u CardID) card.Power {
	p := g.originalPower(u)
	m := g.modifierOn(u)
	g.setModifiers(u, func(_ CardID, _ bool, x card.Modifier, gets bool) {
		if gets {
			m = m.Add(x)
		}
	})
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
		if !g.hasKeyword(e, card.SpaceBattle) {
			return 0
		}
		x := 0
		for _, k := range g.keywordList(e) {
			if k.Kind == card.SpaceBattle {
				x += k.X // ※ two Space Battle keywords add up
			}
		}
		if minX < 0 || x < minX {
			minX = x
		}
	}
	return -minX
}

// designatedColors appends the colors of card c's designated power now:
// none when its costs are negated (GW adv. "解体指示物", "VARIABLE（X）"),
// the one an effect makes it count as (「指定国力は…として扱われる」, GW adv.
// "国力的种类"), else its printed ones (two on a dual card).
func (g *Game) designatedColors(c CardID, buf []card.Color) []card.Color {
	cs := &g.cards[c]
	if cs.dismantled || cs.variable {
		return buf
	}
	if col := g.chars(c).desColor; col != 0 {
		return append(buf, col)
	}
	for _, d := range cs.def.Cost.Designated {
		buf = append(buf, d.Color)
	}
	return buf
}

// totalCost is card c's total power cost (GW adv. "费用"); 0 for a G.
// A dismantled card's costs are negated (GW adv. "解体指示物").
func (g *Game) totalCost(c CardID) int {
	if g.cards[c].dismantled || g.cards[c].variable { // GW adv. "VARIABLE（X）": negated too
		return 0
	}
	return g.cards[c].def.Cost.Total
}

// cardName is the printed name with the number, for logs (card.Def.LogName).
func (g *Game) cardName(c CardID) string { return g.cards[c].def.LogName() }

// exclusiveSet reports whether unit c is in an exclusive-machine set (GW
// adv. "专用机配置"): a character set on it has a name that a name of the
// unit names, each card's names now (namesOf: a name an effect gives counts,
// a negated one does not; Rise 713–714).
func (g *Game) exclusiveSet(c CardID) bool {
	if !g.isKind(c, card.Unit) {
		return false
	}
	// the cards set on a card are on the field with it (setCards)
	for _, s := range g.field() {
		if g.setUnder(s, c) && g.isKind(s, card.Character) && g.exclusiveFor(c, s) {
			return true
		}
	}
	return false
}

// exclusiveFor reports whether a name unit u has now names character s as
// its exclusive pilot (exclusiveSet): namesOf's names, read in place.
func (g *Game) exclusiveFor(u, s CardID) bool {
	uPrinted, sPrinted := !g.nameNegated(u), !g.nameNegated(s)
	us, ss := g.chars(u).names, g.chars(s).names
	for i := -1; i < len(us); i++ {
		x := g.cards[u].def.NameID // i -1: the printed name
		if i >= 0 {
			x = us[i]
		} else if !uPrinted {
			continue
		}
		for j := -1; j < len(ss); j++ {
			n := g.cards[s].def.NameID
			if j >= 0 {
				n = ss[j]
			} else if !sPrinted {
				continue
			}
			if g.db.ExclusiveFor(x, n) {
				return true
			}
		}
	}
	return false
}

// namesOf appends the names card c has now (hasName's): its printed one
// unless negated, and the ones effects give it.
func (g *Game) namesOf(c CardID, buf []int32) []int32 {
	if !g.nameNegated(c) {
		buf = append(buf, g.cards[c].def.NameID)
	}
	return append(buf, g.chars(c).names...)
}

// setUnder reports whether card s is set on c, directly or on a card set
// on c (setCards without the list).
func (g *Game) setUnder(s, c CardID) bool {
	for h := g.cards[s].host; h != None; h = g.cards[h].host {
		if h == c {
			return true
		}
	}
	return false
}

// filterKeyword is the keyword word of a filter: the card has keyword k now,
// a squad keyword of its set cards included (GW adv. "「高机动」…的特殊规则"),
// and 1枚制限/自軍 and /デッキ count as 1枚制限, セット/キャラ・G as セット/キャラ
// and as セット/G (GW adv. "视做同一记述的效果").
func (g *Game) filterKeyword(c CardID, k card.KeywordKind) bool {
	return keywordIn(g.keywordBits(c), k) // its kinds of keywords are keywordList's
}

// keywordIn reports whether keywords has (a bit per kind) hold keyword k
// or one that counts as it: 1枚制限/自軍 and /デッキ as 1枚制限, セット/キャラ・G
// as セット/キャラ and as セット/G (GW adv. "视做同一记述的效果").
func keywordIn(has uint64, k card.KeywordKind) bool {
	switch {
	case has&(1<<k) != 0:
		return true
	case k == card.RestrictTo1:
		return has&(1<<card.RestrictTo1Own|1<<card.RestrictTo1Deck) != 0
	case k == card.SetOnCharacter || k == card.SetOnG:
		return has&(1<<card.SetOnCharacterG) != 0
	}
	return false
}

// bracketedBits is the set of card c's printed keywords in 【】, a bit per
// kind: no effect negates them or takes them away (GW adv. "【】"); a
// dismantled card has none (GW adv. "解体指示物": 此效果对【】中的记述也有效).
func (g *Game) bracketedBits(c CardID) uint64 {
	cs := &g.cards[c]
	var b uint64
	if cs.dismantled || cs.variable {
		return 0
	}
	for _, k := range cs.def.Keywords {
		if k.Bracketed {
			b |= 1 << k.Kind
		}
	}
	return b
}

// nameNegated reports whether card c's printed name is negated: a
// dismantled card's (GW adv. "解体指示物": 卡片名…都无效) or a VARIABLE G's
// (GW adv. "VARIABLE（X）": 第2内文以外的全部记述都变为无效).
func (g *Game) nameNegated(c CardID) bool { return g.cards[c].dismantled || g.cards[c].variable }

// hasName reports whether card c has the name of DB name id n now: its
// printed name unless negated, or a name effects give it (Rise 713–714:
// every characteristic is read as derived).
func (g *Game) hasName(c CardID, n int32) bool {
	return !g.nameNegated(c) && g.cards[c].def.NameID == n || containsID(g.chars(c).names, n)
}

// nameHas reports whether a name card c has now contains name pattern p
// (filter word name-has; GW adv. "包括～的记述").
func (g *Game) nameHas(c CardID, p int32) bool {
	if !g.nameNegated(c) && g.db.NameHas(g.cards[c].def, p) {
		return true
	}
	for _, n := range g.chars(c).names {
		if g.db.NameIDHas(n, p) {
			return true
		}
	}
	return false
}

// sameName reports whether cards c and r have a name in common now
// (hasName's names).
func (g *Game) sameName(c, r CardID) bool {
	if !g.nameNegated(r) && g.hasName(c, g.cards[r].def.NameID) {
		return true
	}
	for _, n := range g.chars(r).names {
		if g.hasName(c, n) {
			return true
		}
	}
	return false
}

// hasTrait reports whether card c has the trait of DB trait id t now: a
// printed one or one effects give it (Rise 713–714). A VARIABLE G's printed
// traits are negated (GW adv. "VARIABLE（X）": 第2内文以外的全部记述都变为无效);
// a dismantled card's stay (GW adv. "解体指示物" negates its name, costs,
// terrain and combat power and replaces its texts, and names no trait).
func (g *Game) hasTrait(c CardID, t int32) bool {
	return !g.cards[c].variable && g.cards[c].def.HasTraitID(t) || containsID(g.chars(c).traits, t)
}

// containsID reports whether x is in s (DB ids: names, traits).
func containsID(s []int32, x int32) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}

// sexOf is character c's sex (GW adv. "特征": M 男性, F 女性; traits effects
// give counted): 1 male, 2 female, 0 for a card that is no character or has
// no sex, or both.
func (g *Game) sexOf(c CardID) int {
	if !g.isKind(c, card.Character) {
		return 0
	}
	sex := 0
	for i, ids := range g.texts.sex {
		if g.hasTrait(c, ids[0]) || g.hasTrait(c, ids[1]) {
			sex |= 1 << i
		}
	}
	if sex == 3 {
		return 0
	}
	return sex
}

// oppositeSex reports whether characters c and r are of the opposite sex
// (GW adv. "异性": 相对于角色卡的「男」、「女」，目标角色卡和此角色卡的性别不同).
func (g *Game) oppositeSex(c, r CardID) bool {
	a, b := g.sexOf(c), g.sexOf(r)
	return a != 0 && b != 0 && a != b
}
