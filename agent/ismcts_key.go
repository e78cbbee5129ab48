package agent

import (
	"slices"

	"github.com/sortie-tcg/sortie/engine"
)

// actionKey identifies an action across determinizations: the player who
// takes it and an Action with each card it names replaced, for a card the
// searching player does not see at the root, by its definition (-2 - the
// definition's index), whose id differs from one determinization to the
// next. Such a card is the opponent's (or one drawn during the iteration):
// its definition is what the move shows once made, so the opponent's moves
// are told apart as the searching player would see them (SO-ISMCTS keys an
// opponent's node by its move in the determinization). The player keeps
// apart one player's pass and the other's at a node where who decides next
// depends on the determinization (the opponent has a choice only with
// some hands).
type actionKey struct {
	player engine.Player
	kind   engine.ActionKind
	card   int32
	index  int16
	area   engine.Area
	n      int32
}

// key returns a's actionKey in game x (a determinization, or the real game
// at the root, where a names only cards the searcher sees).
func (s *search) key(x *engine.Game, a engine.Action) actionKey {
	k := actionKey{player: x.Decider(), kind: a.Kind, card: int32(a.Card), index: a.Index, area: a.Area, n: int32(a.N)}
	c, n := namedCards(a)
	if c != engine.None {
		k.card = s.cardKey(x, c)
	}
	if n != engine.None {
		k.n = s.cardKey(x, n)
	}
	return k
}

// handKey is the searcher's hand in x, each card by its cardKey (an id if
// the searcher saw it at the root, else its definition), sorted: the same
// for two hands of the same cards in any order (infoSet). It is in s's
// memory until the next call.
func (s *search) handKey(x *engine.Game) []int32 {
	s.hand = s.hand[:0]
	for _, c := range x.ZoneCards(s.me, engine.ZHand) {
		s.hand = append(s.hand, s.cardKey(x, c))
	}
	slices.Sort(s.hand)
	return s.hand
}

// namedCards returns the cards a names, None for none: in Card for the
// kinds that name one (a Nation may be chosen instead: None), and in N for
// 換装's own unit.
func namedCards(a engine.Action) (card, n engine.CardID) {
	switch a.Kind {
	case engine.APlay, engine.AUse, engine.ASortie, engine.ADiscard, engine.AVariable, engine.ATarget, engine.AChoose:
		return a.Card, engine.None
	case engine.AChange:
		return a.Card, engine.CardID(a.N)
	}
	return engine.None, engine.None
}

// cardKey is c's id if the searcher sees it at the root (where every card
// an action names is one it sees, so the real game's definitions are never
// read), else -2 - the index of its definition in x.
func (s *search) cardKey(x *engine.Game, c engine.CardID) int32 {
	if c < 0 || int(c) >= len(s.shown) || s.shown[c] {
		return int32(c)
	}
	return -2 - int32(x.Def(c).Index)
}

// shownCards marks, among n cards by id, the cards obs shows and those the
// legal actions name (all of them shown, or offered to the decider).
func shownCards(obs *engine.Observation, legal []engine.Action, n int) []bool {
	shown := make([]bool, n)
	var add func(vs []engine.CardView)
	add = func(vs []engine.CardView) {
		for i := range vs {
			if vs[i].ID >= 0 && int(vs[i].ID) < n {
				shown[vs[i].ID] = true
			}
			add(vs[i].Set)
		}
	}
	for q := range obs.Players {
		pv := &obs.Players[q]
		for _, vs := range [][]engine.CardView{pv.Hand, pv.Disposition, pv.Junkyard, pv.Hangar, pv.Removed} {
			add(vs)
		}
	}
	for a := range obs.Areas {
		add(obs.Areas[a].Squads[0])
		add(obs.Areas[a].Squads[1])
	}
	for i := range obs.Cut {
		add([]engine.CardView{obs.Cut[i].Card})
	}
	add(obs.Ask.Looking)
	for _, l := range legal {
		card, n2 := namedCards(l)
		for _, c := range []engine.CardID{card, n2} {
			if c >= 0 && int(c) < n {
				shown[c] = true
			}
		}
	}
	return shown
}
