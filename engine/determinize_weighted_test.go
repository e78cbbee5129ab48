package engine

import (
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
		g := propNewGame(seed)
		r := propRand(seed)
		for step := 0; !g.Over(); step++ {
			legal := g.Legal()
			if step%7 == 0 {
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
			}
			if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no position with a hidden hand card and a hidden G")
	}
}
