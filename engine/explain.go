package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// PowerExplained says, for a player, what makes unit c's combat power on the
// field (GW adv. "战斗力", "战斗修正"): its printed power, then each modifier
// that is not ±0/±0/±0 — coins, the other effects in force on it, each card
// set on it, the space battle penalty — and the result, each value at least
// 0. It is nil for a card that is not a unit on the field. Every fact it
// reads is public.
func (g *Game) PowerExplained(c CardID) []string {
	if !g.validCard(c) || !g.cards[c].zone.OnField() || !g.isKind(c, card.Unit) {
		return nil
	}
	cs := &g.cards[c]
	out := []string{"printed " + cs.def.PowerText()}
	if cs.def.SplitPower { // GW adv. "以「/」分割的战斗力"
		out = append(out, "original "+g.originalPower(c).String())
	}
	add := func(what string, m card.Modifier) {
		if !m.IsZero() {
			out = append(out, fmt.Sprintf("%s %s", m, what))
		}
	}
	coins := cs.coins.mod()
	add("coins", coins)
	rest := g.modifierOn(c)
	rest = rest.Add(card.Modifier{Melee: -coins.Melee, Range: -coins.Range, Defense: -coins.Defense})
	add("effects in force on it (resolved effects, Auto A texts, team)", rest)
	g.setModifiers(c, func(s CardID, cruiserMod bool, m card.Modifier, gets bool) {
		switch {
		case cruiserMod:
			add("CruiserModifier of "+g.cardName(s), m)
		case !gets:
			out = append(out, g.cardName(s)+": no character modifier on a Cruiser, Base or Support unit")
		default:
			add("set "+g.cardName(s), m)
		}
	})
	if n := g.spaceBattlePenalty(c); n != 0 {
		out = append(out, fmt.Sprintf("%+d melee: engaged in space without SpaceBattle (宙間戦闘)", n))
	}
	return append(out, "= "+g.power(c).String()+" (no value below 0)")
}
