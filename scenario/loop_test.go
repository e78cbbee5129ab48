package scenario

import (
	"os"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/engine"
)

// loopGame loads a Rise 803.3 captains' scenario, its text changed by edit,
// and plays P1's ザク and the passes that resolve it.
func loopGame(t *testing.T, file string, edit func(string) string) *engine.Game {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		b = []byte(edit(string(b)))
	}
	s, err := Parse(file, b)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewPosition(s.Pos)
	if err != nil {
		t.Fatal(err)
	}
	g.Drain()
	for i := 0; i < 3; i++ { // play ザク, P2's and P1's passes
		l := g.Legal()
		if _, err := g.Apply(l[len(l)-1]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// loopEnded applies a to g and reports whether the events tell a mandatory
// loop ended (Rise 803.3).
func loopEnded(t *testing.T, g *engine.Game, a engine.Action) bool {
	t.Helper()
	evs, err := g.Apply(a)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if e.Kind == engine.EvNote && strings.Contains(e.Text, "a mandatory loop of triggered effects ends") {
			return true
		}
	}
	return false
}

// TestLoopChangingAnswersEnds: the captains' loop with a target for each
// effect (803-3-mandatory-trigger-loop-choices.yaml) ends whatever targets
// the players choose (Rise 803.3; engine/loop.go). Hand-worked bound: from
// effect 4 on, the loop digest at a trigger is fixed by whose effect
// triggers (W1's and W2's alternate) and the target of the effect resolving
// (W1, W2, ザク or a token made by the loop, all tokens one): at most 2×4 = 8
// digests, so among effects 4-12 two are alike, and the loop, whose turn
// holds both captains' effects, ends at the next W2 effect, the 13th at
// most: at most 12 effects, each with one answer. The answers change from
// one effect to the next.
func TestLoopChangingAnswersEnds(t *testing.T) {
	g := loopGame(t, "../scenarios/rise/803-3-mandatory-trigger-loop-choices.yaml", nil)
	answers, targets := 0, map[engine.CardID]bool{}
	for ended := false; !ended; answers++ {
		l := g.Legal()
		if answers > 12 || l[0].Kind == engine.APass {
			t.Fatalf("not ended after %d answers (%s)", answers, g.DecisionText())
		}
		a := l[(answers*7+answers/2)%len(l)]
		targets[a.Card] = true
		ended = loopEnded(t, g, a)
	}
	if len(targets) < 3 {
		t.Fatalf("the answers did not change: %v", targets)
	}
	if g.Over() || g.Legal()[0].Kind != engine.APass || len(g.View(0).Cut) != 0 {
		t.Fatalf("after the loop: over %v, %s; want P1's free timing, the cut empty", g.Over(), g.DecisionText())
	}
	t.Logf("%d answers, targets %v", answers, targets)
}

// TestLoopBranchingEnds: captains putting two tokens each at each effect:
// each effect triggers two, the effects waiting grow and the game never
// comes back where it was, so the loop ends by the count (Rise 803.3,
// engine/loop.go loopTriggers); the effects of the loop ended are barred
// until the next progress, so those still waiting resolve and the loop
// stops, instead of going on with them. The two effects a pair of tokens
// triggers ask their player for an order (answered with the first).
// Hand-worked: effects 1-1000 trigger and resolve, each making 2 tokens:
// 2000 tokens; the 1001st and every later trigger of the captains do not
// trigger; P1 has priority.
func TestLoopBranchingEnds(t *testing.T) {
	g := loopGame(t, "../scenarios/rise/803-3-mandatory-trigger-loop.yaml", func(s string) string {
		const one = "steps: [{op: token, token: {name: 艦長護衛隊, kind: unit, power: 2/1/2, terrain: [space, earth]}}]"
		if !strings.Contains(s, one) {
			t.Fatal("803-3-mandatory-trigger-loop.yaml changed: no token step")
		}
		return strings.Replace(s, one, "steps: [{op: token, n: 2, token: {name: 艦長護衛隊, kind: unit, power: 2/1/2, terrain: [space, earth]}}]", 1)
	})
	for answers := 0; !g.Over() && g.Legal()[0].Kind != engine.APass; answers++ {
		if answers > 1000 {
			t.Fatalf("not ended after %d answers (%s)", answers, g.DecisionText())
		}
		if _, err := g.Apply(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if g.Over() || g.Decider() != 0 {
		t.Fatalf("after the loop: over %v, %s; want P1's free timing", g.Over(), g.DecisionText())
	}
	v := g.View(0)
	tokens := len(v.Players[0].Disposition) - 3 + len(v.Players[1].Disposition) - 1 // W1, ザク, its G; W2
	if tokens != 2000 || len(v.Cut) != 0 {
		t.Fatalf("%d tokens, %d on the cut; want 2000, 0", tokens, len(v.Cut))
	}
}
