package engine

import (
	"math"
	"math/rand/v2"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/ruleset"
)

func newChaCha(seed [32]byte) *rand.ChaCha8 { return rand.NewChaCha8(seed) }

// cardState is one card instance. Set cards (GW adv. "配置") keep host set to
// the card they are set on and are not listed in any zone list themselves;
// they share their host's zone and area.
type cardState struct {
	// the fields are ordered by size, so that no padding lies between them
	def        *card.Def
	ts         int32   // timestamp of entering its current zone (Rise 718.2)
	coins      coinSum // the sum of the ±X/±Y/±Z coins on it (GW adv. "放置在卡片上的指示物")
	damage     int16
	host       CardID
	owner      Player
	ctrl       Player
	zone       Zone
	area       Area
	rolled     bool
	destroyed  bool
	nCoins     int8
	destroyer  Player // the player whose effect destroyed it (GW adv. "因为效果造成的破坏"); -1: battle damage or a rule
	byCommand  bool   // a command's effect destroyed it (its discard is that effect's too)
	dmgBy      Player // the player whose effect dealt its last damage; -1: battle damage
	killSide   Player // destroyed by the battle damage of this side's squad, or -1
	killArea   Area
	psDue      int8      // 0, or PS装甲's Auto D started (to the owner's hand at the turn end) and this is 1 + its X then (psarmor.go)
	dismantled bool      // a dismantle coin (解体指示物) is on it: it is a G (dismantle.go)
	variable   bool      // in by VARIABLE(X): a reversed special G (variable.go)
	hostKind   card.Kind // for a set card: the kind of its host when it was set (setrules.go)
}

// coinSum is the sum of the ±X/±Y/±Z coins on a card, melee, range and
// defense (GW adv. "放置在卡片上的指示物"), each within an int16 (a card
// state stays small): a sum past ±32767, which only a loop could make, stays
// at the bound.
type coinSum [3]int16

// mod is the sum as a modifier.
func (s coinSum) mod() card.Modifier {
	return card.Modifier{Melee: int(s[0]), Range: int(s[1]), Defense: int(s[2])}
}

// add returns the sum with modifier m's coin added.
func (s coinSum) add(m card.Modifier) coinSum {
	for i, v := range [3]int{m.Melee, m.Range, m.Defense} {
		s[i] = int16(min(max(int(s[i])+v, math.MinInt16), math.MaxInt16))
	}
	return s
}

// playerState is one player's zones and per-turn counters. Ordered zones keep
// their top at the end of the slice.
type playerState struct {
	nation, discard, junkyard []CardID
	hand, hangar, removed     []CardID
	disposition               []CardID
	onceNames                 []onceName     // the names of cards played this turn with ターン1枚制限 (GW adv. "回合1枚限制"; playlimit.go)
	salvage                   int16          // salvage points (GW adv. "回收点"; vulture.go)
	pollution                 int16          // pollution coins (汚染コイン, GW adv. "污染指示物"; pollution.go)
	vultureSrc                CardID         // a card whose 回収 started that effect (for the turn-end salvage's log)
	redealB                   int8           // redeal B count: hand 5, 4, then 3
	redealA                   bool           // redeal A done (GW basic "手牌的再调度" A: once)
	kept                      bool           // the opening hand is kept
	changed                   bool           // 換装 used this turn (GW adv. "换装": once per player per turn)
	played                    [6]bool        // a unit/character/operation/G played this turn, by card.Kind (GW basic "配备阶段"); [0]: a Cruiser/Base unit
	vulture                   [NumAreas]bool // areas where 回収's effect gives this player salvage points this turn
}

// textUse records a use of a text this turn, for the per-turn and per-cut
// limits of 《(0)》《①》《R》 and 《…每》 (GW basic "《》内资源记述的意义").
type textUse struct {
	card CardID
	text int32 // card.Text.ID
	cut  int32 // the cut serial it was used in
	turn bool  // it counts for the rest of the turn: a once-a-turn text (loopdigest.go writes only the uses that count)
}

// turnUse reports whether a use of text t counts for the rest of the turn:
// a triggered text that is not "every time" (GW adv. "在特定时机起动的效果"),
// a used text not counted per cut nor on a card being played (use.go
// textSpentRefusal).
func turnUse(t *card.Text) bool {
	if t.Used() {
		return !t.Cost.Per && t.From != card.InCut
	}
	return !t.Each
}

// Game is one game of Gundam War. The zero value is not usable: use New.
type Game struct {
	// the fields are grouped by size, so that little padding lies between
	// them: a Game is 3,192 bytes, 3,200 with the heap's 8-byte type header,
	// a size class of its own (8 bytes more and it takes 3,456)
	db    *card.DB
	texts *textIndex
	rules *ruleset.Ruleset
	cards []cardState
	lasts []lastKnown // the cards that left the field, in card order (lastknown.go)
	// rollLocks: the cards a roll cost rolled, kept rolled until their
	// payer's next turn begins (rollcost.go), in the order paid; each with
	// its payer and the card's timestamp, and no time order needed (why:
	// rollLock; Rise 707.3, GW adv. "相反效果的优先顺序")
	rollLocks []rollLock
	pl        [2]playerState
	squads    [NumAreas][2][]CardID
	head      [NumAreas][2]CardID
	engaged   [NumAreas]bool
	// skippedPhases: a bit per Phase skipped this turn (skip.go)
	skippedPhases uint16
	redirect      [NumAreas]bool // 光の翼: this turn the unengaged squad's damage goes to its own Nation; no source or timestamp needed (why: opRedirect; Rise 707.3, GW adv. "相反效果的优先顺序")
	// the flags of the digests kept below (hashV, optLapD): caches, not part
	// of the state, in the padding before turn (a Game stays in its size
	// class)
	hashOK     bool
	verifyHash bool // tests: digest on every Hash and compare with the kept one
	optDigOK   bool // optLapD and optWholeD are the decider's

	turn      int
	cutSerial int32
	active    Player // the attacker (turn player)
	first     Player
	phase     Phase
	stage     stage
	priority  Player
	passes    int8
	resolving bool    // both players passed: the cut is resolving, newest first
	ended     bool    // the current phase's end was processed (its end events fired)
	orderNow  bool    // the pending order decision resolves effects at once
	autoPass  bool    // the pass being made is automatic (no other legal action): not logged
	placing   bool    // simultaneous effects are being put on one new cut
	manual    bool    // Config.StopAtPriority
	quiet     bool    // legal() is computing: refusals need no message
	verify    bool    // tests: check mayAct against the legal actions (legal.go)
	exact     bool    // legal() is checking a kept list: it skips nothing on mayAct's word (tests)
	may       mayActs // while onlyAction builds the list: mayAct's answer (mayOK), for its skips
	mayOK     bool

	// derived characteristics (derive.go): a cache, not part of the state
	dv          []dvSlot     // dv[c]: card c's (derive.go dvOf)
	dvBlk       *dvBlock     // the block of records dvNew takes dv's from, dvUsed of them taken
	dvTouched   []CardID     // scratch for derive: the cards it based
	effs        []contEffect // scratch for derive
	applied     []bool       // scratch for derive
	statics     []CardID     // scratch for derive: the field cards with statics
	scr         deriveScratch
	textBuf     []textRef           // textPower's texts, a stack of them (it may be called again while it reads them): scratch
	np          [2]nationPowerCache // each player's Nation Power of a derivation (power.go)
	dvGen       uint32              // the derivation in force; bumped by each derive
	verifyReads uint32              // reads since verifyDerived was set
	dvOK        bool
	// noneDoomed: checkDestroyed found no unit to destroy at harmVer
	// doomedVer (destroy.go)
	noneDoomed bool
	dvUsed     uint8 // dvBlk's records taken (in noneDoomed's padding: a Game stays in its size class)
	doomedVer  uint32
	// harmVer: the version of what checkDestroyed reads, bumped with ver
	// but by a touch of only what it reads not (touch)
	harmVer       uint32
	psAny         bool      // a card's PS装甲 effect may be due: psDue set since psArmorReturns last looked (psarmor.go)
	transformed   bool      // a card went to transformed mode since the last turn end (endTransform)
	dvLocal       bool      // !dvOK, but the derivation in force holds but for the cards of dvPend (localderive.go)
	dvPend        []CardID  // the cards changed since (changed)
	dvGroups      bool      // and a set group changed since (groupChanged)
	npLost        bool      // and what one produced before is not known (powerkept.go)
	dvPendRead    stateRead // and the places off the field they left (changed)
	dvReordered   bool      // the derivation applied an effect before an earlier one (Rise 719: nextEffect)
	dvFast        bool      // dvOK and verifyDerived is not set, or deriving: chars may answer inline
	fieldOK       bool      // scr.field lists the field's cards (field)
	fieldLocal    bool      // !fieldOK, but scr.field lists them but for the cards of fieldPend (changed)
	fieldPend     []CardID
	deriving      bool
	verifyDerived bool      // tests: recompute on every verifyEvery-th read and compare
	dvReads       stateRead // what the continuous effects in force read beyond the field (derive.go)
	// dvRedo: !dvOK, but the derivation in force holds but for the self
	// modifiers that read these states (touchKept), to be given again
	dvRedo stateRead

	// the legal actions of the pending decision (legal.go legalActions): a
	// cache, not part of the state
	legalOK   bool // first: beside dvReads, no padding
	legalList []Action
	// mayAct's candidates of each player, then the field's, and the
	// state's version they are of (maycands.go): a cache, not part of the
	// state
	mayC [3]mayCands
	// passKept: each player's last ask of mayAct that found no play and
	// no use, while the state's version stays (mayact.go passMemo): a
	// cache, not part of the state
	passKept [2]passMemo
	// the answers of the legal actions' checks kept across decisions and
	// the state's version they are of (refusals.go): a cache, not part of
	// the state
	kept *verdicts
	ver  uint32
	// candVer: the version of what mayAct's candidates read but the hands,
	// the hangars and the Junkyards (zonesVer) (maycands.go)
	candVer uint32
	// the state's digest (hash.go; hashOK): a cache, not part of the state
	hashV uint64
	// the decider's loop digests (optloop.go optDigests; optDigOK): a
	// cache, not part of the state
	optLapD, optWholeD uint64

	cut       []cutItem
	pending   []trigger // triggered effects and discard effects waiting for the next cut
	autoD     []trigger // Auto D effects resolving right after the current resolution
	exec      *frame
	cont      []contEffect // continuous effects resolved effects created (continuous.go)
	repl      []replEffect // replacement and prevention effects resolved effects created (replace.go)
	shieldUse []shieldUse  // damage statics' shields prevented and damage taken this turn (replace.go, Rise 717.5)
	rq        replAsk      // a replacement choice in progress (replchoice.go)
	rqCopy    *Game        // the game before the actions rqLog (replchoice.go): scratch, not part of the state
	rqLog     []Action     // the actions done since rqCopy was taken, when rqKept (replchoice.go): scratch
	rqAt      *Game        // at a replacement choice, the game when it was met (replStop.at): its view; read only
	rqKept    bool         // rqCopy and rqLog are this game's (replchoice.go)
	// replSeen cards were looked at for a text making replacement effects;
	// replAny: one has one (replPossible)
	replAny  bool
	replSeen int32
	// powerSeen cards were looked at for a text producing Nation Power;
	// powerRead: what the conditions of those texts read (powerReads)
	powerSeen int32
	powerRead stateRead
	ncUses    []ncUse // effects that do not stack that applied this turn (noncumulative.go)
	autoTrig  int     // effects triggered since the last progress or loop's end (loop.go)
	autoSteps int     // automatic steps since the last progress (loop.go)
	loopAt    int32   // the loop watch's window: where the game was at the last progress (loop.go loopMark); 0: none yet
	loopFrom  CardID  // the cards from it on were created since the last progress (loop.go)
	loopTS    int32   // the effects of this timestamp or later were made since the last progress (loop.go)
	// zonesVer: the version of the cards in the hands, the hangars and the
	// Junkyards (maycands.go zonesKept): a cache's, beside loopTS, no padding
	zonesVer uint32
	loopSeen []loopTrig // the effects triggered since the last progress (loop.go)
	loopBar  int        // loopSeen[:loopBar] belong to a loop that ended: they do not trigger (loop.go)
	loopEnd  uint64     // the first effect of a loop found, which ends it when it triggers next (loop.go); 0: none
	optActs  []optAct   // optional actions taken in this stage, with the digests their players saw (optloop.go)
	optMem   *optMemory // the games optActs' digests are made of, when asked (optloop.go): the game's own, never a copy's
	optLog   []optStep  // the answers of this stage from its first optional action on (optloop.go)
	optFrom  CardID     // the cards from it on were made since this stage's first optional action (optloop.go)
	// optRepeating: a loop of optional actions is being played (optcount.go
	// optRepeat); false between two actions
	optRepeating bool
	optTS        int32    // the effects of this timestamp or later were made since then (optloop.go)
	optCnt       optCount // the loop of optional actions whose count is asked (optcount.go)
	waiting      []waitingEffect
	skips        []skipEffect // phases and steps effects skip (GW adv. "跳过"; skip.go), in timestamp order (Rise 718.2); no source needed (why: skipEffect)
	uses         []textUse
	resolves     []textUse // this turn's resolved effects of texts with a resolve limit (card.Text.ResolveLimit; cut and turn unused)
	resupplied   []CardID  // units this turn's return-step fixed effect does not roll (GW adv. "补给（X）"), while on the field (Rise 718.2a); no source or timestamp needed (why: opResupply)
	play         *playPlan
	planMem      *playPlan // memory for the plays and uses declared (newPlan): the game's own, never a copy's
	execMem      *frame    // memory for the effects resolved (newFrame): the game's own, never a copy's
	sortie       sortiePlan
	replSerial   int32
	fireSerial   int32
	batchFrom    int32 // while a fire batch runs (joinBatch): the first serial of its events; 0: none
	itemSerial   int32
	watching     bool   // some effect watches a card keeping a way (while.go)
	discarding   CardID // the card whose discard effect is resolving, or None
	extraTurn    Player // -1, or the player who takes a new turn after this one (op extra-turn); no source or timestamp needed (why: opExtraTurn)
	// surchargeIn: some card of the game, on either side (変形), has a
	// static that adds to the resource cost of plays (surcharge.go); a
	// card's definition changes only to its other side or, determinized, to
	// another hidden card's, so it is set when a card is added (addCard)
	surchargeIn bool
	// kindMay: some card of the game, on either side, has a text that may
	// change a kind by a static, at any depth (textIndex.kindBy; set by
	// addCard as surchargeIn), or a resolved effect that changes kinds
	// (ckKind, ckAs) was created in this game (addCont), or a card was
	// dismantled or made a VARIABLE G (kindfixed.go)
	kindMay bool

	decision decision
	rng      rand.ChaCha8
	ts       int32
	over     bool
	winner   Player // -1 for a draw
	// anyDestroyed is false only when no card on the field is destroyed
	// (collectDestroyed skips its scan); every change that destroys a card
	// sets it
	anyDestroyed bool
	// anyHarm is false only when no card has damage or a damage source
	// (dmgBy) for the turn end to clear (endOfTurn skips its scan); every
	// change that deals or passes on damage sets it
	anyHarm bool
	// onIn: the events the texts of the game's cards, on either side, trigger
	// on (textIndex.onBy), a bit per card.EventKind, set by addCard; every
	// event once a card is dismantled (its texts are then the coin's and
	// its gifts: fire looks at it at every event)
	onIn   uint64
	reason string
	events []Event
}

// Clone returns a deep copy of g sharing only immutable card definitions.
func (g *Game) Clone() *Game {
	c := new(Game)
	g.CloneInto(c)
	return c
}

// CloneInto makes dst a deep copy of g, as Clone does, in dst's memory: a
// search that plays many copies of one position out in the same Game
// allocates nothing for most of them (DESIGN "State representation and
// speed"). dst must share no memory with g: a Game from New, Clone or
// CloneInto shares none with another. dst's derived characteristics become
// scratch space for g's (derive.go). g's loop digests not made yet are
// made first (optloop.go optLap): g is written, as Hash writes the digest
// it keeps, and two goroutines may not copy one game at once.
func (g *Game) CloneInto(dst *Game) {
	if dst == g {
		return
	}
	g.optDigestAll() // the games kept for them are g's
	g.copyInto(dst)
}

// keepInto is CloneInto for a copy of g's own (replchoice.go rqCopy, and
// back from it): the digests of optional actions not made yet stay so,
// the games kept for them copied into dst's memory (optloop.go optSnap), a
// fraction of the digests' cost; most are never made.
func (g *Game) keepInto(dst *Game) {
	g.copyInto(dst)
	for i := range g.optActs {
		if g.optActs[i].lazy {
			s := &g.optMem.games[i].g
			dst.optSnapAt(i).take(s, &s.decision)
		}
	}
}

// copyInto is CloneInto but for the digests of optional actions not made
// yet: dst's are not made either, and they read games kept in g's memory
// (optloop.go optSave) until the caller copies them.
func (g *Game) copyInto(dst *Game) {
	old := *dst
	*dst = *g
	dst.cards = into(old.cards, g.cards)
	dst.lasts = into(old.lasts, g.lasts)
	dst.rollLocks = into(old.rollLocks, g.rollLocks)
	for p := range g.pl {
		dst.pl[p].onceNames = into(old.pl[p].onceNames, g.pl[p].onceNames)
	}
	dst.cloneLists(&old)
	dst.cut = into(old.cut, g.cut)
	for i := range dst.cut {
		dst.cut[i] = g.cut[i].clone()
	}
	dst.pending = cloneTriggers(old.pending, g.pending)
	dst.autoD = cloneTriggers(old.autoD, g.autoD)
	if g.exec != nil {
		dst.exec = g.exec.clone()
	}
	dst.repl = into(old.repl, g.repl)
	for i := range dst.repl {
		dst.repl[i] = g.repl[i].clone()
	}
	dst.shieldUse = into(old.shieldUse, g.shieldUse)
	dst.rq, dst.rqCopy, dst.rqAt = g.rq.clone(), old.rqCopy, g.rqAt
	dst.rqLog, dst.rqKept = old.rqLog[:0], false // its own copy, taken at its next action
	dst.ncUses = into(old.ncUses, g.ncUses)
	dst.cont = into(old.cont, g.cont)
	for i := range dst.cont {
		dst.cont[i] = g.cont[i].clone()
	}
	dst.waiting = into(old.waiting, g.waiting)
	for i := range dst.waiting {
		dst.waiting[i].item = g.waiting[i].item.clone()
	}
	dst.uses = into(old.uses, g.uses)
	dst.resolves = into(old.resolves, g.resolves)
	dst.skips = into(old.skips, g.skips)
	dst.loopSeen = into(old.loopSeen, g.loopSeen)
	dst.optActs = into(old.optActs, g.optActs)
	dst.optLog = into(old.optLog, g.optLog)
	dst.sortie.picks = into(old.sortie.picks, g.sortie.picks)
	if g.play != nil {
		dst.play = old.play
		if dst.play == nil {
			dst.play = new(playPlan)
		}
		*dst.play = g.play.clone()
	}
	dst.planMem, dst.execMem, dst.optMem = old.planMem, old.execMem, old.optMem
	dst.decision.nations = into(old.decision.nations, g.decision.nations)
	dst.events = old.events[:0]
	dst.quiet = false
	dst.dvFast = false
	dst.dv, dst.dvBlk, dst.dvOK, dst.deriving, dst.effs, dst.applied, dst.statics = old.dv, old.dvBlk, false, false, old.effs[:0], old.applied[:0], old.statics[:0]
	dst.fieldOK, dst.dvLocal, dst.dvPend, dst.dvPendRead, dst.dvRedo = false, false, old.dvPend[:0], 0, 0
	dst.fieldLocal, dst.fieldPend = false, old.fieldPend[:0]
	// dst's stamps are of its own old derivations: its next one must be newer than both
	dst.dvGen, dst.dvTouched = max(old.dvGen, g.dvGen), old.dvTouched[:0]
	dst.scr = old.scr // its own scratch memory, never the source's
	dst.dvUsed = old.dvUsed
	dst.textBuf = old.textBuf[:0]
	// a copy may be changed otherwise than by answer (dealt other hidden
	// cards, say): it digests its own state
	dst.hashOK = false
	dst.legalList, dst.legalOK = old.legalList[:0], false // its own memory
	for p := range dst.mayC {
		dst.mayC[p] = mayCands{list: old.mayC[p].list[:0], zones: old.mayC[p].zones[:0], field: old.mayC[p].field[:0]} // its own memory
	}
	dst.passKept = [2]passMemo{} // of g's lists
	// the answers kept are g's, and dst may be changed otherwise than by
	// the rules (refusals.go): its own memory, emptied (its old answers may
	// be of the version it takes)
	dst.kept = old.kept
	if dst.kept != nil {
		*dst.kept = verdicts{}
	}
	dst.ver++
	dst.harmVer++
	dst.optDigOK = false
}

// cloneLists gives the card lists of g (a copy of another game's fields,
// sharing its lists) lists of their own: in old's lists (g's before the copy)
// where they fit, else in one new block.
func (g *Game) cloneLists(old *Game) {
	var lists [2*7 + 2*NumAreas + 4]struct {
		to  *[]CardID
		was []CardID
	}
	n := 0
	add := func(to *[]CardID, was []CardID) {
		lists[n].to, lists[n].was = to, was
		n++
	}
	for p := range g.pl {
		s, o := &g.pl[p], &old.pl[p]
		add(&s.nation, o.nation)
		add(&s.discard, o.discard)
		add(&s.junkyard, o.junkyard)
		add(&s.hand, o.hand)
		add(&s.hangar, o.hangar)
		add(&s.removed, o.removed)
		add(&s.disposition, o.disposition)
	}
	for a := range g.squads {
		for p := range g.squads[a] {
			add(&g.squads[a][p], old.squads[a][p])
		}
	}
	add(&g.resupplied, old.resupplied)
	add(&g.decision.cands, old.decision.cands)
	add(&g.decision.picked, old.decision.picked)
	need := 0
	for _, l := range lists[:n] {
		if s := *l.to; len(s) > cap(l.was) {
			need += len(s) + listSlack
		}
	}
	block := make([]CardID, need)
	for _, l := range lists[:n] {
		s := *l.to
		if len(s) > cap(l.was) {
			l.was, block = block[:0:len(s)+listSlack], block[len(s)+listSlack:]
		}
		*l.to = into(l.was, s)
	}
}

// listSlack is the room a card list copied into a new block has to grow in
// before it needs memory of its own.
const listSlack = 2

// into copies s into buf's memory when it fits, else into new memory, and
// returns the copy; a nil s gives nil, an empty one an empty one.
func into[T any](buf, s []T) []T {
	if s == nil {
		return nil
	}
	if buf == nil || cap(buf) < len(s) {
		buf = make([]T, 0, len(s))
	}
	return append(buf[:0], s...)
}

// room is s with room for n when it has none: a new game's list then
// starts with room for n, not growing by copies from 1 (a list emptied
// for reuse keeps its memory).
func room[T any](s []T, n int) []T {
	if cap(s) == 0 {
		return make([]T, 0, n)
	}
	return s
}

func clone(s []CardID) []CardID {
	if s == nil {
		return nil
	}
	return append(make([]CardID, 0, len(s)+2), s...)
}

// cloneTriggers copies triggers ts, in buf's memory when they fit.
func cloneTriggers(buf, ts []trigger) []trigger {
	out := into(buf, ts)
	for i := range out {
		out[i].item = ts[i].item.clone()
	}
	return out
}

// Over reports whether the game has ended; Winner is then the winner or -1 for a draw.
func (g *Game) Over() bool { return g.over }

// Winner is the winning player, or -1 for a draw; meaningful when Over.
func (g *Game) Winner() Player { return g.winner }

// Reason says why the game ended ("P2's Nation is 0 after battle damage",
// "P1's Nation is 0 after an effect's resolution", ...).
func (g *Game) Reason() string { return g.reason }

// Turn is the turn number, from 1.
func (g *Game) Turn() int { return g.turn }

// DB is the card database the game uses.
func (g *Game) DB() *card.DB { return g.db }

// Def returns the definition of card c.
func (g *Game) Def(c CardID) *card.Def { return g.cards[c].def }

// Owner returns the owner of card c.
func (g *Game) Owner(c CardID) Player { return g.cards[c].owner }

// NumCards is the number of card instances in the game.
func (g *Game) NumCards() int { return len(g.cards) }

func (g *Game) stamp() int32 {
	g.ts++
	return g.ts
}
