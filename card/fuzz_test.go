package card

import (
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/internal/fuzzcheck"
	"github.com/sortie-tcg/sortie/internal/input"
)

// FuzzLoadBytes: no card file makes the loader panic, hang or allocate past
// fuzzcheck's bounds. The seeds are in testdata/fuzz/FuzzLoadBytes.
func FuzzLoadBytes(f *testing.F) {
	f.Fuzz(func(t *testing.T, b []byte) {
		fuzzcheck.Bounded(t, func() {
			_ = LoadBytes(&DB{}, "f.yaml", b)
		})
	})
}

// TestLargestCardFileWithinFuzzBound: a card file just within the entry
// limit (one flat list) is read within fuzzcheck's bounds.
func TestLargestCardFileWithinFuzzBound(t *testing.T) {
	n := input.MaxCardFileEntries - 2 // 1 line, the "[", n-1 commas, "]"
	b := []byte("cards: [" + strings.Repeat("a,", n-1) + "a]\n")
	fuzzcheck.Bounded(t, func() {
		if err := LoadBytes(&DB{}, "f.yaml", b); err == nil || strings.Contains(err.Error(), "too many entries") {
			t.Errorf("error %v, want one from the cards themselves", err)
		}
	})
}
