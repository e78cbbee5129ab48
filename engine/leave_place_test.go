package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

const leavePlaceCards = `cards:
  - number: T-W
    color: green
    name: 監視
    kind: operation
    cost: {designated: 1, total: "1", resource: "0"}
    texts:
      - {auto: D, on: "from:nation", each: true, on_if: [{count: ["in:hand", "rule:public"], ge: 99}], steps: [{op: recover, n: 1}]}
    source: test
  - number: T-P
    color: green
    name: 公開
    kind: operation
    cost: {designated: 1, total: "1", resource: "0"}
    texts:
      - {auto: A, static: [{applies: ["in:hand", not owned], rule: public}]}
    source: test
  - {number: T-F, color: green, name: 札, kind: command, cost: {designated: 1, total: "9", resource: "0"}, texts: [{timing: always, steps: [{op: draw, n: 1}]}], source: test}
`

// A text on a card leaving the Nation is checked (its condition reads the
// derived characteristics, and here fails: nothing triggers) while the card
// is still there; the move then marks them stale, so the drawn card in P2's
// hand is public to P1 at once (GW adv. "卡片的移动" ⑴, "公开卡片"). Seed 89 of
// the effects soak found the stale read.
func TestLeavePlaceThenDerive(t *testing.T) {
	db, def := greenTestCards(t, "leave.yaml", leavePlaceCards)
	pos := Position{DB: db, StopAtPriority: true, Turn: 4, Attacker: 1, First: -1, Phase: PDraw, Stage: StageFixed}
	pos.Cards = append(pos.Cards, NewPosCard("W", def("T-W"), 0, ZDisposition), NewPosCard("P", def("T-P"), 0, ZDisposition))
	for p := Player(0); p < 2; p++ {
		pos.Cards = append(pos.Cards, Unknown(def("T-F"), p, ZNation, 10)...)
	}
	g, err := NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	// P2 drew its draw phase's card, and P1 sees it
	if len(g.pl[1].hand) != 1 {
		t.Fatalf("P2's hand %v, want the card drawn", g.pl[1].hand)
	}
	if h := g.View(0).Players[1].Hand; len(h) != 1 || h[0].ID != g.pl[1].hand[0] {
		t.Errorf("P1 sees %v of P2's hand, want the drawn card %d (public)", h, g.pl[1].hand[0])
	}
}

// A card moved from one player's hangar to the other's leaves a place for
// another (GW adv. "卡片的移动" ⑴; a hangar is the place of the player who
// manages it, GW adv. "格纳库"), so from:hangar starts; a card put back in
// its own hangar does not leave it.
func TestHangarToOtherHangar(t *testing.T) {
	db, def := greenTestCards(t, "hangar.yaml", `cards:
  - number: T-W
    color: green
    name: 監視
    kind: operation
    cost: {designated: 1, total: "1", resource: "0"}
    texts:
      - {auto: D, on: "from:hangar", each: true, steps: [{op: recover, n: 1}]}
    source: test
  - {number: T-F, color: green, name: 札, kind: command, cost: {designated: 1, total: "9", resource: "0"}, texts: [{timing: always, steps: [{op: draw, n: 1}]}], source: test}
`)
	pos := Position{DB: db, StopAtPriority: true, Turn: 4, Attacker: 0, First: -1, Phase: PDisposition, Stage: StageBefore}
	pos.Cards = append(pos.Cards, NewPosCard("W", def("T-W"), 0, ZDisposition), NewPosCard("Q", def("T-F"), 1, ZHangar))
	g, err := NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	q := g.pl[1].hangar[0]
	g.relocate(q, card.Dest{Place: card.PlaceHangar}, 1, None)
	if len(g.uses) != 0 {
		t.Fatalf("put back in P2's hangar: %d texts triggered, want none", len(g.uses))
	}
	g.relocate(q, card.Dest{Place: card.PlaceHangar}, 0, None)
	if len(g.pl[0].hangar) != 1 || len(g.pl[1].hangar) != 0 {
		t.Fatalf("hangars %v %v, want the card in P1's", g.pl[0].hangar, g.pl[1].hangar)
	}
	if len(g.uses) != 1 {
		t.Errorf("moved to P1's hangar: %d texts triggered, want 1 (from:hangar)", len(g.uses))
	}
}
