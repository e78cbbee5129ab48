package engine

import (
	"slices"
	"strings"
	"testing"
)

// TestMayCandsHandChange: mayAct's candidates (maycands.go) are listed
// again when a card enters the hand, a change of the states off the field
// only (touch). Green C-133 破壊の閃光 is a (damage step) command, cost
// designated 1, total 4, dealing X damage to the enemy units in a battle
// area of total cost X (cards/data/green.yaml), and U-39 a unit, played
// only in its player's disposition phase: in player 0's damage step with
// four green G and blue U-321 in a battle area, U-39 alone in the hand may
// not be played; once C-133 is drawn, it may (its cost paid: green 4,
// total 4; X the total cost of U-321).
func TestMayCandsHandChange(t *testing.T) {
	x := newTG(t)
	x.gs(0, 4)
	x.hand(0, "green U-39")
	x.squad(1, Space, x.field(1, "blue U-321", false))
	x.at(0, PDamage, stPre)
	x.NationPower(0) // derived: mayPlay makes the full checks
	eq(t, "U-39 alone", x.mayPlay(0), false)
	n := x.pl[0].nation
	i := slices.Index(n, x.find(0, "green C-133"))
	n[i], n[len(n)-1] = n[len(n)-1], n[i] // C-133 on top of the Nation
	x.drawN(0, 1)
	eq(t, "C-133 drawn", x.mayPlay(0), true)
}

// TestMayCandsKeptOverTime: a change of only the time keeps the candidates,
// whose times are found once (maywhen.go), and they answer for the new
// time. With four green G and C-133 in the hand and U-321 in a battle area
// (TestMayCandsHandChange),
// C-133 may not be played in player 0's disposition phase; the game moved
// to the damage step by a change of only the time, the same list says it
// may.
func TestMayCandsKeptOverTime(t *testing.T) {
	x := newTG(t)
	x.gs(0, 4)
	x.hand(0, "green C-133")
	x.squad(1, Space, x.field(1, "blue U-321", false))
	x.NationPower(0)
	eq(t, "in the disposition phase", x.mayPlay(0), false)
	ver := x.candVer
	x.phase = PDamage
	x.touch(srTime)
	eq(t, "the list kept", x.candVer, ver)
	eq(t, "in the damage step", x.mayPlay(0), true)
	x.stage = stPost
	x.touch(srTime)
	eq(t, "after the damage step's fixed effect", x.mayPlay(0), true)
	x.phase = PReturn
	x.touch(srTime)
	eq(t, "in the return step", x.mayPlay(0), false)
}

// TestMayCandsStaleCaught: a game with verify set lists the candidates
// again at every ask and compares (checkMayCands): a card put in the hand
// with no version bumped, which a kept list would miss, panics. The
// position is TestMayCandsHandChange's, with an enemy unit in a battle
// area (blue U-321): C-133's X is the total cost of an enemy unit there,
// and with none no X may be chosen and its play is refused.
func TestMayCandsStaleCaught(t *testing.T) {
	x := newTG(t)
	x.gs(0, 4)
	x.hand(0, "green U-39")
	x.squad(1, Space, x.field(1, "blue U-321", false))
	x.at(0, PDamage, stPre)
	x.NationPower(0)
	x.verify = true
	_, only := x.onlyAction()
	eq(t, "the pass alone", only, true)
	c := x.find(0, "green C-133")
	x.takeFromNation(c)
	x.cards[c].zone = ZHand
	x.pl[0].hand = append(x.pl[0].hand, c) // no touch: the version stays
	defer func() {
		r, _ := recover().(string)
		eq(t, "the stale list caught", strings.Contains(r, "mayAct's kept candidates were stale"), true)
	}()
	x.onlyAction()
}

// TestMayCandsFieldShared: the uses the field gives are listed once for
// both players (fieldCands), and each answers from that list with its own
// user check. Green CH-20's (damage step) text, set on green U-39 engaged
// with blue U-321 (TestMayUseTargets), player 0 may use and player 1,
// whose text it is not, may not. The list, made at player 0's ask, is the
// same at player 1's.
func TestMayCandsFieldShared(t *testing.T) {
	x := newTG(t)
	u := x.field(0, "green U-39", false)
	ch := x.set(0, "green CH-20", u)
	x.squad(0, Space, u)
	x.squad(1, Space, x.field(1, "blue U-321", false))
	x.at(0, PDamage, stPre)
	x.exact = true
	x.NationPower(0)
	eq(t, "player 0", x.mayUse(0), true)
	list := &x.mayC[2].list[0]
	n := len(x.mayC[2].list)
	eq(t, "player 1", x.mayUse(1), false)
	eq(t, "the field's list kept", &x.mayC[2].list[0] == list && len(x.mayC[2].list) == n, true)
	for p := range 2 {
		eq(t, "a player's list has no field text", slices.ContainsFunc(x.mayC[p].list, func(k mayCand) bool { return k.c == ch }), false)
	}
}

// TestMayCandsKeptOverField: with no effect reaching the keywords of cards
// off the field (the real cards: printedKeywords), a player's candidates
// are kept across a change of the state that leaves the hand, the hangar
// and the Junkyard as they were (sameZones), and listed again once the
// hand changes.
func TestMayCandsKeptOverField(t *testing.T) {
	propLoad(t)
	g := propNewGame(1)
	g.Drain()
	p := g.active
	ver := g.mayCandsOf(p).ver
	g.invalidate()
	eq(t, "kept over a change of the field", g.mayCandsOf(p).ver, ver)
	g.drawN(p, 1)
	if g.mayCandsOf(p).ver == ver {
		t.Error("a card drawn kept the list")
	}
}

// TestFieldCandsKeptOverState: with no text given by an effect in force
// (the real cards, none given in this game yet: fieldPlain), the field's
// candidates are kept across a change of the state that leaves the
// field's cards as they were (sameField), and listed again once a card
// enters the field. A mark added to the list tells whether it was kept.
func TestFieldCandsKeptOverState(t *testing.T) {
	propLoad(t)
	g := propNewGame(1)
	g.Drain()
	mark := mayCand{c: None, kind: mkTimed}
	g.fieldCands().list = append(g.fieldCands().list, mark)
	g.invalidate()
	l := g.fieldCands().list
	eq(t, "kept over a change of the state", len(l) > 0 && l[len(l)-1] == mark, true)
	c := g.pl[0].hand[0]
	g.lift(c)
	g.putOnField(c, 0, false)
	l = g.fieldCands().list
	eq(t, "kept after a card entered the field", len(l) > 0 && l[len(l)-1] == mark, false)
}

// TestMayCandsZonesVersion: a player's candidates kept over a change of the
// state are known to be of the same hand, hangar and Junkyard by the
// version of those places (zonesKept): a move to or from one of them, or an
// edit of the game (invalidate), makes the lists be compared again. A game
// with verify set compares them at every ask: a card put in the hand with
// no version bumped, which the kept version would miss, panics.
func TestMayCandsZonesVersion(t *testing.T) {
	propLoad(t)
	g := propNewGame(1)
	g.Drain()
	p, zv := g.active, g.mayCandsOf(g.active).zonesVer
	g.candVer++ // a change of the field (changed)
	eq(t, "kept by the version", g.mayCandsOf(p).zonesVer, zv)
	c := g.pl[p].nation[len(g.pl[p].nation)-1]
	g.pl[p].nation = g.pl[p].nation[:len(g.pl[p].nation)-1]
	g.cards[c].zone = ZHand
	g.pl[p].hand = append(g.pl[p].hand, c)
	g.invalidate()
	eq(t, "an edit: listed again with the card", slices.Contains(g.mayCandsOf(p).zones, c), true)
	g.pl[p].hand = remove(g.pl[p].hand, c) // no version bumped
	g.cards[c].zone = ZNation
	g.pl[p].nation = append(g.pl[p].nation, c)
	g.candVer++
	g.verify = true
	defer func() {
		r, _ := recover().(string)
		eq(t, "the stale list caught", strings.Contains(r, "kept over a change of the hand"), true)
	}()
	g.mayCandsOf(p)
}
