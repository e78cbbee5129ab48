package main

import (
	"bytes"
	"math"
	"regexp"
	"strings"
	"testing"
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
