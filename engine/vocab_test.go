package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestEveryOpImplemented: every effect primitive of the vocabulary has its
// function in the engine (an unknown word is a load error, so a compiled
// step always has one).
func TestEveryOpImplemented(t *testing.T) {
	for op := card.OpKind(1); op < card.NumOps; op++ {
		if opTable[op] == nil {
			t.Errorf("op %s has no engine function", op)
		}
	}
}
