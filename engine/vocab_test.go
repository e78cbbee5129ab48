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

// TestTextKeywordsAgree: the keywords keyword-effect may change (the card
// package's list, checked on load) are those the engine builds a used text
// for (keywordTextOf): a change of any other would change nothing.
func TestTextKeywordsAgree(t *testing.T) {
	for k := card.KeywordKind(1); k < card.NumKeywords; k++ {
		if got, want := card.IsTextKeywordKind(k), IsTextKeyword(card.Keyword{Kind: k, X: 1}); got != want {
			t.Errorf("%s: card.IsTextKeywordKind %v, engine IsTextKeyword %v", k, got, want)
		}
	}
}
