package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// Read-only accessors for scenarios and tools (package scenario): the state
// of one card, zone contents, squads, the phase and stage, the cut and the
// texts a card has. None of them changes the game.

// CardInfo is the state of one card instance, as a scenario checks it.
type CardInfo struct {
	Def         *card.Def
	Owner       Player
	Ctrl        Player // meaningful on the field
	Zone        Zone
	Area        Area   // meaningful in ZBattle
	Host        CardID // the card it is set on, or None
	Rolled      bool
	Destroyed   bool
	Damage      int
	Power       card.Power    // a unit on the field: its current combat power (GW adv. "战斗力")
	Coins       card.Modifier // the sum of its ±X/±Y/±Z coins
	NumCoins    int
	Kind        card.Kind      // its kind now: a unit with a dismantle coin is a G
	Dismantled  bool           // a dismantle coin is on it (GW adv. "解体指示物")
	Reversed    bool           // placed reversed: in by VARIABLE(X) as a special G (GW adv. "VARIABLE（X）")
	Transformed bool           // a unit with 変形 in transformed mode (GW adv. "变形形态")
	Keywords    []card.Keyword // its keywords now: printed, gained, set cards' squad keywords; not lost ones
	Negated     bool           // its printed texts are negated now (GW adv. "内文变为无效的状态")
}

// CardInfo returns the state of card c.
func (g *Game) CardInfo(c CardID) CardInfo {
	cs := &g.cards[c]
	ci := CardInfo{Def: cs.def, Owner: cs.owner, Ctrl: cs.ctrl, Zone: cs.zone, Area: cs.area, Host: cs.host,
		Rolled: cs.rolled, Destroyed: cs.destroyed, Damage: int(cs.damage), Coins: cs.coins.mod(), NumCoins: int(cs.nCoins), Power: cs.def.Power,
		Kind: g.kindOf(c), Dismantled: cs.dismantled, Reversed: cs.variable,
		Transformed: cs.def.Normal != nil, Keywords: slices.Clone(g.keywordList(c)), Negated: g.textNegated(c)}
	if cs.zone.OnField() && g.isKind(c, card.Unit) {
		ci.Power = g.power(c)
	}
	return ci
}

// ZoneCards returns the cards of player p's zone z (the top-level cards of a
// disposition area; set cards are found with CardInfo.Host). Nation, Discard
// Pile and Junkyard are listed top first, other zones in the order the cards
// arrived.
func (g *Game) ZoneCards(p Player, z Zone) []CardID {
	l := g.zoneList(p, z)
	if l == nil {
		return nil
	}
	out := clone(*l)
	if z == ZNation || z == ZDiscardPile || z == ZJunkyard {
		for a, b := 0, len(out)-1; a < b; a, b = a+1, b-1 {
			out[a], out[b] = out[b], out[a]
		}
	}
	return out
}

// SetCards returns the cards set on c, in the order they were set.
func (g *Game) SetCards(c CardID) []CardID { return g.setCards(c, nil) }

// Squad returns player p's squad in area a, head first.
func (g *Game) Squad(a Area, p Player) []CardID { return clone(g.squads[a][p]) }

// Head returns the head of player p's squad in area a, or None (no squad, or
// its head left it this step).
func (g *Game) Head(a Area, p Player) CardID { return g.head[a][p] }

// Engaged reports whether battle area a is engaged (GW basic "交战中与非交战状态").
func (g *Game) Engaged(a Area) bool { return g.engaged[a] }

// Phase is the current phase or step.
func (g *Game) Phase() Phase { return g.phase }

// Stage is where the current phase or step is.
func (g *Game) Stage() Stage {
	return [...]Stage{StageStart, StageBefore, StageFixed, StageAfter, StageEnd}[g.stage]
}

// Attacker is the turn player.
func (g *Game) Attacker() Player { return g.active }

// First is the first player of the game.
func (g *Game) First() Player { return g.first }

// Played reports whether p played a card of kind k this turn, for the one
// unit/character/operation/G per turn rule (GW basic "配备阶段"); kind 0
// asks about a Cruiser, Base or Support unit (their own one per turn).
func (g *Game) Played(p Player, k card.Kind) bool { return k <= card.G && g.pl[p].played[k] }

// DecisionKind names the kind of the pending decision: "priority" (a free
// timing: play, use or pass), "plan" (X, targets or costs of a play or use
// being declared), "sortie", "order" (the order of simultaneous effects),
// "effect" (a choice while an effect resolves), "hand-size", "redeal",
// "replace" (a replacement effect to apply first), "loop" (the count of a
// loop of optional actions: Rise 803.2), or "" when the game is over.
func (g *Game) DecisionKind() string {
	if g.over {
		return ""
	}
	return [...]string{"", "redeal", "priority", "plan", "sortie", "order", "effect", "hand-size", "replace", "loop"}[g.decision.kind]
}

// Effect is one effect on the cut or waiting to be ordered.
type Effect struct {
	Player Player
	Card   CardID // the played card, the card whose text it is, or the destroyed card of a discard effect
	Kind   string // "play", "text", "trigger", "discard" or "waiting"
	What   string // a readable description
}

func (g *Game) effect(it *cutItem) Effect {
	k := [...]string{"", "play", "text", "trigger", "discard", "waiting"}[it.kind]
	return Effect{Player: it.ctrl, Card: it.src, Kind: k, What: g.itemName(it)}
}

// CutEffects returns the effects on the cut, bottom (first played) first.
func (g *Game) CutEffects() []Effect {
	var out []Effect
	for i := range g.cut {
		out = append(out, g.effect(&g.cut[i]))
	}
	return out
}

// PendingEffects returns the simultaneous effects waiting to be ordered, in
// the order AOrder's Index counts them.
func (g *Game) PendingEffects() []Effect {
	var out []Effect
	src := g.pending
	if len(g.autoD) > 0 {
		src = g.autoD
	}
	for i := range src {
		out = append(out, g.effect(&src[i].item))
	}
	return out
}

// TextInfo describes one text a card has now, as AUse's Index counts them:
// its printed texts (unless negated), then the texts its keywords stand for,
// then texts granted by other cards.
type TextInfo struct {
	Index   int
	Keyword card.KeywordKind // the keyword a keyword text stands for; 0 for other texts
	From    CardID           // the granting card, or the card itself
	Used    bool             // a text that is used (has a timing) rather than automatic
	Summary string
}

// CardTexts returns the texts card c has now.
func (g *Game) CardTexts(c CardID) []TextInfo {
	var out []TextInfo
	for i, r := range g.textsOf(c, nil) {
		out = append(out, TextInfo{Index: i, From: r.from, Keyword: g.textKeyword(c, r.text),
			Used: r.text.Used(), Summary: describeText(r.text)})
	}
	return out
}
