package agent

import (
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
// others (thinkFor: a priority a fifth); or, when Think is 0, Playouts
// iterations (reproducible with a seed) for a decision of weight 1 (a
// priority, a redeal, a hand-size discard), and as many times more for
// others (see playouts: a sortie gets five times as many).
type Budget struct {
	Think    time.Duration
	Playouts int
}

// DefaultBudget is ismcts's budget when none is given: 100 playouts (500
// iterations a sortie, 100 a priority; BenchmarkPlayouts: 5,858–6,339 a CPU
// second on a loaded machine, where the search before session 27's savings
// made 3,052–3,214; about 1.4 s of CPU a game against greedy between the
// embedded decks, a sortie answered in about 0.06 s). Chosen on games
// against greedy with --swap (sim --agents ismcts,greedy --games 400
// --swap --seed S --playouts N), 400 games a sample, at seeds 100000,
// 200000, 400000, 500000 and the green mirror at 300000: with a priority
// weighing a third and fresh deals (before session 28), 100 won 277, 268,
// 271, 263 and 283 (1,362 of 2,000, 68.1%) where 30 won 273, 262, 272, 252
// and 257 (1,316, 65.8%), the same deals, for 2.6 times the CPU; 300 won
// 281 at seed 100000 (6 s of CPU a game) and 253 at 200000. With paired
// deals and a priority weighing 1 (playouts), 100 won 1,423 of those 2,000
// (71.2%). Before evaluate's fitted weights and opponentStep, more
// playouts played worse (100 won 117 and 107 of 200 at seeds 100000 and
// 200000 where 30 won 130 of the same first 200 at 100000); docs/ai.md has
// the history.
var DefaultBudget = Budget{Playouts: 100}

// ISMCTS is single-observer information-set Monte Carlo tree search
// (Cowling, Powley and Whitehouse 2012, "Information Set Monte Carlo Tree
// Search", IEEE TCIAIG 4(2), algorithm SO-ISMCTS) with Greedy as its prior
// and rollout policy. At each decision with more than one legal action it
// runs iterations until its Budget is spent (with a playout budget, its
// share for the decision's kind, or less once the choice is settled); one
// iteration
//
//  1. chooses the root's action (step, below), and then draws a
//     determinization (engine.Game.DeterminizeWeighted for its player: the
//     opponent's hand and both Nations and Discard Piles dealt at random,
//     consistent with what it sees, the opponent's deck list taken as
//     known, the opponent's hand drawn by heldWeight: fewer G, more
//     commands than a uniform deal), the same for the j-th iteration
//     through every root action (common random numbers: see deal);
//  2. descends the tree from the root, applying forced actions (a single
//     legal one) without a node, at each other decision of the opponent's
//     playing its Greedy choice (opponentStep), and at each of its own
//     choosing by UCB1 with availability counts (the children whose action
//     is legal in this determinization) plus a progressive bias towards
//     Greedy's choice (step), until it reaches an action not yet in the
//     tree, which it adds (expansion; Greedy's choice first); below the
//     root the searcher's own decisions are kept apart by the hand it
//     holds (infoSet);
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
	// (engine.Game.ViewInto) at each Greedy choice that needs one (not a
	// pass passesAt tells: search.greedy) and evaluation.
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
	// 39, at half the cost; with evaluate's fitted weights, refitted for
	// each horizon, at about the same CPU, of 200 games at seed 100000 with
	// --swap: 2 turns at 30 playouts won 132, 1 at 45 123 and 0 at 85 and
	// 120 118 and 115).
	rolloutTurns = 2
	// priorWeight is the progressive bias of a node's prior, in rewards: it
	// weighs as much as priorWeight wins in one visit more.
	priorWeight = 1.0
)

// search is one decision's search.
type search struct {
	a         *ISMCTS
	g         *engine.Game
	me        engine.Player
	shown     []bool // the cards me sees at the root: their ids are kept
	turn      int
	deadline  time.Time               // zero with a playout budget
	last      time.Time               // late's last call
	gap       time.Duration           // the longest time between two calls of late
	path      []*node                 // the nodes of the iteration's descent, root first
	roll      [2]Greedy               // each player's Greedy in this iteration (priors, rollout)
	held      func(*card.Def) float64 // the weight of a card in the opponent's hand (heldWeight)
	hand      []int32                 // handKey's memory
	dz        *engine.Determinizer    // deal's, made at the first
	rootLegal []engine.Action         // the root's legal actions, without ASortieUndo
	seeds     []uint64                // the seed of each deal (deal), drawn as needed from the agent's generator
	pcg       rand.PCG                // the generator of a deal, seeded from seeds
	dealR     *rand.Rand              // pcg's
	// the legal actions of the determinization's decision and the events
	// of its last action, in memory kept across the search's iterations
	// (engine.Game.LegalInto, ApplyInto): the legal actions are read only
	// until the next action is applied
	legal []engine.Action
	evs   []engine.Event
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
	root := a.reused(kind, &obs, s.handKey(g))
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

// reused is the root of a decision of kind seen in obs, with the searcher's
// hand hand (handKey): the node of the agent's last choice (kept) when that
// was a unit's sortie and this is the same player's next sortie in the same
// turn and phase, with only its own actions below it (a sortie declaration
// is one player's run of decisions, with nothing revealed between them: the
// iterations of the one before went on into this one), its information set
// for hand; else a new node.
func (a *ISMCTS) reused(kind string, obs *engine.Observation, hand []int32) *node {
	k := a.kept
	a.kept = nil
	if k == nil || kind != "sortie" || a.keptTurn != obs.Turn || a.keptPhase != obs.Phase || len(k.children) > 0 {
		return &node{}
	}
	return k.infoSet(hand)
}

// newSearch is a search of g's decision, seen in obs (the decider's
// View), with legal actions legal.
func (a *ISMCTS) newSearch(g *engine.Game, obs *engine.Observation, legal []engine.Action) *search {
	if a.det == nil {
		a.det = new(engine.Game)
	}
	s := &search{a: a, g: g, me: obs.Viewer, shown: shownCards(obs, legal, g.NumCards()), turn: obs.Turn,
		held: heldWeight(obs.Players[obs.Viewer.Opp()].Power.Total), rootLegal: withoutUndo(legal)}
	s.dealR = rand.New(&s.pcg)
	return s
}
