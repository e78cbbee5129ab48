//go:build !race

package engine

// raceDetector reports whether the tests run under the race detector.
const raceDetector = false
