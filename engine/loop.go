package engine

// Loops (Rise 803, 803.1). A loop of optional actions needs no rule here: every
// action is a player's decision, and a player breaks it by deciding
// otherwise (Rise 803.2, 803.4). A mandatory loop runs with no decision:
//
//   - one made of triggered effects (Rise 803.3) is ended as if repeated the
//     number of times its player names: once loopTriggers effects have
//     triggered since the last decision, the next effect to trigger does
//     not, and the game goes on;
//   - one with neither (Rise 803.5) ends the game in a draw once the engine
//     has taken loopSteps automatic steps since the last decision.
//
// Real games take at most a few dozen automatic steps between two
// decisions, so these bounds only stop loops.
const (
	loopTriggers = 1000
	loopSteps    = 200000
)

// loopStops reports whether a triggered effect must not trigger because a
// mandatory loop of triggered effects is being ended (Rise 803.3); it counts
// the effects that trigger.
func (g *Game) loopStops(src CardID) bool {
	g.autoTrig++
	if g.autoTrig <= loopTriggers {
		return false
	}
	g.autoTrig = 0
	g.emit(Event{Kind: EvNote, Player: g.cards[src].ctrl, Card: src,
		Text: "a mandatory loop of triggered effects ends: this effect does not trigger (Rise 803.3)"})
	return true
}

// loopStep counts an automatic step and ends the game in a draw when a
// mandatory loop with no triggered effect cannot end (Rise 803.5).
func (g *Game) loopStep() {
	g.autoSteps++
	if g.autoSteps > loopSteps && !g.over {
		g.over, g.winner, g.reason = true, -1, "a mandatory loop no player can break: draw (Rise 803.5)"
		g.emit(Event{Kind: EvGameOver, Player: -1, Text: g.reason})
	}
}

// decided resets the loop counters: a player made a decision.
func (g *Game) decided() { g.autoTrig, g.autoSteps = 0, 0 }
