package server

import (
	"strconv"
	"strings"
	"testing"
)

// Malformed, oversized, unknown and flooding frames, stale ids and moves by
// the wrong player are refused and change nothing.
func TestBadInput(t *testing.T) {
	ts := startServer(t, 4, "")
	s := ts.aiTable(t)
	c := dial(t, ts, s.Table, s.Token)
	f := c.until(func(f frame) bool { return len(f.Actions) > 0 })
	tb, _ := ts.srv.table(s.Table)
	before := func() (int, uint64) {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		return tb.version(), tb.g.Hash()
	}
	v0, h0 := before()
	refused := func(name string, b []byte, want string) {
		t.Helper()
		c.send(b)
		e := c.until(func(f frame) bool { return f.T == "error" || f.T == "refused" })
		if !strings.Contains(e.Msg, want) {
			t.Errorf("%s: error %q, want it to say %q", name, e.Msg, want)
		}
		if v, h := before(); v != v0 || h != h0 {
			t.Fatalf("%s changed the game", name)
		}
	}
	refused("not JSON", []byte("{{{"), "malformed")
	refused("an unknown field", []byte(`{"t":"act","id":"1.0","x":1}`), "malformed")
	refused("no type", []byte(`{"id":"1.0"}`), `needs its type`)
	refused("an unknown type", []byte(`{"t":"shuffle"}`), "unknown frame type")
	refused("an id from another version", []byte(`{"t":"act","id":"999.0"}`), "stale")
	refused("an index out of range", []byte(`{"t":"act","id":"`+strings.Split(f.Actions[0].ID, ".")[0]+`.999"}`), "no action")
	refused("a garbled id", []byte(`{"t":"act","id":"x"}`), "bad action id")
	refused("why about a hidden card", []byte(`{"t":"why","kind":"play","card":60}`), "no card 60 in sight")
	refused("why with a bad kind", []byte(`{"t":"why","kind":"destroy","card":1}`), "play or use")

	spec := dial(t, ts, s.Table, "")
	spec.until(func(f frame) bool { return f.T == "state" })
	spec.sendJSON(inMsg{T: "act", ID: f.Actions[0].ID})
	if e := spec.until(func(f frame) bool { return f.T == "error" }); !strings.Contains(e.Msg, "spectators cannot act") {
		t.Errorf("a spectator's act: %q", e.Msg)
	}
	if v, h := before(); v != v0 || h != h0 {
		t.Fatal("a spectator changed the game")
	}

	intruder := dial(t, ts, s.Table, "not-a-token")
	if e := intruder.next(); e.T != "error" || !strings.Contains(e.Msg, "unknown token") {
		t.Errorf("an unknown token: %s", e.raw)
	}
	if err := <-intruder.closed; err == nil {
		t.Error("an unknown token kept its socket")
	}

	big := dial(t, ts, s.Table, s.Token)
	big.send([]byte(`{"t":"ping","id":"` + strings.Repeat("x", maxMessage) + `"}`))
	if err := <-big.closed; !strings.Contains(err.Error(), "StatusMessageTooBig") {
		t.Errorf("an oversized frame: %v", err)
	}

	flood := dial(t, ts, s.Table, s.Token)
	for i := 0; i < 3*rateBurst; i++ {
		flood.send([]byte(`{"t":"act","id":"999.0"}`))
	}
	if err := <-flood.closed; !strings.Contains(err.Error(), "too many frames") {
		t.Errorf("a flood: %v", err)
	}
	if v, h := before(); v != v0 || h != h0 {
		t.Fatal("bad input changed the game")
	}
	// The player's own socket still works: its move is applied, once.
	c.sendJSON(inMsg{T: "act", ID: f.Actions[0].ID})
	c.until(func(g frame) bool { return g.T == "state" && g.V > f.V })
	v0, h0 = before()
	refused("a stale id", []byte(`{"t":"act","id":"`+f.Actions[0].ID+`"}`), "stale action id")
	if tb.g.Decider() != 0 {
		refused("a move out of turn", []byte(`{"t":"act","id":"`+strconv.Itoa(v0)+`.0"}`), "not your decision")
	}
}
