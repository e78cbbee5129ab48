package scenario

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sortie-tcg/sortie/engine"
)

// TestLoopChoicesEnd: a mandatory loop of triggered effects whose effects
// ask for a target ends (Rise 803.3, engine/loop.go) whatever the players
// answer, within bounded answers and time: the loop of
// 803-3-mandatory-trigger-loop-choices.yaml, whose state repeats, and that
// of 803-3-mandatory-trigger-loop-growing.yaml with a target for each
// effect, whose state never repeats. The answers change from one decision
// to the next (real choices among the legal targets).
func TestLoopChoicesEnd(t *testing.T) {
	growing, err := os.ReadFile("../scenarios/rise/803-3-mandatory-trigger-loop-growing.yaml")
	if err != nil {
		t.Fatal(err)
	}
	const steps = "        steps:\n          - {op: token"
	if !strings.Contains(string(growing), steps) {
		t.Fatal("803-3-mandatory-trigger-loop-growing.yaml changed: its text has no token step")
	}
	cases := []struct {
		name    string
		yaml    []byte
		answers int // at most
	}{
		{"repeating", nil, 40},
		{"growing", []byte(strings.Replace(string(growing), steps, "        targets: [{name: T, filter: [unit]}]\n"+steps, 1)), 1000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var s *Scenario
			var err error
			if c.yaml == nil {
				s, err = Load("../scenarios/rise/803-3-mandatory-trigger-loop-choices.yaml")
			} else {
				s, err = Parse("growing.yaml", c.yaml)
			}
			if err != nil {
				t.Fatal(err)
			}
			g, err := engine.NewPosition(s.Pos)
			if err != nil {
				t.Fatal(err)
			}
			g.Drain()
			start := time.Now()
			answers, ended := 0, false
			for n := 0; !ended && n < 3000; n++ {
				l := g.Legal()
				if len(l) == 0 {
					t.Fatal("the game is over")
				}
				a := l[len(l)-1] // play ザク, then P1's and P2's passes
				if n >= 3 {
					if l[0].Kind == engine.APass {
						t.Fatalf("a free timing after %d answers, the loop not ended", answers)
					}
					a = l[(answers*7)%len(l)]
					answers++
				}
				evs, err := g.Apply(a)
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range evs {
					ended = ended || e.Kind == engine.EvNote && strings.Contains(e.Text, "a mandatory loop of triggered effects ends")
				}
			}
			if !ended || answers > c.answers {
				t.Fatalf("ended %v after %d answers, want it ended after at most %d", ended, answers, c.answers)
			}
			if g.Over() || g.Legal()[0].Kind != engine.APass {
				t.Fatalf("after the loop: over %v, legal %v; want a free timing", g.Over(), g.Legal())
			}
			if d := time.Since(start); d > 20*time.Second {
				t.Errorf("took %v", d)
			}
			t.Logf("%d answers, %v", answers, time.Since(start))
		})
	}
}
