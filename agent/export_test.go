package agent

import "github.com/sortie-tcg/sortie/engine"

// Iterate runs n iterations of a search by a (an ismcts agent) of g's
// decision from a new root, as ChooseIn would with n iterations to spend
// (BenchmarkPlayouts).
func Iterate(a Agent, g *engine.Game, n int) {
	obs := g.View(g.Decider())
	s := a.(*ISMCTS).newSearch(g, &obs, g.Legal())
	root := &node{}
	for range n {
		s.iterate(root)
	}
}

// ThinkFor is thinkFor: a decision of kind's share of a time budget.
var ThinkFor = thinkFor

// Deal is one determinization of g's decision as a search by a (an ismcts
// agent) draws it.
func Deal(a Agent, g *engine.Game) *engine.Game {
	obs := g.View(g.Decider())
	d := new(engine.Game)
	a.(*ISMCTS).newSearch(g, &obs, g.Legal()).deal(d)
	return d
}
