package engine

import (
	"runtime"
	"testing"
	"unsafe"
)

// gameBudget is issue 7's memory target per game: 10,000 games in 100 MB;
// stateBudget its target for one game's state: 8 KB (a Game of 3,192 bytes
// takes the heap's 3,200-byte size class; 8 bytes more take 3,456 and a
// new game 8,320 bytes).
const (
	gameBudget  = 10000
	stateBudget = 8192
)

// TestGameMemory holds 2,000 new games, then 2,000 clones of mid-game
// positions of different random games (as a search AI holds them), and
// checks the live heap per game against gameBudget and stateBudget
// (BenchmarkGamesInMemory reports the figures).
func TestGameMemory(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector's bookkeeping is not the engine's memory")
	}
	const games = 2000
	propLoad(t)
	positions := benchPositions(t, 50)
	for _, c := range []struct {
		name string
		make func(i int) *Game
	}{
		{"new", func(i int) *Game { return propNewGame(uint64(i + 1)) }},
		{"mid", func(i int) *Game { return positions[i%len(positions)].Clone() }},
	} {
		keep := make([]*Game, games)
		base := heapAfterGC()
		for i := range keep {
			keep[i] = c.make(i)
		}
		per := int(heapAfterGC()-base) / games
		runtime.KeepAlive(keep)
		t.Logf("%s games: %d bytes each", c.name, per)
		if per > min(gameBudget, stateBudget) {
			t.Errorf("%s games take %d bytes each, over the budget of %d", c.name, per, min(gameBudget, stateBudget))
		}
	}
}

// TestCharsSize checks that a card's derived characteristics take 256
// bytes, their one-byte fields together: a game's derivation keeps one per
// card it based (about 40 of 100 in a random game), in blocks of 8 (dvNew;
// issue 7; 288 bytes with each of the six padded to a word).
func TestCharsSize(t *testing.T) {
	if n := unsafe.Sizeof(chars{}); n != 256 {
		t.Errorf("chars is %d bytes, want 256", n)
	}
}
