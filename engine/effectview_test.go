package engine

import (
	"reflect"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// viewOf returns card c as player p sees it.
func (x *tg) viewOf(p Player, c CardID) CardView {
	x.t.Helper()
	o := x.View(p)
	v, ok := o.Card(c)
	if !ok {
		x.t.Fatalf("card %d not visible to %s", c, p)
	}
	return v
}

// ガンダム(ラストシューティング) (U-321): its leave trigger mills the enemy
// Nation by its melee. The view reads the amount now (3 + the enemy
// Junkyard) and says when it would trigger: attacking or in the disposition
// area, not when defending.
func TestEffectViewLeaveTrigger(t *testing.T) {
	x := newTG(t)
	ls := x.field(1, "blue U-321", false)
	x.toJunkyard(0, 4) // melee 3+4
	v := x.viewOf(0, ls)
	leave := v.Texts[1]
	want := []TextEffect{{Op: EffMill, N: 7, Nation: EnemySide}}
	if !reflect.DeepEqual(leave.Effects, want) || !leave.OnLeave {
		t.Errorf("in the disposition area: %+v OnLeave %v, want %+v and true", leave.Effects, leave.OnLeave, want)
	}
	if v.Texts[0].OnLeave || v.Texts[0].Trigger != TrigNone || leave.Trigger != TrigOther {
		t.Errorf("triggers %v %v; the Auto A text triggers on leaving: %v", v.Texts[0].Trigger, leave.Trigger, v.Texts[0].OnLeave)
	}
	x.squad(1, Earth, ls)
	x.active = 1 // attacking
	if !x.viewOf(0, ls).Texts[1].OnLeave {
		t.Error("attacking: no leave trigger")
	}
	x.active = 0 // defending
	if x.viewOf(0, ls).Texts[1].OnLeave {
		t.Error("defending: a leave trigger")
	}
}

// Zガンダム&百式 (U-400): recover 5 when its squad deals battle damage to
// the enemy Nation, draw 2 when to an enemy squad.
func TestEffectViewBattleTriggers(t *testing.T) {
	x := newTG(t)
	z := x.field(1, "blue U-400", false)
	ts := x.viewOf(0, z).Texts
	if len(ts) < 2 || ts[0].Trigger != TrigNationBattleDamage || ts[1].Trigger != TrigSquadBattleDamage {
		t.Fatalf("texts %+v", ts)
	}
	if !reflect.DeepEqual(ts[0].Effects, []TextEffect{{Op: EffRecover, N: 5}}) || !reflect.DeepEqual(ts[1].Effects, []TextEffect{{Op: EffDraw, N: 2}}) {
		t.Errorf("effects %+v, %+v", ts[0].Effects, ts[1].Effects)
	}
}

// Commands in hand: 光の翼's additional cost (3 own G) comes first, then the
// redirect; 戦慄のブルー's +3/+3/+3 now and its drawback at the turn end.
func TestEffectViewCommands(t *testing.T) {
	x := newTG(t)
	wings := x.hand(1, "blue C-73")
	blue := x.hand(1, "blue C-48")
	got := x.viewOf(1, wings).Texts[0].Effects
	want := []TextEffect{{Op: EffDiscardOwn, N: 3, Cost: true}, {Op: EffRedirect}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("光の翼: %+v, want %+v", got, want)
	}
	got = x.viewOf(1, blue).Texts[0].Effects
	want = []TextEffect{{Op: EffModify, Mod: [3]int{3, 3, 3}}, {Op: EffChoose, Later: true}, {Op: EffDiscard, Later: true}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("戦慄のブルー: %+v, want %+v", got, want)
	}
}

// シャア・アズナブル (CH-68) at the own turn end, rolled: the choice between
// discarding another own card and 3 damage to the own Nation is asked with
// each option's effects.
func TestEffectViewOptions(t *testing.T) {
	x := newTG(t)
	u := x.field(0, "green U-195", true)
	x.set(0, "green CH-68", u)
	x.gs(0, 2)
	x.passWhile(func() bool { return x.decision.kind != dEffect }, "CH-68's choice")
	ask := x.View(0).Ask
	want := [][]TextEffect{{{Op: EffChoose}, {Op: EffDiscard}}, {{Op: EffDamage, N: 3, Nation: OwnSide}}}
	if ask.Kind != "option" || !reflect.DeepEqual(ask.OptionEffects, want) {
		t.Errorf("ask %s: %+v, want %+v", ask.Kind, ask.OptionEffects, want)
	}
	// the text lists both options' effects, each marked with its option
	flat := []TextEffect{{Op: EffChoose, Option: 1}, {Op: EffDiscard, Option: 1}, {Op: EffDamage, N: 3, Nation: OwnSide, Option: 2}}
	if !reflect.DeepEqual(ask.Text.Effects, flat) {
		t.Errorf("the text's effects: %+v, want %+v", ask.Text.Effects, flat)
	}
}

// The observation says whether the step's fixed effect (battle damage in
// the damage step) is still to come.
func TestViewStage(t *testing.T) {
	x := newTG(t)
	x.at(0, PDamage, stPre)
	eq(t, "stage before", x.View(0).Stage, StageBefore)
	x.passUntil(PDamage, stPost)
	eq(t, "stage after", x.View(1).Stage, StageAfter)
}

// 奥の手 (O-76): its may-discard then 「範囲兵器(X)」の効果 on the squad's head
// unit is seen as an area weapon effect whose X (the battle damage dealt) is
// decided later (GW adv. "使用（特殊效果）的效果").
func TestEffectViewUseKeyword(t *testing.T) {
	db := harnessDB(t)
	def, _ := db.Lookup(card.Black, "O-76")
	g, err := NewPosition(Position{DB: db, StopAtPriority: true, Turn: 2, First: -1, Phase: PDisposition, Stage: StageBefore,
		Cards: []PosCard{NewPosCard("O", def, 0, ZHand)}})
	if err != nil {
		t.Fatal(err)
	}
	x := &tg{g, t}
	got := x.viewOf(0, g.pl[0].hand[0]).Texts[0].Effects
	want := []TextEffect{{Op: EffChoose, Optional: true}, {Op: EffDiscard, Optional: true}, {Op: EffAreaWeapon, Var: true}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("奥の手: %+v, want %+v", got, want)
	}
}

// A choice between options offered only those that can be done (「または」,
// opEither): the view's OptionEffects are the offered options', in the
// answers' order. P2 has no unit, so of 「roll an enemy unit, or 1, or 2
// damage to the enemy Nation」 the options are 1 and 2 damage.
func TestEffectViewOfferedOptions(t *testing.T) {
	db, def := greenTestCards(t, "either.yaml", `cards:
  - number: T-EO1
    color: green
    name: 三択
    kind: command
    cost: {designated: 1, total: "1", resource: "0"}
    texts:
      - timing: always
        steps:
          - op: either
            options:
              - [{op: choose, filter: [unit, enemy]}, {op: roll, what: chosen}]
              - [{op: damage, what: enemy-nation, n: 1}]
              - [{op: damage, what: enemy-nation, n: 2}]
    source: test
  - {number: T-G, color: green, name: G, kind: g, basic: true, produces: green, source: test}
`)
	g := playToEffect(t, db, def, "T-EO1", "T-EO1", 10)
	got := g.View(0).Ask.OptionEffects
	want := [][]TextEffect{{{Op: EffDamage, N: 1, Nation: EnemySide}}, {{Op: EffDamage, N: 2, Nation: EnemySide}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("offered options' effects %+v, want %+v", got, want)
	}
}
