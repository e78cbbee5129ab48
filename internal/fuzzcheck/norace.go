//go:build !race

package fuzzcheck

// slowdown is how much slower code runs under the race detector (1: off).
const slowdown = 1
