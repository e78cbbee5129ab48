package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestJunkOnIndexed: fire looks at the Junkyards only for an event that a
// text working there triggers on (textIndex.junkOn). With the real cards
// the index has the event of every such text, and not every event: a
// unit's destruction, say, is answered without a pass over the Junkyards
// unless one of their texts triggers on it.
func TestJunkOnIndexed(t *testing.T) {
	db, _ := propLoad(t)
	ti := textIndexOf(db)
	var want uint64
	for _, d := range db.Defs {
		for _, x := range ti.of(d) {
			if x.From == card.InJunkyard {
				want |= 1 << x.On.Kind
			}
		}
	}
	if want == 0 || ti.junkOn != want {
		t.Errorf("junkOn %b, the texts working from the Junkyard trigger on %b", ti.junkOn, want)
	}
	if ti.junkOn&(1<<card.EvDestroyed) != 0 {
		t.Error("a text working from the Junkyard triggers on a destruction: the test wants an event none triggers on")
	}
}
