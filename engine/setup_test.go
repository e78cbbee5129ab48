package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// newSetup starts a game at the redeal decision (P1 first).
func newSetup(t *testing.T) *Game {
	t.Helper()
	db := harnessDB(t)
	g, err := New(Config{DB: db, Decks: [2][]*card.Def{testDeck(t, db, "green"), testDeck(t, db, "blue")}, Seed: 5, First: 0})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// noGInHand swaps p's G in hand for non-G cards from the Nation.
func noGInHand(t *testing.T, g *Game, p Player) {
	ps := &g.pl[p]
	for i, c := range ps.hand {
		if g.cards[c].def.Kind != card.G {
			continue
		}
		for j, n := range ps.nation {
			if g.cards[n].def.Kind != card.G {
				ps.hand[i], ps.nation[j] = n, c
				g.cards[n].zone, g.cards[c].zone = ZHand, ZNation
				break
			}
		}
	}
	g.invalidate() // the state was edited directly
	if g.handHasG(p) {
		t.Fatal("could not make a hand without G")
	}
}

func has(l []Action, k ActionKind) bool {
	for _, a := range l {
		if a.Kind == k {
			return true
		}
	}
	return false
}

// GW basic "游戏的准备" 5: six cards each; "手牌的再调度" A only for a hand with no G.
func TestRedealAOnlyWithoutG(t *testing.T) {
	g := newSetup(t)
	eq(t, "P1 hand", len(g.pl[0].hand), 6)
	eq(t, "P2 hand", len(g.pl[1].hand), 6)
	eq(t, "decider", g.Decider(), Player(0))
	if !g.handHasG(0) {
		t.Skip("seed 5 gives P1 no G; the other test covers it")
	}
	eq(t, "redeal A offered with a G in hand", has(g.Legal(), ARedealA), false)
	eq(t, "redeal B offered", has(g.Legal(), ARedealB), true)
}

// GW basic "手牌的再调度" A: show the hand, reshuffle, draw six again; once only.
func TestRedealA(t *testing.T) {
	g := newSetup(t)
	noGInHand(t, g, 0)
	g.Drain()
	evs, err := g.Apply(Action{Kind: ARedealA})
	if err != nil {
		t.Fatal(err)
	}
	shown := 0
	for _, e := range evs {
		if e.Kind == EvReveal && e.Player == 0 {
			shown++
			eq(t, "a shown card is public", e.Visible(1).Card != None, true)
		}
	}
	eq(t, "cards shown", shown, 6)
	eq(t, "hand after A", len(g.pl[0].hand), 6)
	eq(t, "Nation after A", len(g.pl[0].nation), 44)
	noGInHand(t, g, 0)
	eq(t, "A a second time", has(g.Legal(), ARedealA), false)
	eq(t, "B after A", has(g.Legal(), ARedealB), true)
}

// GW basic "手牌的再调度" B: 5, then 4, then 3 cards; no A after B; after 3 no
// more redeals (the hand is kept and the other player decides).
func TestRedealB(t *testing.T) {
	g := newSetup(t)
	for _, want := range []int{5, 4, 3} {
		if _, err := g.Apply(Action{Kind: ARedealB}); err != nil {
			t.Fatal(err)
		}
		eq(t, "hand after B", len(g.pl[0].hand), want)
		eq(t, "Nation after B", len(g.pl[0].nation), 50-want)
		if want == 5 {
			noGInHand(t, g, 0)
			eq(t, "A after B", has(g.Legal(), ARedealA), false)
		}
	}
	eq(t, "P1 kept after the third B", g.pl[0].kept, true)
	eq(t, "decider", g.Decider(), Player(1))
	// a redeal is not a draw: the other player's hand is untouched
	eq(t, "P2 hand", len(g.pl[1].hand), 6)
}

// GW basic "游戏的准备" 4: the first player is decided at random (by the
// game's seed) unless given; the game starts with their turn 1 once both
// players keep.
func TestFirstPlayer(t *testing.T) {
	db := harnessDB(t)
	seen := map[Player]bool{}
	for seed := uint64(0); seed < 20; seed++ {
		g, err := New(Config{DB: db, Decks: [2][]*card.Def{testDeck(t, db, "green"), testDeck(t, db, "blue")}, Seed: seed, First: -1, StopAtPriority: true})
		if err != nil {
			t.Fatal(err)
		}
		g2, _ := New(Config{DB: db, Decks: [2][]*card.Def{testDeck(t, db, "green"), testDeck(t, db, "blue")}, Seed: seed, First: -1, StopAtPriority: true})
		eq(t, "same seed, same first player", g.first, g2.first)
		seen[g.first] = true
		g.Apply(Action{Kind: AKeep})
		g.Apply(Action{Kind: AKeep})
		eq(t, "turn", g.turn, 1)
		eq(t, "attacker of turn 1", g.active, g.first)
	}
	eq(t, "both players are first in some game", len(seen), 2)
}
