package engine

import "github.com/sortie-tcg/sortie/card"

// A kept refusal no longer current (refusals.go) is asked again of the
// check that refused it first, alone (issue 7): most refusals are by a
// cheap check (a play's cost by Nation Power, a use's spending, its
// condition) or by one made after dearer ones (a play's card to set it on,
// its targets), and most are the same after the change that dropped them,
// most often a card entering or leaving the field. Refused by it still,
// the answer is kept again, found now; else all the checks are made. A
// check's refusal refuses whatever the others say, so the answer is the
// full checks' (a game with verify set compares them at every read).

// check names a check of playStateRefusal or textStateRefusal that a kept
// refusal by it asks again alone once stale (recheck).
type check uint8

const (
	ckNone    check = iota
	ckPower         // a play's cost, by Nation Power (powerRefuses)
	ckSetOn         // a play's card to set it on (noCardToSetOn)
	ckTargets       // a play's or a use's targets (targetsExist)
	ckSpent         // what a use spends (textSpentRefusal)
	ckCond          // a use's condition
)

// recheck reports whether stale, a refusal kept but no longer current
// (keptVerdict), is refused still by the check that refused it (still:
// its answer, asked alone): it is kept again, found now.
func (g *Game) recheck(stale *verdict, still bool) bool {
	if still {
		stale.ver = g.ver
	}
	return still
}

// playRecheck reports whether check by alone refuses p's play of card c in
// mode (alt: with its alternative cost) now.
func (g *Game) playRecheck(by check, p Player, c CardID, mode int, alt bool) bool {
	if by == ckPower {
		return g.powerRefuses(p, c, alt)
	}
	pl := g.playPlanOf(p, c, mode, alt)
	switch by {
	case ckSetOn:
		return g.noCardToSetOn(&pl)
	case ckTargets:
		return pl.text != nil && !g.targetsExist(&pl)
	}
	return false
}

// useRecheck reports whether check by alone refuses p's use of text t of
// card c now.
func (g *Game) useRecheck(by check, p Player, c CardID, t *card.Text) bool {
	switch by {
	case ckSpent:
		r, _ := g.textSpentRefusal(p, c, t)
		return r != ""
	case ckCond:
		return !g.conds(t.If, ctx{src: c, ctrl: p})
	case ckTargets:
		return !g.targetsExist(&playPlan{player: p, src: c, text: t, use: true})
	}
	return false
}

// playPlanOf is the plan a check of p's play of card c in mode (alt: with
// its alternative cost) reads, before any choice.
func (g *Game) playPlanOf(p Player, c CardID, mode int, alt bool) playPlan {
	return playPlan{player: p, src: c, text: g.effectText(c, mode), mode: int8(mode), from: c, alt: alt}
}

// noCardToSetOn reports whether the plan's card is set on a card (GW basic
// "角色的使用") and there is none it may be set on: the first one found
// will do.
func (g *Game) noCardToSetOn(pl *playPlan) bool {
	var one [1]CardID
	return g.cards[pl.src].def.SetOn != 0 && len(g.setCandidatesUpTo(pl, 1, one[:0])) == 0
}

// rulePower is the rule that refuses a play or use whose cost its
// player's Nation Power cannot pay.
const rulePower = "GW basic \"资源的支付\""

// powerCheck is ckPower when rule r is costRefusal's refusal by Nation
// Power (powerRefuses), else ckNone.
func powerCheck(r string) check {
	if r == rulePower {
		return ckPower
	}
	return ckNone
}

// powerRefuses reports whether p's Nation Power cannot pay the cost of
// playing card c (alt: with its alternative cost): the first check of
// costRefusal (a G's play checks no cost).
func (g *Game) powerRefuses(p Player, c CardID, alt bool) bool {
	if g.cards[c].def.Kind == card.G {
		return false
	}
	pl := playPlan{player: p, src: c, from: c, alt: alt}
	des, total, _ := g.costBase(&pl, 1) // X at 1, as costRefusal asks it (GW adv. "变数")
	_, ok := payCheck(g.NationPower(p), des, total)
	return !ok
}
