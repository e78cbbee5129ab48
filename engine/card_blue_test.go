package engine

import (
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// Card tests for every card of decks/blue.deck (P2 is blue, P1 green). The
// expected values are worked out by hand from each card's printed text
// (cards/data/blue.yaml text_ja) and the rulebook (seed 000: GW basic and
// advanced rules v1.3).

// ---------------------------------------------------------------------------
// U-400 Zガンダム&百式

// U-400 戦闘配備 ((自動B) enters standing when played; gelgoog-war d/U-G81),
// against GW basic "机体的使用" (a played unit enters rolled): U-400 enters
// standing, pays its resource cost 2 (GW basic "资源的支付" 6) and may sortie
// the same turn; U-321, without 戦闘配備, enters rolled.
func TestCardU400BattleDeploy(t *testing.T) {
	x := newTG(t)
	x.gs(1, 5)
	z := x.hand(1, "blue U-400")
	x.at(1, PDisposition, stPre)
	n, d := x.nat(1), x.disc(1)
	x.do("play", "Zガンダム&百式")
	eq(t, "resource paid from the Nation", n-x.nat(1), 2)
	eq(t, "resource to the Discard Pile", x.disc(1)-d, 2)
	x.resolve()
	eq(t, "U-400 zone", x.cards[z].zone, ZDisposition)
	eq(t, "U-400 rolled", x.cards[z].rolled, false)
	x.passUntil(PAttack, stFixed)
	eq(t, "U-400 may sortie this turn", x.can("sortie", "Zガンダム&百式", "to space"), true)

	y := newTG(t)
	y.gs(1, 4)
	g := y.hand(1, "blue U-321")
	y.at(1, PDisposition, stPre)
	y.do("play", "ガンダム(ラストシューティング)")
	y.resolve()
	eq(t, "U-321 zone", y.cards[g].zone, ZDisposition)
	eq(t, "U-321 (no 戦闘配備) rolled", y.cards[g].rolled, true)
}

// U-400 and U-321 1枚制限/自軍 (GW adv. "1枚制限/自军": not playable while a
// card of the same name is on the own field): the second copy is refused.
func TestCardU400RestrictTo1Own(t *testing.T) {
	x := newTG(t)
	x.gs(1, 5)
	x.field(1, "blue U-400", false)
	z := x.hand(1, "blue U-400")
	x.field(1, "blue U-321", true)
	g := x.hand(1, "blue U-321")
	x.at(1, PDisposition, stPre)
	eq(t, "second U-400 playable", x.can("play", "Zガンダム&百式"), false)
	eq(t, "second U-321 playable", x.can("play", "ガンダム(ラストシューティング)"), false)
	r, _ := x.playRefusal(1, z, 0, false)
	eq(t, "U-400 refused by", r, `GW adv. "1枚制限/自军"`)
	r, _ = x.playRefusal(1, g, 0, false)
	eq(t, "U-321 refused by", r, `GW adv. "1枚制限/自军"`)
}

// U-400 範囲兵器(3) (GW adv. "范围兵器（X）": (伤害判定步骤)《(0)》 destroy every
// enemy unit engaged with this card with defense X or less): the engaged
// defense-3 Rick Dom is destroyed; the defense-4 Perfect Zeong and the own
// defense-3 Jegan are not; no resource is paid; 《(0)》 is once per turn (GW
// basic "《》内资源记述的意义").
func TestCardU400AreaWeapon(t *testing.T) {
	x := newTG(t)
	dom := x.field(0, "green U-195", false)  // 2/1/3
	zeong := x.field(0, "green U-70", false) // 3/2/4
	z := x.field(1, "blue U-400", false)     // 5/2/4
	jegan := x.field(1, "blue U-118", false) // 2/1/3
	x.squad(0, Space, dom, zeong)
	x.squad(1, Space, z, jegan)
	x.at(0, PDamage, stPre)
	eq(t, "P1 may use P2's text", x.can("use", "Zガンダム&百式"), false)
	x.do("pass")
	n := x.nat(1)
	x.do("use", "Zガンダム&百式", "AreaWeapon(3)")
	x.resolve()
	eq(t, "Rick Dom (defense 3) destroyed", x.cards[dom].destroyed, true)
	eq(t, "Perfect Zeong (defense 4) destroyed", x.cards[zeong].destroyed, false)
	eq(t, "own Jegan destroyed", x.cards[jegan].destroyed, false)
	eq(t, "resource paid", n-x.nat(1), 0)
	eq(t, "decider (the discard effect is on the cut)", x.decision.player, Player(1))
	eq(t, "second use this turn", x.can("use", "Zガンダム&百式"), false)
}

// U-400 範囲兵器(3), negative cases (GW adv. "范围兵器（X）": only engaged
// units; GW adv. "内文中的时机指定": only in the damage step).
func TestCardU400AreaWeaponNotUsable(t *testing.T) {
	t.Run("unengaged", func(t *testing.T) {
		x := newTG(t)
		z := x.field(1, "blue U-400", false)
		x.squad(1, Space, z)
		x.at(0, PDamage, stPre)
		x.do("pass")
		eq(t, "decider", x.decision.player, Player(1))
		eq(t, "usable", x.can("use", "Zガンダム&百式"), false)
	})
	t.Run("defense step", func(t *testing.T) {
		x := newTG(t)
		dom := x.field(0, "green U-195", false)
		z := x.field(1, "blue U-400", false)
		x.squad(0, Space, dom)
		x.squad(1, Space, z)
		x.at(0, PDefense, stPost)
		x.do("pass")
		eq(t, "usable", x.can("use", "Zガンダム&百式"), false)
	})
}

// U-400 換装〔Zガンダム〕/換装〔百式〕 (GW adv. "换装": in the enemy attack step a
// card in hand may swap with an own unit whose name includes A, but not with
// a card of the same original name). The database has no unit other than
// U-400 itself whose name includes Zガンダム or 百式, so no swap can ever be
// offered: with U-400 in hand and U-400 and Jegan on the field in P1's
// attack step, P2 is offered none.
func TestCardU400ChangeNoPartner(t *testing.T) {
	x := newTG(t)
	for _, d := range x.DB().Defs {
		n := d.BaseName()
		if d.Kind == card.Unit && d.Number != "U-400" && (strings.Contains(n, "Zガンダム") || strings.Contains(n, "百式")) {
			t.Logf("%s %s could be a 換装 partner of U-400: a swap test is owed", d.Key(), d.Name)
		}
	}
	x.field(1, "blue U-400", false)
	x.field(1, "blue U-118", false)
	x.hand(1, "blue U-400")
	x.at(0, PAttack, stPre)
	x.do("pass")
	eq(t, "decider", x.decision.player, Player(1))
	for _, a := range x.Legal() {
		if a.Kind == AChange {
			t.Errorf("a 換装 swap is offered: %s", x.Describe(a))
		}
	}
}

// U-400 (自動D) "このカードの部隊が敵軍本国に戦闘ダメージを与えた場合、自軍本国を5回復する"
// (GW basic "对本国造成的战斗伤害"; GW adv. "回复": one by one from the Discard
// Pile): the unengaged squad Jegan (head, melee 2) + U-400 (range 2) deals 4
// to P1's Nation, then P2 recovers 5, or only what its Discard Pile holds.
// The draw-2 text does not trigger (no enemy squad).
func TestCardU400RecoverOnNationDamage(t *testing.T) {
	for _, tc := range []struct {
		name          string
		discard, want int
	}{{"discard 8", 8, 5}, {"discard 3", 3, 3}} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTG(t)
			jegan := x.field(1, "blue U-118", false)
			z := x.field(1, "blue U-400", false)
			x.squad(1, Space, jegan, z)
			x.nationToDiscard(1, tc.discard)
			x.at(1, PDamage, stPre)
			n1, n2, h2 := x.nat(0), x.nat(1), x.handN(1)
			x.do("pass")
			x.do("pass")
			eq(t, "phase", x.phase, PDamage)
			eq(t, "P1 Nation damage", n1-x.nat(0), 4)
			eq(t, "P2 recovered", x.nat(1)-n2, tc.want)
			eq(t, "P2 Discard Pile", x.disc(1), tc.discard-tc.want)
			eq(t, "P2 drew", x.handN(1)-h2, 0)
		})
	}
}

// U-400 (自動D) "このカードの部隊が敵軍部隊に戦闘ダメージを与えた場合、カード2枚を引く"
// (GW basic "处理对部队造成之战斗伤害"): defending in P1's turn, U-400 (5/2/4)
// deals 5 to the squad of Char's Gelgoog (U-39 3/1/3), which deals 3 back,
// and P2 draws 2.
func TestCardU400DrawOnSquadDamage(t *testing.T) {
	x := newTG(t)
	gel := x.field(0, "green U-39", false)
	z := x.field(1, "blue U-400", false)
	x.squad(0, Space, gel)
	x.squad(1, Space, z)
	x.at(0, PDamage, stPre)
	h, n := x.handN(1), x.nat(1)
	x.do("pass")
	x.do("pass")
	eq(t, "Gelgoog destroyed", x.cards[gel].destroyed, true)
	eq(t, "U-400 damage", x.cards[z].damage, int16(3))
	eq(t, "P2 drew", x.handN(1)-h, 2)
	eq(t, "P2 Nation", n-x.nat(1), 2)
}

// U-400 draw-2, negative: its Area Weapon destroyed the only enemy unit
// before the fixed effect. The area stays engaged (GW basic "决定“交战中”的
// 时机"), so the 5 damage goes to a squad with no unit and is void (GW basic
// "处理对部队造成之战斗伤害": 剩余的伤害无效): no battle damage was dealt to an
// enemy squad, and P2 draws nothing.
func TestCardU400NoDrawWhenEnemySquadGone(t *testing.T) {
	x := newTG(t)
	gel := x.field(0, "green U-39", false)
	z := x.field(1, "blue U-400", false)
	x.squad(0, Space, gel)
	x.squad(1, Space, z)
	x.at(0, PDamage, stPre)
	x.do("pass")
	x.do("use", "Zガンダム&百式")
	x.resolve() // area weapon
	x.resolve() // Gelgoog's discard effect
	eq(t, "Gelgoog zone", x.cards[gel].zone, ZJunkyard)
	h, n0 := x.handN(1), x.nat(0)
	x.do("pass")
	x.do("pass")
	eq(t, "stage", x.stage, stPost)
	eq(t, "P2 drew", x.handN(1)-h, 0)
	eq(t, "P1 Nation damage", n0-x.nat(0), 0)
}

// U-400's two (自動D) texts, negative: they speak of "このカードの部隊" (GW adv.
// "～的部队"), so battle damage dealt by a squad without U-400 (U-400 waits
// in the disposition area) neither recovers nor draws: Jegan attacks
// unengaged in space (2 to P1's Nation) and another Jegan deals 2 to the
// squad of a rolled Gelgoog in the earth area.
func TestCardU400NotInSquad(t *testing.T) {
	x := newTG(t)
	x.field(1, "blue U-400", false)
	j1 := x.field(1, "blue U-118", false)
	j2 := x.field(1, "blue U-118", false)
	gel := x.field(0, "green U-39", true)
	x.squad(1, Space, j1)
	x.squad(1, Earth, j2)
	x.squad(0, Earth, gel)
	x.nationToDiscard(1, 8)
	x.at(1, PDamage, stPre)
	n1, n2, h2 := x.nat(0), x.nat(1), x.handN(1)
	x.do("pass")
	x.do("pass")
	eq(t, "P1 Nation damage", n1-x.nat(0), 2)
	eq(t, "Gelgoog damage", x.cards[gel].damage, int16(2))
	eq(t, "P2 recovered", x.nat(1)-n2, 0)
	eq(t, "P2 drew", x.handN(1)-h2, 0)
}

// ---------------------------------------------------------------------------
// U-321 ガンダム(ラストシューティング)

// U-321 (自動A) "敵軍ジャンクヤードにあるカードの枚数と同じだけ、+1/±0/±0を得る"
// (GW adv. "自动A": applied again whenever the state changes): 3/1/3 with
// an empty enemy Junkyard, 7/1/3 with 4 cards there; cards in the own
// Junkyard do not count. Attacking unengaged it deals 7 to P1's Nation (GW
// basic "战斗伤害数值的决定").
func TestCardU321JunkyardMelee(t *testing.T) {
	x := newTG(t)
	g := x.field(1, "blue U-321", false)
	eq(t, "power", x.power(g), pw(3, 1, 3))
	x.toJunkyard(0, 4)
	eq(t, "power, 4 in the enemy Junkyard", x.power(g), pw(7, 1, 3))
	x.toJunkyard(1, 2)
	eq(t, "power, 2 more in the own Junkyard", x.power(g), pw(7, 1, 3))
	x.squad(1, Space, g)
	x.at(1, PDamage, stPre)
	n := x.nat(0)
	x.do("pass")
	x.do("pass")
	eq(t, "P1 Nation damage", n-x.nat(0), 7)
}

// U-321 (自動D) "配備エリアにいる状態で、自軍効果以外で場から離れた場合、敵軍本国の上の
// カードX枚までを廃棄する。Xの値は、このカードの格闘力の値と同じとする": P1's
// U-271 enters and deals 5 damage to U-321 in P2's disposition area (GW adv.
// "因为效果造成的破坏": destroyed by P1's effect); when its discard effect
// moves it off the field, X = its melee then, 3 + 2 cards in P1's Junkyard
// = 5 (GW adv. "因「废弃」而起动的效果"), and P2 discards 5 from the top of
// P1's Nation to P1's Junkyard (GW adv. "废弃").
func TestCardU321MillWhenDestroyedInDisposition(t *testing.T) {
	x := newTG(t)
	x.gs(0, 5)
	x.hand(0, "green U-271")
	g := x.field(1, "blue U-321", true)
	x.toJunkyard(0, 2)
	x.at(0, PDisposition, stPre)
	x.do("play", "パーフェクト・ジオング")
	x.resolve()
	x.do("target", "ガンダム(ラストシューティング)")
	x.do("yes")
	eq(t, "U-321 destroyed", x.cards[g].destroyed, true)
	eq(t, "destroyed by", x.cards[g].destroyer, Player(0))
	n := x.nat(0)
	x.resolve() // the discard effect
	eq(t, "U-321 zone", x.cards[g].zone, ZJunkyard)
	if !strings.Contains(x.DecisionText(), "0 to 5") {
		t.Fatalf("decision %q, want the mill of up to 5", x.DecisionText())
	}
	x.do("option", ": 5 card(s)")
	eq(t, "P1 Nation milled", n-x.nat(0), 5)
	eq(t, "P1 Junkyard", x.junk(0), 7)
}

// U-321 (自動D), while attacking, destroyed by battle damage (GW adv. "战斗伤害":
// not an effect of either player, so 自軍効果以外): X = 3 (empty enemy Junkyard)
// and "X枚まで" lets P2 discard only 1.
func TestCardU321MillWhenAttackingUpToX(t *testing.T) {
	x := newTG(t)
	g := x.field(1, "blue U-321", false)
	bz := x.field(0, "green U-75", false) // 4/6/8
	x.squad(1, Space, g)
	x.squad(0, Space, bz)
	x.at(1, PDamage, stPre)
	x.do("pass")
	x.do("pass")
	eq(t, "U-321 destroyed", x.cards[g].destroyed, true)
	n := x.nat(0)
	x.resolve()
	if !strings.Contains(x.DecisionText(), "0 to 3") {
		t.Fatalf("decision %q, want the mill of up to 3", x.DecisionText())
	}
	x.do("option", ": 1 card(s)")
	eq(t, "P1 Nation milled", n-x.nat(0), 1)
}

// U-321 (自動D), negative: defending (neither attacking nor in the
// disposition area) it is destroyed by battle damage and nothing is milled.
func TestCardU321NoMillWhenDefending(t *testing.T) {
	x := newTG(t)
	g := x.field(1, "blue U-321", false)
	bz := x.field(0, "green U-75", false)
	x.squad(0, Space, bz)
	x.squad(1, Space, g)
	x.at(0, PDamage, stPre)
	x.do("pass")
	x.do("pass")
	eq(t, "U-321 destroyed", x.cards[g].destroyed, true)
	n := x.nat(0)
	x.resolve()
	eq(t, "U-321 zone", x.cards[g].zone, ZJunkyard)
	eq(t, "decision", x.decision.kind, dPriority)
	eq(t, "P1 Nation", x.nat(0), n)
}

// ---------------------------------------------------------------------------
// U-118 ジェガン(ケーラ・スゥ機)

// U-118 "(ダメージ判定ステップ):《(0)》このカードが、キャラクターセットされている状態で
// 交戦中の場合、カードを1枚引く": with CH-1 set and engaged, P2 draws 1 for no
// resource; 《(0)》 is once per turn (GW basic "《》内资源记述的意义").
func TestCardU118Draw(t *testing.T) {
	x := newTG(t)
	dom := x.field(0, "green U-195", false)
	jegan := x.field(1, "blue U-118", false)
	x.set(1, "blue CH-1", jegan)
	x.squad(0, Space, dom)
	x.squad(1, Space, jegan)
	x.at(0, PDamage, stPre)
	x.do("pass")
	h, n := x.handN(1), x.nat(1)
	x.do("use", "ジェガン", "draw 1")
	eq(t, "resource paid", n-x.nat(1), 0)
	x.resolve()
	eq(t, "P2 drew", x.handN(1)-h, 1)
	x.do("pass") // P1
	eq(t, "decider", x.decision.player, Player(1))
	eq(t, "second use", x.can("use", "ジェガン"), false)
}

// U-118, negative (GW adv. "指定了特殊条件的效果": not usable while the condition
// fails; GW adv. "内文中的时机指定"): no character set; not engaged; the
// defense step.
func TestCardU118NotUsable(t *testing.T) {
	t.Run("no character", func(t *testing.T) {
		x := newTG(t)
		dom := x.field(0, "green U-195", false)
		jegan := x.field(1, "blue U-118", false)
		x.squad(0, Space, dom)
		x.squad(1, Space, jegan)
		x.at(0, PDamage, stPre)
		x.do("pass")
		eq(t, "usable", x.can("use", "ジェガン"), false)
	})
	t.Run("unengaged", func(t *testing.T) {
		x := newTG(t)
		jegan := x.field(1, "blue U-118", false)
		x.set(1, "blue CH-1", jegan)
		x.squad(1, Space, jegan)
		x.at(0, PDamage, stPre)
		x.do("pass")
		eq(t, "usable", x.can("use", "ジェガン"), false)
	})
	t.Run("defense step", func(t *testing.T) {
		x := newTG(t)
		dom := x.field(0, "green U-195", false)
		jegan := x.field(1, "blue U-118", false)
		x.set(1, "blue CH-1", jegan)
		x.squad(0, Space, dom)
		x.squad(1, Space, jegan)
		x.at(0, PDefense, stPost)
		x.do("pass")
		eq(t, "usable", x.can("use", "ジェガン"), false)
	})
}

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
	eq(t, "coin value", x.cards[amuro].coins, card.Modifier{Melee: 1, Range: 1, Defense: 1})
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
