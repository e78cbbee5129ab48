package card

import (
	"slices"
	"testing"
)

// TestWords: the card `good` (load_test.go) uses, by hand: the keywords
// 範囲兵器 and 1枚制限/自軍 (English names); its text's timing
// damage-step (no side); the filter words unit and enemy of its target;
// the op damage. Nothing else.
func TestWords(t *testing.T) {
	db := &DB{}
	if err := LoadBytes(db, "good.yaml", []byte(good)); err != nil {
		t.Fatal(err)
	}
	d, _ := db.Lookup(Green, "U-1")
	want := []WordUse{
		{"filter", "enemy"}, {"filter", "unit"},
		{"keyword", AreaWeapon.String()}, {"keyword", RestrictTo1Own.String()},
		{"op", "damage"}, {"timing", "damage-step"},
	}
	slices.SortFunc(want, func(a, b WordUse) int {
		if a.Family != b.Family {
			return map[bool]int{true: -1, false: 1}[a.Family < b.Family]
		}
		return map[bool]int{true: -1, false: 1}[a.Word < b.Word]
	})
	if got := d.Words(); !slices.Equal(got, want) {
		t.Errorf("Words() = %v, want %v", got, want)
	}
}
