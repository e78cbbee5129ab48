package engine

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
// back). Each optional action makes two digests, in one pass (loopPair); a
// decision makes one (and a second when the lap digest repeats) only when
// its player may take again an action taken in this stage.

// optAct is an optional action taken in a stage, where it was taken (its
// answer's place in optLog) and the digests its player saw as they took it.
// ended: a loop of optional actions ended where it would be taken again,
// and it is refused at lap (Rise 803.2).
type optAct struct {
	mark   int32
	player Player
	act    Action
	at     int32
	ended  bool
	lap    uint64 // loopLap
	whole  uint64 // loopPair's whole
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
	lap, whole := g.loopPair(p, d)
	for _, o := range g.optActs {
		if o.player == p && o.act == a && o.lap == lap && !o.ended {
			// Legal refused it if the lap made nothing or the loop ended
			g.optLog = g.optLog[:at]
			g.optAskCount(p, o.at, at, g.loopLap(-1, d))
			return true
		}
	}
	g.optActs = append(g.optActs, optAct{mark: g.loopMark(), player: p, act: a, at: at, lap: lap, whole: whole})
	return false
}

// optRefused reports whether p's optional action a would go on with a loop
// of optional actions that ended, or whose lap made nothing (Rise 803.2):
// p took it in this stage at the lap digest p sees now.
func (g *Game) optRefused(p Player, a Action) bool {
	if !g.optWatched() {
		return false
	}
	for _, o := range g.optActs {
		if o.player != p || o.act != a {
			continue
		}
		if lap, whole := g.optDigests(p); o.lap == lap && (o.ended || o.whole == whole) {
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
