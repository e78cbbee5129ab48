package agent_test

import (
	"testing"

	"github.com/sortie-tcg/sortie/agent"
	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
	"github.com/sortie-tcg/sortie/sim"
)

// TestGreedyBeatsRandom: over 100 games on the embedded decks the greedy
// agent wins more than 70% against the random agent. Greedy takes each seat
// (P1 and P2 of the game's Config) in half the games and each deck in half
// the games; the first player is drawn by each game's seed.
func TestGreedyBeatsRandom(t *testing.T) {
	db, ds := agent.EmbeddedDecks(t)
	const games = 100
	wins, draws := 0, 0
	var bySeat, byDeck [2]int
	for i := 0; i < games; i++ {
		seat := engine.Player(i % 2)
		deck := (i / 2) % 2
		names := [2]string{"green", "blue"}
		if deck == 1 {
			names = [2]string{"blue", "green"}
		}
		cfg := sim.Config{DB: db, Seed: uint64(1000 + i)}
		// greedy plays names[0], random names[1]
		cfg.Decks[seat], cfg.Decks[seat.Opp()] = ds[names[0]], ds[names[1]]
		cfg.Agents[seat], cfg.Agents[seat.Opp()] = "greedy", "random"
		r, err := sim.Play(cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		switch r.Winner {
		case seat:
			wins++
			bySeat[seat]++
			byDeck[deck]++
		case -1:
			draws++
		}
	}
	rate := float64(wins) / games
	t.Logf("greedy vs random: %d/%d wins (%.0f%%), %d draws; as P1 %d/50, as P2 %d/50; with green %d/50, with blue %d/50",
		wins, games, rate*100, draws, bySeat[0], bySeat[1], byDeck[0], byDeck[1])
	if rate <= 0.70 {
		t.Errorf("greedy wins %.0f%% against random, want more than 70%%", rate*100)
	}
}

// TestGreedyDeterministic: the same seed gives the same game.
func TestGreedyDeterministic(t *testing.T) {
	db, ds := agent.EmbeddedDecks(t)
	cfg := sim.Config{DB: db, Seed: 77, Decks: [2][]*card.Def{ds["green"], ds["blue"]}, Agents: [2]string{"greedy", "greedy"}}
	a, err := sim.Play(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := sim.Play(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Errorf("same seed, different games: %+v then %+v", a, b)
	}
}
