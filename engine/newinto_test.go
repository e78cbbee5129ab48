package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestNewIntoSameGame plays random games of both deck pools in turn in one
// Game by NewInto, each beside the same game from New, and checks that the
// two hash alike, and every card's characteristics are alike, after every
// action: the memory NewInto keeps (cards, Nations, characteristics)
// carries nothing of the games before.
func TestNewIntoSameGame(t *testing.T) {
	propLoad(t)
	mechLoad(t)
	var reused Game
	for seed := uint64(1); seed <= 20; seed++ {
		cfg := Config{DB: propDB, Decks: propDecks, Seed: seed, First: -1}
		if seed%2 == 0 {
			r := rand.New(rand.NewPCG(seed, 0xdec5))
			cfg = Config{DB: mechDB, Decks: [2][]*card.Def{mechDeck(r), mechDeck(r)}, Seed: seed, First: -1}
		}
		fresh, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if err := NewInto(&reused, cfg); err != nil {
			t.Fatal(err)
		}
		r1, r2 := propRand(seed), propRand(seed)
		for n := 0; ; n++ {
			if h1, h2 := fresh.Hash(), reused.Hash(); h1 != h2 {
				t.Fatalf("seed %d, after %d actions: hash %x from New, %x from NewInto", seed, n, h1, h2)
			}
			for c := range fresh.cards {
				// fmt prints a nil list and an empty one alike (the reused
				// characteristics keep their lists' memory)
				if a, b := fmt.Sprint(*fresh.chars(CardID(c))), fmt.Sprint(*reused.chars(CardID(c))); a != b {
					t.Fatalf("seed %d, after %d actions: card %d is %s from New, %s from NewInto", seed, n, c, a, b)
				}
			}
			if fresh.Over() || reused.Over() {
				if fresh.Over() != reused.Over() {
					t.Fatalf("seed %d, after %d actions: one game is over", seed, n)
				}
				break
			}
			l1, l2 := fresh.Legal(), reused.Legal()
			if _, err := fresh.Apply(l1[r1.IntN(len(l1))]); err != nil {
				t.Fatal(err)
			}
			if _, err := reused.Apply(l2[r2.IntN(len(l2))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
