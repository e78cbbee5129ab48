package card

import (
	"flag"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "write docs/effects.md")

// TestEffectsDoc checks that docs/effects.md lists the vocabulary as the
// loader compiles it.
func TestEffectsDoc(t *testing.T) {
	const file = "../docs/effects.md"
	want := EffectsDoc()
	if *update {
		if err := os.WriteFile(file, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("%s is out of date: run go test ./card -run TestEffectsDoc -update", file)
	}
}
