package scenario

import (
	"os"
	"strings"
	"testing"
)

// a small valid scenario the error tests break one line at a time
const okScenario = `name: ok
cards:
  - {number: T-1, color: green, name: テスト機, kind: unit, cost: {designated: 1, total: "1", resource: "0"}, power: 3/1/3, terrain: [space, earth], source: test}
position:
  turn: 3
  attacker: p1
  phase: damage-step
  p1:
    nation: 20
    space: [A1: テスト機]
  p2:
    nation: 20
    total: 20
steps:
  - advance: to damage-step after
  - expect:
      p2: {nation: 17}
`

func TestOKScenario(t *testing.T) {
	s, err := Parse("ok.yaml", []byte(okScenario))
	if err != nil {
		t.Fatal(err)
	}
	if r := Run(s); r.Status != Pass {
		t.Fatalf("%s: %s", r.Status, r.Failure)
	}
}

// TestLoadErrors checks that each kind of mistake is reported as
// "file:line: what is wrong" at the right line.
func TestLoadErrors(t *testing.T) {
	cases := []struct {
		name, old, new, want string
	}{
		{"yaml", "  turn: 3\n", "  turn: [3\n", "bad.yaml:6: ',' or ']' must be specified"},
		{"unknown key", "  turn: 3\n", "  turn: 3\n  trun: 4\n", `bad.yaml:6: unknown key "trun"`},
		{"unknown card", "space: [A1: テスト機]", "space: [A1: テスト機X]", `bad.yaml:10: unknown card "テスト機X"`},
		{"unknown label in expect", "      p2: {nation: 17}\n", "      D9: {damage: 1}\n", `bad.yaml:17: unknown expectation or label "D9"`},
		{"unknown label in a step", "  - advance: to damage-step after\n", "  - p1: use D9\n", `bad.yaml:15: unknown label or card "D9"`},
		{"zone does not add up", "    total: 20\n", "    total: 50\n", "bad.yaml:13: p2's zones hold 20 cards, but total says 50"},
		{"impossible position", "space: [A1: テスト機]", "space: [A1: {card: テスト機, damage: 3}]", "bad.yaml:10: impossible position: A1: damage 3 against defense 3"},
		{"card file error", "power: 3/1/3", "power: 3/1", `bad.yaml:3: a unit needs power like 3/1/3`},
		{"bad step", "  - advance: to damage-step after\n", "  - p1: fly A1\n", `bad.yaml:15: unknown action "fly"`},
		{"bad phase", "phase: damage-step", "phase: damage", `bad.yaml:7: unknown phase "damage"`},
		{"reserved label", "space: [A1: テスト機]", "space: [p1: テスト機]", `bad.yaml:10: "p1" cannot be a label`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(okScenario, c.old) {
				t.Fatalf("the test's old text %q is not in the scenario", c.old)
			}
			src := strings.Replace(okScenario, c.old, c.new, 1)
			_, err := Parse("bad.yaml", []byte(src))
			if err == nil {
				t.Fatalf("no error for\n%s", src)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q does not contain %q", err, c.want)
			}
		})
	}
}

// TestChangedNumberFails: changing one expected number in a scenario makes
// it fail with the expected and the actual value.
func TestChangedNumberFails(t *testing.T) {
	const file = "../scenarios/advanced/battle-damage-prior-damage.yaml"
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	const old = "D2: {damage: 3, destroyed: false}"
	if !strings.Contains(string(b), old) {
		t.Fatalf("%s no longer says %q", file, old)
	}
	s, err := Parse(file, []byte(strings.Replace(string(b), old, "D2: {damage: 4, destroyed: false}", 1)))
	if err != nil {
		t.Fatal(err)
	}
	r := Run(s)
	if r.Status != Fail || !strings.Contains(r.Failure, "expect D2 damage: expected 4, got 3") {
		t.Fatalf("status %s, failure %q", r.Status, r.Failure)
	}
	if len(r.Events) == 0 {
		t.Fatal("no events shown with the failure")
	}
}

// TestIllegalStepFails: an action the rules refuse where the scenario says
// it is legal fails, naming the rule.
func TestIllegalStepFails(t *testing.T) {
	src := strings.Replace(okScenario, "  - advance: to damage-step after\n", "  - p2: sortie [A1] to space\n", 1)
	s, err := Parse("bad.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	r := Run(s)
	if r.Status != Fail || !strings.Contains(r.Failure, "p2 sorties in the defense-step's fixed effect; now: turn 3, damage-step (before)") {
		t.Fatalf("status %s, failure %q", r.Status, r.Failure)
	}
	src = strings.Replace(okScenario, "phase: damage-step", "phase: attack-step", 1)
	src = strings.Replace(src, "space: [A1: テスト機]", "earth: [X: テスト機]\n    disposition: [A1: {card: テスト機, rolled: true}]", 1)
	src = strings.Replace(src, "  - advance: to damage-step after\n", "  - p1: sortie [A1] to space\n", 1)
	if s, err = Parse("bad.yaml", []byte(src)); err != nil {
		t.Fatal(err)
	}
	r = Run(s)
	if r.Status != Fail || !strings.Contains(r.Failure, `refused: a rolled unit cannot sortie (GW basic "出击的过程")`) {
		t.Fatalf("status %s, failure %q", r.Status, r.Failure)
	}
}

// TestKnownFailure: a known failure that fails is Known, one that passes is
// Fixed (a failure, so that the marker is removed).
func TestKnownFailure(t *testing.T) {
	src := strings.Replace(okScenario, "name: ok\n", "name: ok\nknown_failure: the engine is wrong\n", 1)
	s, err := Parse("k.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if r := Run(s); r.Status != Fixed || !r.Failed() {
		t.Fatalf("status %s", r.Status)
	}
	s, err = Parse("k.yaml", []byte(strings.Replace(src, "nation: 17", "nation: 18", 1)))
	if err != nil {
		t.Fatal(err)
	}
	if r := Run(s); r.Status != Known || r.Failed() {
		t.Fatalf("status %s", r.Status)
	}
}
