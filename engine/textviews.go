package engine

import (
	"sync"
	"sync/atomic"

	"github.com/sortie-tcg/sortie/card"
)

// textViews holds, per text, the parts of its TextView that depend on the
// text alone (its words, targets and ops; its effects when their amounts
// are constants): computed once per card database, on a text's first view,
// and shared by every game's views (DESIGN "State representation and
// speed"). A view's slices may so be shared: Observation says to read them
// only.
type textViews struct {
	byID []atomic.Pointer[sharedText] // by card.Text.ID, for the texts the database had when indexed
	m    sync.Map                     // *card.Text -> *sharedText, for any other
}

// sharedText is a text's shared view parts.
type sharedText struct {
	view  TextView // OnLeave aside, which is read now
	fixed bool     // view.Effects is the text's whole effect list: no amount is read from the game
}

// sharedView returns t's shared view parts, computing them on its first view.
func (tv *textViews) sharedView(g *Game, t *card.Text) *sharedText {
	var slot *atomic.Pointer[sharedText]
	if t.ID > 0 && int(t.ID) < len(tv.byID) {
		slot = &tv.byID[t.ID]
		if s := slot.Load(); s != nil {
			return s
		}
	} else if s, ok := tv.m.Load(t); ok {
		return s.(*sharedText)
	}
	s := &sharedText{view: g.readText(None, t, nil), fixed: fixedAmounts(t.Extra) && fixedAmounts(t.Steps)}
	v := &s.view
	v.OnLeave = false
	if !s.fixed {
		v.Effects = nil
	}
	// full slices: an append to one makes a copy, never writes into shared memory
	v.Targets, v.Ops, v.Effects = v.Targets[:len(v.Targets):len(v.Targets)], v.Ops[:len(v.Ops):len(v.Ops)], v.Effects[:len(v.Effects):len(v.Effects)]
	if slot != nil {
		if !slot.CompareAndSwap(nil, s) {
			return slot.Load() // another game's view computed it first
		}
		return s
	}
	got, _ := tv.m.LoadOrStore(t, s)
	return got.(*sharedText)
}

// fixedAmounts reports whether no step's amount (nested ones included) is
// read from the game: every one is a constant or decided later
// (viewAmount reads only stats and counts).
func fixedAmounts(steps []card.Step) bool {
	for i := range steps {
		s := &steps[i]
		if s.N.Kind == card.NStat || s.N.Kind == card.NCount || !fixedAmounts(s.Steps) || !fixedAmounts(s.Else) {
			return false
		}
		for _, o := range s.Options {
			if !fixedAmounts(o) {
				return false
			}
		}
	}
	return true
}
