package server

import (
	"encoding/hex"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/sortie-tcg/sortie/agent"
	"github.com/sortie-tcg/sortie/deckfile"
	"github.com/sortie-tcg/sortie/decks"
	"github.com/sortie-tcg/sortie/replay"
	"github.com/sortie-tcg/sortie/ruleset"
	"github.com/sortie-tcg/sortie/store"
)

// deckReq names a deck: an embedded deck, or a pasted deck list.
type deckReq struct {
	Deck string `json:"deck"` // an embedded deck's name, when List is ""
	List string `json:"list"` // a deck list in the deck-file format
}

// createReq asks for a new table.
type createReq struct {
	deckReq
	Mode     string `json:"mode"`     // "ai": against an agent; "friend": a second person joins by a link
	AI       string `json:"ai"`       // mode "ai": the agent (greedy, ismcts, random)
	Opponent string `json:"opponent"` // mode "ai": the agent's embedded deck
}

// joinReq takes the second seat of a table.
type joinReq struct {
	deckReq
	Invite string `json:"invite"`
}

// seatResp tells a client its table and seat secret (and, to a table's
// creator in mode "friend", the invitation).
type seatResp struct {
	Table  string `json:"table"`
	Token  string `json:"token"`
	Invite string `json:"invite,omitempty"`
}

// deckProblems is the answer to a deck that breaks the deck rules: every
// problem with its line.
type deckProblems struct {
	Error    string   `json:"error"`
	Problems []string `json:"problems"`
}

// deck reads and checks the deck of r.
func (s *Server) deck(r deckReq) (replay.Deck, *deckProblems) {
	d := replay.Deck{Name: "pasted", List: r.List}
	if r.List == "" {
		b, err := decks.Embedded(r.Deck)
		if err != nil {
			return d, &deckProblems{Error: err.Error()}
		}
		d = replay.Deck{Name: r.Deck, List: string(b)}
	}
	parsed, probs := deckfile.Parse(d.Name, []byte(d.List), s.db)
	if len(probs) == 0 {
		probs = deckfile.Check(d.Name, parsed, ruleset.GundamWar)
	}
	if len(probs) == 0 {
		return d, nil
	}
	out := &deckProblems{Error: fmt.Sprintf("the deck breaks the deck rules (%d problem(s))", len(probs))}
	for _, p := range probs {
		out.Problems = append(out.Problems, p.String())
	}
	return d, out
}

// readSeatReq decodes a request for a seat into req and reads its deck dr;
// on a problem it answers the request and returns false.
func (s *Server) readSeatReq(w http.ResponseWriter, r *http.Request, req any, dr *deckReq) (replay.Deck, bool) {
	if err := readJSON(w, r, req); err != nil {
		httpError(w, err)
		return replay.Deck{}, false
	}
	d, probs := s.deck(*dr)
	if probs != nil {
		writeJSON(w, http.StatusBadRequest, probs)
		return d, false
	}
	return d, true
}

// token returns a new random secret of 16 bytes in hex.
func (s *Server) token() (string, error) {
	var b [16]byte
	if err := s.read(b[:]); err != nil {
		return "", err
	}
	return hex.EncodeToString(b[:]), nil
}

// serveCreate opens a table: against an agent (the game starts at once) or
// for a friend (it starts when they join).
func (s *Server) serveCreate(w http.ResponseWriter, r *http.Request) {
	var req createReq
	d, ok := s.readSeatReq(w, r, &req, &req.deckReq)
	if !ok {
		return
	}
	rec := &store.Game{Created: time.Now().UTC(), Seats: [2]string{human, human},
		File: replay.File{Format: replay.Format, Ruleset: ruleset.GundamWar.Name, First: -1, Winner: -1}}
	rec.File.Decks[0] = d
	switch req.Mode {
	case "ai":
		if _, err := agent.New(req.AI, 0); err != nil {
			httpError(w, err)
			return
		}
		opp, probs := s.deck(deckReq{Deck: req.Opponent})
		if probs != nil {
			writeJSON(w, http.StatusBadRequest, probs)
			return
		}
		rec.Seats[1], rec.File.Decks[1] = req.AI, opp
	case "friend":
	default:
		httpError(w, fmt.Errorf(`mode is "ai" or "friend", got %q`, req.Mode))
		return
	}
	for i := range rec.Tokens {
		tok, err := s.token()
		if err != nil {
			httpError(w, err)
			return
		}
		rec.Tokens[i] = tok
	}
	id, err := s.token()
	if err != nil {
		httpError(w, err)
		return
	}
	rec.ID, rec.File.Game = id[:12], id[:12]
	if req.Mode == "ai" {
		rec.Tokens[1], rec.Tokens[2] = "", ""
	}
	if err := s.store.Create(rec); err != nil {
		httpError(w, err)
		return
	}
	t := &table{srv: s, rec: rec, clients: map[*client]bool{}}
	if req.Mode == "ai" {
		if err := t.start(); err != nil {
			httpError(w, err)
			return
		}
	}
	s.mu.Lock()
	s.tables[rec.ID] = t
	s.mu.Unlock()
	s.logf("table %s: %s, %s", rec.ID, req.Mode, strings.Join(rec.Seats[:], " vs "))
	writeJSON(w, http.StatusOK, seatResp{Table: rec.ID, Token: rec.Tokens[0], Invite: rec.Tokens[2]})
}

// serveJoin seats the invited person with their deck and starts the game.
func (s *Server) serveJoin(w http.ResponseWriter, r *http.Request) {
	var req joinReq
	d, ok := s.readSeatReq(w, r, &req, &req.deckReq)
	if !ok {
		return
	}
	t, err := s.table(r.PathValue("id"))
	if err != nil {
		httpError(w, err)
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.g != nil || t.rec.Tokens[2] == "" || req.Invite != t.rec.Tokens[2] {
		httpError(w, fmt.Errorf("this invitation is not valid (already used, or not for this table)"))
		return
	}
	t.rec.File.Decks[1] = d
	waiting := t.clients // they are greeted with the whole game once it is set up
	t.clients = map[*client]bool{}
	err = t.start()
	t.clients = waiting
	if err != nil {
		t.g = nil
		httpError(w, err)
		return
	}
	t.started()
	writeJSON(w, http.StatusOK, seatResp{Table: t.rec.ID, Token: t.rec.Tokens[1]})
}

// serveReplay sends the table's replay file; the seed and nonce are in it
// only once the game is over.
func (s *Server) serveReplay(w http.ResponseWriter, r *http.Request) {
	t, err := s.table(r.PathValue("id"))
	if err != nil {
		httpError(w, err)
		return
	}
	t.mu.Lock()
	f := t.rec.File
	f.Actions = append([]replay.Step(nil), f.Actions...)
	if f.Over {
		f.Seed, f.Nonce = t.rec.Seed, t.rec.Nonce
	}
	t.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="sortie-%s.json"`, f.Game))
	f.Write(w)
}

// serveDecks lists the embedded decks.
func (s *Server) serveDecks(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"decks": decks.Names(), "agents": []string{"greedy", "ismcts", "random"}})
}
