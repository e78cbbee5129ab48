package engine

import (
	"fmt"

	"github.com/sortie-tcg/sortie/card"
)

// stage is where the current phase or step is (GW adv. "自由时机的开始及结束"):
// each has a free timing before its fixed effect (except the reroll phase),
// the fixed effect, and a free timing after it.
type stage uint8

const (
	stStart stage = iota
	stPre
	stFixed
	stPost
	stEnd
)

// run performs automatic rules until a player must decide or the game ends.
// A priority decision whose only answer is to pass is answered at once.
func (g *Game) run() {
	for !g.over {
		g.checkWatches() // Rise 714.3b
		if g.decision.kind == dNone {
			g.tick()
			continue
		}
		if g.decision.kind == dPriority && !g.manual {
			if _, ok := g.onlyAction(); ok { // the pass
				p := g.decision.player
				g.optLogAct(p, Action{Kind: APass}, false)
				g.ask(decision{})
				g.autoPass = true
				g.pass(p)
				g.autoPass = false
				continue
			}
		}
		if g.decision.kind == dSortie && !g.manual {
			// a sortie no unit can make is declared empty at once
			if a, ok := g.onlyAction(); ok && a.Kind == ASortieDone {
				g.optLogAct(g.decision.player, a, false)
				g.ask(decision{})
				g.answerSortie(Action{Kind: ASortieDone})
				continue
			}
		}
		return
	}
	g.optRelease() // the game is over (optloop.go)
}

func (g *Game) tick() {
	g.loopStep()
	switch {
	case g.exec != nil:
		g.stepExec()
	case len(g.autoD) > 0:
		g.nextAutoD()
	case g.resolving:
		g.resolveNext()
	default:
		switch g.stage {
		case stStart:
			g.phaseStart()
		case stPre, stPost:
			g.freeTiming()
		case stFixed:
			g.fixedEffect()
		case stEnd:
			g.phaseEnd()
		}
	}
}

// startTurn begins a turn of player p (GW basic "游戏的流程", "回合开始"). Every
// phase and step runs, whether anything happens in it or not (GW basic
// "游戏中的「宣告」"), the battle phase starting with its attack step (GW basic
// "战斗阶段").
func (g *Game) startTurn(p Player) {
	g.turn++
	g.active = p
	g.phase = PReroll
	g.stage = stStart
	// the refusals kept that read the active player go, and those that read
	// the turn's counts if some start again (refusals.go)
	st := srActive
	if len(g.uses) > 0 || len(g.resolves) > 0 {
		st |= srUses
	}
	for i := range g.pl {
		if g.pl[i].played[card.G] {
			st |= srUses // 解体's (dismantleRefusal)
		}
		if len(g.pl[i].onceNames) > 0 {
			st |= srOnce
		}
		g.pl[i].played = [6]bool{}
		g.pl[i].onceNames = g.pl[i].onceNames[:0]
		g.pl[i].changed = false
	}
	g.uses = g.uses[:0]
	g.resolves = g.resolves[:0]
	g.stampReads(st)
	g.skippedPhases = 0
	g.ncUses = g.ncUses[:0]
	g.endRollLocks(p) // the roll cost: "until the beginning of your next turn" (rollcost.go)
	for i := range g.cont {
		if g.cont[i].from == g.turn {
			g.invalidate() // an effect for this turn (card.DuringNextTurn) comes into force
			break
		}
	}
	g.emit(Event{Kind: EvTurn, Player: p, N: int16(g.turn)})
}

// phaseStart: the phase or step begins. Battle steps decide engagement and
// squad order (GW adv. "部队顺序、交战中的决定时机").
func (g *Game) phaseStart() {
	if g.phase == PEndOfTurn {
		g.endOfTurn()
		return
	}
	if (len(g.skips) > 0 || g.skippedPhases != 0) && g.skipNow() {
		g.skip()
		return
	}
	g.emit(Event{Kind: EvPhase, Player: g.active, Text: g.phase.String()})
	if g.firstDone(PReroll) {
		// GW adv. "回合开始时、结束时的时机": the turn start is processed at the
		// reroll phase start, or at the first phase's when it was skipped
		g.fire(trigEvent{kind: card.EvTurnStart, card: None, by: -1})
	}
	switch g.phase {
	case PDefense, PDamage, PReturn:
		g.updateEngagement() // the engagement is decided as the step starts
	}
	if g.phase == PDamage {
		g.desertCheck()
	}
	// GW adv. "指定触发时机的效果": effects "at the start of ～" start now
	if g.phase.IsBattle() && g.firstDone(PAttack) {
		// the battle phase starts with its first step done (skip.go firstDone)
		g.fire(trigEvent{kind: card.EvStepStart, timing: card.Timing{Period: card.BattlePhase}, card: None, by: -1})
	}
	g.fire(trigEvent{kind: card.EvStepStart, timing: card.Timing{Period: phasePeriod[g.phase]}, card: None, by: -1})
	if g.phase == PReroll {
		// no free timing before the reroll phase's fixed effect
		g.stage = stFixed
		return
	}
	g.stage = stPre
	g.priority = g.active
	g.passes = 0
}

// freeTiming: effects waiting for a cut start one; otherwise the player with
// priority decides (GW basic "自由时机"; GW adv. "自由时机的优先顺位": the
// attacker first).
func (g *Game) freeTiming() {
	g.collectDestroyed()
	// GW adv. "必定在切入开始时出现果": simultaneous ones go into the same cut,
	// in the attacker's order.
	if len(g.pending) > 0 && (len(g.cut) == 0 || g.placing) {
		g.placing = len(g.pending) > 1
		if len(g.pending) == 1 {
			g.triggerToCut(0)
		} else {
			g.orderNow = false
			g.ask(decision{kind: dOrder, player: g.active})
		}
		return
	}
	g.ask(decision{kind: dPriority, player: g.priority})
}

// endFreeTiming: both players passed with no cut. The disposition phase has
// no fixed effect of its own (GW adv. "配备阶段的「规定效果」": the attacker may
// play cards; it ends when both pass).
func (g *Game) endFreeTiming() {
	switch {
	case g.stage == stPre && g.phase == PDisposition:
		g.stage = stEnd // the disposition phase has no fixed effect
	case g.stage == stPre:
		g.stage = stFixed
	default:
		g.stage = stEnd
	}
}

// fixedEffect resolves the phase's or step's fixed effect; no one may cut in
// (GW adv. "规定的效果").
func (g *Game) fixedEffect() {
	if g.sortie.declared {
		g.continueSortie() // the attack or defense step's sortie (GW adv. "出击的顺序" ②–⑤)
		return
	}
	switch g.phase {
	case PReroll:
		// GW adv. "重置阶段的「规定效果」" (GW basic "重置阶段"): the attacker
		// rerolls all own cards.
		for _, c := range g.field() {
			if g.cards[c].ctrl == g.active && g.cards[c].rolled && !g.hasRule(g.groupOf(c), card.RuleNoReroll) && !g.rerollLocked(c) {
				g.cards[c].rolled = false
				g.touch(srRolled)
			}
		}
		g.emit(Event{Kind: EvReroll, Player: g.active, Text: "all own cards"})
	case PDraw:
		// GW basic "抽牌阶段", adv. "抽牌阶段的「规定效果」": the attacker draws 1;
		// the first player skips the draw of the first turn.
		if !(g.turn == 1 && g.active == g.first) {
			g.drawN(g.active, 1)
		}
	case PAttack:
		// GW adv. "攻击步骤的「规定效果」" (GW basic "攻击步骤"): the attacker's sortie
		g.sortie = sortiePlan{player: g.active, picks: g.sortie.picks[:0]} // the last sortie's memory
		g.ask(decision{kind: dSortie, player: g.active})
		return
	case PDefense:
		// GW adv. "防御步骤的「规定效果」": the defender's sortie
		g.sortie = sortiePlan{player: g.active.Opp(), picks: g.sortie.picks[:0]} // the last sortie's memory
		g.ask(decision{kind: dSortie, player: g.active.Opp()})
		return
	case PDamage:
		g.combatDamage() // GW adv. "伤害判定步骤的「规定效果」"
	case PReturn:
		g.returnStep()
	case PEndOfTurn:
		g.endOfTurnHandSize()
		return
	}
	g.afterFixed()
}

// afterFixed: the fixed effect is resolved; check the game and go on to the
// free timing after it.
func (g *Game) afterFixed() {
	g.checkDestroyed()
	g.vultureCheck()
	g.checkWin(true)
	g.stage = stPost
	g.priority = g.active
	g.passes = 0
}

// phaseEnd: effects that start at the end of a step resolve at once; then
// the next phase or step begins.
func (g *Game) phaseEnd() {
	if !g.ended && g.phase != PEndOfTurn {
		// GW adv. "自由时机的开始及结束": effects that start at a step's end
		// resolve at once, with no cut
		g.ended = true
		g.fire(trigEvent{kind: card.EvStepEnd, timing: card.Timing{Period: phasePeriod[g.phase]}, card: None, by: -1})
		if g.phase.IsBattle() && g.lastBattleStep() {
			// the battle phase ends with its last step done (skip.go)
			g.fire(trigEvent{kind: card.EvStepEnd, timing: card.Timing{Period: card.BattlePhase}, card: None, by: -1})
		}
	}
	if g.resolvePendingNow() {
		return
	}
	if len(g.autoD) > 0 {
		return
	}
	g.ended = false
	if g.phase == PEndOfTurn {
		g.endOfTurnEffects()
		return
	}
	g.phase++ // the phases and steps are declared in turn order (ids.go)
	g.stage = stStart
}

// phasePeriod is the card timing of each phase and step.
var phasePeriod = [...]card.Period{PReroll: card.RerollPhase, PDraw: card.DrawPhase, PDisposition: card.DispositionPhase,
	PAttack: card.AttackStep, PDefense: card.DefenseStep, PDamage: card.DamageStep, PReturn: card.ReturnStep}

// endOfTurn: GW basic "回合结束时" 1–2: damage on units is cleared, then the
// effects that start at the end of the turn resolve in the attacker's order.
func (g *Game) endOfTurn() {
	g.emit(Event{Kind: EvPhase, Player: g.active, Text: "end of turn"})
	cleared, kept := 0, false
	for i := 0; i < len(g.cards) && (g.anyHarm || g.verify); i++ { // no damage dealt nor kept: no card is read (anyHarm)
		cs := &g.cards[i]
		if cs.damage == 0 && cs.dmgBy == -1 {
			continue // nothing to clear (most cards): not written
		}
		if !g.anyHarm {
			panic("engine: " + g.cardName(CardID(i)) + " has damage to clear with anyHarm false")
		}
		if cs.damage > 0 && g.hasRule(CardID(i), card.RuleKeepDamage) {
			kept = true
			continue // an effect keeps it (「与えられているダメージが、ターン終了時にリセットされない」)
		}
		if cs.damage > 0 {
			cleared++
		}
		cs.damage, cs.dmgBy = 0, -1
	}
	g.anyHarm = kept
	if cleared > 0 {
		g.emit(Event{Kind: EvNote, Card: None, Text: fmt.Sprintf("damage is cleared from %d unit(s)", cleared)})
	}
	if g.pollutionLoss() { // GW adv. "污染指示物": (自动D) at the turn end, 10 or more loses
		return
	}
	g.endTransform() // GW adv. "变形形态": at the turn end, back to normal mode
	g.fire(trigEvent{kind: card.EvTurnEnd, card: None, by: -1})
	g.queueSalvage() // GW adv. "回收点": at the turn end
	g.stage = stFixed
}

// endOfTurnHandSize: GW basic "回合结束时" 3: the attacker discards down to the
// hand size (6); the defender does not. It runs after the end-of-turn effects.
func (g *Game) endOfTurnHandSize() {
	if g.resolvePendingNow() {
		return // the end-of-turn effects resolve first; this runs again after
	}
	if g.psArmorReturns() {
		return // GW adv. "PS装甲": the last timing of the turn-end effects
	}
	if len(g.pl[g.active].hand) > g.rules.HandSize {
		g.ask(decision{kind: dHandSize, player: g.active})
		return
	}
	g.stage = stEnd
}

func (g *Game) discardFromHand(p Player, c CardID) {
	g.emit(Event{Kind: EvHandDiscard, Player: p, Card: c})
	g.lift(c)
	g.cards[c].zone = ZNone
	g.putIn(c, ZJunkyard)
}

// endOfTurnEffects: GW basic "回合结束时" 4: until-end-of-turn effects end;
// then the other player's turn begins (or the same player's, after an
// extra-turn effect).
func (g *Game) endOfTurnEffects() {
	g.endTurnEffects()
	g.resupplied = g.resupplied[:0]
	g.waiting = g.waiting[:0]
	g.redirect = [NumAreas]bool{}
	g.endSalvage()
	g.emit(Event{Kind: EvEndEffects, Player: g.active})
	g.fire(trigEvent{kind: card.EvAfterTurn, card: None, by: -1}) // そのターンの終了直後
	next := g.active.Opp()
	if g.extraTurn >= 0 {
		next = g.extraTurn
		g.extraTurn = -1
	}
	g.startTurn(next)
}

// checkWin: GW basic "游戏的胜利条件": after a resolution, a player whose Nation
// is 0 loses; both at once is a draw. fixed: the resolution is the fixed
// effect of the phase or step, else an effect's; the reason the game gives
// names it (made only when the game ends).
func (g *Game) checkWin(fixed bool) {
	if g.over || g.phase == PSetup {
		return
	}
	out := [2]bool{len(g.pl[0].nation) == 0, len(g.pl[1].nation) == 0}
	if !out[0] && !out[1] {
		return
	}
	what := "an effect's resolution"
	switch {
	case fixed && g.phase == PDamage:
		what = "battle damage" // GW adv. "战斗伤害的处理": the damage step's fixed effect
	case fixed:
		what = "the " + g.phase.String() + "'s fixed effect"
	}
	switch {
	case out[0] && out[1]:
		g.over, g.winner, g.reason = true, -1, "both Nations are 0 after "+what+": draw"
	case out[0]:
		g.over, g.winner, g.reason = true, 1, "P1's Nation is 0 after "+what
	default:
		g.over, g.winner, g.reason = true, 0, "P2's Nation is 0 after "+what
	}
	g.emit(Event{Kind: EvGameOver, Player: g.winner, Text: g.reason})
}
