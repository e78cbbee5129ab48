//go:build race

package fuzzcheck

// slowdown is how much slower code runs under the race detector.
const slowdown = 10
