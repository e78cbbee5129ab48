package server

import (
	"errors"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// join adds c to the table and sends it the hello and the full state.
func (t *table) join(c *client) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.clients[c] = true
	t.greet(c)
}

// greet sends c the hello and the full state.
func (t *table) greet(c *client) {
	f := &t.rec.File
	h := helloMsg{T: "hello", Table: t.rec.ID, Seat: c.seat, Seats: t.rec.Seats, Decks: [2]string{f.Decks[0].Name, f.Decks[1].Name},
		Colors: colorNames(), Areas: areaNames(), Zones: zoneNames(), Waiting: t.g == nil, SeedHash: f.SeedHash}
	if c.seat == 0 && t.g == nil {
		h.Invite = t.rec.Tokens[2]
	}
	t.sendTo(c, mustJSON(h))
	if t.g != nil {
		aud := audienceOf(c.seat)
		t.sendTo(c, t.stateFrame(aud, t.log[aud], true))
	}
}

// started greets again every client of a table whose second player just
// joined.
func (t *table) started() {
	for c := range t.clients {
		t.greet(c)
	}
}

// leave removes c from the table.
func (t *table) leave(c *client) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.clients, c)
}

// handleAct applies client c's action id. A table whose store fails is
// dropped from memory (it is rebuilt from the store when a client returns).
func (t *table) handleAct(c *client, id string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	err := t.act(c, id)
	if errors.Is(err, errStore) {
		t.srv.forget(t)
		for c := range t.clients {
			c.drop("the server could not store the game: reconnect")
		}
	}
	return err
}

// handleWhy answers a "why" frame.
func (t *table) handleWhy(c *client, m inMsg) errorMsg {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.why(c, m)
}

func colorNames() []string {
	var out []string
	for c := 0; c < card.NumColors; c++ {
		out = append(out, card.Color(c).String())
	}
	return out
}

func areaNames() []string {
	var out []string
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		out = append(out, a.String())
	}
	return out
}

func zoneNames() []string {
	var out []string
	for z := engine.ZNone; z <= engine.ZCut; z++ {
		out = append(out, z.String())
	}
	return out
}
