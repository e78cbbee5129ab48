// The invariants the random games check after every action: every card in
// exactly one place, no negative count, Apply's check agreeing with the
// legal list, illegal actions refused with the game unchanged.

package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/sortie-tcg/sortie/card"
)

// propCheckState checks that every card is in exactly one place and that the
// zone fields agree with the lists, and that no count is negative.
func propCheckState(g *Game) error {
	if err := propCheckPlaces(g); err != nil {
		return err
	}
	return propCheckCounts(g)
}

// propCheckPlaces derives the place of every card from the lists (zone lists,
// squads, set-card hosts, the cut) and checks each card's fields against it:
// each card appears exactly once, a listed card's zone is its list's zone, a
// set card shares its host's place, a card on the cut is a played card on
// the cut or resolving, and each player owns exactly their deck's cards.
func propCheckPlaces(g *Game) error {
	n := len(g.cards)
	where := make(propPlaces, n)
	put := func(c CardID, place string) error {
		if c < 0 || int(c) >= n {
			return fmt.Errorf("%s lists card %d of %d", place, c, n)
		}
		if where[c] != "" {
			return fmt.Errorf("card %d (%s) is in %s and in %s", c, g.cardName(c), where[c], place)
		}
		where[c] = place
		return nil
	}
	for p := Player(0); p < 2; p++ {
		for z := ZNation; z <= ZDisposition; z++ {
			place := fmt.Sprintf("%s's %s", p, z)
			for _, c := range *g.zoneList(p, z) {
				if err := put(c, place); err != nil {
					return err
				}
				cs := &g.cards[c]
				if cs.zone != z {
					return fmt.Errorf("card %d (%s) is listed in %s but its zone is %s", c, g.cardName(c), place, cs.zone)
				}
				if cs.host != None {
					return fmt.Errorf("card %d (%s) is listed in %s but is set on %d", c, g.cardName(c), place, cs.host)
				}
				if z.OnField() && cs.ctrl != p {
					return fmt.Errorf("card %d (%s) is in %s but controlled by %s", c, g.cardName(c), place, cs.ctrl)
				}
				// a hangar holds its manager's cards, whoever owns them (GW adv. "格纳库")
				if z == ZHangar && cs.ctrl != p {
					return fmt.Errorf("card %d (%s) is in %s but managed by %s", c, g.cardName(c), place, cs.ctrl)
				}
				if !z.OnField() && z != ZHangar && cs.owner != p {
					return fmt.Errorf("card %d (%s) is in %s but owned by %s", c, g.cardName(c), place, cs.owner)
				}
			}
		}
	}
	for a := Area(0); a < NumAreas; a++ {
		for p := Player(0); p < 2; p++ {
			place := fmt.Sprintf("%s's squad in the %s area", p, a)
			for _, c := range g.squads[a][p] {
				if err := put(c, place); err != nil {
					return err
				}
				cs := &g.cards[c]
				if cs.zone != ZBattle || cs.area != a || cs.ctrl != p || cs.host != None {
					return fmt.Errorf("card %d (%s) is in %s but has zone %s area %s ctrl %s host %d", c, g.cardName(c), place, cs.zone, cs.area, cs.ctrl, cs.host)
				}
				if !g.isKind(c, card.Unit) {
					return fmt.Errorf("card %d (%s) in %s is not a unit", c, g.cardName(c), place)
				}
			}
		}
	}
	onCut := func(c CardID) bool {
		for i := range g.cut {
			if g.cut[i].kind == iPlay && g.cut[i].src == c {
				return true
			}
		}
		return g.exec != nil && g.exec.item.kind == iPlay && g.exec.item.src == c
	}
	var owned [2]int
	for i := range g.cards {
		c := CardID(i)
		cs := &g.cards[i]
		if cs.owner != 0 && cs.owner != 1 {
			return fmt.Errorf("card %d has owner %d", c, cs.owner)
		}
		if cs.def.Token {
			// GW adv. "视作卡片的指示物": on the field, or gone (ZNone) once it left
			if cs.zone != ZNone && where[c] == "" && cs.host == None {
				return fmt.Errorf("token %d (%s) with zone %s is in no place", c, g.cardName(c), cs.zone)
			}
			continue
		}
		owned[cs.owner]++
		switch {
		case cs.host != None:
			if where[c] != "" {
				return fmt.Errorf("set card %d (%s) is also listed in %s", c, g.cardName(c), where[c])
			}
			top, steps := c, 0
			for g.cards[top].host != None {
				h := g.cards[top].host
				if h < 0 || int(h) >= n || h == top || steps > n {
					return fmt.Errorf("set card %d (%s) has a bad host chain (host %d)", c, g.cardName(c), h)
				}
				top = h
				steps++
			}
			h := &g.cards[cs.host]
			if !g.cards[top].zone.OnField() || where[top] == "" {
				return fmt.Errorf("set card %d (%s) is set on a group whose top %d (%s) is not listed on the field", c, g.cardName(c), top, g.cardName(top))
			}
			if cs.zone != h.zone || cs.ctrl != h.ctrl || (cs.zone == ZBattle && cs.area != h.area) {
				return fmt.Errorf("set card %d (%s) is in %s/%s/%s but its host %d (%s) is in %s/%s/%s",
					c, g.cardName(c), cs.zone, cs.area, cs.ctrl, cs.host, g.cardName(cs.host), h.zone, h.area, h.ctrl)
			}
			if cs.rolled != h.rolled {
				return fmt.Errorf("set card %d (%s) rolled=%v but its host %d (%s) rolled=%v (GW adv. \"配置组的重置/横置\")",
					c, g.cardName(c), cs.rolled, cs.host, g.cardName(cs.host), h.rolled)
			}
		case cs.zone == ZCut:
			if where[c] != "" {
				return fmt.Errorf("card %d (%s) on the cut is also listed in %s", c, g.cardName(c), where[c])
			}
			if !onCut(c) {
				return fmt.Errorf("card %d (%s) has zone Cut but is not a played card on the cut", c, g.cardName(c))
			}
		case cs.zone == ZNone && propPulled(g, c):
			// GW adv. "拔出": out of its place while the effect that pulled it resolves
		case where[c] == "":
			return fmt.Errorf("card %d (%s) with zone %s is in no place", c, g.cardName(c), cs.zone)
		}
		if !cs.zone.OnField() {
			// GW adv. "废弃": a card that left the field keeps none of its field state.
			// (a hangar card's ctrl is its manager, a played card's its player:
			// GW adv. "格纳库")
			if cs.damage != 0 || cs.destroyed || cs.rolled || cs.nCoins != 0 || cs.ctrl != cs.owner && cs.zone != ZHangar && cs.zone != ZCut {
				return fmt.Errorf("card %d (%s) in %s keeps field state (damage %d destroyed %v rolled %v coins %d ctrl %s)",
					c, g.cardName(c), cs.zone, cs.damage, cs.destroyed, cs.rolled, cs.nCoins, cs.ctrl)
			}
		}
	}
	for p := range owned {
		if want := len(propDecks[p]); owned[p] != want {
			return fmt.Errorf("%s owns %d cards, want %d", Player(p), owned[p], want)
		}
	}
	for i := range g.cut {
		it := &g.cut[i]
		if it.kind == iPlay && g.cards[it.src].zone != ZCut {
			return fmt.Errorf("played card %d (%s) on the cut has zone %s", it.src, g.cardName(it.src), g.cards[it.src].zone)
		}
	}
	return nil
}

// propCheckCounts checks that no count is negative or out of its range.
func propCheckCounts(g *Game) error {
	for i := range g.cards {
		cs := &g.cards[i]
		if cs.damage < 0 || cs.nCoins < 0 {
			return fmt.Errorf("card %d (%s): damage %d, coins %d", i, g.cardName(CardID(i)), cs.damage, cs.nCoins)
		}
		if cs.def.Kind == card.Unit && cs.zone.OnField() && cs.host == None {
			pw := g.power(CardID(i))
			for _, v := range []int{pw.Melee, pw.Range, pw.Defense} {
				if v < 0 && v != card.Star {
					return fmt.Errorf("unit %d (%s) has power %s", i, g.cardName(CardID(i)), pw)
				}
			}
		}
	}
	for p := range g.pl {
		ps := &g.pl[p]
		if ps.redealB < 0 || ps.redealB > 3 {
			return fmt.Errorf("%s: redeal B count %d", Player(p), ps.redealB)
		}
		if pw := g.NationPower(Player(p)); pw.Total < 0 {
			return fmt.Errorf("%s: Nation Power %d", Player(p), pw.Total)
		}
	}
	if g.passes < 0 || g.passes > 1 || g.cutSerial < 0 || g.ts < 0 || g.turn < 0 {
		return fmt.Errorf("passes %d, cut serial %d, ts %d, turn %d", g.passes, g.cutSerial, g.ts, g.turn)
	}
	if !g.over && g.decision.kind == dNone {
		return fmt.Errorf("the game waits on no decision but is not over")
	}
	if !g.over {
		if d := g.decision.player; d != 0 && d != 1 {
			return fmt.Errorf("decider %d", d)
		}
	}
	return nil
}

// propCheckAllows checks Apply's check of one action (allows) against the
// legal list: every legal action passes it, and so does a legal action
// changed (another card, index, area or N) exactly when it is in the list.
func propCheckAllows(g *Game, legal []Action, r *rand.Rand) error {
	for _, a := range legal {
		if !g.allows(a) {
			return fmt.Errorf("legal action %+v fails allows (%s)", a, g.DecisionText())
		}
	}
	n := g.NumCards()
	a := legal[r.IntN(len(legal))]
	for _, w := range []Action{
		{Kind: a.Kind, Card: CardID(r.IntN(n)), Index: a.Index, Area: a.Area, N: a.N},
		{Kind: a.Kind, Card: a.Card, Index: a.Index + int16(r.IntN(3)) - 1, Area: a.Area, N: a.N},
		{Kind: a.Kind, Card: a.Card, Index: a.Index, Area: Area(r.IntN(int(NumAreas) + 1)), N: a.N},
		{Kind: a.Kind, Card: a.Card, Index: a.Index, Area: a.Area, N: int16(r.IntN(n))},
	} {
		if g.allows(w) != slices.Contains(legal, w) {
			return fmt.Errorf("allows(%+v) = %v, but the legal list says otherwise (%s)", w, g.allows(w), g.DecisionText())
		}
	}
	return nil
}

// propCheckIllegal tries illegal actions and checks that each is refused with a
// *RuleError and leaves the state (its Hash) unchanged.
func propCheckIllegal(g *Game, legal []Action, r *rand.Rand) error {
	isLegal := func(a Action) bool {
		for _, l := range legal {
			if l == a {
				return true
			}
		}
		return false
	}
	n := CardID(g.NumCards())
	tries := []Action{
		{Kind: APlay, Card: n},
		{Kind: APlay, Card: -7},
		{Kind: AUse, Card: n + 100},
		{Kind: AUse, Card: CardID(r.IntN(int(n))), Index: -1},
		{Kind: ASortie, Card: n, Area: Space},
		{Kind: ASortie, Card: CardID(r.IntN(int(n))), Area: NumAreas},
		{Kind: ATarget, Card: n},
		{Kind: AChoose, Card: -3},
		{Kind: ADiscard, Card: n},
		{Kind: AOrder, Index: 99},
		{Kind: AOption, Index: -1},
		{Kind: AChooseX, N: -2},
		{Kind: 0},
		{Kind: 200},
	}
	// A legal kind at the wrong time: every kind with a random card.
	for k := AKeep; k <= ADiscard; k++ {
		tries = append(tries, Action{Kind: k, Card: CardID(r.IntN(int(n))), Index: int16(r.IntN(3)), N: int16(r.IntN(3))})
	}
	// A few of those each step (each Apply of an illegal action computes the
	// legal actions again, the expensive part): over a game every one is
	// tried many times.
	r.Shuffle(len(tries), func(i, j int) { tries[i], tries[j] = tries[j], tries[i] })
	tries = tries[:propIllegalPerStep]
	// Every step: a legal action's kind with a wrong card; and one of: that
	// action with a wrong index (negative too), with a wrong area, or the
	// play of a card in the opponent's hand; and an action with random fields.
	a := legal[r.IntN(len(legal))]
	w := a
	w.Card = CardID(r.IntN(int(n)))
	tries = append(tries, w)
	w = a
	switch r.IntN(4) {
	case 0:
		w.Index += 50
	case 3:
		w.Index = int16(r.IntN(80) - 40) // negative too (a modal command's mode, a text)
	case 1:
		w.Area = 3
	default:
		if opp := g.pl[g.decision.player.Opp()].hand; len(opp) > 0 {
			w = Action{Kind: APlay, Card: opp[r.IntN(len(opp))]}
		}
	}
	tries = append(tries, w)
	// One Hash before and one after all tries (Hash is the expensive part);
	// when they differ, the tries are replayed on clones to name the culprit.
	before := g.Hash()
	tries = append(tries, propRandomAction(r, int(n)))
	for _, x := range tries {
		if isLegal(x) {
			continue
		}
		_ = g.Describe(x) // no panic, whatever the fields
		evs, err := g.Apply(x)
		var re *RuleError
		switch {
		case err == nil:
			return fmt.Errorf("illegal action %+v accepted (%s)", x, g.DecisionText())
		case !errors.As(err, &re):
			return fmt.Errorf("illegal action %+v: error %T is not a *RuleError: %v", x, err, err)
		case len(evs) > 0:
			return fmt.Errorf("illegal action %+v returned events", x)
		case err.Error() == "" || strings.Contains(err.Error(), "%!"):
			return fmt.Errorf("illegal action %+v: bad error message %q", x, err.Error())
		}
	}
	if g.Hash() != before {
		for _, x := range tries {
			c := g.Clone()
			h := c.Hash()
			if _, err := c.Apply(x); err != nil && c.Hash() != h {
				return fmt.Errorf("illegal action %+v changed the state: %v", x, err)
			}
		}
		return errors.New("illegal actions changed the state")
	}
	return nil
}

// propPulled reports whether the effect resolving pulled card c out.
func propPulled(g *Game, c CardID) bool {
	_, ok := g.pulledNow(c)
	return ok
}
