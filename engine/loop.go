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
// Real games take at most a few dozen automatic steps and triggers between
// two points of progress, so these bounds only stop loops; a normal
// decision pays for two comparisons, no digest. A loop of optional actions
// (Rise 803.2) is ended by its players: the engine does not shorten it (no
// player names a count) and does not refuse the action that would go on
// with it.
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
	case g.loopEnd != 0:
		if eff != g.loopEnd {
			return false // the loop's last turn: its first effect ends it
		}
		why = "the state repeated"
	case g.autoTrig > loopTriggers:
		why = fmt.Sprintf("%d effects triggered with no progress", loopTriggers)
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
	}
}
