package server

import (
	"bytes"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/engine"
	"github.com/sortie-tcg/sortie/replay"
)

// playToEnd plays seat's decisions with the greedy agent until the game is
// over and returns the last frame.
func playToEnd(t *testing.T, c *wsClient, seed uint64) frame {
	t.Helper()
	for {
		f := c.decisionOrEnd()
		if f.Result != nil {
			return f
		}
		c.sendJSON(inMsg{T: "act", ID: greedyChoice(t, f, seed)})
	}
}

func download(t *testing.T, ts *testServer, table string) []byte {
	t.Helper()
	r, err := http.Get(ts.URL + "/api/tables/" + table + "/replay")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	b, _ := io.ReadAll(r.Body)
	if r.StatusCode != 200 {
		t.Fatalf("replay: %d %s", r.StatusCode, b)
	}
	return b
}

// A person plays a whole game against the AI; the replay verifies and an
// altered replay does not.
func TestGameAgainstAI(t *testing.T) {
	ts := startServer(t, 1, "")
	s := ts.aiTable(t)
	c := dial(t, ts, s.Table, s.Token)
	if h := c.next(); h.T != "hello" || h.Seat != 0 {
		t.Fatalf("first frame %s", h.raw)
	}
	mid := download(t, ts, s.Table)
	if bytes.Contains(mid, []byte(`"seed"`)) || bytes.Contains(mid, []byte(`"nonce"`)) {
		t.Fatalf("the seed is in a replay before the game is over: %s", mid[:200])
	}
	last := playToEnd(t, c, 7)
	if last.Result.Seed == "" || !last.View.Over {
		t.Fatalf("no seed revealed at the end: %s", last.raw)
	}
	b := download(t, ts, s.Table)
	f, err := replay.Read(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if err := replay.Verify(cardDB(t), f); err != nil {
		t.Fatalf("a finished game does not verify: %v", err)
	}
	var log strings.Builder
	if err := replay.Log(&log, cardDB(t), f); err != nil || !strings.Contains(log.String(), "game over") {
		t.Fatalf("log: %v\n%s", err, log.String())
	}
	alter := func(name string, change func(f *replay.File)) {
		g, _ := replay.Read(bytes.NewReader(b))
		change(g)
		if err := replay.Verify(cardDB(t), g); err == nil {
			t.Errorf("%s: an altered replay verifies", name)
		} else {
			t.Logf("%s: %v", name, err)
		}
	}
	alter("another seed", func(f *replay.File) { f.Seed = "12345" })
	alter("a changed action", func(f *replay.File) { f.Actions[len(f.Actions)/2].Index++ })
	alter("a changed hash", func(f *replay.File) { f.Actions[3].Hash = "0000000000000000" })
	alter("another deck order", func(f *replay.File) {
		f.Decks[1].List = strings.Replace(f.Decks[1].List, "\n", "\n\n", 1)
		lines := strings.Split(f.Decks[1].List, "\n")
		for i, j := 0, len(lines)-1; i < j; i, j = i+1, j-1 {
			lines[i], lines[j] = lines[j], lines[i]
		}
		f.Decks[1].List = strings.Join(lines, "\n")
	})
	alter("another winner", func(f *replay.File) { f.Winner = 1 - f.Winner })
}

// Two people play through the invitation link while a spectator watches:
// the spectator is never sent a hand or a drawn card's name.
func TestFriendGameWithSpectator(t *testing.T) {
	ts := startServer(t, 2, "")
	var s seatResp
	ts.post(t, "/api/tables", createReq{deckReq: deckReq{Deck: "green"}, Mode: "friend"}, &s)
	if s.Invite == "" {
		t.Fatal("no invitation")
	}
	p1 := dial(t, ts, s.Table, s.Token)
	if h := p1.next(); h.Invite != s.Invite {
		t.Fatalf("the creator is not shown the invitation: %s", h.raw)
	}
	var bad seatResp
	if code := ts.post(t, "/api/tables/"+s.Table+"/join", joinReq{deckReq: deckReq{Deck: "blue"}, Invite: "nope"}, &bad); code != 400 {
		t.Fatalf("a wrong invitation joined: %d", code)
	}
	var j seatResp
	if code := ts.post(t, "/api/tables/"+s.Table+"/join", joinReq{deckReq: deckReq{Deck: "blue"}, Invite: s.Invite}, &j); code != 200 {
		t.Fatalf("join: %d", code)
	}
	if code := ts.post(t, "/api/tables/"+s.Table+"/join", joinReq{deckReq: deckReq{Deck: "blue"}, Invite: s.Invite}, &bad); code != 400 {
		t.Fatalf("an invitation was used twice: %d", code)
	}
	p2 := dial(t, ts, s.Table, j.Token)
	p2.next() // its hello: the server has sent it the whole table
	spec := dial(t, ts, s.Table, "")
	players := []*wsClient{p1, p2}
	var f frame
	for f.Result == nil {
		for i, c := range players {
			f = c.until(func(f frame) bool { return f.T == "state" })
			if f.Result != nil {
				break
			}
			if len(f.Actions) > 0 {
				c.sendJSON(inMsg{T: "act", ID: greedyChoice(t, f, uint64(i))})
			}
		}
	}
	end := spec.until(func(f frame) bool { return f.Result != nil })
	if end.Result.Winner != f.Result.Winner {
		t.Fatalf("the spectator saw winner %d, the players %d", end.Result.Winner, f.Result.Winner)
	}
	spec.mu.Lock()
	defer spec.mu.Unlock()
	for _, b := range spec.all {
		if bytes.Contains(b, []byte(`"Hand":[`)) || bytes.Contains(b, []byte(`"actions"`)) {
			t.Fatalf("a spectator was sent a hand or actions: %.300s", b)
		}
		if bytes.Contains(b, []byte(" draws ")) && !bytes.Contains(b, []byte(" draws a card")) {
			t.Fatalf("a spectator was told a drawn card: %.300s", b)
		}
	}
}

// An observation of no hidden card: the Hand field of the opponent is nil.
func TestViewHidesTheOpponentsHand(t *testing.T) {
	ts := startServer(t, 3, "")
	s := ts.aiTable(t)
	c := dial(t, ts, s.Table, s.Token)
	f := c.until(func(f frame) bool { return f.T == "state" })
	if f.View.Players[1].Hand != nil || f.View.Players[1].HandCount == 0 || len(f.View.Players[0].Hand) == 0 {
		t.Fatalf("P1's view: own hand %d cards, P2's hand %v (count %d)", len(f.View.Players[0].Hand), f.View.Players[1].Hand, f.View.Players[1].HandCount)
	}
	if f.View.Viewer != engine.Player(0) {
		t.Fatalf("viewer %d", f.View.Viewer)
	}
}
