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
	g.Determinizer(viewer).Deal(dst, r, weight)
}

// Determinizer deals determinizations of one game for one viewer, as
// DeterminizeWeighted does. What every deal of a position shares (the
// cards kept, each owner's hidden cards with their places and sorted ids
// and definitions) depends on the game alone: Determinizer finds it once,
// and each Deal only clones, shuffles and deals, in the Determinizer's
// memory. A search draws hundreds of determinizations of one decision:
// in BenchmarkPlayouts a determinization took 120,000 instructions when
// each found them again (a View to mark the cards shown, the lists and
// their sorts), a Deal takes 34,000. The game must not change while its
// Determinizer deals.
type Determinizer struct {
	g      *Game
	hidden [2]hiddenCards
	// Deal's memory: the ids and definitions it shuffles, and weighTail's
	ids   []CardID
	defs  []*card.Def
	keys  []float64
	top   []int
	drawn []bool
	tail  []*card.Def
}

// hiddenCards are the cards of one owner that a determinization deals.
type hiddenCards struct {
	slots  []hiddenSlot // the places dealt: in order, the Nation's, the Discard Pile's, the hand's (if the viewer's opponent's)
	places []cardState  // the state of the card in each slot, but for its definition
	ids    []CardID     // the ids dealt to the slots, sorted
	defs   []*card.Def  // the definitions dealt, to the slots and then to fixed, sorted by index
	fixed  []CardID     // the cards kept in place (by id) whose definitions are dealt
	inHand int          // the hand's slots (the last ones)
}

// hiddenSlot is a place dealt a card: the list (0 the Nation, 1 the Discard
// Pile, 2 the hand) and the index in it.
type hiddenSlot struct {
	list int8
	at   int32
}

// Determinizer returns a Determinizer of g for viewer.
func (g *Game) Determinizer(viewer Player) *Determinizer {
	keep, place := g.determinizeKeep(viewer)
	z := &Determinizer{g: g}
	for q := Player(0); q < 2; q++ {
		h := &z.hidden[q]
		lists := [][]CardID{g.pl[q].nation, g.pl[q].discard}
		if q != viewer {
			lists = append(lists, g.pl[q].hand) // last: its slots end slots
		}
		for li, l := range lists {
			for i, c := range l {
				if keep[c] {
					continue
				}
				h.defs = append(h.defs, g.cards[c].def)
				if place[c] {
					h.fixed = append(h.fixed, c)
					continue
				}
				if li == 2 {
					h.inHand++
				}
				h.slots = append(h.slots, hiddenSlot{int8(li), int32(i)})
				h.ids = append(h.ids, c)
				h.places = append(h.places, g.cards[c])
			}
		}
		if g.exec != nil {
			for _, pc := range g.exec.pulled {
				if c := pc.c; pc.hid[viewer] && g.cards[c].zone == ZNone && g.cards[c].owner == q {
					h.defs = append(h.defs, g.cards[c].def)
					h.fixed = append(h.fixed, c)
				}
			}
		}
		// The sorted ids and definitions depend only on which cards are
		// hidden, not on where they are.
		slices.Sort(h.ids)
		slices.SortFunc(h.defs, func(a, b *card.Def) int { return cmp.Compare(a.Index, b.Index) })
	}
	return z
}

// Deal makes dst a determinization of z's game (DeterminizeWeighted with
// z's viewer, r and weight).
func (z *Determinizer) Deal(dst *Game, r *rand.Rand, weight func(*card.Def) float64) {
	z.g.CloneInto(dst)
	for q := Player(0); q < 2; q++ {
		h := &z.hidden[q]
		lists := [3][]CardID{dst.pl[q].nation, dst.pl[q].discard, dst.pl[q].hand}
		z.ids, z.defs = append(z.ids[:0], h.ids...), append(z.defs[:0], h.defs...)
		ids, defs := z.ids, z.defs
		r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		r.Shuffle(len(defs), func(i, j int) { defs[i], defs[j] = defs[j], defs[i] })
		if weight != nil && h.inHand > 0 {
			z.weighTail(defs[:len(h.slots)], h.inHand, r, weight)
		}
		for i, s := range h.slots {
			st := h.places[i]
			st.def = defs[i]
			dst.cards[ids[i]] = st
			lists[s.list][s.at] = ids[i]
		}
		for i, c := range h.fixed {
			dst.cards[c].def = defs[len(h.slots)+i]
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
// exponential variate over the weight, the n smallest drawn, the earlier of
// equal keys first, in order of key), the others before them in the order
// they were. It draws its keys in defs' order (r.ExpFloat64 for each
// definition of positive weight) and keeps the n smallest as it goes, in
// z's memory.
func (z *Determinizer) weighTail(defs []*card.Def, n int, r *rand.Rand, weight func(*card.Def) float64) {
	keys := z.keys[:0]
	for _, d := range defs {
		k := math.Inf(1)
		if w := weight(d); w > 0 {
			k = r.ExpFloat64() / w
		}
		keys = append(keys, k)
	}
	// top: the indexes of the n smallest keys so far, by key, the earlier
	// of equal ones first (a stable sort's first n)
	top := z.top[:0]
	for i, k := range keys {
		j := len(top)
		if j == n {
			if cmp.Compare(k, keys[top[n-1]]) >= 0 {
				continue
			}
			j = n - 1
		} else {
			top = append(top, 0)
		}
		for j > 0 && cmp.Compare(k, keys[top[j-1]]) < 0 {
			top[j] = top[j-1]
			j--
		}
		top[j] = i
	}
	drawn := append(z.drawn[:0], make([]bool, len(defs))...)
	tail := z.tail[:0]
	for _, i := range top {
		drawn[i] = true
		tail = append(tail, defs[i])
	}
	j := 0
	for i, d := range defs {
		if !drawn[i] {
			defs[j] = d
			j++
		}
	}
	copy(defs[j:], tail)
	z.keys, z.top, z.drawn, z.tail = keys, top, drawn, tail
}
