package agent

import (
	"github.com/sortie-tcg/sortie/engine"
)

// How the greedy agent values and aims commands and texts, and answers the
// choices they ask for.

// killable returns the enemy battle-area unit of highest value that n damage
// destroys, and its value (0 if none).
func (s *state) killable(n int) (engine.CardView, float64) {
	var pick engine.CardView
	bv := 0.0
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		for _, c := range s.unitsIn(s.opp, a) {
			if v := s.worth(c); defenseLeft(c) <= n && v > bv {
				pick, bv = c, v
			}
		}
	}
	return pick, bv
}

// command plays a command with a good use now: damage that destroys an
// enemy unit, a buff that changes an engaged fight, a recovery that is
// needed, a redirection of a big unblocked attack.
func (s *state) command() (engine.Action, bool) {
	var pick engine.Action
	bv := 0.0
	for _, p := range s.of(engine.APlay) {
		c, ok := s.card(p.Card)
		if !ok || c.Kind != "command" || int(p.Index) >= len(c.Texts) {
			continue
		}
		if v := s.commandValue(c.Texts[p.Index]); v > bv {
			pick, bv = p, v
		}
	}
	return pick, bv > 0
}

func (s *state) commandValue(t engine.TextView) float64 {
	me := &s.obs.Players[s.me]
	switch {
	case hasOp(t, engine.EffDamage):
		n, _ := opN(t, engine.EffDamage)
		if n < 0 { // X: the best X among enemy battle units' total costs
			return s.bestX()
		}
		if len(t.Targets) > 0 && t.Targets[0].Count == 2 {
			return s.twoKillValue(n)
		}
		_, v := s.killable(n)
		return v
	case hasOp(t, engine.EffModify):
		if !s.v0 && !s.beforeBattleDamage() {
			return 0 // the fight is over
		}
		return s.buffValue(t)
	case hasOp(t, engine.EffRedirect):
		if !s.v0 && !(s.obs.Phase == "damage step" && s.beforeBattleDamage()) {
			return 0 // only battle damage still to come can be redirected
		}
		for a := engine.Area(0); a < engine.NumAreas; a++ {
			if s.obs.Areas[a].Engaged {
				continue
			}
			p := squadPower(s.obs.Areas[a].Squads[s.opp])
			if p >= me.Nation || (p >= 5 && s.gCount(s.me) >= 7) {
				return float64(p)
			}
		}
	case hasOp(t, engine.EffRecover):
		n, _ := opN(t, engine.EffRecover)
		got := min(n, me.DiscardPile)
		if s.v0 && (got >= 8 || (me.Nation < 15 && got >= 3)) {
			return float64(got) / 2
		}
		// two thirds of it at least, unless the enemy's next attack could end the game
		if !s.v0 && got > 0 && (3*got >= 2*n || s.endangered()) {
			return float64(got) / 2
		}
	case hasOp(t, engine.EffDraw):
		return 1
	}
	return 0
}

// twoKillValue is the value destroyed by n damage to the two best enemy units
// of one battle area (the two-target mode of a command).
func (s *state) twoKillValue(n int) float64 {
	best := 0.0
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		us := s.unitsIn(s.opp, a)
		if len(us) < 2 {
			continue
		}
		v := 0.0
		for _, c := range us {
			if defenseLeft(c) <= n {
				v += s.worth(c)
			}
		}
		best = max(best, v)
	}
	return best
}

// bestX is the value an X-damage-to-all-of-total-cost-X command destroys at its best X.
func (s *state) bestX() float64 {
	best := 0.0
	for x := 1; x <= 12; x++ {
		best = max(best, s.xKills(x))
	}
	return best
}

func (s *state) xKills(x int) float64 {
	v := 0.0
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		for _, c := range s.unitsIn(s.opp, a) {
			if int(c.Cost) == x && defenseLeft(c) <= x {
				v += s.worth(c)
			}
		}
	}
	return v
}

// buffValue is what a +m/+r/+d on the best own engaged unit gains in its fight.
func (s *state) buffValue(t engine.TextView) float64 {
	m := buffOf(t)
	best := 0.0
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		if !s.obs.Areas[a].Engaged {
			continue
		}
		mine, theirs := fighters(s.obs.Areas[a].Squads[s.me]), fighters(s.obs.Areas[a].Squads[s.opp])
		if !s.v0 {
			mine, theirs = s.squad(s.me, a), s.squad(s.opp, a)
		}
		if len(mine) == 0 {
			continue
		}
		base := exchange(mine, theirs)
		for i := range mine {
			b := append([]fighter(nil), mine...)
			b[i].melee += m[0]
			b[i].rng += m[1]
			b[i].def += m[2]
			if g := exchange(b, theirs) - base; g > best {
				best = g
			}
		}
	}
	if best < 2 {
		return 0 // not worth a card and its drawback
	}
	return best
}

// buffOf is the combat modifier of t's last modify effect.
func buffOf(t engine.TextView) [3]int {
	var m [3]int
	for _, e := range t.Effects {
		if e.Op == engine.EffModify {
			m = e.Mod
		}
	}
	return m
}

// use uses a field card's text when it draws, destroys, damages or recovers
// usefully.
func (s *state) use() (engine.Action, bool) {
	me := &s.obs.Players[s.me]
	for _, u := range s.of(engine.AUse) {
		t, ok := s.useText(u)
		if !ok || !mayTake(t) {
			continue // passesAt counts on it
		}
		switch {
		case hasOp(t, engine.EffAreaWeapon):
			n, _ := opN(t, engine.EffAreaWeapon)
			if c, ok := s.card(u.Card); ok && c.Zone == engine.ZBattle {
				for _, e := range s.unitsIn(s.opp, c.Area) {
					if int(e.Defense) <= n {
						return u, true
					}
				}
			}
		case hasOp(t, engine.EffDestroy):
			return u, true
		case hasOp(t, engine.EffDamage):
			n, _ := opN(t, engine.EffDamage)
			if _, v := s.killable(n); v > 0 || len(t.Targets) > 0 && t.Targets[0].Nation {
				return u, true
			}
		case hasOp(t, engine.EffDraw):
			if !t.Rolls && t.Resource == 0 {
				return u, true
			}
		case hasOp(t, engine.EffRecover):
			if recoverWorth(t, me.Nation, me.DiscardPile, func() bool { return s.gCount(s.me) > 4 }) {
				return u, true
			}
		}
	}
	return engine.Action{}, false
}

// recoverWorth reports whether Greedy uses t, a text that recovers, with
// nation and discardPile cards in its Nation and Discard Pile: 避難命令, a
// G for 3, only when the Nation runs low and more than 4 G stand (enoughG,
// read last). Rolling a unit for 1 (休息) costs its attack: not done.
func recoverWorth(t engine.TextView, nation, discardPile int, enoughG func() bool) bool {
	n, _ := opN(t, engine.EffRecover)
	return hasOp(t, engine.EffDiscard) && nation <= 12 && discardPile >= n && enoughG()
}

// chooseX picks the X that destroys the most; without a filter X, the largest.
func (s *state) chooseX() (engine.Action, bool) {
	xs := s.of(engine.AChooseX)
	if len(xs) == 0 {
		return engine.Action{}, false
	}
	pick, bv := xs[len(xs)-1], 0.0
	if hasOp(s.obs.Ask.Text, engine.EffDamage) {
		for _, x := range xs {
			if v := s.xKills(int(x.N)); v > bv {
				pick, bv = x, v
			}
		}
	}
	return pick, true
}

// target chooses a target: for damage the enemy unit of highest value it
// destroys (else the enemy Nation, else the biggest); for a buff the own
// unit it helps most; otherwise enemy cards before own, by value.
func (s *state) target() (engine.Action, bool) {
	t := s.obs.Ask.Text
	ts := s.of(engine.ATarget)
	if len(ts) == 0 {
		return engine.Action{}, false
	}
	score := func(x engine.Action) float64 {
		if x.Card == engine.None {
			if engine.Player(x.N) == s.opp {
				return 2.5 // the enemy Nation
			}
			return -10
		}
		c, ok := s.card(x.Card)
		if !ok {
			return 0
		}
		enemy := c.Ctrl == s.opp
		v := value(c)
		switch {
		case hasOp(t, engine.EffModify):
			if enemy {
				return -v
			}
			if c.Zone == engine.ZBattle {
				return 10 + v
			}
			return v
		case hasOp(t, engine.EffDiscard), hasOp(t, engine.EffRecover):
			// own cards given up (避難命令's G): the least valuable
			if enemy {
				return v
			}
			return -v
		}
		if !enemy {
			return -v
		}
		if c.Destroyed {
			return 0.1
		}
		if n, ok := opN(t, engine.EffDamage); ok && n > 0 {
			if defenseLeft(c) <= n {
				return 10 + s.worth(c)
			}
			return v / 10
		}
		return 5 + s.worth(c)
	}
	return bestBy(ts, score), true
}

// yesNo accepts an optional effect or payment, except (greedy) an optional
// damage or destruction when no enemy unit it could destroy is worth
// destroying (its target was then the least bad one there was, see target).
func (s *state) yesNo() (engine.Action, bool) {
	t := s.obs.Ask.Text
	for _, e := range t.Effects {
		if s.v0 || !e.Optional || len(t.Targets) == 0 || e.Op != engine.EffDamage && e.Op != engine.EffDestroy {
			continue
		}
		good := false
		for _, c := range s.units(s.opp) {
			if (e.Op == engine.EffDestroy || e.Var || defenseLeft(c) <= e.N) && s.worth(c) > 0 {
				good = true
			}
		}
		if !good {
			return s.find(engine.Action{Kind: engine.ANo})
		}
	}
	return s.find(engine.Action{Kind: engine.AYes})
}

// setOn sets a character on the best own unit; an operation whose group
// moves to the enemy's side at its controller's turn end (逃避行) goes on the
// best enemy unit, others on the best own unit.
func (s *state) setOn() (engine.Action, bool) {
	ts := s.of(engine.ATarget)
	if len(ts) == 0 {
		return engine.Action{}, false
	}
	src, _ := s.card(s.obs.Ask.Source)
	toEnemy := false
	for _, t := range src.Texts {
		for _, e := range t.Effects {
			toEnemy = toEnemy || e.ToEnemy
		}
	}
	return bestBy(ts, func(x engine.Action) float64 {
		c, ok := s.card(x.Card)
		if !ok {
			return 0
		}
		v := float64(powerSum(c)) + value(c)
		if len(c.Set) > 0 {
			v -= 3
		}
		if (c.Ctrl == s.opp) != toEnemy {
			return -v
		}
		return v
	}), true
}

// leastValuable picks, among actions of kind, the card worth least to keep.
func (s *state) leastValuable(kind engine.ActionKind) (engine.Action, bool) {
	xs := s.of(kind)
	if len(xs) == 0 {
		return engine.Action{}, false
	}
	return bestBy(xs, func(x engine.Action) float64 {
		c, ok := s.card(x.Card)
		if !ok {
			return 0
		}
		if c.Zone == engine.ZHand {
			return -s.usefulness(c)
		}
		v := value(c)
		if c.Kind == "g" {
			v = 1
			if c.Rolled {
				v = 0.9
			}
		}
		return -v
	}), true
}

// effectChoose answers an effect's choice: a unit to put into play, the
// biggest; cards to give up, the least valuable own; enemy cards, the most
// valuable.
func (s *state) effectChoose() (engine.Action, bool) {
	xs := s.of(engine.AChoose)
	done, canStop := s.find(engine.Action{Kind: engine.AChooseDone})
	switch s.obs.Ask.Effect {
	case engine.EffPlayFromHand:
		if len(xs) > 0 {
			return bestBy(xs, func(x engine.Action) float64 {
				c, _ := s.card(x.Card)
				return float64(c.Cost)
			}), true
		}
		return done, canStop
	case engine.EffDiscardOwn:
		if len(xs) == 0 {
			return done, canStop
		}
		return bestBy(xs, func(x engine.Action) float64 {
			c, _ := s.card(x.Card)
			return -s.usefulness(c)
		}), true
	}
	if len(xs) == 0 {
		return done, canStop
	}
	own := true
	for _, x := range xs {
		if c, ok := s.card(x.Card); ok && c.Ctrl == s.opp {
			own = false
		}
	}
	if own && canStop {
		return done, true // giving up nothing is allowed
	}
	return bestBy(xs, func(x engine.Action) float64 {
		c, ok := s.card(x.Card)
		if !ok {
			return 0
		}
		v := value(c)
		if c.Kind == "g" {
			v = 1
		}
		if c.Ctrl == s.me {
			return -v
		}
		return v
	}), true
}

// bestBy returns the action of highest score, the first of equal ones.
func bestBy(xs []engine.Action, score func(engine.Action) float64) engine.Action {
	best, bv := xs[0], score(xs[0])
	for _, x := range xs[1:] {
		if v := score(x); v > bv {
			best, bv = x, v
		}
	}
	return best
}
