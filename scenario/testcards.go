package scenario

import (
	"fmt"
	"strings"

	"github.com/sortie-tcg/sortie/card"
)

// fillerNumber is the number of the "unknown" filler card: a card whose
// identity does not matter ("nation: 20" is 20 of them). It is a command
// with no text, so it can never be played.
const fillerNumber = "UNKNOWN"

// testCards returns the built-in test cards as a card file: the filler, and a
// basic G of every color the database has none of (GW basic "基本G和特殊G":
// a basic G's only text produces 1 power of its color).
func testCards(db *card.DB) []byte {
	var b strings.Builder
	b.WriteString(`cards:
  - number: ` + fillerNumber + `
    color: purple
    name: 不明なカード
    name_en: unknown
    kind: command
    cost: {designated: 0, total: "99", resource: "0"}
    source: sortie scenario filler, not a real card (a card whose identity does not matter)
`)
	jp := map[card.Color]string{card.Blue: "青", card.Green: "緑", card.Black: "黒", card.Red: "赤", card.Brown: "茶", card.White: "白"}
	for c := card.Blue; c < card.Purple; c++ {
		if _, ok := db.Lookup(c, "基本G"); ok {
			continue
		}
		fmt.Fprintf(&b, `  - number: 基本G
    color: %s
    name: %s基本G
    name_en: %s basic G
    kind: g
    basic: true
    produces: %s
    source: GW basic rulebook v1.3 "基本G和特殊G" (seed 000); scenario test card
`, c, jp[c], strings.ToUpper(c.String()[:1])+c.String()[1:], c)
	}
	return []byte(b.String())
}

// basicG returns the basic G of color c.
func (s *Scenario) basicG(c card.Color) *card.Def {
	d, _ := s.DB.Lookup(c, "基本G")
	return d
}
