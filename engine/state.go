package engine

import (
	"math/rand/v2"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/ruleset"
)

func newChaCha(seed [32]byte) *rand.ChaCha8 { return rand.NewChaCha8(seed) }

// cardState is one card instance. Set cards (GW adv. "配置") keep host set to
// the card they are set on and are not listed in any zone list themselves;
// they share their host's zone and area.
type cardState struct {
	def        *card.Def
	owner      Player
	ctrl       Player
	zone       Zone
	area       Area
	rolled     bool
	destroyed  bool
	damage     int16
	host       CardID
	coins      card.Modifier // the sum of the ±X/±Y/±Z coins on it (GW adv. "放置在卡片上的指示物")
	nCoins     int8
	ts         int32  // timestamp of entering its current zone (Rise 718.2)
	destroyer  Player // the player whose effect destroyed it (GW adv. "因为效果造成的破坏"); -1: battle damage or a rule
	byCommand  bool   // a command's effect destroyed it (its discard is that effect's too)
	dmgBy      Player // the player whose effect dealt its last damage; -1: battle damage
	last       snap   // as it last was on the field, once it left (Rise 707.3)
	killSide   Player // destroyed by the battle damage of this side's squad, or -1
	killArea   Area
	psDue      bool      // PS装甲's Auto D started: it goes to its owner's hand at the turn end (psarmor.go)
	dismantled bool      // a dismantle coin (解体指示物) is on it: it is a G (dismantle.go)
	variable   bool      // in by VARIABLE(X): a reversed special G (variable.go)
	hostKind   card.Kind // for a set card: the kind of its host when it was set (setrules.go)
}

// playerState is one player's zones and per-turn counters. Ordered zones keep
// their top at the end of the slice.
type playerState struct {
	nation, discard, junkyard []CardID
	hand, hangar, removed     []CardID
	disposition               []CardID
	redealA                   bool           // redeal A done (GW basic "手牌的再调度" A: once)
	redealB                   int8           // redeal B count: hand 5, 4, then 3
	kept                      bool           // the opening hand is kept
	played                    [6]bool        // a unit/character/operation/G played this turn, by card.Kind (GW basic "配备阶段"); [0]: a Cruiser/Base unit
	onceNames                 []int32        // name ids of cards played this turn that have ターン1枚制限 (GW adv. "回合1枚限制")
	changed                   bool           // 換装 used this turn (GW adv. "换装": once per player per turn)
	salvage                   int16          // salvage points (GW adv. "回收点"; vulture.go)
	vulture                   [NumAreas]bool // areas where 回収's effect gives this player salvage points this turn
	vultureSrc                CardID         // a card whose 回収 started that effect (for the turn-end salvage's log)
	pollution                 int16          // pollution coins (汚染コイン, GW adv. "污染指示物"; pollution.go)
}

// textUse records a use of a text this turn, for the per-turn and per-cut
// limits of 《(0)》《①》《R》 and 《…每》 (GW basic "《》内资源记述的意义").
type textUse struct {
	card CardID
	text int32 // card.Text.ID
	cut  int32 // the cut serial it was used in
}

// Game is one game of Gundam War. The zero value is not usable: use New.
type Game struct {
	db       *card.DB
	texts    *textIndex
	cards    []cardState
	pl       [2]playerState
	squads   [NumAreas][2][]CardID
	head     [NumAreas][2]CardID
	engaged  [NumAreas]bool
	redirect [NumAreas]bool // 光の翼: this turn the unengaged squad's damage goes to its own Nation

	turn      int
	active    Player // the attacker (turn player)
	first     Player
	phase     Phase
	stage     stage
	priority  Player
	passes    int8
	cutSerial int32
	resolving bool // both players passed: the cut is resolving, newest first
	ended     bool // the current phase's end was processed (its end events fired)
	orderNow  bool // the pending order decision resolves effects at once
	autoPass  bool // the pass being made is automatic (no other legal action): not logged
	placing   bool // simultaneous effects are being put on one new cut
	manual    bool // Config.StopAtPriority
	quiet     bool // legal() is computing: refusals need no message
	verify    bool // tests: check mayAct against the legal actions (legal.go)
	rules     *ruleset.Ruleset

	// derived characteristics (derive.go): a cache, not part of the state
	dv            []chars
	dvOK          bool
	deriving      bool
	verifyDerived bool         // tests: recompute on every verifyEvery-th read and compare
	verifyReads   uint32       // reads since verifyDerived was set
	effs          []contEffect // scratch for derive
	applied       []bool       // scratch for derive

	cut         []cutItem
	pending     []trigger // triggered effects and discard effects waiting for the next cut
	autoD       []trigger // Auto D effects resolving right after the current resolution
	exec        *frame
	cont        []contEffect // continuous effects resolved effects created (continuous.go)
	repl        []replEffect // replacement and prevention effects resolved effects created (replace.go)
	shieldUse   []shieldUse  // damage statics' shields prevented this turn (replace.go)
	replSerial  int32
	ncUses      []ncUse // effects that do not stack that applied this turn (noncumulative.go)
	fireSerial  int32
	autoTrig    int // effects triggered since the last decision (loop.go)
	autoSteps   int // automatic steps since the last decision (loop.go)
	itemSerial  int32
	waiting     []waitingEffect
	uses        []textUse
	negated     []CardID // cards whose texts are negated this turn
	resupplied  []CardID // units this turn's return-step fixed effect does not roll (GW adv. "补给（X）")
	extraTurn   Player   // -1, or the player who takes a new turn after this one (U-195)
	extraNegate CardID
	discarding  CardID // the card whose discard effect is resolving, or None
	sortie      sortiePlan
	play        *playPlan

	decision decision
	rng      rand.ChaCha8
	ts       int32
	over     bool
	winner   Player // -1 for a draw
	reason   string
	events   []Event
}

// Clone returns a deep copy of g sharing only immutable card definitions.
func (g *Game) Clone() *Game {
	c := *g
	c.cards = append([]cardState(nil), g.cards...)
	for p := range g.pl {
		s := &c.pl[p]
		o := &g.pl[p]
		s.nation = clone(o.nation)
		s.discard = clone(o.discard)
		s.junkyard = clone(o.junkyard)
		s.hand = clone(o.hand)
		s.hangar = clone(o.hangar)
		s.removed = clone(o.removed)
		s.disposition = clone(o.disposition)
		s.onceNames = append([]int32(nil), o.onceNames...)
	}
	for a := range g.squads {
		for p := range g.squads[a] {
			c.squads[a][p] = clone(g.squads[a][p])
		}
	}
	c.cut = make([]cutItem, len(g.cut))
	for i := range g.cut {
		c.cut[i] = g.cut[i].clone()
	}
	c.pending = cloneTriggers(g.pending)
	c.autoD = cloneTriggers(g.autoD)
	if g.exec != nil {
		c.exec = g.exec.clone()
	}
	c.repl = make([]replEffect, len(g.repl))
	for i := range g.repl {
		c.repl[i] = g.repl[i].clone()
	}
	c.shieldUse = append([]shieldUse(nil), g.shieldUse...)
	c.ncUses = append([]ncUse(nil), g.ncUses...)
	c.cont = make([]contEffect, len(g.cont))
	for i := range g.cont {
		c.cont[i] = g.cont[i].clone()
	}
	c.waiting = make([]waitingEffect, len(g.waiting))
	for i := range g.waiting {
		c.waiting[i] = g.waiting[i]
		c.waiting[i].item = g.waiting[i].item.clone()
	}
	c.uses = append([]textUse(nil), g.uses...)
	c.negated = clone(g.negated)
	c.resupplied = clone(g.resupplied)
	c.sortie = g.sortie.clone()
	if g.play != nil {
		p := g.play.clone()
		c.play = &p
	}
	c.decision = g.decision.clone()
	c.events = nil
	c.quiet = false
	c.dv, c.dvOK, c.deriving, c.effs, c.applied = nil, false, false, nil, nil
	return &c
}

func clone(s []CardID) []CardID {
	if s == nil {
		return nil
	}
	return append(make([]CardID, 0, len(s)+2), s...)
}

func cloneTriggers(ts []trigger) []trigger {
	if ts == nil {
		return nil
	}
	out := make([]trigger, len(ts))
	for i := range ts {
		out[i] = ts[i]
		out[i].item = ts[i].item.clone()
	}
	return out
}

// Over reports whether the game has ended; Winner is then the winner or -1 for a draw.
func (g *Game) Over() bool { return g.over }

// Winner is the winning player, or -1 for a draw; meaningful when Over.
func (g *Game) Winner() Player { return g.winner }

// Reason says why the game ended ("P2's Nation is 0 after a resolution", ...).
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
