package card

import (
	"strings"
	"testing"
)

// TestDeckAnyCopiesLoad checks the rule word of GW adv. "可在卡组中放入3枚以上"
// (此卡在放入卡组时，不包括在「同一名称的卡片在卡组中不能超过3枚」的限制中): an Auto B
// rules text of the card gives it; anywhere else (a text that is not Auto B,
// a static, an effect) it is a load error, since a game never asks it.
func TestDeckAnyCopiesLoad(t *testing.T) {
	const src = `cards:
  - number: U-1
    color: green
    name: テスト
    kind: unit
    cost: {designated: 1, total: "1", resource: "0"}
    power: 1/1/1
    terrain: [space]
    texts:
      - TEXT
    source: test
`
	db := &DB{}
	if err := LoadBytes(db, "d.yaml", []byte(strings.Replace(src, "TEXT", "{auto: B, rules: [deck-any-copies]}", 1))); err != nil {
		t.Fatal(err)
	}
	if d, _ := db.Lookup(Green, "U-1"); !d.DeckAnyCopies() {
		t.Error("an Auto B deck-any-copies text: DeckAnyCopies is false")
	}
	db = &DB{}
	if err := LoadBytes(db, "d.yaml", []byte(strings.Replace(src, "TEXT", "{auto: A, static: [{mod: +1/+1/+1}]}", 1))); err != nil {
		t.Fatal(err)
	}
	if d, _ := db.Lookup(Green, "U-1"); d.DeckAnyCopies() {
		t.Error("a card without the rule: DeckAnyCopies is true")
	}
	for text, want := range map[string]string{
		"{auto: A, rules: [deck-any-copies]}":                                          "d.yaml:10: deck-any-copies is an Auto B rule",
		"{rules: [deck-any-copies]}":                                                   "d.yaml:10: deck-any-copies is an Auto B rule",
		"{auto: A, static: [{rule: deck-any-copies}]}":                                 "deck-building rule",
		"{timing: always, steps: [{op: restrict, what: this, rule: deck-any-copies}]}": "deck-building rule",
	} {
		err := LoadBytes(&DB{}, "d.yaml", []byte(strings.Replace(src, "TEXT", text, 1)))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one containing %q", text, err, want)
		}
	}
}
