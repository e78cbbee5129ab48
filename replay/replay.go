package replay

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/deckfile"
	"github.com/sortie-tcg/sortie/engine"
	"github.com/sortie-tcg/sortie/ruleset"
)

// Format names the version of the file format and of the engine's state
// digest its hashes were made with (engine.Game.Hash): /2 from the word
// hasher on. A file of another version is refused: its hashes cannot be
// checked.
const Format = "sortie-replay/2"

// File is one recorded game.
type File struct {
	Format  string  `json:"format"`
	Game    string  `json:"game"`    // the table's id
	Ruleset string  `json:"ruleset"` // ruleset.Ruleset.Name
	Decks   [2]Deck `json:"decks"`
	First   int     `json:"first"` // the first player as configured: 0, 1, or -1 (drawn from the seed)
	// SeedHash is the commitment shown when the game starts: the hex SHA-256
	// of Nonce and Seed (see Commit).
	SeedHash string `json:"seed_hash"`
	// Nonce and Seed are revealed when the game is over ("" until then).
	Nonce     string `json:"nonce,omitempty"`
	Seed      string `json:"seed,omitempty"` // decimal: a uint64 is too wide for a JSON number in a browser
	StartHash string `json:"start_hash"`     // the state hash once the game is set up
	Actions   []Step `json:"actions"`
	Over      bool   `json:"over"`
	Winner    int    `json:"winner"` // -1: none (a draw, or not over)
	Reason    string `json:"reason,omitempty"`
}

// Deck is one player's deck list, in the deck-list format of package
// deckfile; its order is the order of the player's card ids.
type Deck struct {
	Name string `json:"name"`
	List string `json:"list"`
}

// Step is one action and the state hash after it.
type Step struct {
	Kind  string `json:"kind"` // engine.ActionKind's name
	Card  int    `json:"card"`
	Index int    `json:"index"`
	Area  int    `json:"area"`
	N     int    `json:"n"`
	Hash  string `json:"hash"`
}

// NewStep records action a and the hash of the state after it.
func NewStep(a engine.Action, hash uint64) Step {
	return Step{Kind: a.Kind.String(), Card: int(a.Card), Index: int(a.Index), Area: int(a.Area), N: int(a.N), Hash: HashString(hash)}
}

// Action returns the engine action of s.
func (s Step) Action() (engine.Action, error) {
	k, ok := kinds[s.Kind]
	if !ok {
		return engine.Action{}, fmt.Errorf("unknown action kind %q", s.Kind)
	}
	return engine.Action{Kind: k, Card: engine.CardID(s.Card), Index: int16(s.Index), Area: engine.Area(s.Area), N: int16(s.N)}, nil
}

// kinds maps each action kind's name to the kind.
var kinds = func() map[string]engine.ActionKind {
	m := map[string]engine.ActionKind{}
	for k := engine.ActionKind(1); k < 255; k++ {
		s := k.String()
		if s == fmt.Sprintf("action-kind(%d)", k) {
			break
		}
		m[s] = k
	}
	return m
}()

// HashString writes a state hash as 16 hex digits.
func HashString(h uint64) string { return fmt.Sprintf("%016x", h) }

// Commit returns the seed commitment: the hex SHA-256 of the nonce followed
// by the seed's 8 bytes, little-endian.
func Commit(nonce []byte, seed uint64) string {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], seed)
	sum := sha256.Sum256(append(append([]byte(nil), nonce...), b[:]...))
	return hex.EncodeToString(sum[:])
}

// Read parses a replay file.
func Read(r io.Reader) (*File, error) {
	var f File
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	if f.Format != Format {
		return nil, fmt.Errorf("replay: format %q, want %q (a file of another format, or recorded by an engine whose state hashes differ)", f.Format, Format)
	}
	return &f, nil
}

// Write writes f as indented JSON.
func (f *File) Write(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(f)
}

// Config returns the engine configuration of f's game with the given seed.
// Every recorded game stops at every priority decision (engine.Config
// StopAtPriority), as the server plays them.
func (f *File) Config(db *card.DB, seed uint64) (engine.Config, error) {
	rs := ruleset.ByName(f.Ruleset)
	if rs == nil {
		return engine.Config{}, fmt.Errorf("unknown ruleset %q", f.Ruleset)
	}
	cfg := engine.Config{DB: db, Seed: seed, Rules: rs, First: engine.Player(f.First), StopAtPriority: true}
	for p, d := range f.Decks {
		parsed, probs := deckfile.Parse(d.Name, []byte(d.List), db)
		if len(probs) > 0 {
			return cfg, fmt.Errorf("deck of P%d: %s", p+1, probs[0])
		}
		cfg.Decks[p] = parsed.Cards()
	}
	return cfg, nil
}

// RevealedSeed returns the seed once it is revealed, after checking it
// against the commitment.
func (f *File) RevealedSeed() (uint64, error) {
	if f.Seed == "" || f.Nonce == "" {
		return 0, fmt.Errorf("the seed is not revealed yet: it is revealed when the game is over")
	}
	seed, err := strconv.ParseUint(f.Seed, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("seed %q: %w", f.Seed, err)
	}
	nonce, err := hex.DecodeString(f.Nonce)
	if err != nil {
		return 0, fmt.Errorf("nonce %q: %w", f.Nonce, err)
	}
	if Commit(nonce, seed) != f.SeedHash {
		return 0, fmt.Errorf("the seed and nonce do not match the seed hash %s shown at the start", f.SeedHash)
	}
	return seed, nil
}
