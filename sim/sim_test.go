package sim

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/cards"
	"github.com/sortie-tcg/sortie/decks"
)

func config(t *testing.T, agents string) Config { return benchConfig(t, agents) }

// benchConfig is config for tests and benchmarks.
func benchConfig(t testing.TB, agents string) Config {
	t.Helper()
	db, err := cards.DB()
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{DB: db, Seed: 1}
	for i, n := range []string{"green", "blue"} {
		if cfg.Decks[i], err = decks.Load(db, n); err != nil {
			t.Fatal(err)
		}
	}
	a := strings.Split(agents, ",")
	cfg.Agents = [2]string{a[0], a[1]}
	return cfg
}

// The same seed, decks and agents give the same log, byte for byte, and the
// game ends with a result and a reason.
func TestPlayDeterministic(t *testing.T) {
	cfg := config(t, "greedy,greedy")
	var a, b bytes.Buffer
	ra, err := Play(cfg, &a)
	if err != nil {
		t.Fatal(err)
	}
	rb, _ := Play(cfg, &b)
	if a.String() != b.String() || ra != rb {
		t.Fatal("two plays of seed 1 differ")
	}
	if !strings.Contains(a.String(), "game over:") || ra.Reason == "" {
		t.Errorf("no result in the log: %+v", ra)
	}
	for _, want := range []string{"=== turn 1:", "-- disposition phase", "sorties", "battle damage", "checked against Nation Power"} {
		if !strings.Contains(a.String(), want) {
			t.Errorf("log has no %q", want)
		}
	}
}

// Many is independent of how games are spread over cores: it equals the sum
// of the games played one by one.
func TestManyEqualsOneByOne(t *testing.T) {
	cfg := config(t, "random,greedy")
	s, err := Many(cfg, 20, nil)
	if err != nil {
		t.Fatal(err)
	}
	var wins [2]int
	draws, turns := 0, 0
	for i := 0; i < 20; i++ {
		c := cfg
		c.Seed = cfg.Seed + uint64(i)
		r, err := Play(c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Winner < 0 {
			draws++
		} else {
			wins[r.Winner]++
		}
		turns += r.Turns
	}
	if s.Wins != wins || s.Draws != draws || s.AvgTurns != float64(turns)/20 {
		t.Errorf("Many = %+v; one by one: wins %v draws %d turns %d", s, wins, draws, turns)
	}
	if s.Wins[1] <= s.Wins[0] {
		t.Errorf("greedy (P2) won %d of 20 against random", s.Wins[1])
	}
}
