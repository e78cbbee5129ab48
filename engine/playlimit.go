package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// The one-per-turn limits of plays (GW basic "配备阶段") and the keywords a
// play keeps from the hand or the hangar: a card's keywords there may be
// given or taken by an effect that reaches only that place (Rise 712.4), so
// the rules of the use that read them once the card is on the cut read them
// as the card had them when it was played, the ターン1枚制限 names with them
// (onceNamesOf). What the card does as it resolves (戦闘配備, PS装甲, the set
// rules: resolvePermanent) reads the played card as it is then, on the cut.

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

// onceName is a name a player may not play again this turn (GW adv.
// "回合1枚限制"): the DB's name id of a card played with ターン1枚制限, and
// the id of that play's cut item (cutItem.id; 0 for one played before a
// loaded position), so that a negated play takes out its own names
// (uncountPlay).
type onceName struct {
	name int32
	play int32
}

// onceNamesOf appends to buf the names the play of card c puts on its
// player's list of ターン1枚制限 names, kw being the keywords it is played
// with (cutItem.playKw): none without ターン1枚制限; with it, the names c
// has now, called before c leaves the hand or the hangar. The limit is one
// of the limits of the use (GW adv. "卡片使用的顺序" ①: a card under a limit of
// its use may not be declared), and the use ①–④ is one point in time (以下
// 处理是在同一时点进行的) begun with the card where it is played from: the
// names are read there, with the keyword (an effect may give a name only
// in the hand, Rise 712.4; the card on the cut is out of its reach, GW adv.
// "「被使用的卡片」").
func (g *Game) onceNamesOf(c CardID, kw uint64, buf []int32) []int32 {
	if kw&(1<<card.OncePerTurn) == 0 {
		return buf
	}
	return g.namesOf(c, buf)
}

// uncountPlay takes a negated play out of its player's
// one-per-turn limits (GW adv. "使用的无效": 可以再一次进行使用), the
// ターン1枚制限 names it put on the list included; it is the play's cut item.
func (g *Game) uncountPlay(it *cutItem) {
	if slot, ok := g.playSlot(it.src, uint64(it.playKw)); ok {
		g.pl[it.ctrl].played[slot] = false
	}
	g.pl[it.ctrl].onceNames = slices.DeleteFunc(g.pl[it.ctrl].onceNames, func(n onceName) bool { return n.play == it.id })
	g.stampReads(srUses | srOnce) // the refusals kept that read them go (refusals.go)
}
