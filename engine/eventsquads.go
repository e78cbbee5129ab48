package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// squadEvent is the squad of one squad event (trigEvent.squad): its battle
// area, its player, and the damage it dealt.
type squadEvent struct {
	area Area
	side Player
	n    int16
}

// joinBatch gives text t of card c, already triggered by an earlier event of
// the same fire batch (simultaneous events: one timing of the damage step's
// battle damage, combatDamage), squad event ev's squad too. A text that starts
// once, not every time (毎), starts once for simultaneous events (GW adv.
// "在特定时机起动的效果"); 「その敵軍部隊1つ」 names one of their squads, its
// player's choice (pickEventSquad).
func (g *Game) joinBatch(c CardID, t *card.Text, ev trigEvent) {
	if g.batchFrom == 0 || !ev.squad() {
		return
	}
	for _, q := range [2][]trigger{g.autoD, g.pending} {
		for i := range q {
			it := &q[i].item
			if it.kind != iTrigger || it.src != c || it.text == nil || it.text.ID != t.ID || it.evSerial < g.batchFrom || !it.evSquad {
				continue
			}
			if len(it.evSquads) == 0 {
				it.evSquads = append(it.evSquads, squadEvent{it.evArea, it.evSide, it.evN})
			}
			it.evSquads = append(it.evSquads, squadEvent{ev.area, ev.side, int16(ev.n)})
			return
		}
	}
}

// pickEventSquad asks the effect's player, at the first step that reads the
// event's squad (card.Step.ReadsEventSquad: its object, a number, a filter
// or a condition), which of the batch's squads it is (「その敵軍部隊1つ」: one of
// them; GW adv. "效果的解决": choices are made as the effect resolves), and
// then makes it the effect's event squad. It reports whether the step may run.
func (g *Game) pickEventSquad(f *frame) bool {
	it := &f.item
	if f.evPick {
		q := it.evSquads[f.ans.Index]
		it.evArea, it.evSide, it.evN = q.area, q.side, q.n
		it.evSquads = nil
		f.evPick = false
		return true
	}
	f.evPick = true
	g.ask(decision{kind: dEffect, ek: ekOption, player: it.ctrl, nOpt: int8(len(it.evSquads)), options: []string{"the squad " + g.cardName(it.src) + " names"}})
	return false
}

// eventSquadText is option i of pickEventSquad.
func eventSquadText(f *frame, i int) string {
	q := f.item.evSquads[i]
	return fmt.Sprintf("%s's squad in the %s area (%d damage)", q.side, q.area, q.n)
}
