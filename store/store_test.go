package store

import (
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/sortie-tcg/sortie/replay"
)

// A game stored, started, played and ended reads back as it was, from a
// database opened again (its migrations apply once).
func TestRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{ID: "t1", Created: time.Unix(1700000000, 0), Seats: [2]string{"human", "greedy"}, Tokens: [3]string{"a", "", ""},
		File: replay.File{Ruleset: "gundamwar", First: -1, Winner: -1, Decks: [2]replay.Deck{{Name: "green", List: "1 green U-10\n"}}}}
	if err := s.Create(g); err != nil {
		t.Fatal(err)
	}
	g.File.Decks[1] = replay.Deck{Name: "blue", List: "1 blue U-1\n"}
	g.Seed, g.Nonce, g.File.SeedHash, g.File.StartHash = "42", "00ff", "abc", "0000000000000001"
	if err := s.Start(g); err != nil {
		t.Fatal(err)
	}
	steps := []replay.Step{{Kind: "keep", Card: -1, Hash: "0000000000000002"}, {Kind: "play", Card: 7, Index: 1, Hash: "0000000000000003"}}
	if err := s.Append("t1", 0, steps[:1], &g.File); err != nil {
		t.Fatal(err)
	}
	g.File.Over, g.File.Winner, g.File.Reason = true, 1, "decked"
	if err := s.Append("t1", 1, steps[1:], &g.File); err != nil {
		t.Fatal(err)
	}
	if err := s.Append("t1", 1, steps[1:], &g.File); err == nil {
		t.Error("action 2 was stored twice")
	}
	s.Close()
	if s, err = Open(path); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got, err := s.Load("t1")
	if err != nil {
		t.Fatal(err)
	}
	f := got.File
	if got.Seed != "42" || got.Nonce != "00ff" || got.Seats != g.Seats || got.Tokens != g.Tokens || !got.Created.Equal(g.Created) ||
		f.Decks != g.File.Decks || f.SeedHash != "abc" || f.StartHash != g.File.StartHash || !f.Over || f.Winner != 1 || f.Reason != "decked" ||
		len(f.Actions) != 2 || f.Actions[1] != steps[1] || f.Format != replay.Format || f.Game != "t1" {
		t.Fatalf("read back %+v", got)
	}
	if _, err := s.Load("nope"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("an unknown game: %v", err)
	}
}
