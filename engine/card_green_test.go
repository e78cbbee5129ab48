package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// engagedSpace sets up P1 attacking with its units in space against P2's
// units in space, in the given step before its fixed effect.
func engagedSpace(x *tg, ph Phase, att []CardID, def []CardID) {
	x.squad(0, Space, att...)
	x.squad(1, Space, def...)
	x.at(0, ph, stPre)
}

// U-10 ビグ・ザム: 《(1)》範囲兵器(3) (GW adv. "范围兵器（X）"): in the damage step,
// paying 1 resource, every engaged enemy unit with defense 3 or less is
// destroyed: the defense-3 Jegan is, the defense-4 Z&百式 is not.
func TestCardU10AreaWeapon(t *testing.T) {
	x := newTG(t)
	x.gs(0, 6)
	bz := x.field(0, "green U-10", false)
	jegan := x.field(1, "blue U-118", false)
	zeta := x.field(1, "blue U-400", false)
	engagedSpace(x, PDamage, []CardID{bz}, []CardID{jegan, zeta})
	nation := len(x.pl[0].nation)
	x.do("use", "ビグ・ザム")
	eq(t, "resource paid", nation-len(x.pl[0].nation), 1)
	x.resolve()
	eq(t, "Jegan destroyed", x.cards[jegan].destroyed, true)
	eq(t, "Z&百式 destroyed", x.cards[zeta].destroyed, false)
	x.resolve() // the discard effect resolves
	eq(t, "Jegan zone", x.cards[jegan].zone, ZJunkyard)
	// 《(1)》: once per turn (GW basic "《》内资源记述的意义")
	eq(t, "second use offered", x.can("use", "ビグ・ザム"), false)
}

// GW adv. "范围兵器（X）" ※: damage does not lower defense, so Area Weapon (3)
// does not destroy a defense-4 unit that has 3 damage.
func TestAreaWeaponIgnoresDamage(t *testing.T) {
	x := newTG(t)
	x.gs(0, 6)
	bz := x.field(0, "green U-75", false)
	zeta := x.field(1, "blue U-400", false)
	x.cards[zeta].damage = 3
	engagedSpace(x, PDamage, []CardID{bz}, []CardID{zeta})
	// Z&百式's defense is over 3: with its damage ignored, nothing would be
	// destroyed, so 範囲兵器 cannot be used (GW adv. "使用与对象")
	eq(t, "area weapon usable", x.can("use", "ビグ・ザム", "AreaWeapon"), false)
	eq(t, "Z&百式 destroyed", x.cards[zeta].destroyed, false)
}

// U-75 ビグ・ザム: (自動A) takes no damage other than battle damage: ソロモンの亡霊's
// 5 damage does nothing; battle damage still counts.
func TestCardU75BattleDamageOnly(t *testing.T) {
	x := newTG(t)
	x.gs(1, 6)
	bz := x.field(0, "green U-75", false)
	x.squad(0, Space, bz)
	x.at(0, PDamage, stPre)
	x.do("pass") // P1 passes to P2
	// P2 has no damage command for it; use the engine directly, as an effect
	// of P2 would: damageUnit refuses.
	eq(t, "effect damage dealt", x.damageUnit(bz, 5, 1, &cutItem{src: bz}), false)
	eq(t, "damage", x.cards[bz].damage, int16(0))
	hits, _ := x.battleShares(Space, 0, 5)
	for i := range hits {
		x.dealBattleHit(&hits[i], Space)
	}
	eq(t, "battle damage", x.cards[bz].damage, int16(5))
}

// U-202 ビグ・ザム: attacking with no own unit but itself (and units of
// original melee *), its Area Weapon (4) hits every unit of the area.
// Special Shield (3) lowers an unresolved damage effect on it by 3.
func TestCardU202(t *testing.T) {
	x := newTG(t)
	x.gs(0, 6)
	bz := x.field(0, "green U-202", false)
	zeta := x.field(1, "blue U-400", false)
	x.squad(0, Space, bz)
	x.squad(1, Earth, zeta) // not engaged with it, in another area
	x.at(0, PDamage, stPre)
	eq(t, "area weapon usable unengaged", x.can("use", "ビグ・ザム", "AreaWeapon"), false)

	x = newTG(t)
	x.gs(0, 6)
	bz = x.field(0, "green U-202", false)
	jegan := x.field(1, "blue U-118", false)
	zeta = x.field(1, "blue U-400", false)
	engagedSpace(x, PDamage, []CardID{bz}, []CardID{jegan, zeta})
	eq(t, "all-objects:範囲兵器 applies", x.hasRule(bz, card.RuleAllObjects), true)
	x.do("use", "ビグ・ザム", "AreaWeapon")
	x.resolve()
	// defense 3 and 4 are both <= 4
	eq(t, "Jegan destroyed", x.cards[jegan].destroyed, true)
	eq(t, "Z&百式 destroyed", x.cards[zeta].destroyed, true)
	eq(t, "Big Zam itself", x.cards[bz].destroyed, false)
}

// Special Shield (GW adv. "特殊盾（X）"): a 5-damage effect of P2 targeting
// U-202 (defense 6), with the shield used in response, deals 5-3 = 2.
func TestSpecialShield(t *testing.T) {
	x := newTG(t)
	zeta := x.field(1, "blue U-400", false)
	bz := x.field(0, "green U-202", false)
	x.squad(1, Space, zeta)
	x.squad(0, Space, bz)
	x.at(1, PDamage, stPre)
	eq(t, "shield usable with nothing on the cut", x.can("use", "ビグ・ザム", "SpecialShield"), false)
	dmg := &card.Text{Steps: []card.Step{{Op: card.OpDamage, What: card.Ref{Kind: card.RefTarget}, N: card.Num{Const: 5}}}}
	x.decision = decision{}
	x.pushItem(cutItem{kind: iText, ctrl: 1, src: zeta, from: zeta, text: dmg, setOn: None,
		vars: []tvar{{cards: []CardID{bz}, nation: -1}}})
	x.run()
	eq(t, "decider", x.Decider(), Player(0))
	x.do("use", "ビグ・ザム", "SpecialShield")
	x.resolve()
	eq(t, "damage after the shield", x.cards[bz].damage, int16(2))
}

// U-195 リック・ドム(アナベル・ガトー機): attacking, an engaged enemy unit is
// destroyed and discarded → after this turn the same player takes a new turn,
// during which this card's text is negated. Also 宙間戦闘(2) (GW adv. "宙间战斗（X）"):
// in space, engaged enemy units without it get -2/±0/±0.
func TestCardU195ExtraTurn(t *testing.T) {
	x := newTG(t)
	rd := x.field(0, "green U-195", false)
	x.set(0, "green CH-19", rd)              // +2/+2/+2 engaged: 4/3/5
	jegan := x.field(1, "blue U-118", false) // 2/1/3
	engagedSpace(x, PDamage, []CardID{rd}, []CardID{jegan})
	eq(t, "Jegan melee with 宙間戦闘 penalty", x.power(jegan).Melee, 0)
	x.passUntil(PDamage, stPost)
	// Rick Dom deals 4 (melee) to Jegan (defense 3): destroyed; Jegan dealt 0.
	eq(t, "Jegan destroyed", x.cards[jegan].destroyed, true)
	eq(t, "Rick Dom damage", x.cards[rd].damage, int16(0))
	x.resolve() // the discard effect: destroyed and discarded
	eq(t, "Jegan zone", x.cards[jegan].zone, ZJunkyard)
	eq(t, "extra turn for", x.extraTurn, Player(0))
	// 「新たなターンの間」: not negated for the rest of this turn
	eq(t, "U-195 text negated in its own turn", x.textNegated(rd), false)
	x.passUntil(PReturn, stPost)
	for i := 0; i < 50 && x.turn == 2; i++ {
		x.do("pass")
	}
	eq(t, "turn", x.turn, 3)
	eq(t, "attacker of the new turn", x.active, Player(0))
	eq(t, "U-195 text negated", x.textNegated(rd), true)
	// the new turn over, the negation ends and P2's turn follows
	x.nextTurn()
	eq(t, "turn after the new one", x.turn, 4)
	eq(t, "its player", x.active, Player(1))
	eq(t, "U-195 text negated after the new turn", x.textNegated(rd), false)
}

// CH-2 シャア・アズナブル: (常時)《(4)》 returns itself to its owner's hand,
// paying 4 resource (4 cards from the Nation's top to the Discard Pile).
func TestCardCH2(t *testing.T) {
	x := newTG(t)
	u := x.field(0, "green U-200", false)
	ch := x.set(0, "green CH-2", u)
	x.at(0, PDisposition, stPre)
	n, d := len(x.pl[0].nation), len(x.pl[0].discard)
	x.do("use", "シャア")
	x.resolve()
	eq(t, "Char zone", x.cards[ch].zone, ZHand)
	eq(t, "Nation", len(x.pl[0].nation), n-4)
	eq(t, "Discard Pile", len(x.pl[0].discard), d+4)
	eq(t, "unit power without Char", x.power(u).String(), "3/1/3")
}

// CH-19 シャア・アズナブル: +2/+2/+2, and ±0/-1/-1 while not engaged:
// on a 3/1/3 unit in the disposition area, 5/2/4; engaged, 5/3/5.
func TestCardCH19(t *testing.T) {
	x := newTG(t)
	u := x.field(0, "green U-200", false)
	x.set(0, "green CH-19", u)
	eq(t, "not engaged", x.power(u).String(), "5/2/4")
	enemy := x.field(1, "blue U-118", false)
	x.squad(0, Space, u)
	x.squad(1, Space, enemy)
	eq(t, "engaged", x.power(u).String(), "5/3/5")
}

// CH-68 シャア・アズナブル: クイック (GW adv. "快速"): played in any free timing,
// as a cut-in too, and not counted as the turn's character.
func TestCardCH68Quick(t *testing.T) {
	x := newTG(t)
	x.gs(0, 2)
	x.field(0, "green U-195", false)
	x.hand(0, "green CH-68")
	x.at(0, PAttack, stPre)
	x.pl[0].played[card.Character] = true // a character was played this turn already
	eq(t, "quick play in the attack step, beyond the per-turn limit", x.can("play", "シャア"), true)
	x.do("play", "シャア")
	x.do("target", "リック・ドム")
	x.resolve()
	eq(t, "set", x.groupHasKind(x.pl[0].disposition[len(x.pl[0].disposition)-1], card.Character), true)
}

// CH-68: at its player's turn end, if rolled: discard another own card, or
// 3 damage to the own Nation (the player chooses).
func TestCardCH68TurnEnd(t *testing.T) {
	for _, opt := range []string{"option 1", "option 2"} {
		x := newTG(t)
		x.gs(0, 2)
		u := x.field(0, "green U-195", true)
		x.set(0, "green CH-68", u)
		x.at(0, PReturn, stPost)
		n := len(x.pl[0].nation)
		x.passUntil(PEndOfTurn, stFixed)
		eq(t, "decision", x.decision.kind, dEffect)
		x.do(opt)
		if opt == "option 1" {
			x.do("choose", "緑基本G")
			eq(t, "Gs left", len(x.pl[0].disposition), 2) // 2 G + unit - 1 G
			eq(t, "Nation", len(x.pl[0].nation), n)
		} else {
			eq(t, "Nation after 3 damage", len(x.pl[0].nation), n-3)
		}
	}
	// standing at turn end: nothing happens
	x := newTG(t)
	u := x.field(0, "green U-195", false)
	x.set(0, "green CH-68", u)
	x.at(0, PReturn, stPost)
	n := len(x.pl[0].nation)
	x.passUntil(PReroll, stPost)
	eq(t, "no trigger: turn", x.turn, 3)
	eq(t, "Nation", len(x.pl[0].nation), n)
}

// U-39 シャア専用ゲルググ: (防御ステップ)《(0)》 with a character set on it, it moves
// to the head of an engaged own squad; not without a character.
func TestCardU39(t *testing.T) {
	x := newTG(t)
	g1 := x.field(0, "green U-39", false)
	rd := x.field(0, "green U-195", false)
	jegan := x.field(1, "blue U-118", false)
	x.squad(0, Space, rd)
	x.squad(1, Space, jegan)
	x.at(0, PDefense, stPost)
	eq(t, "usable without a character", x.can("use", "ゲルググ"), false)
	x.set(0, "green CH-19", g1)
	x.do("use", "ゲルググ")
	x.resolve()
	eq(t, "squad", len(x.squads[Space][0]), 2)
	eq(t, "head", x.squads[Space][0][0], g1)
	eq(t, "second", x.squads[Space][0][1], rd)
}

// U-200 シャア専用ゲルググ: (防御ステップ)《(1)》 moves it to a battle area with
// enemy units; (自軍防御ステップ)《(1)》 with an NT character, in a battle area:
// 3 damage to an engaged enemy unit or the enemy Nation.
func TestCardU200(t *testing.T) {
	x := newTG(t)
	g1 := x.field(0, "green U-200", false)
	rd := x.field(0, "green U-195", false)
	jegan := x.field(1, "blue U-118", false)
	x.squad(0, Space, rd)
	x.squad(1, Space, jegan)
	x.at(0, PDefense, stPost)
	eq(t, "damage text needs an NT character", x.can("use", "ゲルググ", "damage"), false)
	x.do("use", "ゲルググ", "move")
	x.resolve()
	eq(t, "zone", x.cards[g1].zone, ZBattle)
	eq(t, "at the back of the squad", x.squads[Space][0][1], g1)
	x.set(0, "green CH-2", g1) // NT
	nation := len(x.pl[1].nation)
	x.do("use", "ゲルググ", "damage")
	x.do("target", "Nation")
	x.resolve()
	eq(t, "enemy Nation", len(x.pl[1].nation), nation-3)
}

// U-70 パーフェクト・ジオング: サイコミュ(2) (GW adv. "感应式兵器（X）"): after the
// defense step's fixed effect, with an NT character in its set group, 2
// damage to a unit engaged with it (or, from the disposition area, to a unit
// in a battle area of its terrain). Not before the fixed effect.
func TestCardU70Psycommu(t *testing.T) {
	x := newTG(t)
	pz := x.field(0, "green U-70", false)
	x.set(0, "green CH-8", pz) // ララァ・スン, NT
	jegan := x.field(1, "blue U-118", false)
	x.squad(1, Earth, jegan)
	x.at(1, PDefense, stPre)
	x.do("pass")
	eq(t, "usable before the fixed effect", x.can("use", "パーフェクト"), false)
	x.passUntil(PDefense, stPost)
	x.do("pass")
	x.do("use", "パーフェクト", "Psycommu(2)")
	x.do("target", "ジェガン")
	x.resolve()
	eq(t, "Jegan damage", x.cards[jegan].damage, int16(2))
}

// U-271 パーフェクト・ジオング: (自動B)《[4・5]》 played and entering with 4 green of
// 5 Nation Power: it may deal 5 damage to an enemy unit; with 4 Nation
// Power the text is negated and nothing happens.
func TestCardU271(t *testing.T) {
	x := newTG(t)
	x.gs(0, 5)
	z := x.field(1, "blue U-400", false) // defense 4
	x.hand(0, "green U-271")
	x.at(0, PDisposition, stPre)
	x.do("play", "パーフェクト")
	x.resolve()
	x.do("target", "Zガンダム")
	x.do("yes")
	eq(t, "Z&百式 destroyed", x.cards[z].destroyed, true)

	// 3 green + 2 blue Nation Power: the card (designated green 2, total 5)
	// can be played, but 《[4・5]》 (4 green) is not met: no trigger.
	x = newTG(t)
	x.gs(0, 3)
	for i := 0; i < 2; i++ {
		b := x.field(1, "blue 基本G", false)
		x.pl[1].disposition = remove(x.pl[1].disposition, b)
		x.cards[b].ctrl = 0
		x.pl[0].disposition = append(x.pl[0].disposition, b)
	}
	z = x.field(1, "blue U-400", false)
	pz := x.hand(0, "green U-271")
	x.at(0, PDisposition, stPre)
	x.do("play", "パーフェクト")
	x.resolve()
	eq(t, "on the field", x.cards[pz].zone, ZDisposition)
	eq(t, "decision after entering", x.decision.kind, dPriority)
	eq(t, "Z&百式 destroyed", x.cards[z].destroyed, false)
}

// CH-8 ララァ・スン: (防御ステップ)《R》 rolls every character with NT, and with it
// the units they are set on (GW adv. "配置组的重置/横置").
func TestCardCH8Lalah(t *testing.T) {
	x := newTG(t)
	u := x.field(0, "green U-195", false)
	lalah := x.set(0, "green CH-8", u)
	zeta := x.field(1, "blue U-400", false)
	amuro := x.set(1, "blue CH-24", zeta)
	x.squad(1, Earth, zeta)
	x.at(1, PDefense, stPre)
	x.do("pass")
	x.do("use", "ララァ")
	x.resolve()
	eq(t, "Amuro rolled", x.cards[amuro].rolled, true)
	eq(t, "Z&百式 rolled with him", x.cards[zeta].rolled, true)
	eq(t, "Lalah rolled", x.cards[lalah].rolled, true)
	eq(t, "attacker squad power now", x.squadPower(Earth, 1), 0)
}

// CH-20 アナベル・ガトー: (ダメージ判定ステップ)《R》 destroys an engaged enemy unit
// with no character, only before the damage step's fixed effect.
func TestCardCH20Gato(t *testing.T) {
	x := newTG(t)
	u := x.field(0, "green U-195", false)
	x.set(0, "green CH-20", u)
	jegan := x.field(1, "blue U-118", false)
	zeta := x.field(1, "blue U-400", false)
	x.set(1, "blue CH-17", zeta)
	engagedSpace(x, PDamage, []CardID{u}, []CardID{jegan, zeta})
	x.do("use", "アナベル")
	eq(t, "Z&百式 (has a character) offered", x.can("target", "Zガンダム"), false)
	x.do("target", "ジェガン")
	x.resolve()
	eq(t, "Jegan destroyed", x.cards[jegan].destroyed, true)
	eq(t, "Gato's unit rolled by 《R》", x.cards[u].rolled, true)
	x = newTG(t)
	u = x.field(0, "green U-195", false)
	x.set(0, "green CH-20", u)
	jegan = x.field(1, "blue U-118", false)
	engagedSpace(x, PDamage, []CardID{u}, []CardID{jegan})
	x.passUntil(PDamage, stPost)
	eq(t, "usable after the fixed effect", x.can("use", "アナベル"), false)
}

// CH-189 モニク・キャディラック: in a battle area, own units with 1枚制限 (1枚制限/自軍
// counts: GW adv. "视做同一记述的效果") get +1/+1/+1 and a text: destroyed and
// discarded in a battle area not by an own effect → draw the top 2 of the own
// Discard Pile, then discard 1 from hand.
func TestCardCH189Monique(t *testing.T) {
	x := newTG(t)
	rd := x.field(0, "green U-195", false) // 1枚制限/自軍, 2/1/3
	other := x.field(0, "green U-39", false)
	x.set(0, "green CH-189", other)
	eq(t, "not in a battle area", x.power(rd).String(), "2/1/3")
	jegan := x.field(1, "blue U-118", false)
	zeta := x.field(1, "blue U-400", false)
	x.squad(0, Space, rd, other)
	x.squad(1, Space, zeta, jegan)
	eq(t, "with Monique in a battle area", x.power(rd).String(), "3/2/4")
	x.nationToDiscard(0, 3)
	hand := len(x.pl[0].hand)
	x.destroy(rd, 1, byEffect)
	x.at(1, PDamage, stPost)
	x.resolve() // discard effect → granted trigger
	eq(t, "decision", x.decision.kind, dEffect)
	eq(t, "drew 2", len(x.pl[0].hand), hand+2)
	x.do("choose")
	eq(t, "hand", len(x.pl[0].hand), hand+1)
}

// C-74 ソロモンの亡霊: mode 1: 3 damage to two enemy units in one battle area;
// mode 2: 5 damage to one enemy unit in a battle area (damage step).
func TestCardC74(t *testing.T) {
	x := newTG(t)
	x.gs(0, 4)
	x.hand(0, "green C-74")
	jegan := x.field(1, "blue U-118", false)
	zeta := x.field(1, "blue U-400", false)
	lone := x.field(1, "blue U-321", false)
	x.squad(1, Space, jegan, zeta)
	x.squad(1, Earth, lone)
	x.at(1, PDamage, stPre)
	x.do("pass")
	x.do("play", "ソロモン", "mode 1")
	x.do("target", "ジェガン")
	eq(t, "second target in another area", x.can("target", "ラストシューティング"), false)
	x.do("target", "Zガンダム")
	x.resolve()
	eq(t, "Jegan damage", x.cards[jegan].damage, int16(3))
	eq(t, "Z&百式 damage", x.cards[zeta].damage, int16(3))
	eq(t, "C-74 in the Junkyard", x.cards[x.pl[0].junkyard[0]].def.Number, "C-74")
	x = newTG(t)
	x.gs(0, 4)
	x.hand(0, "green C-74")
	zeta = x.field(1, "blue U-400", false)
	x.squad(1, Space, zeta)
	x.at(1, PDamage, stPre)
	x.do("pass")
	eq(t, "mode 1 with one enemy unit", x.can("play", "ソロモン", "mode 1"), false)
	x.do("play", "ソロモン", "mode 2")
	x.do("target", "Zガンダム")
	x.resolve()
	eq(t, "Z&百式 destroyed by 5", x.cards[zeta].destroyed, true)
}

// C-133 破壊の閃光: every enemy unit in a battle area with total cost X takes X
// damage: X = 5 hits Z&百式 (total 5) and not Jegan (total 3).
func TestCardC133(t *testing.T) {
	x := newTG(t)
	x.gs(0, 4)
	x.hand(0, "green C-133")
	jegan := x.field(1, "blue U-118", false)
	zeta := x.field(1, "blue U-400", false)
	x.squad(1, Space, jegan, zeta)
	x.at(1, PDamage, stPre)
	x.do("pass")
	x.do("play", "破壊の閃光")
	eq(t, "X=4 offered (no unit of total 4)", x.can("X = 4"), false)
	x.do("X = 5")
	x.resolve()
	eq(t, "Z&百式 damage", x.cards[zeta].damage, int16(5))
	eq(t, "Jegan damage", x.cards[jegan].damage, int16(0))
}

// O-64 逃避行: at its controller's turn end the set group moves to the enemy's
// disposition area, standing.
func TestCardO64(t *testing.T) {
	x := newTG(t)
	x.gs(0, 3)
	op := x.hand(0, "green O-64")
	zeta := x.field(1, "blue U-400", true)
	x.at(0, PDisposition, stPre)
	x.do("play", "逃避行")
	x.do("target", "Zガンダム")
	x.resolve()
	eq(t, "set on Z&百式", x.cards[op].host, zeta)
	eq(t, "controller of the group", x.cards[op].ctrl, Player(1))
	x.nextTurn() // P1's turn 2 ends: not the group's controller's turn
	eq(t, "turn 3 controller", x.cards[zeta].ctrl, Player(1))
	x.nextTurn() // P2's turn 3 ends: the group moves to P1, standing
	eq(t, "turn", x.turn, 4)
	eq(t, "after P2's turn: controller", x.cards[zeta].ctrl, Player(0))
	eq(t, "standing", x.cards[zeta].rolled, false)
	eq(t, "operation still set", x.cards[op].host, zeta)
}

// O-52 戦乱の雄: own units in an exclusive set (GW adv. "专用机配置": シャア専用ゲルググ
// with シャア・アズナブル) get: in the own turn, when the squad's battle damage
// destroys an enemy unit and it is discarded, at the turn end destroy a
// non-G enemy card (not cumulative).
func TestCardO52(t *testing.T) {
	x := newTG(t)
	x.field(0, "green O-52", false)
	g1 := x.field(0, "green U-200", false)
	x.set(0, "green CH-2", g1) // 5/3/5
	eq(t, "exclusive set", x.exclusiveSet(g1), true)
	jegan := x.field(1, "blue U-118", false) // defense 3
	op := x.field(1, "blue O-8", false)
	x.gs(1, 1)
	engagedSpace(x, PDamage, []CardID{g1}, []CardID{jegan})
	x.passUntil(PDamage, stPost)
	eq(t, "Jegan destroyed", x.cards[jegan].destroyed, true)
	x.resolve() // discard effect → granted trigger → waiting effect at turn end
	eq(t, "waiting effects", len(x.waiting), 1)
	x.nextTurn() // the only non-G enemy card, 休息, is destroyed at the turn end and discarded
	eq(t, "休息 zone", x.cards[op].zone, ZJunkyard)
}

// Without the exclusive set (Gelgoog with Lalah) nothing is granted.
func TestCardO52NoExclusiveSet(t *testing.T) {
	x := newTG(t)
	x.field(0, "green O-52", false)
	g1 := x.field(0, "green U-200", false)
	x.set(0, "green CH-8", g1)
	eq(t, "exclusive set", x.exclusiveSet(g1), false)
	eq(t, "granted texts", len(x.chars(g1).grants), 0)
}
