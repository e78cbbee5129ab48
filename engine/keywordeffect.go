package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// A keyword's changed effect (keyword-effect; 最後の勝利者: 「自軍ユニット1枚が持つ
// 「範囲兵器(X)」の効果を、ターン終了時まで以下に変更する」): a continuous effect
// (ckKeywordEffect) on a card whose keyword stands for a used text (GW basic
// "场上卡片的内文": special effects are texts). While it lasts the card's
// text for that keyword is the new text, wherever it is read (textsOf: the
// texts listed, used and resolved), a text changed by the card's effect over
// the basic rule (GW adv. "基本规则与内文的优先顺序"). Of two changes of one
// keyword the later applies (GW adv. "相反效果的优先顺序": derivation applies
// them in timestamp order, the later overwriting). A keyword in 【】 is not
// changed (GW adv. "【】"); a card without the keyword gets no text. X in the
// new text is the keyword's value (keywordX).

// opKeywordEffect changes the effect of a keyword of each object until the
// end of the turn (keyword-effect).
func opKeywordEffect(g *Game, f *frame, s *card.Step) opResult {
	return g.contStep(f, s, contEffect{kind: ckKeywordEffect, grant: s.Grant})
}

// keywordEffect is the text card c has for its own keyword text t: the
// latest change of t's keyword, or t itself.
func (g *Game) keywordEffect(c CardID, t *card.Text) *card.Text {
	if t.Keyword == 0 || t.Bracketed {
		return t // GW adv. "【】": 不会被变更
	}
	ch := g.chars(c)
	for i := len(ch.kwEffects) - 1; i >= 0; i-- {
		if ch.kwEffects[i].Keyword == t.Keyword {
			return ch.kwEffects[i]
		}
	}
	return t
}

// keywordX is X of item it, a use of card c's text t that stands for a
// keyword: the keyword's value now (GW adv. "给予特殊效果的修正值": changes
// included), or x when c has it no more (off the field, its last-known
// value: Rise 709.2d). The engine's own keyword texts read their value
// themselves (card.NKeywordChange); a changed text reads X.
func (g *Game) keywordX(c CardID, t *card.Text, x int16) int16 {
	if t == nil || t.Keyword == 0 || !g.cards[c].zone.OnField() {
		return x
	}
	if kw, ok := g.keyword(c, t.Keyword); ok {
		return int16(kw.X)
	}
	return x
}

// opLoseGame: the effect's player (who: enemy: its enemy) loses the game
// at once (「自軍プレイヤーは敗北する」): GW basic "游戏的胜利条件" names how a
// game ends, changed by the text (GW adv. "基本规则与内文的优先顺序").
func opLoseGame(g *Game, f *frame, s *card.Step) opResult {
	p := f.item.ctrl
	if s.Who == card.Enemy {
		p = p.Opp()
	}
	g.over, g.winner = true, p.Opp() // the game ends here: no later step of the effect resolves
	g.reason = fmt.Sprintf("%s loses by the effect of %s", p, g.cardName(f.item.src))
	g.emit(Event{Kind: EvGameOver, Player: g.winner, Text: g.reason})
	return opDone
}
