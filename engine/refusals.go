package engine

import (
	"math/bits"

	"github.com/sortie-tcg/sortie/card"
)

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
// The version is bumped by every change the legal actions may read. A
// change of the field or of what the characteristics or Nation Power read
// (invalidate, changed, touch) is hard: every answer goes. A change of
// only some other states off the field, of the cut, of rolls, harm or
// engagement (touch), of the turn's counts of uses and names (srUses,
// srOnce: stamped at a turn's start only when some were counted) or of the
// active player (the turn's start) stamps those states: an answer goes
// only if it read one of them (issue 7: a draw touches the Nation and the
// hand, which most costs and conditions do not read). What an answer read
// is the words of its text (refusalReads) and what its play reads beside
// (playReads). A refusal that went is asked again of the check that
// refused it first (recheck.go). A copy (CloneInto: it may be dealt other
// hidden cards) keeps none. An
// answer is kept only if what decides it reads no time (a condition on
// the timing, say); the player, the card, the mode or text and whether the
// alternative cost is paid name it. A game with verify set checks every
// kept answer against a new one at each read (playRefused, useRefused),
// and builds every kept list again without the kept answers and compares
// (checkLegal, checkMayAct).

// refusal names one kept answer: a play of card c in mode (alt: with its
// alternative cost), or a use (use) of its text of id text (card.Text.ID,
// as the uses counted name it), by player p.
type refusal struct {
	text int32
	c    CardID
	mode int8
	p    Player
	use  bool
	alt  bool
}

// verdict is a kept answer: k refused, or not (kept: an empty slot has
// none), found at the state's version ver by checks that read the states
// reads beyond the field (keptReads); by: the check that refused it, when
// it is one asked again alone once the answer is no longer current
// (recheck).
type verdict struct {
	k             refusal
	ver           uint32
	reads         stateRead
	kept, refused bool
	by            check
}

// verdicts are the answers kept, a slot per name (verdictSlot), a newer
// one overwriting an older of another name, and the versions they are
// checked against: hard, the state's version at its last change that any
// answer may read (a change of the field, the characteristics, the turn);
// st, by bit of stateRead, at the last change of only that state (touch,
// stampReads). A Game keeps them apart (Game.kept), so that it stays in
// its allocation class. 128 slots (3 KB): a game names a few dozen answers
// at a time, and a stale one overwritten by another name cannot be asked
// again of its check (recheck.go); 64 lost a fifth of the answers so, and
// 256 saved 0.1% of a random game's instructions more for 3 KB a game.
type verdicts struct {
	v    [128]verdict
	st   [16]uint32
	hard uint32
}

// srUses, srOnce, srCutEnd: states that only the kept answers read,
// stamped where they change (stampReads): the texts' uses and resolutions
// counted this turn or cut, with the turn's G play (解体); the names played
// this turn with ターン1枚制限; the cut's serial, which only the uses counted
// once a cut or for the card being played read (textSpentRefusal), so that
// a cut's end keeps the other answers (issue 7: it dropped every use's).
const (
	srUses = srActive << (iota + 1)
	srOnce
	srCutEnd
)

// verdictSlot is the slot of the answer named k.
func verdictSlot(k refusal) int {
	h := uint(uint16(k.c))*7 + uint(k.text)*13 + uint(uint8(k.mode))*3 + uint(uint8(k.p))*5
	if k.use {
		h += 11
	}
	if k.alt {
		h += 17
	}
	return int(h % uint(len(verdicts{}.v)))
}

// hardChange bumps the state's version for a change any kept answer may
// read: every answer kept goes.
func (g *Game) hardChange() {
	g.ver++
	g.passKept = [2]passMemo{} // mayAct's memos are of the version before (passMemo)
	if g.kept != nil {
		g.kept.hard = g.ver
	}
}

// stampReads bumps the state's version for a change of only the states r:
// the answers kept that read none of them stay (keptVerdict).
func (g *Game) stampReads(r stateRead) {
	g.ver++
	g.passKept = [2]passMemo{}
	if g.kept == nil {
		return
	}
	for m := uint16(r); m != 0; m &= m - 1 {
		g.kept.st[bits.TrailingZeros16(m)] = g.ver
	}
}

// keptVerdict reports the answer kept for k: refused, and whether one is
// kept (ok) that no change since has touched: none of the field, the
// characteristics or Nation Power (hard), and none of the states it read.
// A game checking its kept lists (exact) keeps none. A refusal kept that
// a change touched, by a check asked again alone (recheck.go), is stale:
// its slot (nil: none), which recheck keeps again if the check refuses
// still.
func (g *Game) keptVerdict(k refusal) (refused, ok bool, stale *verdict) {
	if g.exact || g.kept == nil {
		return false, false, nil
	}
	vs := g.kept
	v := &vs.v[verdictSlot(k)]
	if !v.kept || v.k != k {
		return false, false, nil
	}
	if v.by != ckNone {
		stale = v
	}
	if vs.hard > v.ver {
		return false, false, stale
	}
	for m := uint16(v.reads); m != 0; m &= m - 1 {
		if vs.st[bits.TrailingZeros16(m)] > v.ver {
			return false, false, stale
		}
	}
	return v.refused, true, nil
}

// refusedKept reports whether k was kept refused, and nothing it read
// changed since.
func (g *Game) refusedKept(k refusal) bool {
	refused, ok, _ := g.keptVerdict(k)
	return ok && refused
}

// keepVerdict keeps the answer to k (refused or not; by: the check that
// refused it, asked again alone once stale), found now by a check of text
// t that reads no time (refusalReads) and the states extra beside t's, and
// reports whether it kept it. A use of a text with no id (one a step
// gives: only the DB's texts and their modes and statics' gifts are
// numbered) is not kept: two such texts would be one.
func (g *Game) keepVerdict(k refusal, t *card.Text, extra stateRead, refused bool, by check) bool {
	if g.exact || k.use && k.text == 0 || !k.use && g.texts.surchargeIf {
		return false
	}
	r := g.texts.refusalReads(t) | extra
	if r&srTime != 0 {
		return false
	}
	if g.kept == nil {
		g.kept = new(verdicts)
	}
	g.kept.v[verdictSlot(k)] = verdict{k: k, ver: g.ver, reads: r, kept: true, refused: refused, by: by}
	return true
}

// playRefused reports whether p may not play card c in mode (alt: with its
// alternative cost) now: playRefusal, the answer of its checks past the
// timing (playStateRefusal) kept; a kept refusal no longer current is
// asked again of the check that refused it first (recheck.go). A game with
// verify set checks a kept answer against a new one at every read.
func (g *Game) playRefused(p Player, c CardID, mode int, alt bool) bool {
	refused, _ := g.playRefusedKept(p, c, mode, alt)
	return refused
}

// playRefusedKept is playRefused, and whether the refusal is a kept
// answer of the checks past the timing (kept), which reads no time: it
// holds while the state's version stays (see above), at any time.
func (g *Game) playRefusedKept(p Player, c CardID, mode int, alt bool) (refused, kept bool) {
	if r, _ := g.playTimeRefusal(p, c, mode, alt); r != "" {
		return true, false
	}
	k := refusal{c: c, mode: int8(mode), p: p, alt: alt}
	refused, ok, stale := g.keptVerdict(k)
	if stale != nil && g.recheck(stale, g.playRecheck(stale.by, p, c, mode, alt)) {
		refused, ok = true, true
	}
	if !ok || g.verify {
		r, _, by := g.playStateRefusal(p, c, mode, alt)
		if ok && refused != (r != "") {
			panic("engine: a kept answer to a play of " + g.cardName(c) + " was stale (" + g.DecisionText() + ")")
		}
		refused = r != ""
		if !ok {
			ok = g.keepVerdict(k, g.effectText(c, mode), g.playReads(c), refused, by)
		}
	}
	return refused, refused && ok
}

// useRefused reports whether p may not use text t of card c now:
// textRefusal, the answer of its checks past the user and the timing
// (textStateRefusal) kept; a kept refusal no longer current is asked again
// of the check that refused it first (recheck.go). A game with verify set
// checks a kept answer against a new one at every read.
func (g *Game) useRefused(p Player, c CardID, t *card.Text) bool {
	refused, _ := g.useRefusedKept(p, c, t)
	return refused
}

// useRefusedKept is useRefused, and whether the refusal holds at any time
// while the state's version stays (kept): a kept answer of the checks past
// the user and the timing, as playRefusedKept, or the user's refusal of a
// text that works on the field, which reads only who controls its card
// (textUserRefusal; issue 7: most refusals of the uses mayAct asks are of
// the other player's cards).
func (g *Game) useRefusedKept(p Player, c CardID, t *card.Text) (refused, kept bool) {
	if r, _ := g.textUserRefusal(p, c, t); r != "" {
		return true, t.From == 0
	}
	if r, _ := g.textTimeRefusal(p, t); r != "" {
		return true, false
	}
	k := refusal{text: t.ID, c: c, p: p, use: true}
	refused, ok, stale := g.keptVerdict(k)
	if stale != nil && g.recheck(stale, g.useRecheck(stale.by, p, c, t)) {
		refused, ok = true, true
	}
	if !ok || g.verify {
		r, _, by := g.textStateRefusal(p, c, t)
		if ok && refused != (r != "") {
			panic("engine: a kept answer to a use of " + g.cardName(c) + "'s text was stale (" + g.DecisionText() + ")")
		}
		refused = r != ""
		if !ok {
			// the uses counted (textSpentRefusal, resolveLimitReached,
			// dismantleRefusal)
			ok = g.keepVerdict(k, t, usesReads(t), refused, by)
		}
	}
	return refused, refused && ok
}

// usesReads is what textSpentRefusal, resolveLimitReached and
// dismantleRefusal read of the uses counted for text t: the cut's serial
// too when t is counted once a cut (《①毎》) or for the card being played.
func usesReads(t *card.Text) stateRead {
	if t.Cost.Per || t.From == card.InCut {
		return srUses | srCutEnd
	}
	return srUses
}

// playReads is what playStateRefusal of card c reads beyond its text
// (refusalReads) and the field: the names played this turn
// (nameRestriction); the active player, which an effect's rule keeping c
// from being played on one side reads (GW adv. "基本规则与内文的优先顺序");
// the Nation, when the play has a resource cost (GW basic "资源费用的支付");
// any place and the rolls, when its 追加コスト or 代替コスト adds costs
// (costSteps); what the words of the texts letting it be set on more
// cards read (mayAlsoSet).
func (g *Game) playReads(c CardID) stateRead {
	d := g.cards[c].def
	r := srOnce
	g.eachRule(c, card.RuleNoPlay, func(x card.Rule) {
		if x.Side == card.EnemySide {
			r |= srActive // refused in the enemy's turn only
		}
	})
	if d.Cost.Resource > 0 || d.Cost.ResourceX > 0 || g.surchargeIn {
		r |= srNation
	}
	if g.keywordBits(c)&(1<<card.AdditionalCost|1<<card.AlternativeCost) != 0 {
		r |= srOffField | srRolled
	}
	for i := range d.Texts {
		r |= filterReads(d.Texts[i].SetAlsoOn).st
	}
	return r
}

// refusalReads is refusalReads(t), found once per text of the database
// (textIndex.reads): keepVerdict asks it at every answer.
func (ti *textIndex) refusalReads(t *card.Text) stateRead {
	if t == nil || t.ID <= 0 || int(t.ID) >= len(ti.reads) {
		return refusalReads(t)
	}
	slot := &ti.reads[t.ID]
	if v := slot.Load(); v != 0 {
		return stateRead(v - 1)
	}
	r := refusalReads(t)
	slot.Store(uint32(r) + 1)
	return r
}

// refusalReads is what the checks of a play or use of text t past its
// timing read beyond the field and the derivation: the states its
// conditions, its targets, its X and the words of its costs and steps
// read, and those its costs spend (the roll, the Nation's cards, the
// cards of its name for マルチプル), its resolve limit, its 範囲兵器's
// units and the places a step on every player's places is on
// (placesRefusal) read (nil: a card played with no text, whose checks
// read no condition).
func refusalReads(t *card.Text) stateRead {
	if t == nil {
		return 0
	}
	r := condsReads(t.If).or(numReadsOf(t.XMax)).or(filterReads(t.SetAlsoOn)).or(numReadsOf(t.ResolveLimit))
	for i := range t.Targets {
		r = r.or(filterReads(t.Targets[i].Filter)).or(numReadsOf(t.Targets[i].CountOf))
	}
	if t.Cost.Cards != nil {
		r = r.or(stepReads(t.Cost.Cards))
	}
	for i := range t.Extra {
		r = r.or(stepReads(&t.Extra[i]))
	}
	st := r.st
	for i := range t.Steps {
		st |= stepReads(&t.Steps[i]).st
		if t.Steps[i].Who == card.Both {
			st |= zoneRead(stepPlace(&t.Steps[i])) | srHand
		}
	}
	if t.Cost.Roll || t.Cost.Cards != nil || len(t.Extra) > 0 {
		st |= srRolled // a roll cost: the card's, or the cards that pay it
	}
	if t.Cost.Resource > 0 {
		st |= srNation
	}
	if t.Multiple {
		st |= srHand | srJunkyard
	}
	if t.Keyword == card.AreaWeapon {
		st |= srHarm | srEngaged
	}
	return st
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
