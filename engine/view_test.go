package engine

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestViewsShared plays random games between decks of the scenarios' test
// cards, with every card whose text reads an amount from the game in both
// decks (their texts' effects are never shared), and checks at every
// decision that ViewInto, reusing one Observation's memory all game long,
// builds what a fresh View builds, for both players and a spectator; and at
// every third that every text view of every card, from the database's
// shared text views, is what reading the text itself gives.
func TestViewsShared(t *testing.T) {
	propLoad(t)
	mechLoad(t)
	games := 2
	if testing.Short() || raceDetector {
		games = 1
	}
	ti := textIndexOf(mechDB)
	var reads []*card.Def
	for _, d := range mechDB.Defs {
		for _, x := range ti.of(d) {
			if d.Kind != card.G && !d.Token && !(fixedAmounts(x.Extra) && fixedAmounts(x.Steps)) {
				reads = append(reads, d)
				break
			}
		}
	}
	if len(reads) == 0 {
		t.Fatal("no card reads an amount from the game: the test checks nothing")
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		r := rand.New(rand.NewPCG(seed, 0xdec5))
		decks := [2][]*card.Def{mechDeck(r), mechDeck(r)}
		for _, d := range decks {
			copy(d[20:], reads) // after the 20 G
		}
		g, err := New(Config{DB: mechDB, Decks: decks, Seed: seed, First: -1})
		if err != nil {
			t.Fatal(err)
		}
		var reused [3]Observation
		for n := 0; !g.Over() && n < 2000; n++ {
			for p := Player(-1); p < 2; p++ {
				want := g.View(p)
				g.ViewInto(p, &reused[p+1])
				got := reused[p+1]
				got.mem, want.mem = nil, nil
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("seed %d, action %d: %s's ViewInto differs from View:\n%+v\n%+v", seed, n, p, got, want)
				}
			}
			for c := 0; n%3 == 0 && c < len(g.cards); c++ { // every third decision: the texts of every card
				for _, ref := range g.textsOf(CardID(c), nil) {
					if got, want := g.viewText(CardID(c), ref.text, nil), g.readText(CardID(c), ref.text, nil); !reflect.DeepEqual(got, want) {
						t.Fatalf("seed %d, action %d: card %d's text %d: shared view %+v, read %+v", seed, n, c, ref.text.ID, got, want)
					}
				}
			}
			legal := g.Legal()
			if _, err := g.Apply(legal[propRand(seed+uint64(n)).IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
