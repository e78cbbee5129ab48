package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/sim"
)

// runSim runs "sortie sim args..." and returns its output.
func runSim(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	cmd := simCmd()
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	cmd.SetArgs(args)
	cmd.SetOut(&out)
	err := cmd.Execute()
	return out.String(), err
}

func TestPlural(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{{0, "0 wins"}, {1, "1 win"}, {2, "2 wins"}, {11, "11 wins"}} {
		if got := plural(tc.n, "win"); got != tc.want {
			t.Errorf("plural(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}

// The summary says "1 win", "1 game", "1 draw", never "1 wins".
func TestSimSummaryPluralizes(t *testing.T) {
	bad := regexp.MustCompile(`\b1 (games|wins|draws)\b`)
	seen := map[string]bool{}
	for _, games := range []string{"1", "3"} {
		out, err := runSim(t, "--games", games)
		if err != nil {
			t.Fatal(err)
		}
		if bad.MatchString(out) {
			t.Errorf("unpluralized count: %q", out)
		}
		for _, w := range []string{"1 game,", "1 win,", "3 games,", "0 wins,", "2 wins,", "0 draws,"} {
			if strings.Contains(out, w) {
				seen[w] = true
			}
		}
	}
	for _, w := range []string{"1 game,", "3 games,", "0 draws,"} {
		if !seen[w] {
			t.Errorf("no summary says %q", w)
		}
	}
	if !seen["1 win,"] {
		t.Errorf("no summary has exactly one win: the test checked nothing")
	}
}

// A first seed whose last game's seed would pass the largest uint64 is
// refused before any game.
func TestSimSeedOverflow(t *testing.T) {
	out, err := runSim(t, "--seed", "18446744073709551615", "--games", "3")
	if err == nil {
		t.Fatalf("no error; output %q", out)
	}
	for _, w := range []string{"--seed 18446744073709551615 with --games 3", "past the largest seed 18446744073709551615", "use --seed 18446744073709551613 or less"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q lacks %q", err, w)
		}
	}
	if out != "" {
		t.Errorf("games were played: %q", out)
	}
	for _, tc := range []struct {
		seed  uint64
		games int
		ok    bool
	}{
		{math.MaxUint64, 1, true},
		{math.MaxUint64 - 2, 3, true},
		{math.MaxUint64 - 1, 3, false},
		{math.MaxUint64, 2, false},
		{1, 1000000, true},
	} {
		if err := checkSeedRange(tc.seed, tc.games); (err == nil) != tc.ok {
			t.Errorf("checkSeedRange(%d, %d) = %v", tc.seed, tc.games, err)
		}
	}
	// The largest seed itself is fine for one game.
	if out, err := runSim(t, "--seed", "18446744073709551615", "--games", "1"); err != nil || !strings.HasPrefix(out, "1 game, seed 18446744073709551615:") {
		t.Errorf("--seed max --games 1: %v, %q", err, out)
	}
}

// --stats prints the game statistics and --swap plays each seed with both
// seatings; the figures printed are those of the summary (checked through
// --json on the same games).
func TestSimStatsAndSwap(t *testing.T) {
	out, err := runSim(t, "--games", "4", "--swap", "--stats", "--agents", "greedy,random")
	if err != nil {
		t.Fatal(err)
	}
	js, err := runSim(t, "--games", "4", "--swap", "--json", "--agents", "greedy,random")
	if err != nil {
		t.Fatal(err)
	}
	var s sim.Summary
	if err := json.Unmarshal([]byte(js), &s); err != nil {
		t.Fatal(err)
	}
	f := s.Stats
	for _, want := range []string{
		fmt.Sprintf("4 games, seed 1, each seed twice with the agents swapping seats (P1 green, P2 blue): greedy %s, random %s,", plural(s.AgentWins[0], "win"), plural(s.AgentWins[1], "win")),
		fmt.Sprintf("win rates (Wilson 95%% interval): greedy %s [%s, %s], random", pct(s.WinRate[0].P), pct(s.WinRate[0].Lo), pct(s.WinRate[0].Hi)),
		fmt.Sprintf("turns: %.1f on average, median %g\n", s.AvgTurns, f.MedianTurns),
		fmt.Sprintf("sorties: attacking in %s of turns, defending in %s of turns", pct(f.AttackShare), pct(f.DefenseShare)),
		fmt.Sprintf("engaged battles: %.2f per game, in %s of games", f.EngagedPerGame, pct(f.EngagedGames)),
		fmt.Sprintf("cards played per game (both players): %.2f units,", f.Played["unit"]),
		fmt.Sprintf("Nation lost per player and game: %.2f by battle, %.2f by resource costs, %.2f by effects", f.Nation.Battle, f.Nation.Resource, f.Nation.Effects),
		fmt.Sprintf("cards left in hand at the end: %.2f per player", f.HandLeft),
	} {
		if !strings.Contains(out, want) {
			t.Errorf("--stats output lacks %q:\n%s", want, out)
		}
	}
	if s.AgentWins[0]+s.AgentWins[1]+s.Draws != 4 || f.Played["g"] == 0 || f.AttackShare == 0 {
		t.Errorf("summary %+v", s)
	}
}

// With --json and --log, stdout holds only the JSON summary; the log goes to
// stderr. The summary is of the games logged (not played again), the same
// as without --log but for the speed.
func TestSimJSONWithLog(t *testing.T) {
	run := func(args ...string) (map[string]any, string) {
		t.Helper()
		var out, errOut bytes.Buffer
		cmd := simCmd()
		cmd.SilenceErrors, cmd.SilenceUsage = true, true
		cmd.SetArgs(append([]string{"--json", "--games", "4", "--swap", "--agents", "greedy,random", "--seed", "7"}, args...))
		cmd.SetOut(&out)
		cmd.SetErr(&errOut)
		if err := cmd.Execute(); err != nil {
			t.Fatal(err)
		}
		var s map[string]any
		if err := json.Unmarshal(out.Bytes(), &s); err != nil || s["games"] != 4.0 {
			t.Fatalf("stdout is not the JSON summary of 4 games: %v\n%s", err, out.String())
		}
		for _, k := range []string{"seconds", "games_per_s", "actions_per_s"} {
			delete(s, k)
		}
		return s, errOut.String()
	}
	logged, errOut := run("--log")
	if !strings.Contains(errOut, "##### game 1 (seed 7)") || !strings.Contains(errOut, "##### game 4 (seed 8)") {
		t.Errorf("the log is not on stderr")
	}
	if plain, _ := run(); !reflect.DeepEqual(logged, plain) {
		t.Errorf("the summary of the logged games differs from Many's:\n%v\n%v", logged, plain)
	}
}

// The speed goes to stderr, and with --json into the JSON object too, with
// the total of actions the summary counts.
func TestSimSpeed(t *testing.T) {
	var out, errOut bytes.Buffer
	cmd := simCmd()
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	cmd.SetArgs([]string{"--games", "2", "--json", "--agents", "random,random"})
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^speed: \d+ games/s, \d+ actions/s \(\d+\.\d\d s\)\n$`).MatchString(errOut.String()) {
		t.Errorf("stderr: %q", errOut.String())
	}
	var js struct {
		Actions       int     `json:"actions"`
		GamesPerSec   float64 `json:"games_per_s"`
		ActionsPerSec float64 `json:"actions_per_s"`
	}
	if err := json.Unmarshal(out.Bytes(), &js); err != nil {
		t.Fatal(err)
	}
	if js.Actions < 2 || js.GamesPerSec <= 0 || js.ActionsPerSec < js.GamesPerSec {
		t.Errorf("JSON speed: %+v", js)
	}
}
