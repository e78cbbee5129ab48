package engine

import "github.com/sortie-tcg/sortie/card"

// Reading a card's kind without deriving (issue 7: filters and the state
// checks read kinds many times a decision). A card's kind is its printed
// one (GW adv. "本来的种类和当作其他种类的卡片") unless a continuous effect
// changes it — a static's kind (ckKind), a resolved effect's counts-as
// (ckKind, ckAs, in g.cont) — or it is dismantled or a VARIABLE G (base).
// Game.kindMay says whether some card of the game, on either side, has a
// text that may change a kind by a static, at any depth (a text a static
// or a step gives), or an effect that changes kinds was created (addCont),
// or a card was dismantled or made a VARIABLE G. Without, every card has
// its printed kind, read without deriving. A game with verify set derives
// and checks.

// changesKind reports whether text t, or a text nested in it (a mode, a
// text a static or a step gives), has a static that changes a kind.
func changesKind(t *card.Text) bool {
	if t == nil {
		return false
	}
	for i := range t.Static {
		if s := &t.Static[i]; s.Kind != 0 || changesKind(s.Grant) {
			return true
		}
	}
	for i := range t.Modes {
		if changesKind(&t.Modes[i]) {
			return true
		}
	}
	// its cost's cards, its additional cost and its effect's steps
	return t.Cost.Cards != nil && stepsChangeKind([]card.Step{*t.Cost.Cards}) || stepsChangeKind(t.Extra) || stepsChangeKind(t.Steps)
}

// stepsChangeKind reports whether a text one of the steps gives, at any
// depth, changes a kind by a static (changesKind).
func stepsChangeKind(steps []card.Step) bool {
	return card.AnyStep(steps, func(s *card.Step) bool { return changesKind(s.Grant) })
}

// isKind reports whether card c is of kind k now: its derived kind, or the
// kind it also counts as (也当作: both kinds, GW adv. "本来的种类和当作其他种类的卡片").
func (g *Game) isKind(c CardID, k card.Kind) bool {
	if g.kindMay || g.verify {
		return g.derivedKindIn(c, card.KindSet(1)<<k)
	}
	return g.cards[c].def.Kind == k
}

// derivedKindIn reports whether card c is now of one of the kinds ks, read
// from the derived characteristics (isKind, match).
func (g *Game) derivedKindIn(c CardID, ks card.KindSet) bool {
	ch := g.chars(c)
	in := ks.Has(ch.kind) || ch.also && ks.Has(ch.as.Kind)
	g.checkKind(c, in == ks.Has(g.cards[c].def.Kind))
	return in
}

// kindOf is card c's kind now (its derived one; see above).
func (g *Game) kindOf(c CardID) card.Kind {
	if g.kindMay || g.verify {
		return g.derivedKind(c)
	}
	return g.cards[c].def.Kind
}

// derivedKind is kindOf read from the derived characteristics.
func (g *Game) derivedKind(c CardID) card.Kind {
	k := g.chars(c).kind
	g.checkKind(c, k == g.cards[c].def.Kind)
	return k
}

// checkKind panics if card c's kind was read derived (verify) other than
// printed (printed false) while kindMay is false.
func (g *Game) checkKind(c CardID, printed bool) {
	if !g.kindMay && !printed {
		panic("engine: the kind of " + g.cardName(c) + " is not its printed one with kindMay false")
	}
}
