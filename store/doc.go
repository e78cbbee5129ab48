// Package store keeps games as they happen in SQLite (DESIGN "server": games
// persist as action logs, so a crash loses no game). A game is its record
// (ruleset, seats, decks, seed and its commitment, result) and the list of
// its actions with the state hash after each; the server rebuilds a game by
// replaying them. The database file is created on first use and its schema
// migrations are embedded.
package store
