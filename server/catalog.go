package server

import (
	"net/http"

	"github.com/sortie-tcg/sortie/card"
)

// cardFacts is one card of the database as the browser draws it: the facts
// printed on it. The database is public, so every client gets all of it.
type cardFacts struct {
	Key      string   `json:"key"` // "green U-200", as a view's Color and Number
	Number   string   `json:"number"`
	Color    string   `json:"color"`
	Name     string   `json:"name"`
	NameEN   string   `json:"name_en"`
	Kind     string   `json:"kind"`
	SetOn    string   `json:"set_on,omitempty"`
	Cost     string   `json:"cost"` // designated / total / resource, e.g. "green 2 · total 4 · resource 1"
	Power    string   `json:"power,omitempty"`
	Modifier string   `json:"modifier,omitempty"`
	Terrain  string   `json:"terrain,omitempty"`
	Traits   []string `json:"traits,omitempty"`
	Keywords []string `json:"keywords,omitempty"`
	Text     string   `json:"text"` // the printed Japanese text
}

// serveCards sends the card database's facts.
func (s *Server) serveCards(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "max-age=3600")
	w.Write(s.catalog())
}

func cardCatalog(db *card.DB) []cardFacts {
	out := make([]cardFacts, 0, len(db.Defs))
	for _, d := range db.Defs {
		f := cardFacts{Key: d.Key(), Number: d.Number, Color: d.Color.String(), Name: d.Name, NameEN: d.NameEN,
			Kind: d.Kind.String(), Cost: costText(d.Cost), Traits: d.Traits, Text: d.TextJA}
		if d.SetOn != 0 {
			f.SetOn = d.SetOn.String()
		}
		if d.Kind == card.Unit {
			f.Power, f.Terrain = d.PowerText(), d.Terrain.String()
		}
		if !d.Modifier.IsZero() {
			f.Modifier = d.Modifier.String()
		}
		for _, k := range d.Keywords {
			f.Keywords = append(f.Keywords, k.String())
		}
		out = append(out, f)
	}
	return out
}

// costText writes a printed cost: designated power, total, resource.
func costText(c card.Cost) string {
	des, total, res := c.Parts()
	if des == "-" {
		return "no cost"
	}
	return des + " · total " + total + " · resource " + res
}
