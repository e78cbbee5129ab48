package engine

import "slices"

// Nation Power kept across a local settle (issue 7: it was computed again
// after each, ~84 times a random game, most often to the same value). A
// local settle (localderive.go) keeps every card's characteristics but the
// changed cards' (dvPend), which are then their base ones: the Nation
// Power of a player whose computation read no field card's texts
// (nationPowerCache.texts: their conditions may read the changed cards)
// changes only by what the changed cards produce in a disposition area
// (basePower; GW basic "国力"). What a card produced there is taken off
// the power kept at its first change (powerLeaves, with the derivation in
// force, which holds for it until then; the power kept is not read before
// the settle), what it produces there after the settle is added
// (powerKept). A card of a disposition area in neither player's list, a
// set card (its group's top is listed), produces nothing there (issue 7:
// the changes of such cards were 85% of the drops of the power kept in
// BenchmarkDecision's games). A game with verifyDerived set compares the
// result with a full derivation's at each settle (checkDerived).

// powerLeaves takes off what card c of a disposition area produces, before
// its first change since the last settle (changed): nothing when it is in
// neither player's list (a set card); it marks it not known (npLost) when
// c is in its controller's enemy's list (a move in progress).
func (g *Game) powerLeaves(c CardID) {
	cs := &g.cards[c]
	switch {
	case g.npLost:
	case slices.Contains(g.pl[cs.ctrl].disposition, c):
		g.np[cs.ctrl].pw.add(g.basePowerOf(c), -1)
	case slices.Contains(g.pl[cs.ctrl.Opp()].disposition, c):
		g.npLost = true
	}
}

// basePowerOf is what card c of a disposition area produces (basePower) by
// the derivation in force, which holds for c (not changed since, or based
// again: settle): read as localOK reads it, unverified (the verified reads'
// full check, checkDerived, would compare the Nation Power being kept).
func (g *Game) basePowerOf(c CardID) Power {
	ok := g.dvOK
	v := g.inForce()
	var pw Power
	g.basePower(c, &pw)
	g.verifyDerived, g.dvOK = v, ok
	return pw
}

// powerKept keeps each player's Nation Power across a local settle of the
// changes of the cards pend (see above), or drops it.
func (g *Game) powerKept(pend []CardID) {
	ok := !g.npLost && !g.np[0].texts && !g.np[1].texts
	for i, c := range pend {
		if !ok {
			break
		}
		cs := &g.cards[c]
		switch {
		case slices.Index(pend, c) < i: // changed twice
		case g.texts.anyProduce && cs.zone.OnField() && (cs.dismantled || g.texts.produces(cs.def)):
			ok = false // it may produce by a text (textPower)
		case cs.zone == ZDisposition:
			if !slices.Contains(g.pl[cs.ctrl].disposition, c) {
				// in neither list it produces nothing (a set card)
				ok = !slices.Contains(g.pl[cs.ctrl.Opp()].disposition, c)
				break
			}
			g.np[cs.ctrl].pw.add(g.basePowerOf(c), 1)
		}
	}
	if !ok {
		g.np = [2]nationPowerCache{}
	}
	g.npLost = false
}

// add adds n times q to pw.
func (pw *Power) add(q Power, n int) {
	for i, v := range q.ByColor {
		pw.ByColor[i] += v * n
	}
	pw.Total += q.Total * n
}
