package sim

import (
	"testing"

	"github.com/sortie-tcg/sortie/internal/cputime"
)

// BenchmarkGreedyGame plays whole games of greedy against greedy between
// the embedded decks, a new seed each (issue 7's target: 1,000 games/s on 2
// cores, i.e. about 2 ms of CPU a game with both cores busy). It reports
// the CPU time a game (cpu-ns/op) beside the wall time.
func BenchmarkGreedyGame(b *testing.B) {
	cfg := benchConfig(b, "greedy,greedy")
	b.ReportAllocs()
	cpu0 := cputime.Used()
	for b.Loop() {
		cfg.Seed++
		if _, err := Play(cfg, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cputime.Used()-cpu0)/float64(b.N), "cpu-ns/op")
}
