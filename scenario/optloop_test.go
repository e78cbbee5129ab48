package scenario

import (
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/engine"
)

// TestOptionalLoopCountBound: the count of a loop of optional actions
// (Rise 803.2; engine/optcount.go) is 0 to 100, each a legal answer, a
// larger one refused by the rule; the largest is played in full. Hand-worked
// on 803-2-optional-loop-count.yaml: the demonstration's coin and 100 more
// laps' coins, 1/1/1 + 101 = 102/102/102, the loop ended, the game on.
func TestOptionalLoopCountBound(t *testing.T) {
	g := loopStart(t, "../scenarios/rise/803-2-optional-loop-count.yaml")
	l := g.Legal()
	if g.DecisionKind() != "loop" || len(l) != 101 {
		t.Fatalf("%s: %d answers, want the count, 101 answers", g.DecisionText(), len(l))
	}
	for i, a := range l {
		if a != (engine.Action{Kind: engine.AChooseX, N: int16(i)}) {
			t.Fatalf("answer %d is %v, want the count %d", i, a, i)
		}
	}
	if _, err := g.Apply(engine.Action{Kind: engine.AChooseX, N: 101}); err == nil || !strings.Contains(err.Error(), "Rise 803.2") {
		t.Fatalf("a count of 101: %v, want refused by Rise 803.2", err)
	}
	if _, err := g.Apply(engine.Action{Kind: engine.AChooseX, N: 100}); err != nil {
		t.Fatal(err)
	}
	u := g.View(0).Players[0].Disposition[0]
	if u.Melee != 102 || u.Range != 102 || u.Defense != 102 || g.Over() {
		t.Fatalf("after 100 more laps: %d/%d/%d, over %v; want 102/102/102, the game on", u.Melee, u.Range, u.Defense, g.Over())
	}
}

// TestOptionalLoopAutomaticPasses: 803-2-optional-loop-passes.yaml played
// as a game is (no stop at a priority where only the pass is legal): P2's
// passes in the demonstration are the engine's, for a player who could
// only pass, and P2 passes at each lap as then, though from lap 3 on P2
// could use 監視機 (whether P2 could do more than pass may depend on a hand
// hidden from P1: engine/optcount.go optReplay). Hand-worked as in the
// scenario: 1 + 5 coins, 7/7/7.
func TestOptionalLoopAutomaticPasses(t *testing.T) {
	g := loopStartAuto(t, "../scenarios/rise/803-2-optional-loop-passes.yaml", false)
	if _, err := g.Apply(engine.Action{Kind: engine.AChooseX, N: 5}); err != nil {
		t.Fatal(err)
	}
	if u := g.View(0).Players[0].Disposition[0]; u.Melee != 7 || u.Range != 7 || u.Defense != 7 {
		t.Fatalf("after 5 more laps: %d/%d/%d, want 7/7/7", u.Melee, u.Range, u.Defense)
	}
}

// loopStart loads an 803.2 scenario whose card U has a coin text and plays
// its demonstration (use, passes) and the use again that asks for the
// count.
func loopStart(t *testing.T, file string) *engine.Game {
	t.Helper()
	return loopStartAuto(t, file, true)
}

// loopStartAuto is loopStart, with every priority decision waiting for its
// player (as in scenarios) when stop is set, else as in a game.
func loopStartAuto(t *testing.T, file string, stop bool) *engine.Game {
	t.Helper()
	s, err := Load(file)
	if err != nil {
		t.Fatal(err)
	}
	s.Pos.StopAtPriority = stop
	g, err := engine.NewPosition(s.Pos)
	if err != nil {
		t.Fatal(err)
	}
	g.Drain()
	use := func() {
		for _, a := range g.Legal() {
			if a.Kind == engine.AUse {
				if _, err := g.Apply(a); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
		t.Fatalf("%s: no use", g.DecisionText())
	}
	use()
	for len(g.View(0).Cut) > 0 {
		if _, err := g.Apply(engine.Action{Kind: engine.APass}); err != nil {
			t.Fatal(err)
		}
	}
	use()
	return g
}
