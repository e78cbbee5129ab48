package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// GW adv. "回收" (バルチャー, Vulture), "回收点" (salvage points):
//
//   - (自动D) when this card sorties in a squad made only of units with
//     回収, or when this card's squad becomes made only of such units, until
//     the end of the turn its player gets, for each unit destroyed and
//     discarded in the battle area where that squad sortied or was formed,
//     salvage points equal to that unit's total Nation Power cost (合计国力).
//     This effect does not stack (此效果不会重复): one effect per player and
//     area, so one unit gives one player its points once. Any unit counts,
//     own or enemy, the 回収 units included. Points are gained
//     automatically: having them can only help.
//   - A player with salvage points may, at the turn end, move one card (one
//     only) to the hand: a G with 2 points or more, a unit or character with
//     5 or more, a command or operation with 8 or more. Points are never
//     negative and become 0 when the until-end-of-turn effects end.
//
// Where the card comes from: the seed says only "将指定的1枚卡片移到手牌"
// (move the designated card to the hand). The official text (quoted on
// blackcat7777.blog117.fc2.com, entry 170, "バルチャーポイント") names the
// place: "自軍ジャンクヤードにある…カード1枚のみを手札に移す事ができる", one
// card in the own Junkyard. That is implemented: the player chooses one
// card of the own Junkyard whose kind the points allow, or none.
//
// "「高机动」…「回收」…的特殊规则": one unit without 回収 in the squad switches it
// off; a set card's 回収 belongs to its group's unit (allHave, hasKeyword).

// salvageText is the turn-end salvage of a player with salvage points.
var salvageText = &card.Text{ID: -2, Auto: card.AutoD, Label: "回収 (Vulture): move one card from your Junkyard to your hand for your salvage points",
	Steps: []card.Step{{Op: card.OpSalvage}}}

// vultureCheck starts 回収's effect for every squad made only of units with
// 回収 whose area has none for its player yet. It runs after every
// resolution and fixed effect, so a squad that sorties so, or becomes so
// (a unit without 回収 left it), starts it at once.
func (g *Game) vultureCheck() {
	if !g.texts.anyVulture {
		return
	}
	for a := Area(0); a < NumAreas; a++ {
		for p := Player(0); p < 2; p++ {
			ps := &g.pl[p]
			sq := g.squads[a][p]
			if ps.vulture[a] || !g.allHave(sq, card.Vulture) {
				continue
			}
			if !ps.vulture[Space] && !ps.vulture[Earth] {
				ps.vultureSrc = sq[0]
			}
			ps.vulture[a] = true
			g.emit(Event{Kind: EvNote, Player: p, Card: sq[0],
				Text: fmt.Sprintf("回収: until the end of the turn %s gets salvage points for each unit destroyed and discarded in the %s area", p, a)})
		}
	}
}

// salvageFrom gives salvage points for unit c, destroyed and now discarded
// from a battle area (resolveDiscard calls it before c leaves).
func (g *Game) salvageFrom(c CardID) {
	if !g.texts.anyVulture {
		return
	}
	cs := &g.cards[c]
	if cs.zone != ZBattle || !g.isKind(c, card.Unit) {
		return
	}
	g.vultureCheck()
	n := g.totalCost(c)
	for p := Player(0); p < 2; p++ {
		if !g.pl[p].vulture[cs.area] || n <= 0 {
			continue
		}
		g.pl[p].salvage += int16(n)
		g.emit(Event{Kind: EvNote, Player: p, Card: c,
			Text: fmt.Sprintf("destroyed and discarded in the %s area: %s gets %d salvage points (回収), %d in all", cs.area, p, n, g.pl[p].salvage)})
	}
}

// queueSalvage starts, at the turn end, the salvage of each player whose
// points allow a card (2 or more), with the other turn-end effects (the
// attacker orders them: GW adv. "同一时点触发、解决的效果").
func (g *Game) queueSalvage() {
	for _, p := range [2]Player{g.active, g.active.Opp()} {
		if g.pl[p].salvage < 2 {
			continue
		}
		src := g.pl[p].vultureSrc
		g.autoD = append(g.autoD, trigger{cutItem{kind: iTrigger, ctrl: p, src: src, from: src, text: salvageText, auto: card.AutoD,
			setOn: None, evCard: None, lkiUnit: None}})
	}
}

// endSalvage: GW adv. "回收点": points become 0 when the until-end-of-turn
// effects end, and 回収's effects end with the turn.
func (g *Game) endSalvage() {
	for p := range g.pl {
		g.pl[p].salvage = 0
		g.pl[p].vulture = [NumAreas]bool{}
		g.pl[p].vultureSrc = None
	}
}

// salvageKindOK reports whether pts salvage points allow a card of kind k.
func salvageKindOK(k card.Kind, pts int) bool {
	switch k {
	case card.G:
		return pts >= 2
	case card.Unit, card.Character:
		return pts >= 5
	case card.Command, card.Operation:
		return pts >= 8
	}
	return false
}

// opSalvage: the player chooses up to one card of the own Junkyard that the
// salvage points allow and moves it to the hand. A card off the field is of
// its original kind (GW adv. "卡片的移动").
func opSalvage(g *Game, f *frame, s *card.Step) opResult {
	p := f.item.ctrl
	pts := int(g.pl[p].salvage)
	if f.wait {
		picked := f.picked
		f.picked = nil
		if len(picked) == 0 {
			return opFailed
		}
		c := picked[0]
		g.lift(c)
		g.cards[c].zone = ZNone
		g.putIn(c, ZHand)
		g.emit(Event{Kind: EvNote, Player: p, Card: c, Text: fmt.Sprintf("goes from %s's Junkyard to %s's hand (回収, %d salvage points)", p, p, pts)})
		return opDone
	}
	var cands []CardID
	for _, c := range g.pl[p].junkyard {
		if salvageKindOK(g.cards[c].def.Kind, pts) {
			cands = append(cands, c)
		}
	}
	if len(cands) == 0 {
		return opFailed
	}
	f.wait = true
	f.picked = nil
	g.ask(decision{kind: dEffect, ek: ekChoose, player: p, cands: cands, min: 0, max: 1,
		options: []string{fmt.Sprintf("回収: %d salvage points: choose up to 1 card of your Junkyard to move to your hand (G 2+, unit or character 5+, command or operation 8+)", pts)}})
	return opWait
}

// SalvagePoints is player p's salvage points now (GW adv. "回收点").
func (g *Game) SalvagePoints(p Player) int { return int(g.pl[p].salvage) }
