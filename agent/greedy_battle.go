package agent

import (
	"sort"
	"strings"

	"github.com/sortie-tcg/sortie/engine"
)

// Sortie planning of the greedy agent: squads, exchanges and blocks.

// fighter is a unit in a squad as the exchange sees it.
type fighter struct {
	id              engine.CardID
	melee, rng, def int // def: defense left (defense minus damage)
	value           float64
	rolled          bool
}

func fighterOf(c engine.CardView) fighter {
	return fighter{id: c.ID, melee: c.Melee, rng: c.Range, def: c.Defense - c.Damage, value: value(c), rolled: c.Rolled}
}

// fighters lists the units of a squad that still fight.
func fighters(cs []engine.CardView) []fighter {
	var out []fighter
	for _, c := range cs {
		if !c.Destroyed {
			out = append(out, fighterOf(c))
		}
	}
	return out
}

// power is the battle damage a squad deals: the head's melee and the
// others' range; rolled units deal none (GW basic "战斗伤害数值的决定").
func power(sq []fighter) int {
	n := 0
	for i, u := range sq {
		if u.rolled {
			continue
		}
		if i == 0 {
			n += u.melee
		} else {
			n += u.rng
		}
	}
	return n
}

func squadPower(cs []engine.CardView) int { return power(fighters(cs)) }

// lost is the value of sq's units that n battle damage destroys, dealt from
// the head down, each unit taking up to its defense left.
func lost(sq []fighter, n int) float64 {
	v := 0.0
	for _, u := range sq {
		if n <= 0 {
			break
		}
		if u.def <= 0 {
			continue
		}
		if n >= u.def {
			v += u.value
		}
		n -= u.def
	}
	return v
}

// exchange is the value a's squad gains against b's engaged squad: b's
// losses minus a's.
func exchange(a, b []fighter) float64 { return lost(b, power(a)) - lost(a, power(b)) }

// withHead returns sq with sq[h] moved to the head.
func withHead(sq []fighter, h int) []fighter {
	out := make([]fighter, 0, len(sq))
	out = append(out, sq[h])
	for i, u := range sq {
		if i != h {
			out = append(out, u)
		}
	}
	return out
}

// subsets lists the index sets of size 1..k of n items, in a fixed order.
func subsets(n, k int) [][]int {
	var out [][]int
	var rec func(start int, cur []int)
	rec = func(start int, cur []int) {
		if len(cur) > 0 {
			out = append(out, append([]int(nil), cur...))
		}
		if len(cur) == k {
			return
		}
		for i := start; i < n; i++ {
			rec(i+1, append(cur, i))
		}
	}
	rec(0, nil)
	return out
}

func pick(fs []fighter, idx []int) []fighter {
	out := make([]fighter, len(idx))
	for i, j := range idx {
		out[i] = fs[j]
	}
	return out
}

// bestOrder returns the order (a choice of head) of sq that scores best.
func bestOrder(sq []fighter, score func([]fighter) float64) ([]fighter, float64) {
	var best []fighter
	bv := 0.0
	for h := range sq {
		o := withHead(sq, h)
		if v := score(o); best == nil || v > bv {
			best, bv = o, v
		}
	}
	return best, bv
}

// defended is the attacker's gain when the defender answers squad att with
// its best block from blockers (or with none): the defender's best response.
func defended(att, blockers []fighter) float64 {
	worst := float64(power(att)) * nationWeight // no block
	for _, idx := range subsets(len(blockers), 3) {
		blk := pick(blockers, idx)
		for h := range blk {
			if v := exchange(att, withHead(blk, h)); v < worst {
				worst = v
			}
		}
	}
	if len(blockers) > 3 { // every blocker at once
		for h := range blockers {
			if v := exchange(att, withHead(blockers, h)); v < worst {
				worst = v
			}
		}
	}
	return worst
}

// sortie answers sortie decisions from a plan made at the step's first one.
func (a *Greedy) sortie(s *state) (engine.Action, bool) {
	// the attacker declares in the attack step, the defender in the defense step
	key := [2]int{s.obs.Turn, int(s.obs.Attacker)}
	if !a.planned || a.planFor != key {
		a.planFor, a.planned = key, true
		if s.obs.Attacker == s.me {
			a.plan = s.planAttack()
		} else {
			a.plan = s.planDefense()
		}
	}
	for len(a.plan) > 0 {
		next := a.plan[0]
		a.plan = a.plan[1:]
		if act, ok := s.find(next); ok {
			return act, true
		}
	}
	return s.find(engine.Action{Kind: engine.ASortieDone})
}

// candidates lists own units that may sortie, with the areas each may enter.
func (s *state) candidates() ([]fighter, map[engine.CardID][]engine.Area) {
	areas := map[engine.CardID][]engine.Area{}
	var fs []fighter
	for _, l := range s.of(engine.ASortie) {
		if _, seen := areas[l.Card]; !seen {
			c, ok := s.card(l.Card)
			if !ok {
				continue
			}
			fs = append(fs, fighterOf(c))
		}
		areas[l.Card] = append(areas[l.Card], l.Area)
	}
	return fs, areas
}

func canGo(areas map[engine.CardID][]engine.Area, id engine.CardID, a engine.Area) bool {
	for _, x := range areas[id] {
		if x == a {
			return true
		}
	}
	return false
}

// blockers lists the enemy's standing units in its disposition area that
// can enter area a.
func (s *state) blockers(a engine.Area) []fighter {
	want := "space"
	if a == engine.Earth {
		want = "earth"
	}
	var out []fighter
	for _, c := range s.obs.Players[s.opp].Disposition {
		if c.Kind == "unit" && !c.Rolled && strings.Contains(c.Terrain, want) {
			out = append(out, fighterOf(c))
		}
	}
	return out
}

// planAttack sorties, area by area, the squad (up to three units, or all)
// whose worst outcome against the defender's best block is best, when that
// outcome is a gain; an area no enemy unit can block gets every unit that
// can go there, with the strongest melee at the head.
func (s *state) planAttack() []engine.Action {
	units, areas := s.candidates()
	used := map[engine.CardID]bool{}
	var plan []engine.Action
	add := func(a engine.Area, sq []fighter) {
		for _, u := range sq {
			used[u.id] = true
			plan = append(plan, engine.Action{Kind: engine.ASortie, Card: u.id, Area: a})
		}
	}
	free := func(a engine.Area) []fighter {
		var out []fighter
		for _, u := range units {
			if !used[u.id] && canGo(areas, u.id, a) {
				out = append(out, u)
			}
		}
		return out
	}
	// open areas first: a head for each, then the rest
	var open []engine.Area
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		if len(s.blockers(a)) == 0 && len(s.obs.Areas[a].Squads[s.opp]) == 0 {
			open = append(open, a)
		}
	}
	for _, a := range open {
		fs := free(a)
		if len(fs) == 0 {
			continue
		}
		sort.SliceStable(fs, func(i, j int) bool { return fs[i].melee-fs[i].rng > fs[j].melee-fs[j].rng })
		add(a, fs[:1])
	}
	for _, a := range open {
		add(a, free(a))
	}
	// contested areas: the best squad whose worst case is a gain
	for {
		var bestSq []fighter
		var bestA engine.Area
		bv := 0.0
		for a := engine.Area(0); a < engine.NumAreas; a++ {
			fs := free(a)
			bl := s.blockers(a)
			try := subsets(len(fs), 3)
			if len(fs) > 3 {
				all := make([]int, len(fs))
				for i := range all {
					all[i] = i
				}
				try = append(try, all)
			}
			for _, idx := range try {
				sq, v := bestOrder(pick(fs, idx), func(o []fighter) float64 { return defended(o, bl) })
				if v > bv+1e-9 {
					bestSq, bestA, bv = sq, a, v
				}
			}
		}
		if bestSq == nil {
			break
		}
		add(bestA, bestSq)
	}
	plan = append(plan, engine.Action{Kind: engine.ASortieDone})
	return plan
}

// planDefense blocks, for each attacking squad (the strongest first), with
// the block that gains most when it destroys at least what it loses, or,
// when the squad would deal 4 or more damage to the Nation, with the block
// that loses least if that is better than taking the damage.
func (s *state) planDefense() []engine.Action {
	units, areas := s.candidates()
	used := map[engine.CardID]bool{}
	var plan []engine.Action
	order := []engine.Area{engine.Space, engine.Earth}
	sort.SliceStable(order, func(i, j int) bool {
		return squadPower(s.obs.Areas[order[i]].Squads[s.opp]) > squadPower(s.obs.Areas[order[j]].Squads[s.opp])
	})
	for _, a := range order {
		att := fighters(s.obs.Areas[a].Squads[s.opp])
		if len(att) == 0 {
			continue
		}
		dmg := power(att)
		var fs []fighter
		for _, u := range units {
			if !used[u.id] && canGo(areas, u.id, a) {
				fs = append(fs, u)
			}
		}
		var bestSq []fighter
		bv := 0.0
		for _, idx := range subsets(len(fs), 3) {
			sq, v := bestOrder(pick(fs, idx), func(o []fighter) float64 { return exchange(o, att) })
			if bestSq == nil || v > bv {
				bestSq, bv = sq, v
			}
		}
		if bestSq == nil {
			continue
		}
		kills := lost(att, power(bestSq)) > 0
		if (bv >= 0 && kills) || (dmg >= 4 && bv > -float64(dmg)*nationWeight) {
			for _, u := range bestSq {
				used[u.id] = true
				plan = append(plan, engine.Action{Kind: engine.ASortie, Card: u.id, Area: a})
			}
		}
	}
	plan = append(plan, engine.Action{Kind: engine.ASortieDone})
	return plan
}
