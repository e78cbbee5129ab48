package scenario

import (
	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// parseCut reads the cut in progress, bottom first: "p1: play X1=赤い彗星
// target D1" (the played card is created with label X1) or "p2: use D2 text
// 1 target A1".
func (s *Scenario) parseCut(n node) error {
	its, err := n.items()
	if err != nil {
		return err
	}
	for _, it := range its {
		ps, err := it.pairs()
		if err != nil {
			return err
		}
		if len(ps) != 1 || (ps[0].key != "p1" && ps[0].key != "p2") {
			return it.errf("a cut entry is p1: play ... or p2: use ...")
		}
		p := engine.Player(ps[0].key[1] - '1')
		text, err := ps[0].val.str()
		if err != nil {
			return err
		}
		a, err := s.parseAction(ps[0].val, text)
		if err != nil {
			return err
		}
		ci := engine.PosCutItem{Player: p, SetOn: -1, X: max(a.x, 0)}
		switch a.verb {
		case "play":
			d, err := s.findCard(ps[0].val, a.card.text)
			if err != nil {
				return err
			}
			if a.newLabel != "" {
				if !labelRe.MatchString(a.newLabel) || reserved[a.newLabel] {
					return ps[0].val.errf("%q cannot be a label", a.newLabel)
				}
				if _, dup := s.labels[a.newLabel]; dup {
					return ps[0].val.errf("label %q is used twice", a.newLabel)
				}
			}
			ci.Card = s.addPlaced(d, a.newLabel, p, engine.ZCut, 0, -1, ps[0].line)
			if a.mode > 0 {
				ci.Text = a.mode - 1
			}
			if a.on != nil {
				if a.on.label < 0 {
					return ps[0].val.errf("on names a label")
				}
				ci.SetOn = a.on.label
			}
		case "use":
			if a.card.label < 0 {
				return ps[0].val.errf("use names the card by its label")
			}
			ci.Card, ci.Use = a.card.label, true
			ci.Text = a.text - 1
			if a.keyword != "" {
				ci.Text = s.keywordTextIndex(s.Pos.Cards[a.card.label].Def, keywordKind(a.keyword))
			}
			if ci.Text < 0 {
				return ps[0].val.errf("name the text: text N")
			}
		default:
			return ps[0].val.errf("a cut entry is a play or a use")
		}
		for _, t := range a.targets {
			switch {
			case t.nation >= 0:
				ci.Targets = append(ci.Targets, engine.PosTarget{IsNation: true, Nation: engine.Player(t.nation)})
			case t.label >= 0:
				ci.Targets = append(ci.Targets, engine.PosTarget{Card: t.label})
			default:
				return ps[0].val.errf("targets on a position's cut are labels (or p1-nation, p2-nation), not %q", t.text)
			}
		}
		s.Pos.Cut = append(s.Pos.Cut, ci)
	}
	return nil
}

// keywordTextIndex is the index (as Action.Index counts) of the text keyword
// k stands for on a card of def d whose printed texts are not negated: after
// the printed texts, in keyword order (engine.CardTexts).
func (s *Scenario) keywordTextIndex(d *card.Def, k card.KeywordKind) int {
	i := len(d.Texts)
	for _, kw := range d.Keywords {
		if engine.IsTextKeyword(kw) {
			if kw.Kind == k {
				return i
			}
			i++
		}
	}
	return -1
}
