package engine

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// A change that does not invalidate the derived characteristics is caught
// by the check verifyDerived runs every verifyEvery-th read: the check the
// random games rely on can fail.
func TestCheckDerivedCatchesStale(t *testing.T) {
	propLoad(t)
	g := propNewGame(1)
	g.Drain()
	c := None
	for i := range g.cards {
		if g.cards[i].def.Kind == card.Unit {
			c = CardID(i)
			break
		}
	}
	g.verifyDerived = true
	if k := g.kindOf(c); k != card.Unit {
		t.Fatalf("kind %v, want unit", k)
	}
	g.cards[c].variable = true // a VARIABLE G now (GW adv. "VARIABLE（X）"), without invalidating
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "were stale") {
			t.Fatalf("no stale characteristics found (recovered %v)", r)
		}
	}()
	for i := 0; i <= verifyEvery; i++ {
		g.kindOf(c)
	}
}
