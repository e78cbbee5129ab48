package card

import (
	"fmt"
	"sort"
	"strings"
)

// Def is one card definition (one printing): the facts printed on the card and
// its texts compiled to primitives. Defs are immutable once loaded and shared
// by every game.
type Def struct {
	Index    int    // position in the DB, used by the engine as the definition id
	Number   string // printed number, e.g. "U-10"
	Color    Color  // the card's color; with Number it identifies the card
	Name     string // Japanese name as printed, with the model number where printed
	NameEN   string
	Kind     Kind
	SetOn    Kind // for a set card (Character(Unit), Operation(Unit)): the kind it is set on
	Cost     Cost
	Power    Power    // units
	Modifier Modifier // characters (the combat modifier printed lower right)
	Terrain  Terrain
	Traits   []string
	Keywords []Keyword
	Produces Color // basic G: the color of the 1 Nation Power it produces
	Basic    bool  // basic G (GW basic "基本G和特殊G")
	TextJA   string
	Texts    []Text
	Source   string
	File     string // where it was loaded from, "file:line"
	// Transformed is the transformed side (変形形態, GW adv. "变形形态") of a
	// unit with 変形, built on load from the card file's transformed: {name,
	// power, keywords, text_ja, texts}. It is a copy of this Def whose Power,
	// Keywords, TextJA and Texts are the transformed side's: its original
	// combat power and texts. Its Keywords start with this card's 変形 (GW adv.
	// "变形形态": 「变形」 is inherited), followed by the side's own. Name, costs,
	// terrain, traits, Index and everything else stay the card's; the side's
	// printed name is only ModeName (「变形型态」的名称不视做一个「名称」).
	Transformed *Def
	Normal      *Def   // on a transformed side: the card's normal side
	ModeName    string // on a transformed side: its printed name, shown only; never a name
	baseName    string // BaseName, computed once on load
}

// Key is the card's identity: color and number (early sets reuse numbers across colors).
func (d *Def) Key() string { return d.Color.String() + " " + d.Number }

// HasKeyword returns the first keyword of kind k and whether there is one.
func (d *Def) HasKeyword(k KeywordKind) (Keyword, bool) {
	for _, kw := range d.Keywords {
		if kw.Kind == k {
			return kw, true
		}
	}
	return Keyword{}, false
}

// HasTrait reports whether the card has the trait t (GW adv. "特征").
func (d *Def) HasTrait(t string) bool {
	for _, x := range d.Traits {
		if x == t {
			return true
		}
	}
	return false
}

// BaseName is the name without the model number and without "・" and ruby,
// the name used in play (GW adv. "名称"). Model numbers are not recorded
// separately, so this is the name as printed with the middle dots removed.
func (d *Def) BaseName() string {
	if d.baseName == "" {
		return strings.ReplaceAll(d.Name, "・", "")
	}
	return d.baseName
}

// DeckName is the name the deck rules compare (it includes the model number, GW basic "游戏的必要条件" 2).
func (d *Def) DeckName() string { return d.BaseName() }

// DB is a loaded card database.
type DB struct {
	Defs []*Def
	// NumTexts is one more than the largest Text.ID in the DB.
	NumTexts int32
	byKey    map[string]*Def
}

// Lookup finds a card by color and number ("green", "U-10"); ok is false if none.
func (db *DB) Lookup(color Color, number string) (*Def, bool) {
	d, ok := db.byKey[color.String()+" "+number]
	return d, ok
}

// Find resolves a card reference as written in deck files and on the command
// line: "green U-10", "U-10" (when only one color has that number), or an
// exact name. It returns an error naming the ambiguity or the missing card.
func (db *DB) Find(ref string) (*Def, error) {
	ref = strings.TrimSpace(ref)
	if f := strings.Fields(ref); len(f) == 2 {
		if c, err := ParseColor(f[0]); err == nil {
			if d, ok := db.Lookup(c, f[1]); ok {
				return d, nil
			}
			return nil, fmt.Errorf("no card %s %s in the database", f[0], f[1])
		}
	}
	var hits []*Def
	for _, d := range db.Defs {
		if d.Number == ref || d.Name == ref || d.NameEN == ref {
			hits = append(hits, d)
		}
	}
	switch len(hits) {
	case 0:
		return nil, fmt.Errorf("unknown card %q", ref)
	case 1:
		return hits[0], nil
	}
	var ks []string
	for _, h := range hits {
		ks = append(ks, h.Key())
	}
	sort.Strings(ks)
	return nil, fmt.Errorf("%q is ambiguous: %s (write color and number)", ref, strings.Join(ks, ", "))
}

func (db *DB) add(d *Def) error {
	if db.byKey == nil {
		db.byKey = map[string]*Def{}
	}
	if old, ok := db.byKey[d.Key()]; ok {
		return fmt.Errorf("card %s is defined twice (first at %s)", d.Key(), old.File)
	}
	d.Index = len(db.Defs)
	d.baseName = strings.ReplaceAll(d.Name, "・", "")
	for i := range d.Texts {
		db.number(&d.Texts[i])
	}
	if t := d.Transformed; t != nil { // GW adv. "变形形态": same card, same Index
		t.Index, t.baseName = d.Index, d.baseName
		for i := range t.Texts {
			db.number(&t.Texts[i])
		}
	}
	db.Defs = append(db.Defs, d)
	db.byKey[d.Key()] = d
	return nil
}

// number gives t and every text nested in it a DB-unique ID.
func (db *DB) number(t *Text) {
	db.NumTexts++
	t.ID = db.NumTexts
	for i := range t.Modes {
		db.number(&t.Modes[i])
	}
	for i := range t.Static {
		if t.Static[i].Grant != nil {
			db.number(t.Static[i].Grant)
		}
	}
}
