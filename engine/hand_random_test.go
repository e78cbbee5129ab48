package engine

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// Random legal play with 茶 CH-G12 マスター・アジア, whose text works from
// its owner's hand (card.Text.From, GW adv. "自动B"), in both decks, with the
// property test's invariants after every action; the leak test (hidden
// information: the use is offered to the owner only, and the refusals of
// the enemy's tries name nothing hidden) runs at random decisions. The games
// must show the text used.
func TestRandomGamesFromHand(t *testing.T) {
	t.Parallel()
	propLoad(t) // the place check compares each player's card count with a 50-card deck
	db, err := card.LoadFS(os.DirFS("../cards/data"), ".")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.WriteString("cards:\n")
	for i := 1; i <= 9; i++ {
		fmt.Fprintf(&b, "  - {number: T-HU%d, color: brown, name: 機体%d, kind: unit, cost: {designated: 1, total: \"%d\", resource: \"0\"}, power: %d/1/%d, terrain: [space, earth], source: test}\n",
			i, i, 1+i%4, 2+i%3, 2+i%4)
	}
	if err := card.LoadBytes(db, "hand.yaml", []byte(b.String())); err != nil {
		t.Fatal(err)
	}
	var deck []*card.Def
	g, _ := db.Lookup(card.Brown, "基本G")
	for i := 0; i < 20; i++ { // 20 G + 10 × 3 = 50 cards (GW basic "游戏的必要条件")
		deck = append(deck, g)
	}
	for _, n := range []string{"CH-G12", "T-HU1", "T-HU2", "T-HU3", "T-HU4", "T-HU5", "T-HU6", "T-HU7", "T-HU8", "T-HU9"} {
		d, ok := db.Lookup(card.Brown, n)
		if !ok {
			t.Fatalf("no brown %s", n)
		}
		for i := 0; i < 3; i++ {
			deck = append(deck, d)
		}
	}
	games := soakGames(20)
	if testing.Short() || raceDetector {
		games = 6
	}
	used := 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		gm, err := New(Config{DB: db, Decks: [2][]*card.Def{deck, deck}, Seed: seed, First: -1})
		if err != nil {
			t.Fatal(err)
		}
		gm.verify = true // every answer of mayAct is checked
		err = propPlayGame(gm, propRand(seed), func(line string) {
			if strings.Contains(line, "uses マスター・アジア [CH-G12]") {
				used++
			}
		})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	if used == 0 {
		t.Error("no game used マスター・アジア's text from the hand")
	}
	t.Logf("%d uses from the hand in %d games", used, games)
}
