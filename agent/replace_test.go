package agent_test

import (
	"os"
	"slices"
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
	p, _ := atReplaceChoice(t, "716-1b-destroy-hand-or-stays.yaml", "E", "K1")
	g, e := p.g, p.id("E")
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

// TestReplaceChoiceKeepsState: at the replacement choice of
// scenarios/rise/717-3-shield-choice-one-unit-first.yaml (two shields on
// 砲撃's 3 damage to D1), the view shows the moment the choice was met, a
// copy hashes as the game does, an illegal answer
// changes nothing, the same answer gives the same game in two copies, and
// the events told before the question are not told again after it, by
// Apply and ApplyInto alike.
func TestReplaceChoiceKeepsState(t *testing.T) {
	p, told := atReplaceChoice(t, "717-3-shield-choice-one-unit-first.yaml", "D1", "B", "W", "A")
	g, d1 := p.g, p.id("D1")
	plays := 0
	for _, e := range told {
		if e.Kind == engine.EvPlay {
			plays++
		}
	}
	if plays != 3 {
		t.Fatalf("%d plays told before the question, want 3", plays)
	}
	// the view is the moment the choice was met: 防壁 and 全軍防御 have
	// resolved and 砲撃 is resolving, so the cut is empty (the game itself
	// went back to before the last pass, the three still on the cut; where
	// an action starts depends on decisions the player may not see)
	if cut := g.View(g.Decider()).Cut; len(cut) != 0 || g.Clone().View(g.Decider()).Phase != g.View(g.Decider()).Phase {
		t.Errorf("the view at the choice shows %d cards on the cut, want 0", len(cut))
	}
	h := g.Hash()
	if g.Clone().Hash() != h {
		t.Error("a copy at the replacement choice hashes differently")
	}
	for _, bad := range []engine.Action{{Kind: engine.AReplace, Index: 2}, {Kind: engine.AReplace, Index: -1}, {Kind: engine.APass}, {Kind: engine.AOrder}} {
		if _, err := g.Apply(bad); err == nil {
			t.Errorf("%+v accepted", bad)
		}
		if g.Hash() != h || g.DecisionKind() != "replace" {
			t.Errorf("%+v changed the game", bad)
		}
	}
	for i := range 2 {
		c1, c2 := g.Clone(), g.Clone()
		evs, err := c1.Apply(engine.Action{Kind: engine.AReplace, Index: int16(i)})
		if err != nil {
			t.Fatal(err)
		}
		if buf, err := c2.ApplyInto(engine.Action{Kind: engine.AReplace, Index: int16(i)}, slices.Clone(told)); err != nil || !slices.Equal(buf, evs) {
			t.Fatalf("answer %d: ApplyInto tells %v (%v), Apply %v", i+1, buf, err, evs)
		}
		if c1.Hash() != c2.Hash() {
			t.Errorf("answer %d: two copies differ", i+1)
		}
		for _, e := range evs {
			if e.Kind == engine.EvPlay || e.Kind == engine.EvPass {
				t.Errorf("answer %d: told again: %s", i+1, c1.Render(e, -1))
			}
		}
		if c1.CardInfo(d1).Damage != 0 || c1.DecisionKind() == "replace" {
			t.Errorf("answer %d: D1 has %d damage, %s", i+1, c1.CardInfo(d1).Damage, c1.DecisionText())
		}
	}
}

// atReplaceChoice builds the position of scenario file f and plays the
// cards labelled plays on target, passing otherwise, until a replacement
// choice waits; it returns the position and the events told on the way.
func atReplaceChoice(t *testing.T, f, target string, plays ...string) (*pos, []engine.Event) {
	t.Helper()
	y, err := os.ReadFile("../scenarios/rise/" + f)
	if err != nil {
		t.Fatal(err)
	}
	p := position(t, string(y))
	g, to := p.g, p.id(target)
	var ids []engine.CardID
	for _, l := range plays {
		ids = append(ids, p.id(l))
	}
	var told []engine.Event
	for n := 0; g.DecisionKind() != "replace"; n++ {
		if n > 40 || g.Over() {
			t.Fatalf("no replacement choice: %s", g.DecisionText())
		}
		act := engine.Action{Kind: engine.APass}
		for _, l := range g.Legal() {
			if l.Kind == engine.APlay && slices.Contains(ids, l.Card) || l.Kind == engine.ATarget && l.Card == to {
				act = l
			}
		}
		c := g.Clone()
		evs, err := g.Apply(act)
		if err != nil {
			t.Fatal(err)
		}
		// ApplyInto tells the same, in memory that held other events
		if buf, err := c.ApplyInto(act, slices.Clone(told)); err != nil || !slices.Equal(buf, evs) {
			t.Fatalf("after %s ApplyInto tells %v (%v), Apply %v", g.Describe(act), buf, err, evs)
		}
		told = append(told, evs...)
	}
	return p, told
}
