package engine

import "github.com/sortie-tcg/sortie/card"

// timingOK reports whether a text with timing t may be used by player p now
// (GW basic "使用的时机": (常时) in every free timing; (phase/step) only in that
// phase or step; "自军/敌军" relative to p).
func (g *Game) timingOK(t card.Timing, p Player) bool {
	return t.Period == card.Always || g.inPeriod(t, p)
}

// inPeriod reports whether now is in timing t's phase or step, on its side
// relative to player p.
func (g *Game) inPeriod(t card.Timing, p Player) bool { return periodOK(t, g.phase, g.active == p) }

// periodOK reports whether phase or step ph, in the own turn (own) or the
// enemy's, is in timing t's phase or step, on its side.
func periodOK(t card.Timing, ph Phase, own bool) bool {
	switch t.Side {
	case card.OwnSide:
		if !own {
			return false
		}
	case card.EnemySide:
		if own {
			return false
		}
	}
	switch t.Period {
	case card.Always, card.WholeTurn:
		return true
	case card.RerollPhase:
		return ph == PReroll
	case card.DrawPhase:
		return ph == PDraw
	case card.DispositionPhase:
		return ph == PDisposition
	case card.BattlePhase:
		return ph.IsBattle()
	case card.AttackStep:
		return ph == PAttack
	case card.DefenseStep:
		return ph == PDefense
	case card.DamageStep:
		return ph == PDamage
	case card.ReturnStep:
		return ph == PReturn
	}
	return false
}

// inFreeTiming reports whether the game is in a free timing now.
func (g *Game) inFreeTiming() bool { return g.stage == stPre || g.stage == stPost }
