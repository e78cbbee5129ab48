package engine

import (
	"encoding/binary"
	"fmt"
)

// hasher digests a sequence of 64-bit words, each mixed in with one
// multiplication: sum = (sum ^ w)·hashMul, then its high half folded into its
// low half, so that every bit of a word reaches every later product. Each
// step is a bijection of sum for a given word, so two sequences that differ
// in one word only always give different digests. A fingerprint of the
// state for determinism checks, replays and loops, not a cryptographic hash.
// Written in place: no writer, no allocation.
type hasher struct {
	sum uint64
}

const (
	hashSeed = 14695981039346656037 // the first sum (FNV's offset basis)
	hashMul  = 0x9e3779b97f4a7c15   // odd: the multiplication is a bijection
)

// mix is sum with word v written.
func mix(sum, v uint64) uint64 {
	x := (sum ^ v) * hashMul
	return x ^ x>>32
}

// w writes one word.
func (h *hasher) w(v uint64) { h.sum = mix(h.sum, v) }

// digest is the hash of everything written.
func (h *hasher) digest() uint64 { return h.sum }

// i writes each value as a word.
func (h *hasher) i(vs ...int) {
	sum := h.sum // in a register, not through h
	for _, v := range vs {
		sum = mix(sum, uint64(v))
	}
	h.sum = sum
}

// bytes writes b's length, then b eight bytes (little-endian) to a word.
func (h *hasher) bytes(b []byte) {
	h.w(uint64(len(b)))
	for len(b) >= 8 {
		h.w(binary.LittleEndian.Uint64(b))
		b = b[8:]
	}
	var last [8]byte
	copy(last[:], b)
	h.w(binary.LittleEndian.Uint64(last[:]))
}

// ids writes the length of s, then its card ids four to a word.
func (h *hasher) ids(s []CardID) {
	h.w(uint64(len(s)))
	for len(s) >= 4 {
		h.w(uint64(uint16(s[0])) | uint64(uint16(s[1]))<<16 | uint64(uint16(s[2]))<<32 | uint64(uint16(s[3]))<<48)
		s = s[4:]
	}
	var w uint64
	for k, c := range s {
		w |= uint64(uint16(c)) << (16 * k)
	}
	if len(s) > 0 {
		h.w(w)
	}
}

// watch writes a watch (Rise 714.3b), whether or not there is one (so that
// no item's words can pass for another's).
func (h *hasher) watch(w *watch) {
	h.i(bi(w.on), int(w.card), int(w.ts), bi(w.gone))
}

func bi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (h *hasher) item(it *cutItem) {
	tid := 0
	if it.text != nil {
		tid = int(it.text.ID)
	}
	h.i(int(it.kind), int(it.ctrl), int(it.src), int(it.from), tid, len(it.steps), int(it.mode), int(it.x),
		int(it.setOn), int(it.lkiUnit), int(it.evCard), int(it.evArea), int(it.evSide), int(it.auto), bi(it.lost)|bi(it.srcNew)<<1,
		bi(it.evSquad), int(it.evN))
	h.i(len(it.vars))
	for _, v := range it.vars {
		h.ids(v.cards)
		h.i(int(v.nation))
	}
	h.i(int(it.id), int(it.evSerial), bi(it.alt), int(it.playKw), len(it.evSquads))
	for _, q := range it.evSquads {
		h.i(int(q.area), int(q.side), int(q.n))
	}
	h.watch(&it.w)
}

// card writes card state c and its last-known snapshot, packed into three
// words, and four more only when it has coins or a snapshot (their flags
// are in the third word, so the packing is unambiguous).
func (h *hasher) card(c *cardState, last *snap) {
	extra := c.coins != (coinSum{}) || last.ok || last.field
	// psDue: bit 3 whether due, bits 10–15 its X (PS装甲's X is small)
	flags := b2u(c.rolled) | b2u(c.destroyed)<<1 | b2u(c.byCommand)<<2 | b2u(c.psDue != 0)<<3 | b2u(c.dismantled)<<4 |
		b2u(c.def.Normal != nil)<<5 | b2u(c.variable)<<6 | b2u(last.ok)<<7 | b2u(last.field)<<8 | b2u(extra)<<9 |
		uint64(uint8(max(c.psDue-1, 0))&0x3f)<<10
	h.w(uint64(uint32(c.def.Index)) | uint64(uint16(c.damage))<<32 | uint64(uint16(c.host))<<48)
	h.w(uint64(uint32(c.ts)) | uint64(uint8(c.owner))<<32 | uint64(uint8(c.ctrl))<<40 | uint64(uint8(c.zone))<<48 | uint64(uint8(c.area))<<56)
	h.w(flags | uint64(uint8(c.nCoins))<<16 | uint64(uint8(c.destroyer))<<24 | uint64(uint8(c.dmgBy))<<32 |
		uint64(uint8(c.killSide))<<40 | uint64(uint8(c.killArea))<<48 | uint64(uint8(c.hostKind))<<56)
	if extra {
		h.w(uint64(uint16(c.coins[0])) | uint64(uint16(c.coins[1]))<<16 | uint64(uint16(c.coins[2]))<<32)
		h.w(uint64(uint32(last.power.Melee)))
		h.w(uint64(uint32(last.power.Range)) | uint64(uint32(last.power.Defense))<<32)
		h.w(uint64(uint8(last.zone)) | uint64(uint8(last.area))<<8 | uint64(uint8(last.ctrl))<<16)
	}
}

// b2u is 1 for true, 0 for false.
func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// Hash is a digest of the whole game state, for determinism checks and to
// show that an illegal action changed nothing (DESIGN "state hash"). The
// digest is kept until the state changes: every change starts with answer
// (decision.go), the one way Apply changes a game, which forgets it; a game
// from New, NewPosition, Clone or CloneInto has none yet. With verifyHash
// (tests) each Hash digests the state again and panics if a kept digest
// differs: a change that did not go through answer.
func (g *Game) Hash() uint64 {
	if g.hashOK && !g.verifyHash {
		return g.hashV
	}
	h := g.stateHash()
	if g.hashOK && h != g.hashV {
		panic(fmt.Sprintf("engine: the kept state hash %016x is stale (the state's is %016x): a change did not go through answer", g.hashV, h))
	}
	g.hashV, g.hashOK = h, true
	return h
}

// stateHash digests the whole game state.
func (g *Game) stateHash() uint64 {
	g.optDigestAll() // optActs's digests are written
	h := &hasher{sum: hashSeed}
	lasts := g.lasts
	for i := range g.cards {
		c := &g.cards[i]
		var last snap
		if len(lasts) > 0 && lasts[0].card == CardID(i) {
			last, lasts = lasts[0].snap, lasts[1:]
		}
		h.card(c, &last)
	}
	h.i(len(g.rollLocks))
	for _, l := range g.rollLocks {
		h.i(int(l.card), int(l.payer), int(l.ts))
	}
	for p := range g.pl {
		ps := &g.pl[p]
		for _, z := range [][]CardID{ps.nation, ps.discard, ps.junkyard, ps.hand, ps.hangar, ps.removed, ps.disposition} {
			h.ids(z)
		}
		h.i(bi(ps.redealA), int(ps.redealB), bi(ps.kept), bi(ps.changed), int(ps.salvage), int(ps.vultureSrc), int(ps.pollution))
		for _, v := range ps.vulture {
			h.i(bi(v))
		}
		for _, b := range ps.played {
			h.i(bi(b))
		}
		h.i(len(ps.onceNames))
		for _, n := range ps.onceNames {
			h.i(int(n.name), int(n.play))
		}
	}
	for a := range g.squads {
		h.ids(g.squads[a][0])
		h.ids(g.squads[a][1])
		h.i(int(g.head[a][0]), int(g.head[a][1]), bi(g.engaged[a]), bi(g.redirect[a]))
	}
	h.i(g.turn, int(g.active), int(g.first), int(g.phase), int(g.stage), int(g.priority), int(g.passes),
		int(g.cutSerial), bi(g.resolving), bi(g.ended), bi(g.orderNow), bi(g.placing), int(g.extraTurn), int(g.ts),
		bi(g.over), int(g.winner))
	h.i(len(g.cut))
	for i := range g.cut {
		h.item(&g.cut[i])
	}
	for _, l := range [][]trigger{g.pending, g.autoD} {
		h.i(len(l))
		for i := range l {
			h.item(&l[i].item)
		}
	}
	if g.exec != nil {
		h.item(&g.exec.item)
		h.i(len(g.exec.blocks))
		for _, b := range g.exec.blocks {
			h.i(len(b.steps), b.pc, int(b.passes)) // passes: a repeat-until's (0 for other blocks)
		}
		h.i(bi(g.exec.lastOK), int(g.exec.nation), bi(g.exec.wait), int(g.exec.ans.Kind), int(g.exec.ans.Index))
		h.ids(g.exec.chosen)
		h.ids(g.exec.picked)
		h.i(bi(g.exec.empty), bi(g.exec.evPick), int(g.exec.stepTS))
		h.i(len(g.exec.pulled)) // GW adv. "拔出"
		for _, pc := range g.exec.pulled {
			h.i(int(pc.c), bi(pc.hid[0]), bi(pc.hid[1]))
		}
	}
	h.i(int(g.itemSerial), int(g.replSerial), int(g.fireSerial), int(g.batchFrom), g.autoTrig, g.autoSteps)
	h.i(int(g.loopAt), int(g.loopFrom), int(g.loopTS), len(g.loopSeen), g.loopBar, int(g.loopEnd), int(g.loopEnd>>32))
	for _, l := range g.loopSeen {
		h.i(int(l.eff), int(l.digest))
	}
	// each list's length first, so that no entry can pass for another list's
	h.i(len(g.optActs), len(g.ncUses), len(g.repl), len(g.shieldUse), len(g.cont), len(g.waiting), len(g.uses), len(g.skips), len(g.resolves))
	for _, o := range g.optActs {
		h.i(int(o.mark), int(o.player), int(o.act.Kind), int(o.act.Card), int(o.act.Index), int(o.act.Area), int(o.act.N), int(o.at), bi(o.ended), int(o.lap), int(o.whole))
	}
	h.i(len(g.optLog), int(g.optFrom), int(g.optTS))
	for _, s := range g.optLog {
		h.i(int(s.player), int(s.act.Kind), int(s.act.Card), int(s.act.Index), int(s.act.Area), int(s.act.N), bi(s.opt))
	}
	c := &g.optCnt
	h.i(int(c.from), int(c.to), int(c.lap), int(c.first), int(c.chooser), int(c.x))
	for _, u := range g.ncUses {
		h.i(int(u.name), int(u.same), int(u.player), int(u.serial), int(u.target))
	}
	for i := range g.repl {
		e := &g.repl[i]
		h.i(int(e.id), int(e.src), int(e.ctrl), int(e.ts), int(e.left), int(e.item), int(e.nextOf))
		h.ids(e.locked)
	}
	for _, u := range g.shieldUse {
		h.i(int(u.src), int(u.to), int(u.nation), int(b2i(u.r != nil)), int(u.n))
	}
	for i := range g.cont {
		e := &g.cont[i]
		h.i(int(e.kind), int(e.src), int(e.ctrl), int(e.ts), e.mod.Melee, e.mod.Range, e.mod.Defense, int(e.kw.Kind), int(e.kindTo), int(e.rule.Kind), e.from)
		h.ids(e.locked)
		h.watch(&e.w)
	}
	for i := range g.waiting {
		h.i(int(g.waiting[i].event.Kind), int(g.waiting[i].event.Timing.Side), int(g.waiting[i].event.Timing.Period))
		h.item(&g.waiting[i].item)
	}
	for _, u := range g.uses {
		h.i(int(u.card), int(u.text), int(u.cut))
	}
	for _, u := range g.resolves {
		h.i(int(u.card), int(u.text))
	}
	h.i(int(g.skippedPhases))
	for _, s := range g.skips {
		h.i(int(s.period), int(s.player))
	}
	h.ids(g.resupplied)
	h.i(int(g.sortie.player), len(g.sortie.picks), bi(g.sortie.declared))
	for _, p := range g.sortie.picks {
		h.i(int(p.card), int(p.area))
	}
	if g.play != nil {
		pl := g.play
		h.i(int(pl.player), int(pl.src), int(pl.from), bi(pl.use), bi(pl.trigger), int(pl.mode), int(pl.x),
			bi(pl.needX), bi(pl.xDone), bi(pl.needSet), int(pl.setOn), len(pl.vars))
		for _, v := range pl.vars {
			h.ids(v.cards)
			h.i(int(v.nation))
		}
		h.ids(pl.extra)
		for _, to := range pl.extraTo {
			h.i(int(to))
		}
		h.i(bi(pl.alt))
	}
	d := &g.decision
	h.i(int(d.kind), int(d.player), int(d.ek), int(d.min), int(d.max), int(d.nOpt), len(d.nations))
	h.ids(d.cands)
	h.ids(d.picked)
	if d.kind == dReplace {
		// the question's action and its answers so far (g.rq is read only then)
		h.i(int(g.rq.act.Kind), int(g.rq.act.Card), int(g.rq.act.Index), int(g.rq.act.Area), int(g.rq.act.N), int(g.rq.orig.kind), int(g.rq.orig.player))
		for _, x := range g.rq.picks {
			h.i(int(x))
		}
	}
	var buf [64]byte
	rb, _ := g.rng.AppendBinary(buf[:0])
	h.bytes(rb)
	return h.digest()
}
