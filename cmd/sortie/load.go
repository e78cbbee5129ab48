package main

import (
	"fmt"
	"strings"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/cards"
	"github.com/sortie-tcg/sortie/deckfile"
	"github.com/sortie-tcg/sortie/decks"
	"github.com/sortie-tcg/sortie/ruleset"
)

// loadDeck reads an embedded deck name or a deck file and checks it; any
// problem is an error listing every problem with its line.
func loadDeck(db *card.DB, ref string) ([]*card.Def, error) {
	name, b, err := decks.Read(ref)
	if err != nil {
		return nil, err
	}
	d, probs := deckfile.Parse(name, b, db)
	if len(probs) == 0 {
		probs = deckfile.Check(name, d, ruleset.GundamWar)
	}
	if len(probs) > 0 {
		var s []string
		for _, p := range probs {
			s = append(s, p.String())
		}
		return nil, fmt.Errorf("illegal deck:\n%s", strings.Join(s, "\n"))
	}
	return d.Cards(), nil
}

func loadDB() (*card.DB, error) {
	db, err := cards.DB()
	if err != nil {
		return nil, fmt.Errorf("card database: %w", err)
	}
	return db, nil
}
