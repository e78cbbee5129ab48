package engine

import "fmt"

// packetOrder is the order in which packets dealt at once to several units
// take effect (Rise 802.2): the turn player orders those to its units, as
// Rise 717.3 applies to each, then the other player orders theirs. A player
// is asked only when the order can change what happens: a replacement a
// resolved effect made that is spent as it applies (a shield, Rise 717.2a,
// or a "next" one on battle damage, Rise 717.4) would replace two or more
// of its packets (a static's shield counts each unit's damage apart: Rise
// 717.5). When no
// player is asked the packets keep the order given. It returns the indexes
// of ps in the order to deal them, and whether a player ordered them.
func (g *Game) packetOrder(ps []dmgPacket) ([]int, bool) {
	order := make([]int, len(ps))
	for i := range order {
		order[i] = i
	}
	if len(ps) < 2 {
		return order, false
	}
	var mine [2][]int
	for i := range ps {
		p := g.cards[ps[i].to].ctrl
		mine[p] = append(mine[p], i)
	}
	first, second := g.active, g.active.Opp()
	if !g.orderMatters(ps, mine[first]) && !g.orderMatters(ps, mine[second]) {
		return order, false
	}
	order = order[:0]
	for _, p := range []Player{first, second} {
		left := mine[p]
		for len(left) > 1 && g.orderMatters(ps, left) {
			srcs := make([]CardID, len(left))
			opts := make([]string, len(left))
			for k, i := range left {
				srcs[k] = ps[i].to
				opts[k] = fmt.Sprintf("first the %d damage to %s (Rise 802.2)", ps[i].amount, g.cardName(ps[i].to))
			}
			k := g.replChoose(p, srcs, opts)
			order = append(order, left[k])
			left = append(left[:k:k], left[k+1:]...)
		}
		order = append(order, left...)
	}
	return order, true
}

// orderMatters reports whether a replacement of a resolved effect spent as
// it applies (a shield, a "next" one) would replace two or more of the
// packets idx of ps: then which of them meets it first can change what
// happens.
func (g *Game) orderMatters(ps []dmgPacket, idx []int) bool {
	if len(idx) < 2 {
		return false
	}
	es := g.replsInForce()
	// "the next" damage is every packet of one effect (Rise 717.4): spent by
	// one of them only when they are of no effect (battle damage)
	oneEffect := ps[idx[0]].item != 0
	for k := range es {
		e := &es[k]
		if e.id == 0 || e.r.Prevent <= 0 && !(e.r.Next && !oneEffect) {
			continue
		}
		n := 0
		for _, i := range idx {
			if g.replFits(e, &ps[i]) {
				n++
			}
		}
		if n >= 2 {
			return true
		}
	}
	return false
}
