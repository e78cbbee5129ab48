package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

type itemKind uint8

const (
	iPlay    itemKind = iota + 1 // a played card (GW basic "被使用的卡片")
	iText                        // a used text (GW basic "内文的使用", "因宣告使用而产生的效果")
	iTrigger                     // an Auto C/D (or event Auto B) effect
	iDiscard                     // the discard effect of a destroyed card (GW adv. "破坏与废弃")
	iWaiting                     // a waiting effect that has started (GW adv. "待机中的效果")
)

// tvar is the choice for one target of a text (in the order of its
// Targets): cards, or a Nation (nation >= 0).
type tvar struct {
	cards  []CardID
	nation int8
}

func (v tvar) nationSet() bool { return v.nation >= 0 }

func cloneVars(vs []tvar) []tvar {
	if vs == nil {
		return nil
	}
	out := make([]tvar, len(vs))
	for i, v := range vs {
		out[i] = v
		out[i].cards = clone(v.cards)
	}
	return out
}

// cutItem is one effect: on the cut, pending, or resolving; until it has
// resolved it is an unresolved effect (GW basic "未解决的效果").
type cutItem struct {
	kind  itemKind
	ctrl  Player
	src   CardID
	from  CardID
	text  *card.Text
	steps []card.Step // a waiting effect's steps
	auto  card.AutoKind
	mode  int8
	x     int16
	// playKw: a played card's keywords that the rules of its play read
	// (playKeywords), as it had them when it was played, in the hand or the
	// hangar (an effect may give or take them only there): a play with
	// クイック counts in no one-per-turn limit (GW adv. "快速": 此卡的使用不包括在
	// 「1回合只能使用1张」的限制中), and a set card is set as its play chose
	// (GW adv. "配置/角色", "配置/G")
	playKw   uint32
	vars     []tvar
	setOn    CardID
	id       int32  // unique in the game once it is on the cut or resolves (0: not yet)
	evSerial int32  // the occurrence of the event that triggered it (不重複 C)
	lkiUnit  CardID // the unit of the source's set group when the effect began (Rise 709.2d)
	lost     bool   // a target was taken out of vars (大気圏突入): the effect fails
	// srcNew: its source entered another place since it began and is a new
	// card (dropUses): the effect does not count toward the new card's
	// resolve limit
	srcNew   bool
	alt      bool // a played card's effect, played with its 代替コスト>B:A (GW adv. "代替费用＞:A"; condition alt-paid)
	evCard   CardID
	evArea   Area         // a squad event's squad: its battle area,
	evSide   Player       // its player,
	evSquad  bool         // and whether the event has a squad (trigEvent.squad)
	evN      int16        // the damage the event dealt (trigEvent.n)
	evSquads []squadEvent // several squads of one fire batch triggered it once: its player picks one (joinBatch)
	named    [][]CardID   // a waiting effect: the cards its text's choose steps named (card.Step.As)
	namedTS  [][]int32    // and the timestamps they had then: one that moved since is another card
	w        watch        // the card its while watches (Rise 714.3b)
}

func (it cutItem) clone() cutItem {
	it.vars = cloneVars(it.vars)
	it.evSquads = append([]squadEvent(nil), it.evSquads...)
	it.named = cloneNamed(it.named)
	if it.namedTS != nil {
		ts := make([][]int32, len(it.namedTS))
		for i, x := range it.namedTS {
			ts[i] = append([]int32(nil), x...)
		}
		it.namedTS = ts
	}
	return it
}

func cloneNamed(n [][]CardID) [][]CardID {
	if n == nil {
		return nil
	}
	out := make([][]CardID, len(n))
	for i, x := range n {
		out[i] = clone(x)
	}
	return out
}

// targets reports whether the item has c among its targets.
func (it *cutItem) targets(c CardID) bool {
	for _, v := range it.vars {
		if contains(v.cards, c) {
			return true
		}
	}
	return false
}

// bracketed reports whether the item is the effect of a text in 【】: no
// effect negates or changes it, unresolved too (GW adv. "【】": 此括号内的效果
// 或特殊能力（包括未解决的效果）不会被无效也不会被变更).
func (it *cutItem) bracketed() bool {
	return it.text != nil && it.text.Bracketed
}

// deals reports whether the item's effect deals damage.
func (it *cutItem) deals() bool {
	return it.text != nil && card.Deals(it.text.Steps)
}

// trigger is an effect waiting to be put on a cut or resolved.
type trigger struct {
	item cutItem
}

// waitingEffect is a resolved effect waiting for its moment (GW adv. "待机中的效果").
type waitingEffect struct {
	event card.Event
	item  cutItem
}

// pushItem puts an effect on the cut; the opponent of its player may cut in
// first (rulings A1; GW basic "切入（Cut）与切入行动（Cut-in）").
func (g *Game) pushItem(it cutItem) {
	g.giveID(&it)
	g.cut = append(g.cut, it)
	g.touch(srCut) // what reads the cut's items (PUsing) reads one more; giveID may have derived before it was there (armWatch)
	g.priority = it.ctrl.Opp()
	g.passes = 0
}

// giveID gives effect it its id (for the replacement effects that name it).
func (g *Game) giveID(it *cutItem) {
	if it.id == 0 {
		g.itemSerial++
		it.id = g.itemSerial
		g.armWatch(it)
	}
}

// pass passes priority. When both players pass in a row the whole cut
// resolves, newest first (GW basic "切入行动的方法", "效果的结算"); with no cut
// the free timing ends (Rise 709.1; GW gives no priority between the
// resolutions of one cut, so Rise 709.2h applies once it is empty).
//
// A pass is logged while an effect is on the cut (the answer to it), chosen
// or automatic alike, and not otherwise: whether a player could have done
// something else depends on the hand, hidden from the opponent, so the log
// must not tell. An automatic pass is marked (M 1) for its own player only
// (Event.Visible).
func (g *Game) pass(p Player) {
	if len(g.cut) > 0 {
		e := Event{Kind: EvPass, Player: p}
		if g.autoPass {
			e.M = 1
		}
		g.emit(e)
	}
	g.passes++
	if g.passes < 2 {
		g.priority = p.Opp()
		return
	}
	g.passes = 0
	if len(g.cut) > 0 {
		g.resolving = true
		return
	}
	g.endFreeTiming()
}

// resolveNext resolves the top of the cut, or ends the cut when it is empty.
func (g *Game) resolveNext() {
	if len(g.cut) == 0 {
		g.endCut()
		return
	}
	it := g.cut[len(g.cut)-1]
	g.cut = g.cut[:len(g.cut)-1]
	g.touch(srCut) // off the cut: its card is no longer being used (PUsing) while its effect resolves
	g.startExec(it)
}

// endCut ends the cut, now empty: resolved, or emptied by an Auto B that
// negated the last play on it (engine/use.go usesOnCut).
func (g *Game) endCut() {
	g.resolving = false
	g.cutSerial++
	g.stampReads(srCutEnd) // a use once a cut counts again (refusals.go usesReads)
	g.priority = g.active  // Rise 709.2h: the turn player gets priority
	g.passes = 0
	g.collectDestroyed()
}

// collectDestroyed creates the discard effect of every destroyed card whose
// effect is not pending yet (GW adv. "破坏": after the cut ends). When a set
// group's top is destroyed only it has one, for the whole group; a set card
// destroyed on its own has its own (GW adv. "由多张卡片组成的配置组的「破坏与废弃」":
// B和C被将A破坏以外的方法破坏时，B和C是单独诱发「予以废弃」的效果的).
func (g *Game) collectDestroyed() {
	if !g.anyDestroyed {
		if g.verify {
			for i := range g.cards {
				if g.cards[i].destroyed && g.cards[i].zone.OnField() {
					panic("engine: anyDestroyed was false with " + g.cardName(CardID(i)) + " destroyed on the field")
				}
			}
		}
		return
	}
	found := false
	for _, c := range g.field() {
		cs := &g.cards[c]
		if !cs.destroyed {
			continue
		}
		found = true
		if g.discardPending(c) {
			continue
		}
		if cs.host != None && g.cards[g.groupOf(c)].destroyed {
			continue // the top's discard effect takes it along
		}
		g.pending = append(g.pending, trigger{cutItem{kind: iDiscard, ctrl: cs.ctrl, src: c, from: c, setOn: None, evCard: c, lkiUnit: None}})
	}
	g.anyDestroyed = found
}

func (g *Game) discardPending(c CardID) bool {
	for _, t := range g.pending {
		if t.item.kind == iDiscard && t.item.src == c {
			return true
		}
	}
	for _, it := range g.cut {
		if it.kind == iDiscard && it.src == c {
			return true
		}
	}
	if g.exec != nil && g.exec.item.kind == iDiscard && g.exec.item.src == c {
		return true
	}
	return false
}

// triggerToCut puts pending effect i on the cut, first asking its player for
// targets (GW adv. "指定对象的时机": targets are chosen when it triggers). A
// trigger with no legal target is removed (Rise 708.2). freeTiming puts
// every pending trigger on the cut before a player gets priority
// (Rise 708.1, 708.1b).
func (g *Game) triggerToCut(i int) {
	t := g.pending[i]
	g.pending = append(g.pending[:i], g.pending[i+1:]...)
	it := t.item
	g.emit(Event{Kind: EvTrigger, Player: it.ctrl, Card: it.src, Text: g.itemName(&it)})
	if it.text != nil && len(it.text.Targets) > 0 {
		pl := playPlan{player: it.ctrl, src: it.src, text: it.text, trigger: true, trig: trigger{it}, setOn: None}
		if !g.targetsExist(&pl) {
			g.emit(Event{Kind: EvFail, Player: it.ctrl, Card: it.src, Text: "no legal target"})
			return
		}
		g.play = &pl
		g.continuePlan()
		return
	}
	g.pushItem(it)
}

func (g *Game) answerOrder(i int) {
	switch {
	case len(g.autoD) > 0:
		it := g.autoD[i].item
		g.autoD = append(g.autoD[:i], g.autoD[i+1:]...)
		g.runTriggered(it)
	case g.orderNow:
		it := g.pending[i].item
		g.pending = append(g.pending[:i], g.pending[i+1:]...)
		g.orderNow = false
		g.runTriggered(it)
	default:
		g.triggerToCut(i)
	}
}

// nextAutoD resolves Auto D effects at once, in the attacker's order
// (GW adv. "切入中的适用", "同一时点触发、解决的效果").
func (g *Game) nextAutoD() {
	if len(g.autoD) > 1 {
		g.ask(decision{kind: dOrder, player: g.active})
		return
	}
	it := g.autoD[0].item
	g.autoD = g.autoD[:0]
	g.runTriggered(it)
}

// runTriggered resolves a triggered effect at once (Auto B/D, or any effect
// outside a free timing), its player first choosing its targets.
func (g *Game) runTriggered(it cutItem) {
	if it.kind != iDiscard {
		g.emit(Event{Kind: EvTrigger, Player: it.ctrl, Card: it.src, Text: g.itemName(&it)})
	}
	if it.text != nil && len(it.text.Targets) > 0 && it.vars == nil {
		pl := playPlan{player: it.ctrl, src: it.src, text: it.text, trigger: true, now: true, trig: trigger{it}, setOn: None}
		if !g.targetsExist(&pl) {
			g.emit(Event{Kind: EvFail, Player: it.ctrl, Card: it.src, Text: "no legal target"})
			return
		}
		g.play = &pl
		g.continuePlan()
		return
	}
	g.startExec(it)
}

// resolvePendingNow resolves pending effects outside a free timing, at once,
// in the attacker's order (GW adv. "在自由时机以外时间触发的效果"; Rise 802.1:
// the turn player decides first).
func (g *Game) resolvePendingNow() bool {
	g.collectDestroyed()
	if len(g.pending) == 0 {
		return false
	}
	if len(g.pending) > 1 {
		g.orderNow = true
		g.ask(decision{kind: dOrder, player: g.active})
		return true
	}
	it := g.pending[0].item
	g.pending = g.pending[:0]
	g.runTriggered(it)
	return true
}

func (g *Game) pendingName(i int) string {
	if len(g.autoD) > 0 {
		return g.itemName(&g.autoD[i].item)
	}
	if i < len(g.pending) {
		return g.itemName(&g.pending[i].item)
	}
	return "?"
}

func (g *Game) itemName(it *cutItem) string {
	switch it.kind {
	case iDiscard:
		return "discard effect of destroyed " + g.cardName(it.src)
	case iPlay:
		return "played " + g.cardName(it.src)
	}
	s := g.cardName(it.src)
	if it.text != nil {
		s += " " + describeText(it.text)
	}
	return s
}

// trigEvent is something texts may trigger on (Auto B/C/D, waiting effects).
type trigEvent struct {
	kind    card.EventKind
	timing  card.Timing  // EvStepStart, EvStepEnd: the phase or step
	zones   card.ZoneSet // EvToZone, EvFromZone: the place the card entered or left
	player  Player       // the player the event concerns: whose Nation was damaged, who drew, whose zone
	card    CardID       // the card the event is about, or None
	lki     bool         // card left the field before the event was fired: lkiCtrl was its controller
	lkiCtrl Player
	by      Player // the player whose effect caused it, or -1
	// byCommand: the effect that caused it is a command's (set by fire)
	byCommand bool
	// src: the card whose effect caused it, or None (set by fire)
	src  CardID
	area Area
	side Player
	n    int // EvNationDamaged, EvNationBattleDamaged: the damage dealt; EvDamagePrevented: prevented
}

// squad reports whether the event has a squad, side's in area (the squad
// events of combat).
func (ev trigEvent) squad() bool {
	switch ev.kind {
	case card.EvBattleDestroyed, card.EvBattleDamageSquad, card.EvBattleKillDiscarded, card.EvNationBattleDamaged:
		return true
	}
	return false
}

// fire collects the texts that trigger on ev: field cards' texts (and, for
// an event about a card leaving, that card's texts as it was just before),
// and waiting effects (GW adv. "自动C", "自动D", "待机中的效果"). It is
// inlined: most events no text of the game triggers on or waits for, and
// they cost no call (issue 7: a game fires about 1,900).
func (g *Game) fire(ev trigEvent) {
	if g.texts.listens&(1<<ev.kind) != 0 {
		g.fireHeard(ev)
	}
}

// fireHeard is fire of an event some text of the game triggers on or
// waits for.
func (g *Game) fireHeard(ev trigEvent) {
	g.fireSerial++
	ev.src = None
	switch {
	case ev.by >= 0 && g.exec != nil:
		ev.byCommand = g.kindOf(g.exec.item.src) == card.Command
		ev.src = g.exec.item.src
	case ev.by >= 0 && g.discarding != None:
		ev.byCommand = g.cards[g.discarding].byCommand
	}
	var buf [8]textRef
	refs := buf[:0]
	scan := func(c CardID, fromJunkyard bool) {
		refs = g.textsOf(c, refs[:0])
		for _, r := range refs {
			t := r.text
			if (t.From == card.InJunkyard) != fromJunkyard || t.From == card.InHand {
				// a text that triggers from the Junkyard triggers only there;
				// one used from the hand never triggers (GW adv. "自动B")
				continue
			}
			if !ev.is(t.On) || !g.relates(c, t, ev) {
				continue
			}
			if !t.Each && g.triggeredThisTurn(c, t) {
				g.joinBatch(c, t, ev)
				continue
			}
			g.countUse(c, t, -1)
			// the player of a triggered effect is the controller its card had
			// when the trigger happened (last-known: Rise 707.3)
			ctrl := g.cards[c].ctrl
			if c == ev.card && ev.lki {
				ctrl = ev.lkiCtrl
			}
			if g.loopStops(c, t, ctrl) {
				continue
			}
			it := cutItem{kind: iTrigger, ctrl: ctrl, src: c, from: r.from, text: t, auto: t.Auto, setOn: None, evSerial: g.fireSerial,
				evCard: ev.card, evArea: ev.area, evSide: ev.side, evSquad: ev.squad(), evN: int16(ev.n), lkiUnit: g.groupUnit(c)}
			g.queue(it)
		}
	}
	// the event card's own texts, as it was just before, for an event about
	// it leaving or arriving; a drawn card is in its owner's hand, and a card
	// leaving a place off the field is still there, where no text works and
	// the hand's and the Nation's cards are hidden (GW basic "场上卡片的内文", "手牌")
	own := ev.card != None && ev.kind != card.EvDrawn && ev.kind != card.EvFromZone
	// a card none of whose texts can trigger on ev is passed over without
	// reading its characteristics: its own texts do not, and no text an
	// effect gives or a team shares does (textIndex.grantListens)
	quick := !g.texts.anyTeam && g.texts.grantListens&(1<<ev.kind) == 0
	// and when no card of the game has such a text (Game.onIn), none is
	// looked at: the field is not walked (a game with verify set walks it
	// and checks)
	none := quick && g.onIn&(1<<ev.kind) == 0
	// try scans card c's texts, which passedOver did not pass over
	try := func(c CardID) {
		if none {
			panic("engine: onIn missed the texts of " + g.cardName(c) + " that trigger on its event")
		}
		scan(c, false)
	}
	field := g.field()
	if none && !g.verify {
		field, own = nil, false
	}
	// in card order: the event card among the field's cards, or where it
	// would be
	evOff := own && !g.cards[ev.card].zone.OnField()
	for _, c := range field {
		if evOff && ev.card < c {
			if !g.passedOver(ev.card, &ev, quick) {
				try(ev.card)
			}
			evOff = false
		}
		if !g.passedOver(c, &ev, quick) {
			try(c)
		}
	}
	if evOff && !g.passedOver(ev.card, &ev, quick) {
		try(ev.card)
	}
	// Auto B texts that trigger from the Junkyard (GW adv. "自动B": 在场以外都适用),
	// if one triggers on ev's kind: else the Junkyards are not looked at
	for p := Player(0); p < 2 && g.texts.junkOn&(1<<ev.kind) != 0; p++ {
		for _, c := range g.pl[p].junkyard {
			if g.cards[c].def.FromJunkyard {
				scan(c, true)
			}
		}
	}
	for i := 0; i < len(g.waiting); i++ {
		w := g.waiting[i]
		if !ev.is(w.event) || !waitingRelates(&w, ev) {
			continue
		}
		g.waiting = append(g.waiting[:i], g.waiting[i+1:]...)
		i--
		it := w.item
		it.kind = iWaiting
		it.auto = card.AutoD
		if ev.card != None {
			it.evCard = ev.card
		}
		it.evArea, it.evSide, it.evSquad, it.evN = ev.area, ev.side, ev.squad(), int16(ev.n)
		it.evSquads = nil // its own event's squad, not those of the effect that made it
		g.queue(it)
	}
}

// passedOver reports whether fire passes card c over for event ev: no text
// of its own triggers on ev's kind and, unless quick says no text given or
// shared does, none other of its texts does (onlyOwnTexts). A dismantled
// card is looked at.
func (g *Game) passedOver(c CardID, ev *trigEvent, quick bool) bool {
	cs := &g.cards[c]
	return !cs.dismantled && !g.texts.triggersOn(cs.def, ev.kind) && (quick || g.onlyOwnTexts(c, ev))
}

// onlyOwnTexts reports whether card c, none of whose own texts triggers on
// ev, has only those: no team and nothing given (gifted). fire then passes
// over it also when a given text may trigger on ev (issue 7: every turn end
// read every field card's texts); a game with verify set reads its texts
// and panics if one triggers.
func (g *Game) onlyOwnTexts(c CardID, ev *trigEvent) bool {
	if g.texts.anyTeam || g.gifted(c) {
		return false
	}
	if g.verify && slices.ContainsFunc(g.textsOf(c, nil), func(r textRef) bool { return ev.is(r.text.On) }) {
		panic("engine: fire passed over a text of " + g.cardName(c) + " that triggers on its event")
	}
	return true
}

// triggeredThisTurn reports whether text t of card c already started this
// turn: GW adv. "在特定时机起动的效果": a text that starts "when ～" (～場合) or
// at a given moment starts only once per turn; "every time ～" texts
// (card.Text.Each, 毎～) start again and are not asked.
func (g *Game) triggeredThisTurn(c CardID, t *card.Text) bool {
	for _, u := range g.uses {
		if u.card == c && u.text == t.ID {
			return true
		}
	}
	return false
}

// queue sends a triggered effect to the next cut (Auto C) or to resolve right
// after the current resolution (Auto B/D); outside free timings every one
// resolves at once.
func (g *Game) queue(it cutItem) {
	if it.auto == card.AutoC {
		g.pending = append(g.pending, trigger{it})
	} else {
		g.autoD = append(g.autoD, trigger{it})
	}
}
