package card

import "maps"

// Clone returns a copy of db that shares its definitions (which are immutable
// once loaded) but not its index, so that more cards can be loaded into the
// copy with LoadBytes (a scenario's test cards) without changing db. New cards
// get the next definition indexes and text IDs after db's.
func (db *DB) Clone() *DB {
	c := &DB{Defs: append([]*Def(nil), db.Defs...), NumTexts: db.NumTexts, byKey: make(map[string]*Def, len(db.byKey)),
		traits: append([]string(nil), db.traits...), names: make(map[string]int32, len(db.names)), forms: append([]string(nil), db.forms...),
		patterns: append([]string(nil), db.patterns...), teams: append([]string(nil), db.teams...)}
	for k, v := range db.byKey {
		c.byKey[k] = v
	}
	for k, v := range db.names {
		c.names[k] = v
	}
	c.traitRefs, c.givenTraits = maps.Clone(db.traitRefs), maps.Clone(db.givenTraits)
	c.finish()
	return c
}
