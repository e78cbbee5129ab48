package engine

import (
	"fmt"
	"strings"
	"testing"
)

// The turn end reads the cards for damage to clear only when some was
// dealt or kept (anyHarm); a game with verify set reads them all and
// catches damage that anyHarm missed.
func TestAnyHarm(t *testing.T) {
	g, u := propFieldUnit(t)
	if g.anyHarm {
		t.Fatal("anyHarm set in a new game with no damage dealt")
	}
	if !g.damageUnit(u, 1, -1, nil) || !g.anyHarm {
		t.Fatalf("1 damage dealt: damage %d, anyHarm %v", g.cards[u].damage, g.anyHarm)
	}
	g.endOfTurn()
	if g.cards[u].damage != 0 || g.anyHarm {
		t.Fatalf("after the turn end: damage %d, anyHarm %v", g.cards[u].damage, g.anyHarm)
	}
	g.verify = true
	g.cards[u].damage = 1 // anyHarm left false
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "anyHarm false") {
			t.Fatalf("damage with anyHarm false was not caught (recovered %v)", r)
		}
	}()
	g.endOfTurn()
}
