package engine

import "fmt"

// hasher is 64-bit FNV-1a (hash/fnv's New64a) over the 8 little-endian
// bytes of each value, computed in place: no writer, no allocation. FNV-1a
// multiplies by the prime after every byte; a zero byte's xor changes
// nothing, so the hasher only counts them (zeros) and makes the pending
// multiplications in one, by a power of the prime, before the next nonzero
// byte. The digest is sum·prime^zeros: the same as byte by byte.
type hasher struct {
	sum   uint64
	zeros uint // multiplications by the prime still to make
}

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// fnvPow[n] is the prime to the power n: n multiplications by it in one.
var fnvPow = func() (z [256]uint64) {
	z[0] = 1
	for n := 1; n < len(z); n++ {
		z[n] = z[n-1] * fnvPrime
	}
	return z
}()

// fnvOnes is how the 8 bytes 0xff of -1 (None, a player -1) change a sum
// x: to x·prime^8 + fnvOnes[x&0xff]. An xor with a byte and the
// multiplications only carry upwards, so what the xors add depends on the
// lowest byte of x alone.
var fnvOnes = func() (t [256]uint64) {
	for l := range t {
		x := uint64(l)
		for k := 0; k < 8; k++ {
			x = (x ^ 0xff) * fnvPrime
		}
		t[l] = x - uint64(l)*fnvPow[8]
	}
	return t
}()

// digest is the hash of everything written.
func (h *hasher) digest() uint64 {
	return h.sum * fnvPow[h.zeros&0xff]
}

// i writes each value. zeros stays below len(fnvPow): a long run of zero
// values is multiplied in before it reaches it.
func (h *hasher) i(vs ...int) {
	sum, zeros := h.sum, h.zeros // in registers, not through h
	for _, v := range vs {
		switch u := uint64(v); {
		case u == 0:
			if zeros >= 248 {
				sum, zeros = sum*fnvPow[zeros&0xff], 0
			}
			zeros += 8
		case u < 0x100:
			sum = sum*fnvPow[zeros&0xff] ^ u
			zeros = 8
		case u == ^uint64(0):
			sum *= fnvPow[zeros&0xff]
			sum = sum*fnvPow[8] + fnvOnes[sum&0xff]
			zeros = 0
		default:
			sum, zeros = sum*fnvPow[zeros&0xff], 0
			for k := 0; k < 8; k++ {
				if u&0xff != 0 {
					sum = sum*fnvPow[zeros&0xff] ^ u&0xff
					zeros = 0
				}
				zeros++
				u >>= 8
			}
		}
	}
	h.sum, h.zeros = sum, zeros
}

func (h *hasher) bytes(b []byte) {
	h.sum, h.zeros = h.sum*fnvPow[h.zeros&0xff], 0
	for _, c := range b {
		if c != 0 {
			h.sum = h.sum*fnvPow[h.zeros&0xff] ^ uint64(c)
			h.zeros = 0
		}
		h.zeros++
	}
}

func (h *hasher) ids(s []CardID) {
	h.i(len(s))
	for _, c := range s {
		h.i(int(c))
	}
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
		int(it.setOn), int(it.lkiUnit), int(it.evCard), int(it.evArea), int(it.evSide), int(it.auto), bi(it.lost),
		bi(it.evSquad), int(it.evN))
	h.i(len(it.vars))
	for _, v := range it.vars {
		h.ids(v.cards)
		h.i(int(v.nation))
	}
	h.i(int(it.id), int(it.evSerial))
	if it.alt {
		h.i(1) // only when set: hashes of games without alternative costs stay as they were
	}
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
	h := &hasher{sum: fnvOffset}
	lasts := g.lasts
	for i := range g.cards {
		c := &g.cards[i]
		var last snap
		if len(lasts) > 0 && lasts[0].card == CardID(i) {
			last, lasts = lasts[0].snap, lasts[1:]
		}
		h.i(c.def.Index, int(c.owner), int(c.ctrl), int(c.zone), int(c.area), bi(c.rolled), bi(c.destroyed),
			int(c.damage), int(c.host), c.coins.Melee, c.coins.Range, c.coins.Defense, int(c.nCoins), int(c.ts),
			int(c.destroyer), int(c.dmgBy), bi(last.ok), last.power.Melee, last.power.Range, last.power.Defense, bi(last.field), bi(c.byCommand), int(last.zone), int(last.area), int(last.ctrl), int(c.killSide), int(c.killArea), bi(c.psDue), bi(c.dismantled), bi(c.def.Normal != nil), int(c.hostKind), bi(c.variable))
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
		for _, n := range ps.onceNames {
			h.i(int(n))
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
		for _, b := range g.exec.blocks {
			h.i(len(b.steps), b.pc)
		}
		h.i(bi(g.exec.lastOK), int(g.exec.nation), bi(g.exec.wait), int(g.exec.ans.Kind), int(g.exec.ans.Index))
		h.ids(g.exec.chosen)
		h.ids(g.exec.picked)
		if g.exec.empty {
			h.i(1) // only when set: other hashes stay as they were
		}
	}
	h.i(int(g.itemSerial), int(g.replSerial), int(g.fireSerial), g.autoTrig, g.autoSteps)
	if g.loopAt != 0 {
		// only when set: hashes of games that never called loopWindow (positions not yet run) stay as they were
		h.i(int(g.loopAt), int(g.loopFrom), int(g.loopTS), len(g.loopSeen), g.loopBar, int(g.loopEnd), int(g.loopEnd>>32))
		for _, l := range g.loopSeen {
			h.i(int(l.eff), int(l.digest))
		}
	}
	for _, o := range g.optActs {
		h.i(int(o.mark), int(o.player), int(o.act.Kind), int(o.act.Card), int(o.act.Index), int(o.digest))
	}
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
	}
	for i := range g.waiting {
		h.i(int(g.waiting[i].event.Kind), int(g.waiting[i].event.Timing.Side), int(g.waiting[i].event.Timing.Period))
		h.item(&g.waiting[i].item)
	}
	for _, u := range g.uses {
		h.i(int(u.card), int(u.text), int(u.cut))
	}
	if len(g.skips) > 0 || g.skippedPhases != 0 {
		// only then: the digests of games with no skip stay as they were
		h.i(int(g.skippedPhases), len(g.skips))
		for _, s := range g.skips {
			h.i(int(s.period), int(s.player))
		}
	}
	h.ids(g.resupplied)
	h.i(int(g.sortie.player), len(g.sortie.picks))
	if g.sortie.declared {
		h.i(1) // only then: the other states' digests stay as they were
	}
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
		// only then: hashes of other decisions stay as they were
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
