package engine

import (
	"os"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

const newKwCards = `cards:
  - {number: T-PS1, color: green, name: PS機, kind: unit, cost: {designated: 1, total: "2", resource: "0"}, power: 4/2/4, terrain: [space, earth], keywords: [PS装甲], source: test}
  - {number: T-PS2, color: green, name: PSX機, kind: unit, cost: {designated: 1, total: "2", resource: "0"}, power: 4/2/4, terrain: [space, earth], keywords: ["PS装甲(2)"], source: test}
  - {number: T-V1, color: green, name: 回収機, kind: unit, cost: {designated: 1, total: "2", resource: "0"}, power: 3/1/3, terrain: [space, earth], keywords: [バルチャー], source: test}
  - {number: T-D1, color: green, name: 旧型機, kind: unit, cost: {designated: 1, total: "1", resource: "0"}, power: 2/1/2, terrain: [space, earth], keywords: [解体], source: test}
  - {number: T-R1, color: green, name: 補給艦, kind: unit, cost: {designated: 1, total: "2", resource: "0"}, power: 0/2/5, terrain: [space, earth], keywords: [艦船, 補給(2)], source: test}
  - {number: T-C1, color: green, name: パイロット, kind: character, cost: {designated: 1, total: "1", resource: "0"}, modifier: +1/+1/+1, source: test}
  - {number: T-C2, color: green, name: 参謀, kind: character, cost: {designated: 1, total: "1", resource: "0"}, modifier: +1/±0/+1, keywords: [セット/キャラ], source: test}
  - {number: T-C3, color: green, name: 司令, kind: character, cost: {designated: 1, total: "1", resource: "0"}, modifier: +2/+2/+2, keywords: [セット/G], source: test}
  - {number: T-C4, color: green, name: 艦長, kind: character, cost: {designated: 1, total: "1", resource: "0"}, modifier: +1/+1/±0, keywords: [セット/キャラ・G, クイック], source: test}
  - {number: T-K1, color: green, name: 砲撃, kind: command, cost: {designated: 1, total: "1", resource: "0"}, texts: [{timing: always, targets: [{name: T, filter: [unit]}], steps: [{op: damage, what: T, n: 2}]}], source: test}
  - {number: T-K2, color: green, name: 回収命令, kind: command, cost: {designated: 1, total: "1", resource: "0"}, texts: [{timing: always, targets: [{name: T, filter: [unit, own]}], steps: [{op: move, what: T, to: owner-hand}]}], source: test}
`

// Random legal play with PS装甲, PS装甲(X), バルチャー, 解体, セット/キャラ,
// セット/G and セット/キャラ・G in both decks, with the property test's
// invariants after every action (places, counts, hidden cards, illegal
// actions leave the game unchanged, clones hash alike). The games must show
// each keyword at work.
func TestRandomGamesNewKeywords(t *testing.T) {
	t.Parallel() // beside the shards of TestRandomGamesInvariants
	propLoad(t)  // the place check compares each player's card count with a 50-card deck
	db, err := card.LoadFS(os.DirFS("../cards/data"), ".")
	if err != nil {
		t.Fatal(err)
	}
	if err := card.LoadBytes(db, "newkw.yaml", []byte(newKwCards)); err != nil {
		t.Fatal(err)
	}
	var deck []*card.Def
	g, _ := db.Lookup(card.Green, "基本G")
	for i := 0; i < 17; i++ { // 17 G + 11 × 3 = 50 cards (GW basic "游戏的必要条件")
		deck = append(deck, g)
	}
	for _, n := range []string{"T-PS1", "T-PS2", "T-V1", "T-D1", "T-R1", "T-C1", "T-C2", "T-C3", "T-C4", "T-K1", "T-K2"} {
		d, _ := db.Lookup(card.Green, n)
		for i := 0; i < 3; i++ {
			deck = append(deck, d)
		}
	}
	games := soakGames(60)
	if testing.Short() || raceDetector {
		games = 15
	}
	seen := map[string]int{}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		if err := newKwPlay(db, [2][]*card.Def{deck, deck}, seed, seen); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	for _, k := range newKwMarks {
		if seen[k] == 0 && !testing.Short() {
			t.Errorf("no game logged %q", k)
		}
	}
	t.Logf("%v", seen)
}

// newKwMarks are log texts that show the keywords at work.
var newKwMarks = []string{"returns to its owner's hand at the end of the turn (PS装甲)", "stays: ", "salvage points (回収)",
	"Junkyard to", "dismantle coin is put", "is set on 緑基本G"}

func newKwPlay(db *card.DB, decks [2][]*card.Def, seed uint64, seen map[string]int) error {
	g, err := New(Config{DB: db, Decks: decks, Seed: seed, First: -1})
	if err != nil {
		return err
	}
	g.verify = true // every answer of mayAct is checked
	return propPlayGame(g, propRand(seed), func(line string) {
		for _, k := range newKwMarks {
			if strings.Contains(line, k) {
				seen[k]++
			}
		}
	})
}
