package scenario

import (
	"fmt"
	"strings"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

func (r *run) action(p engine.Player, a *action) error {
	switch a.verb {
	case "sortie":
		return r.sortie(p, a)
	}
	if err := r.settle(p); err != nil {
		return err
	}
	switch a.verb {
	case "keep", "redeal":
		if err := r.need(p, "redeal"); err != nil {
			return err
		}
		k := engine.AKeep
		if a.verb == "redeal" {
			k = []engine.ActionKind{engine.ARedealA, engine.ARedealB}[a.n]
		}
		return r.apply(engine.Action{Kind: k})
	case "pass":
		if err := r.need(p, "priority"); err != nil {
			return err
		}
		return r.apply(engine.Action{Kind: engine.APass})
	case "play":
		if err := r.need(p, "priority"); err != nil {
			return err
		}
		c, err := r.handCard(p, a.card)
		if err != nil {
			return err
		}
		idx := 0
		if a.mode > 0 {
			idx = a.mode - 1
		}
		act := engine.Action{Kind: engine.APlay, Card: c, Index: int16(idx)}
		if a.alt {
			act.N = 1
		}
		if err := r.apply(act); err != nil {
			return err
		}
		return r.plan(p, a)
	case "use":
		if err := r.need(p, "priority"); err != nil {
			return err
		}
		c, err := r.fieldCard(a.card)
		if err != nil {
			return err
		}
		idx, err := r.textIndex(p, c, a)
		if err != nil {
			return err
		}
		if err := r.apply(engine.Action{Kind: engine.AUse, Card: c, Index: int16(idx)}); err != nil {
			return err
		}
		return r.plan(p, a)
	case "variable":
		if err := r.need(p, "priority"); err != nil {
			return err
		}
		c, err := r.handCard(p, a.card)
		if err != nil {
			return err
		}
		return r.apply(engine.Action{Kind: engine.AVariable, Card: c})
	case "change":
		if err := r.need(p, "priority"); err != nil {
			return err
		}
		h, err := r.handCard(p, a.card)
		if err != nil {
			return err
		}
		u, err := r.fieldCard(a.refs[0])
		if err != nil {
			return err
		}
		return r.apply(engine.Action{Kind: engine.AChange, Card: h, N: int16(u)})
	case "target", "x":
		if a.verb == "x" && !r.g.Over() && r.g.Decider() == p && r.g.DecisionKind() == "loop" {
			// the count of a loop of optional actions (Rise 803.2)
			return r.apply(engine.Action{Kind: engine.AChooseX, N: int16(a.n)})
		}
		if err := r.need(p, "plan"); err != nil {
			return err
		}
		b := &action{targets: a.refs, x: a.n}
		if a.verb == "target" {
			b.x = -1
		}
		return r.plan(p, b)
	case "order":
		for i, rf := range a.refs {
			// with one effect left, the engine places it without asking: the
			// last name may be that effect, now on the cut
			if i == len(a.refs)-1 && i > 0 && !r.g.Over() && r.g.DecisionKind() != "order" {
				if cut := r.g.CutEffects(); len(cut) > 0 && r.matches(cut[len(cut)-1].Card, rf) {
					break
				}
			}
			if err := r.need(p, "order"); err != nil {
				return err
			}
			idx := -1
			var names []string
			for i, e := range r.g.PendingEffects() {
				names = append(names, r.name(e.Card))
				if r.matches(e.Card, rf) && idx < 0 {
					idx = i
				}
			}
			if idx < 0 {
				return failf("no effect of %s is waiting to be ordered (waiting: %s)", rf.text, strings.Join(names, ", "))
			}
			if err := r.apply(engine.Action{Kind: engine.AOrder, Index: int16(idx)}); err != nil {
				return err
			}
		}
		return nil
	case "choose":
		if err := r.need(p, "effect"); err != nil {
			return err
		}
		for _, rf := range a.refs {
			if err := r.need(p, "effect"); err != nil {
				return err
			}
			act, err := r.pick(rf, engine.AChoose)
			if err != nil {
				return err
			}
			if err := r.apply(act); err != nil {
				return err
			}
		}
		if !r.g.Over() && r.g.Decider() == p && r.g.DecisionKind() == "effect" {
			for _, l := range r.g.Legal() {
				if l.Kind == engine.AChooseDone {
					return r.apply(l)
				}
			}
			if len(a.refs) == 0 {
				// choose none when none is no answer: the engine refuses it
				return r.apply(engine.Action{Kind: engine.AChooseDone})
			}
		}
		return nil
	case "replace":
		if err := r.need(p, "replace"); err != nil {
			return err
		}
		if len(a.refs) == 0 {
			return r.apply(engine.Action{Kind: engine.AReplace, Index: int16(a.n - 1)})
		}
		ask := r.g.View(p).Ask
		var names []string
		for i, c := range ask.Sources {
			if r.matches(c, a.refs[0]) {
				return r.apply(engine.Action{Kind: engine.AReplace, Index: int16(i)})
			}
			names = append(names, r.name(c))
		}
		return failf("no replacement effect of %s is offered (offered: %s)", a.refs[0].text, strings.Join(names, ", "))
	case "option":
		if err := r.need(p, "effect"); err != nil {
			return err
		}
		return r.apply(engine.Action{Kind: engine.AOption, Index: int16(a.n - 1)})
	case "yes", "no":
		if err := r.need(p, "effect"); err != nil {
			return err
		}
		k := engine.AYes
		if a.verb == "no" {
			k = engine.ANo
		}
		return r.apply(engine.Action{Kind: k})
	case "discard":
		if err := r.need(p, "hand-size", "effect"); err != nil {
			return err
		}
		kind := engine.ADiscard
		if r.g.DecisionKind() == "effect" {
			kind = engine.AChoose
		}
		for _, rf := range a.refs {
			if err := r.need(p, "hand-size", "effect"); err != nil {
				return err
			}
			act, err := r.pick(rf, kind)
			if err != nil {
				return err
			}
			if err := r.apply(act); err != nil {
				return err
			}
		}
		return nil
	}
	return failf("unknown action %q", a.verb)
}

// plan answers the choices of a play or use being declared: X, targets (in
// the text's order, then the card to set it on), additional costs.
func (r *run) plan(p engine.Player, a *action) error {
	targets := a.targets
	on := a.on
	extra := a.extra
	extraAt := a.extraAt
	x := a.x
	for i := 0; i < 64 && !r.g.Over() && r.g.Decider() == p && r.g.DecisionKind() == "plan"; i++ {
		l := r.g.Legal()
		if len(l) == 0 {
			return failf("%s: no legal answer", r.g.DecisionText())
		}
		var act engine.Action
		var err error
		switch l[0].Kind {
		case engine.AChooseX:
			if x < 0 {
				return failf("%s: write x N (legal: %s)", r.g.DecisionText(), r.legalText(l))
			}
			act = engine.Action{Kind: engine.AChooseX, N: int16(x)}
			x = -1
		case engine.ATarget:
			var t ref
			switch {
			case len(targets) > 0:
				t, targets = targets[0], targets[1:]
			case on != nil:
				t, on = *on, nil
			default:
				return failf("%s: name it with target ... (or on ... for the card to set it on); legal: %s", r.g.DecisionText(), r.legalText(l))
			}
			if act, err = r.pick(t, engine.ATarget); err != nil {
				return err
			}
		case engine.AChoose:
			if len(extra) == 0 {
				return failf("%s: name the cards with discarding ...; legal: %s", r.g.DecisionText(), r.legalText(l))
			}
			var t ref
			t, extra = extra[0], extra[1:]
			if act, err = r.pick(t, engine.AChoose); err != nil {
				return err
			}
			if len(extraAt) > 0 {
				// moving: top (Index 0) or bottom (Index 1)
				act.Index, extraAt = extraAt[0], extraAt[1:]
			}
		default:
			return failf("unexpected question %s", r.g.DecisionText())
		}
		if err := r.apply(act); err != nil {
			return err
		}
	}
	switch {
	case len(targets) > 0:
		return failf("more targets than asked for: %s is left over", refsText(targets))
	case x >= 0:
		return failf("x %d given but no X was asked for", x)
	case on != nil:
		return failf("on %s given but no card to set it on was asked for", on.text)
	case len(extra) > 0:
		return failf("discarding %s given but no additional cost was asked for", refsText(extra))
	}
	return nil
}

// pick maps a reference to the legal action of kind k that names its card
// (or Nation). A label is tried even when it is not legal, so that the
// engine says why.
func (r *run) pick(rf ref, k engine.ActionKind) (engine.Action, error) {
	l := r.g.Legal()
	if rf.nation >= 0 {
		return engine.Action{Kind: k, Card: engine.None, N: int16(rf.nation)}, nil
	}
	if rf.label >= 0 {
		c := engine.CardID(rf.label)
		a := engine.Action{Kind: k, Card: c}
		for _, x := range l {
			if x.Kind == k && x.Card == c {
				return x, nil
			}
		}
		return a, nil // not legal: the engine says why
	}
	var hits []engine.Action
	for _, x := range l {
		if x.Kind == k && x.Card != engine.None && r.matches(x.Card, rf) {
			hits = append(hits, x)
		}
	}
	switch len(hits) {
	case 0:
		return engine.Action{}, failf("no %s is a legal answer to %q (legal: %s)", rf.text, r.g.DecisionText(), r.legalText(l))
	case 1:
		return hits[0], nil
	}
	// the same card definition several times (a hand of two ザク): any one
	// does; several different cards of that name: ambiguous
	for _, h := range hits[1:] {
		if r.g.CardInfo(h.Card).Def != r.g.CardInfo(hits[0].Card).Def || r.g.CardInfo(h.Card).Zone != r.g.CardInfo(hits[0].Card).Zone {
			return engine.Action{}, failf("%q names several cards (%s): use a label", rf.text, r.legalText(hits))
		}
	}
	return hits[0], nil
}

func (r *run) legalText(l []engine.Action) string {
	var ws []string
	for _, a := range l {
		ws = append(ws, r.actionText(a))
	}
	if len(ws) == 0 {
		return "none"
	}
	return strings.Join(ws, "; ")
}

// actionText describes a with labels where the cards have them.
func (r *run) actionText(a engine.Action) string {
	switch a.Kind {
	case engine.ATarget, engine.AChoose, engine.ADiscard, engine.ASortie:
		if a.Card == engine.None {
			return fmt.Sprintf("p%d-nation", a.N+1)
		}
		s := r.name(a.Card)
		if a.Kind == engine.ASortie {
			s += " to " + a.Area.String()
		}
		return s
	case engine.AChooseX:
		return fmt.Sprintf("x %d", a.N)
	case engine.AUse:
		return fmt.Sprintf("use %s text %d", r.name(a.Card), a.Index+1)
	case engine.APlay:
		if a.N == 1 {
			return "play " + r.name(a.Card) + " alternative"
		}
		return "play " + r.name(a.Card)
	}
	return r.g.Describe(a)
}

// handCard finds the card to play: a label, or the first card of that name
// in p's hand or hangar.
func (r *run) handCard(p engine.Player, rf ref) (engine.CardID, error) {
	if rf.label >= 0 {
		return engine.CardID(rf.label), nil
	}
	for _, z := range []engine.Zone{engine.ZHand, engine.ZHangar} {
		for _, c := range r.g.ZoneCards(p, z) {
			if r.matches(c, rf) {
				return c, nil
			}
		}
	}
	return engine.None, failf("%s has no %s in hand or hangar (hand: %s)", pname(p), rf.text, r.listText(r.g.ZoneCards(p, engine.ZHand)))
}

// fieldCard finds a card on the field: a label, or the only card of that name.
func (r *run) fieldCard(rf ref) (engine.CardID, error) {
	if rf.label >= 0 {
		return engine.CardID(rf.label), nil
	}
	var hits []engine.CardID
	for i := 0; i < r.g.NumCards(); i++ {
		c := engine.CardID(i)
		if r.g.CardInfo(c).Zone.OnField() && r.matches(c, rf) {
			hits = append(hits, c)
		}
	}
	switch len(hits) {
	case 0:
		return engine.None, failf("no %s on the field", rf.text)
	case 1:
		return hits[0], nil
	}
	return engine.None, failf("%q names several cards on the field (%s): use a label", rf.text, r.listText(hits))
}

// textIndex finds the text to use: text N, a keyword, or the only text of c
// that p may use now.
func (r *run) textIndex(p engine.Player, c engine.CardID, a *action) (int, error) {
	ts := r.g.CardTexts(c)
	if a.text > 0 {
		return a.text - 1, nil
	}
	if a.keyword != "" {
		k := keywordKind(a.keyword)
		for _, t := range ts {
			if t.Keyword == k {
				return t.Index, nil
			}
		}
		if keywordPrinted(r.g, c, k) {
			// printed but not had now (its texts are negated): the engine
			// refuses the use of a text the card does not have
			return len(ts), nil
		}
		return 0, failf("%s has no %s text", r.name(c), a.keyword)
	}
	var legal []int
	for _, l := range r.g.Legal() {
		if l.Kind == engine.AUse && l.Card == c {
			legal = append(legal, int(l.Index))
		}
	}
	switch {
	case len(legal) == 1:
		return legal[0], nil
	case len(legal) > 1:
		var ws []string
		for _, i := range legal {
			ws = append(ws, fmt.Sprintf("text %d: %s", i+1, ts[i].Summary))
		}
		return 0, failf("%s has several texts it may use now: write text N (%s)", r.name(c), strings.Join(ws, "; "))
	}
	for _, t := range ts {
		if t.Used {
			return t.Index, nil // not legal now: the engine says why
		}
	}
	return 0, failf("%s has no text to use", r.name(c))
}

// keywordPrinted reports whether card c's card has keyword k printed.
func keywordPrinted(g *engine.Game, c engine.CardID, k card.KeywordKind) bool {
	_, ok := g.CardInfo(c).Def.HasKeyword(k)
	return ok
}
