package engine

import (
	"fmt"
	"strings"

	"github.com/sortie-tcg/sortie/card"
)

// describeCard names a card with its place and state, for menus.
func (g *Game) describeCard(c CardID) string {
	cs := &g.cards[c]
	s := g.cardName(c)
	var parts []string
	switch cs.zone {
	case ZBattle:
		parts = append(parts, cs.ctrl.String()+" "+cs.area.String())
	case ZDisposition:
		parts = append(parts, cs.ctrl.String()+" disposition")
	case ZHand:
		parts = append(parts, "hand")
	case ZJunkyard:
		parts = append(parts, cs.owner.String()+" junkyard")
	}
	if cs.zone.OnField() {
		if cs.rolled {
			parts = append(parts, "rolled")
		}
		if cs.dismantled {
			parts = append(parts, "dismantled: a G")
		}
		if cs.variable {
			parts = append(parts, "reversed: a VARIABLE G")
		}
		if g.isKind(c, card.Unit) {
			parts = append(parts, g.power(c).String())
			if cs.damage > 0 {
				parts = append(parts, fmt.Sprintf("damage %d", cs.damage))
			}
		}
		if cs.destroyed {
			parts = append(parts, "destroyed")
		}
	}
	if len(parts) > 0 {
		s += " (" + strings.Join(parts, ", ") + ")"
	}
	return s
}

// optionText describes option i of the pending effect choice.
func (g *Game) optionText(i int) string {
	f := g.exec
	if f != nil && f.evPick {
		return eventSquadText(f, i)
	}
	if f == nil || len(f.blocks) == 0 {
		return fmt.Sprint(i)
	}
	b := f.blocks[len(f.blocks)-1]
	if b.pc >= len(b.steps) {
		return fmt.Sprint(i)
	}
	s := &b.steps[b.pc]
	switch s.Op {
	case card.OpEither:
		if i < len(f.opts) {
			i = int(f.opts[i]) // the offered options (opEither)
		}
		if i < len(s.Options) && len(s.Options[i]) > 0 && s.Options[i][0].Label != "" {
			return s.Options[i][0].Label
		}
		if i < len(s.Options) {
			var ops []string
			for j := range s.Options[i] {
				ops = append(ops, s.Options[i][j].String())
			}
			return strings.Join(ops, ", ")
		}
	case card.OpMill:
		return fmt.Sprintf("%d card(s)", i)
	case card.OpMove:
		if i < len(f.opts) {
			return "the " + Area(f.opts[i]).String() + " area"
		}
	}
	return fmt.Sprint(i)
}
