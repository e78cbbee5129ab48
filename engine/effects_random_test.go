package engine

import (
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/goccy/go-yaml"

	"github.com/sortie-tcg/sortie/card"
)

// Random legal play over decks of the test cards the scenarios define: every
// mechanic of the effect vocabulary (moves, choices, values, events,
// replacements, negations, tokens, loops, ...) has scenarios, so games
// between random decks of their cards reach the mechanics together, in
// combinations no scenario wrote. The property test's invariants hold after
// every action (places, counts, hidden cards, illegal actions leave the game
// unchanged, clones hash alike), and every game ends.

var (
	mechOnce  sync.Once
	mechDB    *card.DB
	mechCards map[card.Color][]*card.Def // the scenarios' non-G test cards by color
	mechFiles []string                   // the scenario files, sorted: a test card of files[i] is numbered S<i>-<its number>
	mechErr   error
)

// mechLoad loads the embedded cards and every test card of ../scenarios,
// each renumbered "S<file>-<number>" (scenarios reuse numbers).
func mechLoad(tb testing.TB) {
	tb.Helper()
	mechOnce.Do(func() {
		if mechDB, mechErr = card.LoadFS(os.DirFS("../cards/data"), "."); mechErr != nil {
			return
		}
		var files []string
		mechErr = filepath.WalkDir("../scenarios", func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".yaml") {
				files = append(files, p)
			}
			return err
		})
		if mechErr != nil {
			return
		}
		sort.Strings(files)
		mechFiles = files
		mechCards = map[card.Color][]*card.Def{}
		for i, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				mechErr = err
				return
			}
			var sc struct {
				Cards []map[string]any `yaml:"cards"`
			}
			if err := yaml.Unmarshal(b, &sc); err != nil || len(sc.Cards) == 0 {
				continue // a scenario with no cards of its own
			}
			for _, c := range sc.Cards {
				c["number"] = fmt.Sprintf("S%d-%v", i, c["number"])
			}
			out, err := yaml.Marshal(map[string]any{"cards": sc.Cards})
			if err != nil {
				mechErr = err
				return
			}
			before := len(mechDB.Defs)
			if err := card.LoadBytes(mechDB, f, out); err != nil {
				mechErr = fmt.Errorf("%s: %w", f, err)
				return
			}
			for _, d := range mechDB.Defs[before:] {
				if d.Kind != card.G && !d.Token {
					mechCards[d.Color] = append(mechCards[d.Color], d)
				}
			}
		}
	})
	if mechErr != nil {
		tb.Fatal(mechErr)
	}
}

// mechDeck builds a 50-card deck of two colors (of those with a basic G in
// the database) from r: 10 basic G of each and 30 test cards of those
// colors, at most 3 of each (GW basic "游戏的必要条件").
func mechDeck(r *rand.Rand) []*card.Def {
	var colors []card.Color
	for c := card.Blue; c < card.Purple; c++ {
		if _, ok := mechDB.Lookup(c, "基本G"); ok && len(mechCards[c]) > 0 {
			colors = append(colors, c)
		}
	}
	r.Shuffle(len(colors), func(i, j int) { colors[i], colors[j] = colors[j], colors[i] })
	var deck, pool []*card.Def
	for _, c := range colors[:2] {
		g, _ := mechDB.Lookup(c, "基本G")
		for i := 0; i < 10; i++ {
			deck = append(deck, g)
		}
		pool = append(pool, mechCards[c]...)
	}
	count := map[*card.Def]int{}
	for len(deck) < 50 {
		d := pool[r.IntN(len(pool))]
		if count[d] < 3 {
			count[d]++
			deck = append(deck, d)
		}
	}
	return deck
}

// mechGame is a new game of two decks of the scenarios' cards (mechDeck)
// drawn from seed, and the random agent's generator for it (propRand).
func mechGame(tb testing.TB, seed uint64) (*Game, *rand.Rand) {
	tb.Helper()
	r := rand.New(rand.NewPCG(seed, 0xdec5))
	g, err := New(Config{DB: mechDB, Decks: [2][]*card.Def{mechDeck(r), mechDeck(r)}, Seed: seed, First: -1})
	if err != nil {
		tb.Fatal(err)
	}
	return g, propRand(seed)
}

// TestRandomGamesEffects plays games between random two-color decks of the
// scenarios' test cards with the invariants after every action: 10 by
// default (about 8 s), SORTIE_SOAK games in the soak (.ci/run plays 5,000).
// One game in a hundred also recomputes the derived characteristics on
// every read (derive.go's check; it doubles a game's cost). Every answer of
// mayAct is checked: the test cards have effects that change keywords off
// the field, which mayAct may not read underived (kwKnown).
func TestRandomGamesEffects(t *testing.T) {
	propLoad(t) // the place check compares each player's card count with a 50-card deck
	mechLoad(t)
	const shards = 2
	per := soakGames(10) / shards
	if testing.Short() {
		per = 5
	}
	for s := 0; s < shards; s++ {
		t.Run(fmt.Sprintf("seeds-%d", s*per+1), func(t *testing.T) {
			t.Parallel()
			for i := 0; i < per; i++ {
				seed := uint64(s*per + i + 1)
				r := rand.New(rand.NewPCG(seed, 0xdec5))
				decks := [2][]*card.Def{mechDeck(r), mechDeck(r)}
				g, err := New(Config{DB: mechDB, Decks: decks, Seed: seed, First: -1})
				if err != nil {
					t.Fatal(err)
				}
				g.setVerifyDerived(seed%100 == 5)
				g.verify = true // every answer of mayAct is checked (its candidates too: maycands.go)
				if err := propPlayGame(g, propRand(seed), nil); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
			}
		})
	}
}
