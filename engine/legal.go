package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// The legal actions of the pending decision (DESIGN "State representation
// and speed": the list is built once per decision). actions yields them one
// by one, so that a question about them — is there more than one, is this
// one of them — stops as soon as it is answered and builds no list.

// actions yields the legal actions of the pending decision in Legal's
// order until yield returns false; it returns false when it was stopped.
// Refusals are computed quietly, with no message (refuse).
func (g *Game) actions(yield func(Action) bool) bool {
	g.quiet = true
	defer func() { g.quiet = false }()
	d := &g.decision
	switch d.kind {
	case dRedeal:
		ps := &g.pl[d.player]
		return yield(Action{Kind: AKeep}) &&
			(ps.redealA || ps.redealB != 0 || g.handHasG(d.player) || yield(Action{Kind: ARedealA})) &&
			(ps.redealB >= 3 || yield(Action{Kind: ARedealB}))
	case dPriority:
		p := d.player
		if g.optWatched() {
			// Rise 803.2: the action that would go on with a loop is refused
			y := yield
			yield = func(a Action) bool { return g.optRefused(p, a) || y(a) }
		}
		// mayAct's play, use and other are false only when no play, no use
		// or no 換装 or VARIABLE is legal (mayact.go): their cheap checks
		// skip the full ones, which derive; onlyAction hands over the
		// answer it has (may). A game with verify set checks without them
		// (exact).
		may := mayActs{play: true, use: true, other: true}
		switch {
		case g.exact:
		case g.mayOK:
			may = g.may
		default:
			may = g.mayAct(p)
		}
		return yield(Action{Kind: APass}) && (!may.play || g.plays(p, yield)) &&
			(!may.other || g.changes(p, yield) && g.variables(p, yield)) && (!may.use || g.textUses(p, yield))
	case dPlan:
		return g.planActions(yield)
	case dSortie:
		return g.sortieActions(yield)
	case dOrder:
		for i := 0; i < g.numPending(); i++ {
			if !yield(Action{Kind: AOrder, Index: int16(i)}) {
				return false
			}
		}
	case dEffect:
		return g.effectActions(d, yield)
	case dLoop:
		return g.countActions(yield)
	case dReplace:
		for i := 0; i < int(d.nOpt); i++ {
			if !yield(Action{Kind: AReplace, Index: int16(i)}) {
				return false
			}
		}
	case dHandSize:
		for _, c := range g.pl[d.player].hand {
			if !yield(Action{Kind: ADiscard, Card: c}) {
				return false
			}
		}
	}
	return true
}

// effectActions yields the answers to an effect's question.
func (g *Game) effectActions(d *decision, yield func(Action) bool) bool {
	switch d.ek {
	case ekChoose:
		for _, c := range d.cands {
			if !contains(d.picked, c) && !g.groupPicked(d.picked, c) && !yield(Action{Kind: AChoose, Card: c}) {
				return false
			}
		}
		for _, p := range d.nations {
			if !yield(Action{Kind: AChoose, Card: None, N: int16(p)}) {
				return false
			}
		}
		return len(d.picked) < int(d.min) || yield(Action{Kind: AChooseDone})
	case ekOption:
		for i := 0; i < int(d.nOpt); i++ {
			if !yield(Action{Kind: AOption, Index: int16(i)}) {
				return false
			}
		}
	case ekYesNo:
		return yield(Action{Kind: AYes}) && yield(Action{Kind: ANo})
	}
	return true
}

// legal appends the legal actions of the pending decision to buf.
func (g *Game) legal(buf []Action) []Action {
	g.actions(func(a Action) bool {
		buf = append(buf, a)
		return true
	})
	return buf
}

// onlyAction returns the legal action of the pending decision when there is
// exactly one: it stops at the second. For a priority decision mayAct may
// tell at once that the pass is the only one.
func (g *Game) onlyAction() (Action, bool) {
	if g.decision.kind == dPriority {
		stale := !g.dvOK
		may := g.mayAct(g.decision.player)
		if g.verify {
			g.checkMayCands(g.decision.player, may)
			g.checkMayAct(may.any(), stale)
		}
		if !may.any() {
			return Action{Kind: APass}, true
		}
		g.may, g.mayOK = may, true
	}
	l := g.legalActions()
	g.mayOK = false
	if len(l) == 0 {
		return Action{}, false
	}
	return l[0], len(l) == 1
}

// legalActions returns the legal actions of the pending decision, kept
// until the decision changes (ask): the automatic pass's check, Legal and
// Apply's check share one list a decision (issue 7). The list is g's
// memory: callers copy it. A game with verify set recomputes it at every
// read and compares (tests).
func (g *Game) legalActions() []Action {
	if g.legalOK {
		if g.verify {
			g.checkLegal()
		}
		return g.legalList
	}
	g.legalList = g.legal(room(g.legalList[:0], 16))
	g.legalOK = true
	if g.verify {
		g.checkLegal() // the skips on mayAct's word
	}
	return g.legalList
}

// checkLegal panics if the kept legal actions differ from a new list built
// with no skip on mayAct's word: the state changed without a new decision,
// or mayPlay or mayUse said no where a play or a use is legal (tests only).
func (g *Game) checkLegal() {
	g.exact = true
	l := g.legal(nil)
	g.exact = false
	if !slices.Equal(l, g.legalList) {
		panic("engine: the kept legal actions were stale or skipped one (" + g.DecisionText() + ")")
	}
}

// checkMayAct panics if mayAct derived the characteristics (they were
// stale before it and are not after it), or said may not (may false) while
// some action other than the pass is legal (tests only).
func (g *Game) checkMayAct(may, stale bool) {
	if stale && g.dvOK {
		panic("engine: mayAct read a derived characteristic")
	}
	g.exact = true
	l := g.legal(nil)
	g.exact = false
	if !may && len(l) != 1 {
		panic("engine: mayAct said only the pass was legal, but so is " + g.Describe(l[1]) + " (" + g.DecisionText() + ")")
	}
}

// allows reports whether a is one of the legal actions of the pending
// decision (Apply's check). A play, a use, a 換装 swap, a VARIABLE and a
// sortie are checked alone, by the rules that would refuse them; an answer
// to another decision, which has few and cheap answers, by its place among
// them.
func (g *Game) allows(a Action) bool {
	if g.legalOK {
		return slices.Contains(g.legalList, a)
	}
	g.quiet = true
	defer func() { g.quiet = false }()
	d := &g.decision
	if d.kind == dPriority && g.optRefused(d.player, a) {
		return false
	}
	switch {
	case d.kind == dPriority && a.Kind == APlay:
		return g.validCard(a.Card) && a.Area == 0 && (a.N == 0 || a.N == 1) && a.Index >= 0 && int(a.Index) < g.numModes(a.Card) &&
			noRule(g.playRefusal(d.player, a.Card, int(a.Index), a.N == 1))
	case d.kind == dPriority && a.Kind == AUse:
		return g.validCard(a.Card) && a.Area == 0 && a.N == 0 && noRule(g.useRefusal(d.player, a.Card, int(a.Index)))
	case d.kind == dPriority && a.Kind == AChange:
		return g.validCard(a.Card) && g.validCard(CardID(a.N)) && a.Index == 0 && a.Area == 0 && g.changeAllows(d.player, a.Card, CardID(a.N))
	case d.kind == dPriority && a.Kind == AVariable:
		return g.validCard(a.Card) && a.Index == 0 && a.Area == 0 && a.N == 0 && g.variableTime(d.player) &&
			g.inHandOrHangar(d.player, a.Card) && noRule(g.variableRefusal(d.player, a.Card))
	case d.kind == dPriority:
		return a == Action{Kind: APass}
	case d.kind == dSortie && a.Kind == ASortie:
		p, c := d.player, a.Card
		return p == g.sortie.player && g.validCard(c) && a.Index == 0 && a.N == 0 && a.Area >= 0 && a.Area < NumAreas &&
			g.cards[c].zone == ZDisposition && g.cards[c].ctrl == p && g.cards[c].host == None && !g.picked(c) &&
			g.isKind(c, card.Unit) && noRule(g.sortieRefusal(p, c, a.Area))
	case d.kind == dSortie && a.Kind == ASortieDone:
		_, need := g.supportNeeds(g.sortie.player, g.sortie.picks)
		return a == Action{Kind: ASortieDone} && !need
	}
	found := false
	g.actions(func(x Action) bool {
		found = x == a
		return !found
	})
	return found
}

// noRule reports whether a refusal (rule, message) refuses nothing.
func noRule(rule, _ string) bool { return rule == "" }

// inHandOrHangar reports whether c is in p's hand or hangar (GW adv.
// "格纳库": a hangar card is its manager's).
func (g *Game) inHandOrHangar(p Player, c CardID) bool {
	cs := &g.cards[c]
	return cs.zone == ZHand && cs.owner == p || cs.zone == ZHangar && cs.ctrl == p
}
