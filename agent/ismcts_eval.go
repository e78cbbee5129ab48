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
	return logistic(evaluate(s.view(d, s.me)))
}

// logistic is 1 / (1 + e^-z).
func logistic(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// evaluate is the log-odds that o's viewer wins: evalWeights' weighted sum
// of o's features, each the viewer's minus its opponent's, so that the
// opponent's view scores the opposite.
func evaluate(o *engine.Observation) float64 {
	x := features(o)
	z := 0.0
	for i, w := range evalWeights {
		z += w * x[i]
	}
	return z
}

// The features of a position (features), each the viewer's minus its
// opponent's: few, and what a player sees.
const (
	fNation    = iota // cards in the Nation
	fHand             // cards in hand
	fLnNation         // ln of the Nation's cards (at least 1): its last cards are the game
	fUnitPower        // the units' combat power on the field, melee + range + defense
	fUnits            // the units on the field
	fG                // the G
	fActive           // 1 for the turn's active player
	nFeatures
)

// featureNames are the features' names, in order, for TestFitEvaluation.
var featureNames = [nFeatures]string{"nation", "hand", "ln-nation", "unit-power", "units", "g", "active"}

// evalWeights are evaluate's weights of the features, in log-odds: fitted
// to the outcomes of 9,000 greedy games between the embedded decks, with a
// random action at a tenth of the decisions, at the positions where the
// search evaluates, weighted as its leaves are, by
//
//	SORTIE_FITEPS=0.1 SORTIE_FITEVAL=3000 go test ./agent -run TestFitEvaluation -v -timeout 60m
//
// (see TestFitEvaluation). On held-out positions their log-loss is 0.401
// (accuracy 0.810) where the hand-set evaluation's was 0.428 (0.797); in
// games with no random actions 0.483 (0.752) against 0.513 (0.735). They
// make a Nation card worth 0.03 + 2.17/n for n in the Nation (0.08 of 44,
// 0.14 of 20, 0.46 of 5: its last cards are the game), a card in hand
// 0.21, a G 0.24, a unit 0.27 and 0.06 a point of its combat power (a unit
// of 4/2/3 0.82), being the active player 0.13. Fitted to greedy games
// without random actions the weights go with Greedy's play more than they
// measure (a card in hand 0.12, a G 0.04, a unit 0.08), and ismcts at 30
// playouts won 250 of 400 games against greedy at seed 100000 with
// --swap; with these 265 (the hand-set evaluation 261). With a random
// action at 0.3 of the decisions (log-loss 0.480 in games without), 129
// of the first 200 of those games, where these won 132.
var evalWeights = [nFeatures]float64{0.0305, 0.2098, 2.1701, 0.0606, 0.2747, 0.2425, 0.1259}

// features are o's features (fNation ...): the viewer's minus its
// opponent's.
func features(o *engine.Observation) [nFeatures]float64 {
	side := func(q engine.Player) [nFeatures]float64 {
		var x [nFeatures]float64
		pv := &o.Players[q]
		x[fNation] = float64(pv.Nation)
		x[fHand] = float64(pv.HandCount)
		x[fLnNation] = math.Log(float64(max(pv.Nation, 1)))
		units := func(vs []engine.CardView) {
			for i := range vs {
				switch c := &vs[i]; c.Kind {
				case "unit":
					x[fUnitPower] += float64(powerSum(*c))
					x[fUnits]++
				case "g":
					x[fG]++
				}
			}
		}
		units(pv.Disposition)
		for a := range o.Areas {
			units(o.Areas[a].Squads[q])
		}
		if o.Attacker == q {
			x[fActive] = 1
		}
		return x
	}
	a, b := side(o.Viewer), side(o.Viewer.Opp())
	for i := range a {
		a[i] -= b[i]
	}
	return a
}
