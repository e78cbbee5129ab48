package main

import (
	"fmt"
	"strings"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// screenLines is what the viewer may know, compact, in lines at most width
// columns wide: it reads only o (the viewer's Observation) and, for the
// printed facts of cards o shows, the card database. Empty battle areas are
// left out, basic G are counted by color and the Junkyards are summarized;
// the hand is numbered for "why N", and named only (no kind, power, cost)
// when short is set.
func screenLines(db *card.DB, o engine.Observation, viewer engine.Player, width int, short bool) []string {
	label := func(p engine.Player) string {
		if p == viewer {
			return p.String() + " (you)"
		}
		return p.String() + " (AI)"
	}
	var out []string
	out = append(out, flow("", []string{fmt.Sprintf("== turn %d", o.Turn), label(o.Attacker) + " attacks", o.Phase,
		label(o.Decider) + " decides"}, " · ", width, 2)...)
	opp := viewer.Opp()
	out = append(out, sideLines(db, o.Players[opp], label(opp), width)...)
	out = append(out, areaLines(o, label, width)...)
	out = append(out, sideLines(db, o.Players[viewer], label(viewer), width)...)
	out = append(out, handLines(db, o.Players[viewer].Hand, width, short)...)
	if len(o.Cut) > 0 {
		var items []string
		for i, it := range o.Cut {
			items = append(items, fmt.Sprintf("%d. %s: %s", i+1, it.Player, it.What))
		}
		out = append(out, flow("cut (newest resolves first): ", items, " · ", width, 2)...)
	}
	return out
}

// sideLines is one player's counts and public zones, then the field.
func sideLines(db *card.DB, v engine.PlayerView, who string, width int) []string {
	items := []string{fmt.Sprintf("Nation %d", v.Nation), fmt.Sprintf("Discard Pile %d", v.DiscardPile),
		fmt.Sprintf("Hand %d", v.HandCount), "Power " + v.Power.String(), pileSummary("Junkyard", v.Junkyard)}
	if len(v.Removed) > 0 {
		items = append(items, pileSummary("Removed", v.Removed))
	}
	if len(v.Hangar) > 0 {
		items = append(items, pileSummary("Hangar", v.Hangar))
	}
	if v.Pollution > 0 {
		items = append(items, fmt.Sprintf("pollution %d (10 at the turn end loses)", v.Pollution))
	}
	if v.Salvage > 0 {
		items = append(items, fmt.Sprintf("salvage %d", v.Salvage))
	}
	out := flow(who+": ", items, " · ", width, 2)
	field := fieldItems(db, v.Disposition)
	if len(field) == 0 {
		field = []string{"-"}
	}
	return append(out, packed("  disposition: ", field, " · ", width, 4)...)
}

// pileSummary is a face-up zone as its count and its top card.
func pileSummary(name string, cs []engine.CardView) string {
	if len(cs) == 0 {
		return name + " 0"
	}
	return fmt.Sprintf("%s %d (top %s)", name, len(cs), cardLabel(cs[len(cs)-1]))
}

// fieldItems are the cards of a disposition area: basic G counted by color
// ("青基本G ×3, 1 rolled"), every other set group with its state.
func fieldItems(db *card.DB, cs []engine.CardView) []string {
	var items []string
	type count struct{ n, rolled int }
	basic := map[string]*count{}
	var order []string
	for _, c := range cs {
		if d := lookupView(db, c); d != nil && d.Basic && len(c.Set) == 0 && !c.Destroyed && c.Coins == "" {
			if basic[c.Name] == nil {
				basic[c.Name] = &count{}
				order = append(order, c.Name)
			}
			basic[c.Name].n++
			if c.Rolled {
				basic[c.Name].rolled++
			}
			continue
		}
		items = append(items, groupText(c))
	}
	var gs []string
	for _, name := range order {
		s := fmt.Sprintf("%s ×%d", name, basic[name].n)
		if r := basic[name].rolled; r > 0 {
			s += fmt.Sprintf(" (%d rolled)", r)
		}
		gs = append(gs, s)
	}
	return append(gs, items...)
}

// groupText is a field card with its state and the cards set on it:
// "ザク [U-1] 3/1/3 rolled dmg 2 +ララァ・スン [CH-8]".
func groupText(c engine.CardView) string {
	s := cardLabel(c) + stateText(c)
	for _, x := range c.Set {
		s += " +" + cardLabel(x)
	}
	return s
}

// stateText is what a field card's label needs after it: a unit's current
// combat power, a card's kind when it is not a unit, and its state.
func stateText(c engine.CardView) string {
	var parts []string
	if c.Power != "" {
		parts = append(parts, c.Power)
	} else {
		parts = append(parts, c.Kind)
	}
	if c.Rolled {
		parts = append(parts, "rolled")
	}
	if c.Damage > 0 {
		parts = append(parts, fmt.Sprintf("dmg %d", c.Damage))
	}
	if c.Mode == "transformed" {
		parts = append(parts, "transformed: "+c.ModeName)
	}
	if c.Reversed {
		parts = append(parts, "reversed: VARIABLE G")
	}
	if c.Coins != "" {
		parts = append(parts, "coins "+c.Coins)
	}
	if c.Destroyed {
		parts = append(parts, "DESTROYED")
	}
	return " " + strings.Join(parts, " ")
}

// areaLines are the battle areas that hold a squad (or are engaged), each
// squad head first, the opponent's before the viewer's.
func areaLines(o engine.Observation, label func(engine.Player) string, width int) []string {
	var out []string
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		av := o.Areas[a]
		if !av.Engaged && len(av.Squads[0]) == 0 && len(av.Squads[1]) == 0 {
			continue
		}
		name := a.String() + " area"
		if a == engine.FightingArena {
			name = "fighting arena"
		}
		if av.Engaged {
			name += ", engaged"
		}
		var items []string
		for _, p := range []engine.Player{o.Viewer.Opp(), o.Viewer} {
			sq := av.Squads[p]
			if len(sq) == 0 {
				items = append(items, label(p)+": -")
				continue
			}
			for i, c := range sq {
				s := fmt.Sprintf("%d. %s", i+1, groupText(c))
				if i == 0 {
					s = label(p) + ": " + s
				}
				items = append(items, s)
			}
		}
		out = append(out, flow(name+": ", items, " · ", width, 4)...)
	}
	return out
}

// handLines is the viewer's hand, numbered from 1, each card with its
// power or modifier (or kind) and cost unless short is set.
func handLines(db *card.DB, hand []engine.CardView, width int, short bool) []string {
	if len(hand) == 0 {
		return []string{"hand: -"}
	}
	var items []string
	for i, c := range hand {
		t := handText(db, c)
		if short {
			t = cardLabel(c)
		}
		items = append(items, fmt.Sprintf("%d %s", i+1, t))
	}
	return flow("hand: ", items, " · ", width, 2)
}

// handText is a hand card in short: "シャア専用ゲルググ [U-200] 3/1/3
// (green 2 of 4, R1)": a unit's combat power or a character's modifier (the
// kind of any other card), the designated Nation Power of the total, and the
// resource cost.
func handText(db *card.DB, c engine.CardView) string {
	d := lookupView(db, c)
	if d == nil {
		return cardLabel(c) + " " + c.Kind
	}
	parts := []string{cardLabel(c)}
	switch s := statText(d); {
	case s != "":
		parts = append(parts, s)
	case d.Kind == card.G:
		parts = append(parts, "G")
	default:
		parts = append(parts, d.Kind.String())
	}
	if des, total, res := costParts(d); des != "-" {
		cost := "(" + des + " of " + total
		if res != "0" {
			cost += ", R" + res
		}
		parts = append(parts, cost+")")
	}
	return strings.Join(parts, " ")
}

// defLine is a card's name, number and printed facts on one line:
// "シャア専用ゲルググ [U-200] Char's Gelgoog · green unit · cost green 2,
// total 4, resource 1 · 3/1/3 · space+earth".
func defLine(d *card.Def) string {
	kind := kindText(d)
	if d.Kind != card.G {
		kind = d.Color.String() + " " + kind
	}
	parts := []string{kind, costText(d)}
	for _, s := range []string{statText(d), terrainText(d)} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	name := d.Name + " [" + d.Number + "]"
	if d.NameEN != "" {
		name += " " + d.NameEN
	}
	return name + " · " + strings.Join(parts, " · ")
}

// lookupView finds the definition of a card the view shows face up.
func lookupView(db *card.DB, c engine.CardView) *card.Def {
	col, err := card.ParseColor(c.Color)
	if err != nil {
		return nil
	}
	d, _ := db.Lookup(col, c.Number)
	return d
}

// cardLabel names a card as the engine's messages do: "name [number]".
func cardLabel(c engine.CardView) string { return c.Name + " [" + c.Number + "]" }
