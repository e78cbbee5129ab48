package agent

import (
	"math"

	"github.com/sortie-tcg/sortie/engine"
)

// value scores the end of a rollout for the searcher, in [0, 1].
func (s *search) value(d *engine.Game) float64 {
	if d.Over() {
		switch d.Winner() {
		case s.me:
			return 1
		case s.me.Opp():
			return 0
		}
		return 0.5
	}
	return 1 / (1 + math.Exp(-evaluate(s.view(d, s.me))/evalScale))
}

// evaluate estimates how far ahead o's viewer is, in about Nation cards:
// the difference of the players' cards to come, their Nations and hands
// together, each worth c + 6 ln c for c cards (the integral of Greedy's
// weight of a Nation card, 1 + 6/n: the last cards are the game; a player
// whose Nation is empty loses), plus the differences of their units on the
// field (each worth what losing it costs, value: its total cost and the
// cards set on it, at least 1; and 0.15 a point of its combat power) and of
// their G (1 each). A card in hand is a Nation card drawn, worth as much as
// the Nation's: priced apart, at 1 against the Nation's 1 + 6/n, a redeal
// B (a card of the hand back to the Nation) scored 0.505 against keeping's
// 0.500, and ismcts at 300 playouts redealt a hand the greedy keeps
// (TestISMCTSKeepsAGoodHand), which loses about 0.1 win (judged in 64
// paired deals played out).
func evaluate(o *engine.Observation) float64 {
	side := func(q engine.Player) float64 {
		pv := &o.Players[q]
		cards := float64(max(pv.Nation+pv.HandCount, 1))
		v := cards + 6*math.Log(cards)
		units := func(vs []engine.CardView) {
			for i := range vs {
				switch c := &vs[i]; c.Kind {
				case "unit":
					v += value(*c) + powerWeight*float64(powerSum(*c))
				case "g":
					v++
				}
			}
		}
		units(pv.Disposition)
		for a := range o.Areas {
			units(o.Areas[a].Squads[q])
		}
		return v
	}
	return side(o.Viewer) - side(o.Viewer.Opp())
}
