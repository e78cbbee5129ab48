package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestRefusalKept: a play refused past its timing is kept until the state
// changes (refusals.go). Green U-39 シャア専用ゲルググ costs designated 2
// (green), total 4, resource 1 (cards/data/green.yaml). In its player's
// disposition phase, with no G on the field, Nation Power is 0 < 4: its
// play is refused by its cost (GW basic "资源的支付"), which reads no time.
// A pass changes only the time: the refusal is still kept and mayPlay
// answers from it. Four green basic G put on the field make the power
// green 4, total 4, and the Nation holds the resource card: the play is
// legal, which a kept refusal would hide. A copy keeps none: it may be
// changed otherwise than by the rules (DeterminizeInto).
func TestRefusalKept(t *testing.T) {
	x := newTG(t)
	u := x.hand(0, "green U-39")
	kept := refusal{c: u, p: 0}
	eq(t, "playable with no G", x.can("play", "ゲルググ"), false)
	eq(t, "the refusal is kept", x.refusedKept(kept), true)
	x.dvOK, x.dvFast = false, false // as after a change: mayPlay, which derives nothing, cannot make the full checks
	eq(t, "mayPlay answers from it", x.mayPlay(0), false)
	x.exact = true
	eq(t, "a game checking its lists keeps none", x.mayPlay(0), true)
	x.exact = false
	eq(t, "kept in a copy (which may be dealt other cards)", x.Clone().refusedKept(kept), false)
	x.do("pass") // only the time changes: priority goes to player 1
	eq(t, "still kept after the pass", x.refusedKept(kept), true)
	x.gs(0, 4)
	eq(t, "kept once a G entered the field", x.refusedKept(kept), false)
	x.decision = decision{kind: dPriority, player: 0} // back to player 0's priority
	x.invalidate()
	eq(t, "playable with 4 green G", x.can("play", "ゲルググ"), true)
}

// TestRefusalTimeFree: a refusal whose checks read the time (a condition
// on the turn or the timing, where it is written: the text's, a step's, a
// target's number) is never kept; one whose checks read only the state is.
func TestRefusalTimeFree(t *testing.T) {
	onTime := []card.Cond{{Op: card.CTiming}}
	cases := []struct {
		what string
		t    *card.Text
		want bool
	}{
		{"no text (a unit's play)", nil, true},
		{"a condition on a count of field cards", &card.Text{If: []card.Cond{{Op: card.CCount, Filter: &card.Filter{Zones: card.InField}}}}, true},
		{"its own turn", &card.Text{If: []card.Cond{{Op: card.COwnTurn}}}, false},
		{"a step's condition on the timing", &card.Text{Steps: []card.Step{{Steps: []card.Step{{If: onTime}}}}}, false},
		{"a cost step's condition on the timing", &card.Text{Cost: card.UseCost{Cards: &card.Step{If: onTime}}}, false},
		{"a target count of Nation Power (G-17 reads its phase)", &card.Text{Targets: []card.Target{{CountOf: &card.Num{Kind: card.NPower}}}}, false},
	}
	for _, c := range cases {
		eq(t, c.what, refusalReads(c.t)&srTime == 0, c.want)
	}
}

// TestRefusalsGoAtTurnStart: a play refused because a card of its name
// with ターン1枚制限 was played this turn (GW adv. "回合1枚限制") is kept
// until the next turn starts, whose counts start again (startTurn), though
// the start of a turn changes only the time otherwise.
func TestRefusalsGoAtTurnStart(t *testing.T) {
	x := newTG(t)
	x.gs(0, 4) // green 4, total 4: U-39's cost is paid (TestRefusalKept)
	u := x.hand(0, "green U-39")
	x.pl[0].onceNames = append(x.pl[0].onceNames, onceName{name: x.cards[u].def.NameID})
	x.invalidate() // the state was edited directly
	eq(t, "a card of the name played this turn", x.can("play", "ゲルググ"), false)
	eq(t, "the refusal is kept", x.refusedKept(refusal{c: u, p: 0}), true)
	x.startTurn(1)
	eq(t, "kept in the next turn", x.refusedKept(refusal{c: u, p: 0}), false)
}

// TestMayPlayOneUnitATurn: mayPlay answers from GW basic "配备阶段" (one
// unit a turn), which reads no derived characteristic, without a kept
// refusal: with a unit played this turn and no Cruiser, Base or Support in
// the hand, no unit may be played, and the pass is the only action.
func TestMayPlayOneUnitATurn(t *testing.T) {
	x := newTG(t)
	x.gs(0, 4) // U-39's cost is paid (TestRefusalKept)
	x.hand(0, "green U-39")
	x.exact = true // no refusal kept answers
	eq(t, "a first unit", x.mayPlay(0), true)
	x.pl[0].played[card.Unit] = true
	x.invalidate() // the state was edited directly
	eq(t, "a second unit", x.mayPlay(0), false)
	eq(t, "a second unit's play", x.can("play", "ゲルググ"), false)
}

// TestPowerReadsTime: a change of only the time keeps the refusals, unless
// Nation Power may read it. The green and blue test decks have no text
// producing Nation Power under a condition; brown G-17 黒歴史の遺産
// produces brown 1 only in its player's disposition phase (a condition on
// the timing), so with it in the game a change of the time may change a
// cost's payment and the refusals go.
func TestPowerReadsTime(t *testing.T) {
	x := newTG(t)
	ver := x.ver
	x.touch(srTime)
	eq(t, "the time changed, nothing reads it", x.ver, ver)
	g17, ok := x.db.Lookup(card.Brown, "G-17")
	if !ok {
		t.Fatal("no brown G-17")
	}
	x.cards[x.pl[0].nation[0]].def = g17
	x.powerSeen = 0 // the game was edited directly: its cards are looked at again
	x.touch(srTime)
	eq(t, "the time changed with G-17 in the game", x.ver, ver+1)
}

// TestRefusalNoTextID: a refused use of a text with no id (a text a step
// gives is not numbered: card.DB.number) is not kept, since another such
// text of the card would read as the same; a numbered one is.
func TestRefusalNoTextID(t *testing.T) {
	x := newTG(t)
	u := x.field(0, "green U-39", false)
	x.keepVerdict(refusal{text: 0, c: u, p: 0, use: true}, nil, 0, true, ckNone)
	eq(t, "kept with no id", x.refusedKept(refusal{text: 0, c: u, p: 0, use: true}), false)
	id := x.cards[u].def.Texts[0].ID
	x.keepVerdict(refusal{text: id, c: u, p: 0, use: true}, nil, 0, true, ckNone)
	eq(t, "kept with its id", x.refusedKept(refusal{text: id, c: u, p: 0, use: true}), true)
}

// TestIndexKeepsTextFacts: what the text index finds once per text or
// definition and keeps for every game (textIndex.reads, surchargeBy)
// answers as the text says, at the first ask and at the next. Black O-25
// 買収 adds (2)(資源2) to the plays that target a card being played (a
// static with resource: cards/data/black.yaml); green U-39 adds nothing.
func TestIndexKeepsTextFacts(t *testing.T) {
	x := newTG(t)
	o25, ok := x.db.Lookup(card.Black, "O-25")
	if !ok {
		t.Fatal("no black O-25")
	}
	u39, _ := x.db.Lookup(card.Green, "U-39")
	for range 2 {
		eq(t, "O-25 adds to the cost", x.texts.surcharges(o25), true)
		eq(t, "U-39 adds to the cost", x.texts.surcharges(u39), false)
		for _, tx := range x.texts.of(o25) {
			eq(t, "O-25's kept reads", x.texts.refusalReads(tx), refusalReads(tx))
		}
	}
	eq(t, "O-25's texts numbered", x.texts.of(o25)[0].ID > 0, true)
}

// TestMayPlayPower: with the characteristics derived, mayPlay answers from
// the Nation Power without a kept refusal (playRefused): green U-39 costs total
// 4 (TestRefusalKept), and with no G on the field the power is 0; with
// four green G it pays, and the play is legal.
func TestMayPlayPower(t *testing.T) {
	x := newTG(t)
	x.hand(0, "green U-39")
	x.exact = true   // no refusal kept answers
	x.NationPower(0) // derived
	eq(t, "no G", x.mayPlay(0), false)
	x.gs(0, 4)
	x.NationPower(0)
	eq(t, "four green G", x.mayPlay(0), true)
	eq(t, "its play", x.can("play", "ゲルググ"), true)
}

// TestMayUseConditions: with the characteristics derived, mayUse answers
// from a text's conditions (useRefused), a keyword's text's too, as textsOf
// lists it (keywordEffect); with them stale it cannot tell. Green U-39's
// (防御ステップ) 《(0)》 text needs a character set on it, and green U-75
// ビグ・ザム's 範囲兵器(3) is used in the damage step while the card is
// engaged (GW adv. "范围兵器（X）": it destroys the enemy units engaged with
// it) (cards/data/green.yaml): standing in the disposition area alone, with
// no character, neither may be used.
func TestMayUseConditions(t *testing.T) {
	for _, c := range []struct {
		unit, name string
		at         Phase
	}{{"green U-39", "ゲルググ", PDefense}, {"green U-75", "ビグ・ザム", PDamage}} {
		x := newTG(t)
		x.field(0, c.unit, false)
		x.at(0, c.at, stPre)
		x.exact = true // no refusal kept answers
		x.invalidate()
		eq(t, c.unit+" stale", x.mayUse(0), true)
		x.NationPower(0) // derived
		eq(t, c.unit+" derived", x.mayUse(0), false)
		eq(t, c.unit+"'s use", x.can("use", c.name), false)
	}
}

// TestRefusalKeptByReads: a kept refusal goes on a change of a state it
// read, and stays on a change of one it did not (refusals.go). Green U-39's
// play, refused by its cost with no G (TestRefusalKept), reads the Nation
// (its resource 1: GW basic "资源费用的支付") and no hand: a change of only
// the hands keeps it, a change of the Nations drops it, and so does a card
// entering the field (hard), the enemy's G here.
func TestRefusalKeptByReads(t *testing.T) {
	x := newTG(t)
	u := x.hand(0, "green U-39")
	kept := refusal{c: u, p: 0}
	eq(t, "playable with no G", x.can("play", "ゲルググ"), false)
	x.touch(srHand)
	eq(t, "kept over a change of the hands", x.refusedKept(kept), true)
	x.touch(srNation)
	eq(t, "kept over a change of the Nations", x.refusedKept(kept), false)
	eq(t, "refused again", x.playRefused(0, u, 0, false), true)
	eq(t, "kept again", x.refusedKept(kept), true)
	x.gs(1, 1)
	eq(t, "kept over a card entering the field", x.refusedKept(kept), false)
}

// TestVerdictChecked: a game with verify set checks a kept answer against
// a new one at each read: a kept answer that says U-39's play is legal
// while its cost refuses it (TestRefusalKept) panics.
func TestVerdictChecked(t *testing.T) {
	x := newTG(t)
	u := x.hand(0, "green U-39")
	x.at(0, PDisposition, stPre)
	x.NationPower(0)
	x.keepVerdict(refusal{c: u, p: 0}, nil, 0, false, ckNone) // a wrong answer
	eq(t, "the wrong answer kept", x.refusedKept(refusal{c: u, p: 0}), false)
	x.verify = true
	defer func() {
		if recover() == nil {
			t.Error("a stale kept answer read with verify set did not panic")
		}
	}()
	x.playRefused(0, u, 0, false)
}

// TestCutEndKeepsUseAnswers: a cut's end counts a use once a cut again
// (《①毎》, GW basic), and one of a text of a card being played (GW adv.
// "「被使用的卡片」"), but not one once a turn (GW basic "《》内资源记述的意义"):
// an answer kept to a use of a text counted once a turn stays, those of
// the other two go (usesReads).
func TestCutEndKeepsUseAnswers(t *testing.T) {
	x := newTG(t)
	turn, per, onCut := &card.Text{}, &card.Text{Cost: card.UseCost{Per: true}}, &card.Text{From: card.InCut}
	var ks [3]refusal
	for i, tx := range []*card.Text{turn, per, onCut} {
		ks[i] = refusal{text: int32(i + 1), p: 0, use: true}
		x.keepVerdict(ks[i], tx, usesReads(tx), true, ckNone)
	}
	x.endCut()
	for i, want := range []bool{true, false, false} {
		_, ok, _ := x.keptVerdict(ks[i])
		eq(t, []string{"once a turn", "once a cut", "on the cut"}[i], ok, want)
	}
}

// TestRefusalRecheck: a kept refusal no longer current is asked again of
// the check that refused it alone (recheck.go). U-39's play, refused by its
// cost with no G (TestRefusalKept: Nation Power 0 < 4), is kept refused by
// Nation Power. The enemy's G entering the field drops every answer, but
// leaves player 0's Nation Power at 0: asked again of its power alone, the
// play is refused still and kept again. With four green G of its own the
// power is 4: the recheck does not refuse, and the full checks find the
// play legal.
func TestRefusalRecheck(t *testing.T) {
	x := newTG(t)
	u := x.hand(0, "green U-39")
	kept := refusal{c: u, p: 0}
	eq(t, "playable with no G", x.can("play", "ゲルググ"), false)
	x.gs(1, 1)
	eq(t, "kept over the enemy's G entering", x.refusedKept(kept), false)
	_, _, stale := x.keptVerdict(kept)
	eq(t, "stale, refused by its power", stale != nil && stale.by == ckPower, true)
	eq(t, "refused again by its power alone", x.recheck(stale, x.playRecheck(stale.by, 0, u, 0, false)), true)
	eq(t, "kept again", x.refusedKept(kept), true)
	x.gs(0, 4)
	_, _, stale = x.keptVerdict(kept)
	eq(t, "stale with 4 green G", stale != nil && stale.by == ckPower, true)
	eq(t, "refused by its power with 4 green G", x.recheck(stale, x.playRecheck(stale.by, 0, u, 0, false)), false)
	eq(t, "not kept", x.refusedKept(kept), false)
	x.decision = decision{kind: dPriority, player: 0}
	x.invalidate()
	eq(t, "playable with 4 green G", x.can("play", "ゲルググ"), true)
}

// TestRefusalKeptOverTurnStart: a turn's start drops the kept answers
// that read the active player, and those that read the turn's counts only
// when one starts again (refusals.go). U-39's play, refused by its cost
// (TestRefusalKept), reads neither the active player (no effect keeps it
// from being played in the enemy's turn) nor any count when none was
// made: a new turn keeps it.
func TestRefusalKeptOverTurnStart(t *testing.T) {
	x := newTG(t)
	u := x.hand(0, "green U-39")
	kept := refusal{c: u, p: 0}
	eq(t, "playable with no G", x.can("play", "ゲルググ"), false)
	x.startTurn(1)
	eq(t, "kept over the turn's start", x.refusedKept(kept), true)
}
