package server

import (
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"sync"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/store"
	"github.com/sortie-tcg/sortie/web"
)

// Config configures a Server.
type Config struct {
	DB    *card.DB
	Store *store.Store
	// Rand is the source of seeds, nonces, table ids and seat tokens;
	// crypto/rand when nil. Tests set a fixed one to compare runs.
	Rand io.Reader
	// Logf logs server events; log.Printf when nil.
	Logf func(format string, args ...any)
}

// Server serves the browser client, its API and the tables' WebSockets.
type Server struct {
	db     *card.DB
	store  *store.Store
	rand   io.Reader
	randMu sync.Mutex // rand need not be safe for concurrent use
	logf   func(format string, args ...any)
	mux    *http.ServeMux
	// catalog is the card database's facts as JSON (GET /api/cards).
	catalog func() []byte

	mu     sync.Mutex
	tables map[string]*table // the tables in memory; others are loaded from the store
}

// New returns a server of cfg's games.
func New(cfg Config) *Server {
	s := &Server{db: cfg.DB, store: cfg.Store, rand: cfg.Rand, logf: cfg.Logf, tables: map[string]*table{}}
	s.catalog = sync.OnceValue(func() []byte { return mustJSON(cardCatalog(s.db)) })
	if s.rand == nil {
		s.rand = rand.Reader
	}
	if s.logf == nil {
		s.logf = log.Printf
	}
	m := http.NewServeMux()
	m.Handle("GET /", web.Handler())
	m.HandleFunc("GET /api/decks", s.serveDecks)
	m.HandleFunc("GET /api/cards", s.serveCards)
	m.HandleFunc("POST /api/tables", s.serveCreate)
	m.HandleFunc("POST /api/tables/{id}/join", s.serveJoin)
	m.HandleFunc("GET /api/tables/{id}/replay", s.serveReplay)
	m.HandleFunc("GET /ws/{id}", s.serveWS)
	s.mux = m
	return s
}

// ServeHTTP serves one request; a panic in a handler is logged and answered
// with an error, never a crash.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.logf("panic serving %s %s: %v", r.Method, r.URL.Path, v)
			http.Error(w, "internal error", http.StatusInternalServerError)
		}
	}()
	s.mux.ServeHTTP(w, r)
}

// read fills b from the server's random source.
func (s *Server) read(b []byte) error {
	s.randMu.Lock()
	defer s.randMu.Unlock()
	_, err := io.ReadFull(s.rand, b)
	return err
}

// table returns table id, loading it from the store if it is not in memory.
func (s *Server) table(id string) (*table, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t, ok := s.tables[id]; ok {
		return t, nil
	}
	rec, err := s.store.Load(id)
	if err != nil {
		return nil, err
	}
	t := &table{srv: s, rec: rec, clients: map[*client]bool{}}
	if err := t.rebuild(); err != nil {
		return nil, err
	}
	s.tables[id] = t
	return t, nil
}

// forget drops t from memory.
func (s *Server) forget(t *table) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.tables[t.rec.ID] == t {
		delete(s.tables, t.rec.ID)
	}
}

// httpError answers err: 404 for an unknown game, 400 for others.
func httpError(w http.ResponseWriter, err error) {
	code := http.StatusBadRequest
	if errors.Is(err, store.ErrNotFound) {
		code = http.StatusNotFound
	}
	writeJSON(w, code, map[string]any{"error": err.Error()})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(v)
}

// readJSON decodes a request body of at most 64 KiB into v.
func readJSON(w http.ResponseWriter, r *http.Request, v any) error {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<16))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("bad request: %w", err)
	}
	return nil
}
