package engine

import "testing"

// TestDistinctFit checks the matching of target places to distinct cards
// (Rise 706.1: one card cannot be two targets of one effect) on cases
// worked by hand.
func TestDistinctFit(t *testing.T) {
	cases := []struct {
		slots [][]CardID
		want  bool
	}{
		{nil, true},
		{[][]CardID{{}}, false},
		{[][]CardID{{1}}, true},
		{[][]CardID{{1}, {1}}, false},                   // one card, two places
		{[][]CardID{{1, 2}, {1}}, true},                 // the first takes 2 so that the second has 1
		{[][]CardID{{1, 2}, {1, 2}, {2}}, false},        // three places, two cards
		{[][]CardID{{1, 2, 3}, {1}, {2}}, true},         // the first must move twice: 1, then 3
		{[][]CardID{{5}, {5, 6}, {6, 7}, {7}}, false},   // four places, three cards
		{[][]CardID{{5}, {5, 6}, {6, 7}, {7, 8}}, true}, // 5, 6, 7, 8: each moves one along
		{[][]CardID{{5}, {5, 6}, {6}, {7}}, false},
	}
	for _, c := range cases {
		if got := distinctFit(c.slots); got != c.want {
			t.Errorf("distinctFit(%v) = %v, want %v", c.slots, got, c.want)
		}
	}
}
