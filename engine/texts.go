package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// textIndex holds, per card definition, the texts the card has by itself:
// its printed texts followed by the texts its keywords stand for. Keywords are
// implemented once here, as engine features (DESIGN "Keywords").
type textIndex struct {
	byDef      [][]*card.Text
	trans      [][]*card.Text // per definition with 変形: the transformed side's texts (transform.go)
	anySupport bool           // some card has 支援 (the Support sortie rule has work to do)
	anyVulture bool           // some card has 回収 (vulture.go has work to do)
	anyTeam    bool           // some card has チーム>〔A〕 (team.go has work to do)
}

func indexTexts(db *card.DB) *textIndex {
	ti := &textIndex{byDef: make([][]*card.Text, len(db.Defs)), trans: make([][]*card.Text, len(db.Defs))}
	next := db.NumTexts
	for i, d := range db.Defs {
		for _, x := range []*card.Def{d, d.Transformed} { // GW adv. "变形形态": the side's keywords too
			if x == nil {
				continue
			}
			if _, ok := x.HasKeyword(card.Support); ok {
				ti.anySupport = true
			}
			if _, ok := x.HasKeyword(card.Vulture); ok {
				ti.anyVulture = true
			}
			if _, ok := x.HasKeyword(card.Team); ok {
				ti.anyTeam = true
			}
		}
		var ts []*card.Text
		for j := range d.Texts {
			ts = append(ts, &d.Texts[j])
		}
		for _, kw := range d.Keywords {
			if t := keywordText(kw); t != nil {
				next++
				t.ID = next
				ts = append(ts, t)
			}
		}
		ti.byDef[i] = ts
		if t := d.Transformed; t != nil {
			ti.trans[i] = transformedTexts(d, &next)
		}
	}
	return ti
}

// IsTextKeyword reports whether keyword kw stands for a text a player uses
// (Area Weapon, Psycommu, ...), listed after a card's printed texts in the
// order of its keywords, rather than for a rule.
func IsTextKeyword(kw card.Keyword) bool { return keywordText(kw) != nil }

// keywordText returns the used text a keyword stands for, or nil for a keyword
// that is a rule rather than a text.
func keywordText(kw card.Keyword) *card.Text {
	cost := "(0)"
	if kw.UseCost > 0 {
		cost = fmt.Sprintf("(%d)", kw.UseCost)
	}
	t := keywordTextOf(kw, cost)
	if t != nil {
		t.Label = kw.String()
		if kw.UseCost > 0 {
			t.Label = fmt.Sprintf("《(%d)》%s(%d)", kw.UseCost, kw.Kind, kw.X)
		}
	}
	return t
}

func keywordTextOf(kw card.Keyword, cost string) *card.Text {
	switch kw.Kind {
	case card.AreaWeapon:
		// GW adv. "范围兵器（X）": (伤害判定步骤)《(0)》 destroy every enemy unit
		// engaged with this card whose defense is X or less.
		return &card.Text{Timing: "damage-step", Cost: cost, If: []string{"this-engaged"},
			Steps: []card.Step{{Op: "area-weapon", N: card.Num{Const: kw.X}}}}
	case card.Psycommu:
		// GW adv. "感应式兵器（X）": (防御步骤)《(0)》 X damage to a unit engaged
		// with this card, or, from the disposition area, to a unit in a battle
		// area of this card's terrain; only after the defense step's fixed
		// effect, and only while an NT character is in this set group.
		return &card.Text{Timing: "defense-step", Cost: cost, Window: "after-fixed", If: []string{"group-trait:NT"},
			Targets: []card.Target{{Name: "T", Filter: []string{"unit", "psycommu-range"}}},
			Steps:   []card.Step{{Op: "damage", What: "T", N: card.Num{Const: kw.X}}}}
	case card.SpecialShield:
		// GW adv. "特殊盾（X）": (战斗阶段)《(0)》 while in a battle area, reduce by
		// X the damage of unresolved damage effects that target this card,
		// other than Psycommu and battle damage.
		return &card.Text{Timing: "battle-phase", Cost: cost, If: []string{"this-in-battle-area", "this-targeted-by-damage"},
			Steps: []card.Step{{Op: "shield", N: card.Num{Const: kw.X}}}}
	case card.AtmosphericEntry:
		// GW adv. "大气圈突入": (防御步骤)《(0)》 while this card is in the space
		// area, move it to the earth area; unresolved effects that target it
		// lose it (op atmospheric-entry).
		return &card.Text{Timing: "defense-step", Cost: cost, If: []string{"this-unit-in-space"},
			Steps: []card.Step{{Op: "atmospheric-entry"}}}
	case card.Resupply:
		// GW adv. "补给（X）": (归还步骤)《(0)》 up to X standing units of this
		// card's squad without 艦船 or 拠点 are not rolled by this turn's
		// return-step fixed effect (op resupply). Only a card in a squad can
		// use it, so only before that fixed effect (squads dissolve in it).
		return &card.Text{Timing: "return-step", Cost: cost, If: []string{"this-in-battle-area"},
			Steps: []card.Step{{Op: "resupply", N: card.Num{Const: kw.X}}}}
	case card.Transformer:
		// GW adv. "变形": (战斗阶段)《(0)》 while this card is standing, it goes
		// from normal mode to transformed mode, or back (transform.go).
		return &card.Text{Timing: "battle-phase", Cost: cost, If: []string{"this-standing"}, Steps: []card.Step{{Op: "transform"}}}
	case card.Dismantle:
		// GW adv. "解体": (自军配备阶段)《(0)》 put a dismantle coin on this card,
		// discarding its set cards; the use counts as playing a G (dismantle.go).
		return &card.Text{Timing: "own-disposition-phase", Cost: cost, Steps: []card.Step{{Op: "dismantle"}}}
	}
	return nil
}

// textRef is a text some card has now: its own, or one granted to it by an
// Auto A of another card (GW adv. "得到～").
type textRef struct {
	text *card.Text
	from CardID // the granting card, or the card itself
}

// textsOf returns the texts card c has now. A card whose text is negated has
// none of its printed texts (GW adv. "内文变为无效的状态"); keyword texts and
// granted texts stay.
func (g *Game) textsOf(c CardID, buf []textRef) []textRef {
	cs := &g.cards[c]
	if cs.dismantled {
		// GW adv. "解体指示物": its text becomes the coin's text
		return append(buf, textRef{dismantleCoinText, c})
	}
	own := g.texts.of(cs.def)
	neg := g.textNegated(c)
	_, vk := cs.def.HasKeyword(card.Variable)
	for i, t := range own {
		if neg && i < len(cs.def.Texts) || vk && g.variableSkips(c, i) {
			continue
		}
		buf = append(buf, textRef{t, c})
	}
	if cs.zone.OnField() {
		buf = g.teamTexts(c, buf)
		buf = g.grantedTexts(c, buf)
	}
	return buf
}

// defTexts returns card c's own texts (printed, then keyword texts).
func (g *Game) defTexts(c CardID) []*card.Text { return g.texts.of(g.cards[c].def) }

// of returns definition d's own texts; for a transformed side (変形形態),
// the side's (GW adv. "变形形态").
func (ti *textIndex) of(d *card.Def) []*card.Text {
	if d.Normal != nil {
		return ti.trans[d.Index]
	}
	return ti.byDef[d.Index]
}

// textNegated reports whether c's printed texts are negated now: by an effect
// this turn (U-195's new turn), or by an unmet 《[X·Y]》 of the whole card.
func (g *Game) textNegated(c CardID) bool {
	return g.cards[c].dismantled || contains(g.negated, c) || g.waterNegated(c)
}

// waterNegated is GW adv. "水": units engaged with an earth-area squad made
// only of Water units, and without Water themselves, have their texts
// negated.
func (g *Game) waterNegated(c CardID) bool {
	cs := &g.cards[c]
	if cs.zone != ZBattle || cs.area != Earth || !g.engaged[Earth] || cs.def.Kind != card.Unit {
		return false
	}
	if _, ok := cs.def.HasKeyword(card.Water); ok {
		return false
	}
	enemy := g.squads[Earth][cs.ctrl.Opp()]
	for _, u := range enemy {
		if _, ok := g.cards[u].def.HasKeyword(card.Water); !ok {
			return false
		}
	}
	return len(enemy) > 0
}

func (g *Game) textSummary(c CardID, i int) string {
	refs := g.textsOf(c, nil)
	if i < 0 || i >= len(refs) {
		return "?"
	}
	return describeText(refs[i].text)
}

func describeText(t *card.Text) string {
	if t.Label != "" {
		return t.Label
	}
	s := ""
	if t.Timing != "" {
		s = "(" + t.Timing + ")"
	}
	if t.Cost != "" {
		s += "《" + t.Cost + "》"
	}
	for i, st := range t.Steps {
		if i > 0 {
			s += "; "
		}
		s += st.Op
		if st.What != "" {
			s += " " + st.What
		}
		if st.N.Name != "" {
			s += " " + st.N.Name
		} else if st.N.Const != 0 {
			s += fmt.Sprintf(" %d", st.N.Const)
		}
		if st.Mod != "" {
			s += " " + st.Mod
		}
	}
	return s
}
