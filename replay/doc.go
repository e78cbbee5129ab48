// Package replay is the file format of a recorded game and its checks
// (DESIGN "Around the engine": a game is fully described by its ruleset,
// decks, seed and list of actions). A File holds the decks as deck lists, a
// commitment to the seed (its SHA-256 with a nonce, shown when the game
// starts), the seed and nonce once the game is over, and every action with
// the state hash after it. Verify re-derives every shuffle and state hash;
// Log prints the game's events.
package replay
