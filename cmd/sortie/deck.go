package main

import (
	"fmt"
	"io"
	"sort"

	"github.com/spf13/cobra"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/deckfile"
	"github.com/sortie-tcg/sortie/decks"
	"github.com/sortie-tcg/sortie/ruleset"
)

func init() { extraCommands = append(extraCommands, deckCmd) }

func deckCmd() *cobra.Command {
	c := &cobra.Command{
		Use:   "deck",
		Short: "Work with deck lists",
		Args:  cobra.NoArgs,
	}
	c.AddCommand(deckCheckCmd())
	return c
}

func deckCheckCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "check FILE...",
		Short: "Check deck lists against the Gundam War deck rules",
		Long: `Read each deck list (a file, or an embedded deck name: green, blue) and check it
against the Gundam War deck rules. Every problem is printed as
"file:line: what is wrong" (a problem of the whole deck has no line). The exit
code is 0 only if every deck is legal.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			db, err := loadDB()
			if err != nil {
				return err
			}
			bad := 0
			for _, ref := range args {
				ok, err := checkDeck(cmd.OutOrStdout(), db, ref)
				if err != nil {
					return err
				}
				if !ok {
					bad++
				}
			}
			if bad > 0 {
				return &exitError{code: 1, err: fmt.Errorf("%d of %d deck(s) illegal", bad, len(args))}
			}
			return nil
		},
	}
}

// checkDeck reads, parses and checks the deck ref and prints its problems
// (or that it is legal) to out. The error is for a deck that cannot be read.
func checkDeck(out io.Writer, db *card.DB, ref string) (legal bool, err error) {
	name, b, err := decks.Read(ref)
	if err != nil {
		return false, err
	}
	d, parseProbs := deckfile.Parse(name, b, db)
	probs := append(parseProbs, deckfile.Check(name, d, ruleset.GundamWar)...)
	sortProblems(probs)
	for _, p := range probs {
		fmt.Fprintln(out, p)
	}
	if len(parseProbs) > 0 {
		fmt.Fprintf(out, "%s: note: the lines above could not be read; the rules were checked on the other lines only\n", name)
	}
	if len(probs) > 0 {
		return false, nil
	}
	fmt.Fprintf(out, "%s: legal deck (%d cards)\n", name, len(d.Cards()))
	return true, nil
}

// sortProblems orders problems by line, the whole-deck problems (line 0) last.
func sortProblems(ps []deckfile.Problem) {
	key := func(p deckfile.Problem) int {
		if p.Line == 0 {
			return int(^uint(0) >> 1)
		}
		return p.Line
	}
	sort.SliceStable(ps, func(i, j int) bool { return key(ps[i]) < key(ps[j]) })
}
