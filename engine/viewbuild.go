package engine

import "github.com/sortie-tcg/sortie/card"

// viewBuilder builds an Observation's card views in few allocations, and
// keeps their memory for the next view into the same Observation: the card
// views in one block (begin sizes it: they are all in it, those of the cut
// aside), the text views in blocks of textRoom or more.
type viewBuilder struct {
	g         *Game // while a view is built
	cardBlock []CardView
	textBlock []TextView // the last block of text views
	used      int        // the card views of cardBlock taken
	texts     []TextView // the room left in textBlock, all of it
	textRoom  int        // the least size of a new block of text views: a new builder's, as many as the printed texts make
	set       []CardID   // scratch for setCards: each call's cards above the caller's
	public    []CardID   // the public cards of the other players' hands, publicOf's memory
	publicOf  [2][]CardID
	hosts     []CardID    // the cards other cards are set on (only they have set cards to show)
	at        []int16     // by card id: where the view Card returns is, 0 for a card not seen (Observation.Card's index; viewAt)
	looking   bool        // building Ask.Looking, which Card does not read (nor index)
	powers    []powerText // by card id: the last combat power shown and its text, reused while the power is the same
	built     bool        // it has built a view: it is reused (a View's builds one only, and keeps no powers)
}

// powerText is a combat power and its text ("m/r/d").
type powerText struct {
	pw   card.Power
	text string
}

// index records views vs, cardBlock's from offset off on, in Card's index
// (record).
func (b *viewBuilder) index(vs []CardView, off int) {
	for i := range vs {
		b.record(vs[i].ID, int16(1+off+i))
	}
}

// record makes the view at (viewAt) the view Card returns of card c, but
// for a card it has a view of already, and for the cards of Ask.Looking:
// the views of one card in one Observation are the same (a card is in one
// place; a set card, under each card it is set on; a card used, on the
// field and on the cut), so that any is the one Card's search finds.
func (b *viewBuilder) record(c CardID, at int16) {
	if !b.looking && b.at[c] == 0 {
		b.at[c] = at
	}
}

// viewAt is the view that index entry at (not 0) says: 1+i, cardBlock[i];
// -1-i, the card view of o.Cut[i].
func (b *viewBuilder) viewAt(o *Observation, at int16) *CardView {
	if at < 0 {
		return &o.Cut[-1-at].Card
	}
	return &b.cardBlock[at-1]
}

// powerText is the text of combat power pw, shown for card c: the last
// one's if c's power is the same.
func (b *viewBuilder) powerText(c CardID, pw card.Power) string {
	if !b.built {
		return pw.String()
	}
	if len(b.powers) < len(b.g.cards) {
		b.powers = append(b.powers, make([]powerText, len(b.g.cards)-len(b.powers))...)
	}
	if p := &b.powers[c]; p.text == "" || p.pw != pw {
		*p = powerText{pw, pw.String()}
	}
	return b.powers[c].text
}

// begin starts a view of g for p: it counts the card views to build at
// most (every list shown, each set card once in the Set of each card it is
// set on, the cards of a search), lists the public cards of the other
// players' hands and the cards set cards are set on, and makes room. A new
// builder counts the text views as printed too, the size of its one block
// of them; a reused one has its block, grown as views need (takeTexts),
// and counts none (in a search, counting them was 3% of its time).
func (b *viewBuilder) begin(g *Game, p Player) {
	b.g = g
	b.public, b.hosts = b.public[:0], b.hosts[:0]
	b.at = append(b.at[:0], make([]int16, len(g.cards))...)
	n, nt := 0, 0 // card views, and text views as printed (the size of the first block of them)
	list := func(ids []CardID) {
		n += len(ids)
		if !b.built {
			for _, c := range ids {
				nt += b.printedTexts(c)
			}
		}
	}
	var ends [2]int // each player's public hand cards end there in public
	for q := range g.pl {
		ps := &g.pl[q]
		list(ps.junkyard)
		list(ps.removed)
		list(ps.hangar)
		list(ps.disposition)
		if Player(q) == p {
			list(ps.hand)
		} else {
			for _, c := range ps.hand {
				if !g.hiddenFrom(c, p) {
					b.public = append(b.public, c)
				}
			}
		}
		ends[q] = len(b.public)
	}
	list(b.public)
	// publicOf is set once public is complete: an append may have moved it
	b.publicOf[0], b.publicOf[1] = b.public[:ends[0]:ends[0]], b.public[ends[0]:ends[1]:ends[1]]
	for a := range g.squads {
		list(g.squads[a][0])
		list(g.squads[a][1])
	}
	looking := g.decision.player == p && g.decision.looked
	for _, c := range g.field() { // set cards are on the field
		if h := g.cards[c].host; h != None && !contains(b.hosts, h) {
			b.hosts = append(b.hosts, h)
		}
		for h := g.cards[c].host; h != None; h = g.cards[h].host {
			k := b.viewsOf(h, looking) // c is in the Set of each
			n += k
			if !b.built {
				nt += k * b.printedTexts(c)
			}
		}
	}
	if looking {
		list(g.decision.cands)
	}
	if cap(b.cardBlock) < n {
		room := n // a new builder's view (a View's) is its only one: exactly its size
		if b.built {
			room += n / 2 // a reused one's: room for the field to grow
		}
		b.cardBlock = make([]CardView, room)
	}
	b.used, b.texts, b.textRoom = 0, b.textBlock[:cap(b.textBlock)], max(nt, 1)
}

// viewsOf is how many views of field card h a view builds, Ask.Looking's
// if looking: one in its list (a card set on none), one in the Set of each
// view of each card it is set on, one on the cut for each use of it there
// and one in Ask.Looking if the search looks at it.
func (b *viewBuilder) viewsOf(h CardID, looking bool) int {
	g := b.g
	k := 0
	if g.cards[h].host == None {
		k++
	}
	for x := g.cards[h].host; x != None; x = g.cards[x].host {
		k += b.viewsOf(x, looking)
	}
	for i := range g.cut {
		if g.cut[i].src == h {
			k++
		}
	}
	if looking && contains(g.decision.cands, h) {
		k++
	}
	return k
}

// printedTexts is how many text views card c's printed texts make: one per
// text, a command's modes each; none when its definition's views are
// shared (sharedTexts).
func (b *viewBuilder) printedTexts(c CardID) int {
	g := b.g
	d := g.cards[c].def
	if g.texts.views.printedViews(g, d) != nil && (d.Kind != card.Command || g.cards[c].zone.OnField()) {
		return 0
	}
	n := 0
	for _, t := range g.texts.of(d) {
		n += max(1, len(t.Modes))
	}
	return n
}

// sharedTexts returns the text views of card c, whose texts now are refs,
// shared by every card of its definition (textViews.printedViews) when
// they are its own texts unchanged; nil otherwise.
func (g *Game) sharedTexts(c CardID, refs []textRef) []TextView {
	d := g.cards[c].def
	own := g.texts.of(d)
	if len(refs) != len(own) || len(own) == 0 {
		return nil
	}
	for i, r := range refs {
		if r.text != own[i] || r.from != c {
			return nil
		}
	}
	return g.texts.views.printedViews(g, d)
}

// end finishes a view: the builder keeps its memory, not the game.
func (b *viewBuilder) end() {
	b.g, b.set, b.built = nil, b.set[:0], true
}

// take returns room for n card views from the block, and its offset there.
func (b *viewBuilder) take(n int) ([]CardView, int) {
	off := b.used
	b.used += n
	return b.cardBlock[off:b.used:b.used], off
}

// takeTexts returns room for n text views, length 0: full, its appends copy.
func (b *viewBuilder) takeTexts(n int) []TextView {
	if len(b.texts) < n {
		b.texts = make([]TextView, max(n, b.textRoom, 2*len(b.textBlock)))
		b.textBlock = b.texts
	}
	out := b.texts[:0:n]
	b.texts = b.texts[n:]
	return out
}

func (b *viewBuilder) views(ids []CardID) []CardView {
	if len(ids) == 0 {
		return nil
	}
	out, off := b.take(len(ids))
	for i, c := range ids {
		b.cardView(c, &out[i])
	}
	b.index(out, off)
	return out
}
