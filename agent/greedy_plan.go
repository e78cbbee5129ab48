package agent

import (
	"sort"
	"strings"

	"github.com/sortie-tcg/sortie/engine"
)

// The greedy's sorties: an attack weighed against the counter-attack it
// leaves open, and blocks worth their exchange.

// lethal is added to a plan that ends the game.
const lethal = 1000.0

// planAttack sorties the plan worth most: its gain in the worst case, less
// the gain of the enemy's best attack next turn against the units left
// standing (so it keeps back the blockers that attack calls for); a plan
// whose sure damage takes the whole enemy Nation needs no blockers. With
// up to splitMax candidates it tries every plan (bestSplit); with more it
// starts from attackPlan's squads with every unit sortied and keeps one
// more unit home while that makes the plan worth more.
func (s *state) planAttack() []engine.Action {
	units := s.candidates()
	bl, open := s.defenders()
	wOpp := s.nationW(s.opp)
	if len(units) <= splitMax {
		picks, _ := s.bestSplit(units, bl, wOpp)
		return sortieActions(picks)
	}
	enemyNation := s.obs.Players[s.opp].Nation
	keep := map[engine.CardID]bool{}
	eval := func() ([]squadPick, float64) {
		var sent []unitOpt
		for _, u := range units {
			if !keep[u.f.id] {
				sent = append(sent, u)
			}
		}
		picks, gain, sure := attackPlan(sent, bl, open, wOpp)
		if sure >= enemyNation {
			return picks, gain + lethal
		}
		return picks, gain - s.counter(picks)
	}
	best, bv := eval()
	for bv < lethal {
		var next engine.CardID
		nv := bv
		for _, pk := range best {
			for _, u := range pk.units {
				keep[u.id] = true
				if _, v := eval(); v > nv+1e-9 {
					next, nv = u.id, v
				}
				delete(keep, u.id)
			}
		}
		if nv == bv {
			break
		}
		keep[next] = true
		best, bv = eval()
	}
	return sortieActions(best)
}

// counter is the gain of the enemy's attack next turn (attackPlan's squads
// from its side: every enemy unit stands again) against the own units that
// will stand then, those standing in the disposition area now that picks
// do not sortie, blocking it as well as they can (jointDefended). An
// attack that would take the whole own Nation counts lethal.
func (s *state) counter(picks []squadPick) float64 {
	out := map[engine.CardID]bool{}
	for _, pk := range picks {
		for _, u := range pk.units {
			out[u.id] = true
		}
	}
	var bl [engine.NumAreas][]fighter
	var open [engine.NumAreas]bool
	for _, c := range s.obs.Players[s.me].Disposition {
		if c.Kind != "unit" || c.Rolled || c.Destroyed || out[c.ID] {
			continue
		}
		for a := engine.Area(0); a < engine.NumAreas; a++ {
			if canEnter(c, a) {
				bl[a] = append(bl[a], s.blocker(c))
			}
		}
	}
	var att []unitOpt
	for _, c := range s.units(s.opp) {
		u := unitOpt{f: s.fighter(c)}
		u.f.rolled, u.f.def = false, int(c.Defense) // it stands again, its damage gone
		for a := engine.Area(0); a < engine.NumAreas; a++ {
			u.areas[a] = canEnter(c, a)
		}
		att = append(att, u)
	}
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		open[a] = len(bl[a]) == 0
	}
	theirs, _, _ := attackPlan(att, bl, open, s.nationW(s.me))
	gain, dmg := jointDefended(theirs, bl, s.nationW(s.me))
	if dmg >= s.obs.Players[s.me].Nation {
		gain += lethal
	}
	return gain
}

// canEnter reports whether unit c's terrain lets it sortie to area a (the
// space and earth areas; the fighting arena is left out).
func canEnter(c engine.CardView, a engine.Area) bool {
	switch a {
	case engine.Space:
		return strings.Contains(c.Terrain, "space")
	case engine.Earth:
		return strings.Contains(c.Terrain, "earth")
	}
	return false
}

// planDefense blocks each attacking squad (the strongest first) with the
// block worth most, when it is worth more than taking the battle damage: a
// block is worth its exchange plus the battle damage it keeps from the own
// Nation, plus what a combat trick in hand would add to it (see tricks).
// Blocking costs no attack: the blockers stand again at the own turn. When
// the attack unblocked would take the whole Nation, every card of damage
// kept from it counts as much as the game.
func (s *state) planDefense() []engine.Action {
	units := s.candidates()
	used := map[engine.CardID]bool{}
	var picks []squadPick
	order := []engine.Area{engine.Space, engine.Earth}
	sort.SliceStable(order, func(i, j int) bool {
		return squadPower(s.obs.Areas[order[i]].Squads[s.opp]) > squadPower(s.obs.Areas[order[j]].Squads[s.opp])
	})
	w := s.nationW(s.me)
	incoming := 0
	for _, a := range order {
		incoming += squadPower(s.obs.Areas[a].Squads[s.opp])
	}
	if incoming >= s.obs.Players[s.me].Nation {
		w = lethal / float64(incoming) // unblocked, the attack ends the game
	}
	tricks := s.tricks()
	for _, a := range order {
		att := s.squad(s.opp, a)
		if len(att) == 0 {
			continue
		}
		var fs []fighter
		for _, u := range units {
			if !used[u.f.id] && u.areas[a] {
				fs = append(fs, u.f)
			}
		}
		var bestSq []fighter
		bv, bt := 0.0, -1
		for _, idx := range squads(len(fs)) {
			sq, v := bestOrder(pick(fs, idx), func(o []fighter) float64 {
				v, _ := blockValue(o, att, w, tricks)
				return v
			})
			if v > bv+1e-9 {
				bestSq, bv = sq, v
				_, bt = blockValue(sq, att, w, tricks)
			}
		}
		if bestSq == nil {
			continue
		}
		for _, u := range bestSq {
			used[u.id] = true
		}
		picks = append(picks, squadPick{area: a, units: bestSq})
		if bt >= 0 { // the trick is spoken for
			tricks = append(tricks[:bt:bt], tricks[bt+1:]...)
		}
	}
	return sortieActions(picks)
}

// trick is a combat trick in hand: a command that gives an own unit a
// combat modifier, playable in the enemy's defense or damage step before
// battle damage, with what playing it costs (the card, and own cards its
// text discards later).
type trick struct {
	mod  [3]int
	cost float64
}

// tricks lists the combat tricks in hand that the own Nation Power pays for.
func (s *state) tricks() []trick {
	var out []trick
	me := &s.obs.Players[s.me]
	for _, c := range me.Hand {
		if c.Kind != "command" || int(c.Cost) > me.Power.Total {
			continue
		}
		for _, t := range c.Texts {
			if !defenderTiming(t.Timing) || !hasOp(t, engine.EffModify) {
				continue
			}
			tr := trick{mod: buffOf(t), cost: 1}
			for _, e := range t.Effects {
				if e.Later && (e.Op == engine.EffDiscard || e.Op == engine.EffDestroy) {
					tr.cost += s.cheapestOwn()
				}
			}
			out = append(out, tr)
		}
	}
	return out
}

// defenderTiming reports whether a text of timing t can be used by the
// defender between its block and battle damage.
func defenderTiming(t string) bool {
	switch t {
	case "always", "turn", "battle-phase", "defense-step", "damage-step", "enemy-turn", "enemy-battle-phase", "enemy-defense-step", "enemy-damage-step":
		return true
	}
	return false
}

// blockValue is what block blk against squad att is worth: its exchange
// plus the battle damage it keeps from the Nation (one card counting w),
// plus the best gain a trick would add (over its cost), with that trick's
// index (-1 when none adds anything).
func blockValue(blk, att []fighter, w float64, tricks []trick) (float64, int) {
	base := exchange(blk, att)
	v, best := base+unblocked(att, w), -1
	bonus := 0.0
	for i, t := range tricks {
		for j := range blk {
			b := append([]fighter(nil), blk...)
			b[j].melee += t.mod[0]
			b[j].rng += t.mod[1]
			b[j].def += t.mod[2]
			if g := exchange(b, att) - base - t.cost; g > bonus {
				bonus, best = g, i
			}
		}
	}
	return v + bonus, best
}
