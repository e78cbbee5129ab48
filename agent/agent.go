// Package agent holds the players that are not people: random (uniform over
// Legal), greedy (a rule-of-thumb player), greedy0 (the greedy before it
// learned to block and keep blockers back, for comparison) and ismcts (a
// search, ismcts*.go). Agents see only what a player may know: the
// Observation of engine.Game.View and the legal actions; a Searcher also
// plays out determinizations of the game (engine.Game.Determinize).
package agent

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/sortie-tcg/sortie/engine"
)

// Agent chooses one of legal, knowing only obs (nil for a Blind agent).
// obs and what it holds, and legal, are the agent's until Choose returns:
// the caller may build the next view and the next legal actions in their
// memory (engine.Game.ViewInto, LegalInto).
type Agent interface {
	Name() string
	Choose(obs *engine.Observation, legal []engine.Action) engine.Action
}

// Blind is an agent whose Choose does not read the Observation: it may be
// given nil, so that no View is built for it (an agent asks for what it
// uses).
type Blind interface {
	Agent
	Blind()
}

// NeedsView reports whether a reads the Observation it is given.
func NeedsView(a Agent) bool {
	_, blind := a.(Blind)
	return !blind
}

// Decide asks a for its answer to the decision pending in g, which must be
// a's player's: a Searcher searches g (ChooseIn), another agent is given the
// decider's View if it reads one (NeedsView).
func Decide(a Agent, g *engine.Game) engine.Action {
	if s, ok := a.(Searcher); ok {
		return s.ChooseIn(g, g.Legal())
	}
	var obs *engine.Observation
	if NeedsView(a) {
		o := g.View(g.Decider())
		obs = &o
	}
	return a.Choose(obs, g.Legal())
}

// Names lists the agents New knows.
var Names = []string{"random", "greedy", "greedy0", "ismcts"}

// New returns the agent called name (one of Names) with its own random
// generator seeded by seed; a search (ismcts) has DefaultBudget.
func New(name string, seed uint64) (Agent, error) {
	return NewBudget(name, seed, DefaultBudget)
}

// NewBudget is New with a search's budget per decision (only ismcts reads
// it). A budget with neither Think nor Playouts set is DefaultBudget.
func NewBudget(name string, seed uint64, b Budget) (Agent, error) {
	r := rand.New(rand.NewPCG(seed, 0x50a71e))
	if b.Think <= 0 && b.Playouts <= 0 {
		b = DefaultBudget
	}
	switch name {
	case "ismcts":
		return &ISMCTS{r: r, budget: b}, nil
	case "random":
		return &Random{r: r}, nil
	case "greedy":
		return &Greedy{r: r}, nil
	case "greedy0":
		return &Greedy{r: r, v0: true}, nil
	}
	return nil, fmt.Errorf("unknown agent %q (one of %s)", name, strings.Join(Names, ", "))
}

// Random picks uniformly among the legal actions.
type Random struct{ r *rand.Rand }

// Name is "random".
func (a *Random) Name() string { return "random" }

// Choose picks a legal action at random; obs may be nil.
func (a *Random) Choose(_ *engine.Observation, legal []engine.Action) engine.Action {
	return legal[a.r.IntN(len(legal))]
}

// Blind marks Random as an agent that reads no Observation.
func (a *Random) Blind() {}
