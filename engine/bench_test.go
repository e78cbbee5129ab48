package engine

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"github.com/sortie-tcg/sortie/internal/cputime"
)

// Benchmarks beside the hot code (DESIGN "Habits"): AIs clone and apply
// thousands of times a second, so these are the numbers to watch (issue 7's
// targets). Compare each with BenchmarkCopyState, a copy of as many bytes as
// a clone holds, measured in the same run. Each also reports cpu-ns/op, the
// process's CPU time per op (GC included): on a loaded machine ns/op counts
// the time other processes had the core too.

// cpuPerOp reports the CPU time per op since start (cpuTime).
func cpuPerOp(b *testing.B, start time.Duration) {
	b.ReportMetric(float64(cputime.Used()-start)/float64(b.N), "cpu-ns/op")
}

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

// benchPositions returns n positions, each from its own random game (seeds
// 1..n) after a random number of its decisions.
func benchPositions(b testing.TB, n int) []*Game {
	b.Helper()
	out := make([]*Game, 0, n)
	for seed := uint64(1); len(out) < n; seed++ {
		g := propGame(b, seed)
		r := propRand(seed)
		stop := r.IntN(120)
		for i := 0; i < stop && !g.Over(); i++ {
			legal := g.Legal()
			if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
		}
		if !g.Over() {
			g.Drain()
			out = append(out, g)
		}
	}
	return out
}

// BenchmarkDecision is one decision per op: Legal, a random legal action,
// and Apply, which runs the automatic rules up to the next decision. It
// keeps 64 random games on the embedded decks going, each first played to a
// random point of its first 120 decisions, and each op makes the next
// decision of one of them picked at random, so that any run of ops samples
// every stage of a game alike. A game that ends is replaced by a new one
// (seeds 1, 2, ...), which is not counted. It asks as a fast player does
// (sim): the legal actions and the events in memory it keeps (LegalInto,
// ApplyInto).
func BenchmarkDecision(b *testing.B) {
	propLoad(b)
	const games = 64
	var (
		gs    [games]*Game
		rs    [games]*rand.Rand
		seed  uint64
		legal []Action
		evs   []Event
	)
	step := func(i int) {
		legal = gs[i].LegalInto(legal)
		var err error
		if evs, err = gs[i].ApplyInto(legal[rs[i].IntN(len(legal))], evs); err != nil {
			b.Fatal(err)
		}
	}
	start := func(i int) {
		seed++
		gs[i], rs[i] = propNewGame(seed), propRand(seed)
		gs[i].Drain()
	}
	pick := rand.New(rand.NewPCG(1, 2))
	for i := range gs {
		start(i)
		for n := pick.IntN(120); n > 0 && !gs[i].Over(); n-- {
			step(i)
		}
		if gs[i].Over() {
			start(i)
		}
	}
	b.ReportAllocs()
	cpu0 := cputime.Used()
	for b.Loop() {
		i := pick.IntN(games)
		if gs[i].Over() {
			b.StopTimer()
			start(i)
			b.StartTimer()
		}
		step(i)
	}
	cpuPerOp(b, cpu0)
}

// BenchmarkRandomGame plays one whole game between random players per op,
// asking as BenchmarkDecision does (LegalInto, ApplyInto).
func BenchmarkRandomGame(b *testing.B) {
	benchRandomGames(b, func(seed uint64) *Game { return propNewGame(seed) })
}

// BenchmarkRandomGameInto is BenchmarkRandomGame with each game started in
// the memory of the one before (NewInto), as sim's workers play theirs.
func BenchmarkRandomGameInto(b *testing.B) {
	g := new(Game)
	benchRandomGames(b, func(seed uint64) *Game {
		if err := NewInto(g, Config{DB: propDB, Decks: propDecks, Seed: seed, First: -1}); err != nil {
			b.Fatal(err)
		}
		return g
	})
}

// benchRandomGames plays random games of the seeds 1, 2, … started by start.
func benchRandomGames(b *testing.B, start func(seed uint64) *Game) {
	propLoad(b)
	b.ReportAllocs()
	actions := 0
	seed := uint64(0)
	var (
		legal []Action
		evs   []Event
		err   error
	)
	cpu0 := cputime.Used()
	for b.Loop() {
		seed++
		g := start(seed)
		r := propRand(seed)
		for !g.Over() {
			legal = g.LegalInto(legal)
			if evs, err = g.ApplyInto(legal[r.IntN(len(legal))], evs); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	cpuPerOp(b, cpu0)
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// BenchmarkLegal lists the legal actions of a mid-game priority decision.
func BenchmarkLegal(b *testing.B) {
	g := benchMidGame(b)
	b.ReportAllocs()
	cpu0 := cputime.Used()
	for b.Loop() {
		_ = g.Legal()
	}
	cpuPerOp(b, cpu0)
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
	cpu0 := cputime.Used()
	for b.Loop() {
		g := g0.Clone()
		for _, a := range acts {
			if _, err := g.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
	}
	cpuPerOp(b, cpu0)
	b.ReportMetric(float64(time.Since(start).Nanoseconds())/float64(b.N*len(acts)), "ns/apply")
}

// cloneBytes is the average number of bytes a Clone of g allocates.
func cloneBytes(g *Game) int {
	const n = 64
	keep := make([]*Game, n)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := range keep {
		keep[i] = g.Clone()
	}
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(keep)
	return int(after.TotalAlloc-before.TotalAlloc) / n
}

// BenchmarkCopyState is the baseline of the clone, hash and view figures:
// copying as many bytes as a Clone of the mid-game position allocates, into
// a buffer that exists already.
func BenchmarkCopyState(b *testing.B) {
	g := benchMidGame(b)
	n := cloneBytes(g)
	src, dst := make([]byte, n), make([]byte, n)
	b.ReportAllocs()
	b.SetBytes(int64(n))
	cpu0 := cputime.Used()
	for b.Loop() {
		copy(dst, src)
	}
	cpuPerOp(b, cpu0)
}

// BenchmarkClone copies a mid-game state.
func BenchmarkClone(b *testing.B) {
	g := benchMidGame(b)
	b.ReportAllocs()
	b.ReportMetric(float64(cloneBytes(g)), "state-bytes")
	cpu0 := cputime.Used()
	for b.Loop() {
		_ = g.Clone()
	}
	cpuPerOp(b, cpu0)
}

// BenchmarkCloneInto copies a mid-game state into the memory of an earlier
// copy, as a search playing many copies of one position does.
func BenchmarkCloneInto(b *testing.B) {
	g := benchMidGame(b)
	dst := g.Clone()
	b.ReportAllocs()
	cpu0 := cputime.Used()
	for b.Loop() {
		g.CloneInto(dst)
	}
	cpuPerOp(b, cpu0)
}

// BenchmarkView builds one player's Observation of a mid-game state.
func BenchmarkView(b *testing.B) {
	g := benchMidGame(b)
	b.ReportAllocs()
	cpu0 := cputime.Used()
	for b.Loop() {
		_ = g.View(g.Decider())
	}
	cpuPerOp(b, cpu0)
}

// BenchmarkViewInto builds one player's Observation of a mid-game state in
// the memory of the previous one, as an agent viewing many positions does.
func BenchmarkViewInto(b *testing.B) {
	g := benchMidGame(b)
	var o Observation
	b.ReportAllocs()
	cpu0 := cputime.Used()
	for b.Loop() {
		g.ViewInto(g.Decider(), &o)
	}
	cpuPerOp(b, cpu0)
}

// BenchmarkViewPositions builds the deciding player's Observation of 100
// positions of different random games in turn, each in the memory of the
// previous one, as a greedy game's views do.
func BenchmarkViewPositions(b *testing.B) {
	positions := benchPositions(b, 100)
	var o Observation
	b.ReportAllocs()
	cpu0 := cputime.Used()
	i := 0
	for b.Loop() {
		g := positions[i%len(positions)]
		g.ViewInto(g.Decider(), &o)
		i++
	}
	cpuPerOp(b, cpu0)
}

// BenchmarkHash asks a mid-game state's hash again: the digest kept since
// the last change.
func BenchmarkHash(b *testing.B) {
	g := benchMidGame(b)
	b.ReportAllocs()
	cpu0 := cputime.Used()
	for b.Loop() {
		_ = g.Hash()
	}
	cpuPerOp(b, cpu0)
}

// BenchmarkHashState digests a mid-game state, as the first Hash after a
// change does.
func BenchmarkHashState(b *testing.B) {
	g := benchMidGame(b)
	b.ReportAllocs()
	cpu0 := cputime.Used()
	for b.Loop() {
		_ = g.stateHash()
	}
	cpuPerOp(b, cpu0)
}

// heapAfterGC is the live heap after a full collection.
func heapAfterGC() uint64 {
	var m runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// BenchmarkGamesInMemory holds 10,000 games in memory at once (issue 7's
// target: 100 MB) and reports the live heap they take: new games (New, at
// the first redeal decision) and mid-game games (clones of 100 positions of
// different random games, as a search AI holds them).
func BenchmarkGamesInMemory(b *testing.B) {
	const games = 10000
	propLoad(b)
	positions := benchPositions(b, 100)
	for _, bc := range []struct {
		name string
		make func(i int) *Game
	}{
		{"new", func(i int) *Game { return propNewGame(uint64(i + 1)) }},
		{"mid", func(i int) *Game { return positions[i%len(positions)].Clone() }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			var per float64
			for b.Loop() {
				keep := make([]*Game, games)
				base := heapAfterGC()
				for i := range keep {
					keep[i] = bc.make(i)
				}
				per = float64(heapAfterGC()-base) / games
				runtime.KeepAlive(keep)
			}
			b.ReportMetric(per, "B/game")
			b.ReportMetric(per*games/1e6, "MB/10k-games")
		})
	}
}
