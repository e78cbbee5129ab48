package engine

import (
	"math"

	"github.com/sortie-tcg/sortie/card"
)

// CardFace is what a card view shows of the card's definition, kind, mode
// and terrain: the same for every card of one definition with one kind, in
// one mode, with its printed terrain, so that a card database's faces are
// made once and shared, read only, by every view of every game on it
// (cardFaces). A card with another terrain (one counting as another card)
// has a face of its own.
type CardFace struct {
	Number string
	Color  string
	Name   string // the printed name
	Kind   string // the kind now (an effect may change it): "unit", "character", "command", "operation" or "g"
	// Mode: a unit with 変形 on the field, "normal" or "transformed" (GW
	// adv. "变形形态"); "" otherwise. ModeName: in transformed mode, the
	// transformed side's printed name (not a name of the card).
	Mode     string
	ModeName string
	Terrain  string // units: terrain aptitude, "space", "earth" or "space+earth"
}

// numKinds is how many card kinds there are (card.Unit to card.G).
const numKinds = int(card.G)

// cardFaces are the faces of a card database's card views (CardFace), made
// when its texts are indexed: for each definition one per kind out of any
// mode, and for a unit with 変形 one per kind in normal mode and one per
// kind in transformed mode after them; a unit's with its printed terrain.
type cardFaces struct {
	faces []CardFace
	first []int32 // by definition index: its first face
}

// indexFaces makes db's faces.
func indexFaces(db *card.DB) cardFaces {
	f := cardFaces{first: make([]int32, len(db.Defs))}
	add := func(d *card.Def, mode, modeName string) {
		for k := card.Unit; k <= card.G; k++ {
			f.faces = append(f.faces, CardFace{Number: d.Number, Color: d.Color.String(), Name: d.Name, Kind: k.String(), Mode: mode, ModeName: modeName})
			if k == card.Unit {
				f.faces[len(f.faces)-1].Terrain = d.Terrain.String()
			}
		}
	}
	for i, d := range db.Defs {
		f.first[i] = int32(len(f.faces))
		add(d, "", "")
		if t := d.Transformed; t != nil {
			add(d, "normal", "")
			add(t, "transformed", t.ModeName)
		}
	}
	return f
}

// of returns the face of a card of definition d (the side it is on) whose
// kind is k now, on the field or not. A transformed side is on the field
// (its mode ends as it leaves: transform.go); off it, it would show as its
// normal side, whose number, color and name it has (card.Def.Transformed).
func (f *cardFaces) of(d *card.Def, k card.Kind, onField bool) *CardFace {
	i := int(f.first[d.Index])
	switch {
	case onField && d.Normal != nil:
		i += 2 * numKinds
	case onField && d.Transformed != nil:
		i += numKinds
	}
	return &f.faces[i+int(k)-1]
}

// short is combat power value v as a CardView shows it: an int16, the
// largest one for a greater v (GW adv. "战斗力": no upper limit, lower
// limit 0; no game comes near it).
func short(v int) int16 {
	return int16(min(v, math.MaxInt16))
}
