package scenario

import (
	"fmt"
	"strings"
	"testing"
)

// blindHand is a position where P1 discards one card of P2's hand of three
// chosen not by hand; %d is the game's seed.
const blindHand = `name: blind choice from a hand
source: GW adv. "非人为地～"
seed: %d
cards:
  - number: T-K1
    color: black
    name: 無作為廃棄
    kind: command
    cost: {designated: 1, total: "1", resource: "0"}
    texts:
      - timing: always
        steps:
          - {op: choose, blind: true, filter: [enemy, "in:hand"]}
          - {op: move, what: chosen, to: junkyard}
    source: test card
  - {number: T-A, color: red, name: 赤甲, kind: unit, cost: {designated: 1, total: "1", resource: "0"}, power: 1/1/1, terrain: [space], source: test card}
  - {number: T-B, color: red, name: 赤乙, kind: unit, cost: {designated: 1, total: "1", resource: "0"}, power: 1/1/1, terrain: [space], source: test card}
  - {number: T-C, color: red, name: 赤丙, kind: unit, cost: {designated: 1, total: "1", resource: "0"}, power: 1/1/1, terrain: [space], source: test card}
position:
  turn: 3
  attacker: p1
  phase: attack-step
  p1: {nation: 20, hand: [K: 無作為廃棄], power: {black: 1}}
  p2: {nation: 20, hand: [A: 赤甲, B: 赤乙, C: 赤丙]}
steps:
  - p1: play K
  - p2: pass
  - p1: pass
  - expect: {cut: 0, p2: {hand: 2, junkyard: {count: 1}}}
`

// A card of a hand chosen not by hand is one at random: the hand is
// shuffled face down (no card's order matters) and nobody is asked (the
// steps script no choice: an unscripted decision fails the scenario). Over
// 60 seeds each of the three cards is chosen at least once: a fixed choice
// would take one card every time; a uniform one misses a card with
// probability 3·(2/3)^60 < 1e-10 (GW adv. "非人为地～").
func TestBlindChoiceAtRandom(t *testing.T) {
	seen := map[string]int{}
	for seed := 1; seed <= 60; seed++ {
		s, err := Parse("blind.yaml", []byte(fmt.Sprintf(blindHand, seed)))
		if err != nil {
			t.Fatal(err)
		}
		res := Run(s)
		if res.Failed() {
			t.Fatalf("seed %d: %s", seed, res.Failure)
		}
		for _, l := range res.Log {
			for _, n := range []string{"赤甲", "赤乙", "赤丙"} {
				if strings.Contains(l, n+" [") && strings.Contains(l, "Junkyard") {
					seen[n]++
				}
			}
		}
	}
	for _, n := range []string{"赤甲", "赤乙", "赤丙"} {
		if seen[n] == 0 {
			t.Errorf("%s never chosen in 60 games (chosen: %v)", n, seen)
		}
	}
}
