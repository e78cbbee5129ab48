package engine

import (
	"fmt"
	"slices"
	"sync/atomic"

	"github.com/sortie-tcg/sortie/card"
)

// textIndex holds, per card definition, the texts the card has by itself:
// its printed texts followed by the texts its keywords stand for. Keywords are
// implemented once here, as engine features (DESIGN "Keywords").
type textIndex struct {
	byDef      [][]*card.Text
	trans      [][]*card.Text // per definition with 変形: the transformed side's texts (transform.go)
	anySupport bool           // some card has 支援 (the Support sortie rule has work to do)
	anyVulture bool           // some card has 回収 (vulture.go has work to do)
	anyPSArmor bool           // some card has PS装甲 (psarmor.go has work to do)
	anyTeam    bool           // some card has チーム>〔A〕 (team.go has work to do)
	junkOn     uint64         // the events a text working from the Junkyard triggers on, a bit per card.EventKind (fire)
	anyWater   bool           // some card has 水 (its negation has work to do)
	// surchargeIf: some card's static that adds to the resource cost of
	// plays (surcharge.go) has a condition, which may read
	// what bumps no state version (the time): no play refusal is then kept
	// (refusals.go)
	surchargeIf bool
	listens     uint64 // the events some text triggers on or waits for, a bit per card.EventKind
	// grantListens: the events a text that effects give (a static's or a
	// step's grant) triggers on or waits for
	grantListens uint64
	anyProduce   bool // some text produces Nation Power (power.go)
	// offFieldKw: some effect gives, takes, negates or changes the value
	// of keywords of cards off the field (a static's applies or a step's
	// filter reaching the hand, the hangar, …): without one, a card there
	// has its printed keywords and reading them needs no derivation
	// (printedKeywords; Rise 712.4: an effect reaches cards off the field
	// only where it says so)
	offFieldKw bool
	// gf is the DB's id of the trait GF, -1 when no card has it (MF: GW
	// adv. "MF": 此卡上只能配置持有「GF」的角色)
	gf int32
	// sex: the DB's ids of the traits of a sex, -1 for one no card has:
	// [0] male (M, 男性), [1] female (F, 女性) (GW adv. "特征", "异性")
	sex [2][2]int32
	// replaces: by definition index, whether a text of the card (or of
	// its other side, or one it gives) makes a replacement or prevention
	// effect (replchoice.go)
	replaces []bool
	// powerReads: by definition index, what the conditions of the texts of
	// the card (of its other side, or ones it gives) that produce Nation
	// Power read beyond the field (refusals.go)
	powerReads []stateRead
	// ordered: by definition index, whether a static of the card's own
	// texts is one whose effect the timestamp order can change (Rise 718.3:
	// orderEntered; GW adv. "相反效果的优先顺序")
	ordered []bool
	// usableBy: by definition index, [0] for its own texts and [1] for its
	// transformed side's (of), whether one of them is used, is a team text
	// or has statics that may give a text (mayUseAny)
	usableBy [][2]bool
	// surchargeBy: by definition index, [0] for its own texts and [1] for
	// its transformed side's (of), whether one of them adds to the resource
	// cost of plays (surcharges)
	surchargeBy [][2]bool
	// onBy: by definition index, [0] for its own texts and [1] for its
	// transformed side's (of), the kinds of event they trigger on (onBits:
	// triggersOn)
	onBy [][2]uint64
	kwBy [][2]uint64 // by definition index, as onBy: its printed keywords, a bit per kind (printedBits)
	// ruleBy: by definition index, as onBy, the kinds of the rules of its
	// printed texts, a bit per kind (printedRules)
	ruleBy [][2]uint64
	// kindBy: by definition index, as onBy, whether a static of its texts
	// may change a kind (changesKind); kindAny: whether one of the texts of
	// the keywords effects give may (gained)
	kindBy  [][2]bool
	kindAny bool
	views   textViews
	faces   cardFaces // the card views' faces
	// reads: by card.Text.ID, refusalReads of the text, found on its
	// first refusal: 0 not yet, else the reads plus 1 (refusals.go)
	reads []atomic.Uint32
	// whens: by card.Text.ID, the times the text's timing allows
	// (textWhen), found on its first ask, with bit 63 set
	whens []atomic.Uint64
	// gains: the keywords effects give (a gain step's or a static's), each
	// once; gained: the texts of those standing for a text (textsOf)
	gains  []card.Keyword
	gained []gainedText
}

// gainedText is the text of a keyword that effects give.
type gainedText struct {
	kw   card.Keyword
	text *card.Text
}

// gain records that an effect gives keyword k: the flags of the keywords
// whose rules have work to do count it as a printed one does, and a keyword
// standing for a text gets one (gained).
func (ti *textIndex) gain(k card.Keyword) {
	ti.flag(k.Kind)
	if !slices.Contains(ti.gains, k) {
		ti.gains = append(ti.gains, k)
	}
}

// flag sets the flag of keyword k's rule (anySupport …).
func (ti *textIndex) flag(k card.KeywordKind) {
	switch k {
	case card.Support:
		ti.anySupport = true
	case card.Vulture:
		ti.anyVulture = true
	case card.PSArmor:
		ti.anyPSArmor = true
	case card.Team:
		ti.anyTeam = true
	case card.Water:
		ti.anyWater = true
	}
}

// gainsText reports whether an effect gave card c a keyword standing for a
// text (textsOf).
func (g *Game) gainsText(c CardID) bool {
	if len(g.texts.gained) == 0 {
		return false
	}
	for _, kw := range g.chars(c).gained {
		if g.texts.gainedText(kw) != nil {
			return true
		}
	}
	return false
}

// gainedText is the text of keyword k an effect gives, or nil when k stands
// for no text.
func (ti *textIndex) gainedText(k card.Keyword) *card.Text {
	for _, x := range ti.gained {
		if x.kw == k {
			return x.text
		}
	}
	return nil
}

// listen records the events text t and the texts in it trigger on or wait for.
func (ti *textIndex) listen(t *card.Text) { ti.listenAs(t, false) }

// listenAs is listen for a text effects give when granted.
func (ti *textIndex) listenAs(t *card.Text, granted bool) {
	for i := range t.Static {
		ti.anyProduce = ti.anyProduce || t.Static[i].Produce != nil
	}
	if t.On.Kind != card.EvNone {
		ti.hear(t.On.Kind, granted)
	}
	for i := range t.Modes {
		ti.listenAs(&t.Modes[i], granted)
	}
	for i := range t.Static {
		if t.Static[i].Grant != nil {
			ti.listenAs(t.Static[i].Grant, true)
		}
		if k := t.Static[i].Gain; k != nil {
			ti.gain(*k)
		}
		if st := &t.Static[i]; (st.Gain != nil || st.Lose != nil || st.Negate) && offField(st.Applies) {
			ti.offFieldKw = true
		}
	}
	ti.listenSteps(t.Steps, granted)
}

// offField reports whether filter f reaches a place off the field (nil:
// the text's own card, on the field).
func offField(f *card.Filter) bool { return f != nil && f.Zones&^card.InField != 0 }

// hear records that a text triggers on or waits for event kind k.
func (ti *textIndex) hear(k card.EventKind, granted bool) {
	ti.listens |= 1 << k
	if granted {
		ti.grantListens |= 1 << k
	}
}

func (ti *textIndex) listenSteps(steps []card.Step, granted bool) {
	for i := range steps {
		s := &steps[i]
		if s.Op == card.OpAt {
			ti.hear(s.Event.Kind, granted)
		}
		if s.Grant != nil {
			ti.listenAs(s.Grant, true)
		}
		if s.Op == card.OpGain && s.Keyword.Kind != 0 {
			ti.gain(s.Keyword)
		}
		switch s.Op {
		case card.OpGain, card.OpLose, card.OpNegate, card.OpKeywordValue:
			ti.offFieldKw = ti.offFieldKw || offField(s.Filter)
		}
		ti.listenSteps(s.Steps, granted)
		ti.listenSteps(s.Else, granted)
		for _, o := range s.Options {
			ti.listenSteps(o, granted)
		}
	}
}

// triggersOn reports whether one of definition d's own texts triggers on
// event kind k.
func (ti *textIndex) triggersOn(d *card.Def, k card.EventKind) bool {
	return ti.onBy[d.Index][defSide(d)]&(1<<k) != 0
}

// onBits is the set of the kinds of event texts ts trigger on (a bit 1<<k
// per card.EventKind k).
func onBits(ts []*card.Text) uint64 {
	var b uint64
	for _, t := range ts {
		b |= 1 << t.On.Kind
	}
	return b
}

// textIndexKey is the key of a DB's text index (card.DB.Memo): the DB's size.
type textIndexKey struct {
	defs  int
	texts int32
}

// textIndexOf returns db's text index: one per DB, shared by every game on it.
func textIndexOf(db *card.DB) *textIndex {
	return db.Memo(textIndexKey{len(db.Defs), db.NumTexts}, func() any { return indexTexts(db) }).(*textIndex)
}

func indexTexts(db *card.DB) *textIndex {
	ti := &textIndex{byDef: make([][]*card.Text, len(db.Defs)), trans: make([][]*card.Text, len(db.Defs)), replaces: make([]bool, len(db.Defs)), powerReads: make([]stateRead, len(db.Defs)), ordered: make([]bool, len(db.Defs)), usableBy: make([][2]bool, len(db.Defs)), surchargeBy: make([][2]bool, len(db.Defs)), onBy: make([][2]uint64, len(db.Defs)), kwBy: make([][2]uint64, len(db.Defs)), ruleBy: make([][2]uint64, len(db.Defs)), kindBy: make([][2]bool, len(db.Defs))}
	nt, _ := db.Trait("NT")
	ti.gf, _ = db.Trait("GF")
	for i, t := range [4]string{"M", "男性", "F", "女性"} { // GW adv. "特征": M 男性, F 女性
		ti.sex[i/2][i%2], _ = db.Trait(t)
	}
	next := db.NumTexts
	for i, d := range db.Defs {
		for _, x := range []*card.Def{d, d.Transformed} { // GW adv. "变形形态": the side's keywords too
			if x == nil {
				continue
			}
			for _, k := range x.Keywords {
				ti.flag(k.Kind)
			}
		}
		var ts []*card.Text
		for j := range d.Texts {
			ts = append(ts, &d.Texts[j])
		}
		for _, kw := range d.Keywords {
			if t := keywordText(kw, nt); t != nil {
				next++
				t.ID = next
				ts = append(ts, t)
			}
		}
		ti.byDef[i] = ts
		for _, t := range ts {
			ti.listen(t)
			_, cond := hasSurcharge(t)
			ti.surchargeIf = ti.surchargeIf || cond
		}
		if t := d.Transformed; t != nil {
			ti.trans[i] = transformedTexts(d, &next, nt)
			for _, t := range ti.trans[i] {
				ti.listen(t)
			}
		}
		ti.replaces[i] = slices.ContainsFunc(ts, makesRepl) || slices.ContainsFunc(ti.trans[i], makesRepl)
		for _, t := range slices.Concat(ts, ti.trans[i]) {
			ti.powerReads[i] |= powerReadsOf(t)
		}
		ti.ordered[i] = slices.ContainsFunc(ts, orderedStatic)
		ti.usableBy[i] = [2]bool{slices.ContainsFunc(ts, mayBeUsed), slices.ContainsFunc(ti.trans[i], mayBeUsed)}
		ti.surchargeBy[i] = [2]bool{slices.ContainsFunc(ts, addsResource), slices.ContainsFunc(ti.trans[i], addsResource)}
		ti.onBy[i], ti.kwBy[i] = [2]uint64{onBits(ts), onBits(ti.trans[i])}, [2]uint64{defKeywordBits(d), defKeywordBits(d.Transformed)}
		ti.kindBy[i] = [2]bool{slices.ContainsFunc(ts, changesKind), slices.ContainsFunc(ti.trans[i], changesKind)}
		ti.ruleBy[i] = [2]uint64{defRuleBits(d), defRuleBits(d.Transformed)}
		for _, t := range slices.Concat(ts, ti.trans[i]) {
			if t.From == card.InJunkyard {
				ti.junkOn |= 1 << t.On.Kind
			}
		}
	}
	// the texts of the keywords effects give (GW adv. "得到～"; GW basic
	// "场上卡片的内文": a special effect is a text)
	for _, kw := range ti.gains {
		if t := keywordText(kw, nt); t != nil {
			next++
			t.ID = next
			ti.gained = append(ti.gained, gainedText{kw, t})
			ti.kindAny = ti.kindAny || changesKind(t)
			ti.listenAs(t, true) // given by an effect: fire must look past the cards' own texts
		}
	}
	ti.views.byID = make([]atomic.Pointer[sharedText], next+1) // the database's texts, the keywords' and the gained keywords' ones
	ti.views.printed = make([]atomic.Pointer[[]TextView], 2*len(db.Defs))
	ti.faces = indexFaces(db)
	ti.reads = make([]atomic.Uint32, next+1)
	ti.whens = make([]atomic.Uint64, next+1)
	return ti
}

// orderedStatic reports whether a static of text t makes an effect whose
// result the timestamp order can change (GW adv. "相反效果的优先顺序": the
// later wins): a text given or negated (Rise 718.2f: a text gained later than
// a negation works), a kind or an original combat power.
func orderedStatic(t *card.Text) bool {
	for i := range t.Static {
		if s := &t.Static[i]; s.Grant != nil || s.Negate || s.Kind != 0 || s.Original != nil {
			return true
		}
	}
	return false
}

// makesRepl reports whether text t, a text it gives or one of its modes or
// steps makes a replacement or prevention effect: a static's replace, a
// replace step, or 特殊シールド's shield (replace.go).
func makesRepl(t *card.Text) bool {
	for i := range t.Static {
		if s := &t.Static[i]; s.Replace != nil || s.Grant != nil && makesRepl(s.Grant) || s.Gain != nil && s.Gain.Kind == card.SpecialShield {
			return true
		}
	}
	for i := range t.Modes {
		if makesRepl(&t.Modes[i]) {
			return true
		}
	}
	return stepsMakeRepl(t.Extra) || stepsMakeRepl(t.Steps)
}

// stepsMakeRepl reports whether one of steps, at any depth, makes a
// replacement or prevention effect, or gives a text that does (makesRepl).
func stepsMakeRepl(steps []card.Step) bool {
	return card.AnyStep(steps, func(s *card.Step) bool {
		return s.Replace != nil || s.Op == card.OpShield || s.Grant != nil && makesRepl(s.Grant) || s.Op == card.OpGain && s.Keyword.Kind == card.SpecialShield
	})
}

// IsTextKeyword reports whether keyword kw stands for a text a player uses
// (Area Weapon, Psycommu, ...), listed after a card's printed texts in the
// order of its keywords, rather than for a rule.
func IsTextKeyword(kw card.Keyword) bool { return keywordText(kw, -1) != nil }

// keywordText returns the used text a keyword stands for, or nil for a
// keyword that is a rule rather than a text; nt is the DB's id of the trait
// NT (-1 when no card has it).
func keywordText(kw card.Keyword, nt int32) *card.Text {
	cost := card.UseCost{Set: true, Resource: kw.UseCost}
	t := keywordTextOf(kw, cost, nt)
	if t != nil {
		t.Keyword = kw.Kind
		t.Bracketed = kw.Bracketed // GW adv. "【】": a special ability in 【】 too
		t.Label = kw.String()
		if kw.UseCost > 0 {
			t.Label = fmt.Sprintf("《(%d)》%s(%d)", kw.UseCost, kw.Kind, kw.X)
		}
	}
	return t
}

// thisIs is the condition "this card is in zones and every pred holds".
func thisIs(kinds card.KindSet, zones card.ZoneSet, preds ...card.Pred) card.Cond {
	return card.Cond{Op: card.CThis, Filter: &card.Filter{Kinds: kinds, Zones: zones, Preds: preds}}
}

func keywordTextOf(kw card.Keyword, cost card.UseCost, nt int32) *card.Text {
	// X is the printed value plus what effects give it (GW adv. "给予特殊效果的修正值"),
	// the printed value of one in 【】 (GW adv. "【】": 不会被变更)
	x := card.Num{Kind: card.NKeywordChange, Const: kw.X, Keyword: kw.Kind}
	if kw.Bracketed {
		x = card.Num{Const: kw.X}
	}
	switch kw.Kind {
	case card.AreaWeapon:
		// GW adv. "范围兵器（X）": (伤害判定步骤)《(0)》 destroy every enemy unit
		// engaged with this card whose defense is X or less.
		return &card.Text{Timing: card.Timing{Period: card.DamageStep}, Cost: cost,
			If:    []card.Cond{thisIs(0, card.InField, card.Pred{Op: card.PEngaged})},
			Steps: []card.Step{{Op: card.OpAreaWeapon, N: x}}}
	case card.Psycommu:
		// GW adv. "感应式兵器（X）": (防御步骤)《(0)》 X damage to a unit engaged
		// with this card, or, from the disposition area, to a unit in a battle
		// area of this card's terrain; only after the defense step's fixed
		// effect, and only while an NT character is in this set group. It
		// targets one card (GW adv. "以1张卡片为目标的效果").
		nt := card.Cond{Op: card.CCount, Cmp: card.CmpGe, N: card.Num{Const: 1}, Filter: &card.Filter{Kinds: 1 << card.Character, Zones: card.InField,
			Preds: []card.Pred{{Op: card.PInGroup, Ref: card.Ref{Kind: card.RefThis}}, {Op: card.PTrait, ID: nt}}}}
		return &card.Text{Timing: card.Timing{Period: card.DefenseStep}, Cost: cost, Window: card.AfterFixed, If: []card.Cond{nt},
			Targets: []card.Target{{Name: "T", OneCard: true, Filter: &card.Filter{Kinds: 1 << card.Unit, Zones: card.InField, Preds: []card.Pred{{Op: card.PPsycommuRange}}}}},
			Steps:   []card.Step{{Op: card.OpDamage, What: card.Ref{Kind: card.RefTarget}, N: x}}}
	case card.SpecialShield:
		// GW adv. "特殊盾（X）": (战斗阶段)《(0)》 while in a battle area, reduce by
		// X the damage of unresolved damage effects that target this card,
		// other than Psycommu and battle damage.
		return &card.Text{Timing: card.Timing{Period: card.BattlePhase}, Cost: cost,
			If:    []card.Cond{thisIs(0, card.InBattleArea), {Op: card.CTargetedByDamage}},
			Steps: []card.Step{{Op: card.OpShield, N: x}}}
	case card.AtmosphericEntry:
		// GW adv. "大气圈突入": (防御步骤)《(0)》 while this card is in the space
		// area, move it to the earth area; unresolved effects that target it
		// lose it (op atmospheric-entry).
		return &card.Text{Timing: card.Timing{Period: card.DefenseStep}, Cost: cost,
			If:    []card.Cond{thisIs(1<<card.Unit, card.InSpace, card.Pred{Op: card.PSetCard, Not: true})},
			Steps: []card.Step{{Op: card.OpAtmosphericEntry}}}
	case card.Resupply:
		// GW adv. "补给（X）": (归还步骤)《(0)》 up to X standing units of this
		// card's squad without 艦船 or 拠点 are not rolled by this turn's
		// return-step fixed effect (op resupply). Only a card in a squad can
		// use it, so only before that fixed effect (squads dissolve in it).
		return &card.Text{Timing: card.Timing{Period: card.ReturnStep}, Cost: cost, If: []card.Cond{thisIs(0, card.InBattleArea)},
			Steps: []card.Step{{Op: card.OpResupply, N: x}}}
	case card.Transformer:
		// GW adv. "变形": (战斗阶段)《(0)》 while this card is standing, it goes
		// from normal mode to transformed mode, or back (transform.go).
		return &card.Text{Timing: card.Timing{Period: card.BattlePhase}, Cost: cost,
			If: []card.Cond{thisIs(0, card.InField, card.Pred{Op: card.PStanding})}, Steps: []card.Step{{Op: card.OpTransform}}}
	case card.Dismantle:
		// GW adv. "解体": (自军配备阶段)《(0)》 put a dismantle coin on this card,
		// discarding its set cards; the use counts as playing a G (dismantle.go).
		return &card.Text{Timing: card.Timing{Side: card.OwnSide, Period: card.DispositionPhase}, Cost: cost, Steps: []card.Step{{Op: card.OpDismantle}}}
	}
	return nil
}

// textRef is a text some card has now: its own, or one granted to it by an
// Auto A of another card (GW adv. "得到～").
type textRef struct {
	text *card.Text
	from CardID // the granting card, or the card itself
}

// textsOf returns the texts card c has now. A card whose text is negated has
// none of its printed texts, special effects included (GW adv. "内文变为无效的
// 状态"; GW basic "场上卡片的内文"), those in 【】 aside; texts gained since stay.
func (g *Game) textsOf(c CardID, buf []textRef) []textRef {
	cs := &g.cards[c]
	if cs.dismantled {
		// GW adv. "解体指示物": its text becomes the coin's text
		return append(buf, textRef{dismantleCoinText, c})
	}
	own := g.texts.of(cs.def)
	ch := g.chars(c)
	// VARIABLE's second text is the card's first printed one, whether its
	// VARIABLE is printed or was given in the hand (variable.go)
	_, vk := cs.def.HasKeyword(card.Variable)
	vk = vk || cs.variable
	for i, t := range own {
		if ch.negated && !t.Bracketed || vk && g.variableSkips(c, i) {
			continue
		}
		if t.Keyword != 0 && ch.lost&(1<<t.Keyword) != 0 {
			continue // a keyword's text goes with the keyword an effect takes away (GW adv. "相反效果的优先顺序"; 【】 ones are never lost)
		}
		buf = append(buf, textRef{g.keywordEffect(c, t), c}) // a keyword's text as changed (keyword-effect)
	}
	if cs.zone.OnField() {
		buf = g.teamTexts(c, buf)
		ch = g.chars(c)
		buf = append(buf, ch.grants...)
		// the texts of keywords effects gave it (none taken away: lose
		// beats gain, GW adv. "相反效果的优先顺序")
		for _, kw := range ch.gained {
			if t := g.texts.gainedText(kw); t != nil && ch.lost&(1<<kw.Kind) == 0 {
				buf = append(buf, textRef{g.keywordEffect(c, t), c}) // as changed (keyword-effect), as a printed one's
			}
		}
	} else if cs.zone == ZCut {
		// a card being played has the texts effects give it there (GW adv.
		// "「被使用的卡片」", "得到～"): a text that works on the cut (内憂外患)
		buf = append(buf, g.chars(c).grants...)
	}
	return buf
}

// defTexts returns card c's own texts (printed, then keyword texts).
func (g *Game) defTexts(c CardID) []*card.Text { return g.texts.of(g.cards[c].def) }

// hasStatic reports whether one of definition d's own texts has a static
// (an Auto A's continuous effects).
func (ti *textIndex) hasStatic(d *card.Def) bool {
	for _, t := range ti.of(d) {
		if len(t.Static) > 0 {
			return true
		}
	}
	return false
}

// usable reports whether one of definition d's own texts is used (a
// player's choice: card.Text.Used).
func (ti *textIndex) usable(d *card.Def) bool {
	for _, t := range ti.of(d) {
		if t.Used() {
			return true
		}
	}
	return false
}

// usableByOthers reports whether one of definition d's own texts (of) is
// used by a player other than its card's controller: its enemy, or every
// player (card.Text.UsableBy).
func (ti *textIndex) usableByOthers(d *card.Def) bool {
	for _, t := range ti.of(d) {
		if t.Used() && t.UsableBy != card.Self {
			return true
		}
	}
	return false
}

// mayBeUsed reports whether text t is used, is a team text or has statics
// (which may give a text): the texts mayUse looks at.
func mayBeUsed(t *card.Text) bool { return t.Used() || t.TeamID != 0 || len(t.Static) > 0 }

// mayUseAny reports whether one of definition d's own texts (of) is one
// mayUse looks at (mayBeUsed).
func (ti *textIndex) mayUseAny(d *card.Def) bool {
	return ti.usableBy[d.Index][defSide(d)]
}

// of returns definition d's own texts; for a transformed side (変形形態),
// the side's (GW adv. "变形形态").
func (ti *textIndex) of(d *card.Def) []*card.Text {
	if d.Normal != nil {
		return ti.trans[d.Index]
	}
	return ti.byDef[d.Index]
}

// textNegated reports whether c's printed texts are negated now (GW adv.
// "内文变为无效的状态"): by an effect (U-195's new turn, 水), or as a
// dismantled card (derive.go).
func (g *Game) textNegated(c CardID) bool { return g.chars(c).negated }

// gifted reports whether effects gave card c a text, a keyword (its text
// with it) or a keyword's changed effect: only then may it have a text
// beyond its own and its teams' (textsOf).
func (g *Game) gifted(c CardID) bool {
	ch := g.chars(c)
	return len(ch.grants) > 0 || len(ch.gained) > 0 || len(ch.kwEffects) > 0
}

// waterTargets appends the units 水's negation reaches from Water unit w
// (GW adv. "水": 交战中敌军部队没持有水的全部机体没【】的条文无效): when w's
// earth-area squad is engaged and made only of units with 水, every unit of
// the engaged enemy squad without 水.
func (g *Game) waterTargets(w CardID, buf []CardID) []CardID {
	ws := &g.cards[w]
	if ws.zone != ZBattle || ws.area != Earth || !g.engaged[Earth] || ws.host != None {
		return buf
	}
	for _, u := range g.squads[Earth][ws.ctrl] {
		if !g.dvOf(u).has(card.Water) {
			return buf
		}
	}
	for _, u := range g.squads[Earth][ws.ctrl.Opp()] {
		if !g.dvOf(u).has(card.Water) {
			buf = append(buf, u)
		}
	}
	return buf
}

func (g *Game) textSummary(c CardID, i int) string {
	refs := g.textsOf(c, nil)
	if i < 0 || i >= len(refs) {
		return "?"
	}
	return describeText(refs[i].text)
}

func describeText(t *card.Text) string {
	if t.Label != "" {
		return t.Label
	}
	return t.Describe()
}
