package scenario

import (
	"testing"

	"github.com/sortie-tcg/sortie/internal/fuzzcheck"
)

// FuzzParse: no scenario file makes the loader panic, hang or allocate past
// fuzzcheck's bounds. The seeds are in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	if _, err := BaseDB(); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		fuzzcheck.Bounded(t, func() {
			_, _ = Parse("f.yaml", b)
		})
	})
}
