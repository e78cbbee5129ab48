package sim

import (
	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// Stats is what happened in one game from the start of turn 1 (the redeal
// is not counted), counted from the game's events and zone sizes.
type Stats struct {
	// AttackTurns counts the turns in which the attacker sortied at least
	// one unit; DefenseTurns those in which the defender did (a defending
	// sortie, GW basic "防御步骤"), whether or not the attacker had.
	AttackTurns, DefenseTurns int
	// Engaged counts battles: each battle area that became engaged
	// (GW basic "交战中与非交战状态"), once per area and turn.
	Engaged int
	// Played counts the cards played from hand or hangar by their printed
	// kind (index card.Kind), both players together; Uses counts text uses.
	Played [card.G + 1]int
	Uses   int
	// Nation is each player's Nation account (index engine.Player).
	Nation [2]NationAccount
	// HandLeft is the size of each player's hand when the game ended.
	HandLeft [2]int
}

// NationAccount says where a player's Nation cards went. Over a game,
// Nation at turn 1 − Nation at the end = Battle + Resource + Effects +
// Drawn − Recovered.
type NationAccount struct {
	Battle    int // battle damage to the Nation (GW basic "对本国造成的战斗伤害")
	Resource  int // resource costs paid (GW basic "资源费用的支付"; 《①》 of texts)
	Drawn     int // cards drawn from the Nation
	Recovered int // cards recovered from the Discard Pile (GW adv. "回复")
	// Effects is every other loss: effect damage to the Nation, cards
	// milled from its top, costs paid by effects. It is what is left of the
	// measured change once the others are counted.
	Effects int
}

// counter accumulates Stats while a game is played.
type counter struct {
	st      Stats
	started bool
	start   [2]int // Nation sizes at the start of turn 1
	// the turn in progress
	attacker          engine.Player
	attacked, blocked bool
	engaged           [engine.NumAreas]bool
}

// events counts the events of one Apply; g is the game after it.
func (c *counter) events(g *engine.Game, evs []engine.Event) {
	if !c.started {
		for _, e := range evs {
			if e.Kind == engine.EvTurn {
				c.begin(g, e.Player)
				return // nothing of turn 1 before its first decision takes from a Nation
			}
		}
		return
	}
	for _, e := range evs {
		c.event(g, e)
	}
}

// begin starts counting at turn 1, whose attacker is p.
func (c *counter) begin(g *engine.Game, p engine.Player) {
	c.started = true
	for q := engine.Player(0); q < 2; q++ {
		c.start[q] = len(g.ZoneCards(q, engine.ZNation))
	}
	c.newTurn(p)
}

func (c *counter) newTurn(p engine.Player) {
	c.attacker, c.attacked, c.blocked = p, false, false
	c.engaged = [engine.NumAreas]bool{}
}

func (c *counter) event(g *engine.Game, e engine.Event) {
	st := &c.st
	switch e.Kind {
	case engine.EvTurn:
		c.newTurn(e.Player)
	case engine.EvSortie:
		if e.Player == c.attacker && !c.attacked {
			c.attacked = true
			st.AttackTurns++
		}
		if e.Player != c.attacker && !c.blocked {
			c.blocked = true
			st.DefenseTurns++
		}
	case engine.EvEngaged:
		if !c.engaged[e.Area] {
			c.engaged[e.Area] = true
			st.Engaged++
		}
	case engine.EvPlay:
		st.Played[g.CardInfo(e.Card).Def.Kind]++
	case engine.EvUse:
		st.Uses++
	case engine.EvBattleDamage:
		if e.Card == engine.None {
			st.Nation[e.Player].Battle += int(e.N)
		}
	case engine.EvPayResource:
		st.Nation[e.Player].Resource += int(e.N)
	case engine.EvDraw:
		if e.Text == "" { // "from the Discard Pile" otherwise
			st.Nation[e.Player].Drawn++
		}
	case engine.EvRecover:
		st.Nation[e.Player].Recovered += int(e.N)
	}
}

// finish closes the account when the game is over.
func (c *counter) finish(g *engine.Game) Stats {
	for q := engine.Player(0); q < 2; q++ {
		c.st.HandLeft[q] = len(g.ZoneCards(q, engine.ZHand))
		if !c.started {
			continue
		}
		n := &c.st.Nation[q]
		lost := c.start[q] - len(g.ZoneCards(q, engine.ZNation))
		n.Effects = lost + n.Recovered - n.Battle - n.Resource - n.Drawn
	}
	return c.st
}
