// Package scenario reads, runs and checks rule scenarios: YAML files that set
// a whole Gundam War position (every zone, squads, turn, phase, priority, the
// cut), play scripted actions written readably ("p1: play 赤い彗星 target
// D1", "advance: to damage-step end") and state expected results. The same
// format serves rule tests, bug reports and puzzles; docs/scenarios.md is its
// reference.
//
// A scenario fails loudly: a bad file is an error "file:line: what is wrong",
// an action the rules refuse is a failure naming the rule, and a decision the
// script does not answer stops the run (DESIGN "Habits": an unscripted
// decision fails the test).
package scenario
