package engine

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestOptionalLoopRepeatHidesHands: the two games of the effects soak
// (seeds 2008 and 3976, the leak test at one decision in two as in the
// soak) where a count named for a loop of optional actions (Rise 803.2)
// made the loop stop or go on depending on the cards of the other
// player's hand: the check that a repeated lap comes back where it began
// read the hand of the loop's first player, which the player naming the
// count cannot see (DESIGN "View"). Both games play to their end with every
// invariant and the leak test, and each has a loop demonstrated (else it
// tests nothing: the engine's play of them changed). Their decks are those
// the soak dealt, pinned in testdata/optcount_leak_decks.txt: a test card
// added to a scenario changes the soak's decks, not these.
func TestOptionalLoopRepeatHidesHands(t *testing.T) {
	propLoad(t)
	mechLoad(t)
	defer func(n int) { leakEvery = n }(leakEvery)
	leakEvery = 2
	decks := pinnedDecks(t, "testdata/optcount_leak_decks.txt")
	for _, seed := range []uint64{2008, 3976} {
		d := decks[seed]
		g, err := New(Config{DB: mechDB, Decks: [2][]*card.Def{d[0], d[1]}, Seed: seed, First: -1})
		if err != nil {
			t.Fatal(err)
		}
		loops := 0
		count := func(line string) {
			if strings.Contains(line, "a loop of optional actions is demonstrated") {
				loops++
			}
		}
		if err := propPlayGame(g, propRand(seed), count); err != nil {
			t.Errorf("seed %d: %v", seed, err)
		}
		if loops == 0 {
			t.Errorf("seed %d: no loop of optional actions was demonstrated", seed)
		}
	}
}

// pinnedDecks reads the decks of file: "seed S deck N" lines, each followed
// by the deck's cards, one a line: "COLOR 基本G", or "COLOR FILE NUMBER" for
// the test card NUMBER of scenario FILE (under scenarios/), as mechLoad
// numbers it. "#" starts a comment line.
func pinnedDecks(t *testing.T, file string) map[uint64][2][]*card.Def {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	decks := map[uint64][2][]*card.Def{}
	var seed uint64
	k := -1
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		fs := strings.Fields(line)
		switch {
		case len(fs) == 0 || strings.HasPrefix(line, "#"):
			continue
		case fs[0] == "seed":
			if _, err := fmt.Sscanf(line, "seed %d deck %d", &seed, &k); err != nil || k < 1 || k > 2 {
				t.Fatalf("%s:%d: want \"seed S deck 1\" or \"deck 2\"", file, n)
			}
			k--
			continue
		}
		col, err := card.ParseColor(fs[0])
		if err != nil || k < 0 || len(fs) != 2 && len(fs) != 3 {
			t.Fatalf("%s:%d: want COLOR 基本G or COLOR FILE NUMBER after a seed line", file, n)
		}
		number := fs[1]
		if len(fs) == 3 {
			i := slices.Index(mechFiles, filepath.Join("..", "scenarios", fs[1]))
			if i < 0 {
				t.Fatalf("%s:%d: no scenario %s", file, n, fs[1])
			}
			number = fmt.Sprintf("S%d-%s", i, fs[2])
		}
		d, ok := mechDB.Lookup(col, number)
		if !ok {
			t.Fatalf("%s:%d: no card %s %s", file, n, fs[0], number)
		}
		ds := decks[seed]
		ds[k] = append(ds[k], d)
		decks[seed] = ds
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return decks
}
