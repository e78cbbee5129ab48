package engine

import (
	"testing"
	"time"
)

// Benchmarks beside the hot code (DESIGN "Habits"): AIs clone and apply
// thousands of times a second, so these are the numbers to watch.

// benchMidGame plays seed 3 at random until the attacker has priority in
// its disposition phase of turn 9 or later with at least 4 legal actions.
func benchMidGame(b *testing.B) *Game {
	b.Helper()
	for seed := uint64(3); seed < 100; seed++ {
		g := propGame(b, seed)
		r := propRand(seed)
		for !g.Over() {
			legal := g.Legal()
			if g.turn >= 9 && g.phase == PDisposition && g.decision.kind == dPriority && len(legal) >= 4 {
				g.Drain()
				return g
			}
			if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.Fatal("no mid-game position found")
	return nil
}

// BenchmarkRandomGame plays one whole game between random players per op.
func BenchmarkRandomGame(b *testing.B) {
	propLoad(b)
	b.ReportAllocs()
	actions := 0
	seed := uint64(0)
	for b.Loop() {
		seed++
		g := propNewGame(seed)
		r := propRand(seed)
		for !g.Over() {
			legal := g.Legal()
			if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// BenchmarkLegal lists the legal actions of a mid-game priority decision.
func BenchmarkLegal(b *testing.B) {
	g := benchMidGame(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Legal()
	}
}

// BenchmarkApply replays a recorded random game; an op is the whole game,
// and ns/apply is the average cost of one Apply (which checks legality,
// answers and runs the automatic rules to the next decision).
func BenchmarkApply(b *testing.B) {
	g0 := propGame(b, 11)
	g0.Drain()
	var acts []Action
	g := g0.Clone()
	r := propRand(11)
	for !g.Over() {
		legal := g.Legal()
		a := legal[r.IntN(len(legal))]
		if _, err := g.Apply(a); err != nil {
			b.Fatal(err)
		}
		acts = append(acts, a)
	}
	b.ReportAllocs()
	start := time.Now()
	for b.Loop() {
		g := g0.Clone()
		for _, a := range acts {
			if _, err := g.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(time.Since(start).Nanoseconds())/float64(b.N*len(acts)), "ns/apply")
}

// BenchmarkClone copies a mid-game state.
func BenchmarkClone(b *testing.B) {
	g := benchMidGame(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Clone()
	}
}

// BenchmarkView builds one player's Observation of a mid-game state.
func BenchmarkView(b *testing.B) {
	g := benchMidGame(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.View(g.Decider())
	}
}

// BenchmarkHash digests a mid-game state.
func BenchmarkHash(b *testing.B) {
	g := benchMidGame(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Hash()
	}
}
