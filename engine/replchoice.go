package engine

import "slices"

// The choice of the replacement effect to apply next (Rise 716.1b, 717.3).
// Replacement and prevention effects apply in the middle of an event (a
// destruction, a move to the Junkyard, a damage packet), deep inside the
// action that caused it, where the engine cannot stop and wait. So Apply
// keeps a copy of the game from before the action; when the action meets a
// choice no answer was given for yet, the game goes back to that copy and
// asks the choice (dReplace); each answer is added to the answers given and
// the action is done again from the copy, the choices met before taken from
// those answers. The engine being deterministic, the action does the same
// up to the next choice: the events returned before the question are not
// returned again.
//
// The copy is not taken at every action (issue 7: it cost more than most
// actions' rules): it is kept with the actions done since it was taken
// (rqLog, up to replLog of them, none of which met a choice), and the game
// from before the action is that copy with those actions done again, the
// engine being deterministic. A choice is rare; a copy every replLog
// actions is cheap.

// replAsk is a replacement choice in progress: the action that met it, the
// decision that action answered, and the answers given so far, in the order
// the action meets the choices.
type replAsk struct {
	act   Action
	orig  decision
	picks []int8
	pos   int  // answers taken by the action being done now
	shown int  // events of the action already returned
	armed bool // a copy is kept: a choice not yet answered may be asked
}

func (r replAsk) clone() replAsk {
	r.picks = slices.Clone(r.picks)
	r.orig = r.orig.clone()
	return r
}

// replStop unwinds the action when it meets a choice not yet answered.
// at is the game as it was when the choice was met, the question set: what
// the players see while the choice is asked (ViewInto). The game itself goes
// back to where the action began, and where an action begins depends on
// which decisions came before it, some of them the opponent's because of
// cards hidden from the player: so the view is the moment's, not the
// copy's.
type replStop struct {
	d      decision
	events int
	at     *Game
}

// replChoose returns which of the replacement effects described by opts
// (two or more; srcs their sources) player p applies next: an answer given,
// or, when the action can be done again, none yet: the question is asked
// (see above). Outside Apply (no copy kept) the first applies.
func (g *Game) replChoose(p Player, srcs []CardID, opts []string) int {
	r := &g.rq
	if r.pos < len(r.picks) {
		i := int(r.picks[r.pos])
		r.pos++
		if i >= 0 && i < len(opts) {
			return i
		}
		return 0
	}
	if !r.armed {
		return 0
	}
	d := decision{kind: dReplace, player: p, cands: srcs, options: opts, nOpt: int8(len(opts))}
	at := new(Game)
	g.CloneInto(at)
	at.decision = d.clone()
	panic(replStop{d: d, events: len(g.events), at: at})
}

// applyAction answers the pending decision with a and runs the automatic
// rules until the next decision, asking the replacement choices a meets
// (see above). It appends to dst the events not returned before.
func (g *Game) applyAction(a Action, dst []Event) []Event {
	dst = g.drainTo(dst) // events no Drain took yet (New's)
	if !g.replPossible() {
		// no event can meet two replacement effects: no copy to keep
		g.decided(a)
		g.answer(a)
		g.run()
		return g.drainTo(dst)
	}
	answering := g.decision.kind == dReplace
	if answering {
		g.rqAt = nil
		g.rq.picks = append(g.rq.picks, int8(a.Index))
		a = g.rq.act
		g.ask(g.rq.orig)
	} else {
		g.rq = replAsk{}
	}
	if answering || !g.rqKept || len(g.rqLog) >= replLog {
		if g.rqCopy == nil {
			g.rqCopy = new(Game)
		}
		g.keepInto(g.rqCopy)
		g.rqLog, g.rqKept = g.rqLog[:0], true
	}
	g.rq.act, g.rq.pos, g.rq.armed = a, 0, true
	if stop, ok := g.tryAction(a); !ok {
		// the events the action told before the question, those told
		// before an earlier answer left out
		dst = append(dst, g.events[min(g.rq.shown, stop.events):stop.events]...)
		rq := g.rq.clone()
		g.rewind()
		rq.orig = g.decision.clone() // the decision a answers, as it was
		rq.pos, rq.armed = 0, false
		rq.shown = stop.events
		g.rq = rq
		g.ask(stop.d)
		g.rqAt = stop.at
		return dst
	}
	if answering {
		g.rqKept = false // the copy is from before the answers: not logged
	} else {
		g.rqLog = append(room(g.rqLog, replLog), a)
	}
	shown := g.rq.shown
	g.rq = replAsk{}
	dst = append(dst, g.events[min(shown, len(g.events)):]...)
	g.events = g.events[:0]
	return dst
}

// replLog is how many actions at most are logged after the copy
// (rqLog): a choice met does them again.
const replLog = 32

// rewind makes g the game from before the action being done: the copy,
// the actions logged since it was taken done again (none met a choice, and
// each does the same again), their events forgotten. The copy is then no
// longer g's: the answer takes one.
func (g *Game) rewind() {
	log := g.rqLog
	g.rqCopy.keepInto(g)
	for _, a := range log {
		g.decided(a)
		g.answer(a)
		g.run()
	}
	g.events = g.events[:0]
	g.rqLog, g.rqKept = log[:0], false
}

// drainTo appends the events since the last Apply or Drain to dst and
// forgets them (Drain in dst's memory).
func (g *Game) drainTo(dst []Event) []Event {
	dst = append(dst, g.events...)
	g.events = g.events[:0]
	return dst
}

// tryAction does a and the rules after it; ok is false when a met a
// replacement choice not yet answered (stop).
func (g *Game) tryAction(a Action) (stop replStop, ok bool) {
	defer func() {
		if x := recover(); x != nil {
			s, is := x.(replStop)
			if !is {
				panic(x)
			}
			stop, ok = s, false
		}
	}()
	g.decided(a)
	g.answer(a)
	g.run()
	return replStop{}, true
}

// replPossible reports whether an action may meet a replacement choice:
// some card of the game (a coin made since included) has a text that makes
// a replacement or prevention effect (textIndex.replaces), or a static
// whose effect the timestamp order can change (textIndex.ordered: the
// order of cards entering together, Rise 718.3, is asked the same way).
// Without one no event meets two such effects, and Apply keeps no copy of
// the game.
func (g *Game) replPossible() bool {
	for ; !g.replAny && int(g.replSeen) < len(g.cards); g.replSeen++ {
		d := g.cards[g.replSeen].def
		g.replAny = int(d.Index) >= len(g.texts.replaces) || g.texts.replaces[d.Index] || g.texts.ordered[d.Index]
	}
	return g.replAny
}

func (d decision) clone() decision {
	d.cands, d.nations, d.picked, d.options = slices.Clone(d.cands), slices.Clone(d.nations), slices.Clone(d.picked), slices.Clone(d.options)
	return d
}
