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
	// what its texts give its player when its squad deals battle damage to
	// the enemy Nation (hit), to an enemy squad (clash), or destroys an
	// enemy unit by it (kill); greedy0 counts none
	hit, clash, kill float64
}

// defenseLeft is unit c's defense minus its damage: the battle damage more
// that destroys it (GW adv. "破坏": damage at or over its defense).
func defenseLeft(c engine.CardView) int { return int(c.Defense) - int(c.Damage) }

// powerSum is unit c's melee, range and defense added up.
func powerSum(c engine.CardView) int { return int(c.Melee) + int(c.Range) + int(c.Defense) }

func fighterOf(c engine.CardView) fighter {
	return fighter{id: c.ID, melee: int(c.Melee), rng: int(c.Range), def: defenseLeft(c), value: value(c), rolled: c.Rolled}
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
// losses minus a's, and what each side's texts give it for dealing battle
// damage to the other (spoils).
func exchange(a, b []fighter) float64 {
	pa, pb := power(a), power(b)
	return lost(b, pa) - lost(a, pb) + spoils(a, b, pa) - spoils(b, a, pb)
}

// spoils is what squad x's texts give its player when it deals n battle
// damage to squad y.
func spoils(x, y []fighter, n int) float64 {
	if n <= 0 {
		return 0
	}
	v := 0.0
	for _, u := range x {
		v += u.clash
	}
	if killsAny(y, n) {
		for _, u := range x {
			v += u.kill
		}
	}
	return v
}

// killsAny reports whether n battle damage destroys a unit of sq.
func killsAny(sq []fighter, n int) bool {
	for _, u := range sq {
		if u.def > 0 {
			if n >= u.def {
				return true
			}
			n -= u.def
		}
	}
	return false
}

// unblocked is what squad att gains when no one blocks it: its battle
// damage to the Nation (one card counting w) and what its texts give for it.
func unblocked(att []fighter, w float64) float64 {
	n := power(att)
	v := float64(n) * w
	if n > 0 {
		for _, u := range att {
			v += u.hit
		}
	}
	return v
}

// toHead moves sq[h] to the head of sq, in place, the others keeping their
// order.
func toHead(sq []fighter, h int) {
	u := sq[h]
	copy(sq[1:h+1], sq[:h])
	sq[0] = u
}

// fromHead undoes toHead(sq, h).
func fromHead(sq []fighter, h int) {
	u := sq[0]
	copy(sq[:h], sq[1:h+1])
	sq[h] = u
}

// headFirst appends sq with sq[h] moved to the head to dst (scratch memory
// for an order only scored, not kept).
func headFirst(dst, sq []fighter, h int) []fighter {
	dst = append(dst, sq[h])
	for i, u := range sq {
		if i != h {
			dst = append(dst, u)
		}
	}
	return dst
}

// squads lists the index sets of the squads tried from n units: every one
// of up to three units, and all n when n is more. The lists for up to
// tabled units are made once (callers only read them).
func squads(n int) [][]int {
	if n < tabled {
		return squadTable[n]
	}
	return makeSquads(n)
}

func makeSquads(n int) [][]int {
	try := makeSubsets(n, 3)
	if n > 3 {
		all := make([]int, n)
		for i := range all {
			all[i] = i
		}
		try = append(try, all)
	}
	return try
}

// subsets3 is makeSubsets(n, 3), made once for fewer than tabled items.
func subsets3(n int) [][]int {
	if n < tabled {
		return subsetTable[n]
	}
	return makeSubsets(n, 3)
}

// tabled bounds the unit counts whose squads and subsets are made once.
const tabled = 16

var squadTable, subsetTable = func() (sq, sub [tabled][][]int) {
	for n := range tabled {
		sq[n], sub[n] = makeSquads(n), makeSubsets(n, 3)
	}
	return sq, sub
}()

// makeSubsets lists the index sets of size 1..k of n items, in a fixed order.
func makeSubsets(n, k int) [][]int {
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

// pick returns the fighters of fs at indexes idx, in new memory.
func pick(fs []fighter, idx []int) []fighter {
	return pickInto(make([]fighter, 0, len(idx)), fs, idx)
}

// pickInto appends the fighters of fs at indexes idx to dst.
func pickInto(dst, fs []fighter, idx []int) []fighter {
	for _, j := range idx {
		dst = append(dst, fs[j])
	}
	return dst
}

// bestOrder orders sq, in place, by the choice of head that scores best,
// and returns it (nil when sq is empty) with its score. score only reads the
// orders it is given.
func bestOrder(sq []fighter, score func([]fighter) float64) ([]fighter, float64) {
	best, bv := -1, 0.0
	for h := range sq {
		toHead(sq, h)
		if v := score(sq); best < 0 || v > bv {
			best, bv = h, v
		}
		fromHead(sq, h)
	}
	if best < 0 {
		return nil, bv
	}
	toHead(sq, best)
	return sq, bv
}

// defended is the attacker's gain when the defender answers squad att with
// its best block from blockers (or with none, one Nation card counting w):
// the defender's best response.
func defended(att, blockers []fighter, w float64) float64 {
	worst := unblocked(att, w) // no block
	var pb, hb [8]fighter      // scratch: the orders are only scored
	for _, idx := range subsets3(len(blockers)) {
		blk := pickInto(pb[:0], blockers, idx)
		for h := range blk {
			if v := exchange(att, headFirst(hb[:0], blk, h)); v < worst {
				worst = v
			}
		}
	}
	if len(blockers) > 3 { // every blocker at once
		for h := range blockers {
			if v := exchange(att, headFirst(hb[:0], blockers, h)); v < worst {
				worst = v
			}
		}
	}
	return worst
}

// sortie answers sortie decisions from a plan made at the step's first one.
func (a *Greedy) sortie(s *state) (engine.Action, bool) {
	if !a.hasPlan(s.obs.Turn, s.obs.Attacker) {
		// the attacker declares in the attack step, the defender in the defense step
		a.planFor, a.planned = [2]int{s.obs.Turn, int(s.obs.Attacker)}, true
		switch {
		case s.obs.Attacker == s.me && s.v0:
			a.plan = s.planAttack0()
		case s.obs.Attacker == s.me:
			a.plan = s.planAttack()
		case s.v0:
			a.plan = s.planDefense0()
		default:
			a.plan = s.planDefense()
		}
	}
	return a.nextPlanned(s.legal)
}

// hasPlan reports whether a has planned the sortie declaration of turn
// whose active player is attacker (sortie plans it at its first decision).
func (a *Greedy) hasPlan(turn int, attacker engine.Player) bool {
	return a.planned && a.planFor == [2]int{turn, int(attacker)}
}

// nextPlanned is the next action of the plan among legal (those before it
// that are not are dropped), else the end of the declaration.
func (a *Greedy) nextPlanned(legal []engine.Action) (engine.Action, bool) {
	for len(a.plan) > 0 {
		next := a.plan[0]
		a.plan = a.plan[1:]
		if act, ok := find(legal, next); ok {
			return act, true
		}
	}
	return find(legal, engine.Action{Kind: engine.ASortieDone})
}

// sortieAgain is Choose at a sortie decision with legal actions legal (more
// than one) in turn, whose active player is attacker, when a has planned
// that declaration already (hasPlan): the plan's next action, read without
// an Observation (a search's rollouts spare a View so at about half their
// sortie decisions); false when it has not.
func (a *Greedy) sortieAgain(turn int, attacker engine.Player, legal []engine.Action) (engine.Action, bool) {
	if !a.hasPlan(turn, attacker) {
		return engine.Action{}, false
	}
	if act, ok := a.nextPlanned(legal); ok {
		return act, true
	}
	return legal[0], true // as Choose
}

// candidates lists own units that may sortie, with the areas each may
// enter, in the order of the legal actions.
func (s *state) candidates() []unitOpt {
	at := map[engine.CardID]int{}
	var out []unitOpt
	for _, l := range s.of(engine.ASortie) {
		i, seen := at[l.Card]
		if !seen {
			c, ok := s.card(l.Card)
			if !ok {
				continue
			}
			i = len(out)
			at[l.Card] = i
			out = append(out, unitOpt{f: s.fighter(c)})
		}
		out[i].areas[l.Area] = true
	}
	return out
}

// defenders is, for each battle area, the enemy units that could block
// there, and whether the area is open (no blocker, no enemy squad).
func (s *state) defenders() (bl [engine.NumAreas][]fighter, open [engine.NumAreas]bool) {
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		bl[a] = s.blockers(a)
		open[a] = len(bl[a]) == 0 && len(s.obs.Areas[a].Squads[s.opp]) == 0
	}
	return bl, open
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
			out = append(out, s.blocker(c))
		}
	}
	return out
}

// unitOpt is a unit that may sortie and the areas it may enter.
type unitOpt struct {
	f     fighter
	areas [engine.NumAreas]bool
}

// squadPick is one squad of an attack plan, head first.
type squadPick struct {
	area  engine.Area
	units []fighter
}

// attackPlan plans an attack by units against blockers (each area's
// possible blockers), area by area: an open area (open[a]: no blocker, no
// enemy squad) gets every unit that can go there, the one with the best
// melee over range at the head; then, while one exists, the squad (up to
// three units, or all) whose worst outcome against the defender's best
// block is the best gain. gain is the plan's worth in those worst
// outcomes, one Nation card counting w; sure is the battle damage the open
// areas deal.
func attackPlan(units []unitOpt, blockers [engine.NumAreas][]fighter, open [engine.NumAreas]bool, w float64) (picks []squadPick, gain float64, sure int) {
	used := map[engine.CardID]bool{}
	byArea := map[engine.Area]int{} // the pick of an open area
	add := func(a engine.Area, sq []fighter) {
		for _, u := range sq {
			used[u.id] = true
		}
		if i, ok := byArea[a]; ok && open[a] {
			picks[i].units = append(picks[i].units, sq...)
			return
		}
		byArea[a] = len(picks)
		picks = append(picks, squadPick{area: a, units: append([]fighter(nil), sq...)})
	}
	free := func(a engine.Area) []fighter {
		var out []fighter
		for _, u := range units {
			if !used[u.f.id] && u.areas[a] {
				out = append(out, u.f)
			}
		}
		return out
	}
	// open areas first: a head for each, then the rest
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		if fs := free(a); open[a] && len(fs) > 0 {
			sort.SliceStable(fs, func(i, j int) bool { return fs[i].melee-fs[i].rng > fs[j].melee-fs[j].rng })
			add(a, fs[:1])
		}
	}
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		if open[a] {
			add(a, free(a))
		}
	}
	for _, pk := range picks {
		sure += power(pk.units)
		gain += unblocked(pk.units, w)
	}
	// contested areas: the best squad whose worst case is a gain
	for {
		var bestSq []fighter
		var bestA engine.Area
		bv := 0.0
		for a := engine.Area(0); a < engine.NumAreas; a++ {
			fs := free(a)
			for _, idx := range squads(len(fs)) {
				sq, v := bestOrder(pick(fs, idx), func(o []fighter) float64 { return defended(o, blockers[a], w) })
				if v > bv+1e-9 {
					bestSq, bestA, bv = sq, a, v
				}
			}
		}
		if bestSq == nil {
			return picks, gain, sure
		}
		add(bestA, bestSq)
		gain += bv
	}
}

// sortieActions declares picks.
func sortieActions(picks []squadPick) []engine.Action {
	var plan []engine.Action
	for _, pk := range picks {
		for _, u := range pk.units {
			plan = append(plan, engine.Action{Kind: engine.ASortie, Card: u.id, Area: pk.area})
		}
	}
	return append(plan, engine.Action{Kind: engine.ASortieDone})
}

// planAttack0 (greedy0) sorties attackPlan's squads, one Nation card
// counting as much as one point of a unit's cost.
func (s *state) planAttack0() []engine.Action {
	bl, open := s.defenders()
	picks, _, _ := attackPlan(s.candidates(), bl, open, nationWeight)
	return sortieActions(picks)
}

// planDefense0 (greedy0) blocks, for each attacking squad (the strongest
// first), with the block that gains most when it destroys at least what it
// loses, or, when the squad would deal 4 or more damage to the Nation, with
// the block that loses least if that is better than taking the damage.
func (s *state) planDefense0() []engine.Action {
	units := s.candidates()
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
			if !used[u.f.id] && u.areas[a] {
				fs = append(fs, u.f)
			}
		}
		var bestSq []fighter
		bv := 0.0
		for _, idx := range subsets3(len(fs)) {
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
