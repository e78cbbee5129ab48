package main

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/sortie-tcg/sortie/card"
)

// writeWords prints, for each vocabulary word the cards defs use
// (card.Def.Words), its family, the word and how many of the cards use it
// (the cards' numbers when three or fewer), the most used first in each
// family; then the totals.
func writeWords(out io.Writer, defs []*card.Def) error {
	users := map[card.WordUse][]string{}
	for _, d := range defs {
		for _, w := range d.Words() {
			users[w] = append(users[w], d.Color.String()+" "+d.Number)
		}
	}
	ws := make([]card.WordUse, 0, len(users))
	for w := range users {
		ws = append(ws, w)
	}
	slices.SortFunc(ws, func(a, b card.WordUse) int {
		return cmp.Or(strings.Compare(a.Family, b.Family), cmp.Compare(len(users[b]), len(users[a])), strings.Compare(a.Word, b.Word))
	})
	rows := [][]string{{"FAMILY", "WORD", "CARDS", "WHICH"}}
	single := 0
	for _, w := range ws {
		which := ""
		if n := len(users[w]); n <= 3 {
			which = strings.Join(users[w], ", ")
			if n == 1 {
				single++
			}
		}
		rows = append(rows, []string{w.Family, w.Word, fmt.Sprint(len(users[w])), orDash(which)})
	}
	if err := writeTable(out, rows, make([][]string, len(rows))); err != nil {
		return err
	}
	_, err := fmt.Fprintf(out, "%d words used by %d cards; %d of them by one card only\n", len(ws), len(defs), single)
	return err
}
