package engine

import "github.com/sortie-tcg/sortie/card"

// contKind is the kind of a continuous effect (DESIGN "Continuous effects":
// lists by kind).
type contKind uint8

const (
	ckModifier      contKind = iota + 1 // ±X/±Y/±Z (GW adv. "战斗修正")
	ckKeywordGain                       // gains a keyword (GW adv. "得到～")
	ckKeywordLoss                       // loses a keyword (GW adv. "失去～")
	ckTextNegate                        // its printed texts are negated, not its set cards' (GW adv. "内文变为无效的状态", "配置组的内文")
	ckTextGain                          // gains a text (GW adv. "得到～")
	ckKind                              // counts as another kind (GW adv. "本来的种类和当作其他种类的卡片")
	ckRule                              // a rule: a restriction or protection
	ckCost                              // its total cost changes (GW adv. "卡片使用的顺序" ③ 1–2)
	ckName                              // it also has a name
	ckTrait                             // it also has a trait
	ckSquadKeywords                     // a set card's squad keywords go to its unit (GW adv. "「高机动」…的特殊规则")
	ckWater                             // 水's negation of engaged enemy units (GW adv. "水")
	ckOriginal                          // its original combat power changes (GW adv. "本来的～")
	ckAs                                // it counts as a described card (GW adv. "本来的种类和当作其他种类的卡片")
	ckColor                             // its designated power counts as another color (GW adv. "国力的种类")
	ckKeywordValue                      // a keyword's value X changes (GW adv. "给予特殊效果的修正值")
	ckKeywordEffect                     // a keyword's effect becomes grant (keywordeffect.go)
)

// contEffect is one continuous effect: one a resolved effect created
// (Game.cont; Rise 714.3), or, while deriving, an Auto A static of a card on
// the field (Rise 714.2) or a keyword's rule. An Auto A static is collected
// anew from the field at every derivation, so it ends the moment its card
// leaves or its condition fails; a resolved Auto C or D effect's lasts its
// duration though its card left, and derivation comes before any trigger
// (GW adv. "自动A与自动C、D的不同").
type contEffect struct {
	kind   contKind
	src    CardID
	ctrl   Player
	ts     int32         // its timestamp (Rise 718.2)
	locked []CardID      // the cards it applies to, fixed when it was created (Rise 714.3f; GW adv. "到回合结束时为止")
	filter *card.Filter  // or the cards it applies to now (Rise 714.3e; GW adv. "这个回合"); neither: src
	conds  []card.Cond   // it applies only while these hold (Rise 714.3a)
	static *card.Text    // a static of this text: it exists while src has the text on the field (Rise 714.2)
	mod    card.Modifier // ckModifier, times per when per is set
	per    *card.Num
	kw     card.Keyword // ckKeywordGain, ckKeywordLoss
	grant  *card.Text   // ckTextGain, ckKeywordEffect
	kindTo card.Kind    // ckKind
	orig   card.Power   // ckOriginal
	desc   *card.Def    // ckAs: what it counts as
	also   bool         // ckAs: as well as its own kind
	color  card.Color   // ckColor
	// lasting: it does not end with the turn but when its card leaves the
	// field (card.UntilLeavesField)
	lasting bool
	// from: the turn it comes into force (card.DuringNextTurn: the next
	// one); 0: at once
	from     int
	rd, wr   charSet   // while deriving: what it reads and writes (Rise 719.1)
	rkw, wkw uint64    // while deriving: the keywords it reads and writes (reads.kw)
	sr       stateRead // while deriving: what it reads beyond the field (touch)
	rule     card.Rule // ckRule
	// n: ckCost: the change; ckName: the name id; ckTrait: the trait id;
	// ckModifier: the times it gave mod in the derivation in force (per's
	// value, 1 with none; 0 when it did not exist: redone)
	n int32
	// entering: its card is entering the field counting as it (opEnterAs):
	// the entry does not make it a new card for this effect
	entering bool
	// none: it changed no card in the derivation in force (applyEffect):
	// it did not exist, applied to no card, or gave squad keywords its
	// card did not have (localderive.go keptOff)
	none bool
	w    watch // it lasts only as long as a card keeps a way (Rise 714.3b)
}

func (e contEffect) clone() contEffect {
	e.locked = clone(e.locked)
	return e
}

// addCont starts a continuous effect created by a resolved effect; its
// timestamp is when the effect resolved (Rise 718.2d), a triggered
// effect's too: GW orders opposite effects by when they resolved (GW adv.
// "相反效果的优先顺序"), not by when the event happened (Rise 718.2e), the
// same for an Auto D, which resolves at once. The
// steps of one text apply one after another, each with its own timestamp
// (GW adv. "相反效果的优先顺序": the later resolved wins), so no two start at
// the same moment for a player to order; cards entering together are
// ordered by their players (Rise 718.3: orderEntered).
func (g *Game) addCont(e contEffect) {
	e.ts = g.stamp()
	g.cont = append(g.cont, e)
	g.kindMay = g.kindMay || e.kind == ckKind || e.kind == ckAs // kindfixed.go
	g.invalidate()
}

// dropLocked takes card c out of every locked continuous effect: it left
// the field, or entered any other place, and is a new card (GW adv. "废弃":
// 之前所承受的…效果，会全部成为无效; Rise 714.3f: the cards are fixed when the
// effect starts).
func (g *Game) dropLocked(c CardID) {
	for i := 0; i < len(g.cont); i++ {
		e := &g.cont[i]
		if e.locked == nil || e.entering {
			continue
		}
		n := len(e.locked)
		if e.locked = remove(e.locked, c); len(e.locked) == n {
			continue
		}
		g.invalidate()
		if len(e.locked) == 0 {
			g.cont = append(g.cont[:i], g.cont[i+1:]...)
			i--
		}
	}
}

// replaceLocked puts card h in card u's place in every locked continuous
// effect (GW adv. "置换": 因效果得到的战斗修正及状态等会继承).
func (g *Game) replaceLocked(u, h CardID) {
	for i := range g.cont {
		for j, c := range g.cont[i].locked {
			if c == u {
				g.cont[i].locked[j] = h
			}
		}
	}
	g.invalidate()
}

// endTurnEffects ends the continuous effects that last until the end of
// the turn (GW adv. "效果有效的过程中": 会在回合结束的同时失效).
func (g *Game) endTurnEffects() {
	kept := g.cont[:0]
	for _, e := range g.cont {
		if e.lasting || e.from > g.turn {
			kept = append(kept, e) // until its card leaves the field, or for the next turn
		}
	}
	if len(kept) != len(g.cont) {
		g.invalidate()
	}
	g.cont = kept
	g.repl = g.repl[:0]
	g.shieldUse = g.shieldUse[:0]
}

// collectEffects lists the continuous effects in force, before the texts
// effects give are known (applyEffect adds their statics).
func (g *Game) collectEffects(out []contEffect) []contEffect {
	gains := false // some effect may give a keyword: any card may get a squad keyword or 水
	for i := range g.cont {
		if g.cont[i].from > g.turn {
			continue // in force from the next turn
		}
		out = append(out, g.cont[i])
		gains = gains || g.cont[i].kind == ckKeywordGain
	}
	var seen []ncUse
	g.statics = g.withStatics(g.statics[:0])
	if cap(out) == 0 && len(g.statics) > 0 {
		// a new game's first effects: room for 8 at once, not a copy at
		// 1, 2, 4 and 8 effects of 360 bytes (a derivation has 8 or fewer
		// in most games, up to 17)
		out = make([]contEffect, 0, 8)
	}
	for _, i := range g.statics {
		cs := &g.cards[i]
		for _, t := range g.texts.of(cs.def) {
			if len(t.Static) > 0 && g.ncStatic(i, t, &seen) {
				out = g.staticsOf(out, i, t, cs.ts)
			}
		}
	}
	for i := range out {
		gains = gains || out[i].kind == ckTextGain || out[i].kind == ckKeywordGain
	}
	for _, c := range g.field() {
		cs := &g.cards[c]
		if cs.host != None && (gains || g.texts.printedBits(cs.def)&squadKeywords != 0) {
			out = append(out, contEffect{kind: ckSquadKeywords, src: c, ctrl: cs.ctrl, ts: cs.ts})
		}
	}
	for i := range out {
		gains = gains || out[i].kind == ckSquadKeywords
	}
	if !g.texts.anyWater {
		return out
	}
	for _, c := range g.field() {
		cs := &g.cards[c]
		if cs.zone == ZBattle && cs.area == Earth && (gains || g.texts.printedBits(cs.def)&(1<<card.Water) != 0) {
			out = append(out, contEffect{kind: ckWater, src: c, ctrl: cs.ctrl, ts: cs.ts})
		}
	}
	return out
}

// withStatics appends to out the cards on the field with a printed static
// text, earliest to enter first.
func (g *Game) withStatics(out []CardID) []CardID {
	for _, c := range g.field() {
		if g.texts.hasStatic(g.cards[c].def) {
			out = append(out, c)
		}
	}
	for a := 1; a < len(out); a++ { // an insertion sort: few cards, and no closure to call
		for b := a; b > 0 && g.cards[out[b]].ts < g.cards[out[b-1]].ts; b-- {
			out[b], out[b-1] = out[b-1], out[b]
		}
	}
	return out
}

// defSide is d's index in the index's tables by definition and side: 1
// for a transformed side (変形形態), else 0.
func defSide(d *card.Def) int {
	if d.Normal != nil {
		return 1
	}
	return 0
}

// printedBits is the set of d's printed keywords, a bit per kind
// (textIndex.kwBy; counted for a definition the index does not know).
func (ti *textIndex) printedBits(d *card.Def) uint64 {
	return sideBits(ti.kwBy, d, defKeywordBits)
}

// sideBits is table tab's bits (by definition index and side: defSide)
// for d, or found by def for a definition tab does not have.
func sideBits(tab [][2]uint64, d *card.Def, def func(*card.Def) uint64) uint64 {
	if int(d.Index) >= len(tab) {
		return def(d)
	}
	return tab[d.Index][defSide(d)]
}

// defKeywordBits is the set of d's printed keywords, a bit per kind (none
// without d).
func defKeywordBits(d *card.Def) uint64 {
	var b uint64
	if d == nil {
		return 0
	}
	for _, k := range d.Keywords {
		b |= 1 << k.Kind
	}
	return b
}

// printedRules is the set of the kinds of the rules of d's printed texts,
// a bit per kind (textIndex.ruleBy; found for a definition the index does
// not know).
func (ti *textIndex) printedRules(d *card.Def) uint64 {
	return sideBits(ti.ruleBy, d, defRuleBits)
}

// defRuleBits is printedRules of d, found (none without d).
func defRuleBits(d *card.Def) uint64 {
	var b uint64
	if d == nil {
		return 0
	}
	for i := range d.Texts {
		for _, x := range d.Texts[i].Rules {
			b |= 1 << x.Kind
		}
	}
	return b
}

// staticsOf appends the continuous effects of text t's statics, with src
// as their source and ts as their timestamp (Rise 718.2f).
func (g *Game) staticsOf(out []contEffect, src CardID, t *card.Text, ts int32) []contEffect {
	for i := range t.Static {
		s := &t.Static[i]
		e := contEffect{src: src, ctrl: g.cards[src].ctrl, ts: ts, filter: s.Applies, conds: s.If, static: t}
		if s.HasMod {
			e.kind, e.mod, e.per = ckModifier, s.Mod, s.Per
			out = append(out, e)
		}
		if s.Grant != nil {
			e.kind, e.grant, e.per = ckTextGain, s.Grant, nil
			out = append(out, e)
		}
		if s.Rule.Kind != card.RuleNone {
			e.kind, e.rule, e.per = ckRule, s.Rule, s.Rule.N // attack-limit's number: the value in force
			out = append(out, e)
		}
		if s.Gain != nil {
			e.kind, e.kw, e.per = ckKeywordGain, *s.Gain, nil
			out = append(out, e)
		}
		if s.Lose != nil {
			e.kind, e.kw, e.per = ckKeywordLoss, *s.Lose, nil
			out = append(out, e)
		}
		if s.Negate {
			e.kind, e.per = ckTextNegate, nil
			out = append(out, e)
		}
		if s.Kind != 0 {
			e.kind, e.kindTo, e.per = ckKind, s.Kind, nil
			out = append(out, e)
		}
		if s.Original != nil {
			e.kind, e.orig, e.per = ckOriginal, *s.Original, nil
			out = append(out, e)
		}
		for _, x := range []struct {
			k contKind
			n int32
		}{{ckCost, int32(s.Cost)}, {ckName, s.Name}, {ckTrait, s.Trait - 1}} {
			if x.n != 0 && !(x.k == ckTrait && x.n < 0) {
				e.kind, e.n, e.per = x.k, x.n, nil
				out = append(out, e)
			}
		}
	}
	return out
}

// exists reports whether effect e is in force now (in the characteristics
// derived so far).
func (g *Game) exists(e *contEffect) bool {
	s := &g.cards[e.src]
	switch e.kind {
	case ckSquadKeywords:
		return s.zone.OnField() && s.host != None
	case ckWater:
		return s.zone == ZBattle && s.area == Earth && g.dvOf(e.src).has(card.Water)
	}
	if e.static != nil {
		if !s.zone.OnField() || !g.hasText(e.src, e.static) || !g.powerMet(e.src, e.static) {
			return false
		}
	}
	return g.conds(e.conds, ctx{src: e.src, ctrl: e.ctrl, each: None})
}

// hasText reports whether c has text t now (while deriving: so far).
func (g *Game) hasText(c CardID, t *card.Text) bool {
	ch := g.dvOf(c)
	for _, r := range ch.grants {
		if r.text == t {
			return true
		}
	}
	own := g.texts.of(g.cards[c].def)
	for _, x := range own {
		if x == t {
			return !(ch.negated && !x.Bracketed) && !g.cards[c].dismantled
		}
	}
	return false
}

// powerMet is GW adv. "[X·Y]": a text with 《[X·Y]》 is negated while its
// player's Nation Power is short of X of the card's color and Y in total.
func (g *Game) powerMet(c CardID, t *card.Text) bool {
	if !t.Power.Set {
		return true
	}
	des := []card.Designated{{Color: g.cards[c].def.Color, Count: t.Power.Designated}}
	_, ok := payCheck(g.NationPower(g.cards[c].ctrl), des, t.Power.Total)
	return ok
}

// affected lists the cards effect e applies to now.
func (g *Game) affected(e *contEffect, buf []CardID) []CardID {
	switch {
	case e.kind == ckSquadKeywords:
		if u := g.groupUnit(e.src); u != None {
			buf = append(buf, u)
		}
		return buf
	case e.kind == ckWater:
		return g.waterTargets(e.src, buf)
	case e.locked != nil:
		// a locked card is still the card it was: one that entered another
		// place since is a new card and was dropped (dropLocked); a card
		// played from the hand is the same card while on the cut
		for _, c := range e.locked {
			if g.cards[c].zone != ZNone {
				buf = append(buf, c)
			}
		}
		return buf
	case e.filter != nil:
		cx := ctx{src: e.src, ctrl: e.ctrl, each: None}
		for _, c := range g.scope(e.filter.Zones) {
			if g.mayMatch(c, e.filter) && g.match(c, e.filter, cx) {
				buf = append(buf, c)
			}
		}
		return buf
	}
	return append(buf, e.src)
}

// effectAmount is how many times e applies (per), 1 without per.
func (g *Game) effectAmount(e *contEffect) int {
	if e.per == nil {
		return 1
	}
	return g.num(e.per, ctx{src: e.src, ctrl: e.ctrl, each: None})
}

// applyEffect applies effect e to the characteristics derived so far and
// reports whether it exists; the cards it applied to are then in
// g.scr.apply.
func (g *Game) applyEffect(e *contEffect) bool {
	if !g.exists(e) {
		e.none = true
		if e.kind == ckModifier {
			e.n = 0
		}
		return false
	}
	n := g.effectAmount(e)
	if e.kind == ckModifier {
		e.n = int32(n)
	}
	g.scr.apply = g.affected(e, g.scr.apply[:0])
	e.none = len(g.scr.apply) == 0 || e.kind == ckSquadKeywords && g.squadBits(e.src) == 0
	g.applyTo(e, n)
	return true
}

// applyTo applies effect e, n times where it counts (per), to each card
// of g.scr.apply.
func (g *Game) applyTo(e *contEffect, n int) {
	for _, c := range g.scr.apply {
		ch := g.dvOf(c)
		switch e.kind {
		case ckModifier:
			ch.mod = ch.mod.Add(card.Modifier{Melee: e.mod.Melee * n, Range: e.mod.Range * n, Defense: e.mod.Defense * n})
		case ckKeywordGain:
			ch.kw |= 1 << e.kw.Kind
			ch.gained = append(ch.gained, e.kw)
		case ckKeywordLoss:
			// a keyword printed in 【】 is not taken away (GW adv. "【】")
			ch.lost |= (1 << e.kw.Kind) &^ g.bracketedBits(c)
		case ckTextNegate, ckWater:
			// the printed texts and special effects (GW basic "场上卡片的内文":
			// special effects are texts), and the texts and keywords gained
			// before it: the later effect wins (GW adv. "相反效果的优先顺序");
			// 【】 texts and keywords stay
			ch.negated = true
			ch.kw, ch.gained = g.bracketedBits(c), ch.gained[:0]
			kept := ch.grants[:0]
			for _, r := range ch.grants {
				if r.text.Bracketed {
					kept = append(kept, r)
				}
			}
			ch.grants = kept
		case ckTextGain:
			ch.grants = append(ch.grants, textRef{e.grant, e.src})
		case ckKeywordEffect:
			ch.kwEffects = append(ch.kwEffects, e.grant)
		case ckKind:
			ch.kind = e.kindTo
		case ckOriginal:
			ch.orig, ch.hasOrig = e.orig, true
		case ckColor:
			ch.desColor = e.color
		case ckKeywordValue:
			ch.kwValue = append(ch.kwValue, card.Keyword{Kind: e.kw.Kind, X: int(e.n)})
		case ckAs:
			ch.as, ch.also = e.desc, e.also
			if !e.also {
				if e.desc.Kind != card.Character {
					ch.printedMod = false // not a character now: its printed combat modifier is not its own
				}
				ch.kind = e.desc.Kind
			}
			if e.desc.Kind == card.Unit {
				ch.orig, ch.hasOrig = e.desc.Power, true
			}
			if e.desc.NameID != 0 {
				ch.names = append(ch.names, e.desc.NameID)
			}
		case ckCost:
			ch.cost += int(e.n)
		case ckName:
			ch.names = append(ch.names, e.n)
		case ckTrait:
			ch.traits = append(ch.traits, e.n)
		case ckRule:
			r := e.rule
			if r.N != nil {
				r.Value = n // read for the static's card (attack-limit)
			}
			ch.rules = append(ch.rules, r)
		case ckSquadKeywords:
			g.giveSquadKeywords(e.src, ch)
		}
	}
}

// squadKeywords are the keywords a set card gives the unit of its set group
// (GW adv. "「高机动」「水」「沙漠」「强袭」「速攻」「回收」「宙间战斗」的特殊规则":
// 此条规则的处理与自动A效果的处理是相同的).
const squadKeywords = 1<<card.HighMobility | 1<<card.Water | 1<<card.Desert | 1<<card.Raid |
	1<<card.SwiftStrike | 1<<card.Vulture | 1<<card.SpaceBattle

// giveSquadKeywords gives unit characteristics ch the squad keywords set
// card s has now.
func (g *Game) giveSquadKeywords(s CardID, ch *chars) {
	bits := g.squadBits(s)
	if bits == 0 {
		return
	}
	ch.kw |= bits
	for _, k := range g.keywordList(s) {
		if bits&(1<<k.Kind) != 0 {
			ch.gained = append(ch.gained, k)
		}
	}
}

// squadBits is the squad keywords set card s has now (while deriving: so
// far), a bit per card.KeywordKind.
func (g *Game) squadBits(s CardID) uint64 {
	sc := g.dvOf(s)
	return sc.kw &^ sc.lost & squadKeywords
}

// writes is what effect e changes, for dependencies (Rise 719.1).
func (e *contEffect) writes() charSet {
	switch e.kind {
	case ckModifier, ckOriginal:
		return chPower
	case ckKeywordGain, ckKeywordLoss, ckSquadKeywords, ckKeywordValue:
		return chKeywords | chPower // keywords change combat power (Cruiser, Space Battle)
	case ckTextNegate, ckWater:
		// it also removes the texts gained before it, and the keywords but
		// those in 【】 (GW adv. "【】"), which change combat power
		return chTexts | chGrants | chKeywords | chPower
	case ckTextGain, ckKeywordEffect:
		return chGrants
	case ckKind:
		return chKind | chPower
	case ckAs:
		return chKind | chPower | chNames
	case ckCost, ckName, ckTrait, ckColor:
		return chNames
	}
	return chRules
}

// keywordsWritten is the keywords effect e changes, a bit per
// card.KeywordKind (with chKeywords: writes).
func (e *contEffect) keywordsWritten() uint64 {
	switch e.kind {
	case ckKeywordGain, ckKeywordLoss, ckKeywordValue:
		return 1 << e.kw.Kind
	case ckSquadKeywords:
		return squadKeywords
	case ckTextNegate, ckWater:
		return anyKeyword
	}
	return 0
}

// mayDependOn reports whether effect b changes what effect a reads: a
// characteristic other than keywords, or a keyword a reads. Only then may a
// depend on b (Rise 719.1), which a trial application tells (dependsOn).
func (a *contEffect) mayDependOn(b *contEffect) bool {
	o := a.rd & b.wr
	return o&^chKeywords != 0 || o != 0 && a.rkw&b.wkw != 0
}
