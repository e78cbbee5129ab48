package agent

import (
	"math"
	"slices"

	"github.com/sortie-tcg/sortie/engine"
)

// splitMax is the most candidate units whose every assignment (home, or
// one of the areas each may enter) the greedy tries; with more it plans
// squad by squad (planAttack).
const splitMax = 5

// bestSplit tries every assignment of units to staying home or to one of
// the areas it may enter (each area's squad in the order defended likes
// best) and returns the squads of the best one with its worth: the gain
// against the defender's best answer with its blockers shared between the
// areas (jointDefended), less the counter-attack the units left home
// invite (counter); or the gain plus lethal when every answer lets the
// whole enemy Nation's worth of battle damage through.
func (s *state) bestSplit(units []unitOpt, bl [engine.NumAreas][]fighter, w float64) ([]squadPick, float64) {
	enemyNation := s.obs.Players[s.opp].Nation
	counters := map[uint]float64{} // by the set of units sent
	var best []squadPick
	bv := math.Inf(-1)
	where := make([]int, len(units)) // -1 home, else the area
	var try func(i int)
	try = func(i int) {
		if i < len(units) {
			for a := -1; a < int(engine.NumAreas); a++ {
				if a < 0 || units[i].areas[a] {
					where[i] = a
					try(i + 1)
				}
			}
			return
		}
		var picks []squadPick
		var sent uint
		for a := engine.Area(0); a < engine.NumAreas; a++ {
			var sq []fighter
			for j, u := range units {
				if where[j] == int(a) {
					sq = append(sq, u.f)
					sent |= 1 << j
				}
			}
			if len(sq) > 0 {
				o, _ := bestOrder(sq, func(o []fighter) float64 { return defended(o, bl[a], w) })
				picks = append(picks, squadPick{area: a, units: o})
			}
		}
		gain, dmg := jointDefended(picks, bl, w)
		v := gain + lethal
		if dmg < enemyNation {
			c, ok := counters[sent]
			if !ok {
				c = s.counter(picks)
				counters[sent] = c
			}
			v = gain - c
		}
		if v > bv+1e-9 {
			best, bv = picks, v
		}
	}
	try(0)
	return best, bv
}

// jointDefended is the attacker's gain from squads sqs when the defender
// answers with its best blocks, each of its units blocking in one area at
// most (bl: who may block in each area), and the least battle damage the
// defender can let through to its Nation.
func jointDefended(sqs []squadPick, bl [engine.NumAreas][]fighter, w float64) (gain float64, dmg int) {
	gain, dmg = math.Inf(1), math.MaxInt
	var usedBuf [16]engine.CardID
	used := usedBuf[:0] // the blockers of the areas before, a stack
	var hb [8]fighter   // scratch: the orders are only scored
	var answer func(i int, g float64, d int)
	answer = func(i int, g float64, d int) {
		if i == len(sqs) {
			gain, dmg = math.Min(gain, g), min(dmg, d)
			return
		}
		att := sqs[i].units
		answer(i+1, g+unblocked(att, w), d+power(att))
		var freeBuf, blkBuf [8]fighter
		free := freeBuf[:0]
		for _, b := range bl[sqs[i].area] {
			if !slices.Contains(used, b.id) {
				free = append(free, b)
			}
		}
		for _, idx := range squads(len(free)) {
			blk := pickInto(blkBuf[:0], free, idx)
			v := math.Inf(1)
			for h := range blk {
				v = math.Min(v, exchange(att, headFirst(hb[:0], blk, h)))
			}
			n := len(used)
			for _, b := range blk {
				used = append(used, b.id)
			}
			answer(i+1, g+v, d)
			used = used[:n]
		}
	}
	answer(0, 0, 0)
	return gain, dmg
}
