package scenario

import (
	"errors"
	"fmt"
	"strings"

	"github.com/sortie-tcg/sortie/engine"
)

// Status is the outcome of a scenario run.
type Status string

// The outcomes. A known failure (the file says known_failure) that fails is
// Known; one that passes is Fixed, which counts as a failure so that the
// marker gets removed.
const (
	Pass  Status = "PASS"
	Fail  Status = "FAIL"
	Known Status = "KNOWN"
	Fixed Status = "FIXED"
)

// Result is what running one scenario gave.
type Result struct {
	File, Name   string
	Status       Status
	KnownFailure string
	// Failure describes the first failed step: where, what was expected and
	// what was found (empty when the scenario passed).
	Failure string
	// Events are the last events before the failure (or the end).
	Events []string
	// Log is every event of the run, as readable lines.
	Log []string
}

// Failed reports whether the result should make a test run fail.
func (r Result) Failed() bool { return r.Status == Fail || r.Status == Fixed }

// stepError is a failed step; rule is set when the engine refused an action.
type stepError struct {
	msg  string
	rule *engine.RuleError
	line int // the line of a failed expectation, when not the step's
}

func (e *stepError) Error() string { return e.msg }

func failf(format string, a ...any) error { return &stepError{msg: fmt.Sprintf(format, a...)} }

// run is a scenario being run.
type run struct {
	s     *Scenario
	g     *engine.Game
	log   []string
	names map[engine.CardID]string
}

// Run builds the scenario's position and runs its steps, stopping at the
// first failed step.
func Run(s *Scenario) Result {
	res := Result{File: s.File, Name: s.Name, KnownFailure: s.KnownFailure}
	r := &run{s: s, names: map[engine.CardID]string{}}
	if len(s.Pos.Cards) > 0 || s.deck == "" {
		g, err := s.newGame()
		if err != nil {
			res.Status, res.Failure = Fail, "position: "+err.Error()
			return finish(res, s)
		}
		r.g = g
		r.render(g.Drain())
	}
	for l, i := range s.labels {
		r.names[engine.CardID(i)] = l
	}
	res.Status = Pass
	for i, st := range s.Steps {
		if err := r.do(st); err != nil {
			res.Status = Fail
			var se *stepError
			if errors.As(err, &se) && se.line > 0 {
				res.Failure = fmt.Sprintf("step %d (%s:%d) %s", i+1, s.File, se.line, err)
			} else {
				res.Failure = fmt.Sprintf("step %d (%s:%d) %s: %s", i+1, s.File, st.Line, st, err)
			}
			break
		}
	}
	res.Log = r.log
	res.Events = r.log
	if len(res.Events) > 10 {
		res.Events = res.Events[len(res.Events)-10:]
	}
	return finish(res, s)
}

func finish(res Result, s *Scenario) Result {
	if s.KnownFailure == "" {
		return res
	}
	if res.Status == Pass {
		res.Status = Fixed
		res.Failure = "known_failure is set (" + s.KnownFailure + ") but the scenario passes: remove known_failure"
		return res
	}
	res.Status = Known
	return res
}

func (r *run) render(evs []engine.Event) {
	for _, e := range evs {
		r.log = append(r.log, r.g.Render(e, -1))
	}
}

// apply takes one engine action.
func (r *run) apply(a engine.Action) error {
	legal := r.g.Legal()
	evs, err := r.g.Apply(a)
	if err != nil {
		var re *engine.RuleError
		if errors.As(err, &re) {
			msg := "refused: " + re.Error()
			if re.Rule == "" {
				msg += " (legal: " + r.legalText(legal) + ")"
			}
			return &stepError{msg: msg, rule: re}
		}
		return failf("%v", err)
	}
	r.render(evs)
	return nil
}

// do runs one step.
func (r *run) do(st Step) error {
	switch st.Kind {
	case "action":
		return r.action(st.Player, st.act)
	case "advance":
		return r.advance(st.adv)
	case "expect":
		for _, c := range st.checks {
			got, ok := c.eval(r)
			if !ok {
				return &stepError{msg: fmt.Sprintf("expect %s: expected %s, got %s", c.what, c.want, got), line: c.line}
			}
		}
		return nil
	case "illegal", "legal":
		sub := &run{s: r.s, g: r.g.Clone(), names: r.names}
		err := sub.action(st.Player, st.act)
		var se *stepError
		if st.Kind == "legal" {
			if err != nil {
				return failf("expected it to be legal, but: %v", err)
			}
			return nil
		}
		switch {
		case err == nil:
			want := ""
			if st.rule != "" {
				want = " by " + st.rule
			}
			return failf("expected it to be refused%s, but it is legal", want)
		case !errors.As(err, &se) || se.rule == nil:
			return failf("expected the rules to refuse it, but the step itself fails: %v", err)
		case st.rule != "" && !strings.Contains(se.rule.Rule+" "+se.rule.Msg, st.rule):
			return failf("refused by %s, not by %q", se.rule.Error(), st.rule)
		}
		return nil
	}
	return failf("unknown step kind %q", st.Kind)
}

// settle answers, for the other player, the decisions whose only legal answer
// is to pass (or to declare an empty sortie), as the engine's Apply does, until
// player p decides.
func (r *run) settle(p engine.Player) error {
	for i := 0; i < 64; i++ {
		if r.g.Over() || r.g.Decider() == p {
			return nil
		}
		l := r.g.Legal()
		if len(l) != 1 || (l[0].Kind != engine.APass && l[0].Kind != engine.ASortieDone) {
			return nil
		}
		if err := r.apply(l[0]); err != nil {
			return err
		}
	}
	return nil
}

// need checks that p decides now and that the decision is one of kinds.
func (r *run) need(p engine.Player, kinds ...string) error {
	if r.g.Over() {
		return failf("the game is over (%s)", r.g.Reason())
	}
	if r.g.Decider() != p {
		return failf("%s is not deciding now: %s", pname(p), r.g.DecisionText())
	}
	k := r.g.DecisionKind()
	for _, w := range kinds {
		if k == w {
			return nil
		}
	}
	return failf("%s is asked something else: %s", pname(p), r.g.DecisionText())
}
