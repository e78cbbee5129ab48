package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// The one-per-turn limits of plays (GW basic "配备阶段") and the keywords a
// play keeps from the hand or the hangar: a card's keywords there may be
// given or taken by an effect that reaches only that place (Rise 712.4), so
// the rules that read them once the card is on the cut read them as the
// card had them when it was played.

// playKeywords are the keywords the rules of a play read after the card
// left the hand or the hangar (cutItem.playKw), a bit per kind: the
// one-per-turn limits (クイック, ターン1枚制限, and Cruiser, Base and Support:
// ownLimitKeywords) and where it may be set (セット).
const playKeywords = 1<<card.Quick | 1<<card.SetOnCharacter | 1<<card.SetOnG | 1<<card.SetOnCharacterG |
	1<<card.OncePerTurn | ownLimitKeywords

// playKeywordsOf returns the playKeywords card c has now, none for the use
// of a text; all are below bit 32 (the conversion of the constant would not
// compile otherwise), so that a cut item keeps them in 4 bytes.
func (g *Game) playKeywordsOf(c CardID, use bool) uint32 {
	if use {
		return 0
	}
	return uint32(g.keywordBits(c) & uint64(uint32(playKeywords)))
}

// playSlot is the one-per-turn limit the play of card c counts in (GW basic
// "配备阶段": one unit, character, operation and G per turn; a play with
// クイック counts in none; Cruiser, Base and Support units have their own
// one: slot 0, GW adv. "「舰船」「据点」「支援」的特殊规则"); ok is false for
// none. kw are the keywords c had when it was played, in its place then
// (cutItem.playKw).
func (g *Game) playSlot(c CardID, kw uint64) (int, bool) {
	d := g.cards[c].def
	switch {
	case d.Kind == card.Command || kw&(1<<card.Quick) != 0:
		return 0, false
	case kw&ownLimitKeywords != 0:
		return 0, d.Kind == card.Unit
	}
	return int(d.Kind), true
}

// uncountPlay takes a negated play of card c by player p out of the
// one-per-turn limits (GW adv. "使用的无效": 可以再一次进行使用).
func (g *Game) uncountPlay(p Player, c CardID, kw uint64) {
	if slot, ok := g.playSlot(c, kw); ok {
		g.pl[p].played[slot] = false
	}
	if kw&(1<<card.OncePerTurn) != 0 {
		var buf [4]int32
		for _, n := range g.namesOf(c, buf[:0]) {
			if i := slices.Index(g.pl[p].onceNames, n); i >= 0 {
				g.pl[p].onceNames = slices.Delete(g.pl[p].onceNames, i, i+1)
			}
		}
	}
}
