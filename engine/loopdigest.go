package engine

// The loop digest (loop.go): a digest of the game as the players see it,
// to tell that a loop's actions are back where they were (Rise 803.1: "a
// set of actions repeats"). It reads no card hidden from a player: a card
// in a Nation, a Discard Pile or a hand is written as one hidden card
// (loopHidden), so that a player's legal actions and the events a player
// receives never depend on which cards those are (DESIGN "View").
//
// Three digests are made:
//
//   - a mandatory loop's (Rise 803.3, loopMandatory): what the loop makes
//     is not part of it: the cards created since the last progress (the
//     tokens a loop puts out; a list leaves them out, a reference writes
//     loopMade), the coins on cards, and the continuous and replacement
//     effects made since the last progress are left out, so that the turns
//     of a loop that puts a token or a coin at each effect give one digest
//     (the captains' loop of Rise 803.3's example makes a token at each
//     effect);
//   - a lap of an optional loop (Rise 803.2), for player p (loopLap): the
//     same, but what is left out is what was made since the stage's first
//     optional action (optloop.go), and p's own hand, which p sees, is
//     written: a loop of optional actions that puts a coin or a token at
//     each lap is shown by one lap (803.2: "需先完整地演示该死循环");
//   - the whole game as p sees it (loopPair's whole): all the cards and coins
//     on the field and p's own hand, to tell a lap that made nothing (its
//     loop ends at once: any count gives the same game).
//
// Serial numbers and timestamps are left out in all (a loop's turns differ
// in them only), and a use of a text is written only if it counts now: of
// the cut in progress, or of a once-a-turn text (textUse.turn).

const (
	loopHidden CardID = -3 // a card hidden from a player
	loopMade   CardID = -2 // a card a loop made (loopHasher's lap)
)

// loopHasher writes two loop digests in one pass over the game (they read
// the same state but for what a loop made): lap, which leaves out what a
// loop made (the cards from from on, the coins, and the effects of
// timestamp ts or later), and whole, which writes it all; p is the player
// whose hand is written (-1: none); d is the decision written (the pending
// one when nil). Every word goes to both sums but for what lap leaves out.
type loopHasher struct {
	lap, whole uint64
	g          *Game
	d          *decision
	from       CardID
	ts         int32
	p          Player
}

// loopDigests is the lap and whole digests of g seen by p at decision d,
// what a loop made since from (cards) and ts (effects) left out of lap.
func (g *Game) loopDigests(p Player, d *decision, from CardID, ts int32) (lap, whole uint64) {
	h := loopHasher{lap: hashSeed, whole: hashSeed, g: g, d: d, from: from, ts: ts, p: p}
	g.loopDigest(&h)
	return h.lap, h.whole
}

// loopMandatory is the loop digest of a mandatory loop (Rise 803.3): what
// was made since the last progress is left out.
func (g *Game) loopMandatory() uint64 {
	lap, _ := g.loopDigests(-1, nil, g.loopFrom, g.loopTS)
	return lap
}

// loopLap is the loop digest of a lap of an optional loop seen by p at
// decision d (Rise 803.2): what was made since the stage's first optional
// action is left out.
func (g *Game) loopLap(p Player, d *decision) uint64 {
	lap, _ := g.loopPair(p, d)
	return lap
}

// loopPair is loopLap(p, d) and the loop digest of the whole game as p sees
// it at d (Rise 803.2: a lap that made nothing), written in one pass: what
// every optional action notes (optTake; issue 7).
func (g *Game) loopPair(p Player, d *decision) (lap, whole uint64) {
	return g.loopDigests(p, d, g.optFrom, g.optTS)
}

// i writes each value into both sums.
func (h *loopHasher) i(vs ...int) {
	a, b := h.lap, h.whole // in registers, not through h
	for _, v := range vs {
		a, b = mix(a, uint64(v)), mix(b, uint64(v))
	}
	h.lap, h.whole = a, b
}

// hidden reports whether card c (not negative) is hidden from h.p.
func (h *loopHasher) hidden(c CardID) bool { return h.hiddenCard(&h.g.cards[c]) }

// hiddenCard reports whether the card of state cs is hidden from h.p.
func (h *loopHasher) hiddenCard(cs *cardState) bool { return hiddenFrom(cs, h.p) }

// hiddenFrom reports whether the card of state cs is hidden from player p
// in a loop digest: in a Nation, a Discard Pile or the other player's hand.
func hiddenFrom(cs *cardState, p Player) bool {
	return cs.zone == ZNation || cs.zone == ZDiscardPile || cs.zone == ZHand && cs.owner != p
}

// shown is how card c is written when no loop made it: as loopHidden when
// it is hidden, else as itself.
func (h *loopHasher) shown(c CardID) CardID {
	if c >= 0 && h.hidden(c) {
		return loopHidden
	}
	return c
}

// c writes cards as they are shown, those a loop made as loopMade in lap.
func (h *loopHasher) c(cs ...CardID) {
	for _, c := range cs {
		h.c1(c)
	}
}

// c1 writes card c as c does.
func (h *loopHasher) c1(c CardID) {
	v, r := h.ref(c)
	h.lap, h.whole = mix(h.lap, v), mix(h.whole, r)
}

// ref is the word lap writes of card c, and the word whole writes: c as it
// is shown, in lap loopMade if a loop made it.
func (h *loopHasher) ref(c CardID) (lap, whole uint64) {
	r, v := h.shown(c), loopMade
	if c < h.from {
		v = r
	}
	return uint64(v), uint64(r)
}

// list writes a list of cards as they are shown: lap leaves out those a
// loop made.
func (h *loopHasher) list(s []CardID) {
	a, b := mix(h.lap, uint64(h.kept(s))), mix(h.whole, uint64(len(s)))
	for _, c := range s {
		r := uint64(h.shown(c))
		if c < h.from {
			a = mix(a, r)
		}
		b = mix(b, r)
	}
	h.lap, h.whole = a, b
}

// hiddenList writes what list writes of s, a list of cards all hidden from
// h.p (a Nation, a Discard Pile, another player's hand: hidden), each
// loopHidden, without reading the cards: the digest of every optional
// action reads the decks (issue 7).
func (h *loopHasher) hiddenList(s []CardID) {
	n := h.kept(s)
	a, b := mix(h.lap, uint64(n)), mix(h.whole, uint64(len(s)))
	hid := loopHidden
	w := uint64(hid)
	// both sums in one loop, two cards a turn: the same words in the same
	// order as a loop for each sum (n ≤ len(s)), with fewer instructions
	i := 0
	for ; i+2 <= n; i += 2 {
		a, b = mix(mix(a, w), w), mix(mix(b, w), w)
	}
	for ; i < n; i++ {
		a, b = mix(a, w), mix(b, w)
	}
	for ; i < len(s); i++ {
		b = mix(b, w)
	}
	h.lap, h.whole = a, b
}

// kept is how many cards of s no loop made (lap writes them).
func (h *loopHasher) kept(s []CardID) int {
	if h.from >= CardID(len(h.g.cards)) {
		return len(s) // no card was made since from
	}
	n := 0
	for _, c := range s {
		if c < h.from {
			n++
		}
	}
	return n
}

// wholeOnly writes with f what whole alone writes: what a lap made.
func (h *loopHasher) wholeOnly(f func(w *loopHasher)) {
	lap := h.lap
	f(h)
	h.lap = lap
}

// watch writes a watch (Rise 714.3b) as hasher.watch does, its card
// through ref and without its timestamp (new at each lap).
func (h *loopHasher) watch(w *watch) {
	if w.on {
		h.i(2, bi(w.gone))
		h.c(w.card)
	}
}

// loopItem writes what hasher.item writes of an effect, but its serials
// (id, evSerial: new at each lap) and with its cards through ref.
func (h *loopHasher) loopItem(it *cutItem) {
	tid := 0
	if it.text != nil {
		tid = int(it.text.ID)
	}
	h.i(int(it.kind), int(it.ctrl), int(it.from), tid, len(it.steps), int(it.mode), int(it.x), int(it.evArea), int(it.evSide), int(it.auto), bi(it.lost), bi(it.alt), int(it.playKw),
		bi(it.evSquad), int(it.evN))
	h.c(it.src, it.setOn, it.lkiUnit, it.evCard)
	h.i(len(it.evSquads))
	for _, q := range it.evSquads {
		h.i(int(q.area), int(q.side), int(q.n))
	}
	h.watch(&it.w)
	h.i(len(it.vars))
	for _, v := range it.vars {
		h.list(v.cards)
		h.i(int(v.nation))
	}
}

// loopDigest writes g into h's digests (see above). optSnap.take
// (optloop.go) copies what it reads of a game, for the digests made later:
// a field read here is copied there (a game with verify set checks them).
func (g *Game) loopDigest(h *loopHasher) {
	made := min(int(h.from), len(g.cards)) // the cards from it on a loop made
	// most cards are hidden (a Nation): the loops read the cards through a
	// slice of their own, with no bounds check nor reload of g.cards
	older, newer := g.cards[:made], g.cards[made:]
	p := h.p // in a register, not read through h at each card
	for i := range older {
		if c := &older[i]; !hiddenFrom(c, p) {
			h.card(c)
		}
	}
	for i := range newer {
		if c := &newer[i]; !h.hiddenCard(c) {
			h.wholeOnly(func(w *loopHasher) { w.card(c) })
		}
	}
	h.i(len(g.rollLocks))
	for _, l := range g.rollLocks {
		h.c(l.card)
		h.i(int(l.payer))
	}
	for p := range g.pl {
		ps := &g.pl[p]
		h.hiddenList(ps.nation)
		h.hiddenList(ps.discard)
		h.list(ps.junkyard)
		if Player(p) == h.p {
			h.list(ps.hand)
		} else {
			h.hiddenList(ps.hand)
		}
		// each list by its own call and the bools in one loop, not through
		// a list of lists and a call for each
		h.list(ps.hangar)
		h.list(ps.removed)
		h.list(ps.disposition)
		h.i(bi(ps.changed), int(ps.salvage), int(ps.pollution))
		h.bools(ps.played[:])
		h.i(len(ps.onceNames))
	}
	for a := range g.squads {
		h.list(g.squads[a][0])
		h.list(g.squads[a][1])
		h.c(g.head[a][0], g.head[a][1])
		h.i(bi(g.engaged[a]), bi(g.redirect[a]))
	}
	h.i(g.turn, int(g.active), int(g.phase), int(g.stage), int(g.priority), int(g.passes),
		bi(g.resolving), bi(g.ended), bi(g.orderNow), bi(g.placing), int(g.extraTurn))
	h.i(len(g.skips))
	h.i(len(g.cut))
	for i := range g.cut {
		h.loopItem(&g.cut[i])
	}
	h.triggers(g.pending)
	h.triggers(g.autoD)
	if g.exec != nil {
		h.loopItem(&g.exec.item)
		for _, b := range g.exec.blocks {
			h.i(len(b.steps), b.pc)
		}
		h.i(bi(g.exec.lastOK), int(g.exec.nation), bi(g.exec.wait))
		h.list(g.exec.chosen)
		h.list(g.exec.picked)
		if len(g.exec.pulled) > 0 {
			ids := make([]CardID, len(g.exec.pulled))
			for i, pc := range g.exec.pulled {
				ids[i] = pc.c
			}
			h.list(ids)
		}
	}
	for i := range g.repl {
		if e := &g.repl[i]; e.ts < h.ts {
			h.repl(e)
		} else {
			h.wholeOnly(func(w *loopHasher) { w.repl(e) })
		}
	}
	for i := range g.cont {
		if e := &g.cont[i]; e.ts < h.ts {
			h.cont(e)
		} else {
			h.wholeOnly(func(w *loopHasher) { w.cont(e) })
		}
	}
	h.i(len(g.waiting))
	for i := range g.waiting {
		h.loopItem(&g.waiting[i].item)
	}
	for _, u := range g.uses {
		// only a use that counts now: of the cut in progress, or of a
		// once-a-turn text
		if u.turn || u.cut == g.cutSerial {
			h.c(u.card)
			h.i(int(u.text), bi(u.cut == g.cutSerial))
		}
	}
	for _, u := range g.resolves {
		// a count toward a resolve limit: a loop of such texts ends by it
		h.c(u.card)
		h.i(int(u.text))
	}
	h.list(g.resupplied)
	d := h.d
	if d == nil {
		d = &g.decision
	}
	h.i(int(d.kind), int(d.player), int(d.ek), int(d.min), int(d.max), int(d.nOpt))
	h.list(d.cands)
	h.list(d.picked)
}

// triggers writes a list of triggered effects.
func (h *loopHasher) triggers(l []trigger) {
	h.i(len(l))
	for i := range l {
		h.loopItem(&l[i].item)
	}
}

// bools writes each value of bs (bi) into both sums.
func (h *loopHasher) bools(bs []bool) {
	a, b := h.lap, h.whole
	for _, x := range bs {
		a, b = mix(a, uint64(bi(x))), mix(b, uint64(bi(x)))
	}
	h.lap, h.whole = a, b
}

// card writes what a digest writes of a card not hidden (the coins are
// what a loop makes: lap leaves them out): its state but its timestamp,
// the small fields a byte each, three words in all.
func (h *loopHasher) card(c *cardState) {
	w0 := uint64(uint32(c.def.Index)) | uint64(uint16(c.damage))<<32 | uint64(uint8(c.owner))<<48 | uint64(uint8(c.ctrl))<<56
	w1 := uint64(bytes8(int(c.zone), int(c.area), bi(c.rolled), bi(c.destroyed), int(c.destroyer), int(c.dmgBy), bi(c.byCommand), int(c.killSide)))
	w2 := uint64(bytes8(int(c.killArea), int(c.psDue), bi(c.dismantled), bi(c.variable), int(c.hostKind), 0, 0, 0))
	v, r := h.ref(c.host)
	b := mix(mix(mix(mix(h.whole, w0), w1), w2), r)
	b = mix(mix(b, uint64(c.coins[0])), uint64(c.coins[1]))
	h.lap, h.whole = mix(mix(mix(mix(h.lap, w0), w1), w2), v), mix(mix(b, uint64(c.coins[2])), uint64(c.nCoins))
}

// repl writes a replacement effect in force.
func (h *loopHasher) repl(e *replEffect) {
	h.c(e.src)
	h.i(int(e.ctrl), int(e.left))
	h.list(e.locked)
}

// cont writes a continuous effect in force.
func (h *loopHasher) cont(e *contEffect) {
	h.i(int(e.kind), int(e.ctrl), e.mod.Melee, e.mod.Range, e.mod.Defense, int(e.kw.Kind), int(e.kindTo), int(e.rule.Kind), e.from)
	h.c(e.src)
	h.list(e.locked)
	h.watch(&e.w)
}

// bytes8 packs eight values of a byte each (their low bytes) into a word.
func bytes8(a, b, c, d, e, f, g, h int) int {
	return int(uint64(uint8(a)) | uint64(uint8(b))<<8 | uint64(uint8(c))<<16 | uint64(uint8(d))<<24 |
		uint64(uint8(e))<<32 | uint64(uint8(f))<<40 | uint64(uint8(g))<<48 | uint64(uint8(h))<<56)
}
