package engine

import (
	"fmt"
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// Loops (Rise 803, 803.1: a set of actions repeats with no end).
//
// The engine watches for a loop between two points of progress: a change of
// turn, phase, step or stage (the game moved on), or an optional action, a
// player's answer to a free timing other than a pass (Rise 803.4: a player
// who can and will break a loop does it by acting). Nothing else is
// progress: passes, and the answers the loop's own effects ask for (targets,
// orders, modes), whether there is one answer or many; a player whose
// answers let the loop go on does not break it (Rise 803.3, 803.5: "no
// player can and will break it"), and an answer that does break it ends the
// loop by itself.
//
//   - A mandatory loop of triggered effects (Rise 803.3) is found by the
//     state repeating: from the loopWatch-th effect to trigger since the last
//     progress on, each trigger digests the state (loopDigest) with the
//     effect; when a digest repeats, the effects from its first occurrence
//     on are one turn of a loop. The loop's first effect is the one of them
//     that triggered first since the last progress (the one the loop began
//     with); its controller names a number above 1,000,000 (Rise 803.3), the
//     loop counts as repeated that many more times and ends the next time
//     that effect would trigger (now, or within one more turn of the loop):
//     the effect does not trigger, and the game goes on. The state the
//     engine keeps is the one after the turns it played: a loop whose turns
//     only repeat the state is the same after any number of them; one that
//     adds cards (tokens) has the cards of the turns played, not of the
//     number named.
//   - A loop whose digests never repeat is ended by counting: once
//     loopTriggers effects have triggered since the last progress, the next
//     effect to trigger does not (Rise 803.3).
//   - A mandatory loop with neither optional actions nor triggered effects
//     (Rise 803.5) ends the game in a draw once the engine has taken
//     loopSteps automatic steps since the last progress with no effect
//     triggered (with effects triggered, the next one to trigger ends it as
//     above, and the game is a draw after twice loopSteps).
//
// A loop of optional actions (Rise 803.2) is watched within a step (from one
// change of turn, phase, step or stage to the next): a play or a use taken
// a second time in it notes the loop digest of the game as it was taken;
// when the game is there again, the same action is refused (loopRefusal):
// the loop ends before its first optional action, that action's player
// having priority.
//
// Real games take at most a few dozen automatic steps and triggers between
// two points of progress, so these bounds only stop loops; a normal
// decision pays for a few comparisons, no digest (a digest only for a play
// or use taken a second time in a step, and for the check of an action
// taken before when such a digest was noted).
const (
	loopWatch    = 4
	loopTriggers = 1000
	loopSteps    = 200000
)

// loopDigest is the state's digest (hash.go digest) without the cards
// created since the last progress (the tokens a loop makes; a list leaves
// them out, a target or an event names each as one card "created in the
// loop"), and with serial numbers, timestamps and the loop counters written
// as 0: a loop's turns give the same digest.
func (g *Game) loopDigest() uint64 { return g.digest(g.loopFrom) }

// loopMark is where the game is for progress: turn, phase, stage (never 0).
func (g *Game) loopMark() int32 {
	return int32(g.turn)<<16 | int32(g.phase)<<8 | int32(g.stage) | 1<<30
}

// loopWindow starts a new window of the loop watch when the game progressed
// since the last one.
func (g *Game) loopWindow() {
	if m := g.loopMark(); m != g.loopAt {
		g.loopAt, g.loopFrom = m, CardID(len(g.cards))
		g.autoTrig, g.autoSteps, g.loopSeen, g.loopEnd = 0, 0, g.loopSeen[:0], 0
	}
}

// loopTrig is an effect that triggered since the last progress: its card
// and text, and the loop digest as it triggered (0 before loopWatch).
type loopTrig struct{ eff, digest uint64 }

// loopStops reports whether text t of card src, triggering now for player
// ctrl, must not trigger because it ends a mandatory loop of triggered
// effects (Rise 803.3); it counts the effects that trigger.
func (g *Game) loopStops(src CardID, t *card.Text, ctrl Player) bool {
	g.loopWindow()
	g.autoTrig++
	s := src
	if s >= g.loopFrom {
		s = -2 // a card created in the loop
	}
	eff := uint64(uint32(s))<<32 | uint64(uint32(t.ID))
	why := ""
	switch {
	case g.autoTrig > loopTriggers:
		why = fmt.Sprintf("%d effects triggered with no progress", loopTriggers)
	case g.loopEnd != 0:
		if eff != g.loopEnd {
			return false // the loop's last turn: its first effect ends it
		}
		why = "the state repeated"
	case g.autoTrig < loopWatch:
		g.loopSeen = append(g.loopSeen, loopTrig{eff: eff})
		return false
	default:
		d := g.loopDigest() ^ eff
		i := slices.IndexFunc(g.loopSeen, func(l loopTrig) bool { return l.digest == d })
		if i < 0 {
			g.loopSeen = append(g.loopSeen, loopTrig{eff, d})
			return false
		}
		// Rise 803.3: the loop's first effect, the first to trigger of
		// those of the turn found
		first := 0
		for !slices.ContainsFunc(g.loopSeen[i:], func(l loopTrig) bool { return l.eff == g.loopSeen[first].eff }) {
			first++
		}
		if g.loopEnd = g.loopSeen[first].eff; eff != g.loopEnd {
			return false
		}
		why = "the state repeated"
	}
	g.loopAt, g.loopEnd = 0, 0 // the loop ends: a new watch begins
	g.emit(Event{Kind: EvNote, Player: ctrl, Card: src,
		Text: fmt.Sprintf("a mandatory loop of triggered effects ends (%s): %s, the controller of its first effect, names a number above 1,000,000, the loop counts as repeated that many more times, and this effect does not trigger (Rise 803.3)", why, ctrl)})
	return true
}

// loopStep counts an automatic step and ends the game in a draw when a
// mandatory loop with no triggered effect cannot end (Rise 803.5).
func (g *Game) loopStep() {
	g.loopWindow()
	g.autoSteps++
	if g.autoSteps <= loopSteps || g.over {
		return
	}
	if g.autoTrig > 0 && g.autoSteps <= 2*loopSteps {
		g.autoTrig = max(g.autoTrig, loopTriggers) // the next effect to trigger ends the loop (Rise 803.3)
		return
	}
	g.over, g.winner, g.reason = true, -1, "a mandatory loop no player can break: draw (Rise 803.5)"
	g.emit(Event{Kind: EvGameOver, Player: -1, Text: g.reason})
}

// decided notes a player's answer a: an optional action is progress (Rise
// 803.4), which ends the loop watch; any other answer is not.
func (g *Game) decided(a Action) {
	if g.decision.kind == dPriority && a.Kind != APass {
		g.loopAt = 0
		g.optTake(a)
	}
}

// loopKey is an optional action for the loop watch: a play of card c in
// mode n (alt: with its alternative cost), or a use of c's text whose ID is
// n.
func loopKey(k ActionKind, c CardID, n int, alt bool) uint64 {
	return uint64(k)<<56 | uint64(bi(alt))<<48 | uint64(uint16(n))<<32 | uint64(uint32(c))
}

// optDigest is the loop digest of the state with optional action k.
func (g *Game) optDigest(k uint64) uint64 { return g.digest(g.optFrom) ^ k*fnvPrime }

// optTake notes that the deciding player takes optional action a: a play
// or a use taken before in this step is noted with the state's loop digest
// (Rise 803.2).
func (g *Game) optTake(a Action) {
	var k uint64
	switch a.Kind {
	case APlay:
		k = loopKey(APlay, a.Card, int(a.Index), a.N == 1)
	case AUse:
		var buf [8]textRef
		refs := g.textsOf(a.Card, buf[:0])
		if int(a.Index) >= len(refs) {
			return
		}
		k = loopKey(AUse, a.Card, int(refs[a.Index].text.ID), false)
	default:
		return
	}
	if m := g.loopMark(); m != g.optAt {
		g.optAt, g.optFrom, g.optTaken, g.optSeen = m, CardID(len(g.cards)), g.optTaken[:0], g.optSeen[:0]
	}
	if !slices.Contains(g.optTaken, k) {
		g.optTaken = append(g.optTaken, k)
		return
	}
	g.optSeen = append(g.optSeen, g.optDigest(k))
}

// loopRefusal refuses optional action k when it was taken before in this
// step where the game is now (the same loop digest): the actions since
// then are a loop of optional actions (Rise 803.2), and k would go on with
// it. By Rise 803.2 the player of the loop's first optional action names
// how many more times it repeats, the others a smaller number if they
// will, and the loop ends before that player's first optional action, the
// player having priority and unable to go on with the loop; its turns
// repeat the state, so any number gives this state: the engine ends it at
// once, one turn after it is found.
func (g *Game) loopRefusal(k uint64) (string, string) {
	if len(g.optSeen) == 0 || g.optAt != g.loopMark() || !slices.Contains(g.optTaken, k) || !slices.Contains(g.optSeen, g.optDigest(k)) {
		return "", ""
	}
	return g.refuse("Rise 803.2", func() string {
		return "the game is as it was when this was done before in this step: doing it again would go on with a loop of optional actions, which ends here"
	})
}
