package engine

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestReplLogRewind: a replacement choice met after actions logged since
// the copy (rqLog) is asked at the game it is asked at when the copy is
// taken at every action. Random games of the scenarios' cards are played
// twice, the same actions in each: one as Apply does, one taking the copy
// before every action (rqKept unset); after every action the two have the
// same state (Hash), the same pending decision and the same events, and
// games go on until two choices were asked after more than one logged
// action.
func TestReplLogRewind(t *testing.T) {
	mechLoad(t)
	asked, deep := 0, 0
	for seed := uint64(1); seed <= 400 && deep < 2; seed++ {
		r := rand.New(rand.NewPCG(seed, 0xdec5))
		a, err := New(Config{DB: mechDB, Decks: [2][]*card.Def{mechDeck(r), mechDeck(r)}, Seed: seed, First: -1})
		if err != nil {
			t.Fatal(err)
		}
		a.Drain()
		b := a.Clone()
		ar := propRand(seed)
		for step := 0; !a.Over() && step < propMaxActions; step++ {
			l := a.Legal()
			act := l[ar.IntN(len(l))]
			logged := len(a.rqLog)
			if !a.rqKept {
				logged = 0
			}
			b.rqKept = false
			ea, err := a.Apply(act)
			if err != nil {
				t.Fatal(err)
			}
			eb, err := b.Apply(act)
			if err != nil {
				t.Fatal(err)
			}
			if a.Hash() != b.Hash() || !reflect.DeepEqual(a.decision, b.decision) || !reflect.DeepEqual(ea, eb) {
				t.Fatalf("seed %d, action %d (%d logged): the game differs from the one copied at every action", seed, step, logged)
			}
			if a.decision.kind == dReplace && logged > 0 {
				asked++
				if logged > 1 {
					deep++
				}
			}
		}
	}
	if deep < 2 {
		t.Fatalf("only %d choices asked after logged actions (%d after more than one)", asked, deep)
	}
}
