package engine

import "github.com/sortie-tcg/sortie/card"

func (g *Game) continuePlan() {
	pl := g.play
	if g.randomTarget() {
		return // it answered the choice and went on (Rise 706.5)
	}
	if g.nextPlanChoice() != pcDone {
		// no question text: DecisionText says it when asked (planQuestion)
		g.ask(decision{kind: dPlan, player: pl.player})
		return
	}
	g.play = nil
	if pl.trigger {
		it := pl.trig.item
		it.vars = pl.vars
		if pl.now {
			g.startExec(it)
			return
		}
		g.pushItem(it)
		return
	}
	g.finishPlay(pl)
}

// planChoice is the next choice a plan needs (nextPlanChoice).
type planChoice uint8

const (
	pcDone   planChoice = iota // none: the plan is complete
	pcX                        // the value of X
	pcTarget                   // a target of the text
	pcSetOn                    // the card to set the played card on
	pcExtra                    // a card for an additional, alternative or roll cost
)

// nextPlanChoice is the next choice the plan needs, pcDone when complete.
func (g *Game) nextPlanChoice() planChoice {
	pl := g.play
	switch {
	case pl.needX && !pl.xDone:
		return pcX
	case pl.text != nil && len(pl.vars) < len(pl.text.Targets) || g.varIncomplete(pl):
		return pcTarget
	case pl.needSet && pl.setOn == None:
		return pcSetOn
	case len(pl.extra) < g.extraNeed(pl):
		return pcExtra
	}
	return pcDone
}

func (g *Game) varIncomplete(pl *playPlan) bool {
	if pl.text == nil || len(pl.vars) == 0 {
		return false
	}
	i := len(pl.vars) - 1
	v := pl.vars[i]
	return !v.nationSet() && len(v.cards) < g.countOf(pl.text.Targets[i], pl.vars, pl.src, pl.player, pl.x)
}

// countOf is how many cards target t takes: its Count, or its count of an
// earlier target (card.Target.CountOf) read with the choices vars, or the
// text's X, x (before X is chosen: 1, GW adv. "变数": never 0), at least 1
// (a card with a designated cost has one of 1 or more: GW basic "费用").
func (g *Game) countOf(t card.Target, vars []tvar, src CardID, ctrl Player, x int16) int {
	if t.CountOf == nil {
		return targetCount(t)
	}
	return max(1, g.num(t.CountOf, ctx{src: src, ctrl: ctrl, item: &cutItem{vars: vars, x: x}, each: None}))
}

func targetCount(t card.Target) int {
	if t.Count == 0 {
		return 1
	}
	return t.Count
}

func (g *Game) extraNeed(pl *playPlan) int {
	if pl.use && pl.text.Multiple {
		return 1 // GW adv. "复数 ＞A": 1 card with this card's name
	}
	return pickNeed(g.costSteps(pl), int(pl.x))
}

// pickNeed is how many cards the player chooses for cost steps steps (with
// X x): those of costPick.
func pickNeed(steps []card.Step, x int) int {
	n := 0
	for i := range steps {
		if costPick(&steps[i]) {
			n += costN(&steps[i], x)
		}
	}
	return n
}

// costPick reports whether cost step s is paid with cards the player
// chooses while declaring the play (GW adv. "卡片使用的顺序" ③ 4–5): discard-own
// (to the Junkyard), remove-cost (out of the game) and move-cost (to a
// Nation).
func costPick(s *card.Step) bool {
	return s.Op == card.OpDiscardOwn || s.Op == card.OpRemoveCost || s.Op == card.OpMoveCost || s.Op == card.OpRollCost
}

// costN is how many cards cost step s takes when the play's X is x: its
// number, or X (GW adv. "变数": chosen when the play is declared, at least 1;
// "卡片使用的顺序" ③ 1: decided before the costs are paid).
func costN(s *card.Step, x int) int {
	if s.N.Kind == card.NX {
		return x
	}
	return s.N.Const
}

// destWord names where in the Nation a move-cost step puts a card.
func destWord(p card.Position) string {
	switch p {
	case card.PosTop:
		return "top"
	case card.PosBottom:
		return "bottom"
	}
	return "top or bottom"
}

// costSteps lists the steps of the costs paid after the normal cost (GW
// adv. "卡片使用的顺序" ③ 4–5): the text's additional_cost; for a card play,
// then the card's 追加コスト>A and, when played with it, its 代替コスト>B:A's A.
func (g *Game) costSteps(pl *playPlan) []card.Step {
	var out []card.Step
	if pl.text != nil {
		if r := pl.text.Cost.Cards; r != nil {
			// 《[X]》: the roll cost, paid with the use cost (GW adv. "内文使用的顺序" ③)
			out = append(out, *r)
		}
		out = append(out, pl.text.Extra...)
	}
	if pl.use || pl.trigger {
		return out
	}
	if kw, ok := g.keyword(pl.src, card.AdditionalCost); ok {
		s := kw.CostSteps()
		out = append(out, s...)
	}
	return append(out, g.altSteps(pl)...)
}

// altSteps are the steps of 代替コスト>B:A's A when the plan plays the card
// with it; they are the last of costSteps.
func (g *Game) altSteps(pl *playPlan) []card.Step {
	if !pl.alt || pl.use || pl.trigger {
		return nil
	}
	kw, _ := g.keyword(pl.src, card.AlternativeCost)
	s := kw.CostSteps()
	return s
}

// altNeed is how many of the plan's chosen cost cards pay 代替コスト's A (the last ones).
func (g *Game) altNeed(pl *playPlan) int {
	n := 0
	for _, s := range g.altSteps(pl) {
		n += costN(&s, int(pl.x))
	}
	return n
}

// payingAlt reports whether the next chosen cost card pays 代替コスト's A.
func (g *Game) payingAlt(pl *playPlan) bool {
	return pl.alt && len(pl.extra) >= g.extraNeed(pl)-g.altNeed(pl)
}

// nextCostStep is the cost step the next chosen card pays, and the index in
// pl.extra of the first card chosen for it.
func (g *Game) nextCostStep(pl *playPlan) (card.Step, int, bool) {
	n := len(pl.extra)
	for _, s := range g.costSteps(pl) {
		if !costPick(&s) {
			continue
		}
		k := costN(&s, int(pl.x))
		if n < k {
			return s, len(pl.extra) - n, true
		}
		n -= k
	}
	return card.Step{}, 0, false
}

// costStepIn is the cost step of steps (costSteps', with X x) that the
// i-th chosen cost card pays.
func costStepIn(steps []card.Step, x, i int) card.Step {
	for _, s := range steps {
		if !costPick(&s) {
			continue
		}
		k := costN(&s, x)
		if i < k {
			return s
		}
		i -= k
	}
	return card.Step{}
}

// costCands lists the cards that can pay a cost step s: not the card being
// played; the card whose text is used may roll for its own roll cost, as
// for 《R》 (GW basic "《(R)》").
func (g *Game) costCands(pl *playPlan, s *card.Step) []CardID {
	var out []CardID
	var buf [16]CardID // most filters match few cards: on the stack
	for _, c := range g.candidates(buf[:0], s.Filter, ctx{src: pl.src, ctrl: pl.player}) {
		if c != pl.src || pl.use && isRollCost(s) {
			out = append(out, c)
		}
	}
	return out
}

// stepCands lists the cards the next choice for cost step s may take, the
// step's cards chosen so far being pl.extra[start:]: the cards of costCands
// not chosen yet; for remove-cost, only in the place of the step's first
// card, or, for its first card, in a place that holds all s.N of them
// (「ジャンクヤード1つにある…N枚」: all from one Junkyard), so that the plan
// can always be completed (Rise 707.2).
func (g *Game) stepCands(pl *playPlan, s card.Step, start int) []CardID {
	var out []CardID
	for _, c := range g.costCands(pl, &s) {
		if !contains(pl.extra, c) {
			out = append(out, c)
		}
	}
	picked := pl.extra[start:]
	if isRollCost(&s) {
		return g.rollCostCands(out, picked)
	}
	if s.Op != card.OpRemoveCost {
		return out
	}
	keep := out[:0]
	for _, c := range out {
		if len(picked) > 0 && g.placeOf(c) == g.placeOf(picked[0]) ||
			len(picked) == 0 && g.inPlace(out, g.placeOf(c)) >= costN(&s, int(pl.x)) {
			keep = append(keep, c)
		}
	}
	return keep
}

// place is one player's place (zone) off the field or on it.
type place struct {
	zone Zone
	p    Player
}

// placeOf is the place card c is in: its controller's when on the field or
// in a hangar, else its owner's (GW adv. "卡片的移动": a card off the field
// is in its owner's place; a hangar is its manager's, GW adv. "格纳库").
func (g *Game) placeOf(c CardID) place {
	cs := &g.cards[c]
	if cs.zone.OnField() || cs.zone == ZHangar {
		return place{cs.zone, cs.ctrl}
	}
	return place{cs.zone, cs.owner}
}

// inPlace counts the cards of cs in place pl.
func (g *Game) inPlace(cs []CardID, pl place) int {
	n := 0
	for _, c := range cs {
		if g.placeOf(c) == pl {
			n++
		}
	}
	return n
}

// mostInOnePlace is the largest number of the cards cs that share a place.
func (g *Game) mostInOnePlace(cs []CardID) int {
	most := 0
	for _, c := range cs {
		most = max(most, g.inPlace(cs, g.placeOf(c)))
	}
	return most
}

// planQuestion names the plan's next choice, "" when there is none: only
// when asked (DecisionText, an error's message), not at each choice.
func (g *Game) planQuestion() string {
	pl := g.play
	if pl == nil {
		return ""
	}
	switch g.nextPlanChoice() {
	case pcX:
		return "choose X"
	case pcTarget:
		return "choose a target for " + g.cardName(pl.src) + ": " + describeText(pl.text)
	case pcSetOn:
		return "choose the card to set " + g.cardName(pl.src) + " on"
	case pcExtra:
		if pl.use && pl.text.Multiple {
			return "choose a card named " + g.cards[pl.src].def.BaseName() + " to remove from the game for the cost of マルチプル"
		}
		verb := "discard"
		if s, _, ok := g.nextCostStep(pl); ok && s.Op == card.OpRemoveCost {
			verb = "remove from the game"
		} else if ok && s.Op == card.OpMoveCost {
			verb = "put on the " + destWord(s.To.Pos) + " of its owner's Nation"
		} else if ok && isRollCost(&s) {
			return "choose a card to roll for the roll cost of " + g.cardName(pl.src)
		}
		if g.payingAlt(pl) {
			return "choose a card to " + verb + " for the alternative cost of " + g.cardName(pl.src)
		}
		return "choose a card to " + verb + " for the additional cost of " + g.cardName(pl.src)
	}
	return ""
}

// planActions yields the answers to the plan's next choice (see actions).
func (g *Game) planActions(yield func(Action) bool) bool {
	pl := g.play
	cx := ctx{src: pl.src, ctrl: pl.player, item: &cutItem{x: pl.x}}
	switch {
	case pl.needX && !pl.xDone:
		for x, n := 1, g.maxX(pl); x <= n; x++ {
			if g.xFits(pl, x) && !yield(Action{Kind: AChooseX, N: int16(x)}) {
				return false
			}
		}
	case pl.text != nil && (len(pl.vars) < len(pl.text.Targets) || g.varIncomplete(pl)):
		if refersTargets(pl.text) {
			return g.orderedTargetActions(pl, yield)
		}
		i := len(pl.vars)
		var cur tvar
		if g.varIncomplete(pl) {
			i--
			cur = pl.vars[i]
		}
		t := pl.text.Targets[i]
		var buf [16]CardID // most targets have few candidates: on the stack
		cands := g.targetCandidates(buf[:0], t, cx)
		var inSpot [numSpots]int // same_area: the candidates each spot holds
		if t.SameArea && len(cur.cards) == 0 {
			for _, c := range cands {
				if s := g.spotOf(c); s >= 0 && !g.chosenElsewhere(pl, c) {
					inSpot[s]++
				}
			}
		}
		for _, c := range cands {
			if contains(cur.cards, c) || g.chosenElsewhere(pl, c) {
				continue
			}
			if t.SameArea && len(cur.cards) > 0 && !g.sameSpot(c, cur.cards[0]) {
				continue
			}
			if t.SameArea && len(cur.cards) == 0 && g.spotCount(t, cx, c) < targetCount(t) {
				continue // its spot has too few candidates for the rest
			}
			// the first of same_area targets: only in a spot that holds all Count of them
			if t.SameArea && len(cur.cards) == 0 && (g.spotOf(c) < 0 || inSpot[g.spotOf(c)] < targetCount(t)) {
				continue
			}
			if g.affordableWith(pl, i, c) && !yield(Action{Kind: ATarget, Card: c}) {
				return false
			}
		}
		if t.Nation && len(cur.cards) == 0 {
			return yield(Action{Kind: ATarget, Card: None, N: int16(pl.player.Opp())})
		}
	case pl.needSet && pl.setOn == None:
		for _, c := range g.setCandidates(pl) {
			if !yield(Action{Kind: ATarget, Card: c}) {
				return false
			}
		}
	default:
		var cands []CardID
		ends := []int16{0} // move-cost: Index 0 the top of the Nation, 1 the bottom
		if pl.use && pl.text.Multiple {
			cands = g.multipleCands(pl.player, pl.src)
		} else if s, start, ok := g.nextCostStep(pl); ok {
			cands = g.stepCands(pl, s, start)
			switch {
			case s.Op != card.OpMoveCost || s.To.Pos == card.PosTop:
			case s.To.Pos == card.PosBottom:
				ends = []int16{1}
			default: // the player chooses for each card (「本国の上か下に」)
				ends = []int16{0, 1}
			}
		}
		for _, c := range cands {
			if contains(pl.extra, c) {
				continue
			}
			for _, i := range ends {
				if !yield(Action{Kind: AChoose, Card: c, Index: i}) {
					return false
				}
			}
		}
	}
	return true
}

// costDest names where the card a chooses for a move-cost step of the plan
// goes ("top", "bottom"), or "" for another choice.
func (g *Game) costDest(a Action) string {
	if g.play == nil || g.decision.kind != dPlan {
		return ""
	}
	if s, _, ok := g.nextCostStep(g.play); !ok || s.Op != card.OpMoveCost {
		return ""
	}
	return [2]string{"top", "bottom"}[min(1, max(0, int(a.Index)))]
}

func (g *Game) affordableWith(pl *playPlan, i int, c CardID) bool {
	if pl.use || pl.trigger {
		return true
	}
	trial := pl.clone()
	if i < len(trial.vars) {
		trial.vars[i].cards = append(trial.vars[i].cards, c)
	} else {
		trial.vars = append(trial.vars, tvar{cards: []CardID{c}, nation: -1})
	}
	r, _ := g.costRefusal(&trial, int(pl.x))
	return r == ""
}

func (g *Game) answerPlan(a Action) {
	pl := g.play
	switch a.Kind {
	case AChooseX:
		pl.x, pl.xDone = a.N, true
	case ATarget:
		if pl.needSet && pl.text == nil || pl.text != nil && len(pl.vars) == len(pl.text.Targets) && !g.varIncomplete(pl) {
			pl.setOn = a.Card
			break
		}
		if g.varIncomplete(pl) {
			v := &pl.vars[len(pl.vars)-1]
			v.cards = append(v.cards, a.Card)
			break
		}
		v := tvar{nation: -1}
		if a.Card == None {
			v.nation = int8(a.N)
		} else {
			v.cards = []CardID{a.Card}
		}
		pl.vars = append(pl.vars, v)
	case AChoose:
		// move-cost: where this card goes (「本国の上か下に」: Index 1 the bottom)
		to := card.PosDefault
		if s, _, ok := g.nextCostStep(pl); ok && s.Op == card.OpMoveCost {
			to = [2]card.Position{card.PosTop, card.PosBottom}[min(1, max(0, a.Index))]
		}
		pl.extra = append(pl.extra, a.Card)
		pl.extraTo = append(pl.extraTo, to)
	}
	g.continuePlan()
}

// xFits reports whether X = x is a value the text allows: any, or for
// x: filter one that some card of the text's filtered step matches (GW adv.
// "使用与对象": an effect on "all ～" needs at least one).
func (g *Game) xFits(pl *playPlan, x int) bool {
	if pl.text != nil && pl.text.XMax != nil && x > g.num(pl.text.XMax, ctx{src: pl.src, ctrl: pl.player}) {
		return false // 「Xの値は…を上限とする」
	}
	if pl.text != nil && countsX(pl.text) {
		// 「敵軍GX枚」: X targets must exist (GW adv. "使用与对象")
		trial := *pl
		trial.x, trial.vars = int16(x), nil
		if !g.targetsExist(&trial) {
			return false
		}
	}
	if pl.text == nil || pl.text.X != card.XFilter {
		return true
	}
	for _, s := range pl.text.Steps {
		if s.Filter != nil {
			var buf [16]CardID // most filters match few cards: on the stack
			return len(g.candidates(buf[:0], s.Filter, ctx{src: pl.src, ctrl: pl.player, item: &cutItem{x: int16(x)}})) > 0
		}
	}
	return true
}

// anyXFits reports whether some affordable X fits; only the values the
// matching cards have are tried.
func (g *Game) anyXFits(pl *playPlan) bool {
	var f *card.Filter
	for _, s := range pl.text.Steps {
		if s.Filter != nil {
			f = s.Filter
			break
		}
	}
	if f == nil {
		return false
	}
	// the filter without its comparisons with X: the values to try
	loose := *f
	var preds [4]card.Pred // most filters have few: on the stack
	loose.Preds = preds[:0]
	for _, p := range f.Preds {
		if p.Op != card.PStat || p.Val.Kind != card.NX {
			loose.Preds = append(loose.Preds, p)
		}
	}
	pl2 := *pl
	pl2.xDone = true
	var buf [16]CardID // most filters match few cards: on the stack
	for _, c := range g.candidates(buf[:0], &loose, ctx{src: pl.src, ctrl: pl.player}) {
		x := g.totalCost(c)
		if x < 1 || !g.xFits(pl, x) {
			continue
		}
		if r, _ := g.costRefusal(&pl2, x); r == "" {
			return true
		}
	}
	return false
}

// countsX reports whether a target of t takes X cards (「敵軍GX枚」).
func countsX(t *card.Text) bool {
	for i := range t.Targets {
		if c := t.Targets[i].CountOf; c != nil && c.Kind == card.NX {
			return true
		}
	}
	return false
}

// newPlan returns memory for a play or a use being declared, at a
// priority decision: no plan is pending then, and no plan is kept once
// done (only g.play holds one), so the game's memory of the last one
// serves again.
func (g *Game) newPlan() *playPlan {
	if g.play != nil || g.planMem == nil {
		g.planMem = new(playPlan)
	}
	return g.planMem
}
