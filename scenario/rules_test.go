package scenario

import (
	"slices"
	"testing"

	"github.com/sortie-tcg/sortie/engine"
)

// loadGame builds the game of scenario file f's position.
func loadGame(t *testing.T, f string) (*Scenario, *engine.Game) {
	t.Helper()
	s, err := Load(f)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewPosition(s.Pos)
	if err != nil {
		t.Fatal(err)
	}
	return s, g
}

// choices lists the cards of the AChoose actions legal now.
func choices(g *engine.Game) []engine.CardID {
	var out []engine.CardID
	for _, a := range g.Legal() {
		if a.Kind == engine.AChoose {
			out = append(out, a.Card)
		}
	}
	return out
}

// TestPlanAlwaysCompletes: Rise 707.2 (如果…玩家无法完成添加连结的动作，整个动作便会
// 倒回): the engine offers a play only choices it can complete. T's
// alternative cost removes 2 踏み潰し from one Junkyard; P1's holds J1 and J3,
// P2's only J2: the first card offered is J1 or J3, never J2 (after it the
// play could not be completed), and after J1 only J3.
func TestPlanAlwaysCompletes(t *testing.T) {
	s, g := loadGame(t, "../scenarios/rise/707-2-plan-always-completes.yaml")
	id := func(l string) engine.CardID {
		c, ok := s.CardID(l)
		if !ok {
			t.Fatalf("no card %s", l)
		}
		return c
	}
	tc, a, j1, j2, j3 := id("T"), id("A"), id("J1"), id("J2"), id("J3")
	if _, err := g.Apply(engine.Action{Kind: engine.APlay, Card: tc, N: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(engine.Action{Kind: engine.ATarget, Card: a}); err != nil {
		t.Fatal(err)
	}
	got := choices(g)
	slices.Sort(got)
	want := []engine.CardID{j1, j3}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("first cards offered for the cost %v, want J1 and J3 (%v), not J2 (%v)", got, want, j2)
	}
	if _, err := g.Apply(engine.Action{Kind: engine.AChoose, Card: j1}); err != nil {
		t.Fatal(err)
	}
	if got := choices(g); !slices.Equal(got, []engine.CardID{j3}) {
		t.Errorf("after J1 the cost offers %v, want only J3 (%v)", got, j3)
	}
}
