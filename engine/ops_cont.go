package engine

import (
	"fmt"
	"strings"

	"github.com/sortie-tcg/sortie/card"
)

// The primitives that create continuous effects (continuous.go): modify,
// gain, lose, negate-texts, counts-as, enter-as, restrict, change-cost,
// recolor. Each lasts until the end of the turn (GW adv. "效果有效的过程中"),
// or with until: leaves-field while its card stays on the field. With until: end-of-turn (the
// default) the cards are fixed when it resolves (GW adv. "「到回合结束时为止」":
// 仅在解决时适用效果; Rise 714.3f); with until: this-turn its filter reaches
// every card that fits it during the turn (GW adv. "「这个回合」": 新的对象出场时，
// 会进行对象的确认; Rise 714.3e).

// contStep starts the continuous effect e of step s: on its objects, or on
// the cards matching its filter. It fails when no card is reached.
func (g *Game) contStep(f *frame, s *card.Step, e contEffect) opResult {
	e.src, e.ctrl = f.item.src, f.item.ctrl
	if !g.whileStep(f, s, &e) {
		return opFailed
	}
	cx := g.fctx(f)
	if s.Until == card.ThisTurn {
		e.filter = s.Filter
		g.addCont(e)
		g.emit(Event{Kind: EvNote, Player: e.ctrl, Card: e.src, Text: "this turn, every card that is " + s.Filter.String() + ": " + s.String()})
		return opDone
	}
	var cards []CardID
	if s.Filter != nil {
		cards = g.allObjects(s.Filter, cx) // "all ～": the cards that fit when it resolves
	} else {
		objs, _ := g.objects(f, s.What)
		for _, c := range objs {
			if g.cards[c].zone.OnField() {
				cards = append(cards, c)
			}
		}
	}
	if len(cards) == 0 {
		return opFailed
	}
	e.locked = cards
	e.lasting = s.Until == card.UntilLeavesField
	if s.Until == card.DuringNextTurn {
		e.from = g.turn + 1
	}
	g.addCont(e)
	for _, c := range cards {
		// a card in a hidden hand gets no line: how many of its cards the
		// effect reaches is hidden from the other player (GW basic "手牌")
		if !g.hiddenFrom(c, g.cards[c].ctrl.Opp()) {
			g.emitCont(c, &e)
		}
	}
	return opDone
}

// emitCont logs what continuous effect e does to card c.
func (g *Game) emitCont(c CardID, e *contEffect) {
	ev := Event{Kind: EvModify, Player: g.cards[c].ctrl, Card: c}
	switch e.kind {
	case ckModifier:
		ev.Text = "gets " + e.mod.String() + " until end of turn"
	case ckKeywordGain:
		ev.Text = "gains " + e.kw.String() + " until end of turn"
	case ckKeywordLoss:
		ev.Text = "loses " + e.kw.String() + " until end of turn"
	case ckTextNegate:
		ev.Text = "its texts are negated until end of turn"
	case ckTextGain:
		ev.Text = "gains the text \"" + describeText(e.grant) + "\" until end of turn"
	case ckKind:
		ev.Text = "counts as a " + e.kindTo.String() + " until end of turn"
	case ckRule:
		ev.Text = "is under the rule " + ruleName(e.rule) + " until end of turn"
	case ckAs:
		ev.Text = "counts as " + e.desc.Kind.String() + " " + e.desc.Power.String()
		if e.also {
			ev.Text = "also " + ev.Text
		}
	case ckColor:
		ev.Text = "its designated power counts as " + e.color.String() + " until end of turn"
	case ckCost:
		ev.Text = fmt.Sprintf("its total cost changes by %d until end of turn", e.n)
	case ckKeywordValue:
		ev.Text = fmt.Sprintf("its %s gets %+d until end of turn", e.kw.Kind, e.n)
	case ckKeywordEffect:
		ev.Text = fmt.Sprintf("the effect of its %s becomes \"%s\" until end of turn", e.grant.Keyword.Japanese(), describeText(e.grant))
	}
	switch {
	case e.lasting:
		ev.Text = strings.TrimSuffix(ev.Text, " until end of turn") + " until it leaves the field"
	case e.from > 0:
		ev.Text = strings.TrimSuffix(ev.Text, " until end of turn") + " during the next turn"
	}
	g.emit(ev)
}

// opModify gives each object (or the cards matching the filter) Mod (N times
// when N is written: 「-X/-X/-X」) until the end of the turn (GW adv.
// "战斗修正"). A unit it brings to defense 0,
// or to its damage, is destroyed by this effect's player (GW adv. "因为效果
// 造成的破坏": 「负战斗修正」等的效果而破坏时，应认为是使该效果诱发的玩家造成的破坏).
func opModify(g *Game, f *frame, s *card.Step) opResult {
	mod := s.Mod
	if s.ModOf.Kind != card.RefNone {
		// a modifier equal to a card's combat power, as it last was (Rise 709.2d)
		mod = card.Modifier{}
		if c := g.refCard(s.ModOf, g.fctx(f)); c != None {
			last := g.lastOf(c)
			p, ok := last.power, last.ok
			if g.cards[c].zone.OnField() {
				p, ok = g.power(c), g.isKind(c, card.Unit)
			}
			if ok {
				mod = card.Modifier{Melee: val(p.Melee), Range: val(p.Range), Defense: val(p.Defense)}
			}
		}
	}
	if !s.N.IsZero() {
		// 「-X/-X/-X」: mod n times, n read when it resolves
		k := g.amount(f, s, None)
		mod = card.Modifier{Melee: mod.Melee * k, Range: mod.Range * k, Defense: mod.Defense * k}
	}
	r := g.contStep(f, s, contEffect{kind: ckModifier, mod: mod})
	if r == opDone {
		e := &g.cont[len(g.cont)-1]
		for _, c := range g.affected(e, nil) {
			g.markIfDestroyed(c, f.item.ctrl, byDefense)
		}
	}
	g.checkDestroyed()
	return r
}

// opGain gives a keyword or a text (GW adv. "得到～").
func opGain(g *Game, f *frame, s *card.Step) opResult {
	if s.Grant != nil {
		return g.contStep(f, s, contEffect{kind: ckTextGain, grant: s.Grant})
	}
	return g.contStep(f, s, contEffect{kind: ckKeywordGain, kw: s.Keyword})
}

// opLose takes a keyword away; losing beats gaining (GW adv. "失去～",
// "相反效果的优先顺序").
func opLose(g *Game, f *frame, s *card.Step) opResult {
	return g.contStep(f, s, contEffect{kind: ckKeywordLoss, kw: s.Keyword})
}

// opNegate negates the printed texts, those in 【】 aside (GW adv.
// "内文变为无效的状态", "【】").
func opNegate(g *Game, f *frame, s *card.Step) opResult {
	return g.contStep(f, s, contEffect{kind: ckTextNegate})
}

// opCountsAs makes each object count as a card of another kind (GW adv.
// "本来的种类和当作其他种类的卡片").
func opCountsAs(g *Game, f *frame, s *card.Step) opResult {
	e := contEffect{kind: ckKind, kindTo: s.Kind}
	if s.Desc != nil {
		e = contEffect{kind: ckAs, desc: s.Desc, also: s.Also}
	}
	r := g.contStep(f, s, e)
	g.checkSetKinds()
	g.checkSquadKinds()
	g.checkDestroyed()
	return r
}

// opEnterAs puts each object, a card off the field, onto the effect's
// player's field counting as the described card until it leaves the field
// (「{UNIT、…}として場に出す」; GW adv. "出场": standing unless the text says
// rolled). It is not a play: its costs and texts stay its own. Nor does it
// count as one: GW adv. "当作是通常使用的行为" counts an effect that resolves
// the equivalent of the played card's own entering effect (a unit entering
// rolled, a character set on a unit), and the played kinds are not touched
// here; the card enters as another card, standing, by GW adv. "出场".
func opEnterAs(g *Game, f *frame, s *card.Step) opResult {
	objs, _ := g.objects(f, s.What)
	if s.To.Place == card.PlaceBattleArea {
		return g.enterAsIntoArea(f, s, objs)
	}
	ok := len(objs) > 0
	for _, c := range objs {
		if z := g.cards[c].zone; z.OnField() || z == ZNone || z == ZCut {
			ok = false
			continue
		}
		ok = g.enterAs(f, s, c, false, 0) && ok
	}
	return result(ok)
}

// enterAs puts card c onto the effect's player's field counting as the
// described card (opEnterAs): to the disposition area (s.To), or intoArea
// into battle area a, at the back of the own squad (GW adv. "编入部队"). It
// reports whether c is on the field after.
func (g *Game) enterAs(f *frame, s *card.Step, c CardID, intoArea bool, a Area) bool {
	// it counts as the described card from the moment it enters
	g.addCont(contEffect{kind: ckAs, src: f.item.src, ctrl: f.item.ctrl, desc: s.Desc, locked: []CardID{c}, lasting: true, entering: true})
	ts := g.cont[len(g.cont)-1].ts
	if intoArea {
		// 「…として戦闘エリアに出す」: a set card leaves its set group (GW
		// adv. "卡片的移动" ⑶) and enters standing (GW adv. "出场": 以重置状态;
		// CH-265's Q&A357 on the wiki: rolled by a roll cost, it still enters
		// standing), then joins the own squad of the area
		p := f.item.ctrl
		if g.cards[c].host != None {
			g.leaveSet(c)
		}
		g.lift(c)
		g.cards[c].zone = ZNone
		g.putOnField(c, p, false)
		g.joinSquad(c, a)
		g.entered(Event{Kind: EvEnter, Player: p, Card: c, Area: a, M: 1, Text: "standing, at the back of the squad"})
	} else {
		to := s.To
		if to.IsZero() {
			to = card.Dest{Place: card.PlaceDisposition}
		}
		g.relocate(c, to, f.item.ctrl, f.item.src)
	}
	for i := range g.cont {
		if g.cont[i].ts == ts {
			g.cont[i].entering = false
		}
	}
	if !g.cards[c].zone.OnField() {
		g.dropLocked(c) // it could not stay: the effect ends with its entry
	}
	return g.cards[c].zone.OnField()
}

// enterAsIntoArea is opEnterAs into a battle area (to: battle-area): each
// object, from the hand or a card set on another on the field, enters a
// battle area the effect's player chooses among those the described card's
// terrain allows (not the fighting arena, entered only by a normal sortie:
// GW adv. "格斗场").
func (g *Game) enterAsIntoArea(f *frame, s *card.Step, objs []CardID) opResult {
	if f.wait {
		if int(f.idx) < len(objs) && int(f.ans.Index) < len(f.opts) {
			if !g.enterAs(f, s, objs[f.idx], true, Area(f.opts[f.ans.Index])) {
				f.failed = true
			}
		}
		f.idx++
	} else {
		f.idx, f.failed = 0, len(objs) == 0
	}
	for ; int(f.idx) < len(objs); f.idx++ {
		c := objs[f.idx]
		cs := &g.cards[c]
		if !(cs.zone == ZHand || cs.zone.OnField() && cs.host != None) || !g.movable(c, f) {
			f.failed = true
			continue
		}
		var areas []int8
		for _, a := range []Area{Space, Earth} {
			if s.Desc.Terrain.Has([2]card.Terrain{card.Space, card.Earth}[a]) {
				areas = append(areas, int8(a))
			}
		}
		switch len(areas) {
		case 0:
			f.failed = true
		case 1:
			if !g.enterAs(f, s, c, true, Area(areas[0])) {
				f.failed = true
			}
		default:
			// GW adv. "卡片的移动": the effect's player chooses the area
			f.opts = append(f.opts[:0], areas...)
			f.wait = true
			g.ask(decision{kind: dEffect, ek: ekOption, player: f.item.ctrl, nOpt: int8(len(areas)), options: []string{"the battle area " + g.cardName(c) + " enters"}})
			return opWait
		}
	}
	return result(!f.failed)
}

// opChangeCost changes the total cost of each object (or the cards matching
// the filter) by N, read when it resolves (GW adv. "卡片使用的顺序" ③ 1–2).
func opChangeCost(g *Game, f *frame, s *card.Step) opResult {
	return g.contStep(f, s, contEffect{kind: ckCost, n: int32(g.amount(f, s, None))})
}

// opKeywordValue changes the value X of a keyword of each object (GW adv.
// "给予特殊效果的修正值").
func opKeywordValue(g *Game, f *frame, s *card.Step) opResult {
	return g.contStep(f, s, contEffect{kind: ckKeywordValue, kw: s.Keyword, n: int32(g.amount(f, s, None))})
}

// opRecolor makes the designated power of each object count as a color.
func opRecolor(g *Game, f *frame, s *card.Step) opResult {
	return g.contStep(f, s, contEffect{kind: ckColor, color: s.Color})
}

// opNegateEffects negates every unresolved effect of each object (「まだ未解決の
// その効果」): its used texts and triggered effects leave the cut, and its
// triggered effects waiting to go on it or to resolve (Auto D) are dropped
// (GW adv. "使用的无效"), those of its texts in 【】 aside (GW adv. "【】":
// 此括号内的效果…（包括未解决的效果）不会被无效).
func opNegateEffects(g *Game, f *frame, s *card.Step) opResult {
	objs, _ := g.objects(f, s.What)
	n := 0
	for _, c := range objs {
		n += g.dropItems(func(it *cutItem) bool {
			return it.src == c && (it.kind == iText || it.kind == iTrigger) && !it.bracketed()
		})
	}
	return result(n > 0)
}

// opRestrict puts each object under a rule: a restriction or a protection.
func opRestrict(g *Game, f *frame, s *card.Step) opResult {
	return g.contStep(f, s, contEffect{kind: ckRule, rule: s.Rule})
}

// ruleName is rule r as written in card files.
func ruleName(r card.Rule) string {
	return r.String()
}

// opReplace starts a replacement or prevention effect (Rise 716–717) until
// the end of the turn: on its objects (fixed now), on the cards matching its
// filter (this-turn: any that match later too), or on a Nation.
func opReplace(g *Game, f *frame, s *card.Step) opResult {
	e := replEffect{r: s.Replace, src: f.item.src, ctrl: f.item.ctrl}
	switch {
	case s.Replace.ToNation:
	case s.Until == card.ThisTurn:
		e.filter = s.Filter
	case s.Filter != nil:
		e.locked = g.allObjects(s.Filter, g.fctx(f))
	default:
		objs, _ := g.objects(f, s.What)
		for _, c := range objs {
			if g.cards[c].zone.OnField() {
				e.locked = append(e.locked, c)
			}
		}
	}
	if !s.Replace.ToNation && e.filter == nil && len(e.locked) == 0 {
		return opFailed
	}
	g.addRepl(e)
	g.emit(Event{Kind: EvNote, Player: e.ctrl, Card: e.src, Text: "until end of turn: " + replText(s.Replace)})
	return opDone
}

// replText describes a replacement for the log.
func replText(r *card.Replacement) string {
	switch {
	case r.Event == card.REvDamage && r.Prevent < 0:
		return "prevents all damage"
	case r.Event == card.REvDamage && r.Prevent > 0:
		return fmt.Sprintf("prevents the next %d damage", r.Prevent)
	case r.Event == card.REvDamage:
		return fmt.Sprintf("changes each damage by %+d", r.Add)
	case r.Event == card.REvDestroy:
		return "replaces a destruction: " + r.Instead.String()
	}
	return "replaces going to the Junkyard: " + r.Instead.String()
}

// opNegateDestroy negates the destruction of each object (GW adv. "破坏的无效"):
// it stays on the field, its damage and its discard effect are negated. The
// destruction of a unit whose defense is 0 is not negated while it is 0
// (GW adv. "防御力为0的机体"). Negating a unit's destruction negates that of its
// set group (GW adv. "由多张卡片组成的配置组的「破坏与废弃」").
func opNegateDestroy(g *Game, f *frame, s *card.Step) opResult {
	objs, _ := g.objects(f, s.What)
	ok := len(objs) > 0
	for _, c := range objs {
		cs := &g.cards[c]
		if !cs.zone.OnField() || !cs.destroyed {
			ok = false
			continue
		}
		if g.hasRule(c, card.RuleNoNegateDestroy) {
			g.emit(Event{Kind: EvNote, Player: cs.ctrl, Card: c, Text: "its destruction cannot be negated"})
			ok = false
			continue
		}
		if g.isKind(c, card.Unit) && g.defense(c) == 0 {
			g.emit(Event{Kind: EvNote, Player: cs.ctrl, Card: c, Text: "its defense is 0: its destruction cannot be negated (GW adv. \"防御力为0的机体\")"})
			ok = false
			continue
		}
		group := []CardID{c}
		if top := g.groupOf(c); top == c {
			group = append(group, g.setCards(c, nil)...)
		}
		for _, x := range group {
			xs := &g.cards[x]
			if xs.destroyed {
				xs.destroyed, xs.damage, xs.destroyer, xs.dmgBy, xs.killSide, xs.byCommand = false, 0, -1, -1, -1, false
			}
		}
		g.emit(Event{Kind: EvNote, Player: cs.ctrl, Card: c, Text: "its destruction is negated: it stays, its damage removed"})
	}
	return result(ok)
}

// opNegatePlay negates the play of each object, a card being played (GW adv.
// "使用的无效"): its effect leaves the cut, the card goes to its owner's
// Junkyard, the costs paid stay paid, and the play no longer counts in the
// one-per-turn limits (可以再一次进行使用). The effects its play triggered
// of its own texts are negated too (在「卡片的使用」被无效的场合，该被使用的
// 卡片触发的效果也被无效): on the cut, pending or Auto D. A negated effect
// leaves the cut (Rise 711.1); only what is on the cut can be a target of a
// negation (Rise 711.3: the filter names in:cut, see targetable).
func opNegatePlay(g *Game, f *frame, s *card.Step) opResult {
	objs, _ := g.objects(f, s.What)
	ok := len(objs) > 0
	for _, c := range objs {
		i := g.cutIndex(c, iPlay)
		if i < 0 {
			ok = false
			continue
		}
		it := g.cut[i]
		g.cut = append(g.cut[:i], g.cut[i+1:]...)
		g.uncountPlay(&it)
		g.cards[c].zone = ZNone
		g.putIn(c, ZJunkyard)
		g.emit(Event{Kind: EvFail, Player: it.ctrl, Card: c, Text: "its play is negated (GW adv. \"使用的无效\")"})
		g.dropItems(func(x *cutItem) bool { return playTriggered(x, c) })
	}
	return result(ok)
}

// playTriggered reports whether effect it is one of card c's own texts
// triggered by c's play (on: played of c). While c is on the cut, its play
// is its one play there: an earlier play's triggers were resolved before it
// could be played again, or negated with it.
func playTriggered(it *cutItem, c CardID) bool {
	return it.kind == iTrigger && it.src == c && it.evCard == c && it.text != nil && it.text.On.Kind == card.EvPlayed
}

// dropItems negates the unresolved effects drop picks: on the cut, pending
// and Auto D (GW adv. "使用的无效"; Rise 711.1: a negated effect leaves the
// cut). It returns how many it dropped.
func (g *Game) dropItems(drop func(*cutItem) bool) int {
	n := 0
	dropped := func(it *cutItem) bool {
		if !drop(it) {
			return false
		}
		n++
		g.emit(Event{Kind: EvFail, Player: it.ctrl, Card: it.src, Text: "its effect is negated (GW adv. \"使用的无效\")"})
		return true
	}
	kept := g.cut[:0]
	for i := range g.cut {
		if !dropped(&g.cut[i]) {
			kept = append(kept, g.cut[i])
		}
	}
	g.cut = kept
	for _, q := range []*[]trigger{&g.pending, &g.autoD} {
		left := (*q)[:0]
		for i := range *q {
			if !dropped(&(*q)[i].item) {
				left = append(left, (*q)[i])
			}
		}
		*q = left
	}
	return n
}

// opNegateUse negates the newest use on the cut of a text of each object
// (GW adv. "使用的无效"): it leaves the cut and does nothing. The use of a
// text in 【】 is not negated (GW adv. "【】": 此括号内的效果…（包括未解决的效果）
// 不会被无效): the newest other use is, if there is one.
func opNegateUse(g *Game, f *frame, s *card.Step) opResult {
	objs, _ := g.objects(f, s.What)
	ok := len(objs) > 0
	for _, c := range objs {
		i := len(g.cut) - 1
		for ; i >= 0; i-- {
			if it := &g.cut[i]; it.kind == iText && it.src == c && !it.bracketed() {
				break
			}
		}
		if i < 0 {
			if g.cutIndex(c, iText) >= 0 {
				g.emit(Event{Kind: EvNote, Player: g.cards[c].ctrl, Card: c, Text: "its text is in 【】: its use cannot be negated (GW adv. \"【】\")"})
			}
			ok = false
			continue
		}
		it := g.cut[i]
		g.cut = append(g.cut[:i], g.cut[i+1:]...)
		g.emit(Event{Kind: EvFail, Player: it.ctrl, Card: c, Text: "the use of its text is negated (GW adv. \"使用的无效\")"})
	}
	return result(ok)
}

// cutIndex is the index of the newest effect of kind k from card c on the
// cut, or -1.
func (g *Game) cutIndex(c CardID, k itemKind) int {
	for i := len(g.cut) - 1; i >= 0; i-- {
		if g.cut[i].kind == k && g.cut[i].src == c {
			return i
		}
	}
	return -1
}
