package engine

import (
	"cmp"
	"encoding/binary"
	"math"
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
//     is looking at). Each owner's hidden places keep their count and their
//     state (zone, timestamp, ...); the hidden card ids are dealt to them at
//     random, and so are the definitions of those cards: the owner's deck
//     list less the cards that are not hidden, i.e. the opponent's deck list
//     is taken as known (Sortie's decks are lists of real cards: issue 9
//     "the opponent's deck list when known");
//   - a hidden card the game in progress refers to by id (markNamed,
//     markInFlight: an effect's chosen or named cards, the pending
//     decision's candidates) keeps its place and id, for the effect refers
//     to that card, but its definition is drawn with the others: which card
//     a blind choice took (GW adv. "非人为地～") or the opponent chose in its
//     hand is not shown to viewer, so a search must not know it;
//   - a card the resolving effect pulled out of a place hidden from viewer
//     (GW adv. "拔出", pull.go) keeps its id, and its definition is drawn
//     from its owner's hidden cards likewise;
//   - the game's random generator, which decides future shuffles and
//     rolls, is reseeded from r.
//
// Everything else is kept, among it every card viewer's View shows, every
// count, the decision pending, and the cards of a play or use being
// declared and of the action a replacement choice will do again (markActing:
// that action is done again from them as they are). The result is a
// function of viewer's View, the places' states, the effects' named cards and r only:
// permuting the hidden cards of g and trading the definitions of the hidden
// named and pulled-out ones (as the leak test does) or reseeding g's
// generator gives the same dst for the same r. What viewer learnt in the
// past and no longer sees (a card it saw go back into a hand or a Nation) is
// not kept: such a card is drawn like any other hidden card.
func (g *Game) DeterminizeInto(dst *Game, viewer Player, r *rand.Rand) {
	g.DeterminizeWeighted(dst, viewer, r, nil)
}

// DeterminizeWeighted is DeterminizeInto with the definitions dealt to the
// hidden cards of the hand of viewer's opponent drawn by weight (nil: all
// alike, as DeterminizeInto): from the definitions DeterminizeInto deals to
// that owner's hidden places, the hand's are a sample without replacement
// in which each is drawn in proportion to weight(def) among those left
// (Efraimidis and Spirakis 2006, "Weighted random sampling with a
// reservoir"; a weight ≤ 0 is drawn only when nothing else is left), the
// others dealt to the rest as before. A search uses it for a model of what
// a player keeps in hand (it plays its G and most units, keeps its
// commands): the result is still one that agrees with everything viewer
// sees, and still a function of viewer's View, the places' states, the
// effects' named cards, r and weight only.
func (g *Game) DeterminizeWeighted(dst *Game, viewer Player, r *rand.Rand, weight func(*card.Def) float64) {
	keep, place := g.determinizeKeep(viewer)
	g.CloneInto(dst)
	var slots []*CardID
	var ids, fixed []CardID
	var defs []*card.Def
	var places []cardState
	for q := Player(0); q < 2; q++ {
		slots, ids, fixed, defs, places = slots[:0], ids[:0], fixed[:0], defs[:0], places[:0]
		lists := [][]CardID{dst.pl[q].nation, dst.pl[q].discard}
		if q != viewer {
			lists = append(lists, dst.pl[q].hand) // last: its slots end slots
		}
		inHand := 0 // the hand's slots
		for li, l := range lists {
			for i, c := range l {
				if keep[c] {
					continue
				}
				defs = append(defs, g.cards[c].def)
				if place[c] {
					fixed = append(fixed, c)
					continue
				}
				if li == 2 {
					inHand++
				}
				slots = append(slots, &l[i])
				ids = append(ids, c)
				places = append(places, g.cards[c])
			}
		}
		if g.exec != nil {
			for _, pc := range g.exec.pulled {
				if c := pc.c; pc.hid[viewer] && g.cards[c].zone == ZNone && g.cards[c].owner == q {
					defs = append(defs, g.cards[c].def)
					fixed = append(fixed, c)
				}
			}
		}
		// The sorted ids and definitions depend only on which cards are
		// hidden, not on where they are.
		slices.Sort(ids)
		slices.SortFunc(defs, func(a, b *card.Def) int { return cmp.Compare(a.Index, b.Index) })
		r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		r.Shuffle(len(defs), func(i, j int) { defs[i], defs[j] = defs[j], defs[i] })
		if weight != nil && inHand > 0 {
			weighTail(defs[:len(slots)], inHand, r, weight)
		}
		for i, s := range slots {
			st := places[i]
			st.def = defs[i]
			dst.cards[ids[i]] = st
			*s = ids[i]
		}
		for i, c := range fixed {
			dst.cards[c].def = defs[len(slots)+i]
		}
	}
	var seed [32]byte
	for i := 0; i < len(seed); i += 8 {
		binary.LittleEndian.PutUint64(seed[i:], r.Uint64())
	}
	dst.rng = *newChaCha(seed)
}

// determinizeKeep marks the cards DeterminizeInto keeps in place: keep,
// with their identities (those viewer sees and those of the action being
// declared or done again); place, with their ids only when hidden from
// viewer (those the game in progress names).
func (g *Game) determinizeKeep(viewer Player) (keep, place []bool) {
	keep = make([]bool, len(g.cards))
	g.markShown(viewer, keep)
	g.markActing(keep)
	place = make([]bool, len(g.cards))
	g.markNamed(place)
	g.markInFlight(place)
	return keep, place
}

// markInFlight sets mark[c] for every card the game in progress refers to by
// id besides markNamed's and markActing's: the cards of the effects on the
// cut, waiting or resolving, of the pending decision and of the sortie being
// planned.
func (g *Game) markInFlight(mark []bool) {
	g.eachItem(func(it *cutItem) { g.markItem(mark, it) })
	if f := g.exec; f != nil {
		g.markItem(mark, &f.item)
		g.markCards(mark, f.chosen...)
		g.markCards(mark, f.picked...)
		for _, cs := range f.named {
			g.markCards(mark, cs...)
		}
	}
	g.markCards(mark, g.decision.cands...)
	g.markCards(mark, g.decision.picked...)
	for _, pk := range g.sortie.picks {
		g.markCards(mark, pk.card)
	}
}

// markActing sets mark[c] for the cards of the play or use being declared
// and of the action a replacement choice does again once answered
// (replchoice.go), with the decision that action answers: the action reads
// them as they are (a card played from the hand is played by its
// definition), so a determinization keeps them whole.
func (g *Game) markActing(mark []bool) {
	if p := g.play; p != nil {
		g.markCards(mark, p.src, p.from, p.setOn)
		g.markCards(mark, p.extra...)
		for _, v := range p.vars {
			g.markCards(mark, v.cards...)
		}
		g.markItem(mark, &p.trig.item)
	}
	if g.decision.kind == dReplace {
		g.markCards(mark, g.rq.act.Card)
		if g.rq.act.Kind == AChange {
			g.markCards(mark, CardID(g.rq.act.N))
		}
		g.markCards(mark, g.rq.orig.cands...)
		g.markCards(mark, g.rq.orig.picked...)
	}
}

// markItem sets mark[c] for the cards effect it refers to by id.
func (g *Game) markItem(mark []bool, it *cutItem) {
	g.markCards(mark, it.src, it.from, it.setOn, it.lkiUnit, it.evCard)
	for _, v := range it.vars {
		g.markCards(mark, v.cards...)
	}
	for _, cs := range it.named {
		g.markCards(mark, cs...)
	}
}

// markCards sets mark[c] for each card c of cs (None and other non-cards
// are skipped).
func (g *Game) markCards(mark []bool, cs ...CardID) {
	for _, c := range cs {
		if g.validCard(c) {
			mark[c] = true
		}
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

// weighTail reorders defs so that its last n are a sample of defs without
// replacement drawn by weight (Efraimidis and Spirakis's keys: an
// exponential variate over the weight, the n smallest drawn), the others
// before them in the order they were.
func weighTail(defs []*card.Def, n int, r *rand.Rand, weight func(*card.Def) float64) {
	type keyed struct {
		key float64
		i   int
	}
	ks := make([]keyed, len(defs))
	for i, d := range defs {
		k := math.Inf(1)
		if w := weight(d); w > 0 {
			k = r.ExpFloat64() / w
		}
		ks[i] = keyed{k, i}
	}
	slices.SortStableFunc(ks, func(a, b keyed) int { return cmp.Compare(a.key, b.key) })
	drawn := make([]bool, len(defs))
	tail := make([]*card.Def, 0, n)
	for _, k := range ks[:n] {
		drawn[k.i] = true
		tail = append(tail, defs[k.i])
	}
	j := 0
	for i, d := range defs {
		if !drawn[i] {
			defs[j] = d
			j++
		}
	}
	copy(defs[j:], tail)
}
