package agent

import (
	"sort"

	"github.com/sortie-tcg/sortie/engine"
)

// How the improved greedy weighs Nation cards against cards on the field,
// and what a card's own texts make its destruction cost.

// nationW is the value of one card of p's Nation: 1, more as the Nation
// runs low (the last cards are the game).
func (s *state) nationW(p engine.Player) float64 {
	if s.v0 {
		return nationWeight
	}
	n := max(s.obs.Players[p].Nation, 1)
	return 1 + 6/float64(n)
}

// leavePenalty is the number of cards of its enemy's Nation that card c's
// own texts take if c leaves the field now by that enemy's doing: a text
// that would trigger (TextView.OnLeave) and damages or mills the enemy
// Nation (ガンダム(ラストシューティング) mills as many as its melee).
func leavePenalty(c engine.CardView) int {
	n := 0
	for _, t := range c.Texts {
		if !t.OnLeave {
			continue
		}
		for _, e := range t.Effects {
			if (e.Op == engine.EffMill || e.Op == engine.EffDamage) && e.Nation == engine.EnemySide {
				n += e.N
			}
		}
	}
	return n
}

// worth is what destroying enemy card c now gains: its value, less what
// its own texts then take from the own Nation, plus, before battle damage,
// the battle damage it would deal to the own Nation from an unengaged
// attacking squad and what its texts would give for it. greedy0 counts its
// value only.
func (s *state) worth(c engine.CardView) float64 {
	v := value(c)
	if s.v0 {
		return v
	}
	w := s.nationW(s.me)
	v -= float64(leavePenalty(c)) * w
	if c.Zone == engine.ZBattle && s.obs.Attacker == s.opp && !s.obs.Areas[c.Area].Engaged && s.beforeBattleDamage() && !c.Rolled {
		// the squad keeps its order: the head deals its melee, the others
		// their range (GW basic "决定部队排列顺序的时机")
		dealt := c.Range
		if sq := s.obs.Areas[c.Area].Squads[s.opp]; len(sq) > 0 && sq[0].ID == c.ID {
			dealt = c.Melee
		}
		v += float64(dealt)*w + s.blocker(c).hit // and its texts for it are gone
	}
	return v
}

// beforeBattleDamage reports whether battle damage is still to come this
// turn: the battle phase before the damage step's fixed effect.
func (s *state) beforeBattleDamage() bool {
	switch s.obs.Phase {
	case "attack step", "defense step":
		return true
	case "damage step":
		return s.obs.Stage <= engine.StageBefore
	}
	return false
}

// threat is the most battle damage p's units could deal to the enemy
// Nation in p's next attack, unblocked: every unit sorties, the two with the
// best melee over range at the head of the two squads.
func (s *state) threat(p engine.Player) int {
	var gains []int
	n := 0
	for _, c := range s.units(p) {
		n += int(c.Range)
		gains = append(gains, int(c.Melee)-int(c.Range))
	}
	sort.Sort(sort.Reverse(sort.IntSlice(gains)))
	for i := 0; i < len(gains) && i < 2; i++ {
		n += max(gains[i], 0)
	}
	return n
}

// units lists p's units on the field that are not destroyed.
func (s *state) units(p engine.Player) []engine.CardView {
	var out []engine.CardView
	for _, c := range s.obs.Players[p].Disposition {
		if c.Kind == "unit" && !c.Destroyed {
			out = append(out, c)
		}
	}
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		out = append(out, s.unitsIn(p, a)...)
	}
	return out
}

// endangered reports whether the enemy's next attack could take the whole
// own Nation.
func (s *state) endangered() bool {
	return s.threat(s.opp) >= s.obs.Players[s.me].Nation
}

// fighter is unit c as the exchange counts it: for greedy its value is net
// of what its leaving would take from its enemy's Nation (so destroying a
// ガンダム(ラストシューティング) gains little, or loses).
func (s *state) fighter(c engine.CardView) fighter {
	f := s.blocker(c)
	if !s.v0 {
		f.value -= float64(leavePenalty(c)) * s.nationW(c.Ctrl.Opp())
	}
	return f
}

// blocker is unit c as the exchange counts it when it blocks (its leave
// texts, if any, do not count: see TextView.OnLeave).
func (s *state) blocker(c engine.CardView) fighter {
	f := fighterOf(c)
	if !s.v0 {
		f.hit, f.clash, f.kill = s.battleTriggers(c)
	}
	return f
}

// battleTriggers is what the texts of unit c and the cards set on it give
// its player when its squad deals battle damage to the enemy Nation, to an
// enemy squad, or destroys an enemy unit by it.
func (s *state) battleTriggers(c engine.CardView) (hit, clash, kill float64) {
	for _, t := range c.Texts {
		v := s.effectsWorth(t.Effects, c.Ctrl)
		switch t.Trigger {
		case engine.TrigNationBattleDamage:
			hit += v
		case engine.TrigSquadBattleDamage:
			clash += v
		case engine.TrigBattleKill:
			kill += v
		}
	}
	for _, x := range c.Set {
		h, cl, k := s.battleTriggers(x)
		hit, clash, kill = hit+h, clash+cl, kill+k
	}
	return hit, clash, kill
}

// effectsWorth is a rough worth of effects to player p: Nation cards
// recovered or dealt to the enemy Nation at their Nation's worth, a card
// drawn 1, an enemy card destroyed 3, a lasting modifier half its sum, a
// new turn 5.
func (s *state) effectsWorth(es []engine.TextEffect, p engine.Player) float64 {
	v := 0.0
	for _, e := range es {
		switch e.Op {
		case engine.EffRecover:
			v += float64(e.N) * s.nationW(p)
		case engine.EffDraw:
			v += float64(e.N)
		case engine.EffDamage, engine.EffMill:
			if e.Nation == engine.EnemySide {
				v += float64(e.N) * s.nationW(p.Opp())
			}
		case engine.EffDestroy:
			v += 3
		case engine.EffCoin:
			v += float64(max(e.N, 1)*(e.Mod[0]+e.Mod[1]+e.Mod[2])) / 2
		case engine.EffExtraTurn:
			v += 5
		}
	}
	return v
}

// squad lists the fighters of p's squad in area a, head first.
func (s *state) squad(p engine.Player, a engine.Area) []fighter {
	var out []fighter
	for _, c := range s.unitsIn(p, a) {
		out = append(out, s.fighter(c))
	}
	return out
}

// option: mill the most; of either-options the one that costs least
// (greedy0: the first that neither discards nor destroys).
func (s *state) option() (engine.Action, bool) {
	xs := s.of(engine.AOption)
	if len(xs) == 0 {
		return engine.Action{}, false
	}
	if s.obs.Ask.Effect == engine.EffMill {
		return xs[len(xs)-1], true
	}
	return bestBy(xs, func(x engine.Action) float64 {
		if int(x.Index) >= len(s.obs.Ask.OptionEffects) {
			return 0
		}
		return -s.optionCost(s.obs.Ask.OptionEffects[x.Index])
	}), true
}

// optionCost is what an option's effects cost the own side: damage to the
// own Nation at the Nation's worth, own cards given up at the value of the
// cheapest own card (a spare G costs little). greedy0 counts 1.5 for any
// discard or destruction and nothing for Nation damage.
func (s *state) optionCost(es []engine.TextEffect) float64 {
	cost := 0.0
	for _, e := range es {
		switch {
		case s.v0:
			if e.Op == engine.EffDiscard || e.Op == engine.EffDestroy {
				return 1.5
			}
		case e.Op == engine.EffDamage && e.Nation == engine.OwnSide:
			cost += float64(e.N) * s.nationW(s.me)
		case e.Op == engine.EffDiscard || e.Op == engine.EffDestroy:
			cost += s.cheapestOwn()
		case e.Op == engine.EffDiscardOwn:
			cost += float64(max(e.N, 1)) * s.cheapestOwn()
		}
	}
	return cost
}

// cheapestOwn is the value of the own card on the field worth least to keep.
func (s *state) cheapestOwn() float64 {
	best := -1.0
	for _, c := range s.obs.Players[s.me].Disposition {
		v := value(c)
		if c.Kind == "g" {
			v = s.gValue()
		}
		if best < 0 || v < best {
			best = v
		}
	}
	return max(best, 0)
}

// gValue is what one own G is worth: little when the G left would still
// pay for every card in hand and any card of total cost 6.
func (s *state) gValue() float64 {
	need := 6
	for _, c := range s.obs.Players[s.me].Hand {
		need = max(need, int(c.Cost))
	}
	if s.gCount(s.me)-1 >= need {
		return 0.5
	}
	return 4
}
