package agent

import (
	"math"
	"slices"

	"github.com/sortie-tcg/sortie/engine"
)

// node is a node of the search tree: the action that leads to it from its
// parent, chosen by player, and its statistics.
type node struct {
	key      actionKey
	player   engine.Player
	visits   int
	avail    int     // iterations in which its action was legal at the parent
	reward   float64 // sum of the rewards of the iterations through it, for player
	children []*node
	// prior is the key of Greedy's choice at this node, in the first
	// determinization that reached it (hasPrior): expanded first and
	// favoured by UCB (progressive bias).
	prior    actionKey
	hasPrior bool
	// sets are the searcher's information sets at this node, below the
	// root, when the searcher decides here: one node for each hand it holds
	// in the determinizations that reach it (see infoSet); hand is such a
	// node's.
	sets []*node
	hand []int32
}

// infoSet returns n's information set for the searcher's hand hand (a
// handKey), new if none yet. Below the root the searcher's hand differs
// from one determinization to the next (the cards it drew during the
// iteration), and a choice made with one hand is no evidence for another:
// SO-ISMCTS merges the searcher's decisions across them (strategy fusion),
// so its nodes are keyed by what it knows, its hand by card definitions in
// no order. Merged, more playouts played worse (of 400 games against greedy
// at seed 100000 with --swap, 30 won 263 and 100 222; judged
// at sortie positions with paired ground truth, 300 playouts against 100:
// -1.21 wins per 20 games merged, +1.20 kept apart).
func (n *node) infoSet(hand []int32) *node {
	for _, x := range n.sets {
		if slices.Equal(x.hand, hand) {
			return x
		}
	}
	x := &node{hand: slices.Clone(hand)}
	n.sets = append(n.sets, x)
	return x
}

// iterate runs one iteration from root (see ISMCTS): it chooses the root's
// action on the real game (the searcher's own decision, the same in every
// determinization) and plays the iteration on the deal of that action's
// next visit (deal). With a time budget it
// gives up when the search is late: that iteration's reward is not counted
// (its availability counts and new node, with no visit, stay).
func (s *search) iterate(root *node) {
	d := s.a.det
	s.roll = [2]Greedy{}
	n, act := s.step(root, s.g, s.rootLegal)
	s.deal(d, n.visits)
	if err := s.apply(d, act); err != nil {
		panic("ismcts: a legal action refused: " + err.Error())
	}
	s.path = append(s.path[:0], root, n)
	for n.visits > 0 && !d.Over() {
		if s.late() {
			return
		}
		s.legal = d.LegalInto(s.legal)
		legal := withoutUndo(s.legal)
		if len(legal) == 1 {
			s.apply(d, legal[0])
			continue
		}
		if d.Decider() == s.me { // below the root: its information set
			n = n.infoSet(s.handKey(d))
		}
		next, act := s.step(n, d, legal)
		if err := s.apply(d, act); err != nil {
			panic("ismcts: a legal action refused: " + err.Error())
		}
		s.path = append(s.path, next)
		if next.visits == 0 {
			break // expanded
		}
		n = next
	}
	v, ok := s.rollout(d)
	if !ok {
		return
	}
	root.visits++
	for _, x := range s.path[1:] {
		x.visits++
		if x.player == s.me {
			x.reward += v
		} else {
			x.reward += 1 - v
		}
	}
}

// rollout plays d on with the rollout policy (rolloutAction) for at most
// rolloutTurns turns after the decision's and returns the end's value for
// the searcher; not ok when the search is late (late) before the end.
func (s *search) rollout(d *engine.Game) (v float64, ok bool) {
	for !d.Over() && d.Turn() <= s.turn+rolloutTurns {
		if s.late() {
			return 0, false
		}
		s.apply(d, s.rolloutAction(d))
	}
	return s.value(d), true
}

// deal makes d the search's j-th determinization of the searched game for
// the searching player, its opponent's hand drawn by heldWeight
// (engine.Game.DeterminizeWeighted, by the search's Determinizer: the game
// searched does not change), its generator reseeded: the same game for the
// same j. iterate plays the j-th iteration through each root action on the
// j-th deal (common random numbers, as in paired comparisons): most of a
// rollout's outcome is the deal (the cards to come, the opponent's hand),
// so two root actions compared on the same deals differ by what they do,
// where with a deal drawn afresh for each iteration their difference was
// mostly the luck of their deals. Against greedy (sim --agents
// ismcts,greedy --games 400 --swap --seed S, 100 playouts, a priority
// weighing a third), fresh deals won 277, 268, 271, 263 and 283 at seeds
// 100000, 200000, 400000, 500000 and the green mirror at 300000 (1,362 of
// 2,000), paired deals 289, 276, 283, 262 and 271 (1,381): about one
// standard error more. What they changed is that more iterations at the
// priorities now pay (see playouts).
func (s *search) deal(d *engine.Game, j int) {
	if s.dz == nil {
		s.dz = s.g.Determinizer(s.me)
	}
	for len(s.seeds) <= j {
		s.seeds = append(s.seeds, s.a.r.Uint64())
	}
	s.pcg.Seed(s.seeds[j], 0)
	s.dz.Deal(d, s.dealR, s.held)
}

// rolloutAction is the rollout policy's action in d: the only legal one,
// else the decider's Greedy's (each player's own, new for each iteration,
// as its sortie plans are per player). Greedy draws nothing at random: the
// rollouts of one position differ by their determinizations. (In 16 games
// each against greedy at 30 playouts, seed 300 with --swap, rollouts with
// one random decision in ten won 8, these 10.)
func (s *search) rolloutAction(d *engine.Game) engine.Action {
	s.legal = d.LegalInto(s.legal)
	legal := s.legal
	if len(legal) == 1 {
		return legal[0]
	}
	return s.greedy(d, legal)
}

// greedy is the decider's Greedy choice in d, at a decision with legal
// actions legal (more than one): at a priority, the pass when passesAt
// tells it from the texts of the cards the uses name; at a sortie the
// Greedy has planned already, its plan's next action (sortieAgain); else
// Choose on the decider's View.
func (s *search) greedy(d *engine.Game, legal []engine.Action) engine.Action {
	p := d.Decider()
	switch d.DecisionKind() {
	case "priority":
		nation, discardPile, _, cut := d.Counts(p)
		if a, ok := passesAt(legal, d.CardTextViews, nation, discardPile, cut); ok {
			return a
		}
	case "sortie":
		if a, ok := s.roll[p].sortieAgain(d.Turn(), d.Attacker(), legal); ok {
			return a
		}
	}
	return s.roll[p].Choose(s.view(d, p), legal)
}

// apply applies a in d (engine.Game.ApplyInto), its events in s's memory
// (the search reads none).
func (s *search) apply(d *engine.Game, a engine.Action) error {
	var err error
	s.evs, err = d.ApplyInto(a, s.evs)
	return err
}

// view is p's Observation of d, in the memory of the agent's views of p
// (valid until the next view of p).
func (s *search) view(d *engine.Game, p engine.Player) *engine.Observation {
	o := &s.a.views[p]
	d.ViewInto(p, o)
	return o
}

// step chooses at node n, at a decision of d with legal actions legal (more
// than one): an action with no child yet, with a new child for it (n's
// prior if it has none, else one at random); else the child of best UCB1
// among those available, plus priorWeight / (visits + 1) for the prior's
// (progressive bias, Chaslot et al. 2008, "Progressive strategies for
// Monte-Carlo tree search"), counting each available child's availability.
// At the opponent's decisions it plays the opponent's Greedy choice in d
// (opponentStep).
func (s *search) step(n *node, d *engine.Game, legal []engine.Action) (*node, engine.Action) {
	if d.Decider() != s.me {
		return s.opponentStep(n, d, legal)
	}
	if !n.hasPrior {
		n.prior, n.hasPrior = s.key(d, s.greedy(d, legal)), true
	}
	var untried []int
	priorAt := -1 // the prior's index in legal, if it has no child yet
	var best *node
	var bestAct engine.Action
	bestScore := math.Inf(-1)
	seen := make([]actionKey, 0, len(legal))
	for i, l := range legal {
		k := s.key(d, l)
		dup := false
		for _, x := range seen {
			dup = dup || x == k
		}
		if dup {
			continue // another copy of a card the searcher cannot tell apart
		}
		seen = append(seen, k)
		c := n.child(k)
		if c == nil || c.visits == 0 { // a child with no visit: its iteration ran out of time
			if k == n.prior {
				priorAt = i
			}
			untried = append(untried, i)
			continue
		}
		c.avail++
		score := c.reward/float64(c.visits) + exploration*math.Sqrt(math.Log(float64(c.avail))/float64(c.visits))
		if k == n.prior {
			score += priorWeight / float64(c.visits+1)
		}
		if score > bestScore {
			best, bestAct, bestScore = c, l, score
		}
	}
	if len(untried) > 0 {
		i := priorAt
		if i < 0 {
			i = untried[s.a.r.IntN(len(untried))]
		}
		return n.childOrNew(s.key(d, legal[i]), d.Decider()), legal[i]
	}
	return best, bestAct
}

// opponentStep chooses at node n, at a decision of the searcher's opponent
// in d with legal actions legal, the opponent's Greedy choice in d (an
// opponent model: the determinization's Greedy reads only the opponent's
// View of d, nothing of the real game hidden from the searcher), with a
// new child for it if it has none. The tree keeps the opponent's moves
// apart, as they would be seen, but does not search them. Against greedy
// at 30 playouts (sim --agents ismcts,greedy --games 400 --swap
// --playouts 30 --seed S), with UCB1 at the opponent's decisions too and
// the fitted evaluate, ismcts won 265 of 400 at seed 100000, 254 at
// 200000, 249 in the green mirror at 300000 (--deck green --deck green)
// and 264 at 400000 (1,032 of 1,600); with this model 273, 262, 257 and
// 272 (1,064 of 1,600: 8 more in each sample). With the hand-set
// evaluation before it, 260, 254 and 239 of the first three against 261,
// 239 and 235.
func (s *search) opponentStep(n *node, d *engine.Game, legal []engine.Action) (*node, engine.Action) {
	act := s.greedy(d, legal)
	return n.childOrNew(s.key(d, act), d.Decider()), act
}

// childOrNew returns n's child for key k, a new one chosen by player p
// if it has none (expansion).
func (n *node) childOrNew(k actionKey, p engine.Player) *node {
	c := n.child(k)
	if c == nil {
		c = &node{key: k, player: p}
		n.children = append(n.children, c)
	}
	return c
}

// child returns n's child for key k, or nil.
func (n *node) child(k actionKey) *node {
	for _, c := range n.children {
		if c.key == k {
			return c
		}
	}
	return nil
}
