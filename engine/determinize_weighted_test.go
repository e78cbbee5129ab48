package engine

import (
	"cmp"
	"math"
	"slices"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestDeterminizeWeighted plays random games and, at every 7th decision,
// draws for each viewer a determinization that weighs a G 1 and every other
// card 0 (DeterminizeWeighted): every hidden card of the opponent's hand
// is then a G while its hidden cards hold enough G, and else the hand holds
// every one of them; and, with a nil weight, the draw is DeterminizeInto's
// exactly (the same game from the same generator).
func TestDeterminizeWeighted(t *testing.T) {
	t.Parallel()
	propLoad(t)
	onlyG := func(d *card.Def) float64 {
		if d.Kind == card.G {
			return 1
		}
		return 0
	}
	checked := 0
	for seed := uint64(1); seed <= 3; seed++ {
		propWalk(t, seed, func(g *Game, step int, legal []Action) {
			if step%7 != 0 {
				return
			}
			for _, viewer := range []Player{0, 1} {
				opp := viewer.Opp()
				keep, place := g.determinizeKeep(viewer)
				// the opponent's hidden cards DeterminizeWeighted deals,
				// and how many of them are G
				hidden, gs, inHand := 0, 0, 0
				for _, l := range [][]CardID{g.pl[opp].nation, g.pl[opp].discard, g.pl[opp].hand} {
					for _, c := range l {
						if !keep[c] && !place[c] {
							hidden++
							if g.cards[c].def.Kind == card.G {
								gs++
							}
						}
					}
				}
				d := new(Game)
				g.DeterminizeWeighted(d, viewer, propRand(seed*1000+uint64(step)), onlyG)
				handG := 0
				for _, c := range d.pl[opp].hand {
					if !keep[c] && !place[c] {
						inHand++
						if d.cards[c].def.Kind == card.G {
							handG++
						}
					}
				}
				if want := min(inHand, gs); handG != want {
					t.Fatalf("seed %d, action %d, viewer %s: %d of the %d hidden hand cards are G, want %d (%d G among %d hidden cards)",
						seed, step, viewer, handG, inHand, want, gs, hidden)
				}
				if inHand > 0 && gs > 0 {
					checked++
				}
				a, b := new(Game), new(Game)
				g.DeterminizeWeighted(a, viewer, propRand(seed), nil)
				g.DeterminizeInto(b, viewer, propRand(seed))
				if a.Hash() != b.Hash() {
					t.Fatalf("seed %d, action %d: a nil weight draws otherwise than DeterminizeInto", seed, step)
				}
			}
		})
	}
	if checked == 0 {
		t.Fatal("no position with a hidden hand card and a hidden G")
	}
}

// TestDeterminizerReused checks that a Determinizer deals each
// determinization as a new one does: at every 5th decision of random games,
// for each viewer, one Determinizer deals into one game from one generator
// and then from another; the second deal must be the game a new
// DeterminizeWeighted deals from that other generator (a search deals
// hundreds from one Determinizer into one game).
func TestDeterminizerReused(t *testing.T) {
	t.Parallel()
	propLoad(t)
	held := func(d *card.Def) float64 {
		switch d.Kind {
		case card.G:
			return 0.29
		case card.Command:
			return 3.1
		case card.Unit:
			return 0 // drawn only when nothing else is left
		}
		return 1
	}
	for seed := uint64(1); seed <= 3; seed++ {
		propWalk(t, seed, func(g *Game, step int, legal []Action) {
			if step%5 != 0 {
				return
			}
			for _, viewer := range []Player{0, 1} {
				z := g.Determinizer(viewer)
				d, fresh := new(Game), new(Game)
				z.Deal(d, propRand(seed*1000+uint64(step)), held)
				z.Deal(d, propRand(seed*2000+uint64(step)), held)
				g.DeterminizeWeighted(fresh, viewer, propRand(seed*2000+uint64(step)), held)
				if d.Hash() != fresh.Hash() {
					t.Fatalf("seed %d, action %d, viewer %s: a Determinizer's second deal differs from a new one's", seed, step, viewer)
				}
			}
		})
	}
}

// TestWeighTail compares weighTail with a stable sort of the keys (the
// first n, in order, to the end, the others before them as they were), on
// lists of all different keys and on lists where many are equal (weight 0:
// an infinite key), among them the last ones, for every n: both draw the
// same keys from the same generator.
func TestWeighTail(t *testing.T) {
	defs := make([]*card.Def, 24)
	for i := range defs {
		defs[i] = &card.Def{Index: i}
	}
	zeros := []func(i int) bool{
		func(int) bool { return false },
		func(i int) bool { return i%2 == 0 },
		func(i int) bool { return i >= 16 }, // the last ones tie
		func(i int) bool { return i%3 == 0 || i >= 20 },
	}
	for zi, zero := range zeros {
		weight := func(d *card.Def) float64 {
			if zero(d.Index) {
				return 0
			}
			return float64(1 + d.Index%4)
		}
		for n := 1; n <= len(defs); n++ {
			for seed := uint64(1); seed <= 20; seed++ {
				got := slices.Clone(defs)
				new(Determinizer).weighTail(got, n, propRand(seed), weight)
				// the reference: every key, sorted stably
				r := propRand(seed)
				type keyed struct {
					key float64
					i   int
				}
				ks := make([]keyed, len(defs))
				for i, d := range defs {
					ks[i] = keyed{math.Inf(1), i}
					if w := weight(d); w > 0 {
						ks[i].key = r.ExpFloat64() / w
					}
				}
				slices.SortStableFunc(ks, func(a, b keyed) int { return cmp.Compare(a.key, b.key) })
				var want, tail []*card.Def
				drawn := make([]bool, len(defs))
				for _, k := range ks[:n] {
					drawn[k.i] = true
					tail = append(tail, defs[k.i])
				}
				for i, d := range defs {
					if !drawn[i] {
						want = append(want, d)
					}
				}
				want = append(want, tail...)
				if !slices.Equal(got, want) {
					t.Fatalf("zero weights %d, n %d, seed %d: %v, want %v", zi, n, seed, indexes(got), indexes(want))
				}
			}
		}
	}
}

// indexes are the definitions' indexes.
func indexes(defs []*card.Def) []int {
	out := make([]int, len(defs))
	for i, d := range defs {
		out[i] = d.Index
	}
	return out
}
