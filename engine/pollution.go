package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// GW adv. "污染指示物" (汚染コイン, PollutionCoin): coins managed by a player
// (GW adv. "由玩家管理的指示物": not on the field nor in any place, not
// cards). The rule:
//
//   - (自动D) at the turn end, a player holding 10 or more pollution coins
//     loses.
//
// The seed lists 污染指示物 among the effects omitted like keywords but not
// keywords (GW adv. "特殊效果中没有包含、被省略了的效果"): the rule applies to
// every player whatever the cards, and the keyword 汚染コイン a card may list
// (card.PollutionCoin) only marks a card whose texts give such coins.
//
// The check runs at the turn-end timing (GW adv. "回合开始时、结束时的时机": at
// the end of the return step), when the turn-end effects start; an Auto D
// has no cut-in and a loss ends the game at once. Both players holding 10
// or more at once is a draw, as for GW basic "游戏的胜利条件" (both lose at
// once). Coins given later, by a turn-end effect, count at the next turn end.
//
// Coins are given by the effect primitive "pollution" (opPollution): N coins
// to the text's player, or, with to: enemy, to its enemy. They are never
// removed by the rules (no text removing them is implemented).

// pollutionLoss ends the game when a player holds 10 or more pollution coins
// at the turn end. It reports whether the game ended.
func (g *Game) pollutionLoss() bool {
	out := [2]bool{g.pl[0].pollution >= 10, g.pl[1].pollution >= 10}
	if !out[0] && !out[1] {
		return false
	}
	for p := Player(0); p < 2; p++ {
		if out[p] {
			g.emit(Event{Kind: EvNote, Player: p, Card: None,
				Text: fmt.Sprintf("%s holds %d pollution coins at the turn end: %s loses (汚染コイン)", p, g.pl[p].pollution, p)})
		}
	}
	switch {
	case out[0] && out[1]:
		g.over, g.winner, g.reason = true, -1, fmt.Sprintf("both players hold 10 or more pollution coins at the turn end (P1 %d, P2 %d): draw", g.pl[0].pollution, g.pl[1].pollution)
	case out[0]:
		g.over, g.winner, g.reason = true, 1, fmt.Sprintf("P1 holds %d pollution coins at the turn end (10 or more loses)", g.pl[0].pollution)
	default:
		g.over, g.winner, g.reason = true, 0, fmt.Sprintf("P2 holds %d pollution coins at the turn end (10 or more loses)", g.pl[1].pollution)
	}
	return true
}

// opPollution gives N pollution coins to the text's player, or with
// To "enemy" to its enemy (GW adv. "污染指示物").
func opPollution(g *Game, f *frame, s *card.Step) opResult {
	n := g.amount(f, s, None)
	if n <= 0 {
		return opFailed
	}
	p := f.item.ctrl
	if s.To.Whose == card.WhoseEnemy {
		p = p.Opp()
	}
	g.pl[p].pollution += int16(n)
	g.emit(Event{Kind: EvNote, Player: p, Card: f.item.src,
		Text: fmt.Sprintf("%s gets %d pollution coins (汚染コイン), %d in all", p, n, g.pl[p].pollution)})
	return opDone
}

// PollutionCoins is player p's pollution coins now (GW adv. "污染指示物").
func (g *Game) PollutionCoins(p Player) int { return int(g.pl[p].pollution) }
