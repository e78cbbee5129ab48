package engine

import (
	"cmp"
	"encoding/binary"
	"math/rand/v2"
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// Determinization (Cowling, Powley and Whitehouse 2012, "Information Set
// Monte Carlo Tree Search", IEEE TCIAIG 4(2)): a search for a player who
// cannot see every card plays out complete games that agree with everything
// that player knows, with what it cannot see drawn at random.

// Determinize returns a copy of g in which what viewer cannot see is drawn
// at random from r (see DeterminizeInto).
func (g *Game) Determinize(viewer Player, r *rand.Rand) *Game {
	d := new(Game)
	g.DeterminizeInto(d, viewer, r)
	return d
}

// DeterminizeInto makes dst a copy of g (as CloneInto does, in dst's memory)
// in which what viewer cannot see is drawn at random from r:
//
//   - the hidden cards: for each owner, the cards in that owner's Nation and
//     Discard Pile, and in its hand when the owner is not viewer (hiddenFrom),
//     less the cards viewer's View shows (a public hand card, a card viewer
//     is looking at) and the cards the game in progress refers to by id: an
//     unresolved or waiting effect's cards (markNamed, markItem), the card
//     being played or used and its costs, the pending decision's candidates,
//     the sortie being planned (markInFlight). Those matter only when the
//     decider is not viewer (a decision in progress is the decider's). Each owner's hidden places keep their count and their state (zone,
//     timestamp, ...); the hidden card ids are dealt to them at random, and
//     so are the definitions of those cards: the owner's deck list less the
//     cards that are not hidden, i.e. the opponent's deck list is taken as
//     known (Sortie's decks are lists of real cards: issue 9 "the
//     opponent's deck list when known");
//   - the game's random generator, which decides future shuffles and
//     rolls, is reseeded from r.
//
// Everything else is kept, among it every card viewer's View shows, every
// count, and the decision pending. The result is a function of viewer's
// View, the places' states, the effects' named cards and r only: permuting
// the hidden cards of g (as the leak test does) or reseeding g's generator
// gives the same dst for the same r. What viewer learnt in the past and no
// longer sees (a card it saw go back into a hand or a Nation) is not kept:
// such a card is drawn like any other hidden card.
func (g *Game) DeterminizeInto(dst *Game, viewer Player, r *rand.Rand) {
	keep := g.determinizeKeep(viewer)
	g.CloneInto(dst)
	var slots []*CardID
	var ids []CardID
	var defs []*card.Def
	var places []cardState
	for q := Player(0); q < 2; q++ {
		slots, ids, defs, places = slots[:0], ids[:0], defs[:0], places[:0]
		lists := [][]CardID{dst.pl[q].nation, dst.pl[q].discard}
		if q != viewer {
			lists = append(lists, dst.pl[q].hand)
		}
		for _, l := range lists {
			for i, c := range l {
				if keep[c] {
					continue
				}
				slots = append(slots, &l[i])
				ids = append(ids, c)
				defs = append(defs, g.cards[c].def)
				places = append(places, g.cards[c])
			}
		}
		// The sorted ids and definitions depend only on which cards are
		// hidden, not on where they are.
		slices.Sort(ids)
		slices.SortFunc(defs, func(a, b *card.Def) int { return cmp.Compare(a.Index, b.Index) })
		r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		r.Shuffle(len(defs), func(i, j int) { defs[i], defs[j] = defs[j], defs[i] })
		for i, s := range slots {
			st := places[i]
			st.def = defs[i]
			dst.cards[ids[i]] = st
			*s = ids[i]
		}
	}
	var seed [32]byte
	for i := 0; i < len(seed); i += 8 {
		binary.LittleEndian.PutUint64(seed[i:], r.Uint64())
	}
	dst.rng = *newChaCha(seed)
}

// determinizeKeep marks the cards DeterminizeInto keeps in place, with
// their identities: those viewer sees and those the game in progress names.
func (g *Game) determinizeKeep(viewer Player) []bool {
	keep := make([]bool, len(g.cards))
	g.markShown(viewer, keep)
	g.markNamed(keep)
	g.markInFlight(keep)
	return keep
}

// markInFlight sets mark[c] for every card the game in progress refers to by
// id besides markNamed's: the cards of the effects on the cut, waiting or
// resolving, of the play or use being declared, of the pending decision and
// of the sortie being planned.
func (g *Game) markInFlight(mark []bool) {
	add := func(cs ...CardID) {
		for _, c := range cs {
			if g.validCard(c) {
				mark[c] = true
			}
		}
	}
	item := func(it *cutItem) {
		add(it.src, it.from, it.setOn, it.lkiUnit, it.evCard)
		for _, v := range it.vars {
			add(v.cards...)
		}
		for _, cs := range it.named {
			add(cs...)
		}
	}
	g.eachItem(item)
	if f := g.exec; f != nil {
		item(&f.item)
		add(f.chosen...)
		add(f.picked...)
		for _, cs := range f.named {
			add(cs...)
		}
	}
	if p := g.play; p != nil {
		add(p.src, p.from, p.setOn)
		add(p.extra...)
		for _, v := range p.vars {
			add(v.cards...)
		}
		item(&p.trig.item)
	}
	add(g.decision.cands...)
	add(g.decision.picked...)
	if g.decision.kind == dReplace {
		// the action done again once the replacement choice is answered
		// (replchoice.go) and the decision it answers
		add(g.rq.act.Card)
		if g.rq.act.Kind == AChange {
			add(CardID(g.rq.act.N))
		}
		add(g.rq.orig.cands...)
		add(g.rq.orig.picked...)
	}
	for _, pk := range g.sortie.picks {
		add(pk.card)
	}
}

// markShown sets shown[c] for every card p's View shows: face-up cards in
// every place, the cut, and the cards p is looking at.
func (g *Game) markShown(p Player, shown []bool) {
	var add func(vs []CardView)
	add = func(vs []CardView) {
		for i := range vs {
			shown[vs[i].ID] = true
			add(vs[i].Set)
		}
	}
	o := g.View(p)
	for q := range o.Players {
		pv := &o.Players[q]
		for _, vs := range [][]CardView{pv.Hand, pv.Disposition, pv.Junkyard, pv.Hangar, pv.Removed} {
			add(vs)
		}
	}
	for a := range o.Areas {
		add(o.Areas[a].Squads[0])
		add(o.Areas[a].Squads[1])
	}
	for i := range o.Cut {
		add([]CardView{o.Cut[i].Card})
	}
	add(o.Ask.Looking)
}

// markNamed sets named[c] for every card that an effect on the cut, waiting
// for the next cut or waiting for its moment names by id (「指定したカード」,
// the card of the event): moving such a hidden card elsewhere would change
// what the effect refers to, not merely what a player cannot see.
func (g *Game) markNamed(named []bool) {
	g.eachItem(func(it *cutItem) {
		for _, cs := range it.named {
			for _, c := range cs {
				if g.validCard(c) {
					named[c] = true
				}
			}
		}
		if g.validCard(it.evCard) {
			named[it.evCard] = true
		}
	})
}
