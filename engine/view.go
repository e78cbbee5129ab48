package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// CardView is a face-up card as a player sees it.
type CardView struct {
	ID        CardID
	Number    string
	Color     string
	Name      string
	Kind      string
	Rolled    bool
	Destroyed bool
	Damage    int
	Power     string     // units: current combat power "m/r/d"
	Coins     string     // the coins' total modifier, "" if none
	Set       []CardView // cards set on it (a set group)
}

// PlayerView is one player's side as the viewer may see it: counts of hidden
// zones, contents of face-up ones, and the hand only for its own player.
type PlayerView struct {
	Nation      int
	DiscardPile int
	HandCount   int
	Hand        []CardView // only the viewer's own hand
	Junkyard    []CardView
	Removed     []CardView
	Hangar      []CardView
	Disposition []CardView
	Power       Power
}

// AreaView is a battle area: each player's squad in order (head first).
type AreaView struct {
	Engaged bool
	Squads  [2][]CardView
}

// CutView is one effect on the cut.
type CutView struct {
	Player Player
	Card   CardView
	What   string
}

// Observation is what one player may know (DESIGN "View"): no card hidden
// from that player appears in it.
type Observation struct {
	Viewer   Player
	Turn     int
	Attacker Player
	Phase    string
	Decider  Player
	Decision string
	Players  [2]PlayerView
	Areas    [NumAreas]AreaView
	Cut      []CutView
	Over     bool
	Winner   Player
	Reason   string
}

// View returns what player p may know now. p may be -1 for a spectator, who
// sees no hand.
func (g *Game) View(p Player) Observation {
	o := Observation{Viewer: p, Turn: g.turn, Attacker: g.active, Phase: g.phase.String(),
		Decider: g.decision.player, Over: g.over, Winner: g.winner, Reason: g.reason}
	if g.decision.player == p {
		o.Decision = g.DecisionText()
	}
	for q := Player(0); q < 2; q++ {
		ps := &g.pl[q]
		v := &o.Players[q]
		v.Nation, v.DiscardPile, v.HandCount = len(ps.nation), len(ps.discard), len(ps.hand)
		if q == p {
			v.Hand = g.views(ps.hand)
		}
		v.Junkyard = g.views(ps.junkyard)
		v.Removed = g.views(ps.removed)
		v.Hangar = g.views(ps.hangar)
		v.Disposition = g.views(ps.disposition)
		v.Power = g.NationPower(q)
	}
	for a := Area(0); a < NumAreas; a++ {
		o.Areas[a].Engaged = g.engaged[a]
		for q := 0; q < 2; q++ {
			o.Areas[a].Squads[q] = g.views(g.squads[a][q])
		}
	}
	for i := range g.cut {
		it := &g.cut[i]
		o.Cut = append(o.Cut, CutView{Player: it.ctrl, Card: g.cardView(it.src), What: g.itemName(it)})
	}
	return o
}

func (g *Game) views(ids []CardID) []CardView {
	if len(ids) == 0 {
		return nil
	}
	out := make([]CardView, len(ids))
	for i, c := range ids {
		out[i] = g.cardView(c)
	}
	return out
}

func (g *Game) cardView(c CardID) CardView {
	cs := &g.cards[c]
	d := cs.def
	v := CardView{ID: c, Number: d.Number, Color: d.Color.String(), Name: d.Name, Kind: d.Kind.String()}
	if cs.zone.OnField() {
		v.Rolled, v.Destroyed, v.Damage = cs.rolled, cs.destroyed, int(cs.damage)
		if d.Kind == card.Unit {
			v.Power = g.power(c).String()
		}
		if cs.nCoins > 0 {
			v.Coins = cs.coins.String()
		}
		v.Set = g.views(g.setCards(c, nil))
	}
	return v
}
