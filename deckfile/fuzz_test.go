package deckfile

import (
	"testing"

	"github.com/sortie-tcg/sortie/internal/fuzzcheck"
	"github.com/sortie-tcg/sortie/ruleset"
)

// FuzzParse: no deck list makes Parse or Check panic, hang or allocate past
// fuzzcheck's bounds, and every problem has a message. The seeds are in
// testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	cards := db(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		fuzzcheck.Bounded(t, func() {
			d, probs := Parse("f.deck", b, cards)
			probs = append(probs, Check("f.deck", d, ruleset.GundamWar)...)
			for _, p := range probs {
				if p.Msg == "" {
					t.Errorf("a problem without a message at line %d", p.Line)
				}
			}
		})
	})
}
