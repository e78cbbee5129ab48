package engine

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// A static that changes a kind is found at any depth of a text, and kinds
// are read printed only in a game where none may change (kindfixed.go).
func TestKindMay(t *testing.T) {
	kind := card.Text{Static: []card.Static{{Kind: card.G}}}
	mod := card.Text{Static: []card.Static{{HasMod: true}}}
	for _, tc := range []struct {
		name string
		t    card.Text
		want bool
	}{
		{"a static's kind", kind, true},
		{"a modifier", mod, false},
		{"a text a static gives", card.Text{Static: []card.Static{{Grant: &kind}}}, true},
		{"a text a step gives", card.Text{Steps: []card.Step{{Op: card.OpGain, Grant: &kind}}}, true},
		{"a text an option's step gives", card.Text{Steps: []card.Step{{Options: [][]card.Step{{{Op: card.OpGain, Grant: &kind}}}}}}, true},
		{"a mode's", card.Text{Modes: []card.Text{mod, kind}}, true},
		{"a step giving a modifier text", card.Text{Steps: []card.Step{{Op: card.OpGain, Grant: &mod}}}, false},
	} {
		if got := changesKind(&tc.t); got != tc.want {
			t.Errorf("%s: changesKind %v, want %v", tc.name, got, tc.want)
		}
	}
	propLoad(t)
	g := propNewGame(1) // the green and blue decks: no text of theirs changes a kind
	if g.kindMay {
		t.Fatal("kindMay set in a game of the embedded decks")
	}
	c := g.pl[0].nation[0]
	g.addCont(contEffect{kind: ckKind, kindTo: card.Command, locked: []CardID{c}})
	if !g.kindMay {
		t.Fatal("kindMay not set by a resolved effect that changes a kind")
	}
	// a game with verify set reads kinds derived and checks them
	g = propNewGame(1)
	g.Drain()
	g.verify = true
	u := None
	for _, c := range g.pl[0].nation {
		if g.cards[c].def.Kind != card.G {
			u = c
		}
	}
	g.cards[u].variable = true // a G, kindMay left false
	g.invalidate()
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "with kindMay false") {
			t.Fatal("a kind changed with kindMay false was not caught")
		}
	}()
	g.kindOf(u)
}
