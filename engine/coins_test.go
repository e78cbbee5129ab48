package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestCoinSum checks a card's coin sum: +1/-2/+0 twice on nothing is
// +2/-4/+0; at the int16 bounds the sum stays there.
func TestCoinSum(t *testing.T) {
	var s coinSum
	m := card.Modifier{Melee: 1, Range: -2}
	s = s.add(m).add(m)
	if got, want := s.mod(), (card.Modifier{Melee: 2, Range: -4}); got != want {
		t.Errorf("two coins: %v, want %v", got, want)
	}
	s = coinSum{32767, -32768, 5}.add(card.Modifier{Melee: 1, Range: -1, Defense: -6})
	if want := (coinSum{32767, -32768, -1}); s != want {
		t.Errorf("at the bounds: %v, want %v", s, want)
	}
}
