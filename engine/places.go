package engine

import "github.com/sortie-tcg/sortie/card"

// GW adv. "以复数个「场所」为对象的效果": an effect on the cards of several
// places (「全ての手札」, 「全ての本国」: a step with who: all) can be used and
// resolves while at least one of those places holds a card. Face-down places
// are the effect's objects, not their cards (GW adv. "卡片背面向外管理的场所"),
// so a place with no card is an object that is not there (GW adv. "使用与对象").

// placesRefusal returns the rule that keeps player p from using or playing
// text t of card c because a step of it is on every player's places and none
// of them holds a card besides c itself, or "".
func (g *Game) placesRefusal(p Player, c CardID, t *card.Text) (string, string) {
	if t == nil {
		return "", ""
	}
	for i := range t.Steps {
		s := &t.Steps[i]
		if s.Who != card.Both {
			continue
		}
		z := stepPlace(s)
		if s.Op == card.OpDiscardHand {
			z = ZHand
		}
		if !g.placeHolds(p, z, c) && !g.placeHolds(p.Opp(), z, c) {
			return `GW adv. "以复数个「场所」为对象的效果"`, "no card in any of the places (" + z.String() + ") the effect is on"
		}
	}
	return "", ""
}

// placeHolds reports whether player q's place z holds a card other than c.
func (g *Game) placeHolds(q Player, z Zone, c CardID) bool {
	for _, x := range *g.zoneList(q, z) {
		if x != c {
			return true
		}
	}
	return false
}
