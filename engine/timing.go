package engine

import "strings"

var timingWords = []string{"always"}

func init() {
	for _, side := range []string{"", "own-", "enemy-"} {
		for _, t := range []string{"turn", "disposition-phase", "battle-phase", "attack-step", "defense-step", "damage-step", "return-step", "draw-phase", "reroll-phase"} {
			if side == "" && t == "turn" {
				continue
			}
			timingWords = append(timingWords, side+t)
		}
	}
}

// timingOK reports whether a text with timing t may be used by player p now
// (GW basic "使用的时机": (常时) in every free timing; (phase/step) only in that
// phase or step; "自军/敌军" relative to p).
func (g *Game) timingOK(t string, p Player) bool {
	if t == "always" {
		return true
	}
	switch {
	case strings.HasPrefix(t, "own-"):
		if g.active != p {
			return false
		}
		t = t[4:]
	case strings.HasPrefix(t, "enemy-"):
		if g.active == p {
			return false
		}
		t = t[6:]
	}
	switch t {
	case "turn":
		return true
	case "reroll-phase":
		return g.phase == PReroll
	case "draw-phase":
		return g.phase == PDraw
	case "disposition-phase":
		return g.phase == PDisposition
	case "battle-phase":
		return g.phase.IsBattle()
	case "attack-step":
		return g.phase == PAttack
	case "defense-step":
		return g.phase == PDefense
	case "damage-step":
		return g.phase == PDamage
	case "return-step":
		return g.phase == PReturn
	}
	return false
}

// inFreeTiming reports whether the game is in a free timing now.
func (g *Game) inFreeTiming() bool { return g.stage == stPre || g.stage == stPost }
