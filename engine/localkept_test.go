package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// cardOf returns the first card of game g numbered number, and fails t if
// there is none.
func cardOf(t *testing.T, g *Game, number string) CardID {
	t.Helper()
	for i := range g.cards {
		if g.cards[i].def.Number == number {
			return CardID(i)
		}
	}
	t.Fatalf("no %s in the game", number)
	return None
}

// A move to a Junkyard that a self modifier counts keeps the derivation in
// force and gives the modifier again (touchKept): ガンダム(ラストシューティング)
// [U-321] gets +1/±0/±0 for each card in the enemy Junkyard.
func TestTouchKeepsSelfModifier(t *testing.T) {
	propLoad(t)
	g := propNewGame(1)
	g.Drain()
	u := cardOf(t, g, "U-321")
	p := g.cards[u].owner
	g.enter(u, p)
	melee := val(g.cards[u].def.Power.Melee)
	n := len(g.pl[p.Opp()].junkyard)
	if got := val(g.power(u).Melee); got != melee+n {
		t.Fatalf("melee %d with %d cards in the enemy Junkyard, want %d", got, n, melee+n)
	}
	gen := g.dvGen
	h := g.pl[p.Opp()].hand[0]
	g.lift(h)
	g.putIn(h, ZJunkyard)
	if got := val(g.power(u).Melee); got != melee+n+1 || g.dvGen != gen {
		t.Fatalf("after a card went to the enemy Junkyard: melee %d (want %d), derivation kept %v (want true)", got, melee+n+1, g.dvGen == gen)
	}
	g.checkDerived()
}

// A set group moved whole into a battle area keeps the derivation in force
// when the statics of its cards changed no card and change none still
// (keptOff): モニク・キャディラック [CH-189], set on a unit with no 1枚制限,
// gives own units with 1枚制限 +1/+1/+1 in a battle area, and there is none.
func TestLocalKeepsStaticsThatChangeNothing(t *testing.T) {
	propLoad(t)
	g := propNewGame(1)
	g.Drain()
	p := g.active
	restrict := uint64(1<<card.RestrictTo1 | 1<<card.RestrictTo1Own | 1<<card.RestrictTo1Deck)
	u := None
	for i := range g.cards {
		c, d := CardID(i), g.cards[i].def
		if g.cards[c].owner == p && !g.cards[c].zone.OnField() && d.Kind == card.Unit && !g.texts.hasStatic(d) && g.texts.printedBits(d)&restrict == 0 {
			u = c
			break
		}
	}
	if u == None {
		t.Fatal("no unit without a static nor 1枚制限 off the field")
	}
	g.enter(u, p)
	m := cardOf(t, g, "CH-189")
	g.lift(m)
	g.cards[m].ctrl = p
	g.setOn(m, u)
	want := val(g.cards[u].def.Power.Defense) + g.cards[m].def.Modifier.Defense
	gen := derived(t, g, "set in the disposition area", u, want)
	g.toEarth(u, p)
	wantDefense(t, g, "moved into the earth area", u, want, gen, true)
	g.checkDerived()
}
