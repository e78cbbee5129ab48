package engine

import "github.com/sortie-tcg/sortie/card"

// textKeyword returns the keyword that text t stands for (one of the texts
// keywordText makes, such as Psycommu's), or 0 for a printed or granted text.
func (g *Game) textKeyword(_ CardID, t *card.Text) card.KeywordKind {
	if t == nil {
		return 0
	}
	return t.Keyword
}
