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
