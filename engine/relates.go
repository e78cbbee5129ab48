package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// Whether a triggered text or a waiting effect relates to an event (GW adv.
// "自动产生的效果": the text's trigger, its card and the event's objects).

// relates checks that ev concerns the text's card as the text says and that
// its conditions hold.
func (g *Game) relates(c CardID, t *card.Text, ev trigEvent) bool {
	cx := ctx{src: c, ctrl: g.cards[c].ctrl, ev: &ev}
	switch ev.kind {
	case card.EvEntersPlayed, card.EvLeavesSet:
		if ev.card != c {
			return false
		}
	case card.EvLeftField, card.EvDiscarded:
		// this card, or with on_card any card matching it
		if t.OnCard == nil && ev.card != c {
			return false
		}
	case card.EvEngaged:
		if t.OnCard != nil {
			// with on_card: a unit matching it is in the area that became engaged
			return g.unitEngagedIn(ev.area, t.OnCard, cx) && g.powerMetFor(c, t, cx.ctrl) && g.conds(t.OnIf, cx)
		}
		top := g.groupOf(c)
		if g.cards[top].zone != ZBattle || g.cards[top].area != ev.area {
			return false
		}
	case card.EvStepStart, card.EvStepEnd:
		// "own-"/"enemy-" in the timing: whose turn (GW adv. "自军与敌军的区别")
		if !g.inPeriod(card.Timing{Side: t.On.Timing.Side, Period: card.WholeTurn}, g.cards[c].ctrl) {
			return false
		}
	}
	if t.OnCard != nil && (ev.card == None || !g.match(ev.card, t.OnCard, cx)) {
		return false
	}
	return g.powerMetFor(c, t, cx.ctrl) && g.conds(t.OnIf, cx)
}

// powerMetFor is GW basic "《[X·Y]》" for text t of card c of player p: the
// text is negated while the power is not met.
func (g *Game) powerMetFor(c CardID, t *card.Text, p Player) bool {
	if !t.Power.Set {
		return true
	}
	des := []card.Designated{{Color: g.cards[c].def.Color, Count: t.Power.Designated}}
	_, ok := payCheck(g.NationPower(p), des, t.Power.Total)
	return ok
}

// unitEngagedIn reports whether a unit matching f is in battle area a.
func (g *Game) unitEngagedIn(a Area, f *card.Filter, cx ctx) bool {
	for p := Player(0); p < 2; p++ {
		for _, u := range g.squads[a][p] {
			if g.match(u, f, cx) {
				return true
			}
		}
	}
	return false
}

// is reports whether ev is the event e names.
func (ev trigEvent) is(e card.Event) bool {
	switch {
	case ev.kind != e.Kind:
		return false
	case e.Kind == card.EvStepStart || e.Kind == card.EvStepEnd:
		return ev.timing.Period == e.Timing.Period
	case e.Kind == card.EvToZone || e.Kind == card.EvFromZone:
		return ev.zones&e.Zones != 0
	}
	return true
}

// waitingRelates checks that ev is the waiting effect's own moment: battle
// damage events belong to its player's squads (Rise 715.1: a delayed trigger
// waits for the event it names, of its own source).
func waitingRelates(w *waitingEffect, ev trigEvent) bool {
	switch ev.kind {
	case card.EvBattleDestroyed, card.EvBattleDamageSquad, card.EvBattleKillDiscarded:
		return ev.side == w.item.ctrl
	}
	return true
}
