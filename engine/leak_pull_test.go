package engine

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// Test cards for the leak test of cards an effect holds while it waits for a
// decision: a card chosen not by hand (GW adv. "非人为地～") and a card pulled
// out (GW adv. "拔出") of a place hidden from a player. T-F1 to T-F4 are
// distinct filler cards, so that trading their identities shows.
const leakPullCards = `cards:
  - number: T-K1
    color: green
    name: 無作為抜き出し
    kind: command
    cost: {designated: 0, total: "0", resource: "0"}
    texts:
      - timing: always
        steps:
          - {op: choose, blind: true, filter: [enemy, "in:hand"]}
          - {op: pull-out, what: chosen}
          - {op: may, steps: [{op: move, what: chosen, to: junkyard}]}
    source: test card (敵軍手札1枚を無作為に選んで抜き出す。その後、そのカードを廃棄できる)
  - number: T-K2
    color: green
    name: 無作為選択
    kind: command
    cost: {designated: 0, total: "0", resource: "0"}
    texts:
      - timing: always
        steps:
          - {op: choose, blind: true, filter: [enemy, "in:hand"]}
          - {op: may, steps: [{op: move, what: chosen, to: removed}]}
    source: test card (敵軍手札1枚を無作為に選ぶ。その後、そのカードをゲームから取り除くことができる)
  - number: T-K3
    color: green
    name: 本国抜き出し
    kind: command
    cost: {designated: 0, total: "0", resource: "0"}
    texts:
      - timing: always
        steps:
          - {op: choose, blind: true, filter: [enemy, "in:nation"]}
          - {op: pull-out, what: chosen}
          - {op: may, steps: [{op: move, what: chosen, to: junkyard}]}
    source: test card (敵軍本国のカード1枚を無作為に選んで抜き出す。その後、そのカードを廃棄できる)
  - {number: T-F1, color: blue, name: 札一, kind: command, cost: {designated: 1, total: "9", resource: "0"}, texts: [{timing: always, steps: [{op: draw, n: 1}]}], source: test}
  - {number: T-F2, color: blue, name: 札二, kind: command, cost: {designated: 1, total: "9", resource: "0"}, texts: [{timing: always, steps: [{op: draw, n: 2}]}], source: test}
  - {number: T-F3, color: blue, name: 札三, kind: command, cost: {designated: 1, total: "9", resource: "0"}, texts: [{timing: always, steps: [{op: draw, n: 3}]}], source: test}
  - {number: T-F4, color: blue, name: 札四, kind: command, cost: {designated: 1, total: "9", resource: "0"}, texts: [{timing: always, steps: [{op: draw, n: 4}]}], source: test}
`

// leakPullGame builds P1 (green) at its disposition phase with command k of
// leakPullCards in hand, P2 with a hand of three distinct cards and a Nation
// of six, and plays k up to its `may` step's question to P1. It returns the
// game and the card k's effect holds (chosen, and pulled out when k does).
func leakPullGame(t *testing.T, k string) (*Game, CardID) {
	t.Helper()
	db, err := &card.DB{}, error(nil)
	if err = card.LoadBytes(db, "leakpull.yaml", []byte(leakPullCards)); err != nil {
		t.Fatal(err)
	}
	def := func(color card.Color, n string) *card.Def { d, _ := db.Lookup(color, n); return d }
	pos := Position{DB: db, StopAtPriority: true, Turn: 4, Attacker: 0, First: -1, Phase: PDisposition, Stage: StageBefore}
	pos.Cards = append(pos.Cards, NewPosCard("K", def(card.Green, k), 0, ZHand))
	pos.Cards = append(pos.Cards, Unknown(def(card.Green, "T-K1"), 0, ZNation, 6)...)
	for i, n := range []string{"T-F1", "T-F2", "T-F3", "T-F4", "T-F1", "T-F2", "T-F3", "T-F4", "T-F4"} {
		z := ZNation
		if i < 3 {
			z = ZHand
		}
		pos.Cards = append(pos.Cards, NewPosCard(fmt.Sprint("Q", i), def(card.Blue, n), 1, z))
	}
	g, err := NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []Action{{Kind: APlay, Card: 0}, {Kind: APass}, {Kind: APass}} {
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%+v: %v", a, err)
		}
	}
	if g.decision.kind == dEffect && g.decision.ek == ekOption {
		if _, err := g.Apply(Action{Kind: AOption, Index: 1}); err != nil { // the 2nd card from the top
			t.Fatal(err)
		}
	}
	if g.decision.kind != dEffect || g.decision.ek != ekYesNo || g.decision.player != 0 || g.exec == nil || len(g.exec.chosen) != 1 {
		t.Fatalf("%s: at %s, want P1's question of the may step with one card chosen", k, g.DecisionText())
	}
	return g, g.exec.chosen[0]
}

// A card an effect chose not by hand, or pulled out of a hidden place,
// while the effect waits for P1's decision: it is in neither player's View
// unless they could see it where it was; an action naming it is refused as
// naming a card P1 cannot see (GW adv. "拔出": pulled out, not shown); the
// leak test holds with its identity traded among the hidden cards; and a
// determinization for either player draws its identity with the other
// hidden cards (it keeps the card, which the effect names, not what it is),
// so over 40 draws it is sometimes another card.
func TestLeakHeldCards(t *testing.T) {
	for _, k := range []string{"T-K1", "T-K2", "T-K3"} {
		g, c := leakPullGame(t, k)
		pulled := k != "T-K2"
		if _, ok := g.pulledNow(c); ok != pulled {
			t.Fatalf("%s: card %d pulled out %v, want %v", k, c, ok, pulled)
		}
		if pulled {
			for p := Player(0); p < 2; p++ {
				// P2's hand card stays P2's to see; a Nation card nobody's
				want := p == 0 || k == "T-K3"
				if got := g.hiddenFrom(c, p); got != want {
					t.Errorf("%s: pulled card hidden from %s %v, want %v", k, p, got, want)
				}
			}
			before := g.Hash()
			_, err := g.Apply(Action{Kind: AChoose, Card: c})
			if err == nil || !strings.Contains(err.Error(), "not a card P1 can see") || g.Hash() != before {
				t.Errorf("%s: choosing the pulled card: %v, want refused as a card P1 cannot see, the game unchanged", k, err)
			}
		}
		for seed := uint64(1); seed <= 20; seed++ {
			if err := propCheckLeaks(g, Action{Kind: AYes}, nil, propRand(seed)); err != nil {
				t.Fatalf("%s, seed %d: %v", k, seed, err)
			}
		}
		for _, viewer := range []Player{0, 1} {
			if viewer == 1 && !g.hiddenFrom(c, 1) {
				continue // P2 sees its own hand card
			}
			other := false
			for seed := uint64(1); seed <= 40; seed++ {
				d := g.Determinize(viewer, propRand(seed))
				if err := propDeterminizeStable(g, d, viewer, seed); err != nil {
					t.Fatalf("%s, viewer %s, seed %d: %v", k, viewer, seed, err)
				}
				if v, w := g.View(viewer), d.View(viewer); !reflect.DeepEqual(v, w) {
					t.Fatalf("%s, viewer %s, seed %d: the View changes:\n%+v\n%+v", k, viewer, seed, v, w)
				}
				other = other || d.cards[c].def != g.cards[c].def
			}
			if !other {
				t.Errorf("%s, viewer %s: 40 determinizations all kept the held card's identity", k, viewer)
			}
		}
	}
}
