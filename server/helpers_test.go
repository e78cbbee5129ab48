package server

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"github.com/sortie-tcg/sortie/agent"
	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/cards"
	"github.com/sortie-tcg/sortie/engine"
	"github.com/sortie-tcg/sortie/store"
)

var testDB = sync.OnceValues(cards.DB)

func cardDB(t testing.TB) *card.DB {
	t.Helper()
	db, err := testDB()
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// fixedRand is a deterministic random source: two servers given the same
// seed draw the same ids, tokens, seeds and nonces.
type fixedRand struct{ r *rand.ChaCha8 }

func (f fixedRand) Read(b []byte) (int, error) { return f.r.Read(b) }

func newFixedRand(seed byte) fixedRand {
	var s [32]byte
	s[0] = seed
	return fixedRand{rand.NewChaCha8(s)}
}

// testServer is a server on loopback with its own SQLite file.
type testServer struct {
	*httptest.Server
	srv    *Server
	store  *store.Store
	dbPath string
}

func startServer(t *testing.T, seed byte, dbPath string) *testServer {
	t.Helper()
	if dbPath == "" {
		dbPath = filepath.Join(t.TempDir(), "sortie.db")
	}
	st, err := store.Open(dbPath)
	if err != nil {
		t.Fatal(err)
	}
	srv := New(Config{DB: cardDB(t), Store: st, Rand: newFixedRand(seed), Logf: t.Logf})
	ts := &testServer{Server: httptest.NewServer(srv), srv: srv, store: st, dbPath: dbPath}
	t.Cleanup(func() { ts.Close(); st.Close() })
	return ts
}

// post sends a JSON request and decodes the answer into out; it returns
// the status code.
func (ts *testServer) post(t *testing.T, path string, body, out any) int {
	t.Helper()
	b, _ := json.Marshal(body)
	r, err := http.Post(ts.URL+path, "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	if out != nil {
		json.NewDecoder(r.Body).Decode(out)
	}
	return r.StatusCode
}

// aiTable opens a table of deck green against the greedy AI with blue.
func (ts *testServer) aiTable(t *testing.T) seatResp {
	t.Helper()
	var s seatResp
	if code := ts.post(t, "/api/tables", createReq{deckReq: deckReq{Deck: "green"}, Mode: "ai", AI: "greedy", Opponent: "blue"}, &s); code != 200 {
		t.Fatalf("create: %d", code)
	}
	return s
}

// frame is any server frame, decoded.
type frame struct {
	T       string              `json:"t"`
	V       int                 `json:"v"`
	Full    bool                `json:"full"`
	View    *engine.Observation `json:"view"`
	Actions []actionMsg         `json:"actions"`
	Log     []string            `json:"log"`
	Result  *resultMsg          `json:"result"`
	Msg     string              `json:"msg"`
	Rule    string              `json:"rule"`
	Seat    int                 `json:"seat"`
	Invite  string              `json:"invite"`
	raw     []byte
}

// wsClient is one WebSocket client of a table; it records every frame.
type wsClient struct {
	t      *testing.T
	conn   *websocket.Conn
	frames chan frame
	closed chan error
	mu     sync.Mutex
	all    [][]byte
	// flood paces the frames that apply no action (sendCounted) below the
	// server's flood limit (ratePerSec, rateBurst), with a margin for the
	// server's limiter starting later and reading later
	flood *rate.Limiter
}

func dial(t *testing.T, ts *testServer, table, token string) *wsClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(ts.URL, "http")+"/ws/"+table, nil)
	if err != nil {
		t.Fatal(err)
	}
	conn.SetReadLimit(1 << 24)
	c := &wsClient{t: t, conn: conn, frames: make(chan frame, 1<<14), closed: make(chan error, 1),
		flood: rate.NewLimiter(ratePerSec*0.8, rateBurst/2)}
	go func() {
		for {
			_, b, err := conn.Read(context.Background())
			if err != nil {
				c.closed <- err
				close(c.frames)
				return
			}
			c.mu.Lock()
			c.all = append(c.all, b)
			c.mu.Unlock()
			var f frame
			if err := json.Unmarshal(b, &f); err != nil {
				t.Errorf("undecodable frame %q: %v", b, err)
			}
			f.raw = b
			c.frames <- f
		}
	}()
	t.Cleanup(func() { conn.CloseNow() })
	c.sendJSON(map[string]string{"t": "hello", "token": token})
	return c
}

func (c *wsClient) sendJSON(v any) {
	b, _ := json.Marshal(v)
	c.send(b)
}

// sendCounted sends a frame that counts towards the server's flood limit
// (a refused action, a why), waiting as long as the limit needs: a fast
// game must not have its probing client closed for flooding.
func (c *wsClient) sendCounted(v any) {
	if err := c.flood.Wait(context.Background()); err != nil {
		c.t.Fatal(err)
	}
	c.sendJSON(v)
}

func (c *wsClient) send(b []byte) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.conn.Write(ctx, websocket.MessageText, b); err != nil {
		c.t.Logf("write: %v", err)
	}
}

// next returns the next frame; it fails the test after 10 s.
func (c *wsClient) next() frame {
	c.t.Helper()
	select {
	case f, ok := <-c.frames:
		if !ok {
			c.t.Fatalf("socket closed: %v", <-c.closed)
		}
		return f
	case <-time.After(10 * time.Second):
		c.t.Fatal("no frame in 10 s")
	}
	return frame{}
}

// until reads frames until one satisfies ok.
func (c *wsClient) until(ok func(f frame) bool) frame {
	c.t.Helper()
	for {
		if f := c.next(); ok(f) {
			return f
		}
	}
}

// decisionOrEnd waits for a state frame with actions for this client, or
// the end of the game.
func (c *wsClient) decisionOrEnd() frame {
	c.t.Helper()
	return c.until(func(f frame) bool { return f.T == "state" && (len(f.Actions) > 0 || f.Result != nil) })
}

// toAction is the engine action an action frame describes.
func toAction(a actionMsg) engine.Action {
	k, _ := kindsByName()[a.Kind]
	c := engine.CardID(a.Card)
	if !withCard[k] {
		c = 0 // the engine leaves Card zero where it is unused
	}
	return engine.Action{Kind: k, Card: c, Index: int16(a.Index), Area: engine.Area(a.Area), N: int16(a.N)}
}

func kindsByName() map[string]engine.ActionKind {
	m := map[string]engine.ActionKind{}
	for k := engine.ActionKind(1); k < 64; k++ {
		m[k.String()] = k
	}
	return m
}

// greedyChoice is the id of the greedy agent's choice in a decision frame.
func greedyChoice(t *testing.T, f frame, seed uint64) string {
	t.Helper()
	legal := make([]engine.Action, len(f.Actions))
	for i, a := range f.Actions {
		legal[i] = toAction(a)
	}
	ag, _ := agent.New("greedy", seed+uint64(f.V))
	pick := ag.Choose(f.View, legal)
	for i, a := range legal {
		if a == pick {
			return f.Actions[i].ID
		}
	}
	t.Fatalf("greedy chose %v, not in the list", pick)
	return ""
}
