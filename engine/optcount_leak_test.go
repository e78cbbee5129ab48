package engine

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestOptionalLoopRepeatHidesHands: the two games of the effects soak
// (seeds 2008 and 3976, the leak test at one decision in two as in the
// soak) where a count named for a loop of optional actions (Rise 803.2)
// made the loop stop or go on depending on the cards of the other
// player's hand: the check that a repeated lap comes back where it began
// read the hand of the loop's first player, which the player naming the
// count cannot see (DESIGN "View"). Both games play to their end with every
// invariant and the leak test, and each has a loop demonstrated (else it
// tests nothing: the test cards or the deals changed).
func TestOptionalLoopRepeatHidesHands(t *testing.T) {
	propLoad(t)
	mechLoad(t)
	defer func(n int) { leakEvery = n }(leakEvery)
	leakEvery = 2
	for _, seed := range []uint64{2008, 3976} {
		r := rand.New(rand.NewPCG(seed, 0xdec5)) // as TestRandomGamesEffects deals its decks
		decks := [2][]*card.Def{mechDeck(r), mechDeck(r)}
		g, err := New(Config{DB: mechDB, Decks: decks, Seed: seed, First: -1})
		if err != nil {
			t.Fatal(err)
		}
		loops := 0
		count := func(line string) {
			if strings.Contains(line, "a loop of optional actions is demonstrated") {
				loops++
			}
		}
		if err := propPlayGame(g, propRand(seed), count); err != nil {
			t.Errorf("seed %d: %v", seed, err)
		}
		if loops == 0 {
			t.Errorf("seed %d: no loop of optional actions was demonstrated", seed)
		}
	}
}
