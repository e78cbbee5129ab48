package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// mayAct is asked after every automatic step, some six times a decision,
// and most asks find what it looks at as the last one of the same player
// did: only the time moved, or a state it does not look at (issue 7). So
// what it looks at is listed once per player and version, and what the
// field gives once for both players (fieldCands) (Game.candVer,
// bumped by every change of the field, the characteristics or Nation
// Power: invalidate, changed, touch; and for the players' lists
// Game.zonesVer, bumped by every move to or from a hand, a hangar or a
// Junkyard: offFieldMove, invalidate) with the checks
// that read no time made — which cards of the hand and the hangar, in
// which modes, which texts of the field, the Junkyard and the hand, which
// texts effects may give, and the times their timings allow (maywhen.go)
// — and each ask makes only the checks left on the candidates of the time
// now: the timing, the uses spent, the answers kept, and once the
// characteristics are derived the full checks (playRefused, useRefused,
// their answers kept). A list made with the characteristics stale
// knows no keyword an effect may change off the field (kwKnown) and no
// keyword effects gave: it is made again once they are derived. A game
// with verify set makes it again at every ask and compares the answers
// (checkMayCands).

// mayKind is what a candidate of mayAct is.
type mayKind uint8

const (
	mkPlay  mayKind = iota // a play of card c in mode (alt: with its alternative cost)
	mkOwn                  // a use of text t of card c
	mkGiven                // a use of text t given to a card not known yet: only its timing is known (GW adv. "得到～")
	mkTimed                // a use of the text t of a keyword effects may have given, not derived: only its timing is known
	// mkGranted: mkGiven of a text given only as a gained text (a static's
	// or a continuous effect's: GW adv. "得到～"), which the cards that
	// have it list once the characteristics are derived (chars.grants)
	mkGranted
)

// mayCand is a play or a text use that mayAct may find for a player.
type mayCand struct {
	t    *card.Text // a use's text
	when mayWhen    // the times its timing checks may allow (maywhen.go)
	c    CardID
	kind mayKind
	mode int8
	alt  bool
	// blind: a play of a non-command card whose keywords are not known
	// without a derivation, which mayAct cannot refuse
	blind bool
	// refusedAt: by player, the state's version + 1 (Game.ver; 0: none)
	// at which the candidate was found refused by a kept answer, which
	// reads no time (playRefusedKept, useRefusedKept): it is refused at
	// every ask of that version, whatever the time (issue 7: most asks
	// find the version of the last one; the time moved). Not part of the
	// candidate: a list made again has none (sameCand).
	refusedAt [2]uint32
}

// sameCand reports whether a and b are the same candidate, what they
// found aside (refusedAt).
func sameCand(a, b mayCand) bool {
	a.refusedAt, b.refusedAt = [2]uint32{}, [2]uint32{}
	return a == b
}

// mayCands are a player's candidates, or the field's (fieldCands), and the
// state version they are of (dv: listed with the characteristics
// derived).
type mayCands struct {
	list  []mayCand // the plays first, nPlay of them, then the uses
	nPlay int
	// plays, uses: the times some play, or some use, of the list may be
	// made at
	plays, uses mayWhen
	// zones: a player's hand, hangar and Junkyard the list was made from,
	// one after the other, the first two of nZones[0] and nZones[1] cards
	// (sameZones), at version zonesVer of them (zonesKept)
	zones  []CardID
	nZones [2]int32
	// field: the field's list, made with no text given (fieldPlain), the
	// field's cards it was made from (fieldSig)
	field         []uint64
	plain         bool
	ver, zonesVer uint32
	dv, ok        bool
	// change, variable: a card of the player's hand may have 換装, one of
	// the hand or the hangar VARIABLE: has it, or has keywords not known
	// without a derivation (kwKnown), as the plays' checks read them
	change, variable bool
}

// kwKnown reports whether c's keywords are known without a derivation:
// derived, or printed (printedKeywords).
func (g *Game) kwKnown(c CardID) bool { return g.dvOK || g.printedKeywords(c) }

// mayCandsOf returns p's candidates, listed again when the state changed:
// the plays of its hand and hangar and the uses of the texts that work
// there and in its Junkyard; the uses of the field's, which are both
// players', are fieldCands. The list is g's memory.
//
// Without an effect that reaches the keywords of cards off the field
// (printedKeywords), the list reads nothing but the cards of the hand, the
// hangar and the Junkyard and their printed texts and keywords: it is kept
// while those places hold the same cards (zonesKept), whatever else
// changed (issue 7: most changes of the state are of the field).
func (g *Game) mayCandsOf(p Player) *mayCands {
	mc, ps := &g.mayC[p], &g.pl[p]
	if mc.ok && (mc.ver == g.candVer && mc.dv == g.dvOK && mc.zonesVer == g.zonesVer || !g.texts.offFieldKw && g.zonesKept(mc, ps)) {
		return mc
	}
	return g.listCands(mc, ps)
}

// listCands makes mc, of player state ps, mayCandsOf's list at the state
// now, and returns it: the plays of the hand's cards then of the hangar's,
// the uses of the texts of the Junkyard's cards that work there, then of
// the hand's that work there, each card's in the order of its place.
func (g *Game) listCands(mc *mayCands, ps *playerState) *mayCands {
	if g.editCands(mc, ps) {
		if g.verify {
			g.checkEdited(mc, ps)
		}
		return mc
	}
	l := room(mc.list[:0], 16)
	for _, zone := range [2][]CardID{ps.hand, ps.hangar} {
		for _, c := range zone {
			l = g.playCands(l, c)
		}
	}
	n := len(l)
	for _, c := range ps.junkyard {
		l = g.placeCands(l, c, card.InJunkyard)
	}
	// texts that work from the own hand (GW adv. "自动B")
	for _, c := range ps.hand {
		l = g.placeCands(l, c, card.InHand)
	}
	change, variable := g.candFlags(ps)
	return g.keepListed(mc, ps, l, n, change, variable)
}

// candFlags is mayCands' change and variable for player state ps's hand
// and hangar.
func (g *Game) candFlags(ps *playerState) (change, variable bool) {
	var inHand, all uint64 // the keywords the hand's cards, and all of them, may have
	for _, c := range ps.hand {
		inHand |= g.candKeywords(c)
	}
	all = inHand
	for _, c := range ps.hangar {
		all |= g.candKeywords(c)
	}
	return inHand&(1<<card.Change) != 0, all&(1<<card.Variable) != 0
}

// keepListed keeps l, of n plays, as mc, the list of player state ps's
// places now, with change and variable (mayCands), and returns mc.
func (g *Game) keepListed(mc *mayCands, ps *playerState, l []mayCand, n int, change, variable bool) *mayCands {
	g.keepCands(mc, l, n)
	mc.change, mc.variable = change, variable
	if mc.zones == nil {
		mc.zones = make([]CardID, 0, 64) // room for most games: one allocation
	}
	mc.zones = append(append(append(mc.zones[:0], ps.hand...), ps.hangar...), ps.junkyard...)
	mc.nZones, mc.zonesVer = [2]int32{int32(len(ps.hand)), int32(len(ps.hangar))}, g.zonesVer
	return mc
}

// candKeywords is the keywords card c of a hand or a hangar may have, as
// its plays read them: its own, or any when they are not known without a
// derivation (kwKnown).
func (g *Game) candKeywords(c CardID) uint64 {
	if !g.kwKnown(c) {
		return ^uint64(0)
	}
	return g.keywordBits(c)
}

// playCands appends the plays of card c of a hand or a hangar to l, a
// candidate for each mode, with its alternative cost too.
func (g *Game) playCands(l []mayCand, c CardID) []mayCand {
	cmd := g.cards[c].def.Kind == card.Command
	kw := g.candKeywords(c)
	k := mayCand{c: c, kind: mkPlay, blind: !g.kwKnown(c) && !cmd}
	main := !cmd && kw&(1<<card.Quick) == 0
	alt := kw&(1<<card.AlternativeCost) != 0
	for m, modes := 0, g.numModes(c); m < modes; m++ {
		k.mode, k.alt, k.when = int8(m), false, g.playWhen(c, m, main)
		l = append(l, k)
		if alt {
			k.alt = true
			l = append(l, k)
		}
	}
	return l
}

// placeCands appends to l the uses of the texts of card c that work from
// its place from, the Junkyard or the hand.
func (g *Game) placeCands(l []mayCand, c CardID, from card.ZoneSet) []mayCand {
	d := g.cards[c].def
	if from == card.InJunkyard && !d.FromJunkyard || from == card.InHand && !d.FromHand {
		return l
	}
	return g.ownCands(l, c, g.texts.of(d), from)
}

// editCands makes mc's list again from the one made for its places
// (mc.zones) when one of the hand, the hangar and the Junkyard gained
// cards at its end or lost one card, the others and the rest of it as
// they were (a draw, a play, a discard: 4 lists in 5 in random games),
// and reports whether it did. With no effect reaching a card off the field
// (!offFieldKw), a card's candidates are read from its definition alone
// (kwKnown, printedKeywords), so those of the cards that stay are kept,
// in order, and only those of the cards that came are made: the list is
// the one listCands makes (issue 7: a list made again cost about 1,900
// instructions).
func (g *Game) editCands(mc *mayCands, ps *playerState) bool {
	if !mc.ok || g.texts.offFieldKw {
		return false
	}
	h, a := int(mc.nZones[0]), int(mc.nZones[1])
	was := [3][]CardID{mc.zones[:h], mc.zones[h : h+a], mc.zones[h+a:]}
	now := [3][]CardID{ps.hand, ps.hangar, ps.junkyard}
	z := -1 // the place that changed
	for i := range was {
		if !slices.Equal(was[i], now[i]) {
			if z >= 0 {
				return false
			}
			z = i
		}
	}
	if z < 0 {
		return false
	}
	l, n, change, variable := mc.list, mc.nPlay, mc.change, mc.variable
	switch o, w := was[z], now[z]; {
	case len(w) > len(o) && slices.Equal(w[:len(o)], o):
		l, n = g.addCands(l, n, z, w[len(o):], ps)
		if z < 2 { // the keywords of a hand's or a hangar's cards that came join the others' (candFlags)
			for _, c := range w[len(o):] {
				kw := g.candKeywords(c)
				change = change || z == 0 && kw&(1<<card.Change) != 0
				variable = variable || kw&(1<<card.Variable) != 0
			}
		}
	case len(w)+1 == len(o):
		i := 0
		for i < len(w) && w[i] == o[i] {
			i++
		}
		if !slices.Equal(w[i:], o[i+1:]) {
			return false
		}
		l, n = dropCands(l, n, o[i])
		if change && z == 0 || variable && z < 2 {
			change, variable = g.candFlags(ps) // the card that left may have been the one with the keyword
		}
	default:
		return false
	}
	g.keepListed(mc, ps, l, n, change, variable)
	return true
}

// checkEdited panics if list mc, of player state ps, that editCands made
// is not the one listCands makes anew (a game with verify set).
func (g *Game) checkEdited(mc *mayCands, ps *playerState) {
	was := *mc
	was.list = slices.Clone(mc.list)
	mc.ok = false
	g.listCands(mc, ps)
	if !slices.EqualFunc(was.list, mc.list, sameCand) || was.nPlay != mc.nPlay || was.plays != mc.plays || was.uses != mc.uses ||
		was.change != mc.change || was.variable != mc.variable {
		panic("engine: a list of mayAct's candidates edited was not the one made anew (" + g.DecisionText() + ")")
	}
}

// addCands adds to list l, of n plays, the candidates of the cards add
// that came at the end of place z (0 the hand, 1 the hangar, 2 the
// Junkyard) of player state ps, where listCands lists them, and returns
// the list and its number of plays.
func (g *Game) addCands(l []mayCand, n, z int, add []CardID, ps *playerState) ([]mayCand, int) {
	var buf [8]mayCand
	more := buf[:0]
	if z == 2 {
		at := n // after the Junkyard's uses, before the hand's
		for at < len(l) && l[at].t.From == card.InJunkyard {
			at++
		}
		for _, c := range add {
			more = g.placeCands(more, c, card.InJunkyard)
		}
		return slices.Insert(l, at, more...), n
	}
	at := n // after the hand's plays (the hangar's come next: a card has one
	// a mode at least) or the hangar's
	if z == 0 && len(ps.hangar) > 0 {
		at = slices.IndexFunc(l[:n], func(k mayCand) bool { return k.c == ps.hangar[0] })
	}
	for _, c := range add {
		more = g.playCands(more, c)
	}
	l, n = slices.Insert(l, at, more...), n+len(more)
	if z == 0 {
		for _, c := range add {
			l = g.placeCands(l, c, card.InHand)
		}
	}
	return l, n
}

// dropCands removes from list l, of n plays, the candidates of card c,
// which left its place, and returns the list and its number of plays.
func dropCands(l []mayCand, n int, c CardID) ([]mayCand, int) {
	j, m := 0, n
	for i, k := range l {
		if k.c == c {
			if i < n {
				m--
			}
			continue
		}
		l[j] = k
		j++
	}
	return l[:j], m
}

// zonesKept reports whether player state ps's hand, hangar and Junkyard
// hold the cards, in order, that list mc was made from: no card moved to or
// from a hand, a hangar or a Junkyard since (Game.zonesVer: offFieldMove,
// invalidate), or the same cards are there (sameZones), the list then
// taking the version now. A game with verify set compares the cards at
// every ask.
func (g *Game) zonesKept(mc *mayCands, ps *playerState) bool {
	if mc.zonesVer == g.zonesVer {
		if g.verify && !mc.sameZones(ps) {
			panic("engine: mayAct's candidates were kept over a change of the hand, the hangar or the Junkyard")
		}
		return true
	}
	if !mc.sameZones(ps) {
		return false
	}
	mc.zonesVer = g.zonesVer
	return true
}

// sameZones reports whether player state ps's hand, hangar and Junkyard
// hold the cards, in order, that the list was made from. A card off the
// field has the definition of its normal side (変形 is a state of the
// field: zone.go), so the same cards have the same texts and keywords.
func (mc *mayCands) sameZones(ps *playerState) bool {
	z, h, a := mc.zones, len(ps.hand), len(ps.hangar)
	return len(z) == h+a+len(ps.junkyard) && int(mc.nZones[0]) == h && int(mc.nZones[1]) == a &&
		slices.Equal(z[:h], ps.hand) && slices.Equal(z[h:h+a], ps.hangar) && slices.Equal(z[h+a:], ps.junkyard)
}

// fieldCands returns the candidates of both players that the field gives
// (useCands), listed again when the state changed: the players' asks
// alternate, and at one version they share the list (issue 7).
//
// With no text given by an effect in force (fieldPlain), the list reads
// only the field's cards, their definitions and whether they are
// dismantled: it is kept while those are the same (sameField), whatever
// else changed.
func (g *Game) fieldCands() *mayCands {
	if mc := &g.mayC[2]; mc.ok && mc.ver == g.candVer && mc.dv == g.dvOK {
		return mc
	}
	return g.fieldCandsNow()
}

// fieldCandsNow is fieldCands once the state's version moved.
func (g *Game) fieldCandsNow() *mayCands {
	mc := &g.mayC[2]
	plain := g.fieldPlain()
	if plain && mc.ok && mc.plain && g.sameField(mc.field) {
		mc.ver, mc.dv = g.candVer, g.dvOK
		return mc
	}
	g.keepCands(mc, g.useCands(mc.list[:0]), 0)
	if mc.field == nil {
		mc.field = make([]uint64, 0, 64) // room for most games: one allocation
	}
	mc.plain, mc.field = plain, g.fieldSig(mc.field[:0])
	return mc
}

// fieldPlain reports whether useCands reads nothing but the field's cards,
// their definitions and whether they are dismantled: no continuous effect
// in force gives a text, and no keyword stands for a text given (gained,
// which only the derivation tells).
func (g *Game) fieldPlain() bool {
	if len(g.texts.gained) > 0 {
		return false
	}
	for i := range g.cont {
		if k := g.cont[i].kind; k == ckTextGain || k == ckKeywordEffect {
			return false
		}
	}
	return true
}

// fieldSig appends to sig what useCands reads of the field's cards
// (cardSig).
func (g *Game) fieldSig(sig []uint64) []uint64 {
	for _, c := range g.field() {
		sig = append(sig, g.cardSig(c))
	}
	return sig
}

// sameField reports whether sig is fieldSig of the field now.
func (g *Game) sameField(sig []uint64) bool {
	f := g.field()
	if len(f) != len(sig) {
		return false
	}
	for i, c := range f {
		if g.cardSig(c) != sig[i] {
			return false
		}
	}
	return true
}

// cardSig is what useCands reads of field card c: the card, its
// definition (and side: 変形) and whether it is dismantled.
func (g *Game) cardSig(c CardID) uint64 {
	cs := &g.cards[c]
	v := uint64(uint16(c))<<48 | uint64(uint32(cs.def.Index))<<2
	if cs.def.Normal != nil {
		v |= 2
	}
	if cs.dismantled {
		v |= 1
	}
	return v
}

// keepCands makes mc list l, its first n the plays, at the state now, and
// returns it.
func (g *Game) keepCands(mc *mayCands, l []mayCand, n int) *mayCands {
	*mc = mayCands{list: l, nPlay: n, zones: mc.zones, nZones: mc.nZones, zonesVer: mc.zonesVer, field: mc.field, ver: g.candVer, dv: g.dvOK, ok: true}
	for i := range l {
		if i < n {
			mc.plays |= l[i].when
		} else {
			mc.uses |= l[i].when
		}
	}
	return mc
}

// useCands appends the text uses of mayUse's candidates the field gives
// to l: the texts of the field's cards, their own, given and gained, and
// the texts effects in force give. The texts of the cards being played are
// not listed: the cut changes with no new version, and mayUse looks at
// them at each ask.
func (g *Game) useCands(l []mayCand) []mayCand {
	for _, c := range g.field() {
		cs := &g.cards[c]
		if g.texts.mayUseAny(cs.def) { // else no text of it is one to look at
			for _, t := range g.texts.of(cs.def) {
				if t.Used() {
					l = append(l, g.ownCand(c, t))
				}
				if t.TeamID != 0 {
					l = g.givenCand(l, t, mkGiven) // a team's text (teamTexts)
				}
				l = g.grantCands(l, t)
			}
		}
		if cs.dismantled {
			l = append(l, g.ownCand(c, dismantleCoinText))
			l = g.grantCands(l, dismantleCoinText)
		}
	}
	for i := range g.cont {
		// a text given, or a keyword's changed effect (keywordeffect.go)
		switch e := &g.cont[i]; e.kind {
		case ckTextGain:
			l = g.grantCands(g.givenCand(l, e.grant, mkGranted), e.grant)
		case ckKeywordEffect:
			l = g.grantCands(g.givenCand(l, e.grant, mkGiven), e.grant)
		}
	}
	// the texts of keywords effects gave (textsOf): which card has one is
	// known only once derived
	switch {
	case len(g.texts.gained) == 0:
	case !g.dvOK:
		for _, x := range g.texts.gained {
			l = append(l, mayCand{kind: mkTimed, c: None, t: x.text, when: g.texts.textWhen(x.text)})
		}
	default:
		for _, c := range g.field() {
			for _, kw := range g.chars(c).gained {
				if t := g.texts.gainedText(kw); t != nil {
					l = append(l, g.ownCand(c, t))
				}
			}
		}
	}
	return l
}

// ownCands appends the uses of card c's texts ts that work from place
// from to l.
func (g *Game) ownCands(l []mayCand, c CardID, ts []*card.Text, from card.ZoneSet) []mayCand {
	for _, t := range ts {
		if t.From == from {
			l = append(l, g.ownCand(c, t))
		}
	}
	return l
}

// ownCand is the use of text t of card c.
func (g *Game) ownCand(c CardID, t *card.Text) mayCand {
	return mayCand{kind: mkOwn, c: c, t: t, when: g.useWhen(t)}
}

// givenCand appends a use of text t given to a card not known yet to l,
// of kind (mkGiven or mkGranted), unless l has it: given in two ways, it
// is mkGiven.
func (g *Game) givenCand(l []mayCand, t *card.Text, kind mayKind) []mayCand {
	for i := range l {
		if k := &l[i]; k.t == t && (k.kind == mkGiven || k.kind == mkGranted) {
			if k.kind != kind {
				k.kind = mkGiven
			}
			return l
		}
	}
	// only its timing is known, and for a text that works on a card being
	// played, that one is (mayUseFrom)
	var w mayWhen
	switch {
	case t.From == card.InCut:
		w = g.texts.textWhen(t) & whenBusy
	case t.Used():
		w = g.texts.textWhen(t)
	}
	return append(l, mayCand{kind: kind, c: None, t: t, when: w})
}

// grantCands appends the texts the statics of text t give (GW adv.
// "得到～"), and those give in turn, as given texts to l.
func (g *Game) grantCands(l []mayCand, t *card.Text) []mayCand {
	for i := range t.Static {
		if gt := t.Static[i].Grant; gt != nil {
			l = g.grantCands(g.givenCand(l, gt, mkGranted), gt)
		}
	}
	return l
}

// checkMayCands panics if mayAct's answer may from p's candidates kept
// (and its memo: passMemo) differs from the one a new list gives: a change
// the legal actions read did not bump the state version (tests only).
func (g *Game) checkMayCands(p Player, may mayActs) {
	g.mayC[p].ok, g.mayC[2].ok, g.passKept[p] = false, false, 0
	if g.mayAct(p) != may {
		panic("engine: mayAct's kept candidates were stale (" + g.DecisionText() + ")")
	}
}
