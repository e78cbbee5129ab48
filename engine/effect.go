package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// frame is an effect being resolved: its item and where it is in its steps.
// It is plain data, so a game can be cloned in the middle of a resolution
// that waits for a player's choice.
type frame struct {
	item   cutItem
	blocks []block
	lastOK bool
	chosen []CardID
	nation int8 // a chosen Nation, or -1
	wait   bool
	ans    Action
	picked []CardID
	idx    int16        // a step over several objects that asks: the object it is at
	failed bool         // that step failed for some object
	empty  bool         // a search of a hidden place asks with no card found (search.go opSearch)
	opts   []int8       // the values of the options offered (a move's battle areas)
	named  [][]CardID   // the cards choose steps named (card.Step.As)
	evPick bool         // the player is choosing the event's squad (pickEventSquad)
	pulled []pulledCard // the cards pull-out steps took out of their places (pull.go)
	stepTS int32        // the game's last stamp when the current step began (orderEntered)
}

type block struct {
	steps []card.Step
	pc    int
	// until: the repeat-until step whose steps these are: at their end they
	// run again while its conditions fail (Rise 713.2); passes counts them
	until  *card.Step
	passes int16
}

func (f *frame) clone() *frame {
	c := *f
	c.item = f.item.clone()
	c.blocks = append([]block(nil), f.blocks...)
	c.chosen = clone(f.chosen)
	c.picked = clone(f.picked)
	c.opts = append([]int8(nil), f.opts...)
	c.named = cloneNamed(f.named)
	c.pulled = slices.Clone(f.pulled)
	return &c
}

// startExec begins resolving an effect (GW adv. "效果的触发与解决", "效果的解决"; Rise
// 709.2: its targets checked first, Rise 709.2a). Its source is the card
// that created it (Rise 712.5). A resolving effect creates the effects of
// its steps (Rise 712.2), one-shot (Rise 713.1) or continuous (Rise 714.1),
// each step with its own duration (Rise 709.2e, 714.3c).
func (g *Game) startExec(it cutItem) {
	g.giveID(&it)
	switch it.kind {
	case iDiscard:
		g.resolveDiscard(it)
		g.afterResolution()
		return
	case iPlay:
		if it.text == nil {
			g.resolvePermanent(it)
			g.afterResolution()
			return
		}
	}
	if it.kind == iText {
		it.x = g.keywordX(it.src, it.text, it.x) // its value when the effect starts to resolve
	}
	cx := ctx{src: it.src, ctrl: it.ctrl, item: &it}
	t := it.text
	steps := it.steps
	if it.lost {
		// GW adv. "大气圈突入": an effect whose target entered the atmosphere
		// lost its target and fails.
		g.failItem(it, "its target left the space area by 大気圏突入 (GW adv. \"大气圈突入\")")
		return
	}
	if t != nil && steps == nil {
		steps = t.Steps
		// GW adv. "对象的丧失", "以复数的卡片为对象的效果": a lost target fails the whole effect.
		for i, spec := range t.Targets {
			if i >= len(it.vars) {
				break
			}
			for _, c := range it.vars[i].cards {
				// GW adv. "「不能成为对象」的效果": a target that cannot be one any more fails it
				if !g.targetable(c, &spec, cx) {
					what := g.cardName(c)
					if g.hiddenFrom(c, 0) || g.hiddenFrom(c, 1) {
						what = "(a card in a hidden place now)" // the log tells no player what it cannot see
					}
					g.failItem(it, "its target "+what+" is no longer a legal target")
					return
				}
			}
		}
		// GW adv. "指定了特殊条件的效果": a condition unmet on resolution fails it.
		if !g.conds(t.If, cx) {
			g.failItem(it, "its condition is no longer met")
			return
		}
		if !it.srcNew && g.resolveLimitReached(it.src, t, cx) {
			g.failItem(it, "its effect already resolved as many times this turn as it may")
			return
		}
		// GW adv. "「不重复」的效果": past its limit an effect that does not stack does nothing
		if !g.ncApplies(&it) {
			g.failItem(it, "an effect of the same name that does not stack (重複しない) already applied")
			return
		}
	}
	f := g.newFrame()
	*f = frame{item: it, blocks: append(f.blocks[:0], block{steps: steps}), lastOK: true, nation: -1, named: g.stillNamed(&it)}
	g.exec = f
}

// newFrame returns memory for an effect starting to resolve: the game's
// memory of the last one, done (stepExec drops it and reads it no more),
// when no effect is resolving; new memory otherwise.
func (g *Game) newFrame() *frame {
	if g.exec != nil || g.execMem == nil {
		g.execMem = new(frame)
	}
	return g.execMem
}

// stillNamed is the cards a waiting effect's text named that are still the
// same cards: one that changed places since is a new card (Rise 709.2a;
// GW adv. "废弃": 之前所承受的…效果，会全部成为无效).
func (g *Game) stillNamed(it *cutItem) [][]CardID {
	out := cloneNamed(it.named)
	for i := range out {
		kept := out[i][:0]
		for j, c := range out[i] {
			if i < len(it.namedTS) && j < len(it.namedTS[i]) && g.cards[c].ts != it.namedTS[i][j] {
				continue
			}
			kept = append(kept, c)
		}
		out[i] = kept
	}
	return out
}

func (g *Game) failItem(it cutItem, why string) {
	g.emit(Event{Kind: EvFail, Player: it.ctrl, Card: it.src, Text: why})
	if it.kind == iPlay {
		// GW adv. "效果解决的失败": the played card goes to its owner's Junkyard.
		g.cards[it.src].zone = ZNone
		g.putIn(it.src, ZJunkyard)
	}
	g.afterResolution()
}

// stepExec runs steps of the resolving effect, in the order of its text
// (Rise 712.3), until it ends or waits for a player's choice (Rise 709.2f).
func (g *Game) stepExec() {
	f := g.exec
	for len(f.blocks) > 0 {
		b := &f.blocks[len(f.blocks)-1]
		if b.pc >= len(b.steps) {
			if g.repeatAgain(f, b) {
				continue
			}
			f.blocks = f.blocks[:len(f.blocks)-1]
			continue
		}
		s := &b.steps[b.pc]
		if s.IfDone && !f.lastOK {
			// GW adv. "此时": the part after it applies only if the part before did
			// (Rise 709.2f: "if you do").
			b.pc++
			continue
		}
		if len(f.item.evSquads) > 1 && s.ReadsEventSquad() && !g.pickEventSquad(f) {
			return
		}
		op := opTable[s.Op]
		if !f.wait {
			// a step that asks goes on after the answer: the cards it put
			// onto the field before asking entered with those after (Rise 718.3)
			f.stepTS = g.ts
		}
		res := op(g, f, s)
		if !opMarks[s.Op] {
			g.invalidate() // an op may change any state: the next reads derive again
		}
		if res != opWait {
			g.orderEntered(f.stepTS) // Rise 718.3
		}
		g.checkWatches()
		if res == opWait {
			return
		}
		f.wait = false
		f.lastOK = res == opDone
		b = &f.blocks[len(f.blocks)-1]
		if res != opPushed {
			b.pc++
		} else {
			// the op pushed a block; the step that pushed it is done once it ends
			f.blocks[len(f.blocks)-2].pc++
		}
		if g.over {
			return
		}
	}
	g.unpulled(f) // GW adv. "拔出"
	it := f.item
	g.exec = nil
	g.endNext(it.id) // Rise 717.4
	if it.kind == iPlay {
		// GW basic "指令的使用": a resolved command goes to its owner's
		// Junkyard (Rise 709.2g), unless an effect sends it elsewhere
		// instead (Rise 716.1: 「ジャンクヤードに移る代わりに」)
		if to, ok := g.replaceMove(it.src, card.REvToJunkyard, it.ctrl); ok {
			g.relocate(it.src, to, it.ctrl, None)
		} else {
			g.cards[it.src].zone = ZNone
			g.putIn(it.src, ZJunkyard)
		}
	}
	if it.text != nil && it.text.ResolveLimit != nil && !it.srcNew {
		g.resolves = append(g.resolves, textUse{card: it.src, text: it.text.ID})
		g.stampReads(srUses) // the refusals kept that count resolutions go (refusals.go)
	}
	onCut := it.kind == iText && it.text != nil && it.text.From == card.InCut
	e := Event{Kind: EvResolve, Player: it.ctrl, Card: it.src}
	if onCut {
		e.M = 1 // the use of a text of a card being played, not the card's play
	}
	g.emit(e)
	g.afterResolution()
	if onCut && len(g.cut) == 0 && !g.resolving && !g.over {
		// GW adv. "自动B": used on a card being played, it resolved at
		// once and negated the last play on the cut: the cut is over
		g.endCut()
	}
}

// afterResolution runs the checks after every resolution: destroyed state and
// the win check (GW basic "游戏的胜利条件").
func (g *Game) afterResolution() {
	g.checkDestroyed()
	g.checkSetKinds()
	g.checkSquadKinds()
	g.vultureCheck()
	g.checkWin(false)
}

type opResult uint8

const (
	opDone   opResult = iota // the step was fully done
	opFailed                 // the step could not be (fully) done
	opWait                   // the step waits for a decision
	opPushed                 // the step pushed a block of steps
)

type opFunc func(g *Game, f *frame, s *card.Step) opResult

// opTable holds the engine's function for every effect primitive
// (filled in ops.go; TestEveryOpImplemented checks none is missing).
var opTable [card.NumOps]opFunc

// opMarks are the ops whose code marks every change it makes stale itself,
// so that stepExec need not mark every state stale after them: damage
// (touch(srHarm) where it is dealt, moveTops for a Nation's, destroy),
// roll (rollGroup), recover, draw and mill (moveTops), discard (the moves:
// offFieldMove, leaveField; a replacement's, moveCardTo; a protection's
// note, emit), pay (moveTops, a report), and the ops that ask or steer the
// rest of the effect, which change only the effect's own frame and the
// pending decision (choose: a blind choice's note, emit; either, may, if),
// and move: its moves mark each card they move (placeGroup, liftTo,
// putOnField, moveOff; a set card's, setOn, leaveSet, groupChanged; a
// place's order, toBottom; a set card moved to another unit, moveSetCard),
// the places off the field (offFieldMove, putInOf), the rolls (rollGroup)
// and an engagement it forms (joinSquad); a squad's new head changes a
// moved card, and the words reading the heads read other cards (not
// localEffect), so the derivation goes with that card's change.
var opMarks = [card.NumOps]bool{card.OpDamage: true, card.OpRoll: true, card.OpRecover: true, card.OpDraw: true, card.OpMill: true,
	card.OpDiscard: true, card.OpPay: true, card.OpChoose: true, card.OpEither: true, card.OpMay: true, card.OpIf: true,
	card.OpMove: true}

// objects resolves a step's object to cards (and a Nation, or -1).
func (g *Game) objects(f *frame, what card.Ref) ([]CardID, int8) {
	it := &f.item
	switch what.Kind {
	case card.RefNone, card.RefThis:
		return []CardID{it.src}, -1
	case card.RefThisGroup:
		return []CardID{g.groupOf(it.src)}, -1
	case card.RefThisUnit:
		if g.cards[it.src].zone.OnField() {
			if u := g.groupUnit(it.src); u != None {
				return []CardID{u}, -1
			}
		}
		// last-known information: the unit it was set on (Rise 709.2d)
		if it.lkiUnit != None && g.cards[it.lkiUnit].zone.OnField() {
			return []CardID{it.lkiUnit}, -1
		}
		return nil, -1
	case card.RefChosen:
		return f.chosen, f.nation
	case card.RefNamed:
		if int(what.Var) < len(f.named) {
			return f.named[what.Var], -1
		}
		return nil, -1
	case card.RefOwnNation:
		return nil, int8(it.ctrl)
	case card.RefEnemyNation:
		return nil, int8(it.ctrl.Opp())
	case card.RefEventCard:
		if it.evCard != None {
			return []CardID{it.evCard}, -1
		}
		return nil, -1
	case card.RefEventSquadHead:
		if u := g.eventSquadHead(g.fctx(f)); u != None {
			return []CardID{u}, -1
		}
		return nil, -1
	case card.RefTarget:
		if int(what.Var) < len(it.vars) {
			v := &it.vars[what.Var]
			return v.cards, v.nation
		}
	}
	return nil, -1
}

func (g *Game) fctx(f *frame) ctx {
	return ctx{src: f.item.src, ctrl: f.item.ctrl, item: &f.item, f: f, each: None}
}

// amount is step s's number n, for the object target (None for a Nation or
// no object).
func (g *Game) amount(f *frame, s *card.Step, target CardID) int {
	cx := g.fctx(f)
	cx.each = target
	return g.num(&s.N, cx)
}
