package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/sortie-tcg/sortie/sim"
)

// printSummary writes the result line and the win rates with their Wilson
// 95% intervals.
func printSummary(out io.Writer, s sim.Summary, decks, agents []string, swap bool) {
	if swap {
		fmt.Fprintf(out, "%s, seed %d, each seed twice with the agents swapping seats (P1 %s, P2 %s): %s %s, %s %s, %s, %.1f turns on average\n",
			plural(s.Games, "game"), s.Seed, decks[0], decks[1], agents[0], plural(s.AgentWins[0], "win"),
			agents[1], plural(s.AgentWins[1], "win"), plural(s.Draws, "draw"), s.AvgTurns)
	} else {
		fmt.Fprintf(out, "%s, seed %d: P1 %s (%s) %s, P2 %s (%s) %s, %s, %.1f turns on average\n",
			plural(s.Games, "game"), s.Seed, decks[0], agents[0], plural(s.Wins[0], "win"),
			decks[1], agents[1], plural(s.Wins[1], "win"), plural(s.Draws, "draw"), s.AvgTurns)
	}
	var parts []string
	for i, r := range s.WinRate {
		who := agents[i]
		if !swap {
			who = fmt.Sprintf("P%d %s", i+1, agents[i])
		}
		parts = append(parts, fmt.Sprintf("%s %s [%s, %s]", who, pct(r.P), pct(r.Lo), pct(r.Hi)))
	}
	fmt.Fprintf(out, "win rates (Wilson 95%% interval): %s\n", strings.Join(parts, ", "))
}

// printStats writes the game statistics of --stats.
func printStats(out io.Writer, f sim.GameFigures, avgTurns float64) {
	fmt.Fprintf(out, "turns: %.1f on average, median %g\n", avgTurns, f.MedianTurns)
	fmt.Fprintf(out, "sorties: attacking in %s of turns, defending in %s of turns\n", pct(f.AttackShare), pct(f.DefenseShare))
	fmt.Fprintf(out, "engaged battles: %.2f per game, in %s of games\n", f.EngagedPerGame, pct(f.EngagedGames))
	fmt.Fprintf(out, "cards played per game (both players): %.2f units, %.2f characters, %.2f commands, %.2f operations, %.2f G; %.2f text uses\n",
		f.Played["unit"], f.Played["character"], f.Played["command"], f.Played["operation"], f.Played["g"], f.Uses)
	n := f.Nation
	fmt.Fprintf(out, "Nation lost per player and game: %.2f by battle, %.2f by resource costs, %.2f by effects (and %.2f drawn, %.2f recovered)\n",
		n.Battle, n.Resource, n.Effects, n.Drawn, n.Recovered)
	fmt.Fprintf(out, "cards left in hand at the end: %.2f per player\n", f.HandLeft)
}

// pct writes a share as a percentage with one decimal.
func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }
