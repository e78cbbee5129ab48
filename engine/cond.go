package engine

import (
	"strconv"
	"strings"

	"github.com/sortie-tcg/sortie/card"
)

// ctx is what filters, conditions and numbers are relative to: the source
// card of the text, the player it belongs to (自军 is this player: GW adv.
// "自军与敌军的区别"), and the effect being resolved (for X and targets).
type ctx struct {
	src  CardID
	ctrl Player
	item *cutItem
	ev   *trigEvent
}

var filterWords = []string{"unit", "character", "command", "operation", "g", "own", "enemy",
	"in-battle-area", "in-disposition", "in-hand", "engaged-with-this", "same-area-as-this",
	"no-character", "has-character", "trait", "not-this", "destroyed", "standing", "rolled",
	"total", "designated-color", "keyword", "exclusive-set", "attacking", "basic-g",
	"psycommu-range", "unengaged", "engaged", "is-this"}

var condWords = []string{"this-engaged", "this-in-battle-area", "this-in-disposition",
	"this-has-character", "group-trait", "this-rolled", "this-attacking", "own-turn",
	"hand-at-least", "this-targeted-by-damage", "other-own-units-original-melee-star",
	"this-in-set", "event-not-by-own", "this-attacking-or-disposition", "engaged-own-squad-exists",
	"enemy-area-available", "this-unit-in-space", "this-standing"}

var kindWords = map[string]card.Kind{"unit": card.Unit, "character": card.Character, "command": card.Command, "operation": card.Operation, "g": card.G}

var numWords = []string{"X", "target-total", "enemy-junkyard-count", "this-melee", "event-melee", "paid-designated", "target-defense-minus-1"}

// match reports whether card c fits every word of filter f (words with
// "not " are negated; several kind words mean any of those kinds). Unless a
// zone word says otherwise, only cards on the field match (GW adv. "场":
// a text naming "a unit" means a unit on the field).
func (g *Game) match(c CardID, f []string, cx ctx) bool {
	cs := &g.cards[c]
	kindOK, kindSeen := false, false
	zoneSeen := false
	for _, w := range f {
		neg := strings.HasPrefix(w, "not ")
		w = strings.TrimPrefix(w, "not ")
		arg := ""
		if i := strings.IndexByte(w, ':'); i >= 0 {
			w, arg = w[:i], w[i+1:]
		}
		var ok bool
		switch w {
		case "unit", "character", "command", "operation", "g":
			k := kindWords[w]
			if neg {
				if g.isKind(c, k) {
					return false
				}
				continue
			}
			kindSeen = true
			if g.isKind(c, k) {
				kindOK = true
			}
			continue
		case "own":
			ok = cs.ctrl == cx.ctrl
		case "enemy":
			ok = cs.ctrl != cx.ctrl
		case "in-battle-area":
			zoneSeen = true
			ok = cs.zone == ZBattle
		case "in-disposition":
			zoneSeen = true
			ok = cs.zone == ZDisposition
		case "in-hand":
			zoneSeen = true
			ok = cs.zone == ZHand && cs.owner == cx.ctrl
		case "engaged-with-this":
			ok = g.engagedWith(c, cx.src)
		case "same-area-as-this":
			s := &g.cards[cx.src]
			ok = cs.zone == s.zone && (cs.zone == ZBattle && cs.area == s.area || cs.zone == ZDisposition && cs.ctrl == s.ctrl)
		case "no-character", "has-character":
			has := g.groupHasKind(c, card.Character)
			ok = has == (w == "has-character")
		case "trait":
			ok = cs.def.HasTrait(arg)
		case "not-this":
			ok = c != cx.src
		case "destroyed":
			ok = cs.destroyed
		case "standing":
			ok = !cs.rolled
		case "rolled":
			ok = cs.rolled
		case "total":
			ok = cx.item != nil && !g.isKind(c, card.G) && g.totalCost(c) == int(cx.item.x)
		case "designated-color":
			col, _ := card.ParseColor(arg)
			for _, d := range cs.def.Cost.Designated {
				if d.Color == col && !cs.dismantled && !cs.variable { // its costs are negated (GW adv. "解体指示物", "VARIABLE（X）")
					ok = true
				}
			}
		case "keyword":
			// GW adv. "视做同一记述的效果": 1枚制限/自軍 and /デッキ count as 1枚制限;
			// セット/キャラ・G counts as セット/キャラ and as セット/G (PS装甲(X) is
			// PS装甲: one keyword). A dismantled card has no keywords.
			for _, k := range cs.def.Keywords {
				if cs.dismantled || cs.variable {
					break
				}
				if k.Kind.String() == arg || arg == "RestrictTo1" && (k.Kind == card.RestrictTo1Own || k.Kind == card.RestrictTo1Deck) ||
					k.Kind == card.SetOnCharacterG && (arg == "SetOnCharacter" || arg == "SetOnG") {
					ok = true
				}
			}
		case "exclusive-set":
			ok = g.exclusiveSet(c)
		case "attacking":
			ok = cs.zone == ZBattle && cs.ctrl == g.active
		case "basic-g":
			ok = cs.def.Kind == card.G && cs.def.Basic
		case "psycommu-range":
			s := &g.cards[cx.src]
			ok = g.engagedWith(c, cx.src) || s.zone == ZDisposition && cs.zone == ZBattle && g.canEnter(cx.src, cs.area)
		case "unengaged":
			ok = cs.zone == ZBattle && !g.engaged[cs.area]
		case "engaged":
			ok = cs.zone == ZBattle && g.engaged[cs.area]
		case "is-this":
			ok = c == cx.src
		}
		if ok == neg {
			return false
		}
	}
	if kindSeen && !kindOK {
		return false
	}
	if !zoneSeen && !cs.zone.OnField() {
		return false
	}
	return true
}

// conds reports whether every condition holds (GW adv. "指定了特殊条件的效果").
func (g *Game) conds(cs []string, cx ctx) bool {
	for _, w := range cs {
		neg := strings.HasPrefix(w, "not ")
		w = strings.TrimPrefix(w, "not ")
		if g.cond(w, cx) == neg {
			return false
		}
	}
	return true
}

func (g *Game) cond(w string, cx ctx) bool {
	arg := ""
	if i := strings.IndexByte(w, ':'); i >= 0 {
		w, arg = w[:i], w[i+1:]
	}
	s := &g.cards[cx.src]
	unit := g.groupUnit(cx.src)
	switch w {
	case "this-engaged":
		return s.zone == ZBattle && g.engaged[s.area]
	case "this-in-battle-area":
		return s.zone == ZBattle
	case "this-unit-in-space":
		return s.zone == ZBattle && s.area == Space && s.host == None && g.isKind(cx.src, card.Unit)
	case "this-in-disposition":
		return s.zone == ZDisposition
	case "this-in-set":
		return s.host != None
	case "this-has-character":
		return unit != None && g.groupHasKind(unit, card.Character)
	case "group-trait":
		for _, c := range append([]CardID{g.groupOf(cx.src)}, g.setCards(g.groupOf(cx.src), nil)...) {
			if g.isKind(c, card.Character) && g.cards[c].def.HasTrait(arg) {
				return true
			}
		}
		return false
	case "this-rolled":
		return s.rolled
	case "this-standing":
		return !s.rolled
	case "this-attacking":
		return s.zone == ZBattle && s.ctrl == g.active
	case "own-turn":
		return g.active == cx.ctrl
	case "hand-at-least":
		n, _ := strconv.Atoi(arg)
		return len(g.pl[cx.ctrl].hand) >= n
	case "this-targeted-by-damage":
		for i := range g.cut {
			// GW adv. "特殊盾（X）": damage effects other than Psycommu's
			if g.cut[i].targets(cx.src) && g.cut[i].deals() && g.textKeyword(g.cut[i].src, g.cut[i].text) != card.Psycommu {
				return true
			}
		}
		return false
	case "event-not-by-own":
		return cx.ev != nil && cx.ev.by != cx.ctrl
	case "this-attacking-or-disposition":
		return s.zone == ZDisposition || s.zone == ZBattle && s.ctrl == g.active
	case "engaged-own-squad-exists":
		for a := Area(0); a < NumAreas; a++ {
			if g.engaged[a] && len(g.squads[a][s.ctrl]) > 0 && g.canSortie(cx.src, a) && !(s.zone == ZBattle && s.area == a && g.squads[a][s.ctrl][0] == g.groupOf(cx.src)) {
				return true
			}
		}
		return false
	case "enemy-area-available":
		for a := Area(0); a < NumAreas; a++ {
			if len(g.squads[a][s.ctrl.Opp()]) > 0 && g.canEnter(cx.src, a) && !(s.zone == ZBattle && s.area == a) {
				return true
			}
		}
		return false
	case "other-own-units-original-melee-star":
		for _, c := range g.fieldCards(nil) {
			if c != cx.src && g.isKind(c, card.Unit) && g.cards[c].ctrl == s.ctrl && g.cards[c].def.Power.Melee != card.Star {
				return false
			}
		}
		return true
	}
	return false
}

// num reads a named number (card.Num names) in context.
func (g *Game) num(name string, cx ctx) int {
	switch name {
	case "X":
		if cx.item != nil {
			return int(cx.item.x)
		}
	case "enemy-junkyard-count":
		return len(g.pl[cx.ctrl.Opp()].junkyard)
	case "this-melee":
		if g.cards[cx.src].zone.OnField() {
			return val(g.power(cx.src).Melee)
		}
		if cx.item != nil {
			return int(cx.item.lkiMelee)
		}
	case "event-melee":
		if cx.item != nil {
			return int(cx.item.lkiMelee)
		}
	case "paid-designated":
		if cx.item != nil {
			return int(cx.item.x)
		}
	}
	return 0
}

// groupHasKind reports whether c's set group holds a card of kind k other than its top.
func (g *Game) groupHasKind(c CardID, k card.Kind) bool {
	for _, s := range g.setCards(g.groupOf(c), nil) {
		if g.isKind(s, k) {
			return true
		}
	}
	return false
}

// engagedWith reports whether c is in a squad engaged with the squad of src
// (GW adv. "与～交战中").
func (g *Game) engagedWith(c, src CardID) bool {
	a, b := &g.cards[c], &g.cards[src]
	return a.zone == ZBattle && b.zone == ZBattle && a.area == b.area && a.ctrl != b.ctrl && g.engaged[a.area]
}

// exclusiveSet reports whether unit c is in an exclusive-machine set
// (GW adv. "专用机配置"): a character whose name the unit's name names
// ("シャア専用…", "…(アナベル・ガトー機)") is set on it.
func (g *Game) exclusiveSet(c CardID) bool {
	if !g.isKind(c, card.Unit) {
		return false
	}
	name := g.cards[c].def.Name
	for _, s := range g.setCards(c, nil) {
		if !g.isKind(s, card.Character) {
			continue
		}
		cn := g.cards[s].def.Name
		full := strings.ReplaceAll(cn, "・", "")
		first := strings.Split(cn, "・")[0]
		if strings.Contains(name, cn+"機") || strings.Contains(name, full+"機") || strings.Contains(name, first+"専用") {
			return true
		}
	}
	return false
}

// Vocabulary is the set of words card texts may use: what the engine implements.
func Vocabulary() card.Vocabulary {
	set := func(ws ...string) map[string]bool {
		m := map[string]bool{}
		for _, w := range ws {
			m[w] = true
		}
		return m
	}
	ops := make([]string, 0, len(opTable))
	for k := range opTable {
		ops = append(ops, k)
	}
	return card.Vocabulary{
		Ops:     set(ops...),
		Conds:   set(condWords...),
		Filters: set(filterWords...),
		Events:  set(eventWords...),
		Rules:   set(ruleWords...),
		Timings: set(timingWords...),
		Nums:    set(numWords...),
		Targets: set("this", "this-group", "this-unit", "chosen", "event-card", "own-nation", "enemy-nation"),
	}
}
