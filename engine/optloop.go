package engine

import (
	"fmt"
	"sync"
)

// A loop of optional actions (Rise 803.2: "如果死循环中涉及了一个或数个可选择
// 的动作"): it is demonstrated once; the player of its first optional action
// names a number, each other player who took an optional action in it may
// name a smaller one; the smallest (X) is how many more times the loop
// repeats; it ends before the first optional action of the player who named
// X, that player gets priority, and "下一次执行动作时，便不能选择执行会将死循环
// 继续下去的动作": the action that would go on with it is refused.
//
// The engine finds such a loop within one stage of one phase (loopMark), by
// the game coming back where a player took an optional action (a play, a
// use, a 換装, a VARIABLE). Each optional action is noted with the lap
// digest its player sees as they take it (loopdigest.go loopLap: the game
// as that player may see it, leaving out what was made since the stage's
// first optional action: coins, tokens, effects) and the digest of the
// whole game as that player sees it (loopPair's whole). Every answer of the
// stage from its first optional action on is logged (optLog), with the
// passes the engine gives for a player who can only pass. When the player
// takes the same action again with the same lap digest, the actions logged
// since the first time are one lap of a loop, demonstrated:
//
//   - if the lap made nothing (the whole game is where it was), every count
//     named gives this game: the loop ends here, and the action, which
//     would go on with it, is refused (Legal does not list it);
//   - else taking the action again asks its player for the count
//     (optcount.go): the action is not taken, the count decides how many
//     more laps are played.
//
// A loop found ends, its action refused, for the rest of the stage at the
// game it ended at (its lap digest): the same loop cannot be taken up again
// there. A change hidden from the player (a card in a hand) is not seen,
// and a loop is looked for within a stage (a turn's stages do not come
// back). Each optional action's two digests (loopPair) are made when they
// are first asked (optLap): most optional actions are never taken again in
// their stage, and their digests are never compared (issue 7). Until then
// the game they read is kept (optSave): a copy of what the digests read,
// far cheaper than the digests. A decision makes its own two only when its
// player may take again an action taken in this stage.

// optAct is an optional action taken in a stage, where it was taken (its
// answer's place in optLog) and the digests its player saw as they took it.
// ended: a loop of optional actions ended where it would be taken again,
// and it is refused at lap (Rise 803.2). lazy: lap and whole are not made
// yet; the game they read is kept (optSave), and optLap makes them.
type optAct struct {
	mark   int32
	player Player
	act    Action
	at     int32
	ended  bool
	lazy   bool
	lap    uint64 // loopLap
	whole  uint64 // loopPair's whole
}

// optMemory holds the games kept for the digests of optional actions not
// made yet (optSave): games[i] for optActs[i].
type optMemory struct {
	games []*optSnap
}

// optMemories holds the optMemory of games that ended (optRelease), for
// the next games: a game's is some 30 KB, and most games are played to
// their end and dropped (a simulation's, a search's playouts).
var optMemories sync.Pool

// optRelease makes the digests not made yet and gives g's optMemory to
// optMemories: g is over, no optional action is taken any more. The copy
// kept to go back before an action (replchoice.go rqCopy) gives its own:
// it is no longer kept, as no action is taken any more either.
func (g *Game) optRelease() {
	if g.optMem != nil {
		g.optDigestAll()
		optMemories.Put(g.optMem)
		g.optMem = nil
	}
	if c := g.rqCopy; c != nil && c.optMem != nil {
		g.rqKept = false
		c.optActs = c.optActs[:0] // its digests not made read the memory given
		optMemories.Put(c.optMem)
		c.optMem = nil
	}
}

// optSnap is a game kept for an optional action's digests (optSave): a
// copy of the game's fields with lists of its own for what the loop digest
// reads (loopDigest: the cards, the card lists, the roll locks, the uses,
// the decision's cards) in memory of its own, reused.
type optSnap struct {
	g     Game
	cards []cardState
	ids   []CardID
	locks []rollLock
	uses  []textUse
	cut   []cutItem // the effects on the cut, their lists in vars, evs and ids
	vars  []tvar
	evs   []squadEvent
}

// optStep is an answer given in a stage from its first optional action on
// (optLog): its player, the answer, and whether it was an optional action.
type optStep struct {
	player Player
	act    Action
	opt    bool
}

// optStart starts the notes of a new stage at its first optional action:
// what is made from now on is what its loops make (loopLap).
func (g *Game) optStart() {
	if g.verify {
		g.optDigestAll() // the digests not made are checked (optDigest)
	}
	g.optActs, g.optLog = room(g.optActs[:0], 4), room(g.optLog[:0], 16)
	g.optFrom, g.optTS = CardID(len(g.cards)), g.ts+1
}

// optWatched reports whether some optional action of this stage is noted:
// only then may one be refused or a loop be found.
func (g *Game) optWatched() bool {
	return len(g.optActs) > 0 && g.optActs[0].mark == g.loopMark()
}

// optLogAct logs p's answer a to the pending decision (see above); opt: it
// is an optional action, which starts the notes of a new stage. Answers
// given while a loop repeats (optRepeating) and the counts named are not
// logged. Inlined: an answer not optional with no optional action noted
// (most automatic passes) costs no call.
func (g *Game) optLogAct(p Player, a Action, opt bool) {
	if opt || len(g.optActs) > 0 {
		g.optLogNoted(p, a, opt)
	}
}

// optLogNoted is optLogAct of an optional action, or with one noted.
func (g *Game) optLogNoted(p Player, a Action, opt bool) {
	if g.optRepeating || g.decision.kind == dLoop {
		return
	}
	if !g.optWatched() {
		if !opt {
			return
		}
		g.optStart()
	}
	g.optLog = append(g.optLog, optStep{player: p, act: a, opt: opt})
}

// optTake notes the optional action a, logged last (optLogAct), of d's
// player, and reports whether it goes on with a loop of optional actions,
// demonstrated (Rise 803.2): then a is not taken, and the player is asked
// for the count (optcount.go). d is the priority decision a answers.
func (g *Game) optTake(d *decision, a Action) bool {
	if g.optRepeating {
		return false
	}
	p, at := d.player, int32(len(g.optLog)-1)
	var lap, whole uint64
	made := false // lap and whole are made
	for i := range g.optActs {
		o := &g.optActs[i]
		if o.player != p || o.act != a || o.ended {
			continue
		}
		if !made {
			lap, whole = g.loopPair(p, d)
			made = true
		}
		if g.optLap(i) == lap {
			// Legal refused it if the lap made nothing or the loop ended
			g.optLog = g.optLog[:at]
			g.optAskCount(p, o.at, at, g.loopLap(-1, d))
			return true
		}
	}
	o := optAct{mark: g.loopMark(), player: p, act: a, at: at, lap: lap, whole: whole}
	if !made {
		// kept for its digests if they are ever asked; made now where
		// the game cannot be kept, or to be checked (optDigest)
		if o.lazy = g.optSave(len(g.optActs), d); !o.lazy || g.verify {
			o.lap, o.whole = g.loopPair(p, d)
		}
	}
	g.optActs = append(g.optActs, o)
	return false
}

// optSave keeps the game at decision d, the priority decision answered by
// the optional action noted next as optActs[i], for its digests (optLap),
// and reports whether it did: not while an effect is waiting, triggered or
// resolving, or a resolved effect is in force (the digests read their
// items, which are not copied; an optional action meets them rarely: 1 in
// 200 in random games).
func (g *Game) optSave(i int, d *decision) bool {
	if len(g.pending) > 0 || len(g.autoD) > 0 || g.exec != nil || len(g.repl) > 0 || len(g.cont) > 0 || len(g.waiting) > 0 {
		return false
	}
	g.optSnapAt(i).take(g, d)
	return true
}

// optSnapAt is the memory of the game kept for optActs[i] (optMemory).
func (g *Game) optSnapAt(i int) *optSnap {
	m := g.optMem
	if m == nil {
		m, _ = optMemories.Get().(*optMemory)
		if m == nil {
			m = new(optMemory)
		}
		g.optMem = m
	}
	for len(m.games) <= i {
		m.games = append(m.games, new(optSnap))
	}
	return m.games[i]
}

// take makes s g at decision d for a loop digest (optSnap): the fields
// loopDigest reads, and only those (a whole Game is 3 KB more to write at
// each optional action): of the effects, those on the cut (the others'
// lists are empty: optSave).
// loopDigest's reads and these stay in step: a game with verify set
// checks every digest made of s (optDigest).
func (s *optSnap) take(g *Game, d *decision) {
	c := &s.g
	s.cards = append(s.cards[:0], g.cards...)
	s.locks = append(s.locks[:0], g.rollLocks...)
	s.uses = append(append(s.uses[:0], g.uses...), g.resolves...)
	c.cards, c.rollLocks = s.cards, s.locks
	c.uses, c.resolves = s.uses[:len(g.uses):len(g.uses)], s.uses[len(g.uses):]
	ids := s.ids[:0]
	c.pl = g.pl
	// of a list hidden from d's player (hiddenList), loopHasher.kept reads
	// the cards only when some were made since optFrom: else its length
	// alone, and it stays g's
	noneMade := g.optFrom >= CardID(len(g.cards))
	for p := range c.pl {
		ps := &c.pl[p]
		ls := [...]*[]CardID{&ps.junkyard, &ps.hangar, &ps.removed, &ps.disposition, &ps.hand, &ps.nation, &ps.discard}
		n := len(ls)
		if noneMade && Player(p) == d.player {
			n -= 2 // a Nation, a Discard Pile
		} else if noneMade {
			n -= 3 // and the other player's hand
		}
		for _, l := range ls[:n] {
			*l, ids = keepIDs(ids, *l)
		}
		ps.onceNames = ps.onceNames[:len(ps.onceNames):len(ps.onceNames)] // its length only
	}
	c.squads = g.squads
	for a := range c.squads {
		c.squads[a][0], ids = keepIDs(ids, c.squads[a][0])
		c.squads[a][1], ids = keepIDs(ids, c.squads[a][1])
	}
	c.resupplied, ids = keepIDs(ids, g.resupplied)
	c.decision = *d
	c.decision.cands, ids = keepIDs(ids, d.cands)
	c.decision.picked, ids = keepIDs(ids, d.picked)
	c.cut = nil
	if len(g.cut) > 0 {
		// what loopItem reads of each: its fields, its squads' events and
		// its variables' cards
		s.cut = append(s.cut[:0], g.cut...)
		vars, evs := s.vars[:0], s.evs[:0]
		for i := range s.cut {
			it := &s.cut[i]
			n := len(evs)
			evs = append(evs, it.evSquads...)
			it.evSquads = evs[n:len(evs):len(evs)]
			n = len(vars)
			vars = append(vars, it.vars...)
			for j := n; j < len(vars); j++ {
				vars[j].cards, ids = keepIDs(ids, vars[j].cards)
			}
			it.vars = vars[n:len(vars):len(vars)]
		}
		s.vars, s.evs, c.cut = vars, evs, s.cut
	}
	s.ids = ids
	c.head, c.engaged, c.redirect = g.head, g.engaged, g.redirect
	c.turn, c.active, c.phase, c.stage, c.priority, c.passes = g.turn, g.active, g.phase, g.stage, g.priority, g.passes
	c.resolving, c.ended, c.orderNow, c.placing, c.extraTurn = g.resolving, g.ended, g.orderNow, g.placing, g.extraTurn
	c.skips = g.skips[:len(g.skips):len(g.skips)] // its length only
	c.pending, c.autoD, c.exec, c.repl, c.cont, c.waiting = nil, nil, nil, nil, nil, nil
	c.cutSerial, c.optFrom, c.optTS = g.cutSerial, g.optFrom, g.optTS
}

// keepIDs appends l to ids, and returns the copy and ids: a list kept
// (optSnap) whose memory ids's next appends do not reach.
func keepIDs(ids, l []CardID) ([]CardID, []CardID) {
	n := len(ids)
	ids = append(ids, l...)
	return ids[n:len(ids):len(ids)], ids
}

// optLap is optActs[i]'s lap digest, made now if it was not (optDigest).
func (g *Game) optLap(i int) uint64 {
	if g.optActs[i].lazy {
		g.optDigest(i)
	}
	return g.optActs[i].lap
}

// optDigest makes the digests of optActs[i] from the game kept for them
// (optSave). A game with verify set made them as well when it kept it:
// they must be the same.
func (g *Game) optDigest(i int) {
	o := &g.optActs[i]
	s := &g.optMem.games[i].g
	lap, whole := s.loopDigests(o.player, nil, s.optFrom, s.optTS)
	if g.verify && (lap != o.lap || whole != o.whole) {
		panic(fmt.Sprintf("engine: the loop digests made of the game kept for an optional action (%016x, %016x) are not those of the game then (%016x, %016x)", lap, whole, o.lap, o.whole))
	}
	o.lap, o.whole, o.lazy = lap, whole, false
}

// optDigestAll makes the digests not made yet: before the state is
// digested (Hash) or copied (CloneInto: the games kept are this game's).
func (g *Game) optDigestAll() {
	for i := range g.optActs {
		if g.optActs[i].lazy {
			g.optDigest(i)
		}
	}
}

// optRefused reports whether p's optional action a would go on with a loop
// of optional actions that ended, or whose lap made nothing (Rise 803.2):
// p took it in this stage at the lap digest p sees now.
func (g *Game) optRefused(p Player, a Action) bool {
	if !g.optWatched() {
		return false
	}
	for i := range g.optActs {
		o := &g.optActs[i]
		if o.player != p || o.act != a {
			continue
		}
		if lap, whole := g.optDigests(p); g.optLap(i) == lap && (o.ended || o.whole == whole) {
			return true
		}
	}
	return false
}

// optDigests is loopPair(p), kept until the decision changes (ask): the
// legal actions of a decision may ask it for several actions.
func (g *Game) optDigests(p Player) (uint64, uint64) {
	if !g.optDigOK {
		g.optLapD, g.optWholeD = g.loopPair(p, nil)
		g.optDigOK = true
	}
	return g.optLapD, g.optWholeD
}

// optRefusal is the message of optRefused's refusal (Rise 803.2).
const optRefusal = "this action would go on with a loop of optional actions that ended here (or whose lap changed nothing: it ends at once, whatever count is named)"
