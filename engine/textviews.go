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
	// printed: by definition index, then by index after them for the
	// transformed sides (of), the views of its own texts (printedViews)
	printed []atomic.Pointer[[]TextView]
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

// printedViews returns the views of definition d's own texts (of), which
// every card of d whose texts are those unchanged shows: nil when one
// reads an amount from the game or may say OnLeave (onLeave), and when d
// has none. They are made on d's first view and shared by every game's
// views, each a full slice.
func (tv *textViews) printedViews(g *Game, d *card.Def) []TextView {
	i := d.Index
	if d.Normal != nil {
		i += len(tv.printed) / 2
	}
	if i < 0 || i >= len(tv.printed) {
		return nil
	}
	slot := &tv.printed[i]
	if p := slot.Load(); p != nil {
		return *p
	}
	var views []TextView
	for _, t := range g.texts.of(d) {
		sv := tv.sharedView(g, t)
		if !sv.fixed || leaveEvent(t.On.Kind) {
			views = nil
			break
		}
		views = append(views, sv.view)
	}
	views = views[:len(views):len(views)]
	slot.CompareAndSwap(nil, &views) // another game's view may have made them first
	return *slot.Load()
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
