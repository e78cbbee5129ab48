package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// An Action comes from outside (a client, a script): every field is checked
// before the rules look at it, and a refusal never names a card hidden from
// the player who asked (DESIGN "View": card ids are deck-list positions, so
// naming a hidden card's id together with anything about it gives the deck
// list away).

// validCard reports whether c is a card of this game.
func (g *Game) validCard(c CardID) bool { return c >= 0 && int(c) < len(g.cards) }

// hiddenFrom reports whether card c is hidden from player p: in a Nation or
// a Discard Pile (face down), or in the other player's hand unless an effect
// makes it public (GW basic "手牌": 无法看见对方的手牌内容; GW adv. "公开卡片"),
// or pulled out of such a place by the effect resolving (GW adv. "拔出":
// moved, not shown; pull.go).
func (g *Game) hiddenFrom(c CardID, p Player) bool {
	cs := &g.cards[c]
	switch cs.zone {
	case ZNation, ZDiscardPile:
		return true
	case ZHand:
		return cs.owner != p && !g.hasRule(c, card.RulePublic)
	case ZNone:
		pc, ok := g.pulledNow(c)
		return ok && pc.hid[p]
	}
	return false
}

// actionCards returns the cards a names: Card for the kinds that name one
// (None allowed where a Nation may be chosen instead), and N for 換装's unit.
func actionCards(a Action) []CardID {
	switch a.Kind {
	case APlay, AUse, ASortie, ADiscard, AVariable:
		return []CardID{a.Card}
	case ATarget, AChoose:
		if a.Card == None {
			return nil
		}
		return []CardID{a.Card}
	case AChange:
		return []CardID{a.Card, CardID(a.N)}
	}
	return nil
}

// fieldRefusal returns why a cannot be an answer whatever the position
// (a card id, player, area, mode, text or option that does not exist), or
// that it names a card hidden from p; "" when its fields are in range. The
// message names no card hidden from p.
func (g *Game) fieldRefusal(a Action, p Player) string {
	for _, c := range actionCards(a) {
		if !g.validCard(c) {
			return fmt.Sprintf("no card %d (cards are 0 to %d)", c, len(g.cards)-1)
		}
		if p >= 0 && g.hiddenFrom(c, p) {
			return fmt.Sprintf("card %d is not a card %s can see", c, p)
		}
	}
	switch a.Kind {
	case ATarget, AChoose:
		if a.Card == None && a.N != 0 && a.N != 1 {
			return fmt.Sprintf("no player %d (a Nation is chosen as player 0 or 1)", a.N)
		}
	case ASortie:
		if a.Area < 0 || a.Area >= NumAreas {
			return fmt.Sprintf("no battle area %d", a.Area)
		}
	case APlay:
		if n := g.numModes(a.Card); a.Index < 0 || int(a.Index) >= n {
			return fmt.Sprintf("%s has no mode %d (modes 1 to %d)", g.cardName(a.Card), int(a.Index)+1, n)
		}
		if a.N != 0 && a.N != 1 {
			return fmt.Sprintf("N is 0, or 1 for the alternative cost, not %d", a.N)
		}
	case AUse:
		if n := len(g.textsOf(a.Card, nil)); a.Index < 0 || int(a.Index) >= n {
			return fmt.Sprintf("%s has no text %d (%s)", g.cardName(a.Card), int(a.Index)+1, textCount(n))
		}
	case AOrder:
		if n := g.numPending(); a.Index < 0 || int(a.Index) >= n {
			return fmt.Sprintf("no pending effect %d (%d waiting)", int(a.Index)+1, n)
		}
	case AReplace:
		if d := &g.decision; a.Index < 0 || d.kind == dReplace && a.Index >= int16(d.nOpt) {
			return fmt.Sprintf("no replacement effect %d (effects 1 to %d)", int(a.Index)+1, d.nOpt)
		}
	case AOption:
		if a.Index < 0 || g.decision.kind == dEffect && g.decision.ek == ekOption && a.Index >= int16(g.decision.nOpt) {
			return fmt.Sprintf("no option %d (options 1 to %d)", int(a.Index)+1, g.decision.nOpt)
		}
	}
	return ""
}

func textCount(n int) string {
	switch n {
	case 0:
		return "it has no text"
	case 1:
		return "it has 1 text"
	}
	return fmt.Sprintf("it has %d texts", n)
}

// numPending is the number of effects waiting to be ordered.
func (g *Game) numPending() int {
	if len(g.autoD) > 0 {
		return len(g.autoD)
	}
	return len(g.pending)
}
