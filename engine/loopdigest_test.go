package engine

import "testing"

// TestLoopDigestHidden: the loop digests (loopdigest.go) read no card hidden
// from a player: at every decision of random games, moving the cards hidden
// from the decider p to other hidden places and giving them other identities
// (the leak test's permutation) changes neither p's optional-loop digests
// (the whole game's and a lap's) nor the mandatory-loop digest, which decide
// p's refusals and counts (Rise 803.2) and whether an effect triggers (Rise
// 803.3). The digests do change as the game goes on (the test is not passed
// by a constant).
func TestLoopDigestHidden(t *testing.T) {
	propLoad(t)
	for seed := uint64(1); seed <= 12; seed++ {
		g, r := propNewGame(seed), propRand(seed)
		g.Drain()
		seen := map[uint64]bool{}
		for step := 0; !g.Over() && step < propMaxActions; step++ {
			p := g.decision.player
			h := propPermuteHidden(g, p, r, nil, nil)
			if a, b := g.loopOptional(p, nil), h.loopOptional(p, nil); a != b {
				t.Fatalf("seed %d, action %d: %s's optional-loop digest changes when cards hidden from %s are permuted", seed, step, p, p)
			}
			if a, b := g.loopLap(p, nil), h.loopLap(p, nil); a != b {
				t.Fatalf("seed %d, action %d: %s's lap digest changes when cards hidden from %s are permuted", seed, step, p, p)
			}
			if a, b := g.loopMandatory(), h.loopMandatory(); a != b {
				t.Fatalf("seed %d, action %d: the mandatory-loop digest changes when cards hidden from %s are permuted", seed, step, p)
			}
			seen[g.loopOptional(p, nil)] = true
			l := g.Legal()
			if _, err := g.Apply(l[r.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
		if len(seen) < 10 {
			t.Fatalf("seed %d: only %d digests in a game", seed, len(seen))
		}
	}
}
