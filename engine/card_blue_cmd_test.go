// Blue commands and operations of the embedded deck, with the Prevent keyword (split from card_blue_test.go).

package engine

import (
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// ---------------------------------------------------------------------------
// Commands

// C-48 "(防御ステップ):交戦中の自軍ユニット1枚は、ターン終了時まで+3/+3/+3を得る。ターン
// 終了時に、G、またはオペレーション1枚を、敵軍プレイヤーに選んでもらい、そのカードを廃棄する"
// (GW adv. "待机中的效果"; GW basic "回合结束时" 2 and 4): Jegan 2/1/3 becomes
// 5/4/6 and destroys Char's Gelgoog (U-39 3/1/3); at the turn end P1 chooses among P2's two G
// and O-4 and picks O-4, which goes to P2's Junkyard; the modifier ends
// with the turn.
func TestCardC48(t *testing.T) {
	x := newTG(t)
	x.gs(1, 2)
	op := x.field(1, "blue O-4", false)
	gel := x.field(0, "green U-39", false)
	jegan := x.field(1, "blue U-118", false)
	x.squad(0, Space, gel)
	x.squad(1, Space, jegan)
	c := x.hand(1, "blue C-48")
	x.at(0, PDefense, stPost)
	x.do("pass")
	x.do("play", "戦慄のブルー")
	if got := x.choices(); !sameCards(got, []CardID{jegan}) {
		t.Fatalf("targets %v, want Jegan %d", got, jegan)
	}
	x.do("target", "ジェガン")
	x.resolve()
	eq(t, "C-48 zone", x.cards[c].zone, ZJunkyard)
	eq(t, "Jegan power", x.power(jegan), pw(5, 4, 6))
	x.passUntil(PDamage, stPost)
	eq(t, "Gelgoog destroyed", x.cards[gel].destroyed, true)
	x.passUntil(PReturn, stPost)
	x.do("pass")
	x.do("pass")
	if !strings.Contains(x.DecisionText(), "P1: choose") {
		t.Fatalf("decision %q, want P1 to choose", x.DecisionText())
	}
	var want []CardID
	for _, f := range x.pl[1].disposition {
		if k := x.cards[f].def.Kind; k == card.G || k == card.Operation {
			want = append(want, f)
		}
	}
	if got := x.choices(); !sameCards(got, want) || len(want) != 3 {
		t.Errorf("P1 chooses among %v, want P2's G and operations %v", got, want)
	}
	x.do("choose", "避難命令")
	eq(t, "O-4 zone", x.cards[op].zone, ZJunkyard)
	eq(t, "P2 G", x.gCount(1), 2)
	eq(t, "next turn", x.active, Player(1))
	eq(t, "Jegan power next turn", x.power(jegan), pw(2, 1, 3))
}

// C-48, negative (GW adv. "使用与对象": no target, no play; GW basic "指令卡的
// 使用": only in its timing): own unit unengaged in a battle area; engaged
// but in the damage step.
func TestCardC48NotPlayable(t *testing.T) {
	x := newTG(t)
	x.gs(1, 2)
	jegan := x.field(1, "blue U-118", false)
	x.squad(1, Space, jegan)
	x.hand(1, "blue C-48")
	x.at(0, PDefense, stPost)
	x.do("pass")
	eq(t, "playable (unengaged)", x.can("play", "戦慄のブルー"), false)

	y := newTG(t)
	y.gs(1, 2)
	dom := y.field(0, "green U-195", false)
	j2 := y.field(1, "blue U-118", false)
	y.squad(0, Space, dom)
	y.squad(1, Space, j2)
	y.hand(1, "blue C-48")
	y.at(0, PDamage, stPre)
	y.do("pass")
	eq(t, "playable (damage step)", y.can("play", "戦慄のブルー"), false)
}

// C-73 "【追加コスト>自軍G3枚を廃棄する】(敵軍ダメージ判定ステップ):非交戦状態の敵軍部隊1つを
// 指定する。このターン、その部隊が与える戦闘ダメージは、自軍本国ではなく、敵軍本国に与えられる"
// (GW adv. "追加费用": paid after the normal cost): P2 pays designated 2 /
// total 4 and discards 3 of its 4 G; Rick Dom's unengaged squad then deals
// its 2 to P1's own Nation, none to P2's.
func TestCardC73(t *testing.T) {
	x := newTG(t)
	x.gs(1, 4)
	dom := x.field(0, "green U-195", false)
	x.squad(0, Space, dom)
	c := x.hand(1, "blue C-73")
	x.at(0, PDamage, stPre)
	x.do("pass")
	x.do("play", "光の翼")
	if got := x.choices(); !sameCards(got, []CardID{dom}) {
		t.Fatalf("targets %v, want Rick Dom %d", got, dom)
	}
	x.do("target", "リック・ドム")
	for i := 0; i < 3; i++ {
		x.do("choose", "青基本G")
	}
	eq(t, "P2 G left", x.gCount(1), 1)
	eq(t, "P2 Junkyard (3 G)", x.junk(1), 3)
	x.resolve()
	eq(t, "C-73 zone", x.cards[c].zone, ZJunkyard)
	n1, n2 := x.nat(0), x.nat(1)
	x.do("pass")
	x.do("pass")
	eq(t, "stage", x.stage, stPost)
	eq(t, "P1 Nation damage", n1-x.nat(0), 2)
	eq(t, "P2 Nation damage", n2-x.nat(1), 0)
}

// C-73, negative: an engaged enemy squad is no target (非交戦状態), so with no
// other it cannot be played (GW adv. "使用与对象"); and not in the own damage
// step (敵軍ダメージ判定ステップ).
func TestCardC73NotPlayable(t *testing.T) {
	x := newTG(t)
	x.gs(1, 4)
	dom := x.field(0, "green U-195", false)
	jegan := x.field(1, "blue U-118", false)
	x.squad(0, Space, dom)
	x.squad(1, Space, jegan)
	x.hand(1, "blue C-73")
	x.at(0, PDamage, stPre)
	x.do("pass")
	eq(t, "playable (engaged)", x.can("play", "光の翼"), false)

	y := newTG(t)
	y.gs(1, 4)
	j2 := y.field(1, "blue U-118", false)
	y.squad(1, Space, j2)
	y.hand(1, "blue C-73")
	y.at(1, PDamage, stPre)
	eq(t, "playable (own damage step)", y.can("play", "光の翼"), false)
}

// C-95 "(配備フェイズ):自軍本国を15回復する" (GW adv. "回复": one by one from the top
// of the Discard Pile, as many as it holds; GW adv. "时机": (配備フェイズ) is
// either player's disposition phase): 15 of 20 in the own phase; all 6 of 6
// in P1's phase.
func TestCardC95(t *testing.T) {
	for _, tc := range []struct {
		name          string
		active        Player
		discard, want int
	}{{"own phase", 1, 20, 15}, {"enemy phase", 0, 6, 6}} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTG(t)
			x.gs(1, 5)
			c := x.hand(1, "blue C-95")
			x.nationToDiscard(1, tc.discard)
			x.at(tc.active, PDisposition, stPre)
			if tc.active == 0 {
				x.do("pass")
			}
			n := x.nat(1)
			x.do("play", "抱擁")
			x.resolve()
			eq(t, "recovered", x.nat(1)-n, tc.want)
			eq(t, "Discard Pile", x.disc(1), tc.discard-tc.want)
			eq(t, "C-95 zone", x.cards[c].zone, ZJunkyard)
		})
	}
}

// C-95, negative: not in the battle phase (GW basic "指令卡的使用"); not with
// total power 4 < 5 (GW basic "支付合计国力").
func TestCardC95NotPlayable(t *testing.T) {
	x := newTG(t)
	x.gs(1, 5)
	x.hand(1, "blue C-95")
	x.nationToDiscard(1, 5)
	x.at(1, PAttack, stPre)
	eq(t, "playable (attack step)", x.can("play", "抱擁"), false)

	y := newTG(t)
	y.gs(1, 4)
	y.hand(1, "blue C-95")
	y.nationToDiscard(1, 5)
	y.at(1, PDisposition, stPre)
	eq(t, "playable (4 G)", y.can("play", "抱擁"), false)
}

// ---------------------------------------------------------------------------
// Operations

// O-4 played (GW basic "任务卡": enters standing, one operation per turn):
// after O-4, O-8 cannot be played the same turn.
func TestCardO4Play(t *testing.T) {
	x := newTG(t)
	x.gs(1, 2)
	o := x.hand(1, "blue O-4")
	x.hand(1, "blue O-8")
	x.at(1, PDisposition, stPre)
	x.do("play", "避難命令")
	x.resolve()
	eq(t, "O-4 zone", x.cards[o].zone, ZDisposition)
	eq(t, "O-4 rolled", x.cards[o].rolled, false)
	eq(t, "O-8 playable", x.can("play", "休息"), false)
}

// O-4 "(常時):《R》自軍G1枚を廃棄する。その場合、自軍本国を3回復する" (GW basic "《(R)》":
// rolls O-4, once per turn; GW adv. "此时"): in P1's attack step P2 targets
// one of its own G (not P1's), O-4 rolls, the G goes to the Junkyard and P2
// recovers 3; O-4 cannot be used again.
func TestCardO4Use(t *testing.T) {
	x := newTG(t)
	x.gs(1, 2)
	o := x.field(1, "blue O-4", false)
	x.gs(0, 1)
	x.nationToDiscard(1, 5)
	x.at(0, PAttack, stPre)
	x.do("pass")
	n := x.nat(1)
	x.do("use", "避難命令")
	for _, c := range x.choices() {
		if x.cards[c].ctrl != 1 || x.cards[c].def.Kind != card.G {
			t.Errorf("target %s offered", x.describeCard(c))
		}
	}
	eq(t, "targets", len(x.choices()), 2)
	x.do("target", "青基本G")
	eq(t, "O-4 rolled", x.cards[o].rolled, true)
	x.resolve()
	eq(t, "P2 G", x.gCount(1), 1)
	eq(t, "P2 Junkyard", x.junk(1), 1)
	eq(t, "recovered", x.nat(1)-n, 3)
	eq(t, "Discard Pile", x.disc(1), 2)
	x.do("pass")
	eq(t, "decider", x.decision.player, Player(1))
	eq(t, "second use", x.can("use", "避難命令"), false)
}

// O-4, negative (GW basic "《(R)》": a rolled card cannot roll to pay).
func TestCardO4Rolled(t *testing.T) {
	x := newTG(t)
	x.gs(1, 2)
	x.field(1, "blue O-4", true)
	x.nationToDiscard(1, 5)
	x.at(1, PDisposition, stPre)
	eq(t, "usable", x.can("use", "避難命令"), false)
}

// O-8 "(自動A):全ての自軍ユニットは、以下のテキストを得る。「(配備フェイズ):《R》自軍本国を
// 1回復する。」" (GW adv. "得到～"; GW basic "《(R)》"): standing Jegan uses it
// (rolls, recovers 1, once per turn); rolled U-321 cannot; P1's unit has
// no such text; it works in P1's disposition phase too but not in the
// battle phase, and not without O-8.
func TestCardO8(t *testing.T) {
	x := newTG(t)
	x.field(1, "blue O-8", false)
	jegan := x.field(1, "blue U-118", false)
	x.field(1, "blue U-321", true)
	x.field(0, "green U-195", false)
	x.nationToDiscard(1, 5)
	x.at(1, PDisposition, stPre)
	eq(t, "rolled U-321 may use", x.can("use", "ガンダム(ラストシューティング)", "recover 1"), false)
	n := x.nat(1)
	x.do("use", "ジェガン", "recover 1")
	eq(t, "Jegan rolled", x.cards[jegan].rolled, true)
	x.resolve()
	eq(t, "recovered", x.nat(1)-n, 1)
	eq(t, "second use", x.can("use", "ジェガン"), false)

	y := newTG(t)
	y.field(1, "blue O-8", false)
	y.field(1, "blue U-118", false)
	y.field(0, "green U-195", false)
	y.nationToDiscard(1, 5)
	y.at(0, PDisposition, stPre)
	eq(t, "P1's unit has the text", y.can("use", "リック・ドム"), false)
	y.do("pass")
	eq(t, "P2 may use it in P1's disposition phase", y.can("use", "ジェガン", "recover 1"), true)

	z := newTG(t)
	z.field(1, "blue O-8", false)
	z.field(1, "blue U-118", false)
	z.nationToDiscard(1, 5)
	z.at(1, PAttack, stPre)
	eq(t, "usable in the attack step", z.can("use", "ジェガン"), false)

	w := newTG(t)
	w.field(1, "blue U-118", false)
	w.nationToDiscard(1, 5)
	w.at(1, PDisposition, stPre)
	eq(t, "usable without O-8", w.can("use", "ジェガン"), false)
}

// o77 sets up P2 with O-77, n blue G and U-321, U-400, U-118 in hand, and
// P1 with two O-52 operations, at the disposition phase of active.
func o77(t *testing.T, nG int, active Player) (x *tg, ops [2]CardID, g, z, j CardID) {
	x = newTG(t)
	x.gs(1, nG)
	x.field(1, "blue O-77", false)
	ops[0] = x.field(0, "green O-52", false)
	ops[1] = x.field(0, "green O-52", false)
	g = x.hand(1, "blue U-321")
	z = x.hand(1, "blue U-400")
	j = x.hand(1, "blue U-118")
	x.at(active, PDisposition, stPre)
	return
}

// O-77 "(自動D):敵軍オペレーションが破壊されて廃棄された場合、手札にある、青の指定国力を
// 持つユニット1枚を、合計国力に-2した上で通常のコストを支払い、自軍配備エリアにロール状態で
// 出す事ができる" (GW adv. "因「废弃」而起动的效果"): with 2 blue G, U-321 (blue
// 2, total 4-2 = 2) may come in; U-400 (total 5-2 = 3) and U-118 (blue 3)
// may not; U-321 enters rolled, paying its resource 1. Choosing none is
// allowed (できる).
func TestCardO77(t *testing.T) {
	t.Run("put U-321", func(t *testing.T) {
		x, ops, g, _, _ := o77(t, 2, 0)
		x.destroyByEffect(ops[0], 1)
		n := x.nat(1)
		x.resolve()
		if !strings.Contains(x.DecisionText(), "from hand") {
			t.Fatalf("decision %q, want O-77's choice", x.DecisionText())
		}
		if got := x.choices(); !sameCards(got, []CardID{g}) {
			t.Errorf("units offered %v, want U-321 %d", got, g)
		}
		x.do("choose", "ガンダム(ラストシューティング)")
		eq(t, "U-321 zone", x.cards[g].zone, ZDisposition)
		eq(t, "U-321 rolled", x.cards[g].rolled, true)
		eq(t, "resource paid", n-x.nat(1), 1)
	})
	t.Run("decline", func(t *testing.T) {
		x, ops, g, _, _ := o77(t, 2, 0)
		x.destroyByEffect(ops[0], 1)
		x.resolve()
		x.do("done choosing")
		eq(t, "U-321 zone", x.cards[g].zone, ZHand)
	})
}

// O-77, negative: an own operation destroyed, or an enemy unit destroyed,
// does not trigger it (敵軍オペレーション).
func TestCardO77OtherCardsDestroyed(t *testing.T) {
	x, _, _, _, _ := o77(t, 2, 0)
	op := x.field(1, "blue O-4", false)
	x.destroyByEffect(op, 0)
	x.resolve()
	eq(t, "O-4 zone", x.cards[op].zone, ZJunkyard)
	eq(t, "decision (own operation)", x.decision.kind, dPriority)

	y, _, _, _, _ := o77(t, 2, 0)
	dom := y.field(0, "green U-195", false)
	y.destroyByEffect(dom, 1)
	y.resolve()
	eq(t, "Rick Dom zone", y.cards[dom].zone, ZJunkyard)
	eq(t, "decision (enemy unit)", y.decision.kind, dPriority)
}

// O-77 once per turn (GW adv. "在特定时机起动的效果": a text that starts "when
// ～ (場合)" starts only once per turn): the second O-52 destroyed the same
// turn does not trigger it, though U-400 (total 5-2 = 3 with 3 G) could
// come in.
func TestCardO77OncePerTurn(t *testing.T) {
	x, ops, g, _, _ := o77(t, 3, 0)
	x.destroyByEffect(ops[0], 1)
	x.resolve()
	x.do("choose", "ガンダム(ラストシューティング)")
	eq(t, "U-321 zone", x.cards[g].zone, ZDisposition)
	x.destroyByEffect(ops[1], 1)
	x.resolve()
	eq(t, "second O-52 zone", x.cards[ops[1]].zone, ZJunkyard)
	if x.decision.kind != dPriority {
		t.Errorf("O-77 triggered twice in one turn: %s", x.DecisionText())
	}
}

// O-77 and the one-unit limit (GW adv. "当作是通常使用的行为": a unit put into
// play by an effect equivalent to the played card's entering counts as
// played, so it counts in the one-per-turn limit): in P2's own disposition
// phase, after O-77 puts U-321 in, U-118 cannot be played.
func TestCardO77CountsAsUnitPlay(t *testing.T) {
	x, ops, g, _, _ := o77(t, 3, 1)
	eq(t, "U-118 playable before", x.can("play", "ジェガン"), true)
	x.destroyByEffect(ops[0], 1)
	x.resolve()
	x.do("choose", "ガンダム(ラストシューティング)")
	eq(t, "U-321 zone", x.cards[g].zone, ZDisposition)
	eq(t, "decider", x.decision.player, Player(1))
	eq(t, "U-118 playable after", x.can("play", "ジェガン"), false)
}

// ---------------------------------------------------------------------------
// Keywords not covered above

// プリベント(X) of U-321 (3), C-73 (5) and C-95 (7) (GW adv. "预防（X）": while
// this card is a played card, an enemy command that targets it needs X more
// total power; GW adv. "卡片使用的顺序" ③1: cost increases are applied first).
// No command in the database can target a played card, so the cost rule is
// checked directly: P1's C-74 (total 4) targeting the played card costs
// 4+X; P2's own C-48 (total 2) targeting it costs 2.
func TestCardBluePrevent(t *testing.T) {
	for _, tc := range []struct {
		key string
		x   int
	}{{"blue U-321", 3}, {"blue C-73", 5}, {"blue C-95", 7}} {
		x := newTG(t)
		c := x.hand(1, tc.key)
		x.lift(c)
		x.cards[c].zone = ZCut
		x.cards[c].ctrl = 1
		enemy := x.hand(0, "green C-74")
		pl := playPlan{player: 0, src: enemy, text: x.effectText(enemy, 1), vars: []tvar{{cards: []CardID{c}, nation: -1}}}
		_, total, _ := x.costOf(&pl, 0)
		eq(t, tc.key+": enemy command's total", total, 4+tc.x)
		own := x.hand(1, "blue C-48")
		pl = playPlan{player: 1, src: own, text: x.effectText(own, 0), vars: []tvar{{cards: []CardID{c}, nation: -1}}}
		_, total, _ = x.costOf(&pl, 0)
		eq(t, tc.key+": own command's total", total, 2)
	}
}
