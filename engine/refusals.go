package engine

import "github.com/sortie-tcg/sortie/card"

// Refusals kept across decisions (issue 7). After every automatic step the
// player with priority is asked whether passing is all they can do; most
// of the time a card in hand or a text passes the cheap checks of its
// place and timing (mayAct) and is then refused by the dear ones — its
// cost, its targets, its condition — which read the state, not the time.
// Steps pass with nothing changing but the time, and the same refusals
// were computed again at each. So the answer of the dear checks, a refusal
// or not, is kept, with the state's version (Game.ver), and answers again
// until the state changes: the cheap checks are still made at each
// decision, only the dear ones are skipped.
//
// The version is bumped by every change the legal actions may read:
// invalidate (every change the derivation may read), touch (a change of
// the states off the field, of the cut or of rolls; a change of only the
// time when the effects in force or a Nation Power text read it), the
// turn's start (its counts of plays and uses start again), and a copy
// (CloneInto: a copy may be dealt other hidden cards). An answer is kept
// only if what decides it reads no time (refusalTimeFree: a condition on
// the timing, say); the player, the card, the mode or text and whether the
// alternative cost is paid name it. A game with verify set builds every
// kept list again without the kept answers and compares (checkLegal,
// checkMayAct).

// refusal names one kept answer: a play of card c in mode (alt: with its
// alternative cost), or a use (use) of its text of id text (card.Text.ID,
// as the uses counted name it), by player p, decided at the state's
// version ver.
type refusal struct {
	ver  uint32
	text int32
	c    CardID
	mode int8
	p    Player
	use  bool
	alt  bool
}

// verdict is a kept answer: k refused, or not (kept: an empty slot has
// none).
type verdict struct {
	k             refusal
	kept, refused bool
}

// verdicts are the answers kept, a slot per name (verdictSlot), a newer
// one overwriting an older of another name. A Game keeps them apart
// (Game.kept), so that it stays in its allocation class.
type verdicts [64]verdict

// verdictSlot is the slot of the answer named k.
func verdictSlot(k refusal) int {
	h := uint(uint16(k.c))*7 + uint(k.text)*13 + uint(uint8(k.mode))*3 + uint(uint8(k.p))*5
	if k.use {
		h += 11
	}
	if k.alt {
		h += 17
	}
	return int(h % uint(len(verdicts{})))
}

// keptVerdict reports the answer kept for k (its ver ignored) at the
// state's version now: refused, and whether one is kept (ok). A game
// checking its kept lists (exact) keeps none.
func (g *Game) keptVerdict(k refusal) (refused, ok bool) {
	if g.exact || g.kept == nil {
		return false, false
	}
	k.ver = g.ver
	v := &g.kept[verdictSlot(k)]
	return v.refused, v.kept && v.k == k
}

// refusedKept reports whether k, with its ver ignored, was kept refused
// at the state's version now.
func (g *Game) refusedKept(k refusal) bool {
	refused, ok := g.keptVerdict(k)
	return ok && refused
}

// keepVerdict keeps the answer to k (refused or not), found now by a
// check that reads no time (text t: refusalTimeFree). A use of a text with
// no id (one a step gives: only the DB's texts and their modes and
// statics' gifts are numbered) is not kept: two such texts would be one.
func (g *Game) keepVerdict(k refusal, t *card.Text, refused bool) {
	if g.exact || k.use && k.text == 0 || !k.use && g.texts.surchargeIf || !g.texts.refusalTimeFree(t) {
		return
	}
	if g.kept == nil {
		g.kept = new(verdicts)
	}
	k.ver = g.ver
	g.kept[verdictSlot(k)] = verdict{k: k, kept: true, refused: refused}
}

// playRefused reports whether p may not play card c in mode (alt: with its
// alternative cost) now: playRefusal, the answer of its checks past the
// timing (playStateRefusal) kept.
func (g *Game) playRefused(p Player, c CardID, mode int, alt bool) bool {
	if r, _ := g.playTimeRefusal(p, c, mode, alt); r != "" {
		return true
	}
	k := refusal{c: c, mode: int8(mode), p: p, alt: alt}
	if refused, ok := g.keptVerdict(k); ok {
		return refused
	}
	r, _ := g.playStateRefusal(p, c, mode, alt)
	g.keepVerdict(k, g.effectText(c, mode), r != "")
	return r != ""
}

// useRefused reports whether p may not use text t of card c now:
// textRefusal, the answer of its checks past the user and the timing
// (textStateRefusal) kept.
func (g *Game) useRefused(p Player, c CardID, t *card.Text) bool {
	if r, _ := g.textUserRefusal(p, c, t); r != "" {
		return true
	}
	if r, _ := g.textTimeRefusal(p, t); r != "" {
		return true
	}
	k := refusal{text: t.ID, c: c, p: p, use: true}
	if refused, ok := g.keptVerdict(k); ok {
		return refused
	}
	r, _ := g.textStateRefusal(p, c, t)
	g.keepVerdict(k, t, r != "")
	return r != ""
}

// refusalTimeFree is refusalTimeFree(t), found once per text of the
// database (timeFree): keepVerdict asks it at every answer.
func (ti *textIndex) refusalTimeFree(t *card.Text) bool {
	if t == nil || t.ID <= 0 || int(t.ID) >= len(ti.timeFree) {
		return refusalTimeFree(t)
	}
	slot := &ti.timeFree[t.ID]
	if v := slot.Load(); v != 0 {
		return v == 2
	}
	free := refusalTimeFree(t)
	v := uint32(1)
	if free {
		v = 2
	}
	slot.Store(v)
	return free
}

// refusalTimeFree reports whether the checks of a play or use of text t
// past its timing read no time: its conditions, its targets, its X and the
// words of its costs and steps (nil: a card played with no text, whose
// checks read no condition).
func refusalTimeFree(t *card.Text) bool {
	if t == nil {
		return true
	}
	r := condsReads(t.If).or(numReadsOf(t.XMax)).or(filterReads(t.SetAlsoOn))
	for i := range t.Targets {
		r = r.or(filterReads(t.Targets[i].Filter)).or(numReadsOf(t.Targets[i].CountOf))
	}
	if t.Cost.Cards != nil {
		r = r.or(stepReads(t.Cost.Cards))
	}
	for i := range t.Extra {
		r = r.or(stepReads(&t.Extra[i]))
	}
	for i := range t.Steps {
		r = r.or(stepReads(&t.Steps[i]))
	}
	return r.st&srTime == 0
}

// stepReads is what the words of step s and its inner steps read.
func stepReads(s *card.Step) reads {
	r := numReads(&s.N).or(numReads(&s.Min)).or(numReads(&s.Top)).or(filterReads(s.Filter)).or(condsReads(s.If))
	for _, ss := range [2][]card.Step{s.Steps, s.Else} {
		for i := range ss {
			r = r.or(stepReads(&ss[i]))
		}
	}
	for _, o := range s.Options {
		for i := range o {
			r = r.or(stepReads(&o[i]))
		}
	}
	return r
}

// numReadsOf is numReads of n, which may be nil (none).
func numReadsOf(n *card.Num) reads {
	if n == nil {
		return reads{}
	}
	return numReads(n)
}
