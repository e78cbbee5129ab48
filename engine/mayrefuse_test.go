package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestMayPlayRefusals: with the characteristics derived, mayPlay answers
// from a character's set (a unit of its player to set it on) and a
// command's targets (playRefusal). With four green G: green CH-68 シャア・
// アズナブル, a character of cost designated 1, total 2, may not be played
// in player 0's disposition phase with no unit, and may with green U-39
// in player 0's disposition area; green C-80 衛星ミサイル, a (damage step)
// command of cost designated 1, total 3, targeting an enemy unit, may not
// be played in player 0's damage step with no enemy unit, and may with
// blue U-321 on player 1's field (cards/data/green.yaml). The test deck
// has no C-80: its C-133 is made one (handC80).
func TestMayPlayRefusals(t *testing.T) {
	for _, c := range []struct {
		name      string // the card's, as its play's description says it
		at        Phase
		hand, add func(x *tg) // the card played; the card that makes its play legal
	}{
		{"シャア・アズナブル", PDisposition, func(x *tg) { x.hand(0, "green CH-68") }, func(x *tg) { x.field(0, "green U-39", false) }},
		{"衛星ミサイル", PDamage, func(x *tg) { x.handC80() }, func(x *tg) { x.field(1, "blue U-321", false) }},
	} {
		x := newTG(t)
		x.gs(0, 4)
		c.hand(x)
		x.at(0, c.at, stPre)
		x.exact = true // no answer kept answers
		for _, legal := range []bool{false, true} {
			if legal {
				c.add(x)
				x.invalidate() // the state was edited directly
			}
			x.NationPower(0)
			eq(t, c.name+" may be played", x.mayPlay(0), legal)
			eq(t, c.name+"'s play", x.can("play", c.name), legal)
		}
	}
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
		checkMayUse(t, x, 0, PDamage, "アナベル・ガトー", enemy)
	}
}

// checkMayUse checks that mayUse and the legal actions agree, want, on
// player p's use of a text whose description has words, in p's phase ph
// before its fixed effect, x's characteristics derived and no answer kept.
func checkMayUse(t *testing.T, x *tg, p Player, ph Phase, words string, want bool) {
	t.Helper()
	x.at(p, ph, stPre)
	x.exact = true
	x.invalidate()
	x.NationPower(p)
	eq(t, "may use", x.mayUse(p), want)
	eq(t, "its use", x.can("use", words), want)
}

// TestVerdictKept: an allowed play is kept like a refused one, and answers
// again until the state's version changes; a copy made into a game that
// kept answers keeps none of them, though its version may be theirs.
// C-80 with an enemy unit may be played (TestMayPlayRefusals).
func TestVerdictKept(t *testing.T) {
	x := newTG(t)
	x.gs(0, 4)
	c := x.handC80()
	x.field(1, "blue U-321", false)
	x.at(0, PDamage, stPre)
	x.NationPower(0)
	k := refusal{c: c, p: 0}
	eq(t, "its play refused", x.playRefused(0, c, 0, false), false)
	refused, ok, _ := x.keptVerdict(k)
	eq(t, "kept", ok, true)
	eq(t, "kept refused", refused, false)
	y := x.Clone()
	y.ver-- // y's answers are of the version the next copy into it takes
	y.keepVerdict(k, nil, 0, true, ckNone)
	x.CloneInto(y)
	_, ok, _ = y.keptVerdict(k)
	eq(t, "kept in a copy", ok, false)
	x.invalidate()
	_, ok, _ = x.keptVerdict(k)
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

// TestMayUseGranted: with the characteristics derived, mayUse answers for a
// text an effect gives from the cards that have it (mayUseGranted), not
// from its timing alone. Blue O-8 休息 gives the own units "(disposition
// phase) roll: recover 1" (cards/data/blue.yaml): in player 1's
// disposition phase, with O-8 and blue U-321 on player 1's field, the text
// may be used on U-321 standing, and may not on U-321 rolled (its roll
// cost cannot be paid), so the pass is all player 1 can do.
func TestMayUseGranted(t *testing.T) {
	for _, standing := range []bool{false, true} {
		x := newTG(t)
		x.field(1, "blue O-8", false)
		x.field(1, "blue U-321", !standing)
		checkMayUse(t, x, 1, PDisposition, "recover 1", standing)
	}
}
