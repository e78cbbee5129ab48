package agent

import (
	"math"
	"testing"
	"time"

	"github.com/sortie-tcg/sortie/engine"
)

// TestPlayouts: a budget of 30 playouts gives a sortie 5 × 30 = 150
// iterations, a priority 30 / 3 = 10, a plan, effect or order 2 × 30 = 60,
// a redeal and a hand-size discard 30; 2 playouts give a priority 2 / 3,
// rounded to 1, and 1 playout gives it 1/3, rounded to 0 but at least 1.
func TestPlayouts(t *testing.T) {
	for _, c := range []struct {
		n    int
		kind string
		want int
	}{
		{30, "sortie", 150}, {30, "priority", 10}, {30, "plan", 60}, {30, "effect", 60},
		{30, "order", 60}, {30, "redeal", 30}, {30, "hand-size", 30}, {2, "priority", 1}, {1, "priority", 1},
	} {
		if got := playouts(c.n, c.kind); got != c.want {
			t.Errorf("playouts(%d, %q) = %d, want %d", c.n, c.kind, got, c.want)
		}
	}
}

// TestThinkFor: with --think 600ms a sortie gets 600 ms, a plan, effect or
// order 600 × 2/5 = 240 ms, a redeal or hand-size discard 600 × 1/5 = 120
// ms and a priority 600 × (1/3)/5 = 40 ms.
func TestThinkFor(t *testing.T) {
	const ms = time.Millisecond
	for kind, want := range map[string]time.Duration{"sortie": 600 * ms, "plan": 240 * ms, "effect": 240 * ms, "order": 240 * ms,
		"redeal": 120 * ms, "hand-size": 120 * ms, "priority": 40 * ms} {
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

// TestEvaluate: P1 (the viewer) has 10 Nation cards, 3 in hand, two G and
// a unit of total cost 3 and combat power 4/2/3 carrying a character of
// cost 2: 13 cards to come, 13 + 6 ln 13 = 28.3897, + 2 + (3 + 2) + 0.15 ×
// 9 = 36.7397. P2 has 1 Nation card and 5 in hand, 6 + 6 ln 6 = 16.7506,
// and, in a battle area, a unit of cost 0 (worth 1) and power 1/1/1: + 1 +
// 0.15 × 3 = 18.2006. P1 is 18.5391 ahead, and P2 as far behind.
func TestEvaluate(t *testing.T) {
	kind := func(k string) *engine.CardFace { return &engine.CardFace{Kind: k} }
	o := &engine.Observation{Viewer: 0}
	o.Players[0] = engine.PlayerView{Nation: 10, HandCount: 3, Disposition: []engine.CardView{
		{CardFace: kind("g")},
		{CardFace: kind("unit"), Cost: 3, Melee: 4, Range: 2, Defense: 3, Set: []engine.CardView{{CardFace: kind("character"), Cost: 2}}},
		{CardFace: kind("g")},
	}}
	o.Players[1] = engine.PlayerView{Nation: 1, HandCount: 5}
	o.Areas[0].Squads[1] = []engine.CardView{{CardFace: kind("unit"), Cost: 0, Melee: 1, Range: 1, Defense: 1}}
	const want = 18.5391
	if got := evaluate(o); math.Abs(got-want) > 1e-4 {
		t.Errorf("evaluate for P1 = %.4f, want %.4f", got, want)
	}
	o.Viewer = 1
	if got := evaluate(o); math.Abs(got+want) > 1e-4 {
		t.Errorf("evaluate for P2 = %.4f, want %.4f", got, -want)
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
