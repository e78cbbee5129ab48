// Package fuzzcheck holds the bounds every fuzz target of Sortie checks: a
// parser of outside input may not take more than MaxDuration or allocate
// more than MaxBytes on one input (a panic fails the target by itself).
package fuzzcheck

import (
	"runtime"
	"testing"
	"time"
)

// The bounds of one input. The YAML library allocates about 1 KB per entry,
// so the largest card file the limits let through (input.MaxCardFileEntries)
// allocates about 50 MB; the bounds leave room for a slow, shared machine.
const (
	MaxBytes    = 100 << 20
	MaxDuration = 2 * time.Second
)

// Bounded runs f once and fails t when it allocates more than MaxBytes or
// takes longer than MaxDuration (times slowdown under the race detector).
func Bounded(t *testing.T, f func()) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	f()
	d := time.Since(start)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > MaxBytes {
		t.Errorf("allocated %d MB (at most %d MB)", n>>20, MaxBytes>>20)
	}
	if d > MaxDuration*slowdown {
		t.Errorf("took %v (at most %v)", d, MaxDuration*slowdown)
	}
}
