package server

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/decks"
	"github.com/sortie-tcg/sortie/engine"
	"github.com/sortie-tcg/sortie/replay"
)

// TestNoLeakOnTheWire plays a game between two people (world A), finds the
// cards that stayed hidden from one of them (the observer) all game long,
// permutes those cards in the decks and plays the same actions again (world
// B). Every frame sent to the observer and to a spectator — hellos, views,
// events, legal actions, error and refusal frames — must be byte for byte
// the same in both worlds: nothing the observer is sent depends on a card
// hidden from them.
func TestNoLeakOnTheWire(t *testing.T) {
	db := cardDB(t)
	var lists [2][]*card.Def
	for p, name := range []string{"green", "blue"} {
		var err error
		if lists[p], err = decks.Load(db, name); err != nil {
			t.Fatal(err)
		}
	}
	for observer := 0; observer < 2; observer++ {
		t.Run(fmt.Sprintf("P%d", observer+1), func(t *testing.T) {
			a := playWorld(t, lists, observer, nil)
			hidden := hiddenFrom(t, a, observer)
			permuted, moved := permute(lists, hidden, uint64(observer))
			if moved < 20 {
				t.Fatalf("only %d hidden cards changed places: the test would prove little", moved)
			}
			b := playWorld(t, permuted, observer, a.actions)
			compareFrames(t, "the observer", a.observer, b.observer)
			compareFrames(t, "the spectator", a.spectator, b.spectator)
			t.Logf("%d cards hidden from P%d permuted (%d changed); %d frames to the observer and %d to the spectator identical",
				len(hidden[0])+len(hidden[1]), observer+1, moved, len(a.observer), len(a.spectator))
		})
	}
}

// world is one played game: what the observer and the spectator were sent,
// and the game's record.
type world struct {
	observer, spectator [][]byte
	actions             []replay.Step
	file                replay.File
	seed                string
	offered             map[engine.CardID]bool // cards named in actions offered to the observer
}

// deckList writes defs as a deck list of one card a line, in order.
func deckList(defs []*card.Def) string {
	var b strings.Builder
	for _, d := range defs {
		fmt.Fprintf(&b, "1 %s %s\n", d.Color, d.Number)
	}
	return b.String()
}

// playWorld plays a friend table between decks. With script nil both
// players choose with the greedy agent; otherwise they take script's
// actions in order. The observer probes the server now and then (refused
// moves, "why" questions) so that error frames are compared too.
func playWorld(t *testing.T, decks [2][]*card.Def, observer int, script []replay.Step) world {
	t.Helper()
	ts := startServer(t, 9, "")
	var s, j seatResp
	ts.post(t, "/api/tables", createReq{deckReq: deckReq{List: deckList(decks[0])}, Mode: "friend"}, &s)
	p1 := dial(t, ts, s.Table, s.Token)
	p1.next()
	spec := dial(t, ts, s.Table, "")
	spec.next()
	if code := ts.post(t, "/api/tables/"+s.Table+"/join", joinReq{deckReq: deckReq{List: deckList(decks[1])}, Invite: s.Invite}, &j); code != 200 {
		t.Fatalf("join: %d", code)
	}
	p2 := dial(t, ts, s.Table, j.Token)
	p2.next() // its hello: the server has sent it the whole table, before anyone acts
	players := []*wsClient{p1, p2}
	w := world{offered: map[engine.CardID]bool{}}
	var ended [2]bool
	for !ended[0] && !ended[1] {
		for i, c := range players {
			f := c.until(func(f frame) bool { return f.T == "state" })
			if f.Result != nil {
				ended[i] = true
				break
			}
			if len(f.Actions) == 0 {
				continue
			}
			if i == observer {
				probe(c, f, w.offered)
			}
			c.sendJSON(inMsg{T: "act", ID: choose(t, f, i, script)})
		}
	}
	for i, c := range players { // every client reads to the last frame before its frames are compared
		if !ended[i] {
			c.until(func(f frame) bool { return f.Result != nil })
		}
	}
	spec.until(func(f frame) bool { return f.Result != nil })
	rec, err := ts.store.Load(s.Table)
	if err != nil {
		t.Fatal(err)
	}
	players[observer].mu.Lock()
	w.observer = players[observer].all
	players[observer].mu.Unlock()
	spec.mu.Lock()
	w.spectator = spec.all
	spec.mu.Unlock()
	w.actions, w.file, w.seed = rec.File.Actions, rec.File, rec.Seed
	return w
}

// choose picks the greedy agent's action, or the script's at this version.
func choose(t *testing.T, f frame, seat int, script []replay.Step) string {
	t.Helper()
	if script == nil {
		return greedyChoice(t, f, uint64(seat))
	}
	want, err := script[f.V].Action()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range f.Actions {
		if toAction(a) == want {
			return a.ID
		}
	}
	t.Fatalf("P%d: the recorded action %d (%v) is not among the legal actions of the permuted world", seat+1, f.V+1, want)
	return ""
}

// probe sends refused frames at some decisions: a stale id, an index out of
// range, and "why" for the cards of the hand. It notes every card the
// offered actions name.
func probe(c *wsClient, f frame, offered map[engine.CardID]bool) {
	for _, a := range f.Actions {
		offered[engine.CardID(a.Card)] = true
		if a.Kind == "change" {
			offered[engine.CardID(a.N)] = true
		}
	}
	if f.V%40 != 0 { // probes count towards the flood limit (sendCounted keeps below it)
		return
	}
	c.sendCounted(inMsg{T: "act", ID: fmt.Sprintf("%d.0", f.V+7)})
	c.sendCounted(inMsg{T: "act", ID: fmt.Sprintf("%d.99", f.V)})
	for _, h := range f.View.Players[f.View.Viewer].Hand[:min(2, len(f.View.Players[f.View.Viewer].Hand))] {
		c.sendCounted(inMsg{T: "why", Kind: "play", Card: int(h.ID)})
	}
	c.sendCounted(inMsg{T: "why", Kind: "play", Card: 99 - int(f.View.Viewer)*99}) // the other player's first card
}

// hiddenFrom replays world a omnisciently and returns, for each owner, the
// ids of the cards the observer never saw: never in a face-up zone or the
// observer's hand, never revealed, never named by an action of either player
// or offered to the observer.
func hiddenFrom(t *testing.T, a world, observer int) [2][]engine.CardID {
	t.Helper()
	seen := map[engine.CardID]bool{}
	for c := range a.offered {
		seen[c] = true
	}
	for _, s := range a.actions {
		seen[engine.CardID(s.Card)] = true
		if s.Kind == "change" {
			seen[engine.CardID(s.N)] = true
		}
	}
	var n int
	err := replay.Play(cardDB(t), &a.file, parseSeed(t, a.seed), func(g *engine.Game, evs []engine.Event) {
		n = g.NumCards()
		for _, e := range evs {
			if e.Kind == engine.EvReveal {
				seen[e.Card] = true
			}
		}
		for c := engine.CardID(0); int(c) < n; c++ {
			ci := g.CardInfo(c)
			switch ci.Zone {
			case engine.ZNation, engine.ZDiscardPile:
			case engine.ZHand:
				if int(ci.Owner) == observer {
					seen[c] = true
				}
			default:
				seen[c] = true
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	var out [2][]engine.CardID
	for c := engine.CardID(0); int(c) < n; c++ {
		if !seen[c] {
			owner := 0
			if int(c) >= len(strings.Split(strings.TrimSpace(a.file.Decks[0].List), "\n")) {
				owner = 1
			}
			out[owner] = append(out[owner], c)
		}
	}
	return out
}

func parseSeed(t *testing.T, s string) uint64 {
	var seed uint64
	if _, err := fmt.Sscan(s, &seed); err != nil {
		t.Fatal(err)
	}
	return seed
}

// permute shuffles the definitions of the hidden cards within each deck and
// returns the new decks and how many cards got another definition.
func permute(lists [2][]*card.Def, hidden [2][]engine.CardID, seed uint64) ([2][]*card.Def, int) {
	r := rand.New(rand.NewPCG(seed, 77))
	var out [2][]*card.Def
	moved := 0
	for p := range lists {
		out[p] = append([]*card.Def(nil), lists[p]...)
		base := 0
		if p == 1 {
			base = len(lists[0])
		}
		ids := hidden[p]
		perm := r.Perm(len(ids))
		for i, id := range ids {
			out[p][int(id)-base] = lists[p][int(ids[perm[i]])-base]
		}
		for _, id := range ids {
			if out[p][int(id)-base] != lists[p][int(id)-base] {
				moved++
			}
		}
	}
	return out, moved
}

// compareFrames fails at the first frame that differs.
func compareFrames(t *testing.T, who string, a, b [][]byte) {
	t.Helper()
	for i := 0; i < len(a) && i < len(b); i++ {
		if !bytes.Equal(a[i], b[i]) {
			k := 0
			for k < len(a[i]) && k < len(b[i]) && a[i][k] == b[i][k] {
				k++
			}
			lo := max(0, k-200)
			t.Fatalf("frame %d to %s differs when hidden cards are permuted, at byte %d:\nA: …%s\nB: …%s", i, who, k,
				a[i][lo:min(len(a[i]), k+200)], b[i][lo:min(len(b[i]), k+200)])
		}
	}
	if len(a) != len(b) {
		t.Fatalf("%s was sent %d frames in one world and %d in the other", who, len(a), len(b))
	}
}
