package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// GW adv. "MF和格斗场":
//
//   - MF, (自动A): "此卡上只能配置持有「GF」的角色" — only a character with the
//     GF trait may be set on this card (setKindOK);
//   - 格斗场 (FightingArena) is a third battle area, "与宇宙区域/地球区域不同的
//     第3个战斗区域", with these sortie rules (arenaSortieRule):
//     "格斗场在攻击阶段时，只能由攻击方进行持有「MF」的1枚机体进行攻击宣告" — in the
//     attack step only the attacker sorties there, exactly one unit with MF;
//     "只有在攻击方将机体出击到格斗场的情况下，防御方才能在防御阶段中宣告将1枚机体
//     进行防御出击" — the defender sorties one unit there only if the attacker
//     did; "格斗场的出击不需要进行地形适性的确定就可以进行" — no terrain check
//     (canEnter);
//   - "格斗场不会因通常出击及以格斗场为对象的效果以外的任何方法移动": a unit goes
//     into or out of the arena only by a normal sortie or by an effect about
//     the arena (one whose card's text has 「格斗场」); no other effect moves it
//     (arenaLocked; moveTo never puts a unit there). The return step's fixed
//     effect brings it back like the others (GW adv. "因为地形适性有无造成的破坏":
//     "格斗场里的机体不受到这一限制": no terrain destruction there);
//   - every unit in the arena: "该机体所属的配置组不能成为格斗场里的或含有「格斗场」
//     记述之外卡片的效果的对象" — its set group cannot be the target of effects of
//     cards neither in the arena nor with 「格斗场」 in their text
//     (arenaShielded), and it gets the text (arenaText) "(自动D)：《[0·3]》在存在
//     (1枚以上)敌军机体的状态下，防御步骤规定效果刚解决之后，在格斗场中没有敌军存在的
//     话，则将敌军手牌或敌军格纳库中的1枚卡进行无作为废弃。" (arenaCheck, opArena).
//
// 「格斗场」 is read in a card's Japanese text as 格闘場 (or 格斗场), on load
// (card.Def.NamesArena).

// arenaText is the Auto D every unit in the fighting arena gets.
var arenaText = &card.Text{ID: -4, Auto: card.AutoD,
	Label: "格斗场 (fighting arena): 《[0·3]》 with no enemy in the arena, discard at random 1 card of the enemy hand or hangar",
	Steps: []card.Step{{Op: card.OpArena}}}

// namesArena reports whether card c's text has 「格斗场」.
func (g *Game) namesArena(c CardID) bool {
	if c == None {
		return false
	}
	return g.cards[c].def.NamesArena
}

// inArena reports whether card c's set group is in the fighting arena.
func (g *Game) inArena(c CardID) bool {
	if c == None || !g.cards[c].zone.OnField() {
		return false
	}
	top := &g.cards[g.groupOf(c)]
	return top.zone == ZBattle && top.area == FightingArena
}

// arenaShielded reports whether card c cannot be the target of an effect of
// card src: c's set group is in the arena and src is neither in the arena
// nor a card with 「格斗场」 in its text.
func (g *Game) arenaShielded(c, src CardID) bool {
	return g.inArena(c) && !g.inArena(src) && !g.namesArena(src)
}

// arenaLocked reports whether an effect of card src may not move card c: c
// is in the arena and src's text has no 「格斗场」.
func (g *Game) arenaLocked(c, src CardID) bool {
	return g.inArena(c) && !g.namesArena(src)
}

// arenaSortieRule applies the arena's sortie rules to unit c of p joining
// the sortie picks into the arena.
func (g *Game) arenaSortieRule(p Player, c CardID, picks []sortiePick) (string, string) {
	const rule = "GW adv. \"格斗场\""
	for _, q := range picks {
		if q.area == FightingArena {
			return rule, "only 1 unit sorties to the fighting arena"
		}
	}
	if p == g.active {
		if !g.hasKeyword(c, card.MF) {
			return g.refuse(rule, func() string {
				return fmt.Sprintf("%s has no MF: only a unit with MF attacks in the fighting arena", g.cardName(c))
			})
		}
		return "", ""
	}
	if len(g.squads[FightingArena][g.active]) == 0 {
		return rule, "the defender sorties to the fighting arena only when the attacker sortied a unit there"
	}
	return "", ""
}

// arenaCheck starts the Auto D of each unit in the arena, right after the
// defense step's fixed effect has resolved, when its text applies.
func (g *Game) arenaCheck() {
	for p := Player(0); p < 2; p++ {
		for _, u := range g.squads[FightingArena][p] {
			if g.arenaApplies(u) {
				g.autoD = append(g.autoD, trigger{cutItem{kind: iTrigger, ctrl: p, src: u, from: u, text: arenaText, auto: card.AutoD,
					setOn: None, evCard: None, lkiUnit: None}})
			}
		}
	}
}

// arenaApplies reports whether unit u's arena text does its effect now: u
// is in the arena; 《[0·3]》 (GW basic "《》内资源记述的意义": its controller's
// total Nation Power is 3 or more, else the text is negated); an enemy unit
// is on the field; no enemy unit is in the arena.
func (g *Game) arenaApplies(u CardID) bool {
	cs := &g.cards[u]
	if cs.zone != ZBattle || cs.area != FightingArena || cs.host != None {
		return false
	}
	p := cs.ctrl
	if g.NationPower(p).Total < 3 || len(g.squads[FightingArena][p.Opp()]) > 0 {
		return false
	}
	for _, c := range g.field() {
		if g.cards[c].ctrl == p.Opp() && g.cards[c].host == None && g.isKind(c, card.Unit) {
			return true
		}
	}
	return false
}

// opArena resolves the arena's Auto D: one card of the enemy hand or hangar,
// chosen at random among them all, goes to its owner's Junkyard.
func opArena(g *Game, f *frame, s *card.Step) opResult {
	u := f.item.src
	if !g.arenaApplies(u) {
		return opFailed
	}
	e := f.item.ctrl.Opp()
	ps := &g.pl[e]
	all := append(append([]CardID(nil), ps.hand...), ps.hangar...)
	if len(all) == 0 {
		return opFailed
	}
	c := all[int(g.rng.Uint64()%uint64(len(all)))]
	from := "hand"
	if g.cards[c].zone == ZHangar {
		from = "hangar"
	}
	g.emit(Event{Kind: EvNote, Player: e, Card: c, Text: fmt.Sprintf("discarded at random from %s's %s (格斗场)", e, from)})
	if from == "hand" {
		g.discardFromHand(e, c)
	} else {
		g.emit(Event{Kind: EvToJunkyard, Player: e, Card: c})
		g.lift(c)
		g.cards[c].zone = ZNone
		g.putIn(c, ZJunkyard)
	}
	return opDone
}
