package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// opResupply is GW adv. "补给（X）": (归还步骤)《(0)》 its player chooses up to
// N (X) standing units of this card's squad without 艦船 or 拠点; this turn's
// return-step fixed effect does not roll them (returnStep). The units are
// chosen when it resolves: the text names no target.
//
// g.resupplied keeps no source, timestamp or player: the effect lasts the
// turn apart from its source (Rise 707.3), only keeps a rule's roll from
// happening, whoever made it, and no effect is opposite to it (GW adv.
// "相反效果的优先顺序"). It is about the unit while it stays on the field: a
// card back on the field is a new card (Rise 718.2a; leaveField drops it).
func opResupply(g *Game, f *frame, s *card.Step) opResult {
	p := f.item.ctrl
	if f.wait {
		for _, u := range f.picked {
			if !contains(g.resupplied, u) {
				g.resupplied = append(g.resupplied, u)
			}
			g.emit(Event{Kind: EvNote, Player: p, Card: u, Text: "is not rolled by this turn's return step (補給)"})
		}
		ok := len(f.picked) > 0
		f.picked = nil
		return result(ok)
	}
	cands := g.resupplyCandidates(f.item.src)
	if len(cands) == 0 {
		return opFailed
	}
	n := g.amount(f, s, None)
	if n > len(cands) {
		n = len(cands)
	}
	f.wait = true
	f.picked = nil
	g.ask(decision{kind: dEffect, ek: ekChoose, player: p, cands: cands, min: 0, max: int8(n),
		options: []string{fmt.Sprintf("choose up to %d unit(s) the return step does not roll (補給)", n)}})
	return opWait
}

// resupplyCandidates lists the standing units of src's squad without 艦船
// or 拠点, head first.
func (g *Game) resupplyCandidates(src CardID) []CardID {
	top := g.groupOf(src)
	cs := &g.cards[top]
	if cs.zone != ZBattle {
		return nil
	}
	var out []CardID
	for _, u := range g.squads[cs.area][cs.ctrl] {
		us := &g.cards[u]
		if us.rolled || g.hasKeyword(u, card.Cruiser) || g.hasKeyword(u, card.Base) {
			continue
		}
		out = append(out, u)
	}
	return out
}
