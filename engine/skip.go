package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// skipEffect is a phase or step an effect skips (GW adv. "跳过"): the next
// one of period in a turn of player (-1: in either player's turn).
//
// g.skips keeps them in the order they were made, their timestamp order
// (Rise 718.2): when several name the phase starting, the earliest is used
// (skipNow). Whose effect it is is kept as player, the turn it names
// (own-/enemy- of the effect's player, fixed when it resolves). No source
// is kept: a skip lasts apart from the text that made it (Rise 707.3), and
// no effect says a phase is not skipped, so none is opposite to it (GW adv.
// "相反效果的优先顺序").
type skipEffect struct {
	period card.Period
	player Player
}

// opSkip resolves op skip: the next phase or step of the step's timing is
// skipped (GW adv. "跳过": 指不进行指定了的阶段或步骤等，直接进入到下一个时机的情况).
// "own-"/"enemy-" name the turn of the effect's player or of its enemy.
func opSkip(g *Game, f *frame, s *card.Step) opResult {
	p := Player(-1)
	switch s.Timing.Side {
	case card.OwnSide:
		p = f.item.ctrl
	case card.EnemySide:
		p = f.item.ctrl.Opp()
	}
	g.skips = append(g.skips, skipEffect{period: s.Timing.Period, player: p})
	g.emit(Event{Kind: EvNote, Player: f.item.ctrl, Card: None, Text: "the next " + s.Timing.String() + " will be skipped (GW adv. \"跳过\")"})
	return opDone
}

// skipNow reports whether the phase or step starting now is skipped, taking
// the skip effect that skips it (GW adv. "跳过"). A skipped battle phase is
// taken as it would start, at its first step not skipped on its own, and
// skips that step and the ones after it.
func (g *Game) skipNow() bool {
	if g.phase == PEndOfTurn {
		return false // the turn's end is no phase or step a skip names (GW basic "回合结束时")
	}
	if g.skippedPhases&(1<<g.phase) != 0 {
		return true // a step of a skipped battle phase
	}
	for i, s := range g.skips {
		if s.player >= 0 && s.player != g.active {
			continue
		}
		switch {
		case s.period == phasePeriod[g.phase]:
		case s.period == card.BattlePhase && g.phase.IsBattle() && g.firstDone(PAttack):
			for q := g.phase; q <= PReturn; q++ {
				g.skippedPhases |= 1 << q
			}
		default:
			continue
		}
		g.skips = slices.Delete(g.skips, i, i+1)
		return true
	}
	return false
}

// skip skips the phase or step starting now: it is not done and its fixed
// effect does not resolve (被跳过了的阶段等的「规定效果」不会解决); the next
// one starts.
func (g *Game) skip() {
	g.skippedPhases |= 1 << g.phase
	g.emit(Event{Kind: EvNote, Player: g.active, Card: None, Text: "the " + g.phase.String() + " is skipped (GW adv. \"跳过\")"})
	g.phase++
	g.stage = stStart
}

// firstDone reports whether the phase or step starting now is the first
// one done this turn from phase from on: every one before it from there was
// skipped. GW adv. "回合开始时、结束时的时机": 当重置阶段…被跳过了时，在该回合最初的
// 阶段的开始时…进行这个回合开始时…的处理; the battle phase likewise starts
// at its first step done.
func (g *Game) firstDone(from Phase) bool {
	for q := from; q < g.phase; q++ {
		if g.skippedPhases&(1<<q) == 0 {
			return false
		}
	}
	return true
}

// lastBattleStep reports whether the battle step ending now is the last one
// of the battle phase done this turn: each later step is to be skipped.
// GW adv. "回合开始时、结束时的时机": 当…归还步骤（战斗阶段）被跳过了时，在该回合…最后的
// 阶段（步骤）结束时进行这个回合…结束时的处理: the battle phase ends with its
// last step done, and the turn's end follows it (endOfTurn).
func (g *Game) lastBattleStep() bool {
	for q := g.phase + 1; q <= PReturn; q++ {
		if !g.toBeSkipped(q) {
			return false
		}
	}
	return true
}

// toBeSkipped reports whether phase or step q of this turn, not started
// yet, is to be skipped by a skip effect waiting for it.
func (g *Game) toBeSkipped(q Phase) bool {
	if g.skippedPhases&(1<<q) != 0 {
		return true
	}
	for _, s := range g.skips {
		if (s.player < 0 || s.player == g.active) && s.period == phasePeriod[q] {
			return true
		}
	}
	return false
}
