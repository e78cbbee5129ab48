package agent

import (
	"math"
	"math/rand/v2"
	"time"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// Searcher is an agent that searches the game itself. ChooseIn is handed the
// real game at a decision of the searcher's and the legal actions; it may
// read the game only through what its player may know: its View, its legal
// actions, and Determinize for that player, which draws every hidden card
// at random (a test checks that the choice does not change when the hidden
// cards are permuted). Callers use ChooseIn when an agent implements it, and
// Choose otherwise.
type Searcher interface {
	Agent
	ChooseIn(g *engine.Game, legal []engine.Action) engine.Action
}

// Budget is what a search may spend on one decision: Think of wall-clock
// time for a sortie, the decisions that weigh most, and a share of it for
// others (thinkFor: a priority a fifteenth); or, when Think is 0, Playouts
// iterations (reproducible with a seed) for a decision of weight 1, and as
// many times more for others (see playouts: a sortie gets five times as
// many, a priority a third).
type Budget struct {
	Think    time.Duration
	Playouts int
}

// DefaultBudget is ismcts's budget when none is given: 30 playouts (150
// iterations a sortie, 10 a priority; BenchmarkPlayouts: 3,686–3,823 a CPU
// second; 0.6 s of CPU a game against greedy between the embedded decks).
// More is not stronger: of 400 games with --swap at seed 100000, 10 won
// 243 (0.22 s a game), 30 263, 100 222 (1.7 s; 229 against 30's 240 at 200000).
var DefaultBudget = Budget{Playouts: 30}

// ISMCTS is single-observer information-set Monte Carlo tree search
// (Cowling, Powley and Whitehouse 2012, "Information Set Monte Carlo Tree
// Search", IEEE TCIAIG 4(2), algorithm SO-ISMCTS) with Greedy as its prior
// and rollout policy. At each decision with more than one legal action it
// runs iterations until its Budget is spent (with a playout budget, its
// share for the decision's kind, or less once the choice is settled); one
// iteration
//
//  1. draws a determinization (engine.Game.DeterminizeWeighted for its
//     player: the opponent's hand and both Nations and Discard Piles dealt
//     at random, consistent with what it sees, the opponent's deck list
//     taken as known, the opponent's hand drawn by heldWeight: fewer G,
//     more commands than a uniform deal);
//  2. descends the tree from the root, applying forced actions (a single
//     legal one) without a node, and at each other decision choosing by
//     UCB1 with availability counts (the children whose action is legal in
//     this determinization) plus a progressive bias towards Greedy's choice
//     (step), until it reaches an action not yet in the tree, which it adds
//     (expansion; Greedy's choice first);
//  3. plays the game on (rollout: Greedy for both players) for at most
//     rolloutTurns turns after the decision's turn;
//  4. scores the end: 1 for a win of the searching player, 0 for a loss,
//     ½ for a draw, or, if the game goes on, the logistic of evaluate; and
//     adds it to every node on the path, each node counting it for the
//     player who chose its action (back-propagation).
//
// It then chooses the root action with the most visits. In a sortie
// declaration the node of a unit's sortie it chose is the root of its next
// sortie decision (reused): the search goes on from the iterations that
// passed through it. Actions are matched
// across determinizations by actionKey, which names a card the searching
// player cannot see by its definition, not its id. Choose (with no game to
// search) plays as Greedy does.
type ISMCTS struct {
	r      *rand.Rand
	budget Budget
	greedy Greedy       // Choose's fallback, and the choice when no iteration finished
	det    *engine.Game // the determinization each iteration plays in
	// views are each player's Observation of det, rebuilt in their memory
	// (engine.Game.ViewInto) at each Greedy choice and evaluation.
	views [2]engine.Observation
	// kept is the node of the last choice, a unit's sortie, in turn
	// keptTurn and phase keptPhase: the root of the next decision if that is
	// the next sortie of the same declaration (reused).
	kept      *node
	keptTurn  int
	keptPhase string
}

// Name is "ismcts".
func (a *ISMCTS) Name() string { return "ismcts" }

// Choose plays as Greedy does: with no game, there is nothing to search.
func (a *ISMCTS) Choose(obs *engine.Observation, legal []engine.Action) engine.Action {
	return a.greedy.Choose(obs, legal)
}

// The search's constants.
const (
	// exploration is UCB1's c (Kocsis and Szepesvári 2006 use √2 for
	// rewards in [0, 1]; a smaller c suits a small budget).
	exploration = 0.7
	// rolloutTurns is how many turns after the decision's a rollout plays
	// before evaluate scores the position (with 4, ismcts won 40 of 60
	// games against greedy at 30 playouts, seed 3000 with --swap; with 2,
	// 39, at half the cost).
	rolloutTurns = 2
	// priorWeight is the progressive bias of a node's prior, in rewards: it
	// weighs as much as priorWeight wins in one visit more.
	priorWeight = 1.0
	// powerWeight is evaluate's value of a point of a unit's combat power.
	powerWeight = 0.15
	// evalScale is the difference in evaluate's units (about a Nation card)
	// that scores 0.73 (the logistic function of 1).
	evalScale = 8.0
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
}

// actionKey identifies an action across determinizations: the player who
// takes it and an Action with each card it names replaced, for a card the
// searching player does not see at the root, by its definition (-2 - the
// definition's index), whose id differs from one determinization to the
// next. Such a card is the opponent's (or one drawn during the iteration):
// its definition is what the move shows once made, so the opponent's moves
// are told apart as the searching player would see them (SO-ISMCTS keys an
// opponent's node by its move in the determinization). The player keeps
// apart one player's pass and the other's at a node where who decides next
// depends on the determinization (the opponent has a choice only with
// some hands).
type actionKey struct {
	player engine.Player
	kind   engine.ActionKind
	card   int32
	index  int16
	area   engine.Area
	n      int32
}

// search is one decision's search.
type search struct {
	a        *ISMCTS
	g        *engine.Game
	me       engine.Player
	shown    []bool // the cards me sees at the root: their ids are kept
	turn     int
	deadline time.Time               // zero with a playout budget
	last     time.Time               // late's last call
	gap      time.Duration           // the longest time between two calls of late
	path     []*node                 // the nodes of the iteration's descent, root first
	roll     [2]Greedy               // each player's Greedy in this iteration (priors, rollout)
	held     func(*card.Def) float64 // the weight of a card in the opponent's hand (heldWeight)
}

// ChooseIn searches g, at a decision of the agent's player, within the
// agent's budget and returns one of legal (see ISMCTS).
func (a *ISMCTS) ChooseIn(g *engine.Game, legal []engine.Action) engine.Action {
	legal = withoutUndo(legal)
	if len(legal) == 1 {
		return legal[0]
	}
	start := time.Now()
	obs := g.View(g.Decider())
	s := a.newSearch(g, &obs, legal)
	kind := g.DecisionKind()
	if a.budget.Think > 0 {
		s.deadline = start.Add(thinkFor(a.budget.Think, kind))
	}
	root := a.reused(kind, &obs)
	n := playouts(a.budget.Playouts, kind)
	for i := 0; ; i++ {
		if s.deadline.IsZero() && (i >= n || settled(root, n-i)) || s.late() {
			break
		}
		s.iterate(root)
	}
	keys := make([]actionKey, len(legal))
	for i, l := range legal {
		keys[i] = s.key(g, l)
	}
	best, i := mostVisited(root, keys)
	if best == nil {
		return a.greedy.Choose(&obs, legal)
	}
	bestAct := legal[i]
	if kind == "sortie" && bestAct.Kind == engine.ASortie {
		a.kept, a.keptTurn, a.keptPhase = best, obs.Turn, obs.Phase
	}
	return bestAct
}

// mostVisited returns root's child of most visits among keys (the legal
// actions'), and its index in keys, nil if none has a visit; a tie goes to
// root's prior (Greedy's choice), else to the first. With fewer iterations
// than legal actions each gets one visit: at 15 playouts (a priority 5), a
// tie going to the first won 77 of 200 games against greedy, 125 this way.
func mostVisited(root *node, keys []actionKey) (*node, int) {
	var best *node
	at := -1
	for i, k := range keys {
		c := root.child(k)
		if c == nil || c.visits == 0 || best != nil && (c.visits < best.visits || c.visits == best.visits && (!root.hasPrior || k != root.prior)) {
			continue
		}
		best, at = c, i
	}
	return best, at
}

// withoutUndo is legal without the cancelling of a planned sortie
// (engine.ASortieUndo, always the last action when legal): the search
// chooses a sortie a unit at a time, so cancelling only leads back to a
// position it has been at, and a search that chose it could do so forever
// (at seed 9001, ismcts cancelled and planned the same sortie again until
// the game's action limit).
func withoutUndo(legal []engine.Action) []engine.Action {
	if n := len(legal); n > 1 && legal[n-1].Kind == engine.ASortieUndo {
		return legal[:n-1]
	}
	return legal
}

// reused is the root of a decision of kind seen in obs: the node of the
// agent's last choice (kept) when that was a unit's sortie and this is the
// same player's next sortie in the same turn and phase, with only its own
// actions below it (a sortie declaration is one player's run of decisions,
// with nothing revealed between them: the iterations of the one before
// went on into this one); else a new node.
func (a *ISMCTS) reused(kind string, obs *engine.Observation) *node {
	k := a.kept
	a.kept = nil
	if k == nil || kind != "sortie" || a.keptTurn != obs.Turn || a.keptPhase != obs.Phase {
		return &node{}
	}
	for _, c := range k.children {
		if c.player != obs.Viewer {
			return &node{}
		}
	}
	return k
}

// newSearch is a search of g's decision, seen in obs (the decider's
// View), with legal actions legal.
func (a *ISMCTS) newSearch(g *engine.Game, obs *engine.Observation, legal []engine.Action) *search {
	if a.det == nil {
		a.det = new(engine.Game)
	}
	return &search{a: a, g: g, me: obs.Viewer, shown: shownCards(obs, legal, g.NumCards()), turn: obs.Turn,
		held: heldWeight(obs.Players[obs.Viewer.Opp()].Power.Total)}
}

// playouts is the number of iterations of a decision of kind (a
// DecisionKind) for a budget of n: n times the kind's weight, rounded, at
// least 1. The sorties (who attacks and blocks where) weigh 5: they decide
// the game, and there the search most often overrules Greedy (in 60 games
// against greedy at 30 playouts, in 37% of its attack sorties and half its
// blocks with 150 playouts, 8% with 30); the priorities (play or use a
// card, or pass) weigh 1/3: with 30 playouts ismcts chose otherwise than
// Greedy in 2% of them, and they are two thirds of its decisions. The
// choices within a play or effect (plan, effect, order) weigh 2, a redeal
// and a hand-size discard 1.
func playouts(n int, kind string) int {
	return max(int(float64(n)*weight(kind)+0.5), 1)
}

// weight is how much of a budget a decision of kind gets (see playouts).
func weight(kind string) float64 {
	switch kind {
	case "sortie":
		return 5
	case "priority":
		return 1.0 / 3
	case "redeal", "hand-size":
		return 1
	}
	return 2
}

// thinkFor is the time a decision of kind may take under a time budget
// think: think times the kind's weight over a sortie's, so that a sortie
// gets all of it, a plan, effect or order two fifths, a redeal or a
// hand-size discard a fifth and a priority a fifteenth (the shares of the
// playout budget: the search spends its time where its choice most often
// differs from Greedy's, and answers the rest quickly).
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

// iterate runs one iteration from root (see ISMCTS). With a time budget it
// gives up when the search is late: that iteration's reward is not counted
// (its availability counts and new node, with no visit, stay).
func (s *search) iterate(root *node) {
	d := s.a.det
	s.deal(d)
	s.roll = [2]Greedy{}
	n := root
	s.path = append(s.path[:0], root)
	for !d.Over() {
		if s.late() {
			return
		}
		legal := withoutUndo(d.Legal())
		if len(legal) == 1 {
			d.Apply(legal[0])
			continue
		}
		next, act := s.step(n, d, legal)
		if _, err := d.Apply(act); err != nil {
			panic("ismcts: a legal action refused: " + err.Error())
		}
		s.path = append(s.path, next)
		if next.visits == 0 {
			break // expanded
		}
		n = next
	}
	for !d.Over() && d.Turn() <= s.turn+rolloutTurns {
		if s.late() {
			return
		}
		d.Apply(s.rolloutAction(d))
	}
	v := s.value(d)
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

// deal makes d a determinization of the searched game for the searching
// player, its opponent's hand drawn by heldWeight.
func (s *search) deal(d *engine.Game) {
	s.g.DeterminizeWeighted(d, s.me, s.a.r, s.held)
}

// rolloutAction is the rollout policy's action in d: the only legal one,
// else the decider's Greedy's (each player's own, new for each iteration,
// as its sortie plans are per player). Greedy draws nothing at random: the
// rollouts of one position differ by their determinizations. (In 16 games
// each against greedy at 30 playouts, seed 300 with --swap, rollouts with
// one random decision in ten won 8, these 10.)
func (s *search) rolloutAction(d *engine.Game) engine.Action {
	legal := d.Legal()
	if len(legal) == 1 {
		return legal[0]
	}
	p := d.Decider()
	return s.roll[p].Choose(s.view(d, p), legal)
}

// view is p's Observation of d, in the memory of the agent's views of p
// (valid until the next view of p).
func (s *search) view(d *engine.Game, p engine.Player) *engine.Observation {
	o := &s.a.views[p]
	d.ViewInto(p, o)
	return o
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

// step chooses at node n, at a decision of d with legal actions legal (more
// than one): an action with no child yet, with a new child for it (n's
// prior if it has none, else one at random); else the child of best UCB1
// among those available, plus priorWeight / (visits + 1) for the prior's
// (progressive bias, Chaslot et al. 2008, "Progressive strategies for
// Monte-Carlo tree search"), counting each available child's availability.
func (s *search) step(n *node, d *engine.Game, legal []engine.Action) (*node, engine.Action) {
	if !n.hasPrior {
		p := d.Decider()
		n.prior, n.hasPrior = s.key(d, s.roll[p].Choose(s.view(d, p), legal)), true
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
		k := s.key(d, legal[i])
		c := n.child(k)
		if c == nil {
			c = &node{key: k, player: d.Decider()}
			n.children = append(n.children, c)
		}
		return c, legal[i]
	}
	return best, bestAct
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

// key returns a's actionKey in game x (a determinization, or the real game
// at the root, where a names only cards the searcher sees).
func (s *search) key(x *engine.Game, a engine.Action) actionKey {
	k := actionKey{player: x.Decider(), kind: a.Kind, card: int32(a.Card), index: a.Index, area: a.Area, n: int32(a.N)}
	c, n := namedCards(a)
	if c != engine.None {
		k.card = s.cardKey(x, c)
	}
	if n != engine.None {
		k.n = s.cardKey(x, n)
	}
	return k
}

// namedCards returns the cards a names, None for none: in Card for the
// kinds that name one (a Nation may be chosen instead: None), and in N for
// 換装's own unit.
func namedCards(a engine.Action) (card, n engine.CardID) {
	switch a.Kind {
	case engine.APlay, engine.AUse, engine.ASortie, engine.ADiscard, engine.AVariable, engine.ATarget, engine.AChoose:
		return a.Card, engine.None
	case engine.AChange:
		return a.Card, engine.CardID(a.N)
	}
	return engine.None, engine.None
}

// cardKey is c's id if the searcher sees it at the root (where every card
// an action names is one it sees, so the real game's definitions are never
// read), else -2 - the index of its definition in x.
func (s *search) cardKey(x *engine.Game, c engine.CardID) int32 {
	if c < 0 || int(c) >= len(s.shown) || s.shown[c] {
		return int32(c)
	}
	return -2 - int32(x.Def(c).Index)
}

// value scores the end of a rollout for the searcher, in [0, 1].
func (s *search) value(d *engine.Game) float64 {
	if d.Over() {
		switch d.Winner() {
		case s.me:
			return 1
		case s.me.Opp():
			return 0
		}
		return 0.5
	}
	return 1 / (1 + math.Exp(-evaluate(s.view(d, s.me))/evalScale))
}

// evaluate estimates how far ahead o's viewer is, in about Nation cards:
// the difference of the players' Nations, each worth n + 6 ln n for n
// cards (the integral of Greedy's weight of a Nation card, 1 + 6/n: the
// last cards are the game; a player whose Nation is empty loses), plus the
// differences of their hands (cards to play), of their units on the field
// (each worth what losing it costs, value: its total cost and the cards set
// on it, at least 1; and 0.15 a point of its combat power) and of their G
// (1 each).
func evaluate(o *engine.Observation) float64 {
	side := func(q engine.Player) float64 {
		pv := &o.Players[q]
		v := float64(pv.Nation) + 6*math.Log(float64(max(pv.Nation, 1))) + float64(pv.HandCount)
		units := func(vs []engine.CardView) {
			for i := range vs {
				switch c := &vs[i]; c.Kind {
				case "unit":
					v += value(*c) + powerWeight*float64(powerSum(*c))
				case "g":
					v++
				}
			}
		}
		units(pv.Disposition)
		for a := range o.Areas {
			units(o.Areas[a].Squads[q])
		}
		return v
	}
	return side(o.Viewer) - side(o.Viewer.Opp())
}

// shownCards marks, among n cards by id, the cards obs shows and those the
// legal actions name (all of them shown, or offered to the decider).
func shownCards(obs *engine.Observation, legal []engine.Action, n int) []bool {
	shown := make([]bool, n)
	var add func(vs []engine.CardView)
	add = func(vs []engine.CardView) {
		for i := range vs {
			if vs[i].ID >= 0 && int(vs[i].ID) < n {
				shown[vs[i].ID] = true
			}
			add(vs[i].Set)
		}
	}
	for q := range obs.Players {
		pv := &obs.Players[q]
		for _, vs := range [][]engine.CardView{pv.Hand, pv.Disposition, pv.Junkyard, pv.Hangar, pv.Removed} {
			add(vs)
		}
	}
	for a := range obs.Areas {
		add(obs.Areas[a].Squads[0])
		add(obs.Areas[a].Squads[1])
	}
	for i := range obs.Cut {
		add([]engine.CardView{obs.Cut[i].Card})
	}
	add(obs.Ask.Looking)
	for _, l := range legal {
		card, n2 := namedCards(l)
		for _, c := range []engine.CardID{card, n2} {
			if c >= 0 && int(c) < n {
				shown[c] = true
			}
		}
	}
	return shown
}
