package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sortie-tcg/sortie/sim"
)

func simCmd() *cobra.Command {
	var deckRefs []string
	var games int
	var seed uint64
	var agents string
	var log, asJSON bool
	c := &cobra.Command{
		Use:   "sim",
		Short: "Play games between two AI agents on two decks",
		Long: `Play N games between two decks (default: the embedded green and blue decks).
With --log every game event is printed as a readable line; with --json one JSON
summary object is printed. The same seed, decks and agents give the same output.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			db, err := loadDB()
			if err != nil {
				return err
			}
			if len(deckRefs) == 0 {
				deckRefs = []string{"green", "blue"}
			}
			if len(deckRefs) != 2 {
				return fmt.Errorf("--deck is given twice (or not at all), got %d", len(deckRefs))
			}
			cfg := sim.Config{DB: db, Seed: seed}
			for i, r := range deckRefs {
				if cfg.Decks[i], err = loadDeck(db, r); err != nil {
					return fmt.Errorf("deck %d (%s): %w", i+1, r, err)
				}
			}
			as := strings.Split(agents, ",")
			if len(as) != 2 {
				return fmt.Errorf("--agents wants two names like greedy,random, got %q", agents)
			}
			cfg.Agents = [2]string{as[0], as[1]}
			if games < 1 {
				return fmt.Errorf("--games must be at least 1")
			}
			if err := checkSeedRange(seed, games); err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if log {
				base := seed
				for i := 0; i < games; i++ {
					cfg.Seed = base + uint64(i)
					fmt.Fprintf(out, "##### game %d (seed %d): P1 %s (%s) vs P2 %s (%s)\n", i+1, cfg.Seed, deckRefs[0], as[0], deckRefs[1], as[1])
					r, err := sim.Play(cfg, out)
					if err != nil {
						return err
					}
					fmt.Fprintf(out, "result: %s after %d turns\n", winnerText(r), r.Turns)
				}
				cfg.Seed = base
				if !asJSON {
					return nil
				}
			}
			s, err := sim.Many(cfg, games, nil)
			if err != nil {
				return err
			}
			if asJSON {
				return json.NewEncoder(out).Encode(s)
			}
			fmt.Fprintf(out, "%s, seed %d: P1 %s (%s) %s, P2 %s (%s) %s, %s, %.1f turns on average\n",
				plural(s.Games, "game"), s.Seed, deckRefs[0], as[0], plural(s.Wins[0], "win"),
				deckRefs[1], as[1], plural(s.Wins[1], "win"), plural(s.Draws, "draw"), s.AvgTurns)
			return nil
		},
	}
	f := c.Flags()
	f.StringArrayVar(&deckRefs, "deck", nil, "deck file or embedded deck name (green, blue); give it twice")
	f.IntVar(&games, "games", 1, "number of games")
	f.Uint64Var(&seed, "seed", 1, "random seed of the first game (game i uses seed+i)")
	f.StringVar(&agents, "agents", "greedy,greedy", "the two agents: greedy or random")
	f.BoolVar(&log, "log", false, "print every event of every game")
	f.BoolVar(&asJSON, "json", false, "print a JSON summary {games,wins,draws,avg_turns,seed}")
	_ = os.Stdout
	return c
}

// plural is n and word, with an s unless n is 1: "1 win", "2 wins".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// checkSeedRange refuses a first seed whose games would not all have their
// own seed: game i (from 0) uses seed+i, which must not pass the largest
// uint64.
func checkSeedRange(seed uint64, games int) error {
	if last := uint64(games - 1); seed > math.MaxUint64-last {
		return fmt.Errorf("--seed %d with --games %d: game %d would need seed %d+%d, past the largest seed %d; use --seed %d or less",
			seed, games, games, seed, last, uint64(math.MaxUint64), uint64(math.MaxUint64)-last)
	}
	return nil
}

func winnerText(r sim.Result) string {
	if r.Winner < 0 {
		return "draw (" + r.Reason + ")"
	}
	return fmt.Sprintf("%s wins (%s)", r.Winner, r.Reason)
}
