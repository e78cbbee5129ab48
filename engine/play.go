package engine

import (
	"fmt"
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// playPlan is a play or a use being declared: GW adv. "卡片使用的顺序" ①–③
// (declare, targets, costs) happen at one moment with no cut-in; the choices
// they need are asked one at a time.
type playPlan struct {
	player  Player
	src     CardID     // the card played, or the card whose text is used
	text    *card.Text // the effect's text; nil for a unit/character/operation/G with none
	from    CardID     // for a granted text, the granting card
	use     bool       // a text use (内文的使用) rather than a card play
	trigger bool       // a triggered effect choosing its targets
	now     bool       // the triggered effect resolves as soon as its targets are chosen (Auto B/D)
	mode    int8
	x       int16
	needX   bool
	xDone   bool
	vars    []tvar
	needSet bool
	setOn   CardID
	extra   []CardID
	extraTo []card.Position // move-cost: where in its owner's Nation each card of extra goes (PosDefault for the other costs)
	alt     bool            // played with 代替コスト>B:A (GW adv. "代替费用＞:A"): B's cost change, A paid after the cost
	trig    trigger
}

func (p playPlan) clone() playPlan {
	p.vars = cloneVars(p.vars)
	p.extra = clone(p.extra)
	p.extraTo = slices.Clone(p.extraTo)
	p.trig.item = p.trig.item.clone()
	return p
}

// effectText returns the text a play of card c in mode m resolves: a
// command's (mode's) text, or nil for a permanent.
func (g *Game) effectText(c CardID, mode int) *card.Text {
	d := g.cards[c].def
	if d.Kind != card.Command {
		return nil
	}
	for _, t := range g.defTexts(c) {
		if len(t.Modes) > 0 {
			if mode < len(t.Modes) {
				return &t.Modes[mode]
			}
			return nil
		}
		if t.Used() {
			return t
		}
	}
	return nil
}

func (g *Game) numModes(c CardID) int {
	for _, t := range g.defTexts(c) {
		if len(t.Modes) > 0 {
			return len(t.Modes)
		}
	}
	return 1
}

// plays yields p's plays of cards from hand or hangar (GW adv. "使用": a
// play, a text use, or a cost paid by an effect; costs are paid only so, GW
// adv. "费用的支付"); see actions.
func (g *Game) plays(p Player, yield func(Action) bool) bool {
	if !g.inFreeTiming() {
		return true
	}
	if !g.exact && (g.dvOK || !g.texts.offFieldKw) {
		return g.playsOf(p, g.mayCandsOf(p), g.whenNow(p), yield)
	}
	for _, zone := range [2][]CardID{g.pl[p].hand, g.pl[p].hangar} {
		for _, c := range zone {
			alt := g.hasKeyword(c, card.AlternativeCost)
			for m := 0; m < g.numModes(c); m++ {
				if !g.playRefused(p, c, m, false) && !yield(Action{Kind: APlay, Card: c, Index: int16(m)}) {
					return false
				}
				if !alt {
					continue
				}
				if !g.playRefused(p, c, m, true) && !yield(Action{Kind: APlay, Card: c, Index: int16(m), N: 1}) {
					return false
				}
			}
		}
	}
	return true
}

// playRefusal returns "" if p may play card c in mode m now (with its
// alternative cost when alt), or the rule that refuses it and why.
func (g *Game) playRefusal(p Player, c CardID, mode int, alt bool) (rule, msg string) {
	if r, m := g.playTimeRefusal(p, c, mode, alt); r != "" {
		return r, m
	}
	rule, msg, _ = g.playStateRefusal(p, c, mode, alt)
	return rule, msg
}

// playStateRefusal is the rest of playRefusal, past its place and timing:
// the checks that read the state (refusals.go keeps their answers), and
// by, the check that refused the play when it is one a kept refusal asks
// again alone (playRecheck).
func (g *Game) playStateRefusal(p Player, c CardID, mode int, alt bool) (rule, msg string, by check) {
	d := g.cards[c].def
	plan := g.playPlanOf(p, c, mode, alt)
	// asked only whether it is refused (quiet: the legal actions, mayAct),
	// the cost first, which refuses most plays that get here (issue 7);
	// asked why, the first rule in the order below
	costFirst := g.quiet && d.Kind != card.G
	if costFirst {
		if r, m := g.costRefusal(&plan, 1); r != "" {
			return r, m, powerCheck(r)
		}
	}
	if r, m := g.nameRestriction(p, c); r != "" {
		return r, m, ckNone
	}
	// a rule of an effect keeps it from being played (GW adv. "基本规则与内文的优先顺序")
	for _, r := range g.rulesOf(c, card.RuleNoPlay) {
		if r.Side != card.EnemySide || g.active != p {
			r, m := g.refuse("GW adv. \"基本规则与内文的优先顺序\"", func() string { return fmt.Sprintf("an effect keeps %s from being played now", g.cardName(c)) })
			return r, m, ckNone
		}
	}
	if d.Kind == card.G {
		return "", "", ckNone
	}
	if r, m := g.xRefusal(&plan); r != "" {
		return r, m, ckNone
	}
	if !costFirst {
		if r, m := g.costRefusal(&plan, 1); r != "" {
			return r, m, powerCheck(r)
		}
	}
	if g.noCardToSetOn(&plan) {
		return "GW basic \"角色的使用\"", "no card to set it on", ckSetOn
	}
	if plan.text != nil && !g.targetsExist(&plan) {
		// either rule refuses it: which one, only a refusal asked why
		// tells (not quiet), which lists the targets again (issue 7)
		if !g.quiet && g.targetsFit(&plan, false) {
			return "GW adv. \"预防（X）\"", "no target whose cost (raised by プリベント) the Nation Power pays", ckTargets
		}
		return "GW adv. \"使用与对象\"", "no legal target", ckTargets
	}
	if plan.text != nil && plan.text.X == card.XFilter && !g.anyXFits(&plan) {
		return "GW adv. \"使用与对象\"", "no card has a value X you can choose", ckNone
	}
	if r, m := g.placesRefusal(p, c, plan.text); r != "" {
		return r, m, ckNone
	}
	if plan.text != nil && !g.conds(plan.text.If, ctx{src: c, ctrl: p}) {
		return "GW adv. \"指定了特殊条件的效果\"", "its condition is not met", ckNone
	}
	return "", "", ckNone
}

// playTimeRefusal is the start of playRefusal: the place and the timing of
// the play and the plays of the turn, which read no derived characteristic
// (mayAct) but the card's クイック, 代替コスト and ownLimitKeywords,
// printed unless an effect of the database reaches keywords there
// (printedKeywords).
func (g *Game) playTimeRefusal(p Player, c CardID, mode int, alt bool) (rule, msg string) {
	cs := &g.cards[c]
	d := cs.def
	if alt && !g.hasKeyword(c, card.AlternativeCost) {
		return g.refuse("GW adv. \"代替费用＞:A\"", func() string { return fmt.Sprintf("%s has no 代替コスト", g.cardName(c)) })
	}
	// the hand is its owner's; a hangar card is its manager's (GW adv. "格纳库")
	if cs.zone == ZHand && cs.owner != p || cs.zone == ZHangar && cs.ctrl != p || cs.zone != ZHand && cs.zone != ZHangar {
		return g.refuse("GW basic \"手牌\"", func() string { return fmt.Sprintf("%s is not in %s's hand or hangar", g.cardName(c), p) })
	}
	if !g.inFreeTiming() || g.decision.kind != dPriority {
		return "GW adv. \"自由时机\"", "cards are played only in a free timing"
	}
	if d.Kind != card.Command {
		// GW basic "机体的使用" etc.: own disposition phase only; クイック as
		// the card has it now, given or taken by an effect that reaches it
		// where it is (GW adv. "快速"; Rise 712.4)
		kw := g.keywordBits(c) // クイック and ownLimitKeywords, read once
		if kw&(1<<card.Quick) == 0 {
			if g.active != p || g.phase != PDisposition {
				return g.refuse("GW basic \"使用的时机\"", func() string { return fmt.Sprintf("a %s is played only in its player's disposition phase", d.Kind) })
			}
			if len(g.cut) > 0 {
				return g.refuse("GW basic \"使用的时机\"", func() string { return fmt.Sprintf("a %s cannot be played as a cut-in (only クイック can)", d.Kind) })
			}
			// GW basic "配备阶段": one of each kind per turn
			exempt := kw&ownLimitKeywords != 0
			if g.pl[p].played[d.Kind] && !exempt {
				return g.refuse("GW basic \"配备阶段\"", func() string { return fmt.Sprintf("a %s was already played this turn (one each per turn)", d.Kind) })
			}
			// GW adv. "「舰船」「据点」「支援」的特殊规则": not counted as the turn's unit,
			// but one of them per turn (played[0], a slot no card.Kind uses).
			if exempt && g.pl[p].played[0] {
				return "GW adv. \"「舰船」「据点」「支援」的特殊规则\"", "a Cruiser, Base or Support unit was already played this turn (one per turn)"
			}
		}
		return "", ""
	}
	t := g.effectText(c, mode)
	if t == nil {
		return g.refuse("GW basic \"指令的使用\"", func() string { return "this command has no mode " + fmt.Sprint(mode+1) })
	}
	if !g.timingOK(t.Timing, p) {
		return g.refuse("GW basic \"指令的使用\"", func() string { return fmt.Sprintf("%s is used only in the (%s) timing", g.cardName(c), t.Timing) })
	}
	return g.windowRefusal(t)
}

// nameRestriction applies 1枚制限 (RestrictTo1), 1枚制限/自軍 and ターン1枚制限
// (GW adv. "1枚制限", "回合1枚限制") and the character name rule (GW basic "角色的使用").
// Names, kinds and keywords are read as they are now (Rise 713–714): a name
// an effect gives counts, a negated one does not (sameName, hasName: GW adv.
// "解体指示物", "VARIABLE（X）").
func (g *Game) nameRestriction(p Player, c CardID) (string, string) {
	name := g.cards[c].def.BaseName()
	for _, n := range g.pl[p].onceNames {
		if g.hasName(c, n.name) {
			return g.refuse("GW adv. \"回合1枚限制\"", func() string { return "a card named " + name + " with ターン1枚制限 was played this turn" })
		}
	}
	// a card of the same name on the field refuses c only by one of these:
	// c's names are compared with the field's only then
	kw := g.keywordBits(c) // hasKeyword's, read once for both
	only1, only1Own, char := kw&(1<<card.RestrictTo1) != 0, kw&(1<<card.RestrictTo1Own) != 0, g.isKind(c, card.Character)
	if !only1 && !only1Own && !char {
		return "", ""
	}
	for _, f := range g.field() {
		// the cheap tests first: a card no rule below would count is not
		// compared by name
		if !only1 && !(only1Own && g.cards[f].ctrl == p) && !(char && g.isKind(f, card.Character)) || !g.sameName(c, f) {
			continue
		}
		if only1 {
			return g.refuse("GW adv. \"1枚制限\"", func() string { return "a card named " + name + " is already on the field" })
		}
		if only1Own && g.cards[f].ctrl == p {
			return g.refuse("GW adv. \"1枚制限/自军\"", func() string { return "a card named " + name + " is already on your field" })
		}
		if char && g.isKind(f, card.Character) {
			return g.refuse("GW basic \"角色的使用\"", func() string { return "a character named " + name + " is already on the field" })
		}
	}
	return "", ""
}

// costOf returns the total power, resource cost and designated power of a
// play or use, with X and Prevent applied (GW adv. "支付费用" 1–3).
func (g *Game) costOf(pl *playPlan, x int) (des []card.Designated, total, resource int) {
	des, total, resource = g.costBase(pl, x)
	return des, total, resource + g.surcharge(pl)
}

// costBase is costOf without the resource the statics in force add
// (surcharge), which only the resource check reads.
func (g *Game) costBase(pl *playPlan, x int) (des []card.Designated, total, resource int) {
	if pl.use {
		t := pl.text
		if t.Power.Set {
			des = []card.Designated{{Color: g.cards[pl.src].def.Color, Count: t.Power.Designated}}
			total = t.Power.Total
		}
		resource = t.Cost.Resource
		return
	}
	d := g.cards[pl.src].def
	des = d.Cost.Designated
	if d.Cost.DesignatedX > 0 {
		des = append([]card.Designated(nil), des...)
		des[0].Count += d.Cost.DesignatedX * x
	}
	total = d.Cost.Total + d.Cost.TotalX*x
	resource = d.Cost.Resource + d.Cost.ResourceX*x
	// GW adv. "卡片使用的顺序" ③ 1–2: effects that raise or lower the total
	// cost (the total is never below 0: Rise 707.1e)
	total = max(0, total+g.chars(pl.src).cost)
	// GW adv. "预防（X）": an enemy command that targets a played card with
	// Prevent(X) needs X more total power.
	if d.Kind == card.Command {
		for _, v := range pl.vars {
			for _, t := range v.cards {
				if g.cards[t].zone == ZCut && g.cards[t].ctrl != pl.player {
					for _, k := range g.keywordList(t) {
						if k.Kind == card.Prevent {
							total += k.X
							if k.XVar {
								// プリベント(X): X is the X chosen for t's
								// play (GW adv. "变数")
								total += g.playX(t)
							}
						}
					}
				}
			}
		}
	}
	// GW adv. "代替费用＞:A": B (合計国力-N, kept in X) lowers the total cost
	// after the increases (卡片使用的顺序 ③ 1–2), not below 0. The keyword is
	// looked up only for a play with it (a lookup costs a derivation's read
	// at every cost check); last, with no deferred call (issue 7: costBase
	// is asked at most cost checks)
	if pl.alt {
		if kw, ok := g.keyword(pl.src, card.AlternativeCost); ok {
			total = max(0, total-kw.X)
		}
	}
	return
}

// costRefusal checks that the costs can be paid with X = x (or some X when
// the cost has X and X is not chosen yet).
func (g *Game) costRefusal(pl *playPlan, x int) (string, string) {
	p := pl.player
	pw := g.NationPower(p)
	d := g.cards[pl.src].def
	hasX := !pl.use && d.Cost.HasX()
	try := func(x int) (string, string) {
		des, total, res := g.costBase(pl, x)
		if _, ok := payCheck(pw, des, total); !ok {
			if g.quiet {
				return rulePower, ""
			}
			_, why := payable(pw, des, total)
			return rulePower, why
		}
		res += g.surcharge(pl) // only the resource check reads it: not when the power refuses
		if res > len(g.pl[p].nation) {
			return g.refuse("GW basic \"资源费用的支付\"", func() string {
				return fmt.Sprintf("resource cost %d but only %d cards in the Nation", res, len(g.pl[p].nation))
			})
		}
		return "", ""
	}
	if hasX && !pl.xDone {
		x = 1 // GW adv. "变数": X may not be 0; an additional cost of X cards needs 1 at least
	}
	if r, m := try(x); r != "" {
		return r, m
	}
	// Steps with one filter choose among the same cards: their counts add up.
	steps := g.costSteps(pl)
	nAlt := len(g.altSteps(pl))
	for i, s := range steps {
		if !costPick(&s) {
			continue
		}
		need := 0
		for _, o := range steps[:i+1] {
			if o.Op == s.Op && o.Filter.Equal(s.Filter) {
				need += costN(&o, x)
			}
		}
		cands := g.costCands(pl, &s)
		n := len(cands)
		if isRollCost(&s) {
			// one card a set group: rolling one rolls the group (rollcost.go)
			if n = g.groupsIn(cands); n < need {
				return g.refuse("roll cost (ロールコスト)", func() string {
					return fmt.Sprintf("the roll cost needs %d standing own cards other than units to roll, each of another set group; %d can be", need, n)
				})
			}
			continue
		}
		if s.Op == card.OpRemoveCost {
			// all from one place (「ジャンクヤード1つにある」); the card being
			// played is in the hand, not there, and cannot pay for itself
			if n = g.mostInOnePlace(cands); n < need {
				if i >= len(steps)-nAlt {
					return g.refuse("GW adv. \"代替费用＞:A\"", func() string {
						return fmt.Sprintf("the alternative cost needs %d cards in one place to remove from the game, %d can be", need, n)
					})
				}
				return g.refuse("GW adv. \"追加费用\"", func() string {
					return fmt.Sprintf("the additional cost needs %d cards in one place to remove from the game, %d can be", need, n)
				})
			}
			continue
		}
		if n < need {
			if i >= len(steps)-nAlt {
				return g.refuse("GW adv. \"代替费用＞:A\"", func() string {
					return fmt.Sprintf("the alternative cost needs %d cards to discard, %d can be", need, n)
				})
			}
			if s.Op == card.OpMoveCost {
				// GW adv. "追加费用＞A": 不解决这个条件的话，就不能使用此卡
				return g.refuse("GW adv. \"追加费用＞A\"", func() string {
					return fmt.Sprintf("the additional cost needs %d cards to put on the %s of their owner's Nation, %d can be", need, destWord(s.To.Pos), n)
				})
			}
			return g.refuse("GW adv. \"追加费用\"", func() string { return fmt.Sprintf("the additional cost needs %d cards to discard, %d can be", need, n) })
		}
	}
	return "", ""
}

// playX is the X chosen for the play of card c, while it is a played card
// on the cut (GW adv. "变数"), or 0.
func (g *Game) playX(c CardID) int {
	for i := range g.cut {
		if it := &g.cut[i]; it.kind == iPlay && it.src == c {
			return int(it.x)
		}
	}
	return 0
}

// maxX is the largest X the player can pay for pl.
func (g *Game) maxX(pl *playPlan) int {
	n := 0
	for x := 1; x <= 60; x++ {
		pl2 := *pl
		pl2.xDone = true
		if r, _ := g.costRefusal(&pl2, x); r != "" {
			break
		}
		n = x
	}
	return n
}

// declarePlay starts playing card c in mode m, with its alternative cost
// when alt (GW basic "使用卡片的顺序" 1; GW adv. "卡片使用的顺序" ①; Rise 707.1: the player declares the
// card (Rise 707.1a) and its mode (Rise 707.1b), then the plan asks for X
// (Rise 707.1c) and the targets (Rise 707.1d)). Only plays playRefusal
// allows are legal actions, so a play never has to be rewound (Rise 707.2).
func (g *Game) declarePlay(p Player, c CardID, mode int, alt bool) {
	d := g.cards[c].def
	pl := g.newPlan()
	*pl = playPlan{player: p, src: c, from: c, text: g.effectText(c, mode), mode: int8(mode), setOn: None, alt: alt}
	pl.needX = d.Cost.HasX() || (pl.text != nil && pl.text.X != card.XNone)
	pl.needSet = d.SetOn != 0
	g.play = pl
	g.continuePlan()
}

// finishPlay pays the costs and makes the card a played card on the cut
// (GW adv. "卡片使用的顺序" ③–④; Rise 707.1f): the paid card becomes a
// "played card" and its effect occurs (GW basic "效果的发生"; GW basic
// "被使用的卡片"); it resolves after the cut (GW basic "卡片从使用到解决的过程").
// A text use goes the same way (GW basic "使用内文的顺序").
func (g *Game) finishPlay(pl *playPlan) {
	p := pl.player
	c := pl.src
	d := g.cards[c].def
	it := cutItem{kind: iPlay, ctrl: p, src: c, text: pl.text, mode: pl.mode, x: pl.x, vars: pl.vars, setOn: pl.setOn, lkiUnit: None,
		alt:    pl.alt && !pl.use,           // GW adv. "代替费用＞:A": played with B, A paid (condition alt-paid)
		playKw: g.playKeywordsOf(c, pl.use)} // read in the hand or hangar, before it moves
	if pl.use {
		it.kind = iText
		if g.cards[c].zone.OnField() {
			it.lkiUnit = g.groupUnit(c)
		}
		it.from = pl.from
		it.x = g.keywordX(c, pl.text, it.x) // a keyword's changed text: X is the keyword's
		g.emit(Event{Kind: EvUse, Player: p, Card: c, Text: describeText(pl.text)})
		// counted before its costs are paid: a cost that moves the card makes
		// it a new card, whose texts are unused (dropUses)
		g.countUse(c, pl.text, g.cutSerial)
		g.payUse(pl)
		if pl.text.Multiple {
			g.payMultiple(pl)
		} else {
			g.payChosen(pl, g.chosenCostsOf(pl)) // the roll cost and the additional cost's chosen cards
		}
		g.countGPlay(pl) // GW adv. "解体": the use counts as playing a G
		if pl.text.From != 0 {
			// GW adv. "自动B": no player may cut in on it; it resolves at once.
			// From the hand, EvUse above shows the card to both players; on
			// the cut (a card being played) it resolves above the cut, and
			// the user keeps priority: the cut resolves only when both pass
			// after it (GW basic "切入行动的方法")
			if pl.text.From == card.InCut {
				g.passes = 0
			}
			g.startExec(it)
			return
		}
		g.pushItem(it)
		return
	}
	des, total, res := g.costOf(pl, int(pl.x))
	chosen := g.chosenCostsOf(pl) // before it leaves the hand or the hangar: its 追加コスト and 代替コスト there
	var nbuf [4]int32
	names := g.onceNamesOf(c, uint64(it.playKw), nbuf[:0]) // there too, with its ターン1枚制限
	g.lift(c)
	g.cards[c].zone = ZCut
	g.touch(srCut) // lift marked the place it left; it is being played now (PUsing, InCut filters)
	g.cards[c].ctrl = p
	if d.Kind == card.G {
		g.emit(Event{Kind: EvPlay, Player: p, Card: c, Text: "G (no cost)"})
	} else {
		pw := g.NationPower(p)
		g.emit(Event{Kind: EvPlay, Player: p, Card: c, N: int16(total), M: int16(pw.Total), Text: paidText(des, total, pw)})
	}
	if res > 0 {
		n := g.nationToDiscard(p, res)
		g.emit(Event{Kind: EvPayResource, Player: p, Card: c, N: int16(n)})
	}
	g.payChosen(pl, chosen)
	if slot, ok := g.playSlot(c, uint64(it.playKw)); ok {
		g.pl[p].played[slot] = true
		if slot == int(card.G) {
			g.stampReads(srUses) // the turn's G play, which 解体's refusals kept read (refusals.go): no other count of played is kept
		}
	}
	g.pushItem(it)
	for _, n := range names {
		g.pl[p].onceNames = append(g.pl[p].onceNames, onceName{name: n, play: g.cut[len(g.cut)-1].id})
	}
	if len(names) > 0 {
		g.stampReads(srOnce) // the refusals kept that read the names go (refusals.go)
	}
	g.fire(trigEvent{kind: card.EvPlayed, card: c, by: p, player: p}) // GW adv. "卡片使用的顺序" ④
}

// chosenCosts is what the cards chosen for a play's or a use's costs pay
// (payChosen): the cost steps (costSteps), and how many of the cards pay
// the additional cost, the rest paying 代替コスト's A.
type chosenCosts struct {
	steps []card.Step
	nAdd  int
}

// chosenCostsOf returns plan pl's chosenCosts now. A play reads them before
// its card leaves the hand or the hangar: its 追加コスト and 代替コスト as it
// has them there (an effect may give them only there; Rise 712.4).
func (g *Game) chosenCostsOf(pl *playPlan) chosenCosts {
	steps := g.costSteps(pl)
	return chosenCosts{steps, pickNeed(steps, int(pl.x)) - g.altNeed(pl)}
}

// payChosen pays the costs paid with cards chosen while declaring the play
// or use (costPick): GW adv. "卡片使用的顺序" ③ 4–5, the additional cost,
// then the alternative cost; a text's roll cost with its use cost ("内文使用的顺序" ③).
func (g *Game) payChosen(pl *playPlan, cc chosenCosts) {
	p := pl.player
	for i, e := range pl.extra {
		cost := "the additional cost"
		if i >= cc.nAdd {
			cost = "the alternative cost (代替コスト)"
		}
		s := costStepIn(cc.steps, int(pl.x), i)
		if isRollCost(&s) {
			g.payRollCost(p, e, "the roll cost of "+g.cardName(pl.src))
			continue
		}
		if s.Op == card.OpRemoveCost {
			// GW adv. "从游戏中移除": face up, out of the game
			g.emit(Event{Kind: EvNote, Player: p, Card: e, Text: "removed from the game for " + cost})
			g.moveOff(e, ZRemoved)
			continue
		}
		if to := pl.extraTo[i]; to != card.PosDefault {
			// move-cost: one by one in the order chosen, to the top or the
			// bottom of its owner's Nation (GW adv. "卡片的移动": a card off
			// the field goes to its owner's place), face down: only its
			// player knows the card when it came from the hand
			g.emit(Event{Kind: EvMove, Player: g.cards[e].owner, Card: e, Secret: g.hiddenFrom(e, g.cards[e].owner.Opp()),
				Text: "to the " + destWord(to) + " of " + g.cards[e].owner.String() + "'s Nation for " + cost})
			g.moveOff(e, ZNation)
			if to == card.PosBottom {
				g.toBottom(e, ZNation)
			}
			continue
		}
		g.emit(Event{Kind: EvNote, Player: p, Card: e, Text: "discarded for " + cost})
		g.moveOff(e, ZJunkyard)
	}
}
