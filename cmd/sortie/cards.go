package main

import (
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/mattn/go-runewidth"
	"github.com/spf13/cobra"
	"golang.org/x/text/unicode/norm"

	"github.com/sortie-tcg/sortie/card"
)

func init() { extraCommands = append(extraCommands, cardsCmd) }

func cardsCmd() *cobra.Command {
	var withText, words bool
	c := &cobra.Command{
		Use:   "cards [QUERY]",
		Short: "List or search the card database",
		Long: `List every card of the embedded database, one line per card: color, number,
kind, costs (designated / total / resource), combat power (units) or combat
modifier (characters), terrain, keywords and the name (Japanese / English).
With QUERY only the cards whose number, names, color, kind or keyword names
contain QUERY (case-insensitive) are listed; no match is exit code 1.

With --text (-v) each card is followed by its printed Japanese text, the
English label of each of its texts and each keyword as printed and in English
with a one-line explanation (from the rulebook's "特殊效果" section).

With --words the listed cards' use of the effect vocabulary (docs/effects.md)
is counted instead: one line per word (its family, the word, how many cards
use it, and which when three or fewer), then the totals.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			db, err := loadDB()
			if err != nil {
				return err
			}
			q := ""
			if len(args) == 1 {
				q = args[0]
			}
			var hits []*card.Def
			for _, d := range db.Defs {
				if !d.Token && cardMatches(d, q) {
					hits = append(hits, d)
				}
			}
			if len(hits) == 0 {
				return &exitError{code: 1, err: fmt.Errorf("no card matches %q", q)}
			}
			if words {
				return writeWords(cmd.OutOrStdout(), hits)
			}
			return writeCards(cmd.OutOrStdout(), hits, withText)
		},
	}
	c.Flags().BoolVarP(&withText, "text", "v", false, "print each card's printed text, text labels and keyword explanations below it")
	c.Flags().BoolVar(&words, "words", false, "count the cards using each word of the effect vocabulary")
	return c
}

// cardTextWidth is the width the card texts are wrapped to.
const cardTextWidth = 100

// writeCards prints a header and one aligned line per card. The name comes
// last so that its length does not push the other columns about. With
// withText each card's line is followed by its texts (cardTextBlock) and a
// blank line.
func writeCards(out io.Writer, defs []*card.Def, withText bool) error {
	rows := [][]string{{"COLOR", "NUMBER", "KIND", "DESIG", "TOTAL", "RES", "POWER/MOD", "TERRAIN", "KEYWORDS", "NAME"}}
	notes := [][]string{nil}
	for _, d := range defs {
		des, total, res := costParts(d)
		rows = append(rows, []string{d.Color.String(), d.Number, kindText(d), des, total, res,
			orDash(statText(d)), orDash(terrainText(d)), orDash(keywordsText(d)), nameText(d)})
		var n []string
		if withText {
			n = append(cardTextBlock(d, "    ", cardTextWidth), "")
		}
		notes = append(notes, n)
	}
	return writeTable(out, rows, notes)
}

// writeTable writes rows as columns two spaces apart, padding by display
// width (a Japanese character takes two cells), the last column unpadded.
// notes[i], if any, are lines written as they are after row i.
func writeTable(out io.Writer, rows [][]string, notes [][]string) error {
	var w []int
	for _, r := range rows {
		for i, c := range r {
			if i >= len(w) {
				w = append(w, 0)
			}
			w[i] = max(w[i], displayWidth(c))
		}
	}
	var b strings.Builder
	for i, r := range rows {
		for j, c := range r {
			b.WriteString(c)
			if j < len(r)-1 {
				b.WriteString(strings.Repeat(" ", w[j]-displayWidth(c)+2))
			}
		}
		b.WriteByte('\n')
		if i < len(notes) {
			for _, l := range notes[i] {
				b.WriteString(l)
				b.WriteByte('\n')
			}
		}
	}
	_, err := io.WriteString(out, b.String())
	return err
}

// displayWidth counts terminal cells: East Asian wide and fullwidth
// characters take two (go-runewidth's tables, kept up to date with Unicode).
func displayWidth(s string) int { return runewidth.StringWidth(s) }

// isWide reports whether r takes two terminal cells.
func isWide(r rune) bool { return runewidth.RuneWidth(r) == 2 }

// cardKey is s as names are compared: Unicode NFKC (full-width letters and
// digits become ASCII, half-width katakana full-width), lower case, without
// spaces and the middle dot ・, so that ビグザム finds ビグ・ザム.
func cardKey(s string) string {
	s = strings.ToLower(norm.NFKC.String(s))
	return strings.Map(func(r rune) rune {
		if r == '・' || r == '･' || unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// cardMatches reports whether q is part of d's number, names, color, kind or
// keyword names (English or Japanese), compared by cardKey; "" matches all.
func cardMatches(d *card.Def, q string) bool {
	q = cardKey(q)
	if q == "" {
		return true
	}
	fields := []string{d.Number, d.Name, d.NameEN, d.Color.String(), d.Kind.String(), kindText(d)}
	for _, k := range d.Keywords {
		fields = append(fields, k.Kind.String(), k.Kind.Japanese(), k.String())
	}
	for _, f := range fields {
		if strings.Contains(cardKey(f), q) {
			return true
		}
	}
	return false
}

// kindText is the kind in words: "unit", "command", "character (set on a
// unit)" for a set card, "basic G (green)" for a basic G with the color of
// the Nation Power it produces, "G" for another G.
func kindText(d *card.Def) string {
	switch {
	case d.Kind == card.G && d.Basic:
		return "basic G (" + d.Produces.String() + ")"
	case d.Kind == card.G:
		return "G"
	case d.SetOn != 0:
		return d.Kind.String() + " (set on " + article(d.SetOn.String()) + ")"
	}
	return d.Kind.String()
}

// article puts "a" or "an" before a kind name ("a unit", "an operation").
func article(s string) string {
	if s == "g" {
		return "a G"
	}
	if strings.HasPrefix(s, "o") {
		return "an " + s
	}
	return "a " + s
}

// costParts formats the designated, total and resource costs; a card with no
// cost at all (a G) shows dashes.
func costParts(d *card.Def) (des, total, res string) { return d.Cost.Parts() }

// costText is the whole cost in one phrase, for the play screen.
func costText(d *card.Def) string {
	des, total, res := costParts(d)
	if des == "-" {
		return "no cost"
	}
	return fmt.Sprintf("cost %s, total %s, resource %s", des, total, res)
}

// statText is a unit's printed combat power or a character's combat modifier.
func statText(d *card.Def) string {
	switch d.Kind {
	case card.Unit:
		return d.PowerText()
	case card.Character:
		return d.Modifier.String()
	}
	return ""
}

func terrainText(d *card.Def) string {
	if d.Kind != card.Unit {
		return ""
	}
	return d.Terrain.String()
}

func keywordsText(d *card.Def) string {
	var ks []string
	for _, k := range d.Keywords {
		ks = append(ks, k.String())
	}
	return strings.Join(ks, ", ")
}

func nameText(d *card.Def) string {
	if d.NameEN == "" {
		return d.Name
	}
	return d.Name + " / " + d.NameEN
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
