// Package decks embeds the two real-card decks that ship with Sortie.
package decks

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/deckfile"
	"github.com/sortie-tcg/sortie/internal/input"
	"github.com/sortie-tcg/sortie/ruleset"
)

//go:embed *.deck
var files embed.FS

// Names lists the embedded decks ("blue", "green").
func Names() []string {
	es, _ := files.ReadDir(".")
	var out []string
	for _, e := range es {
		out = append(out, strings.TrimSuffix(e.Name(), ".deck"))
	}
	sort.Strings(out)
	return out
}

// Embedded returns the embedded deck list called name ("green", "blue"),
// never a file: for callers whose names come from other people.
func Embedded(name string) ([]byte, error) {
	b, err := files.ReadFile(name + ".deck")
	if err != nil || strings.ContainsAny(name, "/.") {
		return nil, fmt.Errorf("no embedded deck %q (have %s)", name, strings.Join(Names(), ", "))
	}
	return b, nil
}

// Read returns the deck list named ref: an embedded deck's name, or a file
// path. The returned name is the one to use in messages.
// A file of that path wins over an embedded deck of that name; a folder or a
// file longer than input.MaxDeckBytes is an error.
func Read(ref string) (name string, b []byte, err error) {
	b, ferr := input.ReadFile(nil, ref, input.MaxDeckBytes, "deck list")
	if ferr == nil {
		return ref, b, nil
	}
	if !errors.Is(ferr, fs.ErrNotExist) {
		return ref, nil, ferr
	}
	if b, err := files.ReadFile(ref + ".deck"); err == nil {
		return "decks/" + ref + ".deck", b, nil
	}
	return ref, nil, fmt.Errorf("no embedded deck %q (have %s) and no such file: %w", ref, strings.Join(Names(), ", "), ferr)
}

// Load reads the deck list named ref (as Read does: an embedded deck's name
// or a file path), parses it against db and checks it with deckfile.Check
// against the Gundam War deck rules. It returns the deck's cards in list
// order; any problem is an error listing every problem with its line.
func Load(db *card.DB, ref string) ([]*card.Def, error) {
	name, b, err := Read(ref)
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
