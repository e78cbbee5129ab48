package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// Characteristics are always derived (DESIGN "Continuous effects"; Rise
// 713–714, 718–719; GW adv. "相反效果的优先顺序"): a card's kind, keywords,
// texts, rules and combat modifiers are its printed card plus the continuous
// effects in force, never overwritten. derive computes them for every card at
// once: it collects the continuous effects in force (Auto A statics of the
// cards on the field, the squad keywords set cards give their unit, Water's
// negation, and the effects resolved effects created, g.cont), then applies
// them one by one — in timestamp order (Rise 718.1), except that an effect
// that depends on another is applied after it (Rise 719.1–719.2), also on
// one that comes to exist only once a third applies (dependsVia), and a loop
// of dependencies starts with its earliest effect (Rise 719.3). "Lose" beats
// "gain" whatever the order (GW adv. "相反效果的优先顺序").
//
// A derivation applies the effects to the cards they reach; every other
// card's characteristics are its base (printed) ones, computed when first
// read (dvOf), so that a derivation costs what its effects do, not a pass
// over every card.
//
// The result is cached until the state changes: a change of only cards'
// own places and states on the field (a move, a set: zone.go) marks those
// cards (changed), and the derivation in force is kept but for them when no
// effect in force reaches or reads them (localderive.go); invalidate is
// called by every other change of the field's cards, every
// event but those that only report a change marked already (emit), every
// new or ended continuous effect, and before every automatic step and effect
// step. A change of only what the effects in force may not read (a move
// between places off the field, a roll, the time: stateRead) marks them
// stale only if one of those effects reads it (touch). Tests set
// verifyDerived to recompute on every verifyEvery-th read and compare.

// deriveScratch is memory derive reuses: the cards an effect applies to
// (applyEffect, the trial application's, a signature's) and two
// signatures. Each game has its own (CloneInto keeps the destination's).
type deriveScratch struct {
	apply, touched, sigCards []CardID
	gainers                  []CardID     // the cards a text-gain effect gave its text to
	field                    []CardID     // the cards on the field, by id: no effect moves a card
	set                      []CardID     // the set cards of field, by id
	order                    []int        // the indexes of the effects in force by timestamp (orderEffects)
	brought                  []contEffect // the effects of cards that entered, for a local derivation (bringsOff)
	saved                    savedChars
	sig                      [2][]int32
}

// chars is one card's derived characteristics. Its one-byte fields sit
// together (256 bytes, not 288 with each padded to a word: issue 7, a game
// keeps one for each card it based, in blocks of 8: dvNew).
type chars struct {
	kind    card.Kind
	negated bool // its printed texts are negated (GW adv. "内文变为无效的状态")
	// printedMod: its printed (character) modifier is its own, unless it is
	// set on a G (modifierOn)
	printedMod bool
	hasOrig    bool // orig is set
	also       bool // it also counts as as's kind (「としても扱われる」)
	// desColor: the color its designated power counts as (0: its own)
	desColor card.Color
	kw       uint64         // the keywords it has now, a bit per card.KeywordKind (lost ones removed)
	gained   []card.Keyword // keywords effects gave it (printed ones are its def's)
	lost     uint64         // keywords an effect takes away: they beat any gain
	grants   []textRef      // texts effects gave it (GW adv. "得到～")
	mod      card.Modifier  // the combat modifiers effects and coins put on the card itself (GW adv. "战斗修正")
	rules    []card.Rule    // the rules it is under: its own rule texts and effects'
	cost     int            // the change of its total cost when played
	names    []int32        // names it also has (the DB's name ids)
	traits   []int32        // traits it also has (the DB's trait ids)
	orig     card.Power     // its original combat power, when hasOrig (GW adv. "本来的～")
	as       *card.Def      // what it counts as ({UNIT、…}): its terrain, and its kind unless also
	kwValue  []card.Keyword // changes of keyword values: Kind, and X the change
	// kwEffects: the changed effects of its keywords, in the order applied
	// (each text's Keyword is the keyword; keywordeffect.go)
	kwEffects []*card.Text
}

// has reports whether the characteristics have keyword k (lost ones do not
// count, also while deriving).
func (ch *chars) has(k card.KeywordKind) bool { return ch.kw&^ch.lost&(1<<k) != 0 }

// charSet is a set of characteristics, for dependencies.
type charSet uint8

const (
	chKind charSet = 1 << iota
	chKeywords
	chTexts  // which printed texts work: negation
	chGrants // the texts effects gave
	chPower
	chRules
	chNames // names, traits, costs
)

// chars returns card c's derived characteristics. The common read — of a
// card the derivation in force has reached or based already, in a game
// that verifies nothing or while deriving (dvFast) — is answered inline
// (issue 7: a decision reads about 200); charsSlow does the rest.
func (g *Game) chars(c CardID) *chars {
	if g.dvFast && g.dv[c].stamp == g.dvGen {
		return g.dv[c].ch
	}
	return g.charsSlow(c)
}

// charsSlow is chars when the characteristics may be stale, c is not yet
// based, or reads are verified: it derives, checks, or bases c as needed.
func (g *Game) charsSlow(c CardID) *chars {
	if !g.dvOK && !g.deriving {
		g.settle()
	} else if g.verifyDerived && !g.deriving {
		// a full recomputation costs a derivation and a copy of every
		// card's characteristics: every verifyEvery-th read keeps a
		// verified game within seconds
		if g.verifyReads++; g.verifyReads%verifyEvery == 0 {
			g.checkDerived()
		}
	}
	return g.dvOf(c)
}

// dvOf returns c's characteristics of the derivation in force (derived so
// far, while deriving): its base ones if no effect of the derivation has
// reached it yet. It never derives.
func (g *Game) dvOf(c CardID) *chars {
	s := &g.dv[c]
	if s.stamp != g.dvGen {
		if s.ch == nil {
			s.ch = g.dvNew()
		}
		s.stamp = g.dvGen
		g.base(c, s.ch)
		if g.deriving {
			g.dvTouched = append(g.dvTouched, c)
		}
	}
	return s.ch
}

// dvSlot is a card's derived characteristics: its record ch (nil until a
// derivation first bases the card: dvNew), of the derivation in force when
// stamp is dvGen (no derivation's is 0).
type dvSlot struct {
	ch    *chars
	stamp uint32
}

// dvBlock is the records of characteristics dvNew allocates at once
// (2 KB, a size class of the heap).
type dvBlock [8]chars

// dvNew is a new record of characteristics for a card (dvSlot) that a
// derivation bases the first time: a game bases about 4 cards in 10 (the
// others stay in the Nation), so records are allocated by blocks as cards
// need them, not one for every card (issue 7: a new game allocated 26 KB
// of records, a third of its memory).
func (g *Game) dvNew() *chars {
	if g.dvBlk == nil || int(g.dvUsed) == len(g.dvBlk) {
		g.dvBlk, g.dvUsed = new(dvBlock), 0
	}
	g.dvUsed++
	return &g.dvBlk[g.dvUsed-1]
}

// verifyEvery is how often, in reads, a game with verifyDerived set
// recomputes its cached characteristics to compare them.
const verifyEvery = 16

// stateRead is a set of the states, beyond the cards on the field, their
// places and their characteristics, that the continuous effects in force
// read (their filters, conditions and numbers: effectReads). A change of
// only such a state marks the characteristics stale only when they read it
// (touch). The cards outside the field are read place by place, so that a
// move between two places off the field marks them stale only if they read
// one of the two (offFieldMove; a draw changes nothing an effect counting
// the Junkyard reads).
type stateRead uint16

const (
	srTime        stateRead = 1 << iota // the turn or the timing
	srRolled                            // whether cards are standing or rolled
	srNation                            // the cards in a Nation (the deck)
	srDiscardPile                       // the cards in a Discard Pile
	srJunkyard                          // the cards in a Junkyard
	srHand                              // the cards in a hand
	srHangar                            // the cards in a hangar
	srRemoved                           // the removed cards
	srCut                               // the cards being played and the cut's items
	// srHarm: the damage and destroyed state of the field's units (GW basic
	// "伤害的累积", GW adv. "破坏"), which only filters on them read (PDamaged,
	// PDestroyed, the stat damage); their other states are read by any
	// filter, and a change of them marks the characteristics stale always
	srHarm
	srEngaged // whether the battle areas are engaged (PEngaged)
	// srActive: the active player (PAttacking, PDefending: a unit in a
	// battle area attacks in its controller's turn, GW basic "攻击方"),
	// which only a new turn changes
	srActive

	// srOffField: cards outside the field, in any place
	srOffField = srNation | srDiscardPile | srJunkyard | srHand | srHangar | srRemoved | srCut
	srAll      = srTime | srOffField | srRolled | srHarm | srEngaged | srActive
)

// zoneRead is the state of the cards in zone z off the field. A card in no
// zone may be one whose place was cleared before it was put in another
// (a resolved command: ZCut, then none, then the Junkyard), so a move from
// or to none marks every place off the field.
func zoneRead(z Zone) stateRead {
	switch z {
	case ZNation:
		return srNation
	case ZDiscardPile:
		return srDiscardPile
	case ZJunkyard:
		return srJunkyard
	case ZHand:
		return srHand
	case ZHangar:
		return srHangar
	case ZRemoved:
		return srRemoved
	case ZCut:
		return srCut
	}
	return srOffField
}

// zonesRead is the state of the cards a filter naming places zs reads off
// the field.
func zonesRead(zs card.ZoneSet) stateRead {
	var r stateRead
	for _, x := range [...]struct {
		in card.ZoneSet
		sr stateRead
	}{{card.InNation, srNation}, {card.InDiscardPile, srDiscardPile}, {card.InJunkyard, srJunkyard}, {card.InHand, srHand},
		{card.InHangar, srHangar}, {card.InRemoved, srRemoved}, {card.InCut, srCut}} {
		if zs&x.in != 0 {
			r |= x.sr
		}
	}
	return r
}

// invalidate marks the derived characteristics stale, and the list of the
// field's cards with them (a move onto or off the field marks its card
// only: changed). The
// kept legal actions go too: code that edits a game directly (a scenario's
// position, a test) calls it when done.
func (g *Game) invalidate() {
	g.dvOK, g.dvFast, g.fieldOK, g.legalOK, g.dvLocal, g.fieldLocal = false, false, false, false, false, false
	g.hardChange() // the refusals kept go (refusals.go)
	g.harmVer++    // and the check for units to destroy (destroy.go)
	g.candVer++    // and mayAct's candidates (maycands.go)
	// and the version of the hands, the hangars and the Junkyards: one may
	// have been edited (maycands.go zonesKept)
	g.zonesVer++
}

// field returns the cards on the field (set cards included), by id. The
// list is kept until the next invalidate, and made again from itself and
// the changed cards after a change of cards (changed: fieldOf); a game
// with verify set checks it
// against the cards' places at every read (tests). Callers only read it: a
// move while it is read may change it.
func (g *Game) field() []CardID {
	if g.fieldOK && !g.verify { // the common read, inline
		return g.scr.field
	}
	return g.fieldSlow()
}

// fieldSlow is field when the list is to be built or checked.
func (g *Game) fieldSlow() []CardID {
	if g.fieldOK {
		if g.verify {
			g.checkField()
		}
		return g.scr.field
	}
	if g.fieldLocal {
		g.fieldOf()
	} else {
		g.scr.field = g.scr.field[:0]
		for i := range g.cards {
			if g.cards[i].zone.OnField() {
				g.scr.field = append(g.scr.field, CardID(i))
			}
		}
	}
	g.scr.set = g.scr.set[:0]
	for _, c := range g.scr.field {
		if g.cards[c].host != None {
			g.scr.set = append(g.scr.set, c)
		}
	}
	g.fieldOK, g.fieldLocal, g.fieldPend = true, false, g.fieldPend[:0]
	return g.scr.field
}

// fieldOf makes the list of the field's cards, a list of them but for the
// changed cards of g.fieldPend (changed), current: it takes out those that
// left and puts in those that entered, in id order (a card changed twice
// is found the second time as the first left it).
func (g *Game) fieldOf() {
	f := g.scr.field
	for _, c := range g.fieldPend {
		i, found := slices.BinarySearch(f, c)
		switch on := g.cards[c].zone.OnField(); {
		case found && !on:
			f = slices.Delete(f, i, i+1)
		case !found && on:
			f = slices.Insert(f, i, c)
		}
	}
	g.scr.field = f
}

// setList returns the set cards on the field (field's with a host), by
// id: kept and checked with field's list. A change of a card's host marks
// it (setOn, lift, moveOffTo: the moves that change it mark the list).
func (g *Game) setList() []CardID {
	if g.fieldOK && !g.verify { // the common read, inline
		return g.scr.set
	}
	g.fieldSlow()
	return g.scr.set
}

// checkField panics if the kept list of the field's cards is stale: a move
// onto or off the field that did not invalidate (tests only).
func (g *Game) checkField() {
	n := 0
	for i := range g.cards {
		if g.cards[i].zone.OnField() {
			if n >= len(g.scr.field) || g.scr.field[n] != CardID(i) {
				panic("engine: the list of the field's cards was stale at " + g.cardName(CardID(i)) + " (a move did not invalidate it)")
			}
			n++
		}
	}
	if n != len(g.scr.field) {
		panic("engine: the list of the field's cards was stale: a card left the field without invalidating it")
	}
	n = 0
	for _, c := range g.scr.field {
		if g.cards[c].host != None {
			if n >= len(g.scr.set) || g.scr.set[n] != c {
				panic("engine: the list of the set cards was stale at " + g.cardName(c) + " (a set did not invalidate it)")
			}
			n++
		}
	}
	if n != len(g.scr.set) {
		panic("engine: the list of the set cards was stale: a card left its host without invalidating it")
	}
}

// touch marks them stale after a change of only the states r, if the
// continuous effects in force read one of them (effectReads).
func (g *Game) touch(r stateRead) {
	g.legalOK = false
	pw := g.powerReads()
	reads := g.dvReads | pw
	switch {
	case reads&r != 0:
		// the characteristics or Nation Power may change: every refusal
		// kept goes (refusals.go)
		g.hardChange()
	case r != srTime:
		// the refusals kept that read them go (refusals.go)
		g.stampReads(r)
	}
	if r&(srHarm|srEngaged) != 0 || reads&r != 0 {
		// what checkDestroyed reads beyond the characteristics: the units'
		// harm and the engagement (宙间战斗)
		g.harmVer++
	}
	if reads&r != 0 {
		// mayAct's candidates go (maycands.go); a move to or from a hand,
		// a hangar or a Junkyard alone bumps the version of those
		// (offFieldMove: zonesVer), which only the players' lists read
		g.candVer++
	}
	if g.texts.anyProduce && pw&r != 0 {
		// a Nation Power text's condition reads one of them (G-17: its own
		// disposition phase); else Nation Power is kept per derivation
		// (power.go)
		g.np = [2]nationPowerCache{}
	}
	if g.dvReads&r != 0 {
		if g.touchKept(r) {
			// the modifiers are given again when next read (settle): the
			// state may be between two changes of one move
			g.dvRedo |= r
			g.dvLocal = true
		} else {
			g.dvLocal = false
		}
		g.dvOK, g.dvFast = false, false
	}
}

// base sets c's characteristics before any continuous effect: its printed
// card, as a dismantled card or a VARIABLE G when it is one (GW adv.
// "解体指示物", "VARIABLE（X）": a G whose other texts are negated).
//
// Its lists keep their memory (emptied), and it sets each field in place: a
// copy of a whole chars costs as much as the rest of a derivation's read
// of a card (issue 7). TestBaseResetsAll checks that it sets every field.
func (g *Game) base(c CardID, ch *chars) {
	cs := &g.cards[c]
	ch.kind, ch.kw, ch.lost, ch.negated, ch.mod, ch.printedMod, ch.cost = cs.def.Kind, 0, 0, false, card.Modifier{}, false, 0
	ch.orig, ch.hasOrig, ch.as, ch.also, ch.desColor = card.Power{}, false, nil, false, 0
	ch.gained, ch.grants, ch.rules, ch.names, ch.traits = ch.gained[:0], ch.grants[:0], ch.rules[:0], ch.names[:0], ch.traits[:0]
	ch.kwValue, ch.kwEffects = ch.kwValue[:0], ch.kwEffects[:0]
	if cs.dismantled || cs.variable {
		ch.kind = card.G
		ch.negated = cs.dismantled
		return
	}
	// its special effects are texts too (GW basic "场上卡片的内文")
	ch.kw = g.texts.printedBits(cs.def)
	// a character's printed modifier is added when read (modifierOn): whether
	// it is set on a G reads its group's derived kind
	ch.printedMod = cs.def.Kind == card.Character
	// coins count from the start: GW modifiers only add, so the coins'
	// timestamp (Rise 718.2g) changes no value
	ch.mod = ch.mod.Add(cs.coins.mod())
}

// derive computes every card's characteristics (see above).
func (g *Game) derive() {
	// while deriving, chars reads what dvOf does: its inline way answers a
	// card based already (dvFast; issue 7: the filters of the effects read
	// the kinds of the cards in their places); the end sets it again
	g.deriving, g.dvFast = true, true
	defer func() { g.deriving = false }()
	if len(g.dv) != len(g.cards) {
		g.dv = make([]dvSlot, len(g.cards))
	}
	g.dvGen++ // every card's characteristics are stale: dvOf bases them when read
	g.dvReordered = false
	g.dvTouched = g.dvTouched[:0]
	g.field()
	g.effs = g.collectEffects(g.effs[:0])
	g.markReads(0)
	g.orderEffects()
	applied := g.applied[:0]
	for range g.effs {
		applied = append(applied, false)
	}
	for {
		i := g.nextEffect(applied)
		if i < 0 {
			break
		}
		applied[i] = true
		if g.applyEffect(&g.effs[i]) && g.effs[i].kind == ckTextGain && len(g.effs[i].grant.Static) > 0 {
			// the statics of a gained text join, with the time it was gained (Rise 718.2f)
			e, n := g.effs[i], len(g.effs)
			g.scr.gainers = append(g.scr.gainers[:0], g.scr.apply...)
			for _, c := range g.scr.gainers {
				g.effs = g.staticsOf(g.effs, c, e.grant, e.ts)
			}
			g.markReads(n)
			g.orderEffects()
			for len(applied) < len(g.effs) {
				applied = append(applied, false)
			}
		}
	}
	g.applied = applied
	g.dvReads = 0
	for i := range g.effs { // the gained texts' statics too
		g.dvReads |= g.effs[i].sr
	}
	for _, c := range g.dvTouched { // a card no effect reached lost nothing
		ch := g.dv[c].ch
		ch.kw &^= ch.lost
	}
	g.dvOK, g.dvFast = true, !g.verifyDerived
	g.dvLocal, g.dvPend, g.dvGroups, g.dvPendRead, g.dvRedo = false, g.dvPend[:0], false, 0, 0
	g.npLost = false
}

// setVerifyDerived sets whether reads of the characteristics are verified
// (verifyDerived): a verified game reads none by chars' inline way.
func (g *Game) setVerifyDerived(on bool) {
	g.verifyDerived = on
	g.dvFast = g.dvFast && !on
}

// checkDerived recomputes the characteristics and panics if the cache was
// stale: a change that did not invalidate it (tests only).
func (g *Game) checkDerived() {
	// the check's own reads (the Nation Power it compares) start no check
	g.verifyDerived = false
	defer g.setVerifyDerived(true)
	old := make([]chars, len(g.dv))
	for i := range g.dv {
		ch := g.dvOf(CardID(i))
		old[i] = *ch
		old[i].grants = append([]textRef(nil), ch.grants...)
		old[i].gained = append([]card.Keyword(nil), ch.gained...)
		old[i].rules = append([]card.Rule(nil), ch.rules...)
		old[i].names = append([]int32(nil), ch.names...)
		old[i].traits = append([]int32(nil), ch.traits...)
		old[i].kwValue = append([]card.Keyword(nil), ch.kwValue...)
		old[i].kwEffects = append([]*card.Text(nil), ch.kwEffects...)
	}
	np, gen := g.np, g.dvGen
	g.derive()
	for i := range old {
		if !charsEqual(&old[i], g.dvOf(CardID(i))) {
			panic("engine: derived characteristics of " + g.cardName(CardID(i)) + " were stale (a change did not invalidate them)")
		}
	}
	for p := range np {
		if np[p].gen == gen && np[p].pw != g.NationPower(Player(p)) {
			panic("engine: the Nation Power kept was stale (a change did not invalidate it)")
		}
	}
}

func charsEqual(a, b *chars) bool {
	if a.kind != b.kind || a.kw != b.kw || a.lost != b.lost || a.negated != b.negated || a.mod != b.mod || a.printedMod != b.printedMod || a.cost != b.cost ||
		len(a.grants) != len(b.grants) || len(a.gained) != len(b.gained) || len(a.rules) != len(b.rules) ||
		!equalIDs(a.names, b.names) || !equalIDs(a.traits, b.traits) ||
		a.orig != b.orig || a.hasOrig != b.hasOrig || a.as != b.as || a.also != b.also || a.desColor != b.desColor ||
		len(a.kwValue) != len(b.kwValue) || !slices.Equal(a.kwEffects, b.kwEffects) {
		return false
	}
	for i := range a.kwValue {
		if a.kwValue[i].Kind != b.kwValue[i].Kind || a.kwValue[i].X != b.kwValue[i].X {
			return false
		}
	}
	for i := range a.grants {
		if a.grants[i] != b.grants[i] {
			return false
		}
	}
	for i := range a.gained {
		if a.gained[i].Kind != b.gained[i].Kind || a.gained[i].X != b.gained[i].X {
			return false
		}
	}
	for i := range a.rules {
		if a.rules[i] != b.rules[i] {
			return false
		}
	}
	return true
}

// markReads records what the effects from index from on read and write.
func (g *Game) markReads(from int) {
	for i := from; i < len(g.effs); i++ {
		e := &g.effs[i]
		r := g.effectReads(e)
		e.rd, e.sr, e.wr, e.rkw, e.wkw = r.ch, r.st, e.writes(), r.kw, e.keywordsWritten()
	}
}
