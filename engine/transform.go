package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// GW adv. "变形" (変形, Transformer) and "变形形态" (the transformed mode):
//
//   - 変形: (战斗阶段)《(0)》 while this card is standing, it goes from normal
//     mode to transformed mode, or from transformed mode back to normal mode
//     (keywordTextOf; the use condition this-standing). 《(0)》 is once a
//     turn (GW basic "《(0)》": 此效果1回合只能使用1次). 変形 "会承继为「变形型态的
//     内文」": it becomes a text of the transformed side, so each side's 変形
//     is a text of its own, used once a turn: a unit may go to transformed
//     mode and back once each a turn. (Were it one text, the seed's "or back
//     to normal mode" could never be used, the mode ending at the turn end.)
//   - Normal mode is the card placed upright, transformed mode reversed.
//   - In transformed mode the unit's original combat power and texts are the
//     transformed side's; 変形 itself is inherited by the transformed side.
//     The card file gives that side (card.Def.Transformed): the engine swaps
//     the card's definition, so every rule that reads the card's own power,
//     texts, keywords, statics and rules reads the side's.
//   - Combat modifiers and texts gained in normal mode carry over: they are
//     kept by card (until-end-of-turn modifiers, coins, granted texts), not
//     by definition, so the swap keeps them.
//   - At the turn end a transformed unit returns to normal mode (endTransform,
//     when the turn-end processing starts, after damage is removed).
//   - A rolled unit in transformed mode stays in transformed mode (only using
//     変形 needs it standing).
//   - The transformed side's name is not a name: the side keeps the card's
//     Name; its printed name is card.Def.ModeName, shown only.
//
// Leaving the field, a card goes as its original kind (GW adv. "卡片的移动")
// and the mode, a state on the field, ends (leaveField). GW adv. "置换": the
// mode is not inherited by a card replacing this one.

// transformedTexts lists the transformed side's own texts: its printed texts,
// then its keyword texts, 変形 first (the side's own 変形 text, inherited).
func transformedTexts(d *card.Def, next *int32, nt int32) []*card.Text {
	t := d.Transformed
	var ts []*card.Text
	for j := range t.Texts {
		ts = append(ts, &t.Texts[j])
	}
	for _, kw := range t.Keywords {
		if x := keywordText(kw, nt); x != nil {
			*next++
			x.ID = *next
			ts = append(ts, x)
		}
	}
	return ts
}

// normalSide is the normal side of definition d.
func normalSide(d *card.Def) *card.Def {
	if d.Normal != nil {
		return d.Normal
	}
	return d
}

// opTransform switches the text's card between normal and transformed mode
// (GW adv. "变形"). It fails if the card left the field or is rolled.
func opTransform(g *Game, f *frame, s *card.Step) opResult {
	c := f.item.src
	cs := &g.cards[c]
	if !cs.zone.OnField() || cs.rolled || cs.def.Normal == nil && cs.def.Transformed == nil {
		return opFailed
	}
	g.invalidate() // its printed side changes: the notes below read the new one's power
	if cs.def.Normal != nil {
		cs.def = cs.def.Normal
		g.emit(Event{Kind: EvNote, Player: cs.ctrl, Card: c, Text: "変形: back to normal mode (" + g.power(c).String() + ")"})
	} else {
		cs.def, g.transformed = cs.def.Transformed, true
		g.emit(Event{Kind: EvNote, Player: cs.ctrl, Card: c,
			Text: fmt.Sprintf("変形: transformed mode %s (%s)", cs.def.ModeName, g.power(c).String())})
	}
	g.checkDestroyed()
	return opDone
}

// endTransform: GW adv. "变形形态": at the turn end every unit in transformed
// mode returns to normal mode.
func (g *Game) endTransform() {
	if !g.transformed {
		return // no card transformed since the last turn end: the cards are not looked at
	}
	g.transformed = false
	for i := range g.cards {
		cs := &g.cards[i]
		if cs.def.Normal == nil {
			continue
		}
		cs.def = cs.def.Normal
		g.emit(Event{Kind: EvNote, Player: cs.ctrl, Card: CardID(i), Text: "変形: returns to normal mode at the turn end"})
	}
}
