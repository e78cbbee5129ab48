package main

import (
	"encoding/json"
	"fmt"
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
			fmt.Fprintf(out, "%d games, seed %d: P1 %s (%s) %d wins, P2 %s (%s) %d wins, %d draws, %.1f turns on average\n",
				s.Games, s.Seed, deckRefs[0], as[0], s.Wins[0], deckRefs[1], as[1], s.Wins[1], s.Draws, s.AvgTurns)
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

func winnerText(r sim.Result) string {
	if r.Winner < 0 {
		return "draw (" + r.Reason + ")"
	}
	return fmt.Sprintf("%s wins (%s)", r.Winner, r.Reason)
}
