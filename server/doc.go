// Package server is `sortie serve`: an HTTP and WebSocket server where people
// play Gundam War in the browser, against an AI or each other, and others
// watch (DESIGN "Around the engine": server).
//
// The engine is authoritative. A client is sent its own View, the events it
// may see (rendered for it) and, when it must decide, the legal actions, each
// with an id "VERSION.INDEX"; it answers with one of those ids, and the server
// applies that action through the engine. Every applied action is one state
// frame to every connected client, so the frames a player receives depend only
// on what that player may know. Every game is stored as it happens (package
// store) and rebuilt by replaying its actions, so a restart loses nothing.
//
// The wire protocol is JSON text frames; see protocol.go.
package server
