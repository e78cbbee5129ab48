// Package cputime reads the CPU time the process has used, for benchmarks
// that report CPU time per operation beside wall time (the machine may be
// shared, and wall time then overstates the cost).
package cputime
