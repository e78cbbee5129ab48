package sim

import (
	"bytes"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/engine"
)

// fromLog counts a game's Stats again from its readable log (turn 1 on),
// independently of the event counter: what a reader of the log would count.
func fromLog(t *testing.T, log string) Stats {
	t.Helper()
	var st Stats
	turn := regexp.MustCompile(`^=== turn \d+: (P[12]) attacks`)
	battle := regexp.MustCompile(`^(\d+) battle damage to (P[12])'s Nation`)
	effect := regexp.MustCompile(`^(\d+) damage to (P[12])'s Nation \(by`)
	milled := regexp.MustCompile(`goes to (P[12])'s Junkyard \(from the top of the Nation\)$`)
	resource := regexp.MustCompile(`^(P[12]) pays resource (\d+)`)
	draw := regexp.MustCompile(`^(P[12]) draws `)
	recover := regexp.MustCompile(`^(P[12]) recovers (\d+)`)
	sortie := regexp.MustCompile(`^(P[12]) sorties `)
	player := func(s string) engine.Player { return engine.Player(s[1] - '1') }
	num := func(s string) int { n, _ := strconv.Atoi(s); return n }
	started := false
	var attacker engine.Player
	var attacked, defended bool
	for _, l := range strings.Split(log, "\n") {
		if m := turn.FindStringSubmatch(l); m != nil {
			started, attacker, attacked, defended = true, player(m[1]), false, false
			continue
		}
		if !started {
			continue
		}
		if m := battle.FindStringSubmatch(l); m != nil {
			st.Nation[player(m[2])].Battle += num(m[1])
		} else if m := effect.FindStringSubmatch(l); m != nil {
			st.Nation[player(m[2])].Effects += num(m[1])
		} else if m := milled.FindStringSubmatch(l); m != nil {
			st.Nation[player(m[1])].Effects++
		} else if m := resource.FindStringSubmatch(l); m != nil {
			st.Nation[player(m[1])].Resource += num(m[2])
		} else if m := draw.FindStringSubmatch(l); m != nil && !strings.HasSuffix(l, "from the Discard Pile") {
			st.Nation[player(m[1])].Drawn++
		} else if m := recover.FindStringSubmatch(l); m != nil {
			st.Nation[player(m[1])].Recovered += num(m[2])
		} else if m := sortie.FindStringSubmatch(l); m != nil {
			if p := player(m[1]); p == attacker && !attacked {
				attacked = true
				st.AttackTurns++
			} else if p != attacker && !defended {
				defended = true
				st.DefenseTurns++
			}
		} else if strings.HasSuffix(l, "area is engaged") {
			st.Engaged++
		} else if strings.Contains(l, " uses ") {
			st.Uses++
		}
	}
	return st
}

// The event counter agrees with a count of the log's lines: battle damage,
// resource costs, draws, recoveries, sorties, engaged battles, uses, and the
// Nation lost to effects (effect damage and cards milled from the top).
func TestStatsAgreeWithLog(t *testing.T) {
	engagedSeen, effectsSeen, defendedSeen := false, false, false
	for _, agents := range []string{"greedy,greedy", "random,greedy", "random,random"} {
		cfg := config(t, agents)
		for seed := uint64(1); seed <= 6; seed++ {
			cfg.Seed = seed
			var log bytes.Buffer
			r, err := Play(cfg, &log)
			if err != nil {
				t.Fatal(err)
			}
			want, got := fromLog(t, log.String()), r.Stats
			got.Played, got.HandLeft = [len(got.Played)]int{}, [2]int{}
			if got != want {
				t.Errorf("%s seed %d: counted %+v, the log says %+v", agents, seed, got, want)
			}
			engagedSeen = engagedSeen || want.Engaged > 0
			defendedSeen = defendedSeen || want.DefenseTurns > 0
			effectsSeen = effectsSeen || want.Nation[0].Effects+want.Nation[1].Effects > 0
		}
	}
	if !engagedSeen || !effectsSeen || !defendedSeen {
		t.Errorf("the games checked no engaged battle (%v), no defending sortie (%v) or no effect loss (%v)", engagedSeen, defendedSeen, effectsSeen)
	}
}

// The played cards and the hand left agree with the game: a game's plays
// are one per "plays" line, and the hands are what the final View shows.
func TestStatsPlayedAndHand(t *testing.T) {
	cfg := config(t, "greedy,greedy")
	cfg.Seed = 5
	var log bytes.Buffer
	r, err := Play(cfg, &log)
	if err != nil {
		t.Fatal(err)
	}
	after := log.String()[strings.Index(log.String(), "=== turn 1:"):]
	plays := regexp.MustCompile(`(?m)^P[12] plays `).FindAllString(after, -1)
	sum := 0
	for _, n := range r.Stats.Played {
		sum += n
	}
	if sum != len(plays) || r.Stats.Played[0] != 0 {
		t.Errorf("played %v (sum %d), the log has %d plays", r.Stats.Played, sum, len(plays))
	}
	// the hands: each keeps its opening hand, then +1 per draw or return
	// to the hand, -1 per play or discard from the hand
	lines := regexp.MustCompile(`(?m)^(?:(P[12]) (draws|plays|discards|keeps a hand of (\d+))|.* returns to (P[12])'s hand$)`).FindAllStringSubmatch(log.String(), -1)
	var hand [2]int
	for _, m := range lines {
		switch {
		case m[4] != "":
			hand[m[4][1]-'1']++
		case m[3] != "":
			hand[m[1][1]-'1'], _ = strconv.Atoi(m[3])
		case m[2] == "draws":
			hand[m[1][1]-'1']++
		default:
			hand[m[1][1]-'1']--
		}
	}
	if r.Stats.HandLeft != hand {
		t.Errorf("hand left %v, the log gives %v", r.Stats.HandLeft, hand)
	}
}

// Wilson intervals worked out by hand: 8 of 10 is [0.4902, 0.9433]; 0 of 10
// is [0, 0.2775]; 50 of 100 is [0.4038, 0.5962].
func TestWilson(t *testing.T) {
	for _, tc := range []struct {
		k, n   int
		lo, hi float64
	}{{8, 10, 0.4902, 0.9433}, {0, 10, 0, 0.2775}, {50, 100, 0.4038, 0.5962}, {10, 10, 0.7225, 1}} {
		r := Wilson(tc.k, tc.n)
		if math.Abs(r.Lo-tc.lo) > 5e-5 || math.Abs(r.Hi-tc.hi) > 5e-5 || r.P != float64(tc.k)/float64(tc.n) {
			t.Errorf("Wilson(%d, %d) = %+v, want [%.4f, %.4f]", tc.k, tc.n, r, tc.lo, tc.hi)
		}
	}
}

func TestMedian(t *testing.T) {
	if m := median([]int{3, 1, 2}); m != 2 {
		t.Errorf("median 3 1 2 = %g", m)
	}
	if m := median([]int{4, 1, 3, 2}); m != 2.5 {
		t.Errorf("median 4 1 3 2 = %g", m)
	}
}

// With Swap, odd games seat the agents the other way round: a win of seat
// P1 in an odd game is a win of the second agent. Hand-made results: game 0
// P1 wins (agent A), game 1 P1 wins (agent B), game 2 P2 wins (agent B),
// game 3 a draw.
func TestSummarizeSwap(t *testing.T) {
	rs := []Result{
		{Winner: 0, Turns: 10, Stats: Stats{AttackTurns: 5, DefenseTurns: 2, Engaged: 1}},
		{Winner: 0, Turns: 20, Stats: Stats{AttackTurns: 8, DefenseTurns: 3}},
		{Winner: 1, Turns: 12, Stats: Stats{AttackTurns: 6, Engaged: 3, Nation: [2]NationAccount{{Battle: 8}, {Battle: 4, Effects: 2}}}},
		{Winner: -1, Turns: 18, Stats: Stats{HandLeft: [2]int{3, 5}}},
	}
	s := Summarize(Config{Swap: true, Seed: 9}, rs)
	if s.Wins != [2]int{2, 1} || s.AgentWins != [2]int{1, 2} || s.Draws != 1 {
		t.Errorf("wins %v agent wins %v draws %d", s.Wins, s.AgentWins, s.Draws)
	}
	f := s.Stats
	if s.AvgTurns != 15 || f.MedianTurns != 15 || f.AttackShare != 19.0/60 || f.DefenseShare != 5.0/60 {
		t.Errorf("turns %g median %g attack %g defense %g", s.AvgTurns, f.MedianTurns, f.AttackShare, f.DefenseShare)
	}
	if f.EngagedPerGame != 1 || f.EngagedGames != 0.5 || f.Nation.Battle != 1.5 || f.Nation.Effects != 0.25 || f.HandLeft != 1 {
		t.Errorf("engaged %g in %g; Nation %+v; hand %g", f.EngagedPerGame, f.EngagedGames, f.Nation, f.HandLeft)
	}
	if s.WinRate[1] != Wilson(2, 4) {
		t.Errorf("win rate %+v", s.WinRate)
	}
}
