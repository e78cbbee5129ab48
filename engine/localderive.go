package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// Local derivation (issue 7): most moves onto, off and about the field —
// a card played, a sortie, the units' return, a card discarded — change
// nothing that the continuous effects in force read but the moved cards'
// own places and states. When no effect reaches the moved cards after the
// move, and no effect's existence, reach or value may read them, every
// other card's derived characteristics are what they were, and the moved
// cards' are their base ones (derive's own result): the derivation in
// force is kept and only those cards are based again (settle). Any doubt
// takes the full way (derive). A game with verifyDerived set compares each
// local result with a full derivation (checkDerived).

// changed marks the derived characteristics stale after a change of card
// c's own place or state (its zone, area, controller, host, roll, coins,
// …): the derivation in force may stay but for c (settle). It marks what
// invalidate marks beside the characteristics.
func (g *Game) changed(c CardID) {
	if g.dvOK || g.dvLocal {
		g.dvLocal = true
		g.dvPend = append(g.dvPend, c)
	}
	if g.fieldOK || g.fieldLocal {
		g.fieldLocal = true
		g.fieldPend = append(g.fieldPend, c)
	}
	g.dvOK, g.dvFast, g.fieldOK, g.legalOK = false, false, false, false
	g.ver++     // the refusals kept go (refusals.go)
	g.harmVer++ // the check for units to destroy (destroy.go)
	g.candVer++ // and mayAct's candidates (maycands.go)
}

// groupChanged is changed for a change of card c's host: a set group
// changed, which the words reading a set group read (groupWord).
func (g *Game) groupChanged(c CardID) {
	g.changed(c)
	g.dvGroups = true
}

// settle makes the derived characteristics current: by local derivation
// when only cards whose change no effect in force reads changed (changed),
// else by a full one.
func (g *Game) settle() {
	if g.dvLocal && g.localOK() {
		for _, c := range g.dvPend {
			g.dvStamp[c] = 0 // based again when read (dvOf); no derivation's gen is 0
		}
		g.dvLocal, g.dvPend, g.dvGroups = false, g.dvPend[:0], false
		g.np = [2]nationPowerCache{} // a G moved: Nation Power is computed again
		g.dvOK, g.dvFast = true, !g.verifyDerived
		if g.verifyDerived {
			g.checkDerived()
		}
		return
	}
	g.derive()
}

// localOK reports whether the derivation in force holds after the changes
// of the cards in g.dvPend but for those cards, which no effect reaches
// (see above). It reads the changed cards' base characteristics.
func (g *Game) localOK() bool {
	// the check's own reads start no check: the state may be between two
	// changes of one move
	v := g.verifyDerived
	g.verifyDerived, g.dvOK = false, true // the filters read the derivation in force
	defer func() { g.verifyDerived = v }()
	pend := g.dvPend
	if len(g.dv) != len(g.cards) {
		return false // a coin was made since (derive)
	}
	gains := false // collectEffects's
	for i := range g.effs {
		k := g.effs[i].kind
		gains = gains || k == ckTextGain || k == ckKeywordGain || k == ckSquadKeywords
	}
	// whether a set group changed: one that a changed card is in now, or
	// one whose host changed (groupChanged)
	groups := g.dvGroups
	for _, c := range pend {
		cs := &g.cards[c]
		groups = groups || cs.zone.OnField() && (cs.host != None || g.hasSetCards(c))
		// a card with a static brings or takes its effects, and a set card
		// its squad keywords, one in the Earth area its 水 (collectEffects;
		// the effects a changed card was the source of: below)
		if g.texts.hasStatic(cs.def) || cs.zone.OnField() && cs.host != None && (gains || g.texts.printedBits(cs.def)&squadKeywords != 0) ||
			g.texts.anyWater && cs.zone == ZBattle && cs.area == Earth && (gains || g.texts.printedBits(cs.def)&(1<<card.Water) != 0) {
			return false
		}
		g.dvStamp[c] = 0 // its base characteristics, for the filters below
	}
	for i := range g.effs {
		e := &g.effs[i]
		if e.kind == ckSquadKeywords {
			// it reaches the unit of its card's set group
			for s := e.src; s != None; s = g.cards[s].host {
				if slices.Contains(pend, s) {
					return false
				}
			}
		} else if !localEffect(e) || slices.Contains(pend, e.src) || groups && readsGroups(e) {
			return false
		}
		if e.filter != nil {
			cx := ctx{src: e.src, ctrl: e.ctrl, each: None}
			for _, c := range pend {
				if g.inScope(c, e.filter.Zones) && g.match(c, e.filter, cx) {
					return false
				}
			}
		}
	}
	// the effects were applied in timestamp order: no dependency (Rise 719)
	// put one before an earlier one. A dependency found without the changed
	// cards is one found with them too (no effect reaches them or reads
	// them), so the order stays; one found through them only may go, which
	// changes no order that was the timestamps'
	if g.dvReordered {
		return false
	}
	for i := range g.cont { // the cards an effect is fixed on now (dropLocked)
		for _, c := range pend {
			if slices.Contains(g.cont[i].locked, c) {
				return false
			}
		}
	}
	return true
}

// inScope reports whether card c is among the cards scope(zones) lists.
func (g *Game) inScope(c CardID, zones card.ZoneSet) bool {
	return zones&^card.InField != 0 || g.cards[c].zone.OnField()
}

// localEffect reports whether what effect e is, whether it exists and
// whom it reaches read no card but its source and each card on its own
// (selfWord), and no Nation Power: then a card's change changes its reach
// only in that card.
func localEffect(e *contEffect) bool {
	if e.kind == ckWater || e.per != nil || e.static != nil && e.static.Power.Set {
		// 水 reaches the engaged enemy units
		return false
	}
	for i := range e.conds {
		c := &e.conds[i]
		switch {
		case len(c.Any) > 0:
			return false
		case c.Op == card.COwnTurn || c.Op == card.CTiming:
		case c.Op != card.CThis || !selfFilter(c.Filter): // its source is not changed
			return false
		}
	}
	return selfFilter(e.filter)
}

// selfFilter reports whether filter f (nil: none) reads only the card it
// tests (selfWord).
func selfFilter(f *card.Filter) bool {
	return f == nil || !slices.ContainsFunc(f.Preds, func(p card.Pred) bool { return !selfWord(&p) })
}

// readsGroups reports whether e's filter or condition has a word reading a
// set group (groupWord).
func readsGroups(e *contEffect) bool {
	if groupFilter(e.filter) {
		return true
	}
	return slices.ContainsFunc(e.conds, func(c card.Cond) bool { return groupFilter(c.Filter) })
}

// groupFilter reports whether filter f (nil: none) has a word reading a set
// group.
func groupFilter(f *card.Filter) bool {
	return f != nil && slices.ContainsFunc(f.Preds, func(p card.Pred) bool { return groupWord(&p) })
}

// hasSetCards reports whether a card is set on field card c.
func (g *Game) hasSetCards(c CardID) bool {
	return slices.ContainsFunc(g.setList(), func(s CardID) bool { return g.cards[s].host == c })
}

// groupWord reports whether filter word p reads the set group of the card
// it tests (its cards' kinds, names and words): a change of no set group
// and of no card in one changes it for no card but a changed one.
func groupWord(p *card.Pred) bool {
	switch p.Op {
	case card.PHasCharacter, card.PExclusiveSet:
		return true
	case card.PGroupHas:
		return true
	case card.POr, card.PAll:
		return slices.ContainsFunc(p.Any, func(q card.Pred) bool { return groupWord(&q) })
	}
	return false
}

// selfWord reports whether filter word p reads only the card it tests
// (its characteristics, place and state), the time and the engagement of
// its area, or its set group (groupWord, which localOK checks): no other
// card.
func selfWord(p *card.Pred) bool {
	switch p.Op {
	case card.PHasCharacter, card.PExclusiveSet:
		return true
	case card.PGroupHas:
		return selfFilter(p.Sub)
	case card.PKind, card.PZone, card.POwn, card.POwned, card.PStanding, card.PRolled, card.PDestroyed, card.PDamaged,
		card.PEngaged, card.PAttacking, card.PDefending, card.PSetCard, card.PBasicG, card.PToken, card.PTransformed,
		card.PTrait, card.PKeyword, card.PName, card.PNameHas, card.PColor, card.PDesignatedColor:
		return true
	case card.POr, card.PAll:
		for i := range p.Any {
			if !selfWord(&p.Any[i]) {
				return false
			}
		}
		return true
	}
	return false
}
