package engine

import (
	"fmt"
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// The primitives that ask players or steer the rest of an effect: choose,
// either, pay, may, if, at (GW adv. "此时", "待机中的效果").

// opChoose asks Who ("self" or "enemy") to choose N cards matching Filter
// (or from the objects of What); the result is "chosen". Optional allows 0.
func opChoose(g *Game, f *frame, s *card.Step) opResult {
	if s.Blind {
		return opChooseBlind(g, f, s) // GW adv. "非人为地～" (blind.go)
	}
	if f.wait {
		f.chosen = clone(f.picked)
		f.nation = -1
		if f.ans.Kind == AChoose && f.ans.Card == None {
			f.nation = int8(f.ans.N)
		}
		f.picked = nil
		g.nameChosen(f, s)
		return result(len(f.chosen) > 0 || f.nation >= 0 || s.Optional)
	}
	cx := g.fctx(f)
	var cands []CardID
	if s.Filter != nil {
		cands = g.candidates(nil, s.Filter, cx)
	} else {
		cands, _ = g.objects(f, s.What)
	}
	n := g.amount(f, s, None)
	if n == 0 {
		n = 1
	}
	who := f.item.ctrl
	if s.Who == card.Enemy {
		who = who.Opp()
	}
	// a player chooses among the cards it can see (GW basic "手牌": 无法看见
	// 对方的手牌内容); a hidden place is looked at first (opSearch)
	// (cands may be an effect's own list of objects: filtered in a copy)
	hidden := func(c CardID) bool { return g.hiddenFrom(c, who) }
	if slices.ContainsFunc(cands, hidden) {
		cands = slices.DeleteFunc(slices.Clone(cands), hidden)
	}
	// a choice among the cards of a place the other player cannot see (a
	// hand) is asked even when nothing or one way is left: that the chooser
	// stops to choose must not tell the other player what the place holds
	secret := looksInHidden(s)
	if len(cands) == 0 && !secret {
		f.chosen = nil
		g.nameChosen(f, s)
		return result(s.Optional)
	}
	least := n
	switch {
	case s.Optional:
		least = 0
	case !s.Min.IsZero():
		least = g.num(&s.Min, cx)
	}
	// a set group gives one card at most (GW adv. "配置组中卡片的指定")
	least = min(least, g.groupCount(cands))
	if least == len(cands) && n >= len(cands) && !secret {
		f.chosen = cands // no choice is left
		g.nameChosen(f, s)
		return opDone
	}
	f.wait = true
	f.picked = nil
	g.ask(decision{kind: dEffect, ek: ekChoose, player: who, cands: cands, min: int8(least), max: int8(min(n, len(cands))), options: []string{"choose for " + g.cardName(f.item.src)}})
	return opWait
}

// looksInHidden reports whether choose step s chooses by hand among the
// cards of a place some player cannot see (a hand, a Nation, a Discard
// Pile): whether it finds any is not for every player to know (GW basic
// "手牌": 无法看见对方的手牌内容).
func looksInHidden(s *card.Step) bool {
	return !s.Blind && s.Filter != nil && s.Filter.Zones&(card.InHand|card.InNation|card.InDiscardPile) != 0
}

// groupPicked reports whether field card c is in the set group of a card
// already picked: one choice of several cards may not take both a set card
// and the card it is set on (GW adv. "配置组中卡片的指定").
func (g *Game) groupPicked(picked []CardID, c CardID) bool {
	if !g.cards[c].zone.OnField() {
		return false
	}
	for _, p := range picked {
		if g.cards[p].zone.OnField() && g.groupOf(p) == g.groupOf(c) {
			return true
		}
	}
	return false
}

// groupCount is how many cards of cs one choice can take: each set group
// on the field counts once.
func (g *Game) groupCount(cs []CardID) int {
	n := 0
	for i, c := range cs {
		if !g.groupPicked(cs[:i], c) {
			n++
		}
	}
	return n
}

// nameChosen gives the chosen cards the step's name (card.Step.As), for
// the later steps that name them.
func (g *Game) nameChosen(f *frame, s *card.Step) {
	if s.As == 0 {
		return
	}
	for len(f.named) < int(s.As) {
		f.named = append(f.named, nil)
	}
	f.named[s.As-1] = clone(f.chosen)
}

// opEither lets the effect's player choose one of Options that can be done
// (「または」): only those are offered, in their printed order (f.opts holds
// the index of each offered option); when none can be done, all are. An
// option that starts by choosing cards matching a filter cannot be done when
// no card matches; but when it chooses by hand in a hand, a Nation or a
// Discard Pile (looksInHidden), whether one matches is hidden from a player,
// and which options are offered would tell it: such an option is offered
// whatever the place holds, and, chosen, does what it can (Rise 712.3: 如果
// 影响的某些部分无法执行，则尽可能执行能够执行的部分; its choice is asked
// even with nothing to choose, opChoose).
func opEither(g *Game, f *frame, s *card.Step) opResult {
	if f.wait {
		f.blocks = append(f.blocks, block{steps: s.Options[f.opts[f.ans.Index]]})
		return opPushed
	}
	f.opts = f.opts[:0]
	var buf [16]CardID // most filters match few cards: on the stack
	for i, o := range s.Options {
		if len(o) > 0 && o[0].Op == card.OpChoose && o[0].Filter != nil && !looksInHidden(&o[0]) && len(g.candidates(buf[:0], o[0].Filter, g.fctx(f))) == 0 {
			continue
		}
		f.opts = append(f.opts, int8(i))
	}
	if len(f.opts) == 1 {
		f.blocks = append(f.blocks, block{steps: s.Options[f.opts[0]]})
		return opPushed
	}
	if len(f.opts) == 0 {
		for i := range s.Options {
			f.opts = append(f.opts, int8(i))
		}
	}
	f.wait = true
	g.ask(decision{kind: dEffect, ek: ekOption, player: f.item.ctrl, nOpt: int8(len(f.opts)), options: []string{"choose an option for " + g.cardName(f.item.src)}})
	return opWait
}

// opPay asks the effect's player whether to pay N resource (moving cards from
// the Nation to the Discard Pile); Steps run if paid, Else if not.
func opPay(g *Game, f *frame, s *card.Step) opResult {
	p := f.item.ctrl
	n := g.amount(f, s, None)
	if f.wait {
		if f.ans.Kind == AYes && len(g.pl[p].nation) >= n {
			g.nationToDiscard(p, n)
			g.emit(Event{Kind: EvPayResource, Player: p, Card: f.item.src, N: int16(n)})
			if len(s.Steps) > 0 {
				f.blocks = append(f.blocks, block{steps: s.Steps})
				return opPushed
			}
			return opDone
		}
		if len(s.Else) > 0 {
			f.blocks = append(f.blocks, block{steps: s.Else})
			return opPushed
		}
		return opFailed
	}
	if len(g.pl[p].nation) < n {
		f.wait = true
		f.ans = Action{Kind: ANo}
		return opPay(g, f, s)
	}
	f.wait = true
	g.ask(decision{kind: dEffect, ek: ekYesNo, player: p, options: []string{fmt.Sprintf("pay (%d) for %s?", n, g.cardName(f.item.src))}})
	return opWait
}

// opMay asks whether to do an optional part (「～できる」).
func opMay(g *Game, f *frame, s *card.Step) opResult {
	if f.wait {
		if f.ans.Kind == AYes {
			f.blocks = append(f.blocks, block{steps: s.Steps})
			return opPushed
		}
		return opFailed
	}
	f.wait = true
	g.ask(decision{kind: dEffect, ek: ekYesNo, player: f.item.ctrl, options: []string{"use the optional effect of " + g.cardName(f.item.src) + "?"}})
	return opWait
}

func opIf(g *Game, f *frame, s *card.Step) opResult {
	steps := s.Else
	if g.conds(s.If, g.fctx(f)) {
		steps = s.Steps
	}
	if len(steps) == 0 {
		return opFailed
	}
	f.blocks = append(f.blocks, block{steps: steps})
	return opPushed
}

// opAt creates a waiting effect that runs Steps at Event this turn
// (GW adv. "待机中的效果"; "效果有效的过程中": it ends with the turn).
func opAt(g *Game, f *frame, s *card.Step) opResult {
	if s.Once {
		// この効果は重複しない: one waiting effect of this text at a time
		for _, w := range g.waiting {
			if w.event == s.Event && w.item.from == f.item.from && len(w.item.steps) == len(s.Steps) {
				return opDone
			}
		}
	}
	it := f.item.clone()
	it.named = cloneNamed(f.named) // 「指定したカード」: what the text named before
	it.namedTS = make([][]int32, len(it.named))
	for i, cs := range it.named {
		for _, c := range cs {
			it.namedTS[i] = append(it.namedTS[i], g.cards[c].ts)
		}
	}
	it.steps = s.Steps
	it.text = nil
	g.waiting = append(g.waiting, waitingEffect{event: s.Event, item: it})
	return opDone
}

// answerEffect records a player's answer to an effect's question.
func (g *Game) answerEffect(d decision, a Action) {
	f := g.exec
	switch a.Kind {
	case AChoose:
		if a.Card == None {
			f.ans = a
			return
		}
		f.picked = append(f.picked, a.Card)
		if len(f.picked) < int(d.max) {
			d.picked = clone(f.picked)
			g.ask(d)
			return
		}
	case AChooseDone:
	default:
		f.ans = a
	}
	if a.Kind == AChoose || a.Kind == AChooseDone {
		f.ans = a
	}
}
