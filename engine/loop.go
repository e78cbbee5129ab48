package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// Loops (Rise 803.1: "有时候游戏会进行到一组动作不断反复的状态": a set of
// actions repeats with no end).
//
// The engine watches for a mandatory loop between two points of progress:
// a change of turn, phase or stage (the game moved on), or an optional
// action, a player's answer to a free timing other than a pass (Rise 803.4:
// a player who can and will break a loop does it by acting). Passes and the
// answers the loop's own effects ask for (targets, orders, options) are not
// progress: a player whose answers let the loop go on does not break it
// (Rise 803.3 and 803.5: "没有玩家能够并愿意打破"), and an answer that
// breaks it ends it by itself.
//
//   - A mandatory loop of triggered effects (Rise 803.3) is found by the
//     game coming back where it was: from the loopWatch-th effect to
//     trigger since the last progress on, each trigger notes the loop
//     digest (loopdigest.go loopMandatory) with the effect; when a note
//     repeats, the effects from its first occurrence on are one turn of the
//     loop, demonstrated ("需先完整地演示该循环"). The loop's first effect is
//     the one of them that triggered first since the last progress; its
//     controller names a number above 1,000,000, the loop counts as
//     repeated that many more times, and it ends the next time that effect
//     would trigger ("在下一次该效果将要触发时结束"): the effect does not
//     trigger, and the game goes on. The engine keeps the state of the
//     turns it played: the digest leaves out what the loop makes (tokens,
//     coins, effects), so a loop making one at each turn has those of the
//     turns played, not of the number named.
//   - A loop whose digest does not repeat (its state changes in what the
//     digest keeps) ends by counting: once loopTriggers effects have
//     triggered since the last progress, the next effect to trigger does
//     not (Rise 803.3).
//   - The loop ended, no effect of it triggers again before the next
//     progress: "自此开始，游戏照常进行" — a loop whose effects trigger more
//     than one effect each would otherwise go on with those left, and the
//     game would never end. The effects barred are those that triggered
//     since the last progress.
//   - A mandatory loop with neither optional actions nor triggered effects
//     (Rise 803.5) ends the game in a draw once the engine has taken
//     loopSteps automatic steps since the last progress with no effect
//     triggered (with effects triggered, the next one to trigger ends the
//     loop, as above, and the game is a draw after twice loopSteps).
//
// Effects are counted per window, and each window's effects are finite
// (cards then, and one "made by the loop" for each text), so a window ends
// after a bounded number of triggers, answers and steps, whatever the
// players answer. Real games take at most a few dozen triggers between two
// points of progress: the bounds only stop loops, and a decision pays for
// no digest until loopWatch effects have triggered with no progress.
//
// A loop of optional actions (Rise 803.2) is in optloop.go.
const (
	loopWatch    = 4
	loopTriggers = 1000
	loopSteps    = 200000
)

// loopTrig is an effect that triggered since the last progress: its card
// and text (loopEff), and the loop digest with it as it triggered (0 before
// loopWatch).
type loopTrig struct{ eff, digest uint64 }

// loopMark is where the game is for progress: turn, phase and stage (never
// 0).
func (g *Game) loopMark() int32 {
	return int32(g.turn)<<16 | int32(g.phase)<<8 | int32(g.stage) | 1<<30
}

// loopWindow starts a new window of the loop watch when the game
// progressed since the last one.
func (g *Game) loopWindow() {
	if m := g.loopMark(); m != g.loopAt {
		g.newWindow(m)
	}
}

// newWindow starts a new window of the loop watch at mark m (loopWindow).
func (g *Game) newWindow(m int32) {
	g.loopAt, g.loopFrom, g.loopTS = m, CardID(len(g.cards)), g.ts+1
	g.autoTrig, g.autoSteps, g.loopSeen, g.loopBar, g.loopEnd = 0, 0, g.loopSeen[:0], 0, 0
}

// loopEff is the key of text t of card src in the loop watch: a card
// created since the last progress is one "made by the loop" (loopMade).
// Bit 48 is set so that no key is 0, loopEnd's "none" (card 0's text 0).
func (g *Game) loopEff(src CardID, t *card.Text) uint64 {
	if src >= g.loopFrom {
		src = loopMade
	}
	return 1<<48 | uint64(uint16(src))<<32 | uint64(uint32(t.ID))
}

// loopStops reports whether text t of card src, triggering now for player
// ctrl, must not trigger because it ends a mandatory loop of triggered
// effects or belongs to one that ended (Rise 803.3); it counts the effects
// that trigger.
func (g *Game) loopStops(src CardID, t *card.Text, ctrl Player) bool {
	g.loopWindow()
	g.autoTrig++
	eff := g.loopEff(src, t)
	for _, l := range g.loopSeen[:g.loopBar] {
		if l.eff == eff {
			g.emit(Event{Kind: EvNote, Player: ctrl, Card: src,
				Text: "this effect belongs to a mandatory loop that ended: it does not trigger (Rise 803.3)"})
			return true
		}
	}
	why := ""
	switch {
	case g.loopEnd != 0:
		if eff != g.loopEnd {
			g.loopSeen = append(g.loopSeen, loopTrig{eff: eff})
			return false // the loop's last turn: its first effect ends it
		}
		why = "the game came back where it was"
	case g.autoTrig > loopTriggers:
		why = fmt.Sprintf("%d effects triggered with no progress", loopTriggers)
	case g.autoTrig < loopWatch:
		g.loopSeen = append(g.loopSeen, loopTrig{eff: eff})
		return false
	default:
		d := g.loopMandatory() ^ eff*hashMul
		i := g.loopBar
		for i < len(g.loopSeen) && g.loopSeen[i].digest != d {
			i++
		}
		if i == len(g.loopSeen) {
			g.loopSeen = append(g.loopSeen, loopTrig{eff, d})
			return false
		}
		// Rise 803.3: "该循环中第一个触发式效果", the first to trigger of
		// the effects of the turn found
		if g.loopEnd = g.loopFirst(g.loopSeen[i:], eff); eff != g.loopEnd {
			g.loopSeen = append(g.loopSeen, loopTrig{eff: eff})
			return false
		}
		why = "the game came back where it was"
	}
	g.loopSeen = append(g.loopSeen, loopTrig{eff: eff})
	g.loopBar, g.loopEnd, g.autoTrig = len(g.loopSeen), 0, 0
	g.emit(Event{Kind: EvNote, Player: ctrl, Card: src,
		Text: fmt.Sprintf("a mandatory loop of triggered effects ends (%s): %s, the controller of its first effect, names a number above 1,000,000, the loop counts as repeated that many more times, and this effect does not trigger (Rise 803.3)", why, ctrl)})
	return true
}

// loopFirst returns the effect of turn (and eff) that triggered first
// since the last progress or the last loop's end.
func (g *Game) loopFirst(turn []loopTrig, eff uint64) uint64 {
	for _, l := range g.loopSeen[g.loopBar:] {
		if l.eff == eff {
			return eff
		}
		for _, m := range turn {
			if m.eff == l.eff {
				return l.eff
			}
		}
	}
	return eff
}

// loopStep counts an automatic step and ends the game in a draw when a
// mandatory loop with no triggered effect cannot end (Rise 803.5).
func (g *Game) loopStep() {
	g.loopWindow()
	g.autoSteps++
	if g.autoSteps > loopSteps && !g.over {
		g.loopLong()
	}
}

// loopLong is loopStep past loopSteps automatic steps since the last
// progress.
func (g *Game) loopLong() {
	if g.autoTrig > 0 && g.autoSteps <= 2*loopSteps {
		g.autoTrig = max(g.autoTrig, loopTriggers) // the next effect to trigger ends the loop (Rise 803.3)
		return
	}
	g.over, g.winner, g.reason = true, -1, "a mandatory loop no player can break: draw (Rise 803.5)"
	g.emit(Event{Kind: EvGameOver, Player: -1, Text: g.reason})
}

// decided notes a player's answer a to the pending decision: an optional
// action is progress (Rise 803.4), which starts a new window of the loop
// watch; any other answer is not. Answers are logged for loops of optional
// actions (optloop.go).
func (g *Game) decided(a Action) {
	opt := g.decision.kind == dPriority && a.Kind != APass
	if opt {
		g.loopAt = 0
	}
	g.optLogAct(g.decision.player, a, opt)
}
