// A position's cut: the played cards and used texts waiting on it (a scenario's cut:).

package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

func (g *Game) onCut(c CardID) bool {
	for _, it := range g.cut {
		if it.src == c && it.kind == iPlay {
			return true
		}
	}
	return false
}

// placeCutItem puts one PosCutItem on the cut.
func (g *Game) placeCutItem(pos Position, ci PosCutItem) error {
	bad := func(format string, a ...any) error {
		e := &PositionError{Card: ci.Card, Msg: fmt.Sprintf(format, a...)}
		if ci.Card >= 0 && ci.Card < len(pos.Cards) {
			e.Label = pos.Cards[ci.Card].Label
		}
		return e
	}
	if ci.Card < 0 || ci.Card >= len(g.cards) {
		return bad("no card %d", ci.Card)
	}
	if ci.Player != 0 && ci.Player != 1 {
		return bad("the player is P1 or P2")
	}
	c := CardID(ci.Card)
	cs := &g.cards[c]
	it := cutItem{ctrl: ci.Player, src: c, from: c, setOn: None, lkiUnit: None, x: int16(ci.X), mode: int8(ci.Text)}
	if ci.Use {
		if !cs.zone.OnField() {
			return bad("a used text belongs to a card on the field")
		}
		refs := g.textsOf(c, nil)
		if ci.Text < 0 || ci.Text >= len(refs) || !refs[ci.Text].text.Used() {
			return bad("it has no text %d to use", ci.Text+1)
		}
		it.kind, it.text, it.from, it.mode = iText, refs[ci.Text].text, refs[ci.Text].from, 0
		g.countUse(c, it.text, g.cutSerial)
	} else {
		if cs.zone != ZCut {
			return bad("a played card on the cut is in the zone \"cut\", not the %s", cs.zone)
		}
		if cs.owner != ci.Player {
			return bad("a card is played by its owner")
		}
		it.kind = iPlay
		cs.ctrl = ci.Player
		if cs.def.Kind == card.Command {
			if it.text = g.effectText(c, ci.Text); it.text == nil {
				return bad("this command has no mode %d", ci.Text+1)
			}
		} else {
			it.mode = 0
		}
		if cs.def.SetOn != 0 {
			if ci.SetOn < 0 || ci.SetOn >= len(g.cards) || !g.cards[ci.SetOn].zone.OnField() {
				return bad("a played set card names the field card it will be set on")
			}
			it.setOn = CardID(ci.SetOn)
		}
	}
	var specs []card.Target
	if it.text != nil {
		specs = it.text.Targets
	}
	// the targets are given in the text's target order, each target taking
	// its count of cards (or one Nation, where the text allows it)
	k := 0
	for _, spec := range specs {
		v := tvar{nation: -1}
		if k < len(ci.Targets) && ci.Targets[k].IsNation {
			if !spec.Nation {
				return bad("target %s cannot be a Nation", spec.Name)
			}
			v.nation = int8(ci.Targets[k].Nation)
			k++
		} else {
			n := g.countOf(spec, it.vars, it.src, it.ctrl, it.x)
			for j := 0; j < n; j++ {
				if k >= len(ci.Targets) || ci.Targets[k].IsNation {
					return bad("target %s needs %d card(s)", spec.Name, n)
				}
				x := ci.Targets[k].Card
				if x < 0 || x >= len(g.cards) {
					return bad("target %s names no card", spec.Name)
				}
				v.cards = append(v.cards, CardID(x))
				k++
			}
		}
		it.vars = append(it.vars, v)
	}
	if k != len(ci.Targets) {
		return bad("its effect takes %d target(s), the position gives %d", k, len(ci.Targets))
	}
	g.cut = append(g.cut, it)
	return nil
}
