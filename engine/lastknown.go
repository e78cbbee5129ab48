package engine

// lastKnown is a card's last-known information (Rise 707.3): as it last
// was on the field, once it left.
type lastKnown struct {
	snap
	card CardID
}

// lastOf is c's last-known information; the zero snap if c never left the
// field.
func (g *Game) lastOf(c CardID) snap {
	if i, ok := g.lastIndex(c); ok {
		return g.lasts[i].snap
	}
	return snap{}
}

// setLast records s as c's last-known information. The list holds only the
// cards that left the field, in card order, so that a card costs no memory
// for it until it leaves (DESIGN "State representation and speed").
func (g *Game) setLast(c CardID, s snap) {
	i, ok := g.lastIndex(c)
	if !ok {
		g.lasts = append(room(g.lasts, 8), lastKnown{})
		copy(g.lasts[i+1:], g.lasts[i:])
	}
	g.lasts[i] = lastKnown{snap: s, card: c}
}

// lastIndex is where c is, or would go, in g.lasts (a binary search).
func (g *Game) lastIndex(c CardID) (int, bool) {
	lo, hi := 0, len(g.lasts)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if g.lasts[m].card < c {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(g.lasts) && g.lasts[lo].card == c
}
