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
			lap, whole := g.loopPair(p, nil)
			hLap, hWhole := h.loopPair(p, nil)
			if whole != hWhole {
				t.Fatalf("seed %d, action %d: %s's optional-loop digest changes when cards hidden from %s are permuted", seed, step, p, p)
			}
			if lap != hLap {
				t.Fatalf("seed %d, action %d: %s's lap digest changes when cards hidden from %s are permuted", seed, step, p, p)
			}
			if a, b := g.loopMandatory(), h.loopMandatory(); a != b {
				t.Fatalf("seed %d, action %d: the mandatory-loop digest changes when cards hidden from %s are permuted", seed, step, p)
			}
			seen[whole] = true
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

// TestLoopHiddenList: hiddenList, which writes a Nation, a Discard Pile and
// another player's hand without reading their cards, writes what list
// writes of them, one loopHidden for each card (of those a loop did not
// make, in lap), in each of the digests (loopMandatory, loopPair) at every
// decision of random games: the digests, which the state hash keeps, are
// those of the cards read one by one.
func TestLoopHiddenList(t *testing.T) {
	propLoad(t)
	lists := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, r := propNewGame(seed), propRand(seed)
		g.Drain()
		for step := 0; !g.Over() && step < propMaxActions; step++ {
			hs := []loopHasher{{g: g, from: g.loopFrom, ts: g.loopTS, p: -1}}
			for p := Player(0); p < 2; p++ {
				hs = append(hs, loopHasher{g: g, from: g.optFrom, ts: g.optTS, p: p})
			}
			for _, h := range hs {
				for q := range g.pl {
					ps := &g.pl[q]
					zs := [][]CardID{ps.nation, ps.discard}
					if Player(q) != h.p {
						zs = append(zs, ps.hand)
					}
					for _, z := range zs {
						a, b := h, h
						a.hiddenList(z)
						b.list(z)
						if a.lap != b.lap || a.whole != b.whole {
							t.Fatalf("seed %d, action %d: hiddenList writes other words than list for %v (p %d)", seed, step, z, h.p)
						}
						lists += min(len(z), 1)
					}
				}
			}
			l := g.Legal()
			if _, err := g.Apply(l[r.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if lists < 1000 {
		t.Fatalf("only %d lists not empty", lists)
	}
}
