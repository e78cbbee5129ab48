package main

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/cards"
)

func loadDB() (*card.DB, error) {
	db, err := cards.DB()
	if err != nil {
		return nil, fmt.Errorf("card database: %w", err)
	}
	return db, nil
}
