package server

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/sortie-tcg/sortie/engine"
)

// Limits of the wire protocol (issue 8 "Bad input").
const (
	maxMessage   = 1 << 12 // bytes in one client frame; a larger one closes the socket
	ratePerSec   = 20      // frames a second that apply no action, on average ...
	rateBurst    = 40      // ... with bursts up to this; more closes the socket
	sendQueue    = 4096    // frames waiting for a slow client; more closes its socket
	helloTimeout = 10      // seconds for the first frame
	idleTimeout  = 15 * 60 // seconds without a client frame (clients send "ping" each minute)
	pingEvery    = 30      // seconds between WebSocket pings
)

// inMsg is a client frame. T is "hello" (Token: a seat's secret, "" to
// watch), "act" (ID: an action id from the last state frame), "why" (ID, or
// Kind and Card: why the rules refuse a move), or "ping".
type inMsg struct {
	T     string `json:"t"`
	Token string `json:"token,omitempty"`
	ID    string `json:"id,omitempty"`
	Kind  string `json:"kind,omitempty"` // "why": "play" or "use"
	Card  int    `json:"card,omitempty"` // "why": the card
	Index int    `json:"index,omitempty"`
}

// helloMsg answers a hello: who the client is at this table.
type helloMsg struct {
	T        string    `json:"t"` // "hello"
	Table    string    `json:"table"`
	Seat     int       `json:"seat"` // 0 or 1; -1 for a spectator
	Seats    [2]string `json:"seats"`
	Decks    [2]string `json:"decks"`
	Invite   string    `json:"invite,omitempty"` // the invitation token, to the table's creator while the table waits
	Colors   []string  `json:"colors"`           // names of Nation Power colors, by index
	Areas    []string  `json:"areas"`            // names of battle areas, by index
	Zones    []string  `json:"zones"`            // names of zones, by index
	Waiting  bool      `json:"waiting"`          // the table waits for its second player
	SeedHash string    `json:"seed_hash,omitempty"`
}

// stateMsg is sent after every applied action, and in full on connecting.
type stateMsg struct {
	T       string              `json:"t"` // "state"
	V       int                 `json:"v"` // the number of actions applied so far
	Full    bool                `json:"full,omitempty"`
	View    *engine.Observation `json:"view"`
	Actions []actionMsg         `json:"actions,omitempty"` // only to the deciding player
	Log     []string            `json:"log,omitempty"`     // new log lines (all of them when Full)
	Result  *resultMsg          `json:"result,omitempty"`  // once the game is over
}

// resultMsg ends the game: the winner and the revealed seed.
type resultMsg struct {
	Winner int    `json:"winner"` // -1: a draw
	Reason string `json:"reason"`
	Seed   string `json:"seed"`
	Nonce  string `json:"nonce"`
}

// actionMsg is one legal action: its id, its description and its parts (so
// the client can attach it to a card).
type actionMsg struct {
	ID    string `json:"id"`
	Text  string `json:"text"`
	Kind  string `json:"kind"`
	Card  int    `json:"card"` // -1: none
	Index int    `json:"index"`
	Area  int    `json:"area"`
	N     int    `json:"n"`
}

// errorMsg reports a refused frame; the game did not change. Rule is set when
// the rules refuse a move (a "why" answer), naming the rule.
type errorMsg struct {
	T    string `json:"t"` // "error" or "refused"
	Msg  string `json:"msg"`
	Rule string `json:"rule,omitempty"`
}

// decodeFrame reads one client frame: strict JSON (no unknown field), at
// most maxMessage bytes (the socket's read limit). The error is what the
// client is told.
func decodeFrame(b []byte) (inMsg, error) {
	var m inMsg
	if len(b) > maxMessage {
		return m, fmt.Errorf("a frame is at most %d bytes", maxMessage)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return inMsg{}, fmt.Errorf("malformed frame: %s", truncate(err.Error(), 80))
	}
	return m, nil
}
