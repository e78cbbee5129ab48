package agent

import (
	"math/rand/v2"

	"github.com/sortie-tcg/sortie/engine"
)

// Greedy plays what it can, sorties where its squads gain more than the
// counter-attack they leave open costs (keeping back the blockers the
// enemy's next attack calls for), blocks when the exchange or the Nation
// damage saved is worth it, times its tricks before battle damage, and
// weighs costs against penalties. It knows only the
// Observation (engine.Observation, with its Ask and the cards' numbers and
// TextViews) and the legal actions. Its choices are deterministic: ties go
// to the first legal action, and it draws nothing from its generator (the
// one New seeds), so a game depends only on the seeds.
type Greedy struct {
	r *rand.Rand // unused: Greedy is deterministic without it

	// v0 makes it greedy0, the greedy as it was before issue 9 (kept so
	// that the comparison can be rerun): it attacks wherever the best block
	// still loses, never blocks below 4 damage, plays its tricks whenever
	// legal, and makes the six misplays the issue lists.
	v0 bool

	// the sortie being declared: planned at the first sortie decision of a
	// step, then given one action at a time.
	plan    []engine.Action
	planFor [2]int // turn and phase the plan is for
	planned bool
}

// Name is "greedy", or "greedy0".
func (a *Greedy) Name() string {
	if a.v0 {
		return "greedy0"
	}
	return "greedy"
}

// nationWeight is greedy0's value of one point of Nation damage against the
// value (total cost) of a destroyed unit; greedy's grows as the Nation runs
// low (nationW).
const nationWeight = 1.0

// Choose picks by rules of thumb.
func (a *Greedy) Choose(obs *engine.Observation, legal []engine.Action) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	s := &state{obs: obs, me: obs.Viewer, opp: obs.Viewer.Opp(), legal: legal, v0: a.v0}
	var act engine.Action
	var ok bool
	switch obs.Ask.Kind {
	case "redeal":
		act, ok = s.redeal()
	case "priority":
		act, ok = s.priority()
	case "x":
		act, ok = s.chooseX()
	case "target":
		act, ok = s.target()
	case "set-on":
		act, ok = s.setOn()
	case "cost":
		act, ok = s.leastValuable(engine.AChoose)
	case "sortie":
		act, ok = a.sortie(s)
	case "choose":
		act, ok = s.effectChoose()
	case "option":
		act, ok = s.option()
	case "yes-no":
		act, ok = s.yesNo()
	case "hand-size":
		act, ok = s.leastValuable(engine.ADiscard)
	case "loop":
		// the count of a loop of optional actions (Rise 803.2): the largest
		// offered (as the other player, no smaller count): the laps repeat
		// optional actions the agent's side chose to take
		act, ok = legal[len(legal)-1], true
	}
	if ok {
		return act
	}
	return legal[0]
}

// state is one decision's view, with helpers.
type state struct {
	obs     *engine.Observation
	me, opp engine.Player
	legal   []engine.Action
	v0      bool // greedy0's rules
}

func (s *state) find(want engine.Action) (engine.Action, bool) { return find(s.legal, want) }

// find returns want if it is among legal.
func find(legal []engine.Action, want engine.Action) (engine.Action, bool) {
	for _, l := range legal {
		if l == want {
			return l, true
		}
	}
	return engine.Action{}, false
}

func (s *state) of(kind engine.ActionKind) []engine.Action {
	var out []engine.Action
	for _, l := range s.legal {
		if l.Kind == kind {
			out = append(out, l)
		}
	}
	return out
}

func (s *state) card(id engine.CardID) (engine.CardView, bool) { return s.obs.Card(id) }

func (s *state) pass() (engine.Action, bool) { return s.find(engine.Action{Kind: engine.APass}) }

// gCount is the number of G on p's field.
func (s *state) gCount(p engine.Player) int {
	n := 0
	for _, c := range s.obs.Players[p].Disposition {
		if c.Kind == "g" {
			n++
		}
	}
	return n
}

// value is what losing a card costs: its total cost plus the cards set on
// it (a destroyed unit takes its set group along), at least 1.
func value(c engine.CardView) float64 {
	v := float64(c.Cost)
	for _, x := range c.Set {
		v += value(x)
	}
	if v < 1 {
		v = 1
	}
	return v
}

// usefulness is how much a card in hand is worth keeping.
func (s *state) usefulness(c engine.CardView) float64 {
	gs := s.gCount(s.me)
	if c.Kind == "g" {
		if gs >= 8 {
			return 0.5
		}
		return 6
	}
	if int(c.Cost) > gs+3 {
		return 1 // far out of reach
	}
	return float64(c.Cost) + 1
}

// opSet is a set of effect primitives (engine.EffectOp), a bit each.
type opSet uint64

// opsOf is the set of ops.
func opsOf(ops ...engine.EffectOp) opSet {
	var s opSet
	for _, op := range ops {
		s |= 1 << op
	}
	return s
}

// textOps is the set of the primitives text t does (its Effects').
func textOps(t engine.TextView) opSet {
	var s opSet
	for _, e := range t.Effects {
		s |= 1 << e.Op
	}
	return s
}

// usesTaken are the effects of a text whose use Greedy may take at a
// priority (priority's shield, use): the use of a text that does none of
// them it never takes (use skips it: mayTake).
var usesTaken = opsOf(engine.EffShield, engine.EffAreaWeapon, engine.EffDestroy, engine.EffDamage, engine.EffDraw, engine.EffRecover)

// mayTake reports whether Greedy may take the use of text t: whether t does
// one of usesTaken.
func mayTake(t engine.TextView) bool { return textOps(t)&usesTaken != 0 }

// passesAt returns the pass when Greedy passes at a priority decision with
// legal actions legal whatever else its Observation shows, knowing only
// the texts of the cards the uses name (texts: a card's text views, as its
// View shows them), the counts of the decider's Nation and Discard Pile
// and of the cut: when they are the pass and uses of texts that priority
// does not take (none of usesTaken, or a recovery only that recoverWorth
// refuses), or, with effects on the cut, the pass and anything but a
// shield's use. A search's rollout asks it before it builds a View: in
// BenchmarkPlayouts's rollouts at about half the decisions with a choice
// (a use of 避難命令 while the Nation holds more than 12 cards, of a
// unit's roll for a modifier). TestPassesAt checks it against Choose.
func passesAt(legal []engine.Action, texts func(engine.CardID) []engine.TextView, nation, discardPile, cut int) (engine.Action, bool) {
	pass := engine.Action{Kind: engine.APass}
	found := false
	for _, l := range legal {
		switch {
		case l == pass:
			found = true
		case l.Kind == engine.AUse:
			ts := texts(l.Card)
			if int(l.Index) < 0 || int(l.Index) >= len(ts) {
				continue // not a text of the card's (useText)
			}
			t := ts[l.Index]
			ops := textOps(t) & usesTaken
			switch {
			case ops == 0:
				// a text not taken (mayTake)
			case cut > 0:
				if ops&opsOf(engine.EffShield) != 0 {
					return engine.Action{}, false
				}
				// priority passes while the cut holds effects
			case ops != opsOf(engine.EffRecover):
				return engine.Action{}, false
			case recoverWorth(t, nation, discardPile, func() bool { return true }):
				// it recovers only (use's last case): taken with enough G
				// when recoverWorth's counts say so
				return engine.Action{}, false
			}
		case cut > 0:
			// priority plays nothing while the cut holds effects
		default:
			return engine.Action{}, false
		}
	}
	return pass, found
}

// --- redeal ---

// redeal shows a hand without G and draws again (redeal A, free) when it
// may; it keeps a hand of six with 2–4 G; otherwise it redeals B once.
// greedy0 never takes redeal A.
func (s *state) redeal() (engine.Action, bool) {
	hand := s.obs.Players[s.me].Hand
	gs := 0
	for _, c := range hand {
		if c.Kind == "g" {
			gs++
		}
	}
	if gs == 0 && !s.v0 {
		if a, ok := s.find(engine.Action{Kind: engine.ARedealA}); ok {
			return a, true
		}
	}
	if len(hand) == 6 && (gs < 2 || gs > 4) {
		if a, ok := s.find(engine.Action{Kind: engine.ARedealB}); ok {
			return a, true
		}
	}
	return s.find(engine.Action{Kind: engine.AKeep})
}

// --- priority ---

// effectOf returns the first effect of t that does op.
func effectOf(t engine.TextView, op engine.EffectOp) (engine.TextEffect, bool) {
	for _, e := range t.Effects {
		if e.Op == op {
			return e, true
		}
	}
	return engine.TextEffect{}, false
}

// opN returns the amount of the first effect of t that does op, -1 for an
// amount decided later (X), and whether t has one.
func opN(t engine.TextView, op engine.EffectOp) (int, bool) {
	e, ok := effectOf(t, op)
	if e.Var {
		return -1, ok
	}
	return e.N, ok
}

func hasOp(t engine.TextView, op engine.EffectOp) bool {
	_, ok := effectOf(t, op)
	return ok
}

func (s *state) priority() (engine.Action, bool) {
	obs := s.obs
	// Special Shield and similar: a use that is legal only when it helps.
	for _, u := range s.of(engine.AUse) {
		if t, ok := s.useText(u); ok && hasOp(t, engine.EffShield) {
			return u, true
		}
	}
	if len(obs.Cut) > 0 {
		return s.pass()
	}
	myTurn := obs.Attacker == s.me
	if myTurn && obs.Phase == "disposition phase" {
		if a, ok := s.disposition(); ok {
			return a, true
		}
	}
	if a, ok := s.command(); ok {
		return a, true
	}
	if a, ok := s.use(); ok {
		return a, true
	}
	return s.pass()
}

// disposition plays a G, then the best unit, a character, an operation
// (not one that would carry an own unit to the enemy: see wasted).
func (s *state) disposition() (engine.Action, bool) {
	best := func(kind string) (engine.Action, bool) {
		var pick engine.Action
		bv := -1.0
		for _, p := range s.of(engine.APlay) {
			c, ok := s.card(p.Card)
			if !ok || c.Kind != kind || !s.v0 && s.wasted(c) {
				continue
			}
			v := float64(c.Cost)*10 + float64(powerSum(c))
			if v > bv {
				pick, bv = p, v
			}
		}
		return pick, bv >= 0
	}
	for _, k := range []string{"g", "unit", "character", "operation"} {
		if a, ok := best(k); ok {
			return a, true
		}
	}
	return engine.Action{}, false
}

// wasted reports whether playing c now would only hurt: a set card whose
// group moves to the enemy's side (逃避行) when no enemy unit is there to
// carry it, so that it would be set on an own unit.
func (s *state) wasted(c engine.CardView) bool {
	for _, t := range c.Texts {
		for _, e := range t.Effects {
			if e.Op == engine.EffMove && e.ToEnemy && !s.enemyUnitOnField() {
				return true
			}
		}
	}
	return false
}

// enemyUnitOnField reports whether the enemy has a unit on the field.
func (s *state) enemyUnitOnField() bool {
	for _, c := range s.obs.Players[s.opp].Disposition {
		if c.Kind == "unit" {
			return true
		}
	}
	for a := range s.obs.Areas {
		if len(s.obs.Areas[a].Squads[s.opp]) > 0 {
			return true
		}
	}
	return false
}

func (s *state) useText(u engine.Action) (engine.TextView, bool) {
	c, ok := s.card(u.Card)
	if !ok || int(u.Index) < 0 || int(u.Index) >= len(c.Texts) {
		return engine.TextView{}, false
	}
	return c.Texts[u.Index], true
}

// unitsIn lists p's units in battle area a that still fight (not destroyed).
func (s *state) unitsIn(p engine.Player, a engine.Area) []engine.CardView {
	var out []engine.CardView
	for _, c := range s.obs.Areas[a].Squads[p] {
		if !c.Destroyed {
			out = append(out, c)
		}
	}
	return out
}

// --- plan choices ---

// --- combat ---
