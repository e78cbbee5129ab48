package engine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sortie-tcg/sortie/card"
)

// splitPacket applies split e to packet p (Rise 717.6: 「任意の数の…に
// 分けて与えてもよい」): the player of e divides p's damage among the units
// matching e's filter, each 1 damage in turn (replChoose: a choice met
// inside the event), and each unit but p's gets a packet of its share with
// p's other properties (Rise 717.1), e among the effects already applied to
// it (Rise 716.1e). The 717.3b player chose e; every choice of the division
// is e's player's. With no unit to divide among, nothing changes. The
// division is one e's player may make (「分けて与えてもよい」; Rise 717.6 "you
// may have it dealt instead"): when the damaged unit is among the units,
// giving it all the damage leaves the packet as it was; when it is not, that
// player is asked first whether to divide at all, and a packet not divided
// stays as it was (e counts as applied to it: Rise 716.1e).
func (g *Game) splitPacket(e *replEffect, p *dmgPacket) {
	cx := ctx{src: e.src, ctrl: e.ctrl, each: None}
	var cands []CardID
	for _, c := range g.field() {
		if g.isKind(c, card.Unit) && g.match(c, e.r.Split, cx) {
			cands = append(cands, c)
		}
	}
	if len(cands) == 0 {
		return
	}
	if !slices.Contains(cands, p.to) {
		opts := []string{"divide the damage to " + g.cardName(p.to) + " among units that are " + e.r.Split.String(),
			"do not divide it: " + g.cardName(p.to) + " takes it"}
		if g.replChoose(e.ctrl, []CardID{e.src, p.to}, opts) == 1 {
			g.emit(Event{Kind: EvNote, Player: e.ctrl, Card: e.src, Text: "does not divide the damage to " + g.cardName(p.to) + " (Rise 717.6)"})
			return
		}
	}
	opts := make([]string, len(cands))
	for i, c := range cands {
		opts[i] = "1 damage to " + g.cardName(c)
	}
	share := make([]int, len(cands))
	for range p.amount {
		i := 0
		if len(cands) > 1 {
			i = g.replChoose(e.ctrl, cands, opts)
		}
		share[i]++
	}
	from := g.cardName(p.to)
	p.amount = 0
	var parts []string
	for i, c := range cands {
		if share[i] == 0 {
			continue
		}
		parts = append(parts, fmt.Sprintf("%d to %s", share[i], g.cardName(c)))
		if c == p.to {
			p.amount = share[i]
			continue
		}
		q := dmgPacket{to: c, amount: share[i], by: p.by, battle: p.battle, item: p.item, applied: slices.Clone(p.applied)}
		p.splits = append(p.splits, q)
	}
	g.emit(Event{Kind: EvNote, Player: e.ctrl, Card: e.src,
		Text: fmt.Sprintf("divides the damage to %s: %s (Rise 717.6)", from, strings.Join(parts, ", "))})
}
