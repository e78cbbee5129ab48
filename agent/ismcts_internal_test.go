package agent

import (
	"math"
	"testing"
	"time"

	"github.com/sortie-tcg/sortie/engine"
)

// TestPlayouts: a budget of 30 playouts gives a sortie 5 × 30 = 150
// iterations, a priority 30, a plan, effect or order 2 × 30 = 60, a redeal
// and a hand-size discard 30; 1 playout gives a priority 1, and 0 gives it
// 0 but at least 1.
func TestPlayouts(t *testing.T) {
	for _, c := range []struct {
		n    int
		kind string
		want int
	}{
		{30, "sortie", 150}, {30, "priority", 30}, {30, "plan", 60}, {30, "effect", 60},
		{30, "order", 60}, {30, "redeal", 30}, {30, "hand-size", 30}, {1, "priority", 1}, {0, "priority", 1},
	} {
		if got := playouts(c.n, c.kind); got != c.want {
			t.Errorf("playouts(%d, %q) = %d, want %d", c.n, c.kind, got, c.want)
		}
	}
}

// TestThinkFor: with --think 600ms a sortie gets 600 ms, a plan, effect or
// order 600 × 2/5 = 240 ms, a redeal or hand-size discard 600 × 1/5 = 120
// ms and a priority 600 × 1/5 = 120 ms.
func TestThinkFor(t *testing.T) {
	const ms = time.Millisecond
	for kind, want := range map[string]time.Duration{"sortie": 600 * ms, "plan": 240 * ms, "effect": 240 * ms, "order": 240 * ms,
		"redeal": 120 * ms, "hand-size": 120 * ms, "priority": 120 * ms} {
		if got := thinkFor(600*ms, kind); got.Round(ms) != want {
			t.Errorf("thinkFor(600ms, %q) = %v, want %v", kind, got, want)
		}
	}
}

// TestSettled: with root children of 10, 4 and 1 visits, the leader's
// margin is 10 - 4 = 6, so the choice is settled with 5 iterations left
// (the second could reach 9) and not with 6 (it could reach 10, a tie).
func TestSettled(t *testing.T) {
	root := &node{children: []*node{{visits: 4}, {visits: 10}, {visits: 1}}}
	if !settled(root, 5) {
		t.Error("not settled with 5 iterations left")
	}
	if settled(root, 6) {
		t.Error("settled with 6 iterations left")
	}
}

// TestReused: the node kept from P1's sortie in turn 5's attack step,
// holding P1's information sets for hands {1, 2} and {3}, gives the one for
// P1's hand as the root of P1's next sortie decision there: {1, 2} for the
// hand {1, 2}, a new one (no visit) for {1, 3}; and nothing of it is the
// root of a priority, nor in another turn or phase, nor when P2 decided
// at the node (a child of P2's); a node is kept for one decision only.
func TestReused(t *testing.T) {
	obs := func(turn int, phase string) *engine.Observation {
		return &engine.Observation{Viewer: 0, Turn: turn, Phase: phase}
	}
	cases := []struct {
		kind     string
		obs      *engine.Observation
		hand     []int32
		opponent bool // P2 has a child at the kept node
		want     int  // the set given, -1 a new node
	}{
		{"sortie", obs(5, "attack step"), []int32{1, 2}, false, 0},
		{"sortie", obs(5, "attack step"), []int32{1, 3}, false, -1},
		{"priority", obs(5, "attack step"), []int32{1, 2}, false, -1},
		{"sortie", obs(6, "attack step"), []int32{1, 2}, false, -1},
		{"sortie", obs(5, "defense step"), []int32{1, 2}, false, -1},
		{"sortie", obs(5, "attack step"), []int32{1, 2}, true, -1},
	}
	for i, c := range cases {
		sets := []*node{{hand: []int32{1, 2}, visits: 7}, {hand: []int32{3}, visits: 2}}
		kept := &node{sets: sets}
		if c.opponent {
			kept.children = []*node{{player: 1}}
		}
		a := &ISMCTS{kept: kept, keptTurn: 5, keptPhase: "attack step"}
		got := a.reused(c.kind, c.obs, c.hand)
		if c.want >= 0 && got != sets[c.want] || c.want < 0 && (got == sets[0] || got == sets[1] || got.visits != 0) {
			t.Errorf("case %d: reused a node of %d visits, want set %d", i, got.visits, c.want)
		}
		if a.kept != nil {
			t.Errorf("case %d: the node is still kept", i)
		}
		if again := a.reused(c.kind, c.obs, c.hand); again == sets[0] || again == sets[1] {
			t.Errorf("case %d: the node reused twice", i)
		}
	}
}

// TestEvaluate: the fitted evaluation's signs and order on positions made
// by hand, each of which differs from a base in one thing (P1 the viewer,
// P2 the active player; each has 20 Nation cards, 4 in hand, 3 G and
// nothing else): the base is even but for P2's being active, so P1 is
// behind (below 0) and P2 ahead by as much; a Nation card, a card in hand,
// a G, a unit more for P1 are each better than the base, and one less
// worse; a unit of combat power 4/4/4 better than one of 1/1/1; the fifth
// Nation card from the end worth more than the 21st (P2 losing 1 of 5 is
// better for P1 than losing 1 of 21); and P1's being active better than
// P2's. Each position seen by P2 scores the opposite of P1's.
func TestEvaluate(t *testing.T) {
	kind := func(k string) *engine.CardFace { return &engine.CardFace{Kind: k} }
	g := engine.CardView{CardFace: kind("g")}
	unit := func(p int16) engine.CardView {
		return engine.CardView{CardFace: kind("unit"), Cost: 3, Melee: p, Range: p, Defense: p}
	}
	base := func() *engine.Observation {
		o := &engine.Observation{Viewer: 0, Attacker: 1}
		for q := range o.Players {
			o.Players[q] = engine.PlayerView{Nation: 20, HandCount: 4, Disposition: []engine.CardView{g, g, g}}
		}
		return o
	}
	with := func(f func(o *engine.Observation)) float64 {
		o := base()
		f(o)
		v := evaluate(o)
		o.Viewer = 1
		if w := evaluate(o); math.Abs(v+w) > 1e-9 {
			t.Errorf("P1 scores %.4f, P2 %.4f: want opposites", v, w)
		}
		return v
	}
	even := with(func(*engine.Observation) {})
	if even >= 0 {
		t.Errorf("P1 with P2 active scores %.4f, want below 0", even)
	}
	p1 := func(o *engine.Observation) *engine.PlayerView { return &o.Players[0] }
	for _, c := range []struct {
		name       string
		more, less func(o *engine.Observation)
	}{
		{"a Nation card", func(o *engine.Observation) { p1(o).Nation++ }, func(o *engine.Observation) { p1(o).Nation-- }},
		{"a card in hand", func(o *engine.Observation) { p1(o).HandCount++ }, func(o *engine.Observation) { p1(o).HandCount-- }},
		{"a G", func(o *engine.Observation) { p1(o).Disposition = append(p1(o).Disposition, g) },
			func(o *engine.Observation) { p1(o).Disposition = p1(o).Disposition[1:] }},
		{"a unit", func(o *engine.Observation) { o.Areas[0].Squads[0] = []engine.CardView{unit(1)} },
			func(o *engine.Observation) { o.Areas[0].Squads[1] = []engine.CardView{unit(1)} }},
	} {
		if v := with(c.more); v <= even {
			t.Errorf("%s more for P1: %.4f, want above the base's %.4f", c.name, v, even)
		}
		if v := with(c.less); v >= even {
			t.Errorf("%s less for P1: %.4f, want below the base's %.4f", c.name, v, even)
		}
	}
	weak := with(func(o *engine.Observation) { p1(o).Disposition = append(p1(o).Disposition, unit(1)) })
	if strong := with(func(o *engine.Observation) { p1(o).Disposition = append(p1(o).Disposition, unit(4)) }); strong <= weak {
		t.Errorf("a unit of 4/4/4: %.4f, want above one of 1/1/1's %.4f", strong, weak)
	}
	of5 := with(func(o *engine.Observation) { o.Players[1].Nation = 4 }) - with(func(o *engine.Observation) { o.Players[1].Nation = 5 })
	of21 := with(func(o *engine.Observation) {}) - with(func(o *engine.Observation) { o.Players[1].Nation = 21 })
	if of5 <= of21 {
		t.Errorf("P2 losing its fifth Nation card from the end gains P1 %.4f, its 21st %.4f: want more", of5, of21)
	}
	if active := with(func(o *engine.Observation) { o.Attacker = 0 }); active <= even {
		t.Errorf("P1 active: %.4f, want above P2 active's %.4f", active, even)
	}
}

// TestMostVisited: among children of 3, 3 and 1 visits, the second, the
// root's prior, is chosen (a tie goes to Greedy's choice); with no prior,
// the first; with the first at 4 visits, the first (visits before the
// prior); a child of no visit, or one whose key is not legal, never; and
// none when no legal child has a visit.
func TestMostVisited(t *testing.T) {
	k := func(i int) actionKey { return actionKey{kind: engine.APlay, card: int32(i)} }
	keys := []actionKey{k(1), k(2), k(3)}
	mk := func(v1, v2, v3 int) *node {
		return &node{children: []*node{{key: k(3), visits: v3}, {key: k(9), visits: 50}, {key: k(1), visits: v1}, {key: k(2), visits: v2}}}
	}
	for _, c := range []struct {
		root *node
		want int
	}{
		{func() *node { r := mk(3, 3, 1); r.prior, r.hasPrior = k(2), true; return r }(), 1},
		{mk(3, 3, 1), 0},
		{func() *node { r := mk(4, 3, 1); r.prior, r.hasPrior = k(2), true; return r }(), 0},
		{func() *node { r := mk(0, 0, 1); r.prior, r.hasPrior = k(2), true; return r }(), 2},
		{mk(0, 0, 0), -1},
	} {
		best, i := mostVisited(c.root, keys)
		if i != c.want || (i >= 0) != (best != nil) || best != nil && best.key != keys[i] {
			t.Errorf("mostVisited of children %+v = %d, want %d", c.root.children, i, c.want)
		}
	}
}
