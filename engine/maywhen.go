package engine

import "github.com/sortie-tcg/sortie/card"

// mayWhen is a set of the times of a free timing as mayAct tells them
// apart, a bit each: the phase or step (the reroll phase to the return
// step), before or after its fixed effect, in the asking player's turn or
// the enemy's, with the cut empty or not. A candidate of mayAct
// (maycands.go) is made at the times its timing checks may allow
// (playTimeRefusal, textTimeRefusal, and textUserRefusal's cut), found
// once: an ask looks at the candidates whose times hold now, and makes the
// checks themselves on those.
type mayWhen uint64

// whenAll is every time.
const whenAll = mayWhen(1)<<(int(PReturn-PReroll+1)*8) - 1

// whenBit is the time of phase or step ph (PReroll to PReturn), after its
// fixed effect (post) or before, in the own turn (own), with the cut empty
// (empty) or not.
func whenBit(ph Phase, post, own, empty bool) mayWhen {
	i := int(ph-PReroll) * 8
	if post {
		i++
	}
	if own {
		i += 2
	}
	if empty {
		i += 4
	}
	return 1 << i
}

// whenOf is the set of the times fn holds at.
func whenOf(fn func(ph Phase, st stage, own, empty bool) bool) mayWhen {
	var w mayWhen
	for ph := PReroll; ph <= PReturn; ph++ {
		for _, st := range [2]stage{stPre, stPost} {
			for _, own := range [2]bool{false, true} {
				for _, empty := range [2]bool{false, true} {
					if fn(ph, st, own, empty) {
						w |= whenBit(ph, st == stPost, own, empty)
					}
				}
			}
		}
	}
	return w
}

var (
	// whenMain: its player's main time, the own disposition phase with the
	// cut empty, when a card neither a command nor クイック is played
	// (playTimeRefusal)
	whenMain = whenOf(func(ph Phase, _ stage, own, empty bool) bool { return ph == PDisposition && own && empty })
	// whenEmpty, whenBusy: the cut empty, or not
	whenEmpty = whenOf(func(_ Phase, _ stage, _, empty bool) bool { return empty })
	whenBusy  = whenAll &^ whenEmpty
)

// whenNow is the time now for player p (0 outside the reroll phase to the
// return step, or a free timing: mayAct then looks at every candidate).
func (g *Game) whenNow(p Player) mayWhen {
	if g.phase < PReroll || g.phase > PReturn || !g.inFreeTiming() {
		return 0
	}
	return whenBit(g.phase, g.stage == stPost, g.active == p, len(g.cut) == 0)
}

// textWhen is the set of times text t's timing and window allow
// (textTimeRefusal), found once per text of the database (whens).
func (ti *textIndex) textWhen(t *card.Text) mayWhen {
	if t.ID <= 0 || int(t.ID) >= len(ti.whens) {
		return timingWhen(t)
	}
	slot := &ti.whens[t.ID]
	if v := slot.Load(); v != 0 {
		return mayWhen(v &^ (1 << 63))
	}
	w := timingWhen(t)
	slot.Store(uint64(w) | 1<<63) // found, though it may be none
	return w
}

// timingWhen is textWhen of t, found.
func timingWhen(t *card.Text) mayWhen {
	return whenOf(func(ph Phase, st stage, own, _ bool) bool {
		return (t.Timing.Period == card.Always || periodOK(t.Timing, ph, own)) && windowOK(t.Window, st)
	})
}

// playWhen is the set of times a play of card c in mode m may be made at
// (playTimeRefusal): a command's by its mode's timing, a クイック card's at
// every time, another's in its player's main time. main: c is neither a
// command nor known to have クイック (kwKnown).
func (g *Game) playWhen(c CardID, m int, main bool) mayWhen {
	switch {
	case g.cards[c].def.Kind == card.Command:
		if t := g.effectText(c, m); t != nil {
			return g.texts.textWhen(t)
		}
		return 0
	case main:
		return whenMain
	}
	return whenAll
}

// useWhen is the set of times a use of text t may be made at: its timing's
// (textTimeRefusal), and for a text working from the Junkyard or the hand
// with the cut empty, on a card being played with it not
// (textUserRefusal).
func (g *Game) useWhen(t *card.Text) mayWhen {
	w := g.texts.textWhen(t)
	switch t.From {
	case card.InJunkyard, card.InHand:
		return w & whenEmpty
	case card.InCut:
		return w & whenBusy
	}
	return w
}
