package agent

import "time"

// playouts is the number of iterations of a decision of kind (a
// DecisionKind) for a budget of n: n times the kind's weight, rounded, at
// least 1. The sorties (who attacks and blocks where) weigh 5: they decide
// the game, and there the search most often overrules Greedy (in 60 games
// against greedy at 30 playouts, in 37% of its attack sorties and half its
// blocks with 150 playouts, 8% with 30); the priorities (play or use a
// card, or pass), two thirds of its decisions, weigh 1. With a deal drawn
// afresh for each iteration, a third (ismcts chose otherwise than Greedy in
// 2% of them at 30 playouts) played as well as 1 (267 of 400 games against
// greedy at seed 100000 with --swap, 100 playouts, where a third won 277);
// with paired deals (deal), 1 won 290, 275, 291, 289 and 278 (green
// mirror) at seeds 100000, 200000, 400000, 500000 and 300000, 1,423 of
// 2,000, where a third won 289, 276, 283, 262 and 271 (1,381), for 1.4 s
// of CPU a game instead of 1.0. The choices within a play or effect (plan,
// effect, order) weigh 2, a redeal and a hand-size discard 1.
func playouts(n int, kind string) int {
	return max(int(float64(n)*weight(kind)+0.5), 1)
}

// weight is how much of a budget a decision of kind gets (see playouts).
func weight(kind string) float64 {
	switch kind {
	case "sortie":
		return 5
	case "priority", "redeal", "hand-size":
		return 1
	}
	return 2
}

// thinkFor is the time a decision of kind may take under a time budget
// think: think times the kind's weight over a sortie's, so that a sortie
// gets all of it, a plan, effect or order two fifths, a priority, a redeal
// or a hand-size discard a fifth (the shares of the playout budget: the
// search spends its time where its choice most often differs from
// Greedy's, and answers the rest quickly).
func thinkFor(think time.Duration, kind string) time.Duration {
	return time.Duration(float64(think) * weight(kind) / weight("sortie"))
}

// settled reports whether the search may stop with left iterations to go:
// the root's child with the most visits leads every other by more than
// left, so that the choice (by visits) can no longer change.
func settled(root *node, left int) bool {
	v1, v2 := 0, 0
	for _, c := range root.children {
		if c.visits > v1 {
			v1, v2 = c.visits, v1
		} else if c.visits > v2 {
			v2 = c.visits
		}
	}
	return v1-v2 > left
}

// late reports, with a time budget, whether the search must stop: when the
// longest stretch between two of its calls so far (one action with its
// Greedy choice, or the end of an iteration and the next determinization)
// would end past the deadline. So a search overruns its budget only when a
// stretch takes longer than every one before it.
func (s *search) late() bool {
	if s.deadline.IsZero() {
		return false
	}
	now := time.Now()
	if !s.last.IsZero() {
		s.gap = max(s.gap, now.Sub(s.last))
	}
	s.last = now
	return now.Add(s.gap).After(s.deadline)
}
