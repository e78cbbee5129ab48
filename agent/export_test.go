package agent

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/cards"
	"github.com/sortie-tcg/sortie/decks"
	"github.com/sortie-tcg/sortie/engine"
)

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

// FirstVisits runs n iterations of a search by a (an ismcts agent) of g's
// decision from a new root and returns, for each root child visited, the
// reward of its first iteration, and what a rollout (search.rollout) from
// the search's first determinization
// (deal 0) after the child's action scores: the same if the first
// iteration through every child plays on deal 0 (the deals paired); and
// how many deals the search drew.
func FirstVisits(a Agent, g *engine.Game, n int) (first, replay []float64, deals int) {
	obs := g.View(g.Decider())
	s := a.(*ISMCTS).newSearch(g, &obs, g.Legal())
	root := &node{}
	seen := map[*node]bool{}
	var acts []engine.Action
	for range n {
		s.iterate(root)
		for _, c := range root.children {
			if c.visits == 1 && !seen[c] {
				seen[c] = true
				first = append(first, c.reward)
				for _, l := range s.rootLegal {
					if s.key(g, l) == c.key {
						acts = append(acts, l)
						break
					}
				}
			}
		}
	}
	d := new(engine.Game)
	for _, act := range acts {
		s.roll = [2]Greedy{}
		s.deal(d, 0)
		s.apply(d, act)
		v, _ := s.rollout(d) // a playout budget: never late
		replay = append(replay, v)
	}
	return first, replay, len(s.seeds)
}

// ThinkFor is thinkFor: a decision of kind's share of a time budget.
var ThinkFor = thinkFor

// Deal is one determinization of g's decision as a search by a (an ismcts
// agent) draws it.
func Deal(a Agent, g *engine.Game) *engine.Game {
	obs := g.View(g.Decider())
	d := new(engine.Game)
	a.(*ISMCTS).newSearch(g, &obs, g.Legal()).deal(d, 0)
	return d
}

// InfoSets runs n iterations of a search by a (an ismcts agent) of g's
// decision from a new root and returns, for each of the searcher's
// information sets in the tree (node.sets), its hand (handKey) and the
// cards (cardKey) that the searcher's actions there play or discard.
func InfoSets(a Agent, g *engine.Game, n int) (hands, named [][]int32) {
	obs := g.View(g.Decider())
	s := a.(*ISMCTS).newSearch(g, &obs, g.Legal())
	root := &node{}
	for range n {
		s.iterate(root)
	}
	var walk func(x *node)
	walk = func(x *node) {
		for _, set := range x.sets {
			var cards []int32
			for _, c := range set.children {
				if c.key.kind == engine.APlay || c.key.kind == engine.ADiscard {
					cards = append(cards, c.key.card)
				}
			}
			hands, named = append(hands, set.hand), append(named, cards)
			walk(set)
		}
		for _, c := range x.children {
			walk(c)
		}
	}
	walk(root)
	return hands, named
}

// OpponentSteps has a search by a (an ismcts agent) for the player who
// does not decide at g take n descents from a new root through g's
// decision, the opponent's (step, with new Greedy plans each time, as in
// iterate, and a visit counted for the child it chose), and returns the
// actions they played and how many children the root has after them.
func OpponentSteps(a Agent, g *engine.Game, n int) ([]engine.Action, int) {
	obs := g.View(g.Decider().Opp())
	legal := withoutUndo(g.Legal())
	s := a.(*ISMCTS).newSearch(g, &obs, nil)
	root := &node{}
	var acts []engine.Action
	for range n {
		s.roll = [2]Greedy{} // each iteration's own, as in iterate
		c, act := s.step(root, g, legal)
		c.visits++ // as the iteration's back-propagation would
		acts = append(acts, act)
	}
	return acts, len(root.children)
}

// EmbeddedDecks is the card database and the embedded decks (green, blue)
// as card lists, for the tests; it fails t if one does not load.
func EmbeddedDecks(t testing.TB) (*card.DB, map[string][]*card.Def) {
	t.Helper()
	db, err := cards.DB()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]*card.Def{}
	for _, name := range []string{"green", "blue"} {
		if out[name], err = decks.Load(db, name); err != nil {
			t.Fatal(err)
		}
	}
	return db, out
}
