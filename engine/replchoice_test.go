package engine

import (
	"reflect"
	"slices"
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
		a, ar := mechGame(t, seed)
		a.Drain()
		b := a.Clone()
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

// TestMayHaveRepl: a field card of which mayHaveRepl says no (replsInForce
// skips it) has no text with a replacement static (textsOf), at every
// decision of random games of the scenarios' cards (replacements, shields,
// texts and keywords given, keyword effects), and the games show cards of
// which it says yes that have one.
func TestMayHaveRepl(t *testing.T) {
	mechLoad(t)
	has := 0
	for seed := uint64(1); seed <= 30; seed++ {
		g, ar := mechGame(t, seed)
		for step := 0; !g.Over() && step < propMaxActions; step++ {
			for _, c := range g.field() {
				repl := false
				for _, x := range g.textsOf(c, nil) {
					repl = repl || slices.ContainsFunc(x.text.Static, func(s card.Static) bool { return s.Replace != nil })
				}
				if repl && !g.mayHaveRepl(c) {
					t.Fatalf("seed %d, action %d: %s has a replacement static, and replsInForce skips it", seed, step, g.cardName(c))
				}
				if repl {
					has++
				}
			}
			l := g.Legal()
			if _, err := g.Apply(l[ar.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if has == 0 {
		t.Fatal("no field card had a replacement static: the test reads nothing")
	}
}
