package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sortie-tcg/sortie/agent"
	"github.com/sortie-tcg/sortie/decks"
	"github.com/sortie-tcg/sortie/sim"
)

func simCmd() *cobra.Command {
	var deckRefs []string
	var games int
	var seed uint64
	var agents string
	var log, asJSON, stats, swap bool
	var budget agent.Budget
	c := &cobra.Command{
		Use:   "sim",
		Short: "Play games between two AI agents on two decks",
		Long: `Play N games between two decks (default: the embedded green and blue decks).
With --log every game event is printed as a readable line; with --json one JSON
summary object is printed (with the game statistics; with --log too, the log
goes to stderr and stdout holds only the JSON). The summary gives each
agent's win rate with its Wilson 95% interval; --stats adds the game
statistics (turns, sorties, engaged battles, cards played, where the Nation
went, cards left in hand). With --swap each seed is played twice, the agents
swapping seats (and so decks). The search agent (ismcts) spends --playouts
iterations a decision (default 100; five times as many on a sortie, twice
as many on a choice within a play or an effect), or --think of time (all of it on a sortie, the same
shares of it on the others). The same seed, decks and agents give
the same output, but for the speed printed at the end
(games/s and actions/s, on stderr and in --json) and for a search given
--think (the time decides how far it searches).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if os.Getenv("GOGC") == "" {
				// a batch of games keeps little memory alive: collecting
				// garbage four times less often costs a few MB and saves a
				// fifth to a third of the CPU (unless GOGC says otherwise)
				debug.SetGCPercent(400)
			}
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
				if cfg.Decks[i], err = decks.Load(db, r); err != nil {
					return fmt.Errorf("deck %d (%s): %w", i+1, r, err)
				}
			}
			as := strings.Split(agents, ",")
			if len(as) != 2 {
				return fmt.Errorf("--agents wants two names like greedy,random, got %q", agents)
			}
			cfg.Agents = [2]string{as[0], as[1]}
			cfg.Swap = swap
			if budget.Think < 0 || budget.Playouts < 0 {
				return fmt.Errorf("--think and --playouts must not be negative")
			}
			cfg.Budget = budget
			if games < 1 {
				return fmt.Errorf("--games must be at least 1")
			}
			if err := checkSeedRange(seed, games); err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			start := time.Now()
			var s sim.Summary
			if log {
				logOut := out
				if asJSON {
					logOut = cmd.ErrOrStderr() // stdout stays one JSON object
				}
				results := make([]sim.Result, games)
				for i := range results {
					c := sim.GameConfig(cfg, i)
					fmt.Fprintf(logOut, "##### game %d (seed %d): P1 %s (%s) vs P2 %s (%s)\n", i+1, c.Seed, deckRefs[0], c.Agents[0], deckRefs[1], c.Agents[1])
					if results[i], err = sim.Play(c, logOut); err != nil {
						return err
					}
					fmt.Fprintf(logOut, "result: %s after %d turns\n", winnerText(results[i]), results[i].Turns)
				}
				if !asJSON {
					return nil
				}
				s = sim.Summarize(cfg, results) // the games logged, not played again
			} else if s, err = sim.Many(cfg, games, nil); err != nil {
				return err
			}
			sp := speedOf(s, time.Since(start))
			defer fmt.Fprintln(cmd.ErrOrStderr(), sp)
			if asJSON {
				return json.NewEncoder(out).Encode(simJSON{s, sp})
			}
			printSummary(out, s, deckRefs, as, swap)
			if stats {
				printStats(out, s.Stats, s.AvgTurns)
			}
			return nil
		},
	}
	f := c.Flags()
	f.StringArrayVar(&deckRefs, "deck", nil, "deck file or embedded deck name (green, blue); give it twice")
	f.IntVar(&games, "games", 1, "number of games")
	f.Uint64Var(&seed, "seed", 1, "random seed of the first game (game i uses seed+i)")
	f.StringVar(&agents, "agents", "greedy,greedy", "the two agents: "+strings.Join(agent.Names, ", "))
	f.BoolVar(&log, "log", false, "print every event of every game")
	f.BoolVar(&asJSON, "json", false, "print a JSON summary {games,actions,wins,draws,avg_turns,seed,agent_wins,win_rate,stats,seconds,games_per_s,actions_per_s}")
	f.BoolVar(&stats, "stats", false, "print the game statistics")
	f.BoolVar(&swap, "swap", false, "play each seed twice, the agents swapping seats")
	f.DurationVar(&budget.Think, "think", 0, "ismcts: time for a sortie decision, a share of it for others (e.g. 200ms); overrides --playouts")
	f.IntVar(&budget.Playouts, "playouts", 0, fmt.Sprintf("ismcts: iterations per decision (default %d; a sortie 5×, a choice within a play or effect 2×)", agent.DefaultBudget.Playouts))
	return c
}

// speed is how fast the games of a sim were played: wall time, all cores.
type speed struct {
	Seconds       float64 `json:"seconds"`
	GamesPerSec   float64 `json:"games_per_s"`
	ActionsPerSec float64 `json:"actions_per_s"`
}

func speedOf(s sim.Summary, d time.Duration) speed {
	sec := d.Seconds()
	return speed{Seconds: sec, GamesPerSec: float64(s.Games) / sec, ActionsPerSec: float64(s.Actions) / sec}
}

func (sp speed) String() string {
	return fmt.Sprintf("speed: %.0f games/s, %.0f actions/s (%.2f s)", sp.GamesPerSec, sp.ActionsPerSec, sp.Seconds)
}

// simJSON is the --json output: the summary and the speed.
type simJSON struct {
	sim.Summary
	speed
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
