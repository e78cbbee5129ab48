package scenario

import (
	"testing"

	"github.com/sortie-tcg/sortie/engine"
)

// TestPublicHandView: a hand an effect makes public (rule public, GW adv.
// "公开卡片") is in the other player's view; a hand without it is not.
func TestPublicHandView(t *testing.T) {
	s, err := Load("../scenarios/effects/public-hand-designate.yaml")
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewPosition(s.Pos)
	if err != nil {
		t.Fatal(err)
	}
	h1, _ := s.CardID("H1")
	h2, _ := s.CardID("H2")
	v := g.View(0).Players[1]
	if len(v.Hand) != 2 || v.Hand[0].ID != h1 || v.Hand[1].ID != h2 {
		t.Errorf("P1 sees P2's hand %v, want H1 and H2 (made public)", v.Hand)
	}
	// the character that makes it public leaves: the hand is hidden again
	s.Pos.Cards = append([]engine.PosCard(nil), s.Pos.Cards...)
	c, _ := s.CardID("C")
	s.Pos.Cards[c].Zone = engine.ZJunkyard
	s.Pos.Cards[c].Host = -1
	if g, err = engine.NewPosition(s.Pos); err != nil {
		t.Fatal(err)
	}
	if v := g.View(0).Players[1]; len(v.Hand) != 0 {
		t.Errorf("P1 sees P2's hand %v with nothing making it public", v.Hand)
	}
}

// TestMoveCostHidden: a hand card an additional cost puts on the Nation
// (move-cost) is named to its player only; the other sees that a card went
// to the bottom, not which.
func TestMoveCostHidden(t *testing.T) {
	s, err := Load("../scenarios/effects/move-cost.yaml")
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewPosition(s.Pos)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := s.CardID("A")
	h1, _ := s.CardID("H1")
	var evs []engine.Event
	for _, act := range []engine.Action{{Kind: engine.APlay, Card: a}, {Kind: engine.AChoose, Card: h1, Index: 1}} {
		e, err := g.Apply(act)
		if err != nil {
			t.Fatal(err)
		}
		evs = append(evs, e...)
	}
	found := false
	for _, e := range evs {
		if e.Kind != engine.EvMove {
			continue
		}
		found = true
		if e.Visible(0).Card != h1 || e.Visible(1).Card != engine.None {
			t.Errorf("the move is seen as card %d by P1 and %d by P2, want %d and none", e.Visible(0).Card, e.Visible(1).Card, h1)
		}
	}
	if !found {
		t.Errorf("no move event in %v", evs)
	}
}

// TestHandKeywordHidden: an effect that takes クイック from the cards in the
// enemy's hand (hand-lose-beats-gain.yaml's 足止め) tells that enemy's
// opponent nothing of them: no event it sees names a card of that hand, its
// View shows none, and the card info of such a card, read by the engine
// for its owner, has the keyword taken (GW basic "手牌": the hand is hidden).
func TestHandKeywordHidden(t *testing.T) {
	s, err := Load("../scenarios/effects/hand-lose-beats-gain.yaml")
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewPosition(s.Pos)
	if err != nil {
		t.Fatal(err)
	}
	op, _ := s.CardID("OP")
	l, _ := s.CardID("L")
	hand := map[engine.CardID]bool{}
	for _, n := range []string{"H1", "H2", "H3"} {
		c, _ := s.CardID(n)
		hand[c] = true
	}
	var evs []engine.Event
	for _, act := range []engine.Action{{Kind: engine.APlay, Card: op}, {Kind: engine.APlay, Card: l},
		{Kind: engine.APass}, {Kind: engine.APass}} {
		e, err := g.Apply(act)
		if err != nil {
			t.Fatal(err)
		}
		evs = append(evs, e...)
	}
	for _, e := range evs {
		if v := e.Visible(1); hand[v.Card] {
			t.Errorf("P2 sees an event naming a card of P1's hand: %+v", v)
		}
	}
	v := g.View(1).Players[0]
	if len(v.Hand) != 0 || v.HandCount != 3 {
		t.Errorf("P2 sees P1's hand %v (%d cards), want none of 3", v.Hand, v.HandCount)
	}
	h1, _ := s.CardID("H1")
	if kws := g.CardInfo(h1).Keywords; len(kws) != 0 {
		t.Errorf("H1 (printed クイック) has %v after 足止め, want none", kws)
	}
}
