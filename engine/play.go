package engine

import (
	"fmt"
	"strings"

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
	trig    trigger
}

func (p playPlan) clone() playPlan {
	p.vars = cloneVars(p.vars)
	p.extra = clone(p.extra)
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
		if t.Timing != "" && t.Auto == "" {
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

func (g *Game) legalPlays(p Player, buf []Action) []Action {
	if !g.inFreeTiming() {
		return buf
	}
	for _, zone := range [][]CardID{g.pl[p].hand, g.pl[p].hangar} {
		for _, c := range zone {
			for m := 0; m < g.numModes(c); m++ {
				if rule, _ := g.playRefusal(p, c, m); rule == "" {
					buf = append(buf, Action{Kind: APlay, Card: c, Index: int16(m)})
				}
			}
		}
	}
	return buf
}

// playRefusal returns "" if p may play card c in mode m now, or the rule
// that refuses it and why.
func (g *Game) playRefusal(p Player, c CardID, mode int) (rule, msg string) {
	cs := &g.cards[c]
	d := cs.def
	if cs.owner != p || (cs.zone != ZHand && cs.zone != ZHangar) {
		return "GW basic \"手牌\"", fmt.Sprintf("%s is not in %s's hand or hangar", g.cardName(c), p)
	}
	if !g.inFreeTiming() || g.decision.kind != dPriority {
		return "GW adv. \"自由时机\"", "cards are played only in a free timing"
	}
	_, quick := d.HasKeyword(card.Quick) // a card in hand has no set cards
	if d.Kind != card.Command {
		// GW basic "机体的使用" etc.: own disposition phase only; one of each kind per turn.
		if !quick {
			if g.active != p || g.phase != PDisposition {
				return "GW basic \"使用的时机\"", fmt.Sprintf("a %s is played only in its player's disposition phase", d.Kind)
			}
			if len(g.cut) > 0 {
				return "GW basic \"使用的时机\"", fmt.Sprintf("a %s cannot be played as a cut-in (only クイック can)", d.Kind)
			}
			exempt := g.hasKeyword(c, card.Cruiser) || g.hasKeyword(c, card.Base)
			if g.pl[p].played[d.Kind] && !exempt {
				return "GW basic \"配备阶段\"", fmt.Sprintf("a %s was already played this turn (one each per turn)", d.Kind)
			}
			// GW adv. "「舰船」「据点」「支援」的特殊规则": not counted as the turn's unit,
			// but one of them per turn (played[0], a slot no card.Kind uses).
			if exempt && g.pl[p].played[0] {
				return "GW adv. \"「舰船」「据点」「支援」的特殊规则\"", "a Cruiser or Base unit was already played this turn (one per turn)"
			}
		}
	} else {
		t := g.effectText(c, mode)
		if t == nil {
			return "GW basic \"指令的使用\"", "this command has no mode " + fmt.Sprint(mode+1)
		}
		if !g.timingOK(t.Timing, p) {
			return "GW basic \"指令的使用\"", fmt.Sprintf("%s is used only in the (%s) timing", g.cardName(c), t.Timing)
		}
		if r, m := g.windowRefusal(t); r != "" {
			return r, m
		}
	}
	if r, m := g.nameRestriction(p, c); r != "" {
		return r, m
	}
	if d.Kind == card.G {
		return "", ""
	}
	plan := playPlan{player: p, src: c, text: g.effectText(c, mode), mode: int8(mode), from: c}
	if r, m := g.costRefusal(&plan, 1); r != "" {
		return r, m
	}
	if d.SetOn != 0 && len(g.setCandidates(&plan)) == 0 {
		return "GW basic \"角色的使用\"", "no card to set it on"
	}
	if plan.text != nil && !g.targetsExist(&plan) {
		return "GW adv. \"使用与对象\"", "no legal target"
	}
	if plan.text != nil && plan.text.X == "filter" && !g.anyXFits(&plan) {
		return "GW adv. \"使用与对象\"", "no card has a value X you can choose"
	}
	if plan.text != nil && !g.conds(plan.text.If, ctx{src: c, ctrl: p}) {
		return "GW adv. \"指定了特殊条件的效果\"", "its condition is not met"
	}
	return "", ""
}

// nameRestriction applies 1枚制限 (RestrictTo1), 1枚制限/自軍 and ターン1枚制限
// (GW adv. "1枚制限", "回合1枚限制") and the character name rule (GW basic "角色的使用").
func (g *Game) nameRestriction(p Player, c CardID) (string, string) {
	d := g.cards[c].def
	name := d.BaseName()
	for _, n := range g.pl[p].onceNames {
		if n == name {
			return "GW adv. \"回合1枚限制\"", "a card named " + name + " with ターン1枚制限 was played this turn"
		}
	}
	for _, f := range g.fieldCards(nil) {
		fd := g.cards[f].def
		if fd.BaseName() != name {
			continue
		}
		if _, ok := d.HasKeyword(card.RestrictTo1); ok {
			return "GW adv. \"1枚制限\"", "a card named " + name + " is already on the field"
		}
		if _, ok := d.HasKeyword(card.RestrictTo1Own); ok && g.cards[f].ctrl == p {
			return "GW adv. \"1枚制限/自军\"", "a card named " + name + " is already on your field"
		}
		if d.Kind == card.Character && fd.Kind == card.Character {
			return "GW basic \"角色的使用\"", "a character named " + name + " is already on the field"
		}
	}
	return "", ""
}

// costOf returns the total power, resource cost and designated power of a
// play or use, with X and Prevent applied (GW adv. "支付费用" 1–3).
func (g *Game) costOf(pl *playPlan, x int) (des []card.Designated, total, resource int) {
	if pl.use {
		t := pl.text
		if len(t.Power) == 2 {
			des = []card.Designated{{Color: g.cards[pl.src].def.Color, Count: t.Power[0]}}
			total = t.Power[1]
		}
		resource = useResource(t.Cost)
		return
	}
	d := g.cards[pl.src].def
	des = d.Cost.Designated
	total = d.Cost.Total + d.Cost.TotalX*x
	resource = d.Cost.Resource + d.Cost.ResourceX*x
	// GW adv. "预防（X）": an enemy command that targets a played card with
	// Prevent(X) needs X more total power.
	if d.Kind == card.Command {
		for _, v := range pl.vars {
			for _, t := range v.cards {
				if g.cards[t].zone == ZCut && g.cards[t].ctrl != pl.player {
					for _, k := range g.cards[t].def.Keywords {
						if k.Kind == card.Prevent {
							total += k.X
						}
					}
				}
			}
		}
	}
	return
}

// useResource reads the resource cost of a use cost "(2)", "R(1)", "(1)per".
func useResource(cost string) int {
	s := strings.TrimSuffix(strings.TrimPrefix(cost, "R"), "per")
	if len(s) >= 3 && s[0] == '(' {
		n := 0
		fmt.Sscanf(s, "(%d)", &n)
		return n
	}
	return 0
}

// costRefusal checks that the costs can be paid with X = x (or some X when
// the cost has X and X is not chosen yet).
func (g *Game) costRefusal(pl *playPlan, x int) (string, string) {
	p := pl.player
	pw := g.NationPower(p)
	d := g.cards[pl.src].def
	hasX := !pl.use && (d.Cost.TotalX > 0 || d.Cost.ResourceX > 0)
	try := func(x int) (string, string) {
		des, total, res := g.costOf(pl, x)
		if ok, why := payable(pw, des, total); !ok {
			return "GW basic \"资源的支付\"", why
		}
		if res > len(g.pl[p].nation) {
			return "GW basic \"资源费用的支付\"", fmt.Sprintf("resource cost %d but only %d cards in the Nation", res, len(g.pl[p].nation))
		}
		return "", ""
	}
	if hasX && !pl.xDone {
		r, m := try(1) // GW adv. "变数": X may not be 0
		return r, m
	}
	if r, m := try(x); r != "" {
		return r, m
	}
	if pl.text != nil {
		for _, s := range pl.text.Extra {
			if s.Op == "discard-own" && len(g.candidates(s.Filter, ctx{src: pl.src, ctrl: p})) < s.N.Const {
				return "GW adv. \"追加费用\"", fmt.Sprintf("the additional cost needs %d cards to discard", s.N.Const)
			}
		}
	}
	return "", ""
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

// setCandidates lists the cards a set card may be set on (GW basic "角色的使用",
// "任务卡"; GW adv. "配置卡的使用": a card in a disposition area).
func (g *Game) setCandidates(pl *playPlan) []CardID {
	d := g.cards[pl.src].def
	var out []CardID
	outside := g.hasRule(pl.src, "set-outside-disposition")
	for _, c := range g.fieldCards(nil) {
		cs := &g.cards[c]
		if cs.host != None || !g.isKind(c, d.SetOn) {
			continue
		}
		if cs.zone != ZDisposition && !(outside && cs.zone == ZBattle) {
			continue
		}
		if d.Kind == card.Character {
			if cs.ctrl != pl.player {
				continue
			}
			if g.hasRule(c, "no-set-cards") {
				continue
			}
			// one character per unit, unless the unit is a Cruiser or Base
			if g.groupHasKind(c, card.Character) && !g.hasKeyword(c, card.Cruiser) && !g.hasKeyword(c, card.Base) {
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// declarePlay starts playing card c in mode m (GW adv. "卡片使用的顺序" ①).
func (g *Game) declarePlay(p Player, c CardID, mode int) {
	d := g.cards[c].def
	pl := &playPlan{player: p, src: c, from: c, text: g.effectText(c, mode), mode: int8(mode), setOn: None}
	pl.needX = d.Cost.TotalX > 0 || d.Cost.ResourceX > 0 || (pl.text != nil && pl.text.X != "")
	pl.needSet = d.SetOn != 0
	g.play = pl
	g.continuePlan()
}

func (g *Game) continuePlan() {
	pl := g.play
	if q := g.nextPlanChoice(); q != "" {
		g.ask(decision{kind: dPlan, player: pl.player, options: []string{q}})
		return
	}
	g.play = nil
	if pl.trigger {
		it := pl.trig.item
		it.vars = pl.vars
		if pl.now {
			g.startExec(it)
			return
		}
		g.pushItem(it)
		return
	}
	g.finishPlay(pl)
}

// nextPlanChoice names the next choice the plan needs, or "" when complete.
func (g *Game) nextPlanChoice() string {
	pl := g.play
	switch {
	case pl.needX && !pl.xDone:
		return "choose X"
	case pl.text != nil && len(pl.vars) < len(pl.text.Targets) || g.varIncomplete(pl):
		return "choose a target for " + g.cardName(pl.src) + ": " + describeText(pl.text)
	case pl.needSet && pl.setOn == None:
		return "choose the card to set " + g.cardName(pl.src) + " on"
	case pl.text != nil && len(pl.extra) < g.extraNeed(pl):
		return "choose a card to discard for the additional cost of " + g.cardName(pl.src)
	}
	return ""
}

func (g *Game) varIncomplete(pl *playPlan) bool {
	if pl.text == nil || len(pl.vars) == 0 {
		return false
	}
	i := len(pl.vars) - 1
	v := pl.vars[i]
	return !v.nationSet() && len(v.cards) < targetCount(pl.text.Targets[i])
}

func targetCount(t card.Target) int {
	if t.Count == 0 {
		return 1
	}
	return t.Count
}

func (g *Game) extraNeed(pl *playPlan) int {
	n := 0
	for _, s := range pl.text.Extra {
		if s.Op == "discard-own" {
			n += s.N.Const
		}
	}
	return n
}

func (g *Game) planQuestion() string {
	if g.play == nil {
		return ""
	}
	return g.nextPlanChoice()
}

func (g *Game) legalPlan(buf []Action) []Action {
	pl := g.play
	cx := ctx{src: pl.src, ctrl: pl.player, item: &cutItem{x: pl.x}}
	switch {
	case pl.needX && !pl.xDone:
		for x := 1; x <= g.maxX(pl); x++ {
			if g.xFits(pl, x) {
				buf = append(buf, Action{Kind: AChooseX, N: int16(x)})
			}
		}
	case pl.text != nil && (len(pl.vars) < len(pl.text.Targets) || g.varIncomplete(pl)):
		i := len(pl.vars)
		var cur tvar
		if g.varIncomplete(pl) {
			i--
			cur = pl.vars[i]
		}
		t := pl.text.Targets[i]
		cands := g.targetCandidates(t, cx)
		var inArea [NumAreas]int // same_area: the candidates each area holds
		if t.SameArea && len(cur.cards) == 0 {
			for _, c := range cands {
				if g.cards[c].zone == ZBattle && !g.chosenElsewhere(pl, c) {
					inArea[g.cards[c].area]++
				}
			}
		}
		for _, c := range cands {
			if contains(cur.cards, c) || g.chosenElsewhere(pl, c) {
				continue
			}
			if t.SameArea && len(cur.cards) > 0 && (g.cards[c].zone != ZBattle || g.cards[c].area != g.cards[cur.cards[0]].area) {
				continue
			}
			if t.SameArea && len(cur.cards) == 0 && g.areaCount(t, cx, c) < targetCount(t) {
				continue // its area has too few candidates for the rest
			}
			// the first of same_area targets: only in an area that holds all Count of them
			if t.SameArea && len(cur.cards) == 0 && (g.cards[c].zone != ZBattle || inArea[g.cards[c].area] < targetCount(t)) {
				continue
			}
			if !g.affordableWith(pl, i, c) {
				continue
			}
			buf = append(buf, Action{Kind: ATarget, Card: c})
		}
		if t.Nation == "enemy" && len(cur.cards) == 0 {
			buf = append(buf, Action{Kind: ATarget, Card: None, N: int16(pl.player.Opp())})
		}
	case pl.needSet && pl.setOn == None:
		for _, c := range g.setCandidates(pl) {
			buf = append(buf, Action{Kind: ATarget, Card: c})
		}
	default:
		for _, c := range g.candidates(pl.text.Extra[0].Filter, cx) {
			if !contains(pl.extra, c) {
				buf = append(buf, Action{Kind: AChoose, Card: c})
			}
		}
	}
	return buf
}

// chosenElsewhere: one card cannot be two targets of one effect (Rise 706.1).
func (g *Game) chosenElsewhere(pl *playPlan, c CardID) bool {
	for _, v := range pl.vars {
		if contains(v.cards, c) {
			return true
		}
	}
	return false
}

func (g *Game) affordableWith(pl *playPlan, i int, c CardID) bool {
	if pl.use || pl.trigger {
		return true
	}
	trial := pl.clone()
	if i < len(trial.vars) {
		trial.vars[i].cards = append(trial.vars[i].cards, c)
	} else {
		trial.vars = append(trial.vars, tvar{name: pl.text.Targets[i].Name, cards: []CardID{c}, nation: -1})
	}
	r, _ := g.costRefusal(&trial, int(pl.x))
	return r == ""
}

func (g *Game) answerPlan(a Action) {
	pl := g.play
	switch a.Kind {
	case AChooseX:
		pl.x, pl.xDone = a.N, true
	case ATarget:
		if pl.needSet && pl.text == nil || pl.text != nil && len(pl.vars) == len(pl.text.Targets) && !g.varIncomplete(pl) {
			pl.setOn = a.Card
			break
		}
		if g.varIncomplete(pl) {
			v := &pl.vars[len(pl.vars)-1]
			v.cards = append(v.cards, a.Card)
			break
		}
		t := pl.text.Targets[len(pl.vars)]
		v := tvar{name: t.Name, nation: -1}
		if a.Card == None {
			v.nation = int8(a.N)
		} else {
			v.cards = []CardID{a.Card}
		}
		pl.vars = append(pl.vars, v)
	case AChoose:
		pl.extra = append(pl.extra, a.Card)
	}
	g.continuePlan()
}

// targetsExist reports whether every target of the plan's text can be chosen
// (GW adv. "使用与对象": no target, no use).
func (g *Game) targetsExist(pl *playPlan) bool {
	cx := ctx{src: pl.src, ctrl: pl.player, item: &cutItem{x: 1}}
	used := 0
	for _, t := range pl.text.Targets {
		cands := g.targetCandidates(t, cx)
		n := len(cands)
		if t.SameArea {
			// the Count targets must share one battle area: count the best area
			n = 0
			for a := Area(0); a < NumAreas; a++ {
				k := 0
				for _, c := range cands {
					if g.cards[c].zone == ZBattle && g.cards[c].area == a {
						k++
					}
				}
				if k > n {
					n = k
				}
			}
		}
		if t.Nation != "" {
			n++
		}
		if n-used < targetCount(t) {
			return false
		}
		used += targetCount(t)
	}
	return true
}

// targetCandidates lists the cards target spec t may choose.
func (g *Game) targetCandidates(t card.Target, cx ctx) []CardID {
	var out []CardID
	for i := range g.cards {
		c := CardID(i)
		if g.cards[i].zone == ZCut || !g.match(c, t.Filter, cx) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// candidates lists the cards matching filter f in context cx.
func (g *Game) candidates(f []string, cx ctx) []CardID {
	var out []CardID
	for i := range g.cards {
		if g.match(CardID(i), f, cx) {
			out = append(out, CardID(i))
		}
	}
	return out
}

// finishPlay pays the costs and makes the card a played card on the cut
// (GW adv. "卡片使用的顺序" ③–④).
func (g *Game) finishPlay(pl *playPlan) {
	p := pl.player
	c := pl.src
	d := g.cards[c].def
	it := cutItem{kind: iPlay, ctrl: p, src: c, text: pl.text, mode: pl.mode, x: pl.x, vars: pl.vars, setOn: pl.setOn, lkiUnit: None}
	if pl.use {
		it.kind = iText
		it.lkiUnit = g.groupUnit(c)
		it.from = pl.from
		g.emit(Event{Kind: EvUse, Player: p, Card: c, Text: describeText(pl.text)})
		g.payUse(pl)
		g.uses = append(g.uses, textUse{card: c, text: pl.text.ID, cut: g.cutSerial})
		g.pushItem(it)
		return
	}
	des, total, res := g.costOf(pl, int(pl.x))
	g.lift(c)
	g.cards[c].zone = ZCut
	g.cards[c].ctrl = p
	if d.Kind == card.G {
		g.emit(Event{Kind: EvPlay, Player: p, Card: c, Text: "G (no cost)"})
	} else {
		pw := g.NationPower(p)
		var ds []string
		for _, x := range des {
			ds = append(ds, fmt.Sprintf("%s %d", x.Color, x.Count))
		}
		g.emit(Event{Kind: EvPlay, Player: p, Card: c, N: int16(total), M: int16(pw.Total),
			Text: fmt.Sprintf("designated %s, total %d checked against Nation Power %s", strings.Join(ds, "+"), total, pw)})
	}
	if res > 0 {
		n := g.nationToDiscard(p, res)
		g.emit(Event{Kind: EvPayResource, Player: p, Card: c, N: int16(n)})
	}
	for _, e := range pl.extra {
		g.emit(Event{Kind: EvNote, Player: p, Card: e, Text: "discarded for the additional cost"})
		g.moveOff(e, ZJunkyard)
	}
	// GW basic "配备阶段": one unit, character, operation and G per turn (クイック and
	// Cruiser/Base plays are not counted).
	if d.Kind != card.Command && !g.hasKeyword(c, card.Quick) && !g.hasKeyword(c, card.Cruiser) && !g.hasKeyword(c, card.Base) {
		g.pl[p].played[d.Kind] = true
	} else if d.Kind == card.Unit && !g.hasKeyword(c, card.Quick) {
		// GW adv. "「舰船」「据点」「支援」的特殊规则": their own one per turn
		g.pl[p].played[0] = true
	}
	if _, ok := d.HasKeyword(card.OncePerTurn); ok {
		g.pl[p].onceNames = append(g.pl[p].onceNames, d.BaseName())
	}
	g.pushItem(it)
}

// xFits reports whether X = x is a value the text allows: any, or for
// x: filter one that some card of the text's filtered step matches (GW adv.
// "使用与对象": an effect on "all ～" needs at least one).
func (g *Game) xFits(pl *playPlan, x int) bool {
	if pl.text == nil || pl.text.X != "filter" {
		return true
	}
	for _, s := range pl.text.Steps {
		if len(s.Filter) > 0 {
			return len(g.candidates(s.Filter, ctx{src: pl.src, ctrl: pl.player, item: &cutItem{x: int16(x)}})) > 0
		}
	}
	return true
}

// anyXFits reports whether some affordable X fits; only the values the
// matching cards have are tried.
func (g *Game) anyXFits(pl *playPlan) bool {
	var f []string
	for _, s := range pl.text.Steps {
		if len(s.Filter) > 0 {
			f = s.Filter
			break
		}
	}
	var loose []string
	for _, w := range f {
		if w != "total" {
			loose = append(loose, w)
		}
	}
	pl2 := *pl
	pl2.xDone = true
	for _, c := range g.candidates(loose, ctx{src: pl.src, ctrl: pl.player}) {
		x := g.totalCost(c)
		if x < 1 || !g.xFits(pl, x) {
			continue
		}
		if r, _ := g.costRefusal(&pl2, x); r == "" {
			return true
		}
	}
	return false
}

// areaCount counts the candidates of t in the battle area of card c.
func (g *Game) areaCount(t card.Target, cx ctx, c CardID) int {
	if g.cards[c].zone != ZBattle {
		return 0
	}
	n := 0
	for _, x := range g.targetCandidates(t, cx) {
		if g.cards[x].zone == ZBattle && g.cards[x].area == g.cards[c].area {
			n++
		}
	}
	return n
}
