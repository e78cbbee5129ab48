package golden

import (
	"bufio"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/agent"
	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/cards"
	"github.com/sortie-tcg/sortie/decks"
	"github.com/sortie-tcg/sortie/engine"
)

var update = flag.Bool("update", false, "record the golden games again (name the rule that changed them in the commit)")

const file = "testdata/games.txt"

// recorded lists the games that are recorded: agents of P1 and P2, and how
// many seeds (from 1) each pairing plays.
var recorded = []struct {
	agents [2]string
	games  int
}{
	{[2]string{"random", "random"}, 120},
	{[2]string{"greedy", "greedy"}, 40},
	{[2]string{"random", "greedy"}, 20},
	{[2]string{"greedy", "random"}, 20},
}

// game is one recorded game: its setup, every action, and the fingerprint
// after each action.
type game struct {
	agents  [2]string
	seed    uint64
	actions []engine.Action
	prints  []uint32
}

func load(t *testing.T) (*card.DB, [2][]*card.Def) {
	t.Helper()
	db, err := cards.DB()
	if err != nil {
		t.Fatal(err)
	}
	var ds [2][]*card.Def
	for i, n := range []string{"green", "blue"} {
		if ds[i], err = decks.Load(db, n); err != nil {
			t.Fatal(err)
		}
	}
	return db, ds
}

func newGame(t *testing.T, db *card.DB, ds [2][]*card.Def, seed uint64) *engine.Game {
	t.Helper()
	g, err := engine.New(engine.Config{DB: db, Decks: ds, Seed: seed, First: -1})
	if err != nil {
		t.Fatal(err)
	}
	g.Drain()
	return g
}

// TestGoldenGames replays every recorded game (DESIGN "golden replays"):
// each recorded action must be legal where it was, and the fingerprint after
// it must be the recorded one. A rules fix that changes a game is recorded
// again with -update, naming the rule in the commit; a change for speed or
// structure must never change one.
func TestGoldenGames(t *testing.T) {
	db, ds := load(t)
	if *update {
		record(t, db, ds)
	}
	games := read(t)
	if len(games) == 0 {
		t.Fatal("no golden games recorded")
	}
	for gi, rg := range games {
		g := newGame(t, db, ds, rg.seed)
		for i, a := range rg.actions {
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("game %d (seed %d, %s): action %d %+v refused: %v", gi, rg.seed, strings.Join(rg.agents[:], "-"), i, a, err)
			}
			if got := fingerprint(g); got != rg.prints[i] {
				t.Fatalf("game %d (seed %d, %s): after action %d %+v the state differs from the recording (turn %d, %s)",
					gi, rg.seed, strings.Join(rg.agents[:], "-"), i, a, g.Turn(), g.DecisionText())
			}
		}
		if !g.Over() {
			t.Fatalf("game %d (seed %d): not over after its recorded actions", gi, rg.seed)
		}
	}
}

func record(t *testing.T, db *card.DB, ds [2][]*card.Def) {
	out, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	w := bufio.NewWriter(out)
	fmt.Fprintln(w, "# Golden games: regenerate with `go test ./golden -update` only for a rules change, naming it in the commit.")
	for _, r := range recorded {
		for seed := uint64(1); seed <= uint64(r.games); seed++ {
			g := newGame(t, db, ds, seed)
			var ags [2]agent.Agent
			for i := range ags {
				if ags[i], err = agent.New(r.agents[i], seed*2+uint64(i)+1); err != nil {
					t.Fatal(err)
				}
			}
			var acts, prints []string
			for !g.Over() {
				p := g.Decider()
				obs := g.View(p)
				a := ags[p].Choose(&obs, g.Legal())
				if _, err := g.Apply(a); err != nil {
					t.Fatal(err)
				}
				acts = append(acts, fmt.Sprintf("%d.%d.%d.%d.%d", a.Kind, a.Card, a.Index, a.Area, a.N))
				prints = append(prints, fmt.Sprintf("%08x", fingerprint(g)))
			}
			fmt.Fprintf(w, "game %s %s %d\n%s\n%s\n", r.agents[0], r.agents[1], seed, strings.Join(acts, " "), strings.Join(prints, " "))
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}

func read(t *testing.T) []game {
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(b), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	if len(lines)%3 != 0 {
		t.Fatalf("%s: %d lines, want 3 per game", file, len(lines))
	}
	var gs []game
	for i := 0; i < len(lines); i += 3 {
		h := strings.Fields(lines[i])
		if len(h) != 4 || h[0] != "game" {
			t.Fatalf("%s: bad header %q", file, lines[i])
		}
		seed, err := strconv.ParseUint(h[3], 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		rg := game{agents: [2]string{h[1], h[2]}, seed: seed}
		for _, f := range strings.Fields(lines[i+1]) {
			var v [5]int
			if _, err := fmt.Sscanf(f, "%d.%d.%d.%d.%d", &v[0], &v[1], &v[2], &v[3], &v[4]); err != nil {
				t.Fatalf("%s: action %q: %v", file, f, err)
			}
			rg.actions = append(rg.actions, engine.Action{Kind: engine.ActionKind(v[0]), Card: engine.CardID(v[1]),
				Index: int16(v[2]), Area: engine.Area(v[3]), N: int16(v[4])})
		}
		for _, f := range strings.Fields(lines[i+2]) {
			v, err := strconv.ParseUint(f, 16, 32)
			if err != nil {
				t.Fatal(err)
			}
			rg.prints = append(rg.prints, uint32(v))
		}
		if len(rg.prints) != len(rg.actions) {
			t.Fatalf("%s: game %d has %d actions and %d fingerprints", file, len(gs), len(rg.actions), len(rg.prints))
		}
		gs = append(gs, rg)
	}
	return gs
}

// fingerprint digests what the rules decide and a player can see, read
// through the public API only, so that it stays the same while the engine's
// insides change: both players' views (every zone's cards in order, state,
// damage, combat power, the squads, the cut, Nation Power, the phase and
// who decides) and the legal actions.
func fingerprint(g *engine.Game) uint32 {
	h := fnv.New32a()
	w := bufio.NewWriter(h)
	cv := func(c engine.CardView) {
		fmt.Fprintf(w, "[%d %s %s %v %v %d %d/%d/%d %s %d %d", c.ID, c.Color, c.Number, c.Rolled, c.Destroyed, c.Damage,
			c.Melee, c.Range, c.Defense, c.Coins, c.Ctrl, c.Zone)
		for _, s := range c.Set {
			fmt.Fprintf(w, " set %d %s", s.ID, s.Number)
		}
		w.WriteString("]")
	}
	cvs := func(cs []engine.CardView) {
		fmt.Fprintf(w, "%d:", len(cs))
		for _, c := range cs {
			cv(c)
		}
	}
	for p := engine.Player(0); p < 2; p++ {
		o := g.View(p)
		fmt.Fprintf(w, "v%d t%d a%d %s d%d %v %d|", p, o.Turn, o.Attacker, o.Phase, o.Decider, o.Over, o.Winner)
		for _, pv := range o.Players {
			fmt.Fprintf(w, "n%d dp%d h%d %v s%d po%d", pv.Nation, pv.DiscardPile, pv.HandCount, pv.Power.ByColor, pv.Salvage, pv.Pollution)
			for _, z := range [][]engine.CardView{pv.Hand, pv.Junkyard, pv.Removed, pv.Hangar, pv.Disposition} {
				cvs(z)
			}
		}
		for _, a := range o.Areas {
			fmt.Fprintf(w, "e%v", a.Engaged)
			cvs(a.Squads[0])
			cvs(a.Squads[1])
		}
		for _, c := range o.Cut {
			fmt.Fprintf(w, "cut %d", c.Player)
			cv(c.Card)
		}
	}
	for _, a := range g.Legal() {
		fmt.Fprintf(w, "%d.%d.%d.%d.%d ", a.Kind, a.Card, a.Index, a.Area, a.N)
	}
	w.Flush()
	return h.Sum32()
}
