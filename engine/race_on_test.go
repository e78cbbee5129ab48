//go:build race

package engine

// raceDetector reports whether the tests run under the race detector, which
// makes the random games about ten times slower: fewer are played there.
const raceDetector = true
