package engine

import (
	"strings"
	"testing"
)

// steps takes n automatic steps of the engine (tick's loop count) with no
// progress and no effect triggering.
func steps(g *Game, n int) {
	for i := 0; i < n; i++ {
		g.loopStep()
	}
}

// TestMandatoryLoopDraw: Rise 803.5 (如果死循环中既不包含可选择的动作，也不含触发
// 式效果，且没有玩家能够并愿意打破该死循环，此盘游戏便平手). The engine counts
// automatic steps since the last progress: loopSteps of them with no
// trigger are still a game, the next one is a loop nobody can break: a draw.
// With an effect triggered in the window the loop is first ended as one of
// triggered effects (Rise 803.3: autoTrig raised to loopTriggers, the next
// trigger does not happen); only after twice loopSteps is the game a draw.
func TestMandatoryLoopDraw(t *testing.T) {
	g := newTG(t).Game
	steps(g, loopSteps)
	if g.over {
		t.Fatalf("over after %d steps, want after %d", loopSteps, loopSteps+1)
	}
	steps(g, 1)
	if !g.over || g.winner != -1 || !strings.Contains(g.reason, "Rise 803.5") {
		t.Fatalf("after %d steps: over %v, winner %d, %q; want a draw (Rise 803.5)", loopSteps+1, g.over, g.winner, g.reason)
	}

	g = newTG(t).Game
	steps(g, 1)
	g.autoTrig = 1 // an effect triggered in this window
	steps(g, loopSteps)
	if g.over || g.autoTrig < loopTriggers {
		t.Fatalf("with a trigger, after %d steps: over %v, autoTrig %d; want the game on and the next trigger stopped (%d)", loopSteps+1, g.over, g.autoTrig, loopTriggers)
	}
	steps(g, loopSteps)
	if !g.over || g.winner != -1 {
		t.Fatalf("with a trigger, after %d steps: over %v; want a draw", 2*loopSteps+1, g.over)
	}
}

// TestOptionalActionBreaksLoop: Rise 803.4 (玩家可以用会停止继续循环的某动作来打破
// 循环…该循环便会在该时间点停止…然后从此处继续如常进行游戏). A player's optional
// action, an answer to a free timing other than a pass, breaks the loop
// there: the count of automatic steps starts again, so loopSteps more steps
// after it are no draw; a pass is no such action and breaks nothing.
func TestOptionalActionBreaksLoop(t *testing.T) {
	g := newTG(t).Game
	steps(g, loopSteps)
	g.decided(Action{Kind: APass}) // a pass: no progress
	steps(g, 1)
	if !g.over {
		t.Fatal("a pass broke the loop: want a draw after loopSteps+1 steps")
	}

	g = newTG(t).Game
	steps(g, loopSteps)
	g.decided(Action{Kind: APlay, Card: g.pl[0].nation[0]}) // an optional action at P1's priority (newTG)
	steps(g, loopSteps)
	if g.over {
		t.Fatalf("the optional action did not break the loop: %q", g.reason)
	}
	steps(g, 1)
	if !g.over {
		t.Fatal("no draw loopSteps+1 steps after the action broke the loop")
	}
}
