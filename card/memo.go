package card

// Memo returns the value db keeps under key, made by make the first time key
// is asked for. Other packages keep there what they derive from the
// definitions once per DB (the engine's text index), so that all their users
// share it. A key's type should be the asking package's own, and the key
// should say what the value is made from: a DB that has gained cards since is
// asked with a new key. Safe for concurrent use; make may run more than once
// at the same moment, and one of its values is kept.
func (db *DB) Memo(key any, make func() any) any {
	if v, ok := db.memo.Load(key); ok {
		return v
	}
	v, _ := db.memo.LoadOrStore(key, make())
	return v
}
