// Package engine is the Gundam War rules engine: a pure, deterministic state
// machine (DESIGN "The one shape everything hangs on").
//
//	g.Legal()      []Action      every choice the deciding player can make now (g.LegalInto(dst): in dst's memory)
//	g.Apply(a)     error         an illegal action is an error and changes nothing (g.ApplyInto(a, evs): the events in evs's memory)
//	g.View(p)      Observation   what player p may know (g.ViewInto(p, &o): in o's memory)
//	g.Clone()      *Game         a cheap deep copy (g.CloneInto(dst): in dst's memory)
//	g.Hash()       uint64        a digest of the whole state, kept until it changes
//
// Automatic rules (fixed effects, step advancement, trigger collection, state
// checks) run in a loop until the next Decision. Each rule's code names its
// source: "GW basic" / "GW adv." for the Gundam War rulebook v1.3 (seed 000),
// "Rise 7xx" for the Rise comprehensive rules (seed 002).
package engine
