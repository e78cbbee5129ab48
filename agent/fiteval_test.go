package agent

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"gonum.org/v1/gonum/optimize"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// fitPlayouts is the playout budget whose shares weigh the fit's
// positions: 30, the default budget when evalWeights were fitted (they
// reproduce with it).
const fitPlayouts = 30

// TestFitEvaluation fits evaluate's weights (evalWeights) to the outcomes
// of greedy-vs-greedy games. It is a tool, not a check: it runs only with
// SORTIE_FITEVAL set (the number of games per deck pairing to fit on; 0 or
// unset skips it), e.g.
//
//	SORTIE_FITEPS=0.1 SORTIE_FITEVAL=3000 go test ./agent -run TestFitEvaluation -v -timeout 60m
//
// It plays SORTIE_FITEVAL games for each pairing of the embedded decks
// (green-blue, blue-green, green-green) to fit on (seeds 1, 2, ...), each
// seat's Greedy seeded as sim seeds it, and at each decision with more
// than one legal action a random one instead of Greedy's with probability
// SORTIE_FITEPS (default 0): like the search's tree, which tries what
// Greedy would not, so that a feature's weight is less what goes with it
// in Greedy's games (in those a player with more cards in hand is often
// one stuck without G) and more what it is worth. It records the position
// at the start of each turn, seen by each player (features), where a
// search evaluates it: the end of a rollout, rolloutTurns turns after a
// decision's turn (after the new turn's reroll and draw). A position is
// weighted like those leaves: by the iterations that the viewer's
// decisions (with more than one legal action) of rolloutTurns + 1 turns
// before would spend at fitPlayouts (playouts). Its label is the game's
// outcome for the viewer (1 a win, 0 a loss, ½ a draw). It fits a weighted
// logistic regression (gonum's BFGS on the mean log-loss, with a small
// ridge) and prints the weights and, on positions held out (a quarter as
// many games, seeds 1,000,001, ..., with SORTIE_FITEPS's deviations and
// without), the weighted log-loss and accuracy of the fit beside
// handEvaluate's (the hand-set evaluation it replaced, as value scored it:
// the logistic of handEvaluate / 8) and ½'s.
func TestFitEvaluation(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("SORTIE_FITEVAL"))
	if n <= 0 {
		t.Skip("a tool: set SORTIE_FITEVAL to the number of games per deck pairing to fit on")
	}
	db, ds := EmbeddedDecks(t)
	eps := 0.0
	if e := os.Getenv("SORTIE_FITEPS"); e != "" {
		var err error
		if eps, err = strconv.ParseFloat(e, 64); err != nil {
			t.Fatal(err)
		}
	}
	pairs := [][2]string{{"green", "blue"}, {"blue", "green"}, {"green", "green"}}
	collect := func(seed0 uint64, games int, eps float64) []sample {
		var out []sample
		for _, pr := range pairs {
			for i := range games {
				s, err := fitGame(db, [2][]*card.Def{ds[pr[0]], ds[pr[1]]}, seed0+uint64(i), eps)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, s...)
			}
		}
		return out
	}
	held := max(n/4, 1)
	train := collect(1, n, eps)
	w := fitLogistic(train)
	fmt.Printf("fitted on %d positions of %d games a pairing (a random action at %.2f of the decisions):\n", len(train), n, eps)
	for i, name := range featureNames {
		fmt.Printf("  %-12s %+.4f\n", name, w[i])
	}
	fmt.Printf("  as Go: %#v\n", w)
	fit := func(s *sample) float64 { return logistic(dot(w, s.x)) }
	hand := func(s *sample) float64 { return logistic(s.hand / 8) }
	for _, e := range []float64{eps, 0} {
		test := collect(1_000_001, held, e)
		fmt.Printf("held out: %d positions of %d games a pairing, a random action at %.2f of the decisions\n", len(test), held, e)
		for _, m := range []struct {
			name string
			p    func(*sample) float64
		}{{"fitted", fit}, {"hand-set", hand}, {"½", func(*sample) float64 { return 0.5 }}} {
			ll, acc := score(test, m.p)
			fmt.Printf("  %-9s log-loss %.4f accuracy %.4f\n", m.name, ll, acc)
		}
		if eps == 0 {
			break
		}
	}
}

// sample is one recorded position: its features for the viewer, the
// hand-set evaluation, the viewer's outcome and the position's weight.
type sample struct {
	x      [nFeatures]float64
	hand   float64
	y      float64
	weight float64
}

// fitGame plays one greedy-vs-greedy game of decks and seed, a random
// legal action taken instead of Greedy's at a decision with a choice with
// probability eps, and returns its positions at each turn's start, seen
// by each player, weighted as TestFitEvaluation says (those of weight 0
// left out).
func fitGame(db *card.DB, decks [2][]*card.Def, seed uint64, eps float64) ([]sample, error) {
	r := rand.New(rand.NewPCG(seed, 0xf17))
	g, err := engine.New(engine.Config{DB: db, Decks: decks, Seed: seed, First: -1})
	if err != nil {
		return nil, err
	}
	var ags [2]Agent
	for i := range ags {
		if ags[i], err = New("greedy", seed*2+uint64(i)+1); err != nil {
			return nil, err
		}
	}
	type rec struct {
		turn   int
		viewer engine.Player
		x      [nFeatures]float64
		hand   float64
	}
	var recs []rec
	iters := map[[2]int]float64{} // the iterations of a player's decisions in a turn: {player, turn}
	turn := g.Turn()
	for n := 0; !g.Over(); n++ {
		if n > 100000 {
			return nil, fmt.Errorf("seed %d: no end", seed)
		}
		p := g.Decider()
		legal := g.Legal()
		if len(withoutUndo(legal)) > 1 {
			iters[[2]int{int(p), g.Turn()}] += float64(playouts(fitPlayouts, g.DecisionKind()))
		}
		obs := g.View(p)
		a := ags[p].Choose(&obs, legal)
		if l := withoutUndo(legal); len(l) > 1 && r.Float64() < eps {
			a = l[r.IntN(len(l))]
		}
		if _, err := g.Apply(a); err != nil {
			return nil, err
		}
		if g.Turn() != turn && !g.Over() {
			turn = g.Turn()
			for _, q := range []engine.Player{0, 1} {
				o := g.View(q)
				recs = append(recs, rec{turn, q, features(&o), handEvaluate(&o)})
			}
		}
	}
	var out []sample
	for _, r := range recs {
		w := iters[[2]int{int(r.viewer), r.turn - rolloutTurns - 1}]
		if w == 0 {
			continue
		}
		y := 0.5
		switch g.Winner() {
		case r.viewer:
			y = 1
		case r.viewer.Opp():
			y = 0
		}
		out = append(out, sample{x: r.x, hand: r.hand, y: y, weight: w})
	}
	return out, nil
}

// fitLogistic returns the weights of the weighted logistic regression of
// the samples' outcomes on their features: the minimum of the weighted
// mean log-loss plus ridge times the weights' squares (which keeps it
// convex where features are nearly collinear), by BFGS from zero.
func fitLogistic(ss []sample) [nFeatures]float64 {
	total := 0.0
	for i := range ss {
		total += ss[i].weight
	}
	loss := func(w []float64, grad []float64) float64 {
		for j := range grad {
			grad[j] = 0
		}
		l := 0.0
		for i := range ss {
			s := &ss[i]
			z := 0.0
			for j, x := range s.x {
				z += w[j] * x
			}
			p := logistic(z)
			// log(1+e^z) - y z, stable for large |z|
			l += s.weight * (math.Max(z, 0) + math.Log1p(math.Exp(-math.Abs(z))) - s.y*z)
			if grad != nil {
				for j, x := range s.x {
					grad[j] += s.weight * (p - s.y) * x
				}
			}
		}
		l /= total
		for j := range grad {
			grad[j] = grad[j]/total + 2*ridge*w[j]
		}
		for _, x := range w {
			l += ridge * x * x
		}
		return l
	}
	prob := optimize.Problem{
		Func: func(w []float64) float64 { return loss(w, nil) },
		Grad: func(grad, w []float64) { loss(w, grad) },
	}
	res, err := optimize.Minimize(prob, make([]float64, nFeatures), nil, &optimize.BFGS{})
	if err != nil && res == nil {
		panic(err)
	}
	fmt.Printf("BFGS: %v, %d evaluations, gradient norm %.2g (%v)\n", res.Status, res.FuncEvaluations, norm(res.Gradient), err)
	var w [nFeatures]float64
	copy(w[:], res.X)
	return w
}

// score is p's weighted mean log-loss on ss and its weighted accuracy (a
// probability above ½ for a win, below for a loss; draws left out).
func score(ss []sample, p func(*sample) float64) (logLoss, accuracy float64) {
	var total, right, decided float64
	for i := range ss {
		s := &ss[i]
		q := min(max(p(s), 1e-12), 1-1e-12)
		logLoss -= s.weight * (s.y*math.Log(q) + (1-s.y)*math.Log(1-q))
		total += s.weight
		if s.y != 0.5 {
			decided += s.weight
			if (q > 0.5) == (s.y == 1) {
				right += s.weight
			}
		}
	}
	return logLoss / total, right / decided
}

// ridge is fitLogistic's L2 penalty on the weights.
const ridge = 1e-5

func norm(v []float64) float64 {
	n := 0.0
	for _, x := range v {
		n += x * x
	}
	return math.Sqrt(n)
}

func dot(w, x [nFeatures]float64) float64 {
	z := 0.0
	for i := range w {
		z += w[i] * x[i]
	}
	return z
}

// handEvaluate is the hand-set evaluation that evalWeights replaced (before
// 2026-12), for TestFitEvaluation's comparison: the difference of the
// players' cards to come, their Nations and hands, each worth c + 6 ln c
// for c cards, plus the differences of their units on the field (each
// worth value and 0.15 a point of its combat power) and of their G (1
// each); value scored the logistic of a eighth of it.
func handEvaluate(o *engine.Observation) float64 {
	side := func(q engine.Player) float64 {
		pv := &o.Players[q]
		cards := float64(max(pv.Nation+pv.HandCount, 1))
		v := cards + 6*math.Log(cards)
		units := func(vs []engine.CardView) {
			for i := range vs {
				switch c := &vs[i]; c.Kind {
				case "unit":
					v += value(*c) + 0.15*float64(powerSum(*c))
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
