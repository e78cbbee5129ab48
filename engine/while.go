// Effects that last "as long as" a card keeps a way (Rise 714.3b).

package engine

import "github.com/sortie-tcg/sortie/card"

// watch is the card an effect with a while watches (Rise 714.3b): from
// when the effect goes on the cut, and for the continuous effect its step
// creates. gone: the card stopped keeping the way once (or became another
// card, its timestamp changed by a move): the effect does nothing more.
type watch struct {
	on   bool
	card CardID
	ts   int32
	gone bool
	is   *card.Filter
}

// armWatch starts watching the card of item it's while when the effect
// gets its id, going on the cut or resolving at once (Rise 714.3b: from the
// chain's creation): the source, or the card of a target. A card not
// keeping the way then has already stopped.
func (g *Game) armWatch(it *cutItem) {
	if it.text == nil || it.text.While == nil || it.w.on {
		return
	}
	w := it.text.While
	it.w = watch{on: true, card: None, is: w.Is}
	switch w.Of.Kind {
	case card.RefThis:
		it.w.card = it.src
	case card.RefTarget:
		if int(w.Of.Var) < len(it.vars) && len(it.vars[w.Of.Var].cards) == 1 {
			it.w.card = it.vars[w.Of.Var].cards[0]
		}
	}
	if it.w.card == None {
		it.w.gone = true
		return
	}
	it.w.ts = g.cards[it.w.card].ts
	g.watching = true
	it.w.gone = !g.keeps(&it.w, ctx{src: it.src, ctrl: it.ctrl, item: it})
}

// keeps reports whether the card of w is still the same card (Rise 714.3b:
// one that became another card does not keep the way) and matches its way.
func (g *Game) keeps(w *watch, cx ctx) bool {
	return g.cards[w.card].ts == w.ts && g.match(w.card, w.is, cx)
}

// checkWatches marks the effects whose card stopped keeping its way (Rise
// 714.3b): an effect on the cut (or resolving) does nothing at its while
// step, and a continuous effect ends for good. The game checks after every
// step of a resolution and every automatic step or answer (run): inlined,
// a check with no effect watching costs no call (issue 7: a game checks
// about 3,000 times).
func (g *Game) checkWatches() {
	if g.watching {
		g.checkWatching()
	}
}

// checkWatching is checkWatches with some effect watching.
func (g *Game) checkWatching() {
	any := false
	look := func(it *cutItem) {
		if it.w.on && !it.w.gone {
			it.w.gone = !g.keeps(&it.w, ctx{src: it.src, ctrl: it.ctrl, item: it})
			any = any || !it.w.gone
		}
	}
	for i := range g.cut {
		look(&g.cut[i])
	}
	if g.exec != nil {
		look(&g.exec.item)
	}
	kept := g.cont[:0]
	for _, e := range g.cont {
		if e.w.on {
			if !g.keeps(&e.w, ctx{src: e.src, ctrl: e.ctrl}) {
				g.emit(Event{Kind: EvNote, Player: e.ctrl, Card: e.w.card, Target: e.src, Text: "no longer keeps its way: the effect that lasted as long as it did ends (Rise 714.3b)"})
				g.invalidate()
				continue
			}
			any = true
		}
		kept = append(kept, e)
	}
	g.cont = kept
	g.watching = any
}

// whileStep gives continuous effect e of step s the watch of the resolving
// effect f (Rise 714.3b). It reports false when the step must do nothing:
// its card stopped keeping the way since the effect went on the cut.
func (g *Game) whileStep(f *frame, s *card.Step, e *contEffect) bool {
	if s.While == nil {
		return true
	}
	g.checkWatches()
	if !f.item.w.on || f.item.w.gone {
		g.emit(Event{Kind: EvNote, Player: f.item.ctrl, Card: f.item.src, Text: "its card stopped keeping the way its effect lasts for: that effect does not start (Rise 714.3b)"})
		return false
	}
	e.w = f.item.w
	return true
}
