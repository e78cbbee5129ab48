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
// force is kept and only those cards are based again (settle). An effect
// whose condition on its source's own place or state fails applies to
// nothing, whatever else it reads (gatedOff); a card entering with only
// such statics brings them (bringsOff), and a card whose statics in force
// changed no card keeps them if they change none still (keptOff, localstatics.go); a set
// card whose squad keywords effect gave its unit nothing, with none
// printed, gives nothing still (bringsSquad); a number counting places off the
// field reads a moved card only if it left or entered one (changed marks
// the places). A static giving a combat modifier to its own card only
// (selfModKind: U-321, CH-19), depending on no effect and none on it, is
// given to its moved card again, and one whose number counts a place a
// moved card left or entered is given anew (redone); an effect in force
// that does to each card what it does to none other (cardwise: O-8's text)
// and depends on no effect nor any on it is applied to the moved cards it
// reaches now (reachesPend); one that changed no card and reaches none now
// changes none whichever set group changed (reachesNone). Any doubt
// takes the full way (derive). A game with verifyDerived set compares each
// local result with a full derivation (checkDerived).

// changed marks the derived characteristics stale after a change of card
// c's own place or state (its zone, area, controller, host, roll, coins,
// …): the derivation in force may stay but for c (settle). It marks what
// invalidate marks beside the characteristics.
func (g *Game) changed(c CardID) {
	if g.dvOK || g.dvLocal {
		g.dvLocal = true
		z := g.cards[c].zone
		if z == ZDisposition && !slices.Contains(g.dvPend, c) {
			g.powerLeaves(c) // its first change since the settle
		}
		g.dvPend = append(g.dvPend, c)
		if !z.OnField() {
			// the place off the field it leaves: every caller marks c
			// before it changes it (localOK reads the place it is in)
			g.dvPendRead |= zoneRead(z)
		}
	}
	if g.fieldOK || g.fieldLocal {
		g.fieldLocal = true
		g.fieldPend = append(g.fieldPend, c)
	}
	g.dvOK, g.dvFast, g.fieldOK, g.legalOK = false, false, false, false
	g.hardChange() // the refusals kept go (refusals.go)
	g.harmVer++    // the check for units to destroy (destroy.go)
	g.candVer++    // and mayAct's candidates (maycands.go)
}

// groupChanged is changed for a change of card c's host: a set group
// changed, which the words reading a set group read (groupWord).
func (g *Game) groupChanged(c CardID) {
	g.changed(c)
	g.dvGroups = true
}

// settle makes the derived characteristics current: by local derivation
// when only cards whose change no effect in force reads changed (changed),
// and only self modifiers read a state that changed (touchKept: given
// again, redone), else by a full one.
func (g *Game) settle() {
	if g.dvLocal && (len(g.dvPend) == 0 || g.localOK()) && g.redone() {
		// localOK based the changed cards again (or left them to be when
		// read), and gave those with their own modifiers these (selfModKind)
		pend := g.dvPend
		g.dvLocal, g.dvPend, g.dvGroups, g.dvPendRead = false, g.dvPend[:0], false, 0
		g.dvOK, g.dvFast = true, !g.verifyDerived
		g.powerKept(pend)
		if g.verifyDerived {
			g.checkDerived()
		}
		return
	}
	g.derive()
}

// inForce makes the reads that follow read the derivation in force, as
// it stands, starting no check and no derivation (localOK, redone,
// basePowerOf), and returns the verifyDerived to set back after them.
func (g *Game) inForce() (verify bool) {
	verify = g.verifyDerived
	g.verifyDerived, g.dvOK = false, true
	return verify
}

// localOK reports whether the derivation in force holds after the changes
// of the cards in g.dvPend but for those cards, which no effect reaches
// (see above). It reads the changed cards' base characteristics.
func (g *Game) localOK() bool {
	// the check's own reads start no check: the state may be between two
	// changes of one move
	v := g.inForce() // the filters read the derivation in force
	defer func() { g.verifyDerived = v }()
	pend := g.dvPend
	g.scr.brought = g.scr.brought[:0]
	var keptBuf [4]CardID
	kept := keptBuf[:0] // the changed cards whose statics are taken again (keptOff)
	var reachBuf [4]int
	reach := reachBuf[:0] // the effects in force that reach a changed card (reachesPend)
	if len(g.dv) != len(g.cards) {
		return false // a coin was made since (derive)
	}
	gains := false // collectEffects's
	for i := range g.effs {
		k := g.effs[i].kind
		gains = gains || k == ckTextGain || k == ckKeywordGain || k == ckSquadKeywords
	}
	// whether a set group changed: one whose host changed (groupChanged),
	// or one that a changed card is in now with a card that did not change
	// (a group moved whole, as a sortie moves it, is the same group: the
	// filters below test each of its cards)
	groups := g.dvGroups || g.groupBeyond(pend)
	// the places off the field a changed card left or is in (changed)
	left := g.dvPendRead
	for _, c := range pend {
		cs := &g.cards[c]
		if !cs.zone.OnField() {
			left |= zoneRead(cs.zone)
		}
		// a card with a static brings or takes its effects, and a set card
		// its squad keywords, one in the Earth area its 水 (collectEffects;
		// the effects a changed card was the source of: below)
		st := g.texts.hasStatic(cs.def) && !g.bringsOff(c)
		if st && g.keptOff(c) {
			st = false
			if !slices.Contains(kept, c) { // changed twice
				kept = append(kept, c)
			}
		}
		if st || cs.zone.OnField() && cs.host != None && (gains || g.texts.printedBits(cs.def)&squadKeywords != 0) && !g.bringsSquad(c) ||
			g.texts.anyWater && cs.zone == ZBattle && cs.area == Earth && (gains || g.texts.printedBits(cs.def)&(1<<card.Water) != 0) {
			return false
		}
		g.dv[c].stamp = 0 // its base characteristics, for the filters below
	}
	if !g.takenAgain(kept) {
		return false
	}
	for i := range g.effs {
		e := &g.effs[i]
		if e.kind == ckSquadKeywords {
			// it reaches the unit of its card's set group: one that gave it
			// nothing, from a card with no squad keyword printed, gives
			// nothing still (no effect reaches a changed card: below)
			for s := e.src; s != None; s = g.cards[s].host {
				if slices.Contains(pend, s) && (!e.none || g.texts.printedBits(g.cards[e.src].def)&squadKeywords != 0) {
					return false
				}
			}
		} else if slices.Contains(pend, e.src) {
			return false
		} else if g.gatedOff(e) {
			continue // it applies to nothing, before the changes and after
		} else if !localEffect(e) || groups && readsGroups(e) && !g.reachesNone(e) {
			return false
		} else if e.per != nil && numReads(e.per).st&left != 0 {
			// a number counting the cards off the field counts a changed
			// card only in a place it left or is in: a modifier of its own
			// card only is given again (redone), else the count may change
			// what the effect does to any card
			if !g.selfMod(i) {
				return false
			}
			g.dvRedo |= numReads(e.per).st & left
		}
		if e.filter != nil {
			cx := ctx{src: e.src, ctrl: e.ctrl, each: None}
			for _, c := range pend {
				if g.inScope(c, e.filter.Zones) && g.match(c, e.filter, cx) {
					if !cardwise(e) {
						return false
					}
					reach = append(reach, i)
					break
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
	// the effects an entering card brought join those in force, for what
	// they read (touch) and the next changes' checks
	n := len(g.effs)
	g.effs = append(g.effs, g.scr.brought...)
	g.markReads(n)
	var modBuf [4]int
	mods := modBuf[:0] // the modifiers brought that a changed card gives itself
	for i := n; i < len(g.effs); i++ {
		e := &g.effs[i]
		g.dvReads |= e.sr
		if !selfModKind(e) || g.gatedOff(e) {
			e.none = true // it changes no card (bringsOff, bringsSquad, takenAgain)
			continue
		}
		if !g.independent(i) {
			return false
		}
		mods = append(mods, i)
	}
	for _, i := range reach {
		if !g.independent(i) {
			return false
		}
	}
	// the changed cards, based again, get what the effects in force that
	// reach them give, in a full derivation's order, and the modifiers
	// they give themselves, which commute with every other (GW adv. "战斗修正":
	// modifiers only add). Each depends on no effect and none on it
	// (independent: Rise 719.1), so each does what a full derivation's does.
	g.reachesPend(reach)
	for _, i := range mods {
		g.applyEffect(&g.effs[i])
	}
	return true
}

// cardwise reports whether effect e, reaching cards by its filter, does to
// each what it does to none other (a combat modifier, a rule, a text with no
// static: not one whose statics join the effects in force, Rise 718.2f).
func cardwise(e *contEffect) bool {
	return e.locked == nil && (e.kind == ckModifier || e.kind == ckRule || e.kind == ckTextGain && len(e.grant.Static) == 0)
}

// reachesPend applies the effects reach in force (cardwise, independent:
// no effect changes what one reads or reads what one changes, Rise 719.1)
// to the changed cards their filters match now, based again: what a full
// derivation does to them, in its order (timestamps, Rise 718.1: the order
// of the texts a card gains).
func (g *Game) reachesPend(reach []int) {
	for a := 1; a < len(reach); a++ { // an insertion sort, stable as orderEffects'
		for b := a; b > 0 && g.effs[reach[b]].ts < g.effs[reach[b-1]].ts; b-- {
			reach[b], reach[b-1] = reach[b-1], reach[b]
		}
	}
	pend := g.dvPend
	for _, i := range reach {
		e := &g.effs[i]
		if !g.exists(e) {
			continue
		}
		cx := ctx{src: e.src, ctrl: e.ctrl, each: None}
		g.scr.apply = g.scr.apply[:0]
		for k, c := range pend {
			if slices.Index(pend, c) == k && g.inScope(c, e.filter.Zones) && g.match(c, e.filter, cx) { // once a card changed twice
				g.scr.apply = append(g.scr.apply, c)
			}
		}
		if len(g.scr.apply) > 0 {
			e.none = false
			g.applyTo(e, g.effectAmount(e))
		}
	}
}

// selfModKind reports whether effect e is a static (not non-cumulative:
// ncStatic reads the other cards) giving a combat modifier to its own card
// only: it changes no card but its source.
func selfModKind(e *contEffect) bool {
	return e.kind == ckModifier && e.filter == nil && e.locked == nil && e.static != nil && e.static.NonCumulative == 0
}

// independent reports whether no other effect in force changes what effect
// i reads or reads what it changes (Rise 719.1: neither depends on the
// other).
func (g *Game) independent(i int) bool {
	e := &g.effs[i]
	for j := range g.effs {
		if j != i && (e.mayDependOn(&g.effs[j]) || g.effs[j].mayDependOn(e)) {
			return false
		}
	}
	return true
}

// reachesNone reports whether effect e changed no card in the derivation in
// force (none) and reaches no card now (affected): it applies to nothing
// before the changes and after, whichever set groups changed (groupWord).
func (g *Game) reachesNone(e *contEffect) bool {
	var buf [8]CardID
	return e.none && len(g.affected(e, buf[:0])) == 0
}

// gatedOff reports whether a condition of effect e on its source's place
// and state alone (stateFilter) fails now. The source not a changed card,
// it failed when the derivation in force was made, whatever characteristic
// was derived so far (Rise 714.3a: e applied to nothing), and it fails
// after the changes: what else e reads does not matter.
func (g *Game) gatedOff(e *contEffect) bool {
	for i := range e.conds {
		c := &e.conds[i]
		if c.Op == card.CThis && stateFilter(c.Filter) && !g.cond(c, ctx{src: e.src, ctrl: e.ctrl, each: None}) {
			return true
		}
	}
	return false
}

// stateFilter reports whether filter f reads only the place and state of
// the card it tests, the active player and the engagement of its area: no
// characteristic.
func stateFilter(f *card.Filter) bool {
	return f != nil && f.Kinds == 0 && !slices.ContainsFunc(f.Preds, func(p card.Pred) bool { return !stateWord(&p) })
}

// stateWord reports whether filter word p reads only the place and state of
// the card it tests, the active player and the engagement of its area.
func stateWord(p *card.Pred) bool {
	switch p.Op {
	case card.PZone, card.POwn, card.POwned, card.PStanding, card.PRolled, card.PDestroyed, card.PDamaged,
		card.PEngaged, card.PAttacking, card.PDefending, card.PSetCard:
		return true
	case card.POr, card.PAll:
		return !slices.ContainsFunc(p.Any, func(q card.Pred) bool { return !stateWord(&q) })
	}
	return false
}

// inScope reports whether card c is among the cards scope(zones) lists.
func (g *Game) inScope(c CardID, zones card.ZoneSet) bool {
	return zones&^card.InField != 0 || g.cards[c].zone.OnField()
}

// localEffect reports whether what effect e is, whether it exists and
// whom it reaches read no card but its source and each card on its own
// (selfWord), or but the cards off the field its number counts
// (offFieldCount: localOK checks the places the changed cards left), and
// no Nation Power: then a card's change changes its reach only in that
// card.
func localEffect(e *contEffect) bool {
	if e.kind == ckWater || e.per != nil && !offFieldCount(e.per) || e.static != nil && e.static.Power.Set {
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

// offFieldCount reports whether number n counts cards off the field only,
// each read on its own (selfFilter): no card on the field.
func offFieldCount(n *card.Num) bool {
	return n.Kind == card.NCount && n.Filter != nil && n.Filter.Zones != 0 && n.Filter.Zones&card.InField == 0 && selfFilter(n.Filter)
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

// groupBeyond reports whether a set group on the field that has one of
// cards has a card that is not one of them: a card of cards set on another,
// or one set on a card of cards (each link of a group between two of them,
// the whole group is).
func (g *Game) groupBeyond(cards []CardID) bool {
	for _, c := range cards {
		if h := g.cards[c].host; h != None && g.cards[c].zone.OnField() && !slices.Contains(cards, h) {
			return true
		}
	}
	for _, s := range g.setList() {
		if slices.Contains(cards, g.cards[s].host) && !slices.Contains(cards, s) {
			return true
		}
	}
	return false
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

// touchKept reports whether the derivation in force (or the one a local
// derivation keeps: dvLocal) holds after a change of only the states r
// (touch) that effects in force read, but for modifiers given again
// (redone): each effect that reads one changed no card and a condition on
// its card's place and state fails now (gatedOff: Rise 714.3a, it changes
// none still), or gives a combat modifier to its own card only, reading and
// changing nothing another effect changes or reads (selfMod: no dependency,
// Rise 719.1).
func (g *Game) touchKept(r stateRead) bool {
	if !g.dvOK && !g.dvLocal || g.deriving {
		return false
	}
	found := false // one that reads them (dvReads says some effect does)
	for i := range g.effs {
		if e := &g.effs[i]; e.sr&r != 0 {
			if !(e.none && g.gatedOff(e)) && !g.selfMod(i) {
				return false
			}
			found = true
		}
	}
	return found
}

// redone gives again the modifiers of the effects that read the states of
// g.dvRedo (touchKept) and reports whether it could: each gives its card
// what it gives now in place of what it gave (GW adv. "战斗修正": modifiers
// only add, so the part of one is taken out and put in anew).
func (g *Game) redone() bool {
	if g.dvRedo == 0 {
		return true
	}
	// its reads start no check and no derivation: they read the derivation
	// in force (localOK)
	v := g.inForce()
	defer func() { g.verifyDerived = v }()
	for i := range g.effs {
		e := &g.effs[i]
		if e.sr&g.dvRedo == 0 || e.none && g.gatedOff(e) {
			continue
		}
		if !g.selfMod(i) {
			return false
		}
		n, on := 0, g.exists(e)
		if on {
			n = g.effectAmount(e)
		}
		d := n - int(e.n)    // what it gives now less what it gave
		ch := g.dv[e.src].ch // based: selfMod
		ch.mod = ch.mod.Add(card.Modifier{Melee: e.mod.Melee * d, Range: e.mod.Range * d, Defense: e.mod.Defense * d})
		e.n, e.none = int32(n), !on
	}
	g.dvRedo = 0
	return true
}

// selfMod reports whether effect i in force is a static giving a combat
// modifier to its own card only (no filter), whose derived
// characteristics are those of the derivation in force, and whether no
// other effect in force changes what it reads or reads what it changes.
func (g *Game) selfMod(i int) bool {
	e := &g.effs[i]
	if e.kind != ckModifier || e.filter != nil || e.locked != nil || e.static == nil || g.dv[e.src].stamp != g.dvGen {
		return false
	}
	return g.independent(i)
}
