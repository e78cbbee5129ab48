package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// writeScreen prints what the viewer may know: it reads only o (the viewer's
// Observation) and, for the printed facts of cards o shows, the card database.
func writeScreen(w io.Writer, db *card.DB, o engine.Observation, viewer engine.Player) {
	label := func(p engine.Player) string {
		if p == viewer {
			return p.String() + " (you)"
		}
		return p.String() + " (AI)"
	}
	fmt.Fprintf(w, "\n======== turn %d · attacker %s · %s · deciding: %s ========\n",
		o.Turn, label(o.Attacker), o.Phase, label(o.Decider))
	opp := viewer.Opp()
	writeSide(w, db, o.Players[opp], label(opp))
	writeAreas(w, db, o, label)
	writeSide(w, db, o.Players[viewer], label(viewer))
	writeHand(w, db, o.Players[viewer].Hand)
	writeCut(w, o.Cut, label)
}

// writeSide prints one player's public zones.
func writeSide(w io.Writer, db *card.DB, v engine.PlayerView, who string) {
	fmt.Fprintf(w, "--- %s: Nation %d · Discard Pile %d · Hand %d · Nation Power %s\n",
		who, v.Nation, v.DiscardPile, v.HandCount, v.Power)
	if v.Pollution > 0 {
		fmt.Fprintf(w, "  Pollution coins (汚染コイン): %d (10 or more at the turn end loses)\n", v.Pollution)
	}
	fmt.Fprintf(w, "  Disposition area:%s\n", emptyMark(len(v.Disposition)))
	for _, l := range countLines(fieldLines(db, v.Disposition)) {
		fmt.Fprintf(w, "    %s\n", l)
	}
	writePile(w, "Junkyard (top last)", v.Junkyard)
	writePile(w, "Removed", v.Removed)
	if len(v.Hangar) > 0 {
		writePile(w, "Hangar", v.Hangar)
	}
}

// writeAreas prints each battle area's squads in order, head first.
func writeAreas(w io.Writer, db *card.DB, o engine.Observation, label func(engine.Player) string) {
	fmt.Fprintln(w, "--- battle areas")
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		av := o.Areas[a]
		state := "not engaged"
		if av.Engaged {
			state = "ENGAGED"
		}
		name := a.String() + " area"
		if a == engine.FightingArena {
			name = "fighting arena"
		}
		fmt.Fprintf(w, "  %s (%s):\n", name, state)
		for _, p := range []engine.Player{o.Viewer.Opp(), o.Viewer} {
			sq := av.Squads[p]
			fmt.Fprintf(w, "    %s squad:%s\n", label(p), emptyMark(len(sq)))
			for i, c := range sq {
				pos := fmt.Sprintf("%d.", i+1)
				if i == 0 {
					pos = "head"
				}
				for j, l := range groupLines(db, c) {
					if j == 0 {
						fmt.Fprintf(w, "      %-4s %s\n", pos, l)
					} else {
						fmt.Fprintf(w, "           %s\n", l)
					}
				}
			}
		}
	}
}

// writeHand prints the viewer's hand with each card's printed facts and,
// below each card, its keywords (as printed and in English) and the English
// label of each of its texts.
func writeHand(w io.Writer, db *card.DB, hand []engine.CardView) {
	fmt.Fprintf(w, "  Hand:%s\n", emptyMark(len(hand)))
	for _, c := range hand {
		fmt.Fprintf(w, "    %s\n", handLine(db, c))
		d := lookupView(db, c)
		if d == nil {
			continue
		}
		if len(d.Keywords) > 0 {
			fmt.Fprintf(w, "        keywords: %s\n", keywordLabels(d))
		}
		for _, l := range textLabels(d) {
			fmt.Fprintf(w, "        text: %s\n", l)
		}
	}
}

// writeCut prints the cut in progress, oldest first.
func writeCut(w io.Writer, cut []engine.CutView, label func(engine.Player) string) {
	if len(cut) == 0 {
		return
	}
	fmt.Fprintln(w, "--- cut in progress (resolves newest first):")
	for i, it := range cut {
		fmt.Fprintf(w, "  %d. %s: %s\n", i+1, label(it.Player), it.What)
	}
}

// writePile prints a face-up zone on one line, runs of the same card counted.
func writePile(w io.Writer, name string, cs []engine.CardView) {
	var names []string
	for _, c := range cs {
		names = append(names, cardLabel(c))
	}
	fmt.Fprintf(w, "  %s (%d):%s", name, len(cs), emptyMark(len(cs)))
	for _, l := range runLines(names) {
		fmt.Fprintf(w, " %s;", l)
	}
	fmt.Fprintln(w)
}

// fieldLines renders each set group on the field as one or more lines.
func fieldLines(db *card.DB, cs []engine.CardView) [][]string {
	var out [][]string
	for _, c := range cs {
		out = append(out, groupLines(db, c))
	}
	return out
}

// groupLines renders a field card with its state, then its set cards.
func groupLines(db *card.DB, c engine.CardView) []string {
	lines := []string{cardLabel(c) + " " + stateText(db, c)}
	for _, s := range c.Set {
		lines = append(lines, "  + set: "+cardLabel(s)+" "+stateText(db, s))
	}
	return lines
}

// viewKind is a field card's color and kind: "green unit", and for a G
// "basic G (green)" as kindText says it.
func viewKind(db *card.DB, c engine.CardView) string {
	if c.Kind != card.G.String() {
		return c.Color + " " + c.Kind
	}
	if d := lookupView(db, c); d != nil && d.Basic {
		return kindText(d)
	}
	return "G (" + c.Color + ")"
}

// stateText is a field card's kind, power and state in parentheses.
func stateText(db *card.DB, c engine.CardView) string {
	parts := []string{viewKind(db, c)}
	if c.Power != "" {
		parts = append(parts, c.Power)
	}
	if c.Rolled {
		parts = append(parts, "rolled")
	} else {
		parts = append(parts, "standing")
	}
	if c.Damage > 0 {
		parts = append(parts, fmt.Sprintf("damage %d", c.Damage))
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
	return "(" + strings.Join(parts, ", ") + ")"
}

// handLine is a hand card with its printed costs and power.
func handLine(db *card.DB, c engine.CardView) string {
	d := lookupView(db, c)
	if d == nil {
		return cardLabel(c) + " (" + c.Color + " " + c.Kind + ")"
	}
	return defLine(d)
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

// countLines prints equal single-line groups once with a count ("×7"),
// keeping the order of first appearance; set groups stay one per entry.
func countLines(groups [][]string) []string {
	var out []string
	idx := map[string]int{}
	var n []int
	for _, g := range groups {
		if len(g) == 1 {
			if i, ok := idx[g[0]]; ok {
				n[i]++
				continue
			}
			idx[g[0]] = len(out)
		}
		out = append(out, g...)
		for range g {
			n = append(n, 1)
		}
	}
	for i := range out {
		if n[i] > 1 {
			out[i] = fmt.Sprintf("%s ×%d", out[i], n[i])
		}
	}
	return out
}

// runLines counts runs of equal adjacent names ("緑基本G [基本G] ×3").
func runLines(names []string) []string {
	var out []string
	for i := 0; i < len(names); {
		j := i
		for j < len(names) && names[j] == names[i] {
			j++
		}
		if j-i > 1 {
			out = append(out, fmt.Sprintf("%s ×%d", names[i], j-i))
		} else {
			out = append(out, names[i])
		}
		i = j
	}
	return out
}

func emptyMark(n int) string {
	if n == 0 {
		return " -"
	}
	return ""
}
