package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// GW adv. "小队＞[A]B" (チーム>〔A〕B, card.Team): "(自动A) every unit in the
// same area as this card with the same チーム>〔A〕 gets B's texts and
// combat modifier; B's text is not gained twice (its combat modifier is)."
// B is the card's texts marked team: A (card.Text.Team). The card has them as
// its own texts; teamTexts gives them to the other units of the team in its
// area, and teamModifier adds B's combat modifier once per card that has it.

// inTeam reports whether c is a unit on the field with チーム>〔a〕.
func (g *Game) inTeam(c CardID, a int32) bool {
	cs := &g.cards[c]
	if !cs.zone.OnField() || cs.host != None || !g.isKind(c, card.Unit) {
		return false
	}
	if !g.hasKeyword(c, card.Team) {
		return false // lost, or its texts negated
	}
	for _, kw := range g.keywordList(c) {
		if kw.Kind == card.Team && kw.Pattern == a {
			return true
		}
	}
	return false
}

// sameArea reports whether field units a and b are in the same area: the
// same battle area, or the same player's disposition area.
func (g *Game) sameArea(a, b CardID) bool {
	x, y := &g.cards[a], &g.cards[b]
	if x.zone != y.zone {
		return false
	}
	if x.zone == ZBattle {
		return x.area == y.area
	}
	return x.ctrl == y.ctrl
}

// forTeamTexts calls fn for every text B that another unit m of c's area
// gives c: m's text marked team A, not negated, where c and m both have
// チーム>〔A〕.
func (g *Game) forTeamTexts(c CardID, fn func(m CardID, t *card.Text)) {
	// units now: a card that counts as another kind is none (Rise 713–714)
	if !g.texts.anyTeam || !g.isKind(c, card.Unit) || !g.inTeamAny(c) {
		return
	}
	for _, m := range g.field() {
		if m == c || !g.isKind(m, card.Unit) || !g.sameArea(c, m) || g.textNegated(m) {
			continue
		}
		d := g.cards[m].def
		for j := range d.Texts {
			t := &d.Texts[j]
			if t.TeamID != 0 && g.inTeam(c, t.TeamID) && g.inTeam(m, t.TeamID) {
				fn(m, t)
			}
		}
	}
}

// inTeamAny reports whether c has some チーム>〔A〕 and can be in a team now.
func (g *Game) inTeamAny(c CardID) bool {
	if _, ok := g.keyword(c, card.Team); !ok {
		return false
	}
	cs := &g.cards[c]
	return cs.zone.OnField() && cs.host == None && g.isKind(c, card.Unit)
}

// teamTexts appends the texts B that c gets from the other units of its
// teams (its combat modifier texts are teamModifier's). A text B equal to
// one c already has as a text B is not gained again.
func (g *Game) teamTexts(c CardID, buf []textRef) []textRef {
	g.forTeamTexts(c, func(m CardID, t *card.Text) {
		if len(t.Static) > 0 {
			return
		}
		for _, r := range buf {
			if r.text.TeamID != 0 && sameText(r.text, t) {
				return
			}
		}
		buf = append(buf, textRef{t, m})
	})
	return buf
}

// teamModifier is the sum of B's combat modifiers c gets from the other
// units of its teams: one per card (modifiers add up).
func (g *Game) teamModifier(c CardID) card.Modifier {
	var m card.Modifier
	g.forTeamTexts(c, func(_ CardID, t *card.Text) {
		for _, s := range t.Static {
			m = m.Add(s.Mod)
		}
	})
	return m
}

// sameText reports whether team texts a and b are written the same (their
// ids and labels aside): the same text B (card.Text.Same, set on load).
func sameText(a, b *card.Text) bool { return a == b || a.Same != 0 && a.Same == b.Same }
