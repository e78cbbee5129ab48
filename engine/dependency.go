package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// The order in which derive applies the continuous effects in force
// (Rise 719: dependencies, then timestamps, 718.1) and the trial
// applications that tell a dependency (719.1), with the memory they save
// and restore.

// nextEffect picks the next effect to apply: the earliest that exists and
// depends on no other unapplied effect; in a loop of dependencies, the
// earliest (Rise 719.2–719.3). -1 when none is left. Effects are tried
// earliest first (g.scr.order), so the first free one is the answer.
func (g *Game) nextEffect(applied []bool) int {
	first := -1
	for _, i := range g.scr.order {
		if applied[i] {
			continue
		}
		if first < 0 {
			first = i
		}
		if !g.dependsOnAny(i, applied) {
			// a later effect first: the order is not the timestamps' (localOK)
			g.dvReordered = g.dvReordered || i != first
			return i
		}
	}
	return first
}

// orderEffects lists the indexes of g.effs by timestamp, in g.scr.order;
// effects of one timestamp keep their order in g.effs (nextEffect).
func (g *Game) orderEffects() {
	order := slices.Grow(g.scr.order[:0], len(g.effs)) // at once, not by copies
	for i := range g.effs {
		order = append(order, i)
	}
	for a := 1; a < len(order); a++ { // an insertion sort: few effects
		for b := a; b > 0 && g.effs[order[b]].ts < g.effs[order[b-1]].ts; b-- {
			order[b], order[b-1] = order[b-1], order[b]
		}
	}
	g.scr.order = order
}

// dependsOnAny reports whether effect i depends on an unapplied effect.
func (g *Game) dependsOnAny(i int, applied []bool) bool {
	a := &g.effs[i]
	for j := range g.effs {
		if j == i || applied[j] || a.rd&g.effs[j].wr == 0 {
			continue
		}
		if !a.mayDependOn(&g.effs[j]) {
			// the keywords j changes are not those a reads; a verified
			// game tries it still
			if g.verifyDerived && g.dependsOn(a, j, applied) {
				panic("engine: " + g.cardName(a.src) + "'s effect depends on " + g.cardName(g.effs[j].src) + "'s, whose keywords it does not read")
			}
			continue
		}
		if g.dependsOn(a, j, applied) {
			return true
		}
	}
	return false
}

// dependsOn reports whether applying effect j would change whether a
// exists, the cards a applies to, or what a does to them (Rise 719.1). An
// effect that does not exist yet may come to exist once another unapplied
// effect applies (水 a gained keyword brings): a depends on it if,
// after that one, it would change a (dependsVia).
func (g *Game) dependsOn(a *contEffect, j int, applied []bool) bool {
	b := &g.effs[j]
	if !g.exists(b) {
		return g.dependsVia(a, j, applied)
	}
	g.scr.touched = g.affected(b, g.scr.touched[:0])
	g.saveDerived(g.scr.touched, false)
	return g.trialChanges(a, b)
}

// dependsVia reports whether an unapplied effect c that exists would bring
// effect j into existence and j would then change effect a (Rise 719.1: j
// would change a; j depends on c). a itself bringing j in is no dependency
// of a on j: a applies, then j, which depends on a. One step: an effect that
// comes to exist only after two others apply is not foreseen.
func (g *Game) dependsVia(a *contEffect, j int, applied []bool) bool {
	b := &g.effs[j]
	for k := range g.effs {
		c := &g.effs[k]
		if k == j || applied[k] || c == a || !b.mayDependOn(c) || !g.exists(c) {
			continue
		}
		g.scr.touched = g.affected(c, g.scr.touched[:0])
		g.saveDerived(g.scr.touched, false)
		g.applyEffect(c)
		dep := g.exists(b)
		if dep {
			// c's changes stay in a's signature before and after: the
			// difference is j's
			n := len(g.scr.touched)
			g.scr.touched = g.affected(b, g.scr.touched)
			g.saveDerived(g.scr.touched[n:], true)
			dep = g.trialChanges(a, b)
		} else {
			g.restoreDerived(g.scr.touched)
		}
		if dep {
			return true
		}
	}
	return false
}

// trialChanges applies effect b on trial and reports whether that changes
// what effect a does; it then puts back the characteristics saved of the
// cards in g.scr.touched (saveDerived), b's among them.
func (g *Game) trialChanges(a, b *contEffect) bool {
	g.scr.sig[0] = g.signature(a, g.scr.sig[0][:0])
	before := g.scr.sig[0]
	g.applyEffect(b)
	g.scr.sig[1] = g.signature(a, g.scr.sig[1][:0])
	after := g.scr.sig[1]
	g.restoreDerived(g.scr.touched)
	return !slices.Equal(before, after)
}

// signature appends to sig what effect a does now: whether it exists, the
// amount it gives (for a set card's squad keywords, the keywords its card
// has: Rise 719.1 "what it does"), then each card it applies to.
func (g *Game) signature(a *contEffect, sig []int32) []int32 {
	if !g.exists(a) {
		return append(sig, -1)
	}
	sig = append(sig, 1, int32(g.effectAmount(a)))
	if a.kind == ckSquadKeywords {
		sc := g.dvOf(a.src)
		bits := sc.kw &^ sc.lost & squadKeywords
		sig = append(sig, int32(bits), int32(bits>>32))
	}
	g.scr.sigCards = g.affected(a, g.scr.sigCards[:0])
	for _, c := range g.scr.sigCards {
		sig = append(sig, int32(c))
	}
	return sig
}

// saveDerived copies the characteristics of cards cs (an effect changes only
// the cards it applies to) into the scratch memory of g.scr.saved, after
// the ones saved before when more is set: one trial at a time (dependsOn),
// of one effect or two in turn (dependsVia).
func (g *Game) saveDerived(cs []CardID, more bool) {
	sv := &g.scr.saved
	if !more {
		sv.chars = sv.chars[:0]
		sv.refs, sv.kws, sv.texts, sv.rules, sv.ids = sv.refs[:0], sv.kws[:0], sv.texts[:0], sv.rules[:0], sv.ids[:0]
	}
	for _, c := range cs {
		ch := *g.dvOf(c)
		ch.grants, sv.refs = keep(sv.refs, ch.grants)
		ch.gained, sv.kws = keep(sv.kws, ch.gained)
		ch.kwValue, sv.kws = keep(sv.kws, ch.kwValue)
		ch.kwEffects, sv.texts = keep(sv.texts, ch.kwEffects)
		ch.rules, sv.rules = keep(sv.rules, ch.rules)
		ch.names, sv.ids = keep(sv.ids, ch.names)
		ch.traits, sv.ids = keep(sv.ids, ch.traits)
		sv.chars = append(sv.chars, ch)
	}
}

// keep appends xs to arena and returns the copy (capped at its length) and
// the arena.
func keep[T any](arena, xs []T) ([]T, []T) {
	n := len(arena)
	arena = append(arena, xs...)
	return arena[n:len(arena):len(arena)], arena
}

// restoreDerived puts back the characteristics saveDerived saved of cards
// cs, in the cards' own memory: the last saved first, so that a card saved
// twice gets what it had first.
func (g *Game) restoreDerived(cs []CardID) {
	for i := len(cs) - 1; i >= 0; i-- {
		d, s := g.dv[cs[i]].ch, g.scr.saved.chars[i]
		s.grants = append(d.grants[:0], s.grants...)
		s.gained = append(d.gained[:0], s.gained...)
		s.kwValue = append(d.kwValue[:0], s.kwValue...)
		s.kwEffects = append(d.kwEffects[:0], s.kwEffects...)
		s.rules = append(d.rules[:0], s.rules...)
		s.names = append(d.names[:0], s.names...)
		s.traits = append(d.traits[:0], s.traits...)
		*d = s
	}
}

// savedChars is the scratch memory of saveDerived: the characteristics,
// and arenas for their lists.
type savedChars struct {
	chars []chars
	refs  []textRef
	kws   []card.Keyword
	texts []*card.Text
	rules []card.Rule
	ids   []int32
}

func equalIDs(a, b []int32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
