// Package golden holds the golden games: recorded games (seed, decks and
// every action, with a fingerprint of the state after each) that the engine
// must replay identically after every change that is not a rules change
// (DESIGN "golden replays"; `go test ./golden -update` records them again).
package golden
