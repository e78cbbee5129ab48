// Blue characters of the embedded deck (split from card_blue_test.go).

package engine

import (
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// ---------------------------------------------------------------------------
// CH-1 / CH-17 / CH-24 アムロ・レイ

// CH-1 "(自動D):このカードの部隊が与えた戦闘ダメージで、敵軍ユニットが1枚以上破壊された
// 場合、帰還ステップ開始時に、このカードの上に+1/+1/+1コイン1個を乗せる" (GW adv.
// "待机中的效果", "指定触发时机的效果", "放置在卡片上的指示物"): U-321 (3/1/3) with
// CH-1 destroys Char's Gelgoog (U-39 3/1/3, rolled so it deals none); at
// the return step start CH-1 gets the coin, so U-321 is 3+1 (the Gelgoog in P1's Junkyard)+1 / 1+1 / 3+1 = 5/2/4,
// and the coin stays after the return step.
func TestCardCH1Coin(t *testing.T) {
	x := newTG(t)
	gel := x.field(0, "green U-39", true) // 3/1/3, rolled: deals no damage
	g := x.field(1, "blue U-321", false)
	amuro := x.set(1, "blue CH-1", g)
	x.squad(0, Space, gel)
	x.squad(1, Space, g)
	x.at(0, PDamage, stPre)
	x.do("pass")
	x.do("pass")
	eq(t, "Gelgoog destroyed", x.cards[gel].destroyed, true)
	eq(t, "coins before the return step", x.cards[amuro].nCoins, int8(0))
	x.passUntil(PReturn, stPre)
	eq(t, "coins", x.cards[amuro].nCoins, int8(1))
	eq(t, "coin value", x.cards[amuro].coins.mod(), card.Modifier{Melee: 1, Range: 1, Defense: 1})
	eq(t, "U-321 power", x.power(g), pw(5, 2, 4))
	x.passUntil(PReturn, stPost)
	eq(t, "coins after the return step", x.cards[amuro].nCoins, int8(1))
}

// CH-1, negative: the squad deals battle damage but destroys no enemy unit
// (a rolled Big Zam 4/6/8 takes 3 and deals none): no coin.
func TestCardCH1NoCoinWithoutKill(t *testing.T) {
	x := newTG(t)
	bz := x.field(0, "green U-75", true)
	g := x.field(1, "blue U-321", false)
	amuro := x.set(1, "blue CH-1", g)
	x.squad(0, Space, bz)
	x.squad(1, Space, g)
	x.at(0, PDamage, stPre)
	x.do("pass")
	x.do("pass")
	eq(t, "Big Zam damage", x.cards[bz].damage, int16(3))
	x.passUntil(PReturn, stPre)
	eq(t, "coins", x.cards[amuro].nCoins, int8(0))
}

// CH-17 (+2/+2/+2) "(自動A):このカードは交戦中ではない場合、-1/-1/±0を得る" (GW adv.
// "战斗修正", "与～交战中"): on Jegan 2/1/3 it makes 3/2/5 in the disposition
// area and in an unengaged squad, 4/3/5 once engaged; attacking unengaged
// the squad deals 3 to P1's Nation.
func TestCardCH17Engaged(t *testing.T) {
	x := newTG(t)
	jegan := x.field(1, "blue U-118", false)
	x.set(1, "blue CH-17", jegan)
	eq(t, "power in the disposition area", x.power(jegan), pw(3, 2, 5))
	x.squad(1, Space, jegan)
	eq(t, "power unengaged", x.power(jegan), pw(3, 2, 5))
	x.at(1, PDamage, stPre)
	n := x.nat(0)
	x.do("pass")
	x.do("pass")
	eq(t, "P1 Nation damage", n-x.nat(0), 3)

	y := newTG(t)
	j2 := y.field(1, "blue U-118", false)
	y.set(1, "blue CH-17", j2)
	gel := y.field(0, "green U-39", false)
	y.squad(1, Space, j2)
	y.squad(0, Space, gel)
	eq(t, "power engaged", y.power(j2), pw(4, 3, 5))
}

// CH-24 (+2/+2/+2, M Ad NT) "(自動A):このカードは宇宙エリアに出撃できない" (GW basic
// "出击的过程" ①): Jegan with CH-24 (4/3/5) may sortie only to the earth
// area, to attack and to defend; a plain Jegan may go to both.
func TestCardCH24NoSpaceSortie(t *testing.T) {
	for _, attack := range []bool{true, false} {
		x := newTG(t)
		j1 := x.field(1, "blue U-118", false)
		x.set(1, "blue CH-24", j1)
		j2 := x.field(1, "blue U-118", false)
		eq(t, "power", x.power(j1), pw(4, 3, 5))
		if attack {
			x.at(1, PAttack, stPre)
		} else {
			x.at(0, PDefense, stPre)
		}
		x.do("pass")
		x.do("pass")
		eq(t, "decision", x.decision.kind, dSortie)
		got := x.sortieAreas(j1)
		if len(got) != 1 || got[0] != Earth {
			t.Errorf("attack %v: Jegan with CH-24 may sortie to %v, want [earth]", attack, got)
		}
		eq(t, "plain Jegan areas", len(x.sortieAreas(j2)), 2)
		if _, err := x.Apply(Action{Kind: ASortie, Card: j1, Area: Space}); err == nil {
			t.Errorf("attack %v: sortie to space accepted", attack)
		}
	}
}

// ---------------------------------------------------------------------------
// CH-8 / CH-41 ジュドー・アーシタ

// chars8 sets up, in P1's turn after the defense step's fixed effect: in the
// earth area P2's Jegan with CH-8 Judau and U-321 with CH-24 Amuro (Ad)
// against P1's U-200 with CH-2 Char (Ad); in space P1's U-39 with CH-20
// Gato (Ad).
func chars8(t *testing.T, ph Phase) (x *tg, judau, amuro, char, gato, gel CardID) {
	x = newTG(t)
	jegan := x.field(1, "blue U-118", false)
	judau = x.set(1, "blue CH-8", jegan)
	g := x.field(1, "blue U-321", false)
	amuro = x.set(1, "blue CH-24", g)
	gel = x.field(0, "green U-200", false)
	char = x.set(0, "green CH-2", gel)
	gel39 := x.field(0, "green U-39", false)
	gato = x.set(0, "green CH-20", gel39)
	x.squad(1, Earth, jegan, g)
	x.squad(0, Earth, gel)
	x.squad(0, Space, gel39)
	x.at(0, ph, stPost)
	x.do("pass")
	return
}

// CH-8 "(防御ステップ):《(3)》このカードと同じエリアにいる、「大人」を持つキャラクター1枚を
// ロールする" (GW adv. "特征" Ad; GW adv. "配置组的重置/横置": the whole set group
// rolls): the targets are the Ad characters in the earth area, enemy Char
// and own Amuro (the text does not say 敵軍), not Gato in space nor Judau
// (Ch); P2 pays 3; Char and U-200 roll, so U-200's squad deals 0 (GW basic
// "战斗伤害数值的决定": rolled counts *); 《(3)》 is once per turn.
func TestCardCH8RollAdult(t *testing.T) {
	x, judau, amuro, char, gato, gel := chars8(t, PDefense)
	n := x.nat(1)
	x.do("use", "ジュドー・アーシタ")
	got := x.choices()
	if !sameCards(got, []CardID{char, amuro}) {
		t.Errorf("targets %v, want Char %d and Amuro %d (not Gato %d, not Judau %d)", got, char, amuro, gato, judau)
	}
	x.do("target", "シャア・アズナブル")
	eq(t, "resource paid", n-x.nat(1), 3)
	x.resolve()
	eq(t, "Char rolled", x.cards[char].rolled, true)
	eq(t, "U-200 rolled", x.cards[gel].rolled, true)
	eq(t, "U-200 squad power", x.squadPower(Earth, 0), 0)
	x.do("pass")
	eq(t, "decider", x.decision.player, Player(1))
	eq(t, "second use", x.can("use", "ジュドー・アーシタ"), false)
}

// CH-8, negative (GW adv. "内文中的时机指定"): not in the attack or damage step.
func TestCardCH8OnlyDefenseStep(t *testing.T) {
	for _, ph := range []Phase{PAttack, PDamage} {
		x, _, _, _, _, _ := chars8(t, ph)
		eq(t, ph.String()+": usable", x.can("use", "ジュドー・アーシタ"), false)
	}
}

// CH-41 クイック (GW adv. "快速": playable in every free timing, not counted in
// the one-per-turn limit) and "(自動B):このカードをプレイする場合、配備エリア以外の
// 自軍ユニットにもセットできる": in P1's damage step P2 plays it on its engaged
// Jegan in the space area; Jegan becomes 4/2/5.
func TestCardCH41QuickOutsideDisposition(t *testing.T) {
	x := newTG(t)
	x.gs(1, 1)
	gel := x.field(0, "green U-39", false)
	jegan := x.field(1, "blue U-118", false)
	x.squad(0, Space, gel)
	x.squad(1, Space, jegan)
	j := x.hand(1, "blue CH-41")
	x.at(0, PDamage, stPre)
	x.do("pass")
	x.do("play", "ジュドー・アーシタ")
	if got := x.choices(); !sameCards(got, []CardID{jegan}) {
		t.Fatalf("set targets %v, want Jegan %d", got, jegan)
	}
	x.do("target", "ジェガン")
	x.resolve()
	eq(t, "CH-41 host", x.cards[j].host, jegan)
	eq(t, "Jegan power", x.power(jegan), pw(4, 2, 5))
}

// CH-41 クイック in the own disposition phase: after it, a normal character
// (CH-1) may still be played (GW basic "配备阶段": one character per turn;
// GW adv. "快速": クイック plays are not counted); after CH-1, no more.
func TestCardCH41QuickNotCounted(t *testing.T) {
	x := newTG(t)
	x.gs(1, 3)
	x.field(1, "blue U-118", false)
	x.field(1, "blue U-118", false)
	x.field(1, "blue U-321", false)
	x.hand(1, "blue CH-41")
	x.hand(1, "blue CH-1")
	ch17 := x.hand(1, "blue CH-17")
	x.at(1, PDisposition, stPre)
	x.do("play", "ジュドー・アーシタ")
	x.do("target", "ジェガン")
	x.resolve()
	eq(t, "character counted after CH-41", x.pl[1].played[card.Character], false)
	x.do("play", "アムロ・レイ [CH-1]")
	if got := x.choices(); len(got) != 2 {
		t.Errorf("CH-1 set targets %v, want the two units without a character", got)
	}
	x.do("target", "ジェガン")
	x.resolve()
	eq(t, "character counted after CH-1", x.pl[1].played[card.Character], true)
	r, _ := x.playRefusal(1, ch17, 0, false)
	eq(t, "CH-17 refused by", r, `GW basic "配备阶段"`)
}

// CH-41 "(自動D):自軍ターン終了時に(1)(資源1)を支払う。支払わない場合、このカードが属する
// セットグループを廃棄する" (GW basic "回合结束时" 2): paying moves 1 card from
// the Nation to the Discard Pile and CH-41 stays; declining discards its set
// group, here U-321 with it, and U-321's mill does not trigger (discarded by
// P2's own effect: 自軍効果).
func TestCardCH41TurnEnd(t *testing.T) {
	t.Run("pay", func(t *testing.T) {
		x := newTG(t)
		jegan := x.field(1, "blue U-118", false)
		j := x.set(1, "blue CH-41", jegan)
		x.at(1, PReturn, stPost)
		n, d := x.nat(1), x.disc(1)
		x.do("pass")
		x.do("pass")
		if !strings.Contains(x.DecisionText(), "pay (1)") {
			t.Fatalf("decision %q, want the payment of (1)", x.DecisionText())
		}
		x.do("yes")
		eq(t, "P2 Nation", n-x.nat(1), 1)
		eq(t, "P2 Discard Pile", x.disc(1)-d, 1)
		eq(t, "CH-41 zone", x.cards[j].zone, ZDisposition)
		eq(t, "CH-41 host", x.cards[j].host, jegan)
	})
	t.Run("decline", func(t *testing.T) {
		x := newTG(t)
		g := x.field(1, "blue U-321", false)
		j := x.set(1, "blue CH-41", g)
		x.toJunkyard(0, 3)
		x.at(1, PReturn, stPost)
		n1, n2 := x.nat(0), x.nat(1)
		x.do("pass")
		x.do("pass")
		x.do("no")
		eq(t, "CH-41 zone", x.cards[j].zone, ZJunkyard)
		eq(t, "U-321 zone", x.cards[g].zone, ZJunkyard)
		eq(t, "P2 Nation", x.nat(1), n2)
		eq(t, "decision (no mill)", x.decision.kind, dPriority)
		eq(t, "P1 Nation", x.nat(0), n1)
		eq(t, "next turn", x.active, Player(0))
	})
	t.Run("enemy turn end", func(t *testing.T) {
		x := newTG(t)
		jegan := x.field(1, "blue U-118", false)
		j := x.set(1, "blue CH-41", jegan)
		x.at(0, PReturn, stPost)
		n := x.nat(1)
		x.do("pass")
		x.do("pass")
		eq(t, "decision", x.decision.kind, dPriority)
		eq(t, "turn player", x.active, Player(1))
		eq(t, "P2 Nation", x.nat(1), n)
		eq(t, "CH-41 zone", x.cards[j].zone, ZDisposition)
	})
}
