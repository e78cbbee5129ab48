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
func (g *Game) inPeriod(t card.Timing, p Player) bool {
	switch t.Side {
	case card.OwnSide:
		if g.active != p {
			return false
		}
	case card.EnemySide:
		if g.active == p {
			return false
		}
	}
	switch t.Period {
	case card.Always, card.WholeTurn:
		return true
	case card.RerollPhase:
		return g.phase == PReroll
	case card.DrawPhase:
		return g.phase == PDraw
	case card.DispositionPhase:
		return g.phase == PDisposition
	case card.BattlePhase:
		return g.phase.IsBattle()
	case card.AttackStep:
		return g.phase == PAttack
	case card.DefenseStep:
		return g.phase == PDefense
	case card.DamageStep:
		return g.phase == PDamage
	case card.ReturnStep:
		return g.phase == PReturn
	}
	return false
}

// inFreeTiming reports whether the game is in a free timing now.
func (g *Game) inFreeTiming() bool { return g.stage == stPre || g.stage == stPost }
