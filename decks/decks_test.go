package decks_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/cards"
	"github.com/sortie-tcg/sortie/decks"
)

// Load gives each embedded deck's 50 cards (GW basic "游戏的必要条件" 1), the
// first in list order, and refuses a deck that breaks the deck rules with
// the file and line of each problem.
func TestLoad(t *testing.T) {
	db, err := cards.DB()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range decks.Names() {
		d, err := decks.Load(db, name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(d) != 50 {
			t.Errorf("%s: %d cards, want 50", name, len(d))
		}
	}
	green, _ := decks.Load(db, "green")
	// decks/green.deck's first line: 2 green U-200 シャア専用ゲルググ
	if green[0].Number != "U-200" || green[1].Number != "U-200" {
		t.Errorf("green's first cards %s, %s, want U-200 twice", green[0].Number, green[1].Number)
	}

	// Four of one name on line 1, and 4 cards in all.
	file := filepath.Join(t.TempDir(), "four.deck")
	if err := os.WriteFile(file, []byte("4 green U-200 シャア専用ゲルググ\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err = decks.Load(db, file)
	if err == nil {
		t.Fatal("a deck of 4 copies of one card loaded")
	}
	for _, want := range []string{file + ":1: 4 cards named", "4 cards: a deck has exactly 50"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	if _, err := decks.Load(db, "no-such-deck"); err == nil || !strings.Contains(err.Error(), `no embedded deck "no-such-deck"`) {
		t.Errorf("a missing deck: error %v", err)
	}
}
