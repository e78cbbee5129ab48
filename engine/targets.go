// Targets of a planned play or use: which cards may be chosen, and whether a
// text's targets can all be chosen (GW adv. "使用与对象", "指定对象的时机"; Rise 706.1).

package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// orderedTargetActions yields the answers to the plan's next target of a
// text whose targets name earlier ones: the cards (or the Nation) after
// which the rest can still be chosen (fitInOrder).
func (g *Game) orderedTargetActions(pl *playPlan, yield func(Action) bool) bool {
	i := len(pl.vars)
	open := g.varIncomplete(pl)
	if open {
		i--
	}
	t := pl.text.Targets[i]
	cx := ctx{src: pl.src, ctrl: pl.player, item: &cutItem{x: pl.x, vars: pl.vars}}
	var buf [16]CardID // most targets have few candidates: on the stack
	for _, c := range g.targetCandidates(buf[:0], t, cx) {
		if g.chosenElsewhere(pl, c) {
			continue
		}
		if open && t.SameArea && !g.sameSpot(c, pl.vars[i].cards[0]) {
			continue // same_area: in the spot of the first card chosen
		}
		next := cloneVars(pl.vars)
		if open {
			next[i].cards = append(next[i].cards, c)
		} else {
			next = append(next, tvar{cards: []CardID{c}, nation: -1})
		}
		if g.fitInOrder(pl, next, false) && g.affordableWith(pl, i, c) && !yield(Action{Kind: ATarget, Card: c}) {
			return false
		}
	}
	if t.Nation && !open && g.fitInOrder(pl, append(cloneVars(pl.vars), tvar{nation: int8(pl.player.Opp())}), false) {
		return yield(Action{Kind: ATarget, Card: None, N: int16(pl.player.Opp())})
	}
	return true
}

// chosenElsewhere: one card cannot be two targets of one effect (Rise 706.1).
func (g *Game) chosenElsewhere(pl *playPlan, c CardID) bool {
	for _, v := range pl.vars {
		if contains(v.cards, c) {
			return true
		}
	}
	return false
}

// targetsExist reports whether every target of the plan's text can be chosen
// (GW adv. "使用与对象": no target, no use).
func (g *Game) targetsExist(pl *playPlan) bool { return g.targetsFit(pl, true) }

// targetsFit is targetsExist, counting with costed only the targets whose
// cost the player can pay (a command's cost rises with 预防（X）). One card
// cannot be two targets of one effect (Rise 706.1), so the targets must be
// chosen among distinct cards: a matching of target places to cards, tried
// for each choice of the Nation (for a target that may be one) and of the
// battle area (for a target whose cards share one).
func (g *Game) targetsFit(pl *playPlan, costed bool) bool {
	if refersTargets(pl.text) {
		return g.fitInOrder(pl, nil, costed)
	}
	cx := ctx{src: pl.src, ctrl: pl.player, item: &cutItem{x: 1}}
	ts := pl.text.Targets
	if len(ts) == 1 && !ts[0].SameArea && targetCount(ts[0]) == 1 {
		// one card anywhere: the first one found will do, or the Nation
		// (the matching below, with no list: issue 7)
		return ts[0].Nation || g.anyTarget(pl, &ts[0], cx, costed)
	}
	// few targets: the lists live on the stack
	var candBuf, slotBuf [4][]CardID
	var waysBuf [4]int
	cands := append(candBuf[:0], make([][]CardID, len(ts))...)
	for i, t := range ts {
		cands[i] = g.targetCandidates(nil, t, cx)
		if costed && !pl.use && !pl.trigger {
			// GW adv. "卡片使用的顺序" ①: a target whose cost cannot be paid
			// (预防（X）) is none: the play cannot be declared with it
			ok := cands[i][:0] // in place: the list is its own
			for _, c := range cands[i] {
				// only a card being played raises the cost (预防（X）)
				if g.cards[c].zone != ZCut || g.affordableWith(pl, i, c) {
					ok = append(ok, c)
				}
			}
			cands[i] = ok
		}
	}
	// each target has up to numSpots+1 ways: all its cards anywhere (or in
	// spot w-1 when SameArea), or the Nation (way numSpots+1)
	ways := append(waysBuf[:0], make([]int, len(ts))...)
	for {
		slots := slotBuf[:0]
		for i, t := range ts {
			w := ways[i]
			if w == wayNation {
				continue // the Nation
			}
			cs := cands[i]
			if t.SameArea {
				cs = g.inSpot(cs, w-1)
			}
			for k := 0; k < targetCount(t); k++ {
				slots = append(slots, cs)
			}
		}
		if distinctFit(slots) {
			return true
		}
		// the next combination of ways
		i := 0
		for ; i < len(ts); i++ {
			ways[i] = g.nextWay(ts[i], ways[i])
			if ways[i] != 0 {
				break
			}
		}
		if i == len(ts) {
			return false
		}
	}
}

// anyTarget reports whether some card may be chosen as target t of the
// plan (targetCandidates), one whose cost the player can pay when costed
// (targetsFit).
func (g *Game) anyTarget(pl *playPlan, t *card.Target, cx ctx, costed bool) bool {
	for _, c := range g.scope(t.Filter.Zones) {
		if g.mayMatch(c, t.Filter) && g.targetable(c, t, cx) &&
			(!costed || pl.use || pl.trigger || g.cards[c].zone != ZCut || g.affordableWith(pl, 0, c)) {
			return true
		}
	}
	return false
}

// refersTargets reports whether a target of t names an earlier one.
func refersTargets(t *card.Text) bool {
	for i := range t.Targets {
		if t.Targets[i].Refers {
			return true
		}
	}
	return false
}

// fitInOrder is targetsFit for a text with a target whose filter names an
// earlier target (card.Target.Refers): the targets after the choices vars
// are tried in order, each among the cards that fit the choices before it
// (GW adv. "指定对象的时机": all are chosen when the text is used), distinct
// (Rise 706.1), backtracking over the choices.
func (g *Game) fitInOrder(pl *playPlan, vars []tvar, costed bool) bool {
	ts := pl.text.Targets
	i := len(vars)
	open := i > 0 && vars[i-1].nation < 0 && len(vars[i-1].cards) < g.countOf(ts[i-1], vars, pl.src, pl.player, pl.x)
	if open {
		i--
	} else if i == len(ts) {
		return true
	}
	t := ts[i]
	if !open && t.Nation && g.fitInOrder(pl, append(cloneVars(vars), tvar{nation: int8(pl.player.Opp())}), costed) {
		return true
	}
	trial := *pl
	trial.vars = vars
	cx := ctx{src: pl.src, ctrl: pl.player, item: &cutItem{x: 1, vars: vars}}
	var buf [16]CardID // most targets have few candidates: on the stack
	cands := g.targetCandidates(buf[:0], t, cx)
	need := g.countOf(t, vars, pl.src, pl.player, pl.x) // same_area: the cards still to choose
	if open {
		need -= len(vars[i].cards)
	}
	for _, c := range cands {
		if g.chosenElsewhere(&trial, c) {
			continue
		}
		if open && t.SameArea && !g.sameSpot(c, vars[i].cards[0]) {
			continue
		}
		if t.SameArea && g.spotRoom(cands, &trial, c) < need {
			continue // its spot has too few cards left for the rest (prunes the search)
		}
		if costed && g.cards[c].zone == ZCut && !g.affordableWith(&trial, i, c) {
			continue
		}
		next := cloneVars(vars)
		if open {
			next[i].cards = append(next[i].cards, c)
		} else {
			next = append(next, tvar{cards: []CardID{c}, nation: -1})
		}
		if g.fitInOrder(pl, next, costed) {
			return true
		}
	}
	return false
}

// wayNation is the way of a target that chooses the Nation.
const wayNation = numSpots + 1

// nextWay is the way after w of target t to try in targetsFit, or 0 when
// none is left: way 0 is any cards, ways 1–numSpots cards of one spot
// (SameArea), numSpots+1 the Nation (Nation).
func (g *Game) nextWay(t card.Target, w int) int {
	if t.SameArea && w < numSpots {
		if w == 0 {
			return 1
		}
		return w + 1
	}
	if t.Nation && w < wayNation {
		return wayNation
	}
	return 0
}

// numSpots counts the spots same_area targets share: the battle areas,
// then each player's disposition area (「配備エリア1つにある」; GW adv. "场所").
const numSpots = int(NumAreas) + 2

// spotOf is the spot of card c: its battle area, or numSpots-2 plus its
// controller for a disposition area; -1 elsewhere.
func (g *Game) spotOf(c CardID) int {
	switch cs := &g.cards[c]; cs.zone {
	case ZBattle:
		return int(cs.area)
	case ZDisposition:
		return int(NumAreas) + int(cs.ctrl)
	}
	return -1
}

// sameSpot reports whether cards a and b are in one spot.
func (g *Game) sameSpot(a, b CardID) bool {
	s := g.spotOf(a)
	return s >= 0 && s == g.spotOf(b)
}

// inSpot keeps the cards of cs in spot s.
func (g *Game) inSpot(cs []CardID, s int) []CardID {
	var out []CardID
	for _, c := range cs {
		if g.spotOf(c) == s {
			out = append(out, c)
		}
	}
	return out
}

// distinctFit reports whether every slot can take a different card of its
// candidates (a bipartite matching, by augmenting paths).
func distinctFit(slots [][]CardID) bool {
	if len(slots) <= 1 {
		return len(slots) == 0 || len(slots[0]) > 0
	}
	// took[s] is the card slot s holds (None: none yet); seen the cards an
	// augmenting path has visited. Slots are few (a text's targets), so
	// lists searched in order do.
	var tookBuf, seenBuf [16]CardID
	took, seen := tookBuf[:0], seenBuf[:0]
	for range slots {
		took = append(took, None)
	}
	var try func(s int) bool
	try = func(s int) bool {
		for _, c := range slots[s] {
			if slices.Contains(seen, c) {
				continue
			}
			seen = append(seen, c)
			if o := slices.Index(took, c); o < 0 || try(o) {
				took[s] = c
				return true
			}
		}
		return false
	}
	for s := range slots {
		seen = seen[:0]
		if !try(s) {
			return false
		}
	}
	return true
}

// oneCardText reports whether text t is an effect that targets one card
// (GW adv. "以1张卡片为目标的效果").
func oneCardText(t *card.Text) bool { return t != nil && len(t.Targets) == 1 && t.Targets[0].OneCard }

// targetCandidates appends to out the cards target spec t may choose.
func (g *Game) targetCandidates(out []CardID, t card.Target, cx ctx) []CardID {
	for _, c := range g.scope(t.Filter.Zones) {
		if g.mayMatch(c, t.Filter) && g.targetable(c, &t, cx) {
			out = append(out, c)
		}
	}
	return out
}

// targetable reports whether card c may be chosen as target t: it matches
// t's filter, a card being played only when the filter names the cut (GW adv.
// "「被使用的卡片」": only an effect on played cards may target one), not
// shielded by the fighting arena, and not protected from targets (GW adv.
// "「不能成为对象」的效果"; a protection against effects that target one card
// only from such an effect: GW adv. "以1张卡片为目标的效果").
func (g *Game) targetable(c CardID, t *card.Target, cx ctx) bool {
	f := t.Filter
	if g.cards[c].zone == ZCut && (f.Zones&card.InCut == 0 || c == cx.src) {
		return false
	}
	return g.match(c, f, cx) && !g.arenaShielded(c, cx.src) && !g.protectedFrom(c, card.RuleNoTarget, cx.ctrl, t.OneCard)
}

// spotRoom counts the cards of cands in the spot of card c that the plan
// has not chosen yet.
func (g *Game) spotRoom(cands []CardID, pl *playPlan, c CardID) int {
	n := 0
	for _, x := range cands {
		if g.sameSpot(x, c) && !g.chosenElsewhere(pl, x) {
			n++
		}
	}
	return n
}

// spotCount counts the candidates of t in the spot of card c.
func (g *Game) spotCount(t card.Target, cx ctx, c CardID) int {
	if g.spotOf(c) < 0 {
		return 0
	}
	n := 0
	var buf [16]CardID // most targets have few candidates: on the stack
	for _, x := range g.targetCandidates(buf[:0], t, cx) {
		if g.sameSpot(x, c) {
			n++
		}
	}
	return n
}
