package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

const supportCards = `cards:
  - {number: T-S1, color: green, name: 支援機, kind: unit, cost: {designated: 1, total: "1", resource: "0"}, power: 1/3/4, terrain: [space, earth], keywords: [支援], source: test}
  - {number: T-S2, color: green, name: 宇宙支援機, kind: unit, cost: {designated: 1, total: "1", resource: "0"}, power: 1/2/3, terrain: [space], keywords: [サポート], source: test}
  - {number: T-N1, color: green, name: 地上機, kind: unit, cost: {designated: 1, total: "1", resource: "0"}, power: 2/1/2, terrain: [earth], source: test}
  - {number: T-N2, color: green, name: 汎用機, kind: unit, cost: {designated: 1, total: "1", resource: "0"}, power: 2/1/2, terrain: [space, earth], source: test}
  - {number: T-F, color: green, name: 札, kind: command, cost: {designated: 1, total: "9", resource: "0"}, texts: [{timing: always, steps: [{op: draw, n: 1}]}], source: test}
`

// Every sortie the legal actions can build can be declared (no dead end),
// and every declared sortie puts each Support unit in a squad with a unit
// without Support (GW adv. "支援").
func TestSupportSortieNeverDeadEnds(t *testing.T) {
	db, def := greenTestCards(t, "support.yaml", supportCards)
	pos := Position{DB: db, StopAtPriority: true, Turn: 3, Attacker: 0, First: -1, Phase: PAttack, Stage: StageFixed}
	for _, n := range []string{"T-S1", "T-S2", "T-N1", "T-N2"} {
		pos.Cards = append(pos.Cards, NewPosCard(n, def(n), 0, ZDisposition))
	}
	for p := Player(0); p < 2; p++ {
		pos.Cards = append(pos.Cards, Unknown(def("T-F"), p, ZNation, 10)...)
	}
	g, err := NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	declared := 0
	var walk func(g *Game)
	walk = func(g *Game) {
		if g.decision.kind != dSortie {
			declared++
			for a := Area(0); a < NumAreas; a++ {
				sq := g.squads[a][0]
				if len(sq) > 0 && !func() bool {
					for _, u := range sq {
						if !g.hasKeyword(u, card.Support) {
							return true
						}
					}
					return false
				}() {
					t.Errorf("the %s squad %v has only Support units", a, sq)
				}
			}
			return
		}
		l := g.Legal()
		if len(l) == 0 {
			t.Fatalf("dead end after picks %v", g.sortie.picks)
		}
		for _, a := range l {
			if a.Kind == ASortieUndo {
				continue // back to a plan the walk has seen (TestSortieUndo)
			}
			c := g.Clone()
			if _, err := c.Apply(a); err != nil {
				t.Fatal(err)
			}
			walk(c)
		}
	}
	walk(g)
	t.Logf("%d sorties declared", declared)
	if declared == 0 {
		t.Fatal("no sortie was declared")
	}
	// a lone Support unit, or the two Support units together, are not a sortie
	if _, err := g.Clone().Apply(Action{Kind: ASortie, Card: 0, Area: Space}); err != nil {
		t.Fatal(err)
	}
	c := g.Clone()
	c.Apply(Action{Kind: ASortie, Card: 0, Area: Space})
	if _, err := c.Apply(Action{Kind: ASortieDone}); err == nil {
		t.Error("a squad of one Support unit was declared")
	}
	// S2 (space only) in space and S1 in earth: N2 can join only one of them, N1 only earth
	c = g.Clone()
	c.Apply(Action{Kind: ASortie, Card: 1, Area: Space})
	if _, err := c.Apply(Action{Kind: ASortie, Card: 3, Area: Earth}); err == nil {
		t.Error("N2 went to the earth area, leaving S2 alone in space with no unit able to join it")
	}
}
