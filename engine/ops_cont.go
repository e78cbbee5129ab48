package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// The primitives that create continuous effects (continuous.go): modify,
// gain, lose, negate-texts, counts-as, restrict. Each lasts until the end of
// the turn (GW adv. "效果有效的过程中"). With until: end-of-turn (the
// default) the cards are fixed when it resolves (GW adv. "「到回合结束时为止」":
// 仅在解决时适用效果; Rise 714.3f); with until: this-turn its filter reaches
// every card that fits it during the turn (GW adv. "「这个回合」": 新的对象出场时，
// 会进行对象的确认; Rise 714.3e).

// contStep starts the continuous effect e of step s: on its objects, or on
// the cards matching its filter. It fails when no card is reached.
func (g *Game) contStep(f *frame, s *card.Step, e contEffect) opResult {
	e.src, e.ctrl = f.item.src, f.item.ctrl
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
	g.addCont(e)
	for _, c := range cards {
		g.emitCont(c, &e)
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
	}
	g.emit(ev)
}

// opModify gives each object (or the cards matching the filter) Mod until
// the end of the turn (GW adv. "战斗修正"). A unit it brings to defense 0,
// or to its damage, is destroyed by this effect's player (GW adv. "因为效果
// 造成的破坏": 「负战斗修正」等的效果而破坏时，应认为是使该效果诱发的玩家造成的破坏).
func opModify(g *Game, f *frame, s *card.Step) opResult {
	r := g.contStep(f, s, contEffect{kind: ckModifier, mod: s.Mod})
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
	r := g.contStep(f, s, contEffect{kind: ckKind, kindTo: s.Kind})
	g.checkSetKinds()
	g.checkDestroyed()
	return r
}

// opRestrict puts each object under a rule: a restriction or a protection.
func opRestrict(g *Game, f *frame, s *card.Step) opResult {
	return g.contStep(f, s, contEffect{kind: ckRule, rule: s.Rule})
}

// ruleName is rule r as written in card files.
func ruleName(r card.Rule) string {
	return r.String()
}
