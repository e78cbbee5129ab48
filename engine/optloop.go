package engine

// A loop of optional actions (Rise 803.2: "如果死循环中涉及了一个或数个可选择
// 的动作"). Its players name counts, the smallest (X) is how many more times
// it repeats, it ends before the first optional action of the player who
// named X, that player gets priority, and "下一次执行动作时，便不能选择执行会
// 将死循环继续下去的动作": the action that would go on with it is refused.
//
// The engine finds such a loop by the game coming back where a player took
// an optional action: within one stage of one phase (loopMark), each
// optional action (a play, a use, a 換装, a VARIABLE) is noted, and when its
// player takes it again, with the loop digest they see as they take it
// (loopdigest.go loopOptional: the field with its coins and tokens, the
// player's own hand, no card hidden from the player). When that player is
// at a free timing again with the same digest, the game is where it was
// when the player took the action again: the loop has been demonstrated
// and repeated once, and the same action is refused (Rise 803.2), its
// player keeping priority. A loop whose turns come back to the same game is
// the same after any number of turns: whatever count is named, it ends
// here, so the engine asks for none. The first time an action is taken no
// digest is made: a decision pays for one only in a stage where its player
// takes an action a second time. An optional action that changes the game
// each time (a coin, a token) is not a repeat: its player names the count
// by taking it again or not.

// optAct is an optional action taken in a stage and the loop digest its
// player saw as they took it, when they took it again (else 0).
type optAct struct {
	mark   int32
	player Player
	act    Action
	digest uint64
}

// optNote notes p's optional action a (Rise 803.2).
func (g *Game) optNote(p Player, a Action) {
	m := g.loopMark()
	if len(g.optActs) > 0 && g.optActs[0].mark != m {
		g.optActs = g.optActs[:0]
	}
	o := optAct{mark: m, player: p, act: a}
	for _, x := range g.optActs {
		if x.player == p && x.act == a {
			o.digest = g.optDigest(p) // taken again
			break
		}
	}
	g.optActs = append(g.optActs, o)
}

// optWatched reports whether some optional action of this stage is noted:
// only then may one be refused.
func (g *Game) optWatched() bool {
	return len(g.optActs) > 0 && g.optActs[0].mark == g.loopMark()
}

// optRefused reports whether p's optional action a would go on with a loop
// of optional actions (Rise 803.2): p took it again in this stage when the
// game was as p sees it now.
func (g *Game) optRefused(p Player, a Action) bool {
	if !g.optWatched() {
		return false
	}
	var d uint64
	for _, o := range g.optActs {
		if o.player != p || o.act != a || o.digest == 0 {
			continue
		}
		if d == 0 {
			d = g.optDigest(p)
		}
		if o.digest == d {
			return true
		}
	}
	return false
}

// optDigest is loopOptional(p), kept until the decision changes (ask): the
// legal actions of a decision may ask it for several actions.
func (g *Game) optDigest(p Player) uint64 {
	if !g.optDigOK {
		g.optDig, g.optDigOK = g.loopOptional(p), true
	}
	return g.optDig
}

// optRefusal is the message of optRefused's refusal (Rise 803.2).
const optRefusal = "this action would go on with a loop of optional actions: the game is where it was when it was taken"
