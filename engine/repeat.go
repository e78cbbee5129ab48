package engine

import "github.com/sortie-tcg/sortie/card"

// maxPasses bounds a repeat-until: no limit a text can name (numbers are
// -1000 to 1000) needs more passes, and a pass that gets no nearer to its
// limit must not hang the game.
const maxPasses = 1000

// opRepeat does its steps until its conditions hold (Rise 713.2: 「～まで」):
// when they hold already, nothing is done; else the steps run, then again
// while the conditions fail (repeatAgain). Each pass does its steps as
// written, so drawing until a limit is one draw at a time (Rise 713.2a); no
// word of the vocabulary replaces a draw, so 713.2a's cases of a draw
// replaced (skipped, taken from another place, drawn by another player)
// do not arise.
func opRepeat(g *Game, f *frame, s *card.Step) opResult {
	if g.conds(s.If, g.fctx(f)) {
		return opDone
	}
	f.blocks = append(f.blocks, block{steps: s.Steps, until: s})
	return opPushed
}

// repeatAgain starts block b, a repeat-until's steps at their end, once
// more when its conditions still fail (Rise 713.2). It stops when the pass
// could not be fully done, so nothing more can be (Rise 713.2a: drawing
// until the Nation has no card left), and after maxPasses.
func (g *Game) repeatAgain(f *frame, b *block) bool {
	if b.until == nil || !f.lastOK || b.passes+1 >= maxPasses || g.conds(b.until.If, g.fctx(f)) {
		return false
	}
	b.pc = 0
	b.passes++
	return true
}
