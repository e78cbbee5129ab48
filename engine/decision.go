package engine

import (
	"fmt"
	"strconv"

	"github.com/sortie-tcg/sortie/card"
)

type decisionKind uint8

const (
	dNone decisionKind = iota
	dRedeal
	dPriority
	dPlan     // a choice while declaring a play or a use: X, targets, set target, additional cost
	dSortie   // building a sortie (GW adv. "出击的顺序" ①)
	dOrder    // ordering simultaneous effects (GW adv. "同一时点触发、解决的效果")
	dEffect   // a choice while an effect resolves
	dHandSize // discarding to the hand size
	dReplace  // the replacement effect to apply next (Rise 716.1b, 717.3; replchoice.go)
	dLoop     // the count of a loop of optional actions (Rise 803.2; optcount.go)
)

type effKind uint8

const (
	ekChoose effKind = iota + 1
	ekOption
	ekYesNo
)

// decision is the question the game is waiting on.
type decision struct {
	cands   []CardID
	nations []Player
	picked  []CardID
	options []string
	kind    decisionKind
	player  Player
	ek      effKind
	min     int8
	max     int8
	nOpt    int8
	looked  bool // cands are cards the decider looks at (a search: GW adv. "检视卡片")
}

// ask sets the pending decision (decision{}: none).
func (g *Game) ask(d decision) { g.decision, g.legalOK, g.optDigOK = d, false, false }

// answer applies a legal action to the pending decision.
func (g *Game) answer(a Action) {
	g.hashOK = false // the state changes from here on (Hash)
	d := g.decision
	g.ask(decision{})
	switch d.kind {
	case dRedeal:
		g.answerRedeal(d.player, a)
	case dPriority:
		if a.Kind != APass && g.optTake(&d, a) {
			break // an optional action that goes on with a loop: its count is asked (Rise 803.2)
		}
		switch a.Kind {
		case APass:
			g.pass(d.player)
		case APlay:
			g.declarePlay(d.player, a.Card, int(a.Index), a.N == 1)
		case AUse:
			g.declareUse(d.player, a.Card, int(a.Index))
		case AChange:
			g.change(d.player, a.Card, CardID(a.N))
		case AVariable:
			g.variable(d.player, a.Card)
		}
	case dPlan:
		g.answerPlan(a)
	case dSortie:
		g.answerSortie(a)
	case dOrder:
		g.answerOrder(int(a.Index))
	case dEffect:
		g.answerEffect(d, a)
	case dHandSize:
		g.discardFromHand(d.player, a.Card)
	case dReplace:
		// applyAction answers it: the action is done again with the answer
	case dLoop:
		g.answerCount(d.player, a.N)
	}
}

// whyIllegal explains why a is not legal now, naming the rule where one
// applies; it names no card hidden from the decider (fieldRefusal).
func (g *Game) whyIllegal(a Action) error {
	d := g.decision
	e := &RuleError{Action: a}
	if e.Msg = g.fieldRefusal(a, d.player); e.Msg != "" {
		if a.Kind == AUse && g.validCard(a.Card) && !g.hiddenFrom(a.Card, d.player) {
			e.Rule = `GW basic "内文的使用"` // a text the card does not have
		}
		return e
	}
	switch {
	case d.kind == dPriority && a.Kind == APlay:
		e.Rule, e.Msg = g.playRefusal(d.player, a.Card, int(a.Index), a.N == 1)
	case d.kind == dPriority && a.Kind == AVariable:
		e.Rule, e.Msg = g.variableRefusal(d.player, a.Card)
	case d.kind == dPriority && a.Kind == AUse:
		e.Rule, e.Msg = g.useRefusal(d.player, a.Card, int(a.Index))
	case d.kind == dSortie && a.Kind == ASortie:
		e.Rule, e.Msg = g.sortieRefusal(d.player, a.Card, a.Area)
	}
	if d.kind == dRedeal && a.Kind == ARedealA {
		ps := &g.pl[d.player]
		e.Rule = `GW basic "手牌的再调度" A`
		switch {
		case ps.redealA:
			e.Msg = "redeal A is done once only"
		case ps.redealB > 0:
			e.Msg = "no redeal A after a redeal B"
		default:
			e.Msg = "redeal A is only for an opening hand with no G"
		}
	}
	if d.kind == dSortie && a.Kind == ASortieDone {
		if ar, need := g.supportNeeds(d.player, g.sortie.picks); need {
			e.Rule = "GW adv. \"支援\""
			e.Msg = fmt.Sprintf("the squad in the %s area would hold only Support units: a Support unit sorties only with a unit without Support", ar)
		}
	}
	if e.Msg == "" && d.kind == dPlan && a.Kind == AChoose && g.play != nil && a.Card != None {
		e.Rule = "GW adv. \"追加费用\""
		if g.payingAlt(g.play) {
			e.Rule = "GW adv. \"代替费用＞:A\""
		}
		if g.play.use && g.play.text.Multiple {
			e.Rule = "GW adv. \"复数 ＞A\""
		}
		e.Msg = fmt.Sprintf("%s cannot pay the cost: %s", g.cardName(a.Card), g.planQuestion())
		if s, _, ok := g.nextCostStep(g.play); ok && isRollCost(&s) {
			// the roll cost (rollcost.go): a standing own card other than a
			// unit, of a set group none of whose cards is chosen yet
			e.Rule = "roll cost (ロールコスト)"
			e.Msg = fmt.Sprintf("%s cannot pay the roll cost: it rolls a standing own card other than a unit, one a set group (GW adv. \"配置组的重置/横置\"): %s", g.cardName(a.Card), g.planQuestion())
		}
	}
	if e.Msg == "" && d.kind == dPriority && g.optRefused(d.player, a) {
		e.Rule, e.Msg = "Rise 803.2", optRefusal // a legal action otherwise
	}
	if e.Msg == "" && d.kind == dLoop && a.Kind == AChooseX {
		e.Rule, e.Msg = "Rise 803.2", fmt.Sprintf("the count is 0 to %d", g.optCnt.x)
	}
	if e.Msg == "" && d.kind == dPlan && a.Kind == AChooseX && g.play != nil {
		// GW adv. "变数": 这个值不能为0; a larger X than the costs (with an
		// additional cost of X cards) can pay is refused by them
		e.Rule, e.Msg = `GW adv. "变数"`, "X is never 0"
		if a.N > 0 {
			pl := g.play.clone()
			pl.xDone = true
			e.Rule, e.Msg = g.costRefusal(&pl, int(a.N))
			if t := pl.text; e.Msg == "" && t != nil && t.XMax != nil && int(a.N) > g.num(t.XMax, ctx{src: pl.src, ctrl: pl.player}) {
				e.Rule, e.Msg = `GW adv. "变数"`, fmt.Sprintf("X is at most %d (「Xの上限は…」: the text's limit)", g.num(t.XMax, ctx{src: pl.src, ctrl: pl.player}))
			} else if e.Msg == "" && t != nil && countsX(t) && !g.xFits(&pl, int(a.N)) {
				e.Rule, e.Msg = `GW adv. "使用与对象"`, fmt.Sprintf("X = %d needs %d targets, and not so many can be chosen", a.N, a.N)
			}
		}
	}
	if e.Msg == "" && d.kind == dPlan && a.Kind == ATarget && a.Card != None {
		e.Rule = "GW adv. \"使用与对象\""
		if g.play != nil && g.protectedFrom(a.Card, card.RuleNoTarget, g.play.player, oneCardText(g.play.text)) {
			e.Rule = "GW adv. \"「不能成为对象」的效果\""
		}
		e.Msg = fmt.Sprintf("%s is not a legal target: %s", g.cardName(a.Card), g.planQuestion())
	}
	if e.Msg == "" && d.kind == dEffect && a.Kind == AChoose && a.Card != None {
		e.Rule = "card text"
		if f := g.exec; f != nil && len(f.blocks) > 0 {
			if b := f.blocks[len(f.blocks)-1]; b.pc < len(b.steps) && b.steps[b.pc].Op == card.OpResupply {
				e.Rule = "GW adv. \"补给（X）\""
			} else if b.pc < len(b.steps) && b.steps[b.pc].Op == card.OpSalvage {
				e.Rule = "GW adv. \"回收点\""
			}
		}
		e.Msg = fmt.Sprintf("%s cannot be chosen: %s", g.cardName(a.Card), g.DecisionText())
	}
	if e.Msg == "" {
		e.Msg = fmt.Sprintf("%s is not an answer to the pending decision (%s)", a.Kind, g.DecisionText())
	}
	return e
}

// DecisionText says in English what the game is waiting for.
func (g *Game) DecisionText() string {
	d := g.decision
	if g.over {
		return "the game is over"
	}
	// concatenations, not fmt: every View of the decider says it
	who := d.player.String()
	switch d.kind {
	case dRedeal:
		return who + ": keep or redeal the opening hand"
	case dPriority:
		if len(g.cut) > 0 {
			return who + " has priority (cut of " + strconv.Itoa(len(g.cut)) + ")"
		}
		when := ""
		if g.phase != PDisposition && g.phase != PReroll {
			when = " (before its fixed effect)"
			if g.stage == stPost {
				when = " (after its fixed effect)"
			}
		}
		return who + " has priority in the " + g.phase.String() + when
	case dPlan:
		return who + ": " + g.planQuestion()
	case dSortie:
		return who + ": choose units to sortie"
	case dOrder:
		return who + ": order simultaneous effects"
	case dEffect:
		if len(d.options) > 0 {
			return who + ": " + d.options[0]
		}
		return who + ": make a choice for an effect"
	case dHandSize:
		return who + ": discard down to the hand size"
	case dReplace:
		// a replacement to apply first (Rise 716.1b, 717.3), or a choice met
		// the same way inside an event: where 1 damage of a split goes (Rise
		// 717.6), which packet comes first (Rise 802.2), whose effects start
		// first (Rise 718.3); each option says which
		return who + ": choose the replacement effect to apply first, or what comes first (see the options)"
	case dLoop:
		return who + ": name how many more times the loop of optional actions repeats, 0 to " + strconv.Itoa(int(g.optCnt.x)) + " (Rise 803.2)"
	}
	return "nothing"
}

func contains(s []CardID, c CardID) bool {
	for _, x := range s {
		if x == c {
			return true
		}
	}
	return false
}

func remove(s []CardID, c CardID) []CardID {
	for i, x := range s {
		if x == c {
			return append(s[:i], s[i+1:]...)
		}
	}
	return s
}

// refuse returns a refusal: the rule and, unless only legality is being
// computed (quiet), the message why makes. Legality alone formats nothing:
// why runs only when someone asks why (DESIGN "State representation and
// speed").
func (g *Game) refuse(rule string, why func() string) (string, string) {
	if g.quiet {
		return rule, ""
	}
	return rule, why()
}
