package engine

import "github.com/sortie-tcg/sortie/card"

// GW adv. "「不重复」的效果" (重複しない): an effect that does not stack applies
// only once even when several cards of the same name (or the same special
// effect) would apply it:
//
//	A: once a turn in all;
//	B: once a turn for each player controlling such cards;
//	C: for one occurrence of its trigger, once for each such player;
//	D: once a turn for each object such effects target.
//
// An Auto A static of kind A or B applies from one card only (the first to
// enter); the other kinds are effects that resolve: a use past the limit
// does nothing (ncApplies).

// ncUse records that an effect that does not stack applied this turn.
type ncUse struct {
	name, same int32 // the card's name and the text (card.Text.Same)
	player     Player
	serial     int32  // C: the trigger occurrence (trigEvent fire serial)
	target     CardID // D: the object
}

// ncKey is the name and text that identify effect t of card c. The name is
// the printed one on purpose, not the names c has now: the rule groups the
// effects of cards whose original names are the same (GW adv. "「不重复」的效果":
// 本来名称相同的卡片的效果), so a name an effect gives does not join them.
func (g *Game) ncKey(c CardID, t *card.Text) (int32, int32) {
	return g.cards[c].def.NameID, t.Same
}

// ncApplies reports whether item it, whose text does not stack, may apply,
// and records that it did (on its targets for kind D).
func (g *Game) ncApplies(it *cutItem) bool {
	t := it.text
	if t == nil || t.NonCumulative == 0 {
		return true
	}
	name, same := g.ncKey(it.from, t)
	var targets []CardID
	for _, v := range it.vars {
		targets = append(targets, v.cards...)
	}
	for _, u := range g.ncUses {
		if u.name != name || u.same != same {
			continue
		}
		switch t.NonCumulative {
		case 'A':
			return false
		case 'B':
			if u.player == it.ctrl {
				return false
			}
		case 'C':
			if u.player == it.ctrl && u.serial == it.evSerial {
				return false
			}
		case 'D':
			if contains(targets, u.target) {
				return false
			}
		}
	}
	if t.NonCumulative == 'D' {
		for _, c := range targets {
			g.ncUses = append(g.ncUses, ncUse{name: name, same: same, player: it.ctrl, target: c})
		}
	} else {
		g.ncUses = append(g.ncUses, ncUse{name: name, same: same, player: it.ctrl, serial: it.evSerial, target: None})
	}
	return true
}

// ncStatic reports whether the static of text t on card src may apply now,
// given the statics of the same kind already applied (seen): kinds A and B
// apply from one card (B: one for each player).
func (g *Game) ncStatic(src CardID, t *card.Text, seen *[]ncUse) bool {
	if t.NonCumulative != 'A' && t.NonCumulative != 'B' {
		return true
	}
	name, same := g.ncKey(src, t)
	p := g.cards[src].ctrl
	for _, u := range *seen {
		if u.name == name && u.same == same && (t.NonCumulative == 'A' || u.player == p) {
			return false
		}
	}
	*seen = append(*seen, ncUse{name: name, same: same, player: p, target: None})
	return true
}
