package server

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sortie-tcg/sortie/agent"
	"github.com/sortie-tcg/sortie/engine"
	"github.com/sortie-tcg/sortie/replay"
	"github.com/sortie-tcg/sortie/store"
)

// errStore marks a failure to store a game: the game in memory is then ahead
// of the store, and the table is dropped.
var errStore = errors.New("storing the game failed")

// spectator is the audience index of clients that watch (seats are 0 and 1).
const spectator = 2

// human is the seat kind of a person; any other seat kind names an agent.
const human = "human"

// table is one game and the clients connected to it. Every method that reads
// or changes the game holds mu.
type table struct {
	srv     *Server
	mu      sync.Mutex
	rec     *store.Game // the record; rec.File.Actions holds every action applied
	seed    uint64
	g       *engine.Game // nil while the table waits for its second player
	log     [3][]string  // the log as each audience (P1, P2, spectators) sees it
	clients map[*client]bool
}

// audienceOf maps a seat (-1: a spectator) to its audience index.
func audienceOf(seat int) int {
	if seat < 0 {
		return spectator
	}
	return seat
}

// viewer is the engine player an audience views as (-1: a spectator).
func viewer(aud int) engine.Player {
	if aud == spectator {
		return -1
	}
	return engine.Player(aud)
}

// start begins the game once both decks are known: it draws the seed and its
// nonce, stores the commitment and sets up the game.
func (t *table) start() error {
	var b [24]byte
	if err := t.srv.read(b[:]); err != nil {
		return fmt.Errorf("drawing the seed: %w", err)
	}
	t.seed = uint64(b[16]) | uint64(b[17])<<8 | uint64(b[18])<<16 | uint64(b[19])<<24 |
		uint64(b[20])<<32 | uint64(b[21])<<40 | uint64(b[22])<<48 | uint64(b[23])<<56
	t.rec.Nonce = hex.EncodeToString(b[:16])
	t.rec.Seed = strconv.FormatUint(t.seed, 10)
	f := &t.rec.File
	f.SeedHash = replay.Commit(b[:16], t.seed)
	cfg, err := f.Config(t.srv.db, t.seed)
	if err != nil {
		return err
	}
	if t.g, err = engine.New(cfg); err != nil {
		return err
	}
	f.StartHash = replay.HashString(t.g.Hash())
	t.record(t.g.Drain())
	if err := t.srv.store.Start(t.rec); err != nil {
		return fmt.Errorf("%w: %v", errStore, err)
	}
	_, err = t.run(nil)
	return err
}

// rebuild replays a stored game to its last stored action.
func (t *table) rebuild() error {
	if t.rec.Seed == "" {
		return nil // still waiting for the second player
	}
	seed, err := strconv.ParseUint(t.rec.Seed, 10, 64)
	if err != nil {
		return fmt.Errorf("game %s: seed %q: %w", t.rec.ID, t.rec.Seed, err)
	}
	t.seed = seed
	err = replay.Play(t.srv.db, &t.rec.File, seed, func(g *engine.Game, evs []engine.Event) {
		t.g = g
		t.record(evs)
	})
	if err != nil {
		return fmt.Errorf("game %s: %w", t.rec.ID, err)
	}
	return nil
}

// record adds events to each audience's log and returns the new lines.
func (t *table) record(evs []engine.Event) [3][]string {
	var out [3][]string
	for aud := range out {
		for _, e := range evs {
			if aud == spectator && e.Secret {
				e.Card = engine.None // a secret card is known only to its player
			}
			out[aud] = append(out[aud], t.g.Render(e, viewer(aud)))
		}
		t.log[aud] = append(t.log[aud], out[aud]...)
	}
	return out
}

// version is the number of actions applied so far.
func (t *table) version() int { return len(t.rec.File.Actions) }

// run applies first (unless nil), then every decision that needs no person:
// the agents' and a person's when passing is their only legal action. It
// stores the actions in one transaction, then sends one state frame per
// action to every client. It returns the number of actions applied.
func (t *table) run(first *engine.Action) (int, error) {
	f := &t.rec.File
	start := len(f.Actions)
	var frames [][3][]byte
	apply := func(a engine.Action) error {
		evs, err := t.g.Apply(a)
		if err != nil {
			return err
		}
		f.Actions = append(f.Actions, replay.NewStep(a, t.g.Hash()))
		if t.g.Over() {
			f.Over, f.Winner, f.Reason = true, int(t.g.Winner()), t.g.Reason()
		}
		frames = append(frames, t.frames(t.record(evs), false))
		return nil
	}
	if first != nil {
		if err := apply(*first); err != nil {
			return 0, err
		}
	}
	for !t.g.Over() {
		a, ok := t.automatic()
		if !ok {
			break
		}
		if err := apply(a); err != nil {
			return 0, fmt.Errorf("automatic action %s: %w", a.Kind, err)
		}
	}
	if err := t.srv.store.Append(t.rec.ID, start, f.Actions[start:], f); err != nil {
		return 0, fmt.Errorf("%w: game %s: %v", errStore, t.rec.ID, err)
	}
	for _, fr := range frames {
		t.broadcast(fr)
	}
	return len(f.Actions) - start, nil
}

// aiBudget is a search agent's time per decision at a table: the AI's
// actions are sent together once it waits for a person, so an AI turn of
// 20 searched decisions takes 6 s.
var aiBudget = agent.Budget{Think: 300 * time.Millisecond}

// automatic returns the action to take now without asking a person: an
// agent's choice, or a person's pass when it is their only legal action.
func (t *table) automatic() (engine.Action, bool) {
	p := t.g.Decider()
	legal := t.g.Legal()
	if kind := t.rec.Seats[p]; kind != human {
		ag, err := agent.NewBudget(kind, t.seed^uint64(t.version())*0x9e3779b97f4a7c15, aiBudget)
		if err != nil {
			return engine.Action{}, false
		}
		return agent.Decide(ag, t.g), true
	}
	if len(legal) == 1 && legal[0].Kind == engine.APass {
		return legal[0], true
	}
	return engine.Action{}, false
}

// frames encodes the state frame of each audience that has a client, with
// the given new log lines.
func (t *table) frames(lines [3][]string, full bool) [3][]byte {
	var out [3][]byte
	for c := range t.clients {
		aud := audienceOf(c.seat)
		if out[aud] == nil {
			out[aud] = t.stateFrame(aud, lines[aud], full)
		}
	}
	return out
}

// stateFrame encodes what audience aud is sent now.
func (t *table) stateFrame(aud int, lines []string, full bool) []byte {
	o := t.g.View(viewer(aud))
	m := stateMsg{T: "state", V: t.version(), Full: full, View: &o, Log: lines}
	if aud != spectator && !t.g.Over() && int(t.g.Decider()) == aud {
		if _, auto := t.automatic(); !auto {
			m.Actions = t.actionList()
		}
	}
	if f := &t.rec.File; f.Over {
		m.Result = &resultMsg{Winner: f.Winner, Reason: f.Reason, Seed: t.rec.Seed, Nonce: t.rec.Nonce}
	}
	return mustJSON(m)
}

// actionList lists the legal actions with their ids.
func (t *table) actionList() []actionMsg {
	legal := t.g.Legal()
	out := make([]actionMsg, len(legal))
	for i, a := range legal {
		out[i] = actionMsg{ID: fmt.Sprintf("%d.%d", t.version(), i), Text: t.g.Describe(a), Kind: a.Kind.String(),
			Card: int(engine.None), Index: int(a.Index), Area: int(a.Area), N: int(a.N)}
		if withCard[a.Kind] {
			out[i].Card = int(a.Card)
		}
	}
	return out
}

// withCard marks the action kinds whose Card is a card (in the others it
// is unused, and the client must not attach them to a card).
var withCard = map[engine.ActionKind]bool{engine.APlay: true, engine.AUse: true, engine.ATarget: true, engine.ASortie: true,
	engine.AChoose: true, engine.ADiscard: true, engine.AChange: true, engine.AVariable: true}

// broadcast queues each client's frame of fr.
func (t *table) broadcast(fr [3][]byte) {
	for c := range t.clients {
		t.sendTo(c, fr[audienceOf(c.seat)])
	}
}

// sendTo queues frame b for c; a client too slow to take it is dropped (it
// reconnects and gets the full state).
func (t *table) sendTo(c *client, b []byte) {
	select {
	case c.send <- b:
	default:
		delete(t.clients, c)
		c.drop("too slow: reconnect")
	}
}

// act applies the action with id from c, if c must decide and id is one of
// the actions it was last sent.
func (t *table) act(c *client, id string) error {
	if t.g == nil {
		return fmt.Errorf("the game has not started: waiting for the second player")
	}
	if c.seat < 0 {
		return fmt.Errorf("spectators cannot act")
	}
	if t.g.Over() {
		return fmt.Errorf("the game is over")
	}
	if int(t.g.Decider()) != c.seat {
		return fmt.Errorf("not your decision: waiting for %s", t.g.Decider())
	}
	v, i, ok := strings.Cut(id, ".")
	if !ok {
		return fmt.Errorf("bad action id %q", id)
	}
	if v != strconv.Itoa(t.version()) {
		return fmt.Errorf("stale action id %q: the game is at version %d", id, t.version())
	}
	legal := t.g.Legal()
	n, err := strconv.Atoi(i)
	if err != nil || n < 0 || n >= len(legal) {
		return fmt.Errorf("no action %q", id)
	}
	_, err = t.run(&legal[n])
	return err
}

// why answers why the rules refuse a move with a card c's client can see.
func (t *table) why(c *client, m inMsg) errorMsg {
	refuse := func(format string, args ...any) errorMsg {
		return errorMsg{T: "error", Msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case t.g == nil:
		return refuse("the game has not started")
	case c.seat < 0:
		return refuse("spectators cannot act")
	case t.g.Over():
		return refuse("the game is over")
	case int(t.g.Decider()) != c.seat:
		return refuse("not your decision: waiting for %s", t.g.Decider())
	}
	kinds := map[string]engine.ActionKind{"play": engine.APlay, "use": engine.AUse}
	k, ok := kinds[m.Kind]
	if !ok {
		return refuse("why: kind is play or use, got %q", m.Kind)
	}
	o := t.g.View(engine.Player(c.seat))
	if _, seen := o.Card(engine.CardID(m.Card)); !seen || m.Card < 0 || m.Card >= t.g.NumCards() {
		return refuse("no card %d in sight", m.Card)
	}
	if m.Index < 0 || m.Index > 16 {
		return refuse("bad index %d", m.Index)
	}
	a := engine.Action{Kind: k, Card: engine.CardID(m.Card), Index: int16(m.Index)}
	for _, l := range t.g.Legal() {
		if l == a {
			return errorMsg{T: "refused", Msg: "the rules allow this move now: " + t.g.Describe(a)}
		}
	}
	_, err := t.g.Clone().Apply(a)
	if re, ok := err.(*engine.RuleError); ok {
		return errorMsg{T: "refused", Msg: re.Msg, Rule: re.Rule}
	}
	return errorMsg{T: "refused", Msg: fmt.Sprint(err)}
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("server: encoding %T: %v", v, err)) // only plain data is encoded
	}
	return b
}
