// Targets changed or chosen other than by the player's free choice: an
// effect that changes another effect's single target (Rise 706.2), and
// targets chosen at random (Rise 706.5).

package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// opChangeTarget changes the single target of the newest effect on the cut
// of each object (Rise 706.2). GW fixes targets once chosen (GW adv.
// "指定对象的时机": 一旦决定了对象，就不能在中途进行改变); a text that says
// otherwise wins (GW adv. "基本规则与内文的优先顺序"). Only an effect that
// can choose one card alone has a single target (GW adv. "以1张卡片为目标的效果"),
// and none in 【】 changes (GW adv. "【】"). The new target is legal from the
// view of that effect's player (Rise 706.2: its "enemy" stays its enemy);
// with none, the target stays. The new target is checked again when the
// effect resolves (GW adv. "对象的丧失").
func opChangeTarget(g *Game, f *frame, s *card.Step) opResult {
	objs, _ := g.objects(f, s.What)
	if !f.wait {
		f.idx, f.failed = 0, false
	}
	for ; int(f.idx) < len(objs); f.idx++ {
		i := g.retargetable(objs[f.idx])
		if i < 0 {
			f.failed = true
			continue
		}
		it := &g.cut[i]
		if f.wait {
			f.wait, f.picked = false, nil
			g.setTarget(it, f.ans, f.item.src)
			continue
		}
		cards, nation := g.otherTargets(it)
		who := f.item.ctrl
		if s.Who == card.Enemy {
			who = who.Opp()
		}
		ways := len(cards)
		if nation >= 0 {
			ways++
		}
		switch ways {
		case 0:
			// Rise 706.2: no other legal target: the target does not change
			g.emit(Event{Kind: EvNote, Player: it.ctrl, Card: it.src, Text: "no other legal target: its target stays (Rise 706.2)"})
			f.failed = true
		case 1:
			a := Action{Kind: AChoose, Card: None, N: int16(nation)}
			if len(cards) == 1 {
				a = Action{Kind: AChoose, Card: cards[0]}
			}
			g.setTarget(it, a, f.item.src)
		default:
			d := decision{kind: dEffect, ek: ekChoose, player: who, cands: cards, min: 1, max: 1,
				options: []string{"choose the new target of " + g.cardName(it.src)}}
			if nation >= 0 {
				d.nations = []Player{Player(nation)}
			}
			f.wait = true
			g.ask(d)
			return opWait
		}
	}
	return result(len(objs) > 0 && !f.failed)
}

// retargetable is the index on the cut of the newest effect of card c
// whose target may change (Rise 706.2), or -1: one with a single target,
// not in 【】.
func (g *Game) retargetable(c CardID) int {
	for i := len(g.cut) - 1; i >= 0; i-- {
		it := &g.cut[i]
		if it.src != c || it.kind == iDiscard || it.kind == iWaiting {
			continue
		}
		t := it.text
		if it.bracketed() || t == nil || len(t.Targets) != 1 || len(it.vars) != 1 ||
			t.Targets[0].CountOf != nil || targetCount(t.Targets[0]) != 1 {
			return -1
		}
		return i
	}
	return -1
}

// otherTargets lists the legal targets of effect it other than the one it
// has: the cards, and the Nation (or -1), judged as its own player would
// choose them (Rise 706.2).
func (g *Game) otherTargets(it *cutItem) ([]CardID, int8) {
	t := it.text.Targets[0]
	cx := ctx{src: it.src, ctrl: it.ctrl, item: it}
	var out []CardID
	var buf [16]CardID // most targets have few candidates: on the stack
	for _, c := range g.targetCandidates(buf[:0], t, cx) {
		if !it.targets(c) {
			out = append(out, c)
		}
	}
	nation := int8(-1)
	if t.Nation && !it.vars[0].nationSet() {
		nation = int8(it.ctrl.Opp())
	}
	return out, nation
}

// setTarget makes the answer a (a card, or a Nation) the single target of
// effect it, changed by the effect of card by (Rise 706.2), and moves the
// watch of its while to the new target (Rise 714.3b).
func (g *Game) setTarget(it *cutItem, a Action, by CardID) {
	v := tvar{nation: -1}
	what := ""
	if a.Card == None {
		v.nation = int8(a.N)
		what = Player(a.N).String() + "'s Nation"
	} else {
		v.cards = []CardID{a.Card}
		what = g.cardName(a.Card)
	}
	it.vars[0] = v
	g.emit(Event{Kind: EvNote, Player: it.ctrl, Card: it.src, Target: by,
		Text: fmt.Sprintf("its target is changed to %s (Rise 706.2)", what)})
	if w := it.text.While; w != nil && w.Of.Kind == card.RefTarget {
		// Rise 714.3b: the card its "as long as" names is its target: the
		// new one is watched from now (it was not the target before), the
		// old one no longer (a Nation: none is, armWatch)
		it.w = watch{}
		g.armWatch(it)
	}
}

// randomTarget answers the plan's next target choice when its text
// chooses it at random (Rise 706.5): among the legal choices, those the
// player could make (a text's targets fit together: GW adv. "使用与对象"), one
// is taken by the game's seeded generator. It reports whether it did.
func (g *Game) randomTarget() bool {
	pl := g.play
	if pl.text == nil || pl.needX && !pl.xDone {
		return false
	}
	i := len(pl.vars)
	if g.varIncomplete(pl) {
		i--
	}
	if i >= len(pl.text.Targets) || !pl.text.Targets[i].Random {
		return false
	}
	var as []Action
	g.planActions(func(a Action) bool {
		as = append(as, a)
		return true
	})
	if len(as) == 0 {
		return false
	}
	g.answerPlan(as[int(g.rng.Uint64()%uint64(len(as)))])
	return true
}
