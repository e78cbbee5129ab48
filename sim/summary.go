package sim

import (
	"math"
	"sort"

	"github.com/sortie-tcg/sortie/card"
)

// Summary is the outcome of many games.
type Summary struct {
	Games    int     `json:"games"`
	Actions  int     `json:"actions"` // the decisions made in all the games
	Wins     [2]int  `json:"wins"`    // by seat: P1, P2
	Draws    int     `json:"draws"`
	AvgTurns float64 `json:"avg_turns"`
	Seed     uint64  `json:"seed"`
	// AgentWins are the wins of Config.Agents[0] and [1] whatever seat they
	// sat in (with Swap they change seats; otherwise AgentWins = Wins).
	AgentWins [2]int `json:"agent_wins"`
	// WinRate is each agent's share of wins (draws count as no win) with
	// its Wilson 95% interval.
	WinRate [2]Rate     `json:"win_rate"`
	Stats   GameFigures `json:"stats"`
}

// Rate is a proportion k/n with its Wilson score interval at 95%.
type Rate struct {
	P  float64 `json:"p"`
	Lo float64 `json:"lo"`
	Hi float64 `json:"hi"`
}

// Wilson is the rate k/n with its Wilson score interval at 95% (z = 1.96;
// Wilson 1927). With n = 0 it is 0 in [0, 1].
func Wilson(k, n int) Rate {
	if n == 0 {
		return Rate{Lo: 0, Hi: 1}
	}
	const z = 1.959963984540054
	nf := float64(n)
	p := float64(k) / nf
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z / den * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return Rate{P: p, Lo: math.Max(0, mid-half), Hi: math.Min(1, mid+half)}
}

// GameFigures are the game statistics over many games (Stats summed and
// divided): whether games look like Gundam War.
type GameFigures struct {
	MedianTurns float64 `json:"median_turns"`
	// AttackShare and DefenseShare are the shares of all turns with an
	// attacking and with a defending sortie.
	AttackShare  float64 `json:"attack_share"`
	DefenseShare float64 `json:"defense_share"`
	// EngagedPerGame is the number of engaged battles per game;
	// EngagedGames the share of games with at least one.
	EngagedPerGame float64 `json:"engaged_per_game"`
	EngagedGames   float64 `json:"engaged_games"`
	// Played is the number of cards played per game by kind, both players
	// together; Uses the number of text uses per game.
	Played map[string]float64 `json:"played_per_game"`
	Uses   float64            `json:"uses_per_game"`
	// Nation is where one player's Nation cards went in one game, on
	// average (see NationAccount).
	Nation NationFigures `json:"nation_per_player"`
	// HandLeft is the hand size of a player at the end of a game, on average.
	HandLeft float64 `json:"hand_left_per_player"`
}

// NationFigures is NationAccount averaged over players and games.
type NationFigures struct {
	Battle    float64 `json:"battle"`
	Resource  float64 `json:"resource"`
	Effects   float64 `json:"effects"`
	Drawn     float64 `json:"drawn"`
	Recovered float64 `json:"recovered"`
}

// Summarize adds up the results of games played as Many plays them:
// results[i] is game i's (GameConfig(cfg, i)), so that with Swap the odd
// games' wins count for the agents swapped.
func Summarize(cfg Config, results []Result) Summary {
	n := len(results)
	s := Summary{Games: n, Seed: cfg.Seed}
	if n == 0 {
		return s
	}
	var turns []int
	sumTurns, attacks, defenses, engaged, engagedGames, uses, hand := 0, 0, 0, 0, 0, 0, 0
	var played [card.G + 1]int
	var nation NationAccount
	for i, r := range results {
		if r.Winner < 0 {
			s.Draws++
		} else {
			s.Wins[r.Winner]++
			agent := int(r.Winner)
			if cfg.Swap && i%2 == 1 {
				agent = 1 - agent
			}
			s.AgentWins[agent]++
		}
		s.Actions += r.Actions
		turns = append(turns, r.Turns)
		sumTurns += r.Turns
		st := &r.Stats
		attacks += st.AttackTurns
		defenses += st.DefenseTurns
		engaged += st.Engaged
		if st.Engaged > 0 {
			engagedGames++
		}
		uses += st.Uses
		for k, v := range st.Played {
			played[k] += v
		}
		for q := range st.Nation {
			a := st.Nation[q]
			nation.Battle += a.Battle
			nation.Resource += a.Resource
			nation.Effects += a.Effects
			nation.Drawn += a.Drawn
			nation.Recovered += a.Recovered
			hand += st.HandLeft[q]
		}
	}
	for a := range s.WinRate {
		s.WinRate[a] = Wilson(s.AgentWins[a], n)
	}
	per := func(x int) float64 { return float64(x) / float64(n) }
	perPlayer := func(x int) float64 { return float64(x) / float64(2*n) }
	share := func(x int) float64 {
		if sumTurns == 0 {
			return 0
		}
		return float64(x) / float64(sumTurns)
	}
	s.AvgTurns = per(sumTurns)
	f := &s.Stats
	f.MedianTurns = median(turns)
	f.AttackShare, f.DefenseShare = share(attacks), share(defenses)
	f.EngagedPerGame, f.EngagedGames = per(engaged), per(engagedGames)
	f.Played = map[string]float64{}
	for k := card.Unit; k <= card.G; k++ {
		f.Played[k.String()] = per(played[k])
	}
	f.Uses = per(uses)
	f.Nation = NationFigures{Battle: perPlayer(nation.Battle), Resource: perPlayer(nation.Resource),
		Effects: perPlayer(nation.Effects), Drawn: perPlayer(nation.Drawn), Recovered: perPlayer(nation.Recovered)}
	f.HandLeft = perPlayer(hand)
	return s
}

// median is the middle value of xs (the mean of the two middle ones for an
// even count).
func median(xs []int) float64 {
	s := append([]int(nil), xs...)
	sort.Ints(s)
	m := len(s) / 2
	if len(s)%2 == 1 {
		return float64(s[m])
	}
	return float64(s[m-1]+s[m]) / 2
}
