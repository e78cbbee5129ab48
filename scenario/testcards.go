package scenario

import (
	"strings"

	"github.com/sortie-tcg/sortie/card"
)

// fillerNumber is the number of the "unknown" filler card: a card whose
// identity does not matter ("nation: 20" is 20 of them). It is a command
// with no text, so it can never be played.
const fillerNumber = "UNKNOWN"

// testCards returns the built-in test cards as a card file: the filler.
// (The basic G of every color are in the card database.)
func testCards() []byte {
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
	return []byte(b.String())
}

// basicG returns the basic G of color c.
func (s *Scenario) basicG(c card.Color) *card.Def {
	d, _ := s.DB.Lookup(c, "基本G")
	return d
}
