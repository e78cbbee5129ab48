package engine

import (
	"fmt"
	"reflect"
	"slices"
	"testing"
)

// TestDeterminize plays random games and, at every 5th decision, draws
// determinizations for both players and checks that each keeps every
// invariant (propCheckState, then 20 random actions each followed by it),
// shows the viewer the same View (and the decider the same legal actions),
// keeps each owner's cards (the deck list as a multiset), and does not
// depend on where the hidden cards are: permuting them as the leak test does
// and reseeding the game's generator gives the same determinization for the
// same draws. Over the samples, the opponent's hand must sometimes differ
// from the real one (the draw does resample it).
func TestDeterminize(t *testing.T) {
	t.Parallel()
	propLoad(t)
	resampled := 0
	for seed := uint64(1); seed <= 4; seed++ {
		propWalk(t, seed, func(g *Game, step int, legal []Action) {
			if step%5 != 0 {
				return
			}
			for _, viewer := range []Player{g.Decider(), g.Decider().Opp()} {
				same, err := checkDeterminize(g, viewer, legal, seed*10000+uint64(step))
				if err != nil {
					t.Fatalf("seed %d, action %d (turn %d, %s), viewer %s: %v", seed, step, g.Turn(), g.DecisionText(), viewer, err)
				}
				if !same {
					resampled++
				}
			}
		})
	}
	if resampled == 0 {
		t.Fatal("no determinization dealt the opponent a hand other than its real one")
	}
}

// checkDeterminize checks one determinization of g for viewer (see
// TestDeterminize) and reports whether the opponent's hand (the definitions,
// in order) is the real one.
func checkDeterminize(g *Game, viewer Player, legal []Action, seed uint64) (bool, error) {
	d := g.Determinize(viewer, propRand(seed))
	if err := propCheckState(d); err != nil {
		return false, fmt.Errorf("determinized: %w", err)
	}
	if v, w := g.View(viewer), d.View(viewer); !reflect.DeepEqual(v, w) {
		return false, fmt.Errorf("the viewer's View changes:\n%+v\n%+v", v, w)
	}
	if g.Decider() == viewer && !reflect.DeepEqual(legal, d.Legal()) {
		return false, fmt.Errorf("the legal actions change:\n%v\n%v", legal, d.Legal())
	}
	for q := Player(0); q < 2; q++ {
		if a, b := ownedDefs(g, q), ownedDefs(d, q); !slices.Equal(a, b) {
			return false, fmt.Errorf("%s's cards change: %v, %v", q, a, b)
		}
	}
	if err := propDeterminizeStable(g, d, viewer, seed); err != nil {
		return false, err
	}
	same := true
	for i, c := range g.pl[viewer.Opp()].hand {
		same = same && g.cards[c].def == d.cards[d.pl[viewer.Opp()].hand[i]].def
	}
	r := propRand(seed + 2)
	for i := 0; i < 20 && !d.Over(); i++ {
		l := d.Legal()
		if len(l) == 0 {
			return false, fmt.Errorf("determinized game, after %d random actions: no legal action (%s)", i, d.DecisionText())
		}
		a := l[r.IntN(len(l))]
		if _, err := d.Apply(a); err != nil {
			return false, fmt.Errorf("determinized game, legal action %+v refused: %w", a, err)
		}
		if err := propCheckState(d); err != nil {
			return false, fmt.Errorf("determinized game, after %+v: %w", a, err)
		}
	}
	return same, nil
}

// propDeterminizeStable checks that d, g's determinization for viewer drawn
// from propRand(seed), does not depend on what viewer cannot see: the same
// draw from a copy of g whose hidden cards are permuted (and whose hidden
// held cards trade identities, propPermuteHidden) and whose generator is
// reseeded gives the same game.
func propDeterminizeStable(g, d *Game, viewer Player, seed uint64) error {
	keep, place := g.determinizeKeep(viewer)
	h := propPermuteHidden(g, viewer, propRand(seed+1), propMarked(keep, map[CardID]bool{}), propMarked(place, map[CardID]bool{}))
	h.rng = *newChaCha([32]byte{byte(seed), 1})
	dh := h.Determinize(viewer, propRand(seed))
	if d.Hash() != dh.Hash() || !reflect.DeepEqual(d.View(viewer.Opp()), dh.View(viewer.Opp())) || d.rng != dh.rng {
		return fmt.Errorf("the determinization depends on where the hidden cards are or on the game's generator")
	}
	return nil
}

// ownedDefs lists the definition indexes of q's cards, sorted.
func ownedDefs(g *Game, q Player) []int {
	var out []int
	for i := range g.cards {
		if g.cards[i].owner == q {
			out = append(out, g.cards[i].def.Index)
		}
	}
	slices.Sort(out)
	return out
}
