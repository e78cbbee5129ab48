// Package cards embeds the card database: one YAML file per color group
// under data/, each card citing the source of its facts.
package cards

import (
	"embed"
	"sync"

	"github.com/sortie-tcg/sortie/card"
)

//go:embed data/*.yaml
var files embed.FS

var (
	once sync.Once
	db   *card.DB
	err  error
)

// DB loads (once) and returns the embedded card database, validated against
// what the engine implements. The error names file:line and what is wrong.
func DB() (*card.DB, error) {
	once.Do(func() { db, err = card.LoadFS(files, "data") })
	return db, err
}
