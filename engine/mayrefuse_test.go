package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestMayPlaySetOn: with the characteristics derived, mayPlay answers from
// a character's set (playRefusal: a unit of its player to set it on).
// Green CH-68 シャア・アズナブル is a character, cost designated 1, total 2
// (cards/data/green.yaml): with four green G and no unit it may not be
// played; with green U-39 in player 0's disposition area it may.
func TestMayPlaySetOn(t *testing.T) {
	x := newTG(t)
	x.gs(0, 4)
	x.hand(0, "green CH-68")
	x.at(0, PDisposition, stPre)
	x.exact = true // no answer kept answers
	x.NationPower(0)
	eq(t, "no unit", x.mayPlay(0), false)
	eq(t, "its play with no unit", x.can("play", "シャア・アズナブル"), false)
	x.field(0, "green U-39", false)
	x.invalidate() // the state was edited directly
	x.NationPower(0)
	eq(t, "an own unit", x.mayPlay(0), true)
	eq(t, "its play on the unit", x.can("play", "シャア・アズナブル"), true)
}

// TestMayPlayTargets: with the characteristics derived, mayPlay answers
// from a command's targets. Green C-80 衛星ミサイル is a (damage step)
// command, cost designated 1, total 3, targeting an enemy unit
// (cards/data/green.yaml): with four green G and no enemy unit it may not
// be played; with blue U-321 on player 1's field it may. The test deck has
// no C-80: its C-133 is made one.
func TestMayPlayTargets(t *testing.T) {
	x := newTG(t)
	x.gs(0, 4)
	x.handC80()
	x.at(0, PDamage, stPre)
	x.exact = true
	x.NationPower(0)
	eq(t, "no enemy unit", x.mayPlay(0), false)
	eq(t, "its play with no target", x.can("play", "衛星ミサイル"), false)
	x.field(1, "blue U-321", false)
	x.invalidate()
	x.NationPower(0)
	eq(t, "an enemy unit", x.mayPlay(0), true)
	eq(t, "its play", x.can("play", "衛星ミサイル"), true)
}

// TestMayUseTargets: with the characteristics derived, mayUse answers from
// a text's targets. Green CH-20 アナベル・ガトー's (damage step) text, cost
// a roll, targets an enemy unit engaged with it with no character set
// (cards/data/green.yaml): set on green U-39 alone in a battle area it may
// not be used; with blue U-321 engaged with U-39 there it may.
func TestMayUseTargets(t *testing.T) {
	for _, enemy := range []bool{false, true} {
		x := newTG(t)
		u := x.field(0, "green U-39", false)
		x.set(0, "green CH-20", u)
		x.squad(0, Space, u)
		if enemy {
			x.squad(1, Space, x.field(1, "blue U-321", false))
		}
		x.at(0, PDamage, stPre)
		x.exact = true
		x.invalidate()
		x.NationPower(0)
		eq(t, "may use", x.mayUse(0), enemy)
		eq(t, "its use", x.can("use", "アナベル・ガトー"), enemy)
	}
}

// TestVerdictKept: an allowed play is kept like a refused one, and answers
// again until the state's version changes; a copy made into a game that
// kept answers keeps none of them, though its version may be theirs.
// C-80 with an enemy unit may be played (TestMayPlayTargets).
func TestVerdictKept(t *testing.T) {
	x := newTG(t)
	x.gs(0, 4)
	c := x.handC80()
	x.field(1, "blue U-321", false)
	x.at(0, PDamage, stPre)
	x.NationPower(0)
	k := refusal{c: c, p: 0}
	eq(t, "its play refused", x.playRefused(0, c, 0, false), false)
	refused, ok := x.keptVerdict(k)
	eq(t, "kept", ok, true)
	eq(t, "kept refused", refused, false)
	y := x.Clone()
	y.ver-- // y's answers are of the version the next copy into it takes
	y.keepVerdict(k, nil, true)
	x.CloneInto(y)
	_, ok = y.keptVerdict(k)
	eq(t, "kept in a copy", ok, false)
	x.invalidate()
	_, ok = x.keptVerdict(k)
	eq(t, "kept after a change", ok, false)
}

// handC80 puts player 0's green C-133 in the hand as a green C-80.
func (x *tg) handC80() CardID {
	x.t.Helper()
	d, ok := x.db.Lookup(card.Green, "C-80")
	if !ok {
		x.t.Fatal("no green C-80")
	}
	c := x.hand(0, "green C-133")
	x.cards[c].def = d
	x.invalidate() // the game was edited directly
	return c
}
