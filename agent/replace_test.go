package agent_test

import (
	"os"
	"testing"

	"github.com/sortie-tcg/sortie/agent"
	"github.com/sortie-tcg/sortie/engine"
)

// TestAgentsAnswerReplaceChoice: at a choice of the replacement effect to
// apply first (Rise 716.1b; the embedded decks seldom meet one), every
// agent answers with one of the legal actions, and the game goes on. The
// position is scenarios/rise/716-1b-destroy-hand-or-stays.yaml's: P1
// destroys 脱出機, which both its own text and 守護陣 would save.
func TestAgentsAnswerReplaceChoice(t *testing.T) {
	y, err := os.ReadFile("../scenarios/rise/716-1b-destroy-hand-or-stays.yaml")
	if err != nil {
		t.Fatal(err)
	}
	p := position(t, string(y))
	g := p.g
	k1, e := p.id("K1"), p.id("E")
	for n := 0; g.DecisionKind() != "replace"; n++ {
		if n > 20 || g.Over() {
			t.Fatalf("no replacement choice: %s", g.DecisionText())
		}
		act := engine.Action{Kind: engine.APass}
		for _, l := range g.Legal() {
			if l.Kind == engine.APlay && l.Card == k1 || l.Kind == engine.ATarget && l.Card == e {
				act = l
			}
		}
		if _, err := g.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(g.Legal()); n != 2 {
		t.Fatalf("%d answers to the replacement choice, want 2", n)
	}
	for _, name := range agent.Names {
		a, err := agent.NewBudget(name, 1, agent.Budget{Playouts: 8})
		if err != nil {
			t.Fatal(err)
		}
		c := g.Clone()
		act := agent.Decide(a, c)
		if act.Kind != engine.AReplace {
			t.Errorf("%s answers %s", name, c.Describe(act))
			continue
		}
		if _, err := c.Apply(act); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if c.DecisionKind() == "replace" || c.CardInfo(e).Zone == engine.ZJunkyard {
			t.Errorf("%s: after %s, %s (脱出機 in %s)", name, g.Describe(act), c.DecisionText(), c.CardInfo(e).Zone)
		}
	}
}
