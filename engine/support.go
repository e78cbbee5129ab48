package engine

import "github.com/sortie-tcg/sortie/card"

// GW adv. "支援" (Support), "「舰船」「据点」「支援」的特殊规则": a Support unit
// gets no combat modifier from characters (power), sorties only in a squad
// with a unit without Support (below), and, like Cruiser and Base, is not
// counted in the one-unit-per-turn limit but has its own one per turn
// (ownLimitKeywords).

// ownLimitKeywords are the keywords that put a card's play outside the
// one-unit-per-turn limit and in the own one-per-turn of Cruiser, Base and
// Support units (GW adv. "「舰船」「据点」「支援」的特殊规则"), a bit per kind.
const ownLimitKeywords = 1<<card.Cruiser | 1<<card.Base | 1<<card.Support

// supportNeeds returns the first area where p's squad, with the sortie picks,
// would hold a picked Support unit and no unit without Support (GW adv.
// "支援": 不与没有「支援」的机体在同一部队的话就不能出击). Units already in the
// area count as squad members; only sortieing Support units need a partner.
func (g *Game) supportNeeds(p Player, picks []sortiePick) (Area, bool) {
	if !g.texts.anySupport {
		return 0, false
	}
	for a := Area(0); a < NumAreas; a++ {
		support, partner := false, false
		for _, q := range picks {
			if q.area == a && g.hasKeyword(q.card, card.Support) {
				support = true
			}
		}
		if !support {
			continue
		}
		for _, q := range picks {
			if q.area == a && !g.hasKeyword(q.card, card.Support) {
				partner = true
			}
		}
		for _, u := range g.squads[a][p] {
			if !g.hasKeyword(u, card.Support) {
				partner = true
			}
		}
		if !partner {
			return a, true
		}
	}
	return 0, false
}

// supportRefusal refuses a pick after which the sortie could no longer be
// declared: some area would hold only Support units of the sortie and no
// unit left to pick could join them without Support (GW adv. "支援"). The
// squad order stays free: a Support unit may be picked first, as the head.
func (g *Game) supportRefusal(p Player, c CardID, a Area) (string, string) {
	if !g.texts.anySupport {
		return "", ""
	}
	picks := append(append(make([]sortiePick, 0, len(g.sortie.picks)+1), g.sortie.picks...), sortiePick{c, a})
	if g.sortieCompletable(p, picks, int(NumAreas)) {
		return "", ""
	}
	return "GW adv. \"支援\"", "a Support unit sorties only in a squad with a unit without Support, and none could join it"
}

// sortieCompletable reports whether more picks can give every squad that
// needs one a unit without Support; depth bounds the search (one pick per
// area that needs one suffices).
func (g *Game) sortieCompletable(p Player, picks []sortiePick, depth int) bool {
	a, need := g.supportNeeds(p, picks)
	if !need {
		return true
	}
	if depth == 0 {
		return false
	}
	for _, u := range g.pl[p].disposition {
		if !g.isKind(u, card.Unit) || g.hasKeyword(u, card.Support) {
			continue
		}
		if r, _ := g.sortieRule(p, u, a, picks); r != "" {
			continue
		}
		next := append(append(make([]sortiePick, 0, len(picks)+1), picks...), sortiePick{u, a})
		if g.sortieCompletable(p, next, depth-1) {
			return true
		}
	}
	return false
}
