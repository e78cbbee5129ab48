package engine

import "github.com/sortie-tcg/sortie/card"

// opAtmosphericEntry is GW adv. "大气圈突入": (防御步骤)《(0)》 this card, in
// the space area, moves to the earth area, at the back of its controller's
// squad there (a squad formed so is checked for engagement at once: GW adv.
// "部队顺序、交战中的决定时机"). Every unresolved effect that targets it loses
// that target and fails (被视为失去目标而无效). A unit without earth terrain
// stays until the return step, where it is destroyed (GW adv.
// "因为地形适性有无造成的破坏", in returnStep).
func opAtmosphericEntry(g *Game, f *frame, s *card.Step) opResult {
	c := f.item.src
	cs := &g.cards[c]
	if cs.zone != ZBattle || cs.area != Space || cs.host != None || !g.isKind(c, card.Unit) {
		return opFailed
	}
	g.joinSquad(c, Earth)
	for i := range g.cut {
		g.cut[i].loseTarget(c)
	}
	return opDone
}

// loseTarget takes c out of the item's targets; an item that lost a target
// fails when it would resolve (GW adv. "大气圈突入": 这些效果被视为失去目标而无效).
func (it *cutItem) loseTarget(c CardID) {
	for i := range it.vars {
		if contains(it.vars[i].cards, c) {
			it.vars[i].cards = remove(clone(it.vars[i].cards), c)
			it.lost = true
		}
	}
}
