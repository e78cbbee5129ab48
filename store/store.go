package store

import (
	"database/sql"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver "sqlite"

	"github.com/sortie-tcg/sortie/replay"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Store is an open game database. It is safe for concurrent use.
type Store struct {
	db *sql.DB
}

// ErrNotFound is returned for a game id the store does not hold.
var ErrNotFound = errors.New("no such game")

// Game is the record of one table: everything but its actions.
type Game struct {
	ID      string
	Created time.Time
	Seats   [2]string // "human", or the agent's name
	// Tokens are the seats' secrets and the invitation's (Tokens[2]): a
	// client proves its seat with its token.
	Tokens [3]string
	File   replay.File // ruleset, decks, first, seed commitment, result (Actions unused)
	Seed   string      // decimal, kept secret until the game is over; "" before it starts
	Nonce  string
}

// Open opens (creating if needed) the SQLite database at path and brings its
// schema up to date.
func Open(path string) (*Store, error) {
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=busy_timeout(5000)&_pragma=foreign_keys(1)")
	if err != nil {
		return nil, fmt.Errorf("store %s: %w", path, err)
	}
	db.SetMaxOpenConns(1) // one writer; SQLite serialises writes anyway
	s := &Store{db: db}
	if err := s.migrate(); err != nil {
		db.Close()
		return nil, fmt.Errorf("store %s: %w", path, err)
	}
	return s, nil
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// migrate applies the embedded migrations newer than the database's
// user_version, each in its own transaction.
func (s *Store) migrate() error {
	var version int
	if err := s.db.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return err
	}
	names, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return err
	}
	sort.Strings(names)
	for i, name := range names {
		if i < version {
			continue
		}
		b, err := migrations.ReadFile(name)
		if err != nil {
			return err
		}
		tx, err := s.db.Begin()
		if err != nil {
			return err
		}
		if _, err := tx.Exec(string(b)); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %s: %w", name, err)
		}
		if _, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", i+1)); err != nil {
			tx.Rollback()
			return err
		}
		if err := tx.Commit(); err != nil {
			return err
		}
	}
	return nil
}

// Create stores a new table.
func (s *Store) Create(g *Game) error {
	seats, _ := json.Marshal(g.Seats)
	tokens, _ := json.Marshal(g.Tokens)
	f := &g.File
	_, err := s.db.Exec(`INSERT INTO games (id, created, ruleset, seats, tokens, deck0_name, deck0, deck1_name, deck1, first)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		g.ID, g.Created.Unix(), f.Ruleset, string(seats), string(tokens), f.Decks[0].Name, f.Decks[0].List,
		f.Decks[1].Name, f.Decks[1].List, f.First)
	return err
}

// Start records the second deck (for a table that waited for it), the seed
// and its commitment, and the state hash after setup.
func (s *Store) Start(g *Game) error {
	f := &g.File
	return s.exec1(`UPDATE games SET deck1_name = ?, deck1 = ?, seed = ?, nonce = ?, seed_hash = ?, start_hash = ? WHERE id = ?`,
		f.Decks[1].Name, f.Decks[1].List, g.Seed, g.Nonce, f.SeedHash, f.StartHash, g.ID)
}

// Append stores actions first+1, first+2, ... of game id in one transaction,
// and the result if the last of them ended the game (f.Over).
func (s *Store) Append(id string, first int, steps []replay.Step, f *replay.File) error {
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for i, st := range steps {
		if _, err := tx.Exec(`INSERT INTO actions (game, seq, kind, card, idx, area, n, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			id, first+i+1, st.Kind, st.Card, st.Index, st.Area, st.N, st.Hash); err != nil {
			return err
		}
	}
	if f.Over {
		if _, err := tx.Exec(`UPDATE games SET over = 1, winner = ?, reason = ? WHERE id = ?`, f.Winner, f.Reason, id); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// Load returns the record of game id with its actions in f.Actions.
func (s *Store) Load(id string) (*Game, error) {
	g := &Game{ID: id}
	f := &g.File
	var created int64
	var seats, tokens string
	err := s.db.QueryRow(`SELECT created, ruleset, seats, tokens, deck0_name, deck0, deck1_name, deck1, first,
		seed, nonce, seed_hash, start_hash, over, winner, reason FROM games WHERE id = ?`, id).Scan(
		&created, &f.Ruleset, &seats, &tokens, &f.Decks[0].Name, &f.Decks[0].List, &f.Decks[1].Name, &f.Decks[1].List,
		&f.First, &g.Seed, &g.Nonce, &f.SeedHash, &f.StartHash, &f.Over, &f.Winner, &f.Reason)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("game %q: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, err
	}
	g.Created = time.Unix(created, 0)
	if err := json.Unmarshal([]byte(seats), &g.Seats); err != nil {
		return nil, fmt.Errorf("game %q seats: %w", id, err)
	}
	if err := json.Unmarshal([]byte(tokens), &g.Tokens); err != nil {
		return nil, fmt.Errorf("game %q tokens: %w", id, err)
	}
	f.Format, f.Game = replay.Format, id
	rows, err := s.db.Query(`SELECT seq, kind, card, idx, area, n, hash FROM actions WHERE game = ? ORDER BY seq`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var seq int
		var st replay.Step
		if err := rows.Scan(&seq, &st.Kind, &st.Card, &st.Index, &st.Area, &st.N, &st.Hash); err != nil {
			return nil, err
		}
		if seq != len(f.Actions)+1 {
			return nil, fmt.Errorf("game %q: action %d is missing", id, len(f.Actions)+1)
		}
		f.Actions = append(f.Actions, st)
	}
	return g, rows.Err()
}

// exec1 runs a statement that must change exactly one row.
func (s *Store) exec1(query string, args ...any) error {
	r, err := s.db.Exec(query, args...)
	if err != nil {
		return err
	}
	if n, _ := r.RowsAffected(); n != 1 {
		return fmt.Errorf("%s: %d rows changed: %w", strings.Fields(query)[1], n, ErrNotFound)
	}
	return nil
}
