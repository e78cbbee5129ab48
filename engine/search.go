package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// Zones and moves of hidden cards: looking at cards (GW adv. "检视卡片"),
// revealing them ("公开卡片"), searching a place for cards and moving them,
// and shuffling ("洗牌").

// stepZone is the place a search, look, reveal or shuffle step names: the
// place s.Zone of the effect's player, or of the enemy with who: enemy.
func (g *Game) stepZone(f *frame, s *card.Step) (Player, Zone) {
	p := f.item.ctrl
	if s.Who == card.Enemy {
		p = p.Opp()
	}
	return p, stepPlace(s)
}

// stepPlaces calls each with the places a look, reveal or shuffle step
// names: stepZone's, or with who: all the place of every player, the turn
// player's first (GW adv. "以复数个「场所」为对象的效果"; Rise 802.1).
func (g *Game) stepPlaces(f *frame, s *card.Step, each func(p Player, z Zone)) {
	if s.Who != card.Both {
		each(g.stepZone(f, s))
		return
	}
	for _, p := range [2]Player{g.active, g.active.Opp()} {
		each(p, stepPlace(s))
	}
}

// stepPlace is the kind of place a step names (the hand when none).
func stepPlace(s *card.Step) Zone {
	switch s.Zone {
	case card.InNation:
		return ZNation
	case card.InDiscardPile:
		return ZDiscardPile
	case card.InJunkyard:
		return ZJunkyard
	case card.InHangar:
		return ZHangar
	}
	return ZHand
}

// actor is the player who does a search or look step: the effect's player,
// or its enemy with by: enemy (「敵軍プレイヤーは、…見て」).
func actor(f *frame, s *card.Step) Player {
	if s.By == card.Enemy {
		return f.item.ctrl.Opp()
	}
	return f.item.ctrl
}

// zoneTop lists the cards of player p's zone z, top first, at most top of
// them (top 0: all).
func (g *Game) zoneTop(p Player, z Zone, top int) []CardID {
	l := *g.zoneList(p, z)
	var out []CardID
	for i := len(l) - 1; i >= 0; i-- {
		if top > 0 && len(out) == top {
			break
		}
		out = append(out, l[i])
	}
	return out
}

// opLook lets the effect's player look at the cards of a place (GW adv.
// "检视卡片": only they see them; they stay in their order).
func opLook(g *Game, f *frame, s *card.Step) opResult {
	seen := 0
	g.stepPlaces(f, s, func(p Player, z Zone) {
		cs := g.zoneTop(p, z, g.num(&s.Top, g.fctx(f)))
		for _, c := range cs {
			g.emit(Event{Kind: EvLook, Player: actor(f, s), Card: c, Secret: true, Text: fmt.Sprintf("in %s's %s", p, z)})
		}
		seen += len(cs)
	})
	return result(seen > 0) // GW adv. "以复数个「场所」为对象的效果": done while one place holds a card
}

// opReveal shows each object, or the cards of a place, to both players (GW
// adv. "公开卡片").
func opReveal(g *Game, f *frame, s *card.Step) opResult {
	var cs []CardID
	if s.Zone != 0 {
		g.stepPlaces(f, s, func(p Player, z Zone) {
			cs = append(cs, g.zoneTop(p, z, g.num(&s.Top, g.fctx(f)))...)
		})
	} else {
		cs, _ = g.objects(f, s.What)
	}
	for _, c := range cs {
		g.emit(Event{Kind: EvReveal, Player: g.cards[c].owner, Card: c, Text: "revealed by " + g.cardName(f.item.src)})
	}
	return result(len(cs) > 0)
}

// opShuffle shuffles a player's Nation or Discard Pile, or every player's
// (GW adv. "洗牌").
func opShuffle(g *Game, f *frame, s *card.Step) opResult {
	g.stepPlaces(f, s, g.shuffleZone)
	return opDone
}

// shuffleZone shuffles player p's zone z with the game's generator.
func (g *Game) shuffleZone(p Player, z Zone) {
	n := *g.zoneList(p, z)
	for i := len(n) - 1; i > 0; i-- {
		j := int(g.rng.Uint64() % uint64(i+1))
		n[i], n[j] = n[j], n[i]
	}
	g.invalidate()
	g.emit(Event{Kind: EvShuffle, Player: p, Text: z.String()})
}

// opSearch lets the effect's player choose cards of a place (its top cards
// with top) that match the filter and move them (GW adv. "检视卡片": the
// searching player sees the place; "公开卡片" with reveal; "洗牌" with
// shuffle). Not finding one is allowed: a hidden place may hold none.
func opSearch(g *Game, f *frame, s *card.Step) opResult {
	p, z := g.stepZone(f, s)
	who := actor(f, s)
	if f.wait {
		picked := f.picked
		f.picked = nil
		for _, c := range picked {
			if s.Reveal {
				g.emit(Event{Kind: EvReveal, Player: g.cards[c].owner, Card: c, Text: "found by " + g.cardName(f.item.src)})
			}
			g.relocate(c, s.To, who, f.item.src)
		}
		if s.Shuffle {
			g.shuffleZone(p, z)
		}
		f.chosen = picked
		ok := len(picked) > 0 || f.empty && s.Optional
		f.empty = false
		return result(ok)
	}
	cx := g.fctx(f)
	var cands []CardID
	for _, c := range g.zoneTop(p, z, g.num(&s.Top, cx)) {
		if s.Filter == nil || g.match(c, searchFilter(s.Filter, s.Zone), cx) {
			cands = append(cands, c)
		}
	}
	for _, c := range g.zoneTop(p, z, g.num(&s.Top, cx)) {
		if p == who || z != ZHand {
			g.emit(Event{Kind: EvLook, Player: who, Card: c, Secret: z != ZJunkyard, Text: fmt.Sprintf("in %s's %s", p, z)})
		}
	}
	n := g.amount(f, s, None)
	if n == 0 {
		n = 1
	}
	least := 0
	if !s.Optional {
		least = min(n, len(cands))
	}
	// a Nation or a Discard Pile, hidden from every player, is searched
	// with a question even when nothing is found: whether its searcher is
	// asked must not tell the other player what the place holds (DESIGN
	// "View"; found by the 5000-game effects soak, seed 4593)
	if len(cands) == 0 && z != ZNation && z != ZDiscardPile {
		if s.Shuffle {
			g.shuffleZone(p, z)
		}
		return result(s.Optional)
	}
	f.wait, f.empty = true, len(cands) == 0
	f.picked = nil
	g.ask(decision{kind: dEffect, ek: ekChoose, player: who, cands: cands, min: int8(least), max: int8(min(n, len(cands))), looked: true, options: []string{"search for " + g.cardName(f.item.src)}})
	return opWait
}

// searchFilter is f looking in the searched place instead of the field.
func searchFilter(f *card.Filter, z card.ZoneSet) *card.Filter {
	h := *f
	h.Zones = z
	return &h
}

// relocate moves card c, off the field, to dest by an effect of player by
// from card src (None: not a text's; destPlayer reads them): its owner's
// hand, the top or bottom of its owner's Nation or Discard Pile, a hangar,
// out of the game, its owner's Junkyard, or onto a player's field (GW adv.
// "出场": standing unless the destination says rolled, in the disposition
// area; it enters as a card of its kind enters).
func (g *Game) relocate(c CardID, dest card.Dest, by Player, src CardID) {
	cs := &g.cards[c]
	z, holder := destZone(dest), cs.owner
	if z == ZHangar || z == ZDisposition {
		holder = g.destPlayer(dest, c, by, src)
	}
	g.liftTo(c, z, holder) // a card put back in its place does not leave it
	cs.zone = ZNone
	switch z {
	case ZHand:
		g.putIn(c, ZHand)
		g.emit(Event{Kind: EvToHand, Player: cs.owner, Card: c, Secret: true})
	case ZNation:
		g.putIn(c, ZNation)
		if dest.Bottom() {
			g.toBottom(c, ZNation)
		}
	case ZDiscardPile:
		g.putIn(c, ZDiscardPile)
		// the Discard Pile is face down (GW basic "场的配置": 舍山…全部背面向上放置): the card is not named
		g.emit(Event{Kind: EvMove, Player: cs.owner, Card: c, Secret: true, Text: "to " + cs.owner.String() + "'s Discard Pile"})
		if dest.Bottom() {
			g.toBottom(c, ZDiscardPile)
		}
	case ZHangar:
		g.putInOf(c, ZHangar, holder)
		g.emit(Event{Kind: EvMove, Player: holder, Card: c, Text: "into " + holder.String() + "'s hangar"})
	case ZRemoved:
		g.putIn(c, ZRemoved)
		g.emit(Event{Kind: EvRemoved, Player: cs.owner, Card: c, Text: "removed from the game"})
	case ZJunkyard:
		g.putIn(c, ZJunkyard)
		g.emit(Event{Kind: EvToJunkyard, Player: cs.owner, Card: c})
	default:
		g.enterField(c, holder, dest.Rolled())
	}
}

// destZone is the place destination d of relocate is in: the disposition
// area for the field's destinations.
func destZone(d card.Dest) Zone {
	switch d.Place {
	case card.PlaceHand:
		return ZHand
	case card.PlaceNation:
		return ZNation
	case card.PlaceDiscardPile:
		return ZDiscardPile
	case card.PlaceHangar:
		return ZHangar
	case card.PlaceRemoved:
		return ZRemoved
	case card.PlaceJunkyard:
		return ZJunkyard
	}
	return ZDisposition
}

// enterField puts card c onto player p's field by an effect (GW adv. "出场"):
// into the disposition area, standing unless rolled. A card that may not be
// there is discarded at once (GW adv. "不能放置在场中的卡片").
func (g *Game) enterField(c CardID, p Player, rolled bool) {
	g.putOnField(c, p, rolled)
	state := "standing"
	if rolled {
		state = "rolled"
	}
	g.entered(Event{Kind: EvEnter, Player: p, Card: c, Text: state})
}

// entered logs that card e.Card entered the field as e says, discards it
// if it may not stay (GW adv. "不能放置在场中的卡片") and starts the texts
// that trigger on its entering (GW adv. "出场").
func (g *Game) entered(e Event) {
	c, p := e.Card, e.Player
	g.emit(e)
	g.checkCannotStay(c)
	if g.cards[c].zone.OnField() {
		g.fire(trigEvent{kind: card.EvEnters, card: c, by: p})
	}
}

// opToken puts coins that count as the token's card onto the own field (GW
// adv. "视作卡片的指示物"): their controller is their owner, they take no set
// cards and no coins, their texts cannot change, and they "enter" as their
// kind does; off the field they are gone (指示物离场时，立即移除).
func opToken(g *Game, f *frame, s *card.Step) opResult {
	n := g.amount(f, s, None)
	if n == 0 {
		n = 1
	}
	p := f.item.ctrl
	for i := 0; i < n; i++ {
		c := g.addCard(cardState{def: s.Token, owner: p, ctrl: p, zone: ZNone, host: None, destroyer: -1, killSide: -1, dmgBy: -1})
		g.dv = nil // one more card: derive again
		g.enterField(c, p, s.To.Rolled())
	}
	return opDone
}
