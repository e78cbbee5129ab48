package engine

import "testing"

const setRuleCards = `cards:
  - {number: T-U1, color: green, name: 量産機, kind: unit, cost: {designated: 1, total: "1", resource: "0"}, power: 2/1/2, terrain: [space, earth], source: test}
  - {number: T-CH1, color: green, name: パイロット, kind: character, cost: {designated: 1, total: "1", resource: "0"}, modifier: +1/+1/+1, source: test}
  - {number: T-SG, color: green, name: 司令, kind: character, cost: {designated: 1, total: "1", resource: "0"}, modifier: +1/+1/+1, keywords: [セット/G], source: test}
  - {number: T-F, color: green, name: 札, kind: command, cost: {designated: 1, total: "9", resource: "0"}, texts: [{timing: always, steps: [{op: draw, n: 1}]}], source: test}
`

// GW adv. "配置的条件": a set card whose host changes kind so that the set no
// longer fits is discarded; "配置/G": a セット/G card set on a G is discarded
// when that G is treated as another kind. No effect of the engine turns a G
// into another kind, so the host's kind is changed here by hand: a unit
// becomes a G (the dismantle coin's state) with a character still on it, and
// the check after a resolution discards the character; a セット/G card on a G
// stays, and is discarded when the G turns back into a unit (though a
// character could be set on a unit).
func TestSetCardDiscardedWhenHostChangesKind(t *testing.T) {
	db, def := greenTestCards(t, "setrules.yaml", setRuleCards)
	pos := Position{DB: db, StopAtPriority: true, Turn: 3, Attacker: 0, First: -1, Phase: PDisposition, Stage: StageBefore}
	unit := NewPosCard("U", def("T-U1"), 0, ZDisposition)
	pilot := NewPosCard("C", def("T-CH1"), 0, ZDisposition)
	pilot.Host = 0
	pos.Cards = append(pos.Cards, unit, pilot)
	for p := Player(0); p < 2; p++ {
		pos.Cards = append(pos.Cards, Unknown(def("T-F"), p, ZNation, 10)...)
	}
	g, err := NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	g.afterResolution()
	if g.cards[1].host != 0 {
		t.Fatal("a character on a unit was discarded with no change of kind")
	}
	g.cards[0].dismantled = true // the unit is now a G: a character does not fit it
	g.kindMay = true             // as opDismantle sets it (kindfixed.go)
	g.invalidate()
	g.afterResolution()
	if g.cards[1].zone != ZJunkyard || g.cards[1].host != None {
		t.Fatalf("the character on a card no longer a unit is in %s, set on %d", g.cards[1].zone, g.cards[1].host)
	}
	// a セット/G card on the same card (a G now) fits
	g.cards[1].zone = ZNone
	g.lift(1)
	g.pl[0].junkyard = remove(g.pl[0].junkyard, 1)
	g.cards[1].def = def("T-SG")
	g.invalidate()
	g.setOn(1, 0)
	g.afterResolution()
	if g.cards[1].host != 0 {
		t.Fatal("a セット/G card on a G was discarded")
	}
	g.cards[0].dismantled = false // the G is a unit again: a card set on a G is discarded, though a character fits a unit
	g.invalidate()
	g.afterResolution()
	if g.cards[1].zone != ZJunkyard {
		t.Fatalf("a セット/G card on a card no longer a G is in %s", g.cards[1].zone)
	}
}
