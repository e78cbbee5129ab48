package engine

import (
	"fmt"
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// GW adv. "非人为地～" (無作為に): cards chosen not by hand are chosen face
// down by their (the cards') enemy player; face-up cards are turned face down
// for the choice, and when no card's order matters they may be shuffled face
// down first. So: from a Nation or a Discard Pile, whose order matters and
// stays, the enemy chooses by place in the order, top first, seeing nothing;
// from any other place (a hand, the hangar, the Junkyard, the field) the
// cards are shuffled face down, which makes the choice one at random, drawn
// from the game's generator. A blind filter on a hidden place names only
// places and players (card.Step.Blind), so how many cards there are to
// choose from is all a choice reads: nobody learns a hidden card from it.

// opChooseBlind is a choose step with blind: n cards (all when fewer) of
// those matching its filter, chosen not by hand; later steps name them
// chosen. Not done when there is none.
func opChooseBlind(g *Game, f *frame, s *card.Step) opResult {
	if !f.wait {
		f.chosen = nil
	}
	cands := g.candidates(nil, s.Filter, g.fctx(f))
	n := max(1, g.amount(f, s, None))
	owner, zone, ordered := g.orderedPlace(cands)
	if !ordered {
		// shuffled face down: each of the n is one at random of those left,
		// taken by place (placeOrder), not by card id: which card a place
		// holds must not change which place is taken
		left := g.placeOrder(cands)
		for len(f.chosen) < n && len(left) > 0 {
			i := int(g.rng.Uint64() % uint64(len(left)))
			f.chosen = append(f.chosen, left[i])
			left = append(left[:i], left[i+1:]...)
		}
		return g.blindChosen(f, s)
	}
	// by place from the top: the enemy of the place's player chooses
	var left []CardID
	for _, c := range g.zoneTop(owner, zone, 0) {
		if slices.Contains(cands, c) && !slices.Contains(f.chosen, c) {
			left = append(left, c)
		}
	}
	if f.wait {
		f.wait = false
		if i := int(f.ans.Index); i >= 0 && i < len(left) {
			f.chosen = append(f.chosen, left[i])
			left = append(left[:i], left[i+1:]...)
		}
	}
	if len(f.chosen) >= n || len(left) == 0 {
		return g.blindChosen(f, s)
	}
	f.wait = true
	g.ask(decision{kind: dEffect, ek: ekOption, player: owner.Opp(), nOpt: int8(min(len(left), 127)),
		options: []string{fmt.Sprintf("a face-down card of %s's %s by its place from the top (1 to %d), for %s", owner, zone, len(left), g.cardName(f.item.src))}})
	return opWait
}

// blindChosen ends a blind choice: the cards are named, the log says how
// many were chosen, not which.
func (g *Game) blindChosen(f *frame, s *card.Step) opResult {
	g.nameChosen(f, s)
	g.emit(Event{Kind: EvNote, Player: f.item.ctrl, Card: f.item.src, N: int16(len(f.chosen)),
		Text: fmt.Sprintf("%d card(s) chosen face down, not by hand (非人为地)", len(f.chosen))})
	return result(len(f.chosen) > 0)
}

// orderedPlace reports whether cards cs are all in one player's Nation or
// Discard Pile, places whose order matters, and which.
func (g *Game) orderedPlace(cs []CardID) (Player, Zone, bool) {
	if len(cs) == 0 {
		return 0, 0, false
	}
	z, p := g.cards[cs[0]].zone, g.cards[cs[0]].owner
	if z != ZNation && z != ZDiscardPile {
		return 0, 0, false
	}
	for _, c := range cs {
		if g.cards[c].zone != z || g.cards[c].owner != p {
			return 0, 0, false
		}
	}
	return p, z, true
}

// placeOrder lists cards cs by where they are: those on the field (public)
// by id, then each player's places in a fixed order, each in its own order.
func (g *Game) placeOrder(cs []CardID) []CardID {
	out := make([]CardID, 0, len(cs))
	for _, c := range cs {
		if g.cards[c].zone.OnField() {
			out = append(out, c)
		}
	}
	for q := Player(0); q < 2; q++ {
		for _, z := range [...]Zone{ZHand, ZHangar, ZJunkyard, ZNation, ZDiscardPile, ZRemoved} {
			for _, c := range *g.zoneList(q, z) {
				if slices.Contains(cs, c) {
					out = append(out, c)
				}
			}
		}
	}
	return out
}
