package engine

import (
	"fmt"
	"math/rand/v2"
	"reflect"

	"github.com/sortie-tcg/sortie/card"
)

// The leak test (DESIGN "View": no hidden card ever leaks). At a decision of
// player p, the cards hidden from p — the opponent's hand, both Nations,
// both Discard Piles — are moved to random places among those hidden from p
// (each owner's cards among that owner's places) and given random identities
// among them; a card an effect pulled out of a place hidden from p (GW adv.
// "拔出") stays out but trades its identity with them. Nothing p receives may change: p's View, p's legal actions and
// their descriptions, the refusals of actions p might send (random, stale,
// or naming hidden cards, a card pulled out of a hidden place among them), and — over a window of p's action and the
// opponent's passes after it — the events as rendered for p and p's View at
// its end. Cards that become visible to p in that window keep their places.

// propCheckLeaks runs the leak test for the decider p of g, whose next action
// is a; stale are actions legal at earlier decisions.
func propCheckLeaks(g *Game, a Action, stale []Action, r *rand.Rand) error {
	p := g.decision.player
	gw := g.Clone()
	seen := propSeen(g, p) // a public hand (GW adv. "公开卡片"), a search's cards
	propReferenced(g, seen)
	linesG, err := propWindow(gw, p, a, seen)
	if err != nil {
		return err
	}
	for c := range propSeen(gw, p) {
		seen[c] = true
	}
	h := propPermuteHidden(g, p, r, seen, nil)
	if v, w := g.View(p), h.View(p); !reflect.DeepEqual(v, w) {
		return fmt.Errorf("%s's View changes when only cards hidden from %s are permuted:\nbefore %+v\nafter  %+v", p, p, v, w)
	}
	lg, lh := g.Legal(), h.Legal()
	if !reflect.DeepEqual(lg, lh) {
		return fmt.Errorf("%s's legal actions change when only cards hidden from %s are permuted:\n%v\n%v", p, p, lg, lh)
	}
	for _, l := range lg {
		if dg, dh := g.Describe(l), h.Describe(l); dg != dh {
			return fmt.Errorf("the description of %+v changes when only cards hidden from %s are permuted: %q, %q", l, p, dg, dh)
		}
	}
	before := g.Hash()
	for _, x := range propLeakTries(g, p, stale, r) {
		if propIsLegal(lg, x) {
			continue
		}
		_, eg := g.Apply(x)
		_, eh := h.Apply(x)
		if eg == nil || eh == nil || eg.Error() != eh.Error() {
			return fmt.Errorf("the refusal of %+v changes when only cards hidden from %s are permuted: %v, %v", x, p, eg, eh)
		}
	}
	if g.Hash() != before {
		return fmt.Errorf("a refused action (stale, random or naming a hidden card) changed the game")
	}
	if g.decision.kind == dReplace {
		// the answer does the action that met the choice again from the
		// state before it (replchoice.go): hidden cards permuted now would
		// rewrite that action's past, a game no player could be in (the
		// permuted hand may hold a card the action would have stopped for)
		return nil
	}
	linesH, err := propWindow(h, p, a, nil)
	if err != nil {
		return err
	}
	if !reflect.DeepEqual(linesG, linesH) {
		i := 0
		for i < len(linesG) && i < len(linesH) && linesG[i] == linesH[i] {
			i++
		}
		return fmt.Errorf("the events %s receives after %+v change when only cards hidden from %s are permuted, from line %d:\n%q\n%q", p, a, p, i, linesG[i:min(i+6, len(linesG))], linesH[i:min(i+6, len(linesH))])
	}
	if v, w := gw.View(p), h.View(p); !reflect.DeepEqual(v, w) {
		return fmt.Errorf("%s's View after %+v changes when only cards hidden from %s are permuted:\nbefore %+v\nafter  %+v", p, a, p, v, w)
	}
	return nil
}

// propWindow applies p's action a to x, then passes for the opponent while it
// has priority, and returns the events as p receives them: rendered for p,
// and as data (Event.Visible(p), the card ids included). The cards those
// events name (a card p looks at, say) are added to seen unless it is nil.
func propWindow(x *Game, p Player, a Action, seen map[CardID]bool) ([]string, error) {
	evs, err := x.Apply(a)
	if err != nil {
		return nil, fmt.Errorf("legal action %+v refused: %w", a, err)
	}
	var lines []string
	for {
		for _, e := range evs {
			v := e.Visible(p)
			lines = append(lines, x.Render(e, p), fmt.Sprintf("%+v", v))
			if seen != nil {
				for _, c := range []CardID{v.Card, v.Target} {
					if x.validCard(c) {
						seen[c] = true
					}
				}
			}
		}
		if x.Over() || x.Decider() == p || x.decision.kind != dPriority {
			return lines, nil
		}
		if evs, err = x.Apply(Action{Kind: APass}); err != nil {
			return nil, fmt.Errorf("a pass refused: %w", err)
		}
	}
}

// propSeen lists the cards p can see in x now (its View).
func propSeen(x *Game, p Player) map[CardID]bool {
	shown := make([]bool, len(x.cards))
	x.markShown(p, shown)
	return propMarked(shown, map[CardID]bool{})
}

// propReferenced adds to seen the cards the unresolved and waiting effects
// name by id (markNamed).
func propReferenced(g *Game, seen map[CardID]bool) {
	named := make([]bool, len(g.cards))
	g.markNamed(named)
	propMarked(named, seen)
}

// propMarked adds the marked cards to seen and returns it.
func propMarked(marked []bool, seen map[CardID]bool) map[CardID]bool {
	for c, ok := range marked {
		if ok {
			seen[CardID(c)] = true
		}
	}
	return seen
}

// propPermuteHidden returns a copy of g in which the cards hidden from p
// trade places at random, each owner's among that owner's hidden places,
// and then trade identities (definitions) at random: keep's cards take no
// part; place's stay where they are, and so do the cards the resolving
// effect pulled out of places hidden from p (GW adv. "拔出"), but their
// identities are traded with the others'.
func propPermuteHidden(g *Game, p Player, r *rand.Rand, keep, place map[CardID]bool) *Game {
	h := g.Clone()
	for q := Player(0); q < 2; q++ {
		lists := [][]CardID{h.pl[q].nation, h.pl[q].discard}
		if q != p {
			lists = append(lists, h.pl[q].hand)
		}
		var slots []*CardID
		var fixed []CardID
		for _, l := range lists {
			for i, c := range l {
				switch {
				case keep[c]:
				case place[c]:
					fixed = append(fixed, c)
				default:
					slots = append(slots, &l[i])
				}
			}
		}
		if g.exec != nil {
			for _, pc := range g.exec.pulled {
				if c := pc.c; pc.hid[p] && !keep[c] && g.cards[c].zone == ZNone && g.cards[c].owner == q {
					fixed = append(fixed, c)
				}
			}
		}
		old := make([]CardID, len(slots))
		for i, s := range slots {
			old[i] = *s
		}
		moved := append([]CardID(nil), old...)
		r.Shuffle(len(moved), func(i, j int) { moved[i], moved[j] = moved[j], moved[i] })
		defs := make([]*card.Def, 0, len(moved)+len(fixed))
		for _, c := range append(moved, fixed...) {
			defs = append(defs, g.cards[c].def)
		}
		r.Shuffle(len(defs), func(i, j int) { defs[i], defs[j] = defs[j], defs[i] })
		for i, s := range slots {
			st := g.cards[old[i]] // the place's state (zone, timestamp)
			st.def = defs[i]
			h.cards[moved[i]] = st
			*s = moved[i]
		}
		for i, c := range fixed {
			h.cards[c].def = defs[len(slots)+i]
		}
	}
	return h
}

// propLeakTries returns actions p might send that the leak test checks are
// refused alike: each kind naming a card hidden from p, random fields, and
// stale actions.
func propLeakTries(g *Game, p Player, stale []Action, r *rand.Rand) []Action {
	var hidden []CardID
	for q := Player(0); q < 2; q++ {
		hidden = append(hidden, g.pl[q].nation...)
		hidden = append(hidden, g.pl[q].discard...)
	}
	hidden = append(hidden, g.pl[p.Opp()].hand...)
	if g.exec != nil {
		for _, pc := range g.exec.pulled {
			if pc.hid[p] && g.cards[pc.c].zone == ZNone {
				hidden = append(hidden, pc.c) // GW adv. "拔出": out of a hidden place
			}
		}
	}
	var out []Action
	if len(hidden) > 0 {
		c := hidden[r.IntN(len(hidden))]
		k := []ActionKind{APlay, AUse, ATarget, AChoose, ASortie, ADiscard, AVariable}[r.IntN(7)]
		out = append(out, Action{Kind: k, Card: c}, Action{Kind: AChange, Card: c, N: int16(hidden[r.IntN(len(hidden))])})
	}
	out = append(out, propRandomAction(r, g.NumCards()))
	if len(stale) > 0 {
		out = append(out, stale[r.IntN(len(stale))])
	}
	return out
}

// propRandomAction is an action with random fields, in and out of range.
func propRandomAction(r *rand.Rand, n int) Action {
	return Action{Kind: ActionKind(r.IntN(int(ASortieUndo) + 3)), Card: CardID(r.IntN(n+6) - 3),
		Index: int16(r.IntN(80) - 40), Area: Area(r.IntN(6) - 1), N: int16(r.IntN(n+6) - 3)}
}

func propIsLegal(legal []Action, a Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}
