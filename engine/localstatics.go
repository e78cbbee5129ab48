package engine

import "slices"

// The changed cards' own statics in a local settle (localderive.go): a
// card whose statics in force changed no card, or only itself, keeps them
// if they still do (keptOff, takenAgain), and a card entering the field
// brings statics that change no card but its own (bringsOff, bringStatics)
// or a squad keywords effect that gives nothing (bringsSquad): what a full
// derivation would collect of them (Rise 710.1c, 714.2) changes no other
// card's characteristics, so the derivation in force is kept.

// keptOff reports whether changed card c has statics in force (their
// effects, none a squad keywords effect), each of which changed no card
// (none: it did not exist or applied to no card) or only c, giving it a
// modifier (selfModKind: c is based again), and none non-cumulative
// (ncStatic), and none giving a text or a keyword if c left the field
// (collectEffects's gains: their going would change which effects a full
// derivation collects). Its statics are taken again once every changed
// card is based (takenAgain).
func (g *Game) keptOff(c CardID) bool {
	on, found := g.cards[c].zone.OnField(), false
	for i := range g.effs {
		e := &g.effs[i]
		if e.src != c || e.kind == ckSquadKeywords {
			continue
		}
		if e.static == nil || !e.none && !selfModKind(e) || e.static.NonCumulative != 0 || !on && (e.kind == ckTextGain || e.kind == ckKeywordGain) {
			return false
		}
		found = true
	}
	return found
}

// takenAgain takes again the statics of the changed cards kept (keptOff):
// their effects in force go, and those a full derivation collects of each
// now (on the field: Rise 714.2) join (g.scr.brought), if each changes no
// card either (changesNothing) or gives a modifier to its card only
// (selfModKind: localOK gives it). It reads the changed cards' base
// characteristics.
func (g *Game) takenAgain(kept []CardID) bool {
	if len(kept) == 0 {
		return true
	}
	g.effs = slices.DeleteFunc(g.effs, func(e contEffect) bool { return e.kind != ckSquadKeywords && slices.Contains(kept, e.src) })
	for _, c := range kept {
		if !g.cards[c].zone.OnField() {
			continue
		}
		n := len(g.scr.brought)
		if !g.bringStatics(c) {
			return false
		}
		for i := n; i < len(g.scr.brought); i++ {
			if e := &g.scr.brought[i]; !selfModKind(e) && !g.changesNothing(e) {
				return false
			}
		}
	}
	return true
}

// changesNothing reports whether effect e of a changed card changes no card
// now: a condition on its card's place and state fails (gatedOff), or it
// applies to no card, its filter reading only the card it tests
// (selfFilter) and nothing an effect in force changes (mayDependOn: no
// effect is applied before it that could bring it a card; Rise 719.1).
func (g *Game) changesNothing(e *contEffect) bool {
	if g.gatedOff(e) {
		return true
	}
	if e.filter == nil || e.locked != nil || !selfFilter(e.filter) {
		return false // it applies to its card, or to cards fixed or read otherwise
	}
	r := g.effectReads(e)
	e.rd, e.rkw = r.ch, r.kw
	for i := range g.effs {
		if e.mayDependOn(&g.effs[i]) {
			return false
		}
	}
	cx := ctx{src: e.src, ctrl: e.ctrl, each: None}
	for _, c := range g.scope(e.filter.Zones) {
		if g.match(c, e.filter, cx) {
			return false
		}
	}
	return true
}

// bringsOff reports whether changed card c entered the field since the
// derivation in force (no effect in force is its) with statics that apply
// to nothing now (gatedOff: U-202 while not attacking) or give a modifier
// to c only (selfModKind: localOK gives it), none giving a text nor a
// keyword (collectEffects's gains) and none non-cumulative (ncStatic): what
// a full derivation collects of c then (Rise 710.1c) changes no
// characteristic but c's own. Its effects are appended to g.scr.brought.
func (g *Game) bringsOff(c CardID) bool {
	cs := &g.cards[c]
	of := func(e contEffect) bool { return e.src == c }
	if slices.ContainsFunc(g.scr.brought, of) {
		return true // changed twice
	}
	if !cs.zone.OnField() || slices.ContainsFunc(g.effs, of) {
		return false
	}
	n := len(g.scr.brought)
	if !g.bringStatics(c) {
		return false
	}
	for i := n; i < len(g.scr.brought); i++ {
		if e := &g.scr.brought[i]; e.kind == ckTextGain || e.kind == ckKeywordGain || !selfModKind(e) && !g.gatedOff(e) {
			return false
		}
	}
	return true
}

// bringStatics appends to g.scr.brought the effects of field card c's
// statics, as a full derivation collects them (collectEffects), and
// reports whether none is non-cumulative (ncStatic, which reads the other
// cards).
func (g *Game) bringStatics(c CardID) bool {
	cs := &g.cards[c]
	for _, t := range g.texts.of(cs.def) {
		if len(t.Static) > 0 {
			if t.NonCumulative != 0 {
				return false
			}
			g.scr.brought = g.staticsOf(g.scr.brought, c, t, cs.ts)
		}
	}
	return true
}

// bringsSquad reports whether changed set card c on the field, with no
// squad keyword printed, was no set card in force (no squad keywords
// effect in force is its): the one a full derivation collects of it, as
// some effect gives keywords or texts (collectEffects's gains), gives its
// unit nothing, for no effect reaches c (localOK checks it) and c has
// none of its own (GW adv. "「高机动」…的特殊规则"). The effect is appended
// to g.scr.brought.
func (g *Game) bringsSquad(c CardID) bool {
	squad := func(e contEffect) bool { return e.kind == ckSquadKeywords && e.src == c }
	if g.texts.printedBits(g.cards[c].def)&squadKeywords != 0 {
		return false
	}
	if i := slices.IndexFunc(g.effs, squad); i >= 0 {
		// in force: it gave nothing (c had no squad keyword), and gives
		// nothing now, as it brings nothing when new
		return g.effs[i].none
	}
	if !slices.ContainsFunc(g.scr.brought, squad) { // changed twice
		cs := &g.cards[c]
		g.scr.brought = append(g.scr.brought, contEffect{kind: ckSquadKeywords, src: c, ctrl: cs.ctrl, ts: cs.ts})
	}
	return true
}
