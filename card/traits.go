package card

import (
	"fmt"
	"sort"
	"strings"
)

// CheckTraits reports a trait a filter names that no card of db prints and
// no effect gives (a misspelled trait would make its filter match nothing):
// "file:line: …" of the first card naming it. Call it once every card file
// is loaded: a card may name a trait printed in another file.
func (db *DB) CheckTraits() error {
	printed := map[string]bool{}
	for _, d := range db.Defs {
		for _, t := range d.Traits {
			printed[t] = true
		}
	}
	var bad []string
	for t := range db.traitRefs {
		if !printed[t] && !db.givenTraits[t] {
			bad = append(bad, t)
		}
	}
	if len(bad) == 0 {
		return nil
	}
	sort.Strings(bad)
	return fmt.Errorf("%s: the filter trait %q is printed on no card and given by no effect (misspelled?)", db.traitRefs[bad[0]], bad[0])
}

// noteTraitRefs records the traits the filters of the card just built (at
// file:line where) name, for CheckTraits.
func (db *DB) noteTraitRefs(where string) {
	for _, t := range db.pendingTraits {
		if db.traitRefs == nil {
			db.traitRefs = map[string]string{}
		}
		if db.traitRefs[t] == "" {
			db.traitRefs[t] = where
		}
	}
	db.pendingTraits = nil
}

// checkNames checks the names the filters and statics of card d (just
// built) name: a real card's text names the cards it refers to in its
// printed text (「名称:ガンダム」, 「アムロ・レイ」), so with a text_ja each
// name must be written in it (・ aside), else it is misspelled. A name is
// not checked against the cards of the database: texts name cards outside
// it. A card with no text_ja (a test card) is not checked.
func (db *DB) checkNames(d *Def) error {
	names := db.pendingNames
	db.pendingNames = nil
	printed := d.TextJA
	if d.Transformed != nil {
		printed += d.Transformed.TextJA
	}
	if strings.TrimSpace(printed) == "" {
		return nil
	}
	for _, n := range names {
		if !strings.Contains(baseName(printed), baseName(n)) {
			return fmt.Errorf("the name %q is not in the card's printed text (text_ja): misspelled?", n)
		}
	}
	return nil
}
