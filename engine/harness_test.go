package engine

import (
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// This file is the test harness for card and rule tests inside the engine:
// a real game between the embedded decks, then cards moved into place with
// the engine's own zone functions.

// harnessDB is the card database of the tests (loaded once, see propLoad).
func harnessDB(t testing.TB) *card.DB {
	db, _ := propLoad(t)
	return db
}

// testDeck is the embedded deck "green" or "blue", in deck-list order.
func testDeck(t testing.TB, _ *card.DB, name string) []*card.Def {
	t.Helper()
	_, decks := propLoad(t)
	switch name {
	case "green":
		return decks[0]
	case "blue":
		return decks[1]
	}
	t.Fatalf("no test deck %q", name)
	return nil
}

// greenTestCards loads the green test cards of yaml (a card file named
// file) into a database of their own, and returns it with their lookup by
// number.
func greenTestCards(t testing.TB, file, yaml string) (*card.DB, func(string) *card.Def) {
	t.Helper()
	db := &card.DB{}
	if err := card.LoadBytes(db, file, []byte(yaml)); err != nil {
		t.Fatal(err)
	}
	return db, func(n string) *card.Def { d, _ := db.Lookup(card.Green, n); return d }
}

// tg is a game under test.
type tg struct {
	*Game
	t testing.TB
}

// newTG starts a game green (P1) vs blue (P2) and empties hands and fields:
// every card goes back to its Nation. The game then stands at the start of
// turn 2's disposition phase of P1, priority P1, with nothing on the field.
func newTG(t testing.TB) *tg {
	t.Helper()
	db := harnessDB(t)
	g, err := New(Config{DB: db, Decks: [2][]*card.Def{testDeck(t, db, "green"), testDeck(t, db, "blue")}, Seed: 1, First: 0, StopAtPriority: true})
	if err != nil {
		t.Fatal(err)
	}
	for p := Player(0); p < 2; p++ {
		ps := &g.pl[p]
		for _, c := range ps.hand {
			g.cards[c].zone = ZNation
			ps.nation = append(ps.nation, c)
		}
		ps.hand = nil
		ps.kept = true
	}
	g.Drain()
	g.turn = 2
	g.active = 0
	g.phase = PDisposition
	g.stage = stPre
	g.priority = 0
	g.decision = decision{kind: dPriority, player: 0}
	g.invalidate() // the state was edited directly
	return &tg{g, t}
}

// find returns a card instance of player p with the given "color number"
// key that is still in p's Nation.
func (x *tg) find(p Player, key string) CardID {
	x.t.Helper()
	for _, c := range x.pl[p].nation {
		if x.cards[c].def.Key() == key {
			return c
		}
	}
	x.t.Fatalf("no %s left in %s's Nation", key, p)
	return None
}

func (x *tg) takeFromNation(c CardID) {
	cs := &x.cards[c]
	ps := &x.pl[cs.owner]
	ps.nation = remove(ps.nation, c)
	cs.zone = ZNone
}

// hand puts a card of p in p's hand.
func (x *tg) hand(p Player, key string) CardID {
	c := x.find(p, key)
	x.takeFromNation(c)
	x.putIn(c, ZHand)
	return c
}

// field puts a card of p in p's disposition area.
func (x *tg) field(p Player, key string, rolled bool) CardID {
	c := x.find(p, key)
	x.takeFromNation(c)
	x.putOnField(c, p, rolled)
	return c
}

// gs puts n basic G of p on the field.
func (x *tg) gs(p Player, n int) {
	key := "green 基本G"
	if p == 1 {
		key = "blue 基本G"
	}
	for i := 0; i < n; i++ {
		x.field(p, key, false)
	}
}

// set sets a card of p on host.
func (x *tg) set(p Player, key string, host CardID) CardID {
	c := x.find(p, key)
	x.takeFromNation(c)
	x.setOn(c, host)
	return c
}

// squad puts units into p's squad in area a, in order, then decides engagement.
func (x *tg) squad(p Player, a Area, units ...CardID) {
	for _, u := range units {
		x.lift(u)
		x.placeGroup(u, ZBattle, a, p)
		x.squads[a][p] = append(x.squads[a][p], u)
	}
	x.updateEngagement()
}

// at moves the game to phase ph, stage st (stPre or stPost), with active
// attacking and priority to the attacker.
func (x *tg) at(active Player, ph Phase, st stage) {
	x.active, x.phase, x.stage, x.priority, x.passes = active, ph, st, active, 0
	x.decision = decision{kind: dPriority, player: active}
	x.invalidate() // the state was edited directly
	x.run()
}

// do applies the legal action whose description contains all of words.
func (x *tg) do(words ...string) []Event {
	x.t.Helper()
	var hits []Action
	for _, a := range x.Legal() {
		d := x.Describe(a)
		ok := true
		for _, w := range words {
			if !strings.Contains(d, w) {
				ok = false
			}
		}
		if ok {
			hits = append(hits, a)
		}
	}
	if len(hits) == 0 {
		var all []string
		for _, a := range x.Legal() {
			all = append(all, x.Describe(a))
		}
		x.t.Fatalf("no legal action matches %q; legal: %q (%s)", words, all, x.DecisionText())
	}
	evs, err := x.Apply(hits[0])
	if err != nil {
		x.t.Fatal(err)
	}
	return evs
}

// can reports whether some legal action's description contains all words.
func (x *tg) can(words ...string) bool {
	for _, a := range x.Legal() {
		d := x.Describe(a)
		ok := true
		for _, w := range words {
			if !strings.Contains(d, w) {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// passUntil passes (and declares empty sorties) until the game is at phase
// ph, stage st.
func (x *tg) passUntil(ph Phase, st stage) {
	x.t.Helper()
	x.passWhile(func() bool { return !(x.phase == ph && x.stage == st) }, ph.String())
	if x.phase != ph || x.stage != st {
		x.t.Fatalf("did not reach %s stage %d (at %s stage %d)", ph, st, x.phase, x.stage)
	}
}

// passWhile passes and declares empty sorties while more() holds; any other
// decision on the way fails the test.
func (x *tg) passWhile(more func() bool, goal string) {
	x.t.Helper()
	for i := 0; i < 400 && !x.over && more(); i++ {
		switch x.decision.kind {
		case dPriority:
			x.do("pass")
		case dSortie:
			x.do("no sortie")
		default:
			x.t.Fatalf("waiting for %s before reaching %s", x.DecisionText(), goal)
		}
	}
}

func eq[T comparable](t testing.TB, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

// resolve passes until the current cut has resolved (the next cut, such as
// discard effects, is left waiting).
func (x *tg) resolve() {
	x.t.Helper()
	serial := x.cutSerial
	for i := 0; i < 20 && x.cutSerial == serial && !x.over; i++ {
		if x.decision.kind != dPriority {
			return
		}
		x.do("pass")
	}
}

// nextTurn passes (declaring no sorties) until the next turn's reroll phase,
// after its fixed effect.
func (x *tg) nextTurn() {
	x.t.Helper()
	t0 := x.turn
	x.passWhile(func() bool { return !(x.turn > t0 && x.phase == PReroll && x.stage == stPost) }, "the next turn")
}

// playToEffect starts a position in P1's disposition phase of turn 3 with
// command cmd in P1's hand, a green G and n cards of nation in each Nation,
// plays cmd and passes until its effect asks a question.
func playToEffect(t *testing.T, db *card.DB, def func(string) *card.Def, cmd, nation string, n int) *Game {
	t.Helper()
	pos := Position{DB: db, StopAtPriority: true, Turn: 3, Attacker: 0, First: -1, Phase: PDisposition, Stage: StageBefore}
	pos.Cards = append(pos.Cards, NewPosCard("K", def(cmd), 0, ZHand), NewPosCard("G", def("T-G"), 0, ZDisposition))
	for p := Player(0); p < 2; p++ {
		pos.Cards = append(pos.Cards, Unknown(def(nation), p, ZNation, n)...)
	}
	g, err := NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	k := g.pl[0].hand[0]
	for i := 0; g.decision.kind != dEffect; i++ {
		if i > 10 {
			t.Fatalf("no question asked: %s", g.DecisionText())
		}
		a := Action{Kind: APass}
		for _, l := range g.Legal() {
			if l.Kind == APlay && l.Card == k {
				a = l
			}
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return g
}
