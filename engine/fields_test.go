package engine

import (
	"fmt"
	"testing"
)

// TestActionFieldsChecked: every field of an action from outside is checked
// before the rules look at it; out-of-range fields are refused (not a panic)
// and described as such, and a refusal names no card hidden from the decider.
func TestActionFieldsChecked(t *testing.T) {
	g := propGame(t, 1)
	p := g.Decider()
	opp := g.pl[p.Opp()].hand[0]
	nat := g.pl[p].nation[0]
	n := g.NumCards()
	hidden := []struct {
		a    Action
		card CardID
	}{
		{Action{Kind: APlay, Card: opp}, opp},
		{Action{Kind: AUse, Card: nat}, nat},
		{Action{Kind: AChange, Card: g.pl[p].hand[0], N: int16(opp)}, opp},
	}
	for _, c := range hidden {
		want := fmt.Sprintf("card %d is not a card %s can see", c.card, p)
		if _, err := g.Apply(c.a); err == nil || err.Error() != want {
			t.Errorf("Apply(%+v): %v, want %q", c.a, err, want)
		}
	}
	cases := []struct {
		a    Action
		want string
	}{
		{Action{Kind: APlay, Card: CardID(n)}, fmt.Sprintf("no card %d (cards are 0 to %d)", n, n-1)},
		{Action{Kind: APlay, Card: g.pl[p].hand[0], Index: -32767}, fmt.Sprintf("%s has no mode -32766 (modes 1 to 1)", g.cardName(g.pl[p].hand[0]))},
		{Action{Kind: ASortie, Card: g.pl[p].hand[0], Area: -1}, "no battle area -1"},
		{Action{Kind: AOrder, Index: -1}, "no pending effect 0 (0 waiting)"},
		{Action{Kind: ATarget, Card: None, N: 7}, "no player 7 (a Nation is chosen as player 0 or 1)"},
	}
	for _, c := range cases {
		_, err := g.Apply(c.a)
		if err == nil || err.Error() != c.want {
			t.Errorf("Apply(%+v): %v, want %q", c.a, err, c.want)
		}
		if d := g.Describe(c.a); d != c.a.Kind.String()+": "+c.want {
			t.Errorf("Describe(%+v) = %q", c.a, d)
		}
	}
}

// TestPassesReadAlike: an automatic pass and a chosen pass read the same to
// the opponent; its own player sees the automatic one marked.
func TestPassesReadAlike(t *testing.T) {
	g := propGame(t, 1)
	auto := Event{Kind: EvPass, Player: 1, M: 1}
	chosen := Event{Kind: EvPass, Player: 1}
	if a, c := g.Render(auto, 0), g.Render(chosen, 0); a != "P2 passes" || c != "P2 passes" {
		t.Errorf("to the opponent: %q and %q, want both \"P2 passes\"", a, c)
	}
	if a := g.Render(auto, 1); a != "P2 passes (nothing else to do)" {
		t.Errorf("to its player: %q", a)
	}
	if v := auto.Visible(0); v != chosen {
		t.Errorf("the event itself still tells the opponent: %+v", v)
	}
}

// TestSortieUndo: a planned sortie can be cancelled before it is declared;
// an empty one is offered as "no sortie" and logged as such.
func TestSortieUndo(t *testing.T) {
	x := newTG(t)
	zaku := x.field(0, "green U-39", false)
	x.at(0, PAttack, stPre)
	x.do("pass")
	x.do("pass")
	x.do("sortie", "to space")
	eq(t, "planned", len(x.sortie.picks), 1)
	x.do("cancel the planned sortie")
	eq(t, "after the cancel", len(x.sortie.picks), 0)
	eq(t, "still deciding the sortie", x.decision.kind, dSortie)
	evs := x.do("no sortie")
	eq(t, "the unit stays", x.cards[zaku].zone, ZDisposition)
	found := false
	for _, e := range evs {
		found = found || x.Render(e, 1) == "P1 declares no attack (no sortie)"
	}
	eq(t, "no sortie logged", found, true)
}

// fieldCards appends every card on the field (set cards included) by id,
// each card read: what the kept list (field) must hold (tests).
func (g *Game) fieldCards(buf []CardID) []CardID {
	for i := range g.cards {
		if g.cards[i].zone.OnField() {
			buf = append(buf, CardID(i))
		}
	}
	return buf
}
