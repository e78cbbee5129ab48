package scenario

import (
	"fmt"

	"github.com/sortie-tcg/sortie/engine"
)

// sortie passes priority (both players) up to p's sortie decision, the fixed
// effect of the attack or defense step, and declares the groups.
func (r *run) sortie(p engine.Player, a *action) error {
	turn := r.g.Turn()
	// the attacker sorties in the attack step, the defender in the defense
	// step: pass at most from the step before it
	step := engine.PAttack
	if p != r.g.Attacker() {
		step = engine.PDefense
	}
	ph, st := r.g.Phase(), r.g.Stage()
	if !(r.g.Decider() == p && r.g.DecisionKind() == "sortie") && (ph < step-1 || ph > step || ph == step && st > engine.StageFixed) {
		return failf("%s sorties in the %s's fixed effect; now: %s (use advance to get there)", pname(p), step.Name(), r.where())
	}
	for i := 0; ; i++ {
		if r.g.Over() {
			return failf("the game is over (%s)", r.g.Reason())
		}
		if r.g.Decider() == p && r.g.DecisionKind() == "sortie" {
			break
		}
		if r.g.Turn() != turn || i > 200 {
			return failf("passed to the end of the turn without a sortie decision for %s", pname(p))
		}
		switch l := r.g.Legal(); {
		case r.g.DecisionKind() == "priority":
			if err := r.apply(engine.Action{Kind: engine.APass}); err != nil {
				return err
			}
		case len(l) == 1 && l[0].Kind == engine.ASortieDone:
			if err := r.apply(l[0]); err != nil {
				return err
			}
		default:
			return failf("while passing to %s's sortie: %s (script this decision first)", pname(p), r.g.DecisionText())
		}
	}
	for _, grp := range a.groups {
		for _, u := range grp.units {
			c, err := r.ownUnit(p, u)
			if err != nil {
				return err
			}
			if err := r.apply(engine.Action{Kind: engine.ASortie, Card: c, Area: grp.area}); err != nil {
				return err
			}
		}
	}
	return r.apply(engine.Action{Kind: engine.ASortieDone})
}

func (r *run) ownUnit(p engine.Player, rf ref) (engine.CardID, error) {
	if rf.label >= 0 {
		return engine.CardID(rf.label), nil
	}
	// a unit of that name that may sortie; else any, so that the engine says why not
	for pass := 0; pass < 2; pass++ {
		for _, c := range r.g.ZoneCards(p, engine.ZDisposition) {
			if r.matches(c, rf) && (pass == 1 || r.maySortie(c)) {
				return c, nil
			}
		}
	}
	return engine.None, failf("%s has no %s in the disposition area to sortie", pname(p), rf.text)
}

// maySortie reports whether c can be added to the sortie being declared.
func (r *run) maySortie(c engine.CardID) bool {
	for _, l := range r.g.Legal() {
		if l.Kind == engine.ASortie && l.Card == c {
			return true
		}
	}
	return false
}

// progress orders positions in the game: turn, phase, stage.
func progress(turn int, ph engine.Phase, st engine.Stage) int {
	return turn*100 + int(ph)*10 + int(st)
}

func (r *run) now() int { return progress(r.g.Turn(), r.g.Phase(), r.g.Stage()) }

func (r *run) where() string {
	return fmt.Sprintf("turn %d, %s (%s)", r.g.Turn(), r.g.Phase().Name(), r.g.Stage())
}

// advance passes for whoever holds priority until the target: the cut is
// resolved, or the game reaches a turn, phase and stage. Any other decision
// with more than one answer stops it: the script must answer it.
func (r *run) advance(a *advance) error {
	target := 0
	if !a.resolve {
		turn := r.g.Turn()
		if a.turn > 0 {
			turn = a.turn
		}
		ph, st := a.phase, a.stage
		if a.end {
			st = engine.StageStart
			if ph == engine.PEndOfTurn {
				turn, ph = turn+1, engine.PReroll
			} else {
				ph++
			}
		}
		target = progress(turn, ph, st)
		if r.now() > target {
			return failf("the game is already past it (now: %s)", r.where())
		}
	} else if len(r.g.CutEffects()) == 0 && len(r.g.PendingEffects()) == 0 {
		return failf("nothing to resolve: the cut is empty (now: %s)", r.where())
	}
	for i := 0; i < 5000; i++ {
		if r.g.Over() {
			return nil
		}
		if a.resolve {
			if r.g.DecisionKind() == "priority" && len(r.g.CutEffects()) == 0 && len(r.g.PendingEffects()) == 0 {
				return nil
			}
		} else if r.now() >= target {
			return nil
		}
		switch l := r.g.Legal(); {
		case r.g.DecisionKind() == "priority":
			if err := r.apply(engine.Action{Kind: engine.APass}); err != nil {
				return err
			}
		case len(l) == 1 && l[0].Kind == engine.ASortieDone:
			// a sortie with no unit that can go: the only answer
			if err := r.apply(l[0]); err != nil {
				return err
			}
		default:
			return failf("stopped at %s: %s; advance only passes: script this decision", r.where(), r.g.DecisionText())
		}
	}
	return failf("did not get there in 5000 passes (now: %s)", r.where())
}
