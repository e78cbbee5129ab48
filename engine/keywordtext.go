package engine

import "github.com/sortie-tcg/sortie/card"

// textKeyword returns the keyword that text t of card c stands for (one of the
// texts keywordText makes, such as Psycommu's), or 0 for a printed or granted
// text.
func (g *Game) textKeyword(c CardID, t *card.Text) card.KeywordKind {
	if t == nil {
		return 0
	}
	d := g.cards[c].def
	own := g.texts.of(d)
	k := 0
	for _, kw := range d.Keywords {
		if keywordText(kw) == nil {
			continue
		}
		if j := len(d.Texts) + k; j < len(own) && own[j] == t {
			return kw.Kind
		}
		k++
	}
	return 0
}
