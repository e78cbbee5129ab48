// Card descriptions inside texts: tokens, and what a card counts as.

package card

import (
	"fmt"
)

// tokenDef builds the definition a token's coins count as; the DB adds it
// after the card whose text makes it (GW adv. "视作卡片的指示物": the kind in
// { } and its description; no cost; its description is its original one).
func (db *DB) tokenDef(r *rawToken) (*Def, *verr) {
	if db.building == nil {
		return nil, bad("", "a token is made by a card's text")
	}
	if r.Name == "" {
		return nil, bad(".name", "a token needs a name")
	}
	d, e := db.describedDef(r)
	if e != nil {
		return nil, e
	}
	d.Token, d.Source = true, "token made by "+db.building.Number
	db.tokenSeq++
	d.Number = fmt.Sprintf("%s/T%d", db.building.Number, db.tokenSeq)
	db.pendingTokens = append(db.pendingTokens, d)
	return d, nil
}

// asDef builds what a card counts as ({UNIT、名称「A」、地形適性…、4/0/4}:
// GW adv. "本来的种类和当作其他种类的卡片"); its name, when given, is interned.
func (db *DB) asDef(r *rawToken) (*Def, *verr) {
	if db.building == nil {
		return nil, bad("", "a description is given by a card's text")
	}
	d, e := db.describedDef(r)
	if e != nil {
		return nil, e
	}
	d.Number, d.Source = db.building.Number, "description given by "+db.building.Number
	d.logName = logName(d)
	if d.Name != "" {
		d.baseName = baseName(d.Name)
		d.NameID = db.nameID(d.Name)
	}
	return d, nil
}

// describedDef builds a card from a description in { }: kind, name,
// keywords, and a unit's power and terrain.
func (db *DB) describedDef(r *rawToken) (*Def, *verr) {
	d := &Def{Name: r.Name, NameEN: r.NameEN, Traits: r.Traits, Color: db.building.Color}
	var err error
	if d.Kind, err = ParseKind(r.Kind); err != nil {
		return nil, bad(".kind", "%v", err)
	}
	if d.Kind == Unit {
		var ok bool
		if d.Power, ok = ParsePower(r.Power); !ok {
			return nil, bad(".power", "a unit needs power like 2/2/2 (got %q)", r.Power)
		}
		if d.Terrain, err = parseTerrain(r.Terrain); err != nil {
			return nil, bad(".terrain", "%v", err)
		}
	} else if r.Power != "" || len(r.Terrain) > 0 {
		return nil, bad(".power", "only a unit has power and terrain")
	}
	for i, k := range r.Keywords {
		kw, err := db.parseKeyword(k)
		if err != nil {
			return nil, bad(fmt.Sprintf(".keywords[%d]", i), "%v", err)
		}
		d.Keywords = append(d.Keywords, kw)
	}
	return d, nil
}
