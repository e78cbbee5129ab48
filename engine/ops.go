package engine

import (
	"fmt"
	"math"

	"github.com/sortie-tcg/sortie/card"
)

func init() {
	opTable = [card.NumOps]opFunc{
		card.OpDamage:        opDamage,
		card.OpDestroy:       opDestroy,
		card.OpDiscard:       opDiscard,
		card.OpRoll:          opRoll,
		card.OpRecover:       opRecover,
		card.OpDraw:          opDraw,
		card.OpModify:        opModify,
		card.OpCoin:          opCoin,
		card.OpMove:          opMove,
		card.OpChoose:        opChoose,
		card.OpEither:        opEither,
		card.OpPay:           opPay,
		card.OpMay:           opMay,
		card.OpIf:            opIf,
		card.OpAt:            opAt,
		card.OpExtraTurn:     opExtraTurn,
		card.OpAreaWeapon:    opAreaWeapon,
		card.OpUseKeyword:    opUseKeyword,
		card.OpShield:        opShield,
		card.OpMill:          opMill,
		card.OpRedirect:      opRedirect,
		card.OpDiscardHand:   opDiscardHand,
		card.OpDiscardOwn:    opDiscardHand, // additional cost only: checked and paid at play
		card.OpRemoveCost:    opPaidAtPlay,
		card.OpMoveCost:      opPaidAtPlay,
		card.OpRollCost:      opPaidAtPlay,
		card.OpSkip:          opSkip,
		card.OpKeywordEffect: opKeywordEffect,
		card.OpLoseGame:      opLoseGame,
		card.OpPayNormalCost: opPayNormalCost,
		card.OpPullOut:       opPullOut,
		card.OpChangeTarget:  opChangeTarget,
		card.OpRepeat:        opRepeat,
		card.OpPlayFromHand:  opPlayFromHand,
		card.OpDesert:        opDesert,
		card.OpArena:         opArena, // GW adv. "格斗场" (arena.go)
		card.OpPollution:     opPollution,
		card.OpGain:          opGain,
		card.OpLose:          opLose,
		card.OpNegate:        opNegate,
		card.OpCountsAs:      opCountsAs,
		card.OpEnterAs:       opEnterAs,
		card.OpNegateEffects: opNegateEffects,
		card.OpChangeCost:    opChangeCost,
		card.OpKeywordValue:  opKeywordValue,
		card.OpRecolor:       opRecolor,
		card.OpRestrict:      opRestrict,
		card.OpReplace:       opReplace,
		card.OpNegateDestroy: opNegateDestroy,
		card.OpNegatePlay:    opNegatePlay,
		card.OpNegateUse:     opNegateUse,
		card.OpSearch:        opSearch,
		card.OpLook:          opLook,
		card.OpReveal:        opReveal,
		card.OpShuffle:       opShuffle,
		card.OpToken:         opToken,
		// keyword effects (texts.go)
		card.OpAtmosphericEntry: opAtmosphericEntry,
		card.OpResupply:         opResupply,
		card.OpSalvage:          opSalvage,
		card.OpDismantle:        opDismantle,
		card.OpTransform:        opTransform,
	}
}

// opDamage deals N damage to each object: a unit takes damage (GW basic
// "伤害的累积"), a Nation moves cards to its Discard Pile (GW basic "对本国造成的战斗伤害").
func opDamage(g *Game, f *frame, s *card.Step) opResult {
	cards, nation := g.objects(f, s.What)
	if s.Filter != nil {
		// "all ～": the objects are decided again when it resolves (GW adv. "指定「所有的」为对象的效果")
		cards, nation = g.allObjects(s.Filter, g.fctx(f)), -1
	}
	ok := true
	if nation >= 0 {
		want := g.amount(f, s, None)
		n := g.replaceDamage(&dmgPacket{to: None, nation: Player(nation), amount: want, by: f.item.ctrl, item: f.item.id})
		done := g.nationToDiscard(Player(nation), n)
		g.emit(Event{Kind: EvDamage, Player: Player(nation), Card: None, N: int16(done), Target: f.item.src})
		g.nationDamaged(Player(nation), done, f.item.ctrl)
		ok = done == want
	}
	// the packets to several units are dealt at once, in the order their
	// players choose (Rise 802.2)
	var ps []dmgPacket
	for _, c := range cards {
		if !g.damageable(c) {
			ok = false
			continue
		}
		ps = append(ps, dmgPacket{to: c, amount: g.amount(f, s, c), by: f.item.ctrl, item: f.item.id})
	}
	order, _ := g.packetOrder(ps)
	for _, i := range order {
		if !g.dealPacket(&ps[i], f.item.src) {
			ok = false
		}
	}
	return result(ok)
}

func result(ok bool) opResult {
	if ok {
		return opDone
	}
	return opFailed
}

// opDestroy destroys each object (GW adv. "破坏": 「予以破坏」的效果), or
// every card matching Filter, decided when it resolves (GW adv.
// "指定「所有的」为对象的效果").
func opDestroy(g *Game, f *frame, s *card.Step) opResult {
	var cards []CardID
	if s.Filter != nil {
		cards = g.allObjects(s.Filter, g.fctx(f))
	} else {
		cards, _ = g.objects(f, s.What)
	}
	ok := len(cards) > 0
	for _, c := range cards {
		if !g.destroy(c, f.item.ctrl, byEffect) {
			ok = false
		}
	}
	return result(ok)
}

// opDiscard discards each object (廃棄: to its owner's Junkyard; GW adv. "废弃").
func opDiscard(g *Game, f *frame, s *card.Step) opResult {
	cards, _ := g.objects(f, s.What)
	if len(cards) == 0 {
		return opFailed
	}
	for _, c := range cards {
		if !g.cards[c].zone.OnField() || g.arenaLocked(c, f.item.src) {
			return opFailed // GW adv. "格斗场": no other effect moves a unit out of the arena
		}
		if g.protected(c, card.RuleNoMove, f.item.ctrl) {
			g.emit(Event{Kind: EvNote, Player: g.cards[c].ctrl, Card: c, Text: "cannot be moved by this effect"})
			return opFailed
		}
		g.discardCard(c, f.item.ctrl)
	}
	return opDone
}

// discardCard moves field card c (with its set cards) to the Junkyard.
func (g *Game) discardCard(c CardID, by Player) {
	g.emit(Event{Kind: EvToJunkyard, Player: g.cards[c].owner, Card: c})
	g.toJunkyard(c, by)
}

// toJunkyard moves field card c (with its set cards) to its owner's
// Junkyard by player by's effect (-1: a rule), unless a replacement effect
// sends it elsewhere (Rise 716.1), and starts "discarded" texts.
func (g *Game) toJunkyard(c CardID, by Player) {
	if to, ok := g.replaceMove(c, card.REvToJunkyard, by); ok && g.moveCardTo(c, to, by, None) {
		return
	}
	g.fire(trigEvent{kind: card.EvDiscarded, card: c, by: by})
	g.leaving(c, by)
	g.moveOff(c, ZJunkyard)
}

// opRoll rolls each object's set group (GW adv. "配置组的重置/横置"), or every
// card matching Filter. A group with "no-enemy-roll" is not rolled by an
// enemy effect (ZZガンダム's team text).
func opRoll(g *Game, f *frame, s *card.Step) opResult {
	var cards []CardID
	if s.Filter != nil {
		cards = g.allObjects(s.Filter, g.fctx(f))
	} else {
		cards, _ = g.objects(f, s.What)
	}
	ok := len(cards) > 0
	for _, c := range cards {
		if !g.cards[c].zone.OnField() {
			// GW basic "重置/横置": only a card on the field rolls (its
			// own card, "this", may have left it)
			ok = false
			continue
		}
		top := g.groupOf(c)
		if g.groupProtected(top, card.RuleNoRoll, f.item.ctrl) {
			ok = false
			continue
		}
		if s.Filter == nil && g.cards[top].rolled {
			// a rolled card cannot be rolled (GW basic "横置状态",
			// "《》内资源记述的意义": 已经是横置状态的卡片就不能使用这个效果),
			// so rolling a named object already rolled is not done and
			// what follows その場合 does not apply (GW adv. "此时"); an
			// effect on 全ての～ (a filter) is done on those it finds
			ok = false
			continue
		}
		g.rollGroup(c, true)
		g.emit(Event{Kind: EvRoll, Player: g.cards[c].ctrl, Card: c})
	}
	return result(ok)
}

// groupProtected reports whether a card of set group top is protected by
// rule r against an effect of player by (a set group is rolled as one card:
// GW adv. "配置组的重置/横置").
func (g *Game) groupProtected(top CardID, r card.RuleKind, by Player) bool {
	if g.protected(top, r, by) {
		return true
	}
	var buf [8]CardID
	for _, s := range g.setCards(top, buf[:0]) {
		if g.protected(s, r, by) {
			return true
		}
	}
	return false
}

func opRecover(g *Game, f *frame, s *card.Step) opResult {
	n := g.amount(f, s, None)
	return result(g.recover(f.item.ctrl, n) == n)
}

// opDraw draws N cards; To "discard-pile" draws from the top of the own
// Discard Pile (GW adv. "抽卡").
func opDraw(g *Game, f *frame, s *card.Step) opResult {
	n := g.amount(f, s, None)
	p := f.item.ctrl
	if s.To.Place == card.PlaceDiscardPile {
		var buf [8]CardID
		moved := g.moveTops(p, ZDiscardPile, ZHand, n, buf[:0])
		for _, c := range moved {
			g.emit(Event{Kind: EvDraw, Player: p, Card: c, Secret: true, Text: "from the Discard Pile"})
		}
		return result(len(moved) == n)
	}
	return result(g.drawN(p, n) == n)
}

// opCoin puts N (default 1) ±X/±Y/±Z coins on each object (GW adv. "放置在卡片上的指示物").
func opCoin(g *Game, f *frame, s *card.Step) opResult {
	cards, _ := g.objects(f, s.What)
	m := s.Mod
	n := g.amount(f, s, None)
	if n == 0 {
		n = 1
	}
	ok := len(cards) > 0
	for _, c := range cards {
		cs := &g.cards[c]
		if !cs.zone.OnField() || cs.def.Token { // GW adv. "视作卡片的指示物": 不能再放置指示物
			ok = false
			continue
		}
		for i := 0; i < n; i++ {
			cs.coins = cs.coins.add(m)
			if cs.nCoins < math.MaxInt8 {
				// the count is kept within its byte (a loop may put
				// coins on and on), as their sum is (coinSum)
				cs.nCoins++
			}
		}
		g.emit(Event{Kind: EvCoin, Player: cs.ctrl, Card: c, N: int16(n), Text: m.String()})
	}
	g.checkDestroyed()
	return result(ok)
}

// opExtraTurn: right after this turn ends, the turn player starts a new turn
// (「手番プレイヤーを変更せずに、新たなターンを開始する」: the text changes GW
// basic "游戏的流程", GW adv. "基本规则与内文的优先顺序"). g.extraTurn keeps no
// source and no timestamp: the new turn is the turn player's whoever's
// effect it is, it lasts apart from its source (Rise 707.3), and no effect
// takes a turn away, so none is opposite to it (GW adv. "相反效果的优先顺序").
// Two in one turn would give one new turn; no card makes two: the one card
// with it, リック・ドム(アナベル・ガトー機) U-195, is 1枚制限/自軍 and its
// Auto D is not 「每」 (GW adv. "在特定时机起动的效果").
func opExtraTurn(g *Game, f *frame, s *card.Step) opResult {
	g.extraTurn = g.active
	g.emit(Event{Kind: EvNote, Player: g.active, Card: f.item.src, Text: "a new turn of the same player starts right after this one"})
	return opDone
}

// opAreaWeapon is GW adv. "范围兵器（X）": destroy every enemy unit engaged
// with this card with defense X or less (rule all-objects:範囲兵器: every unit).
func opAreaWeapon(g *Game, f *frame, s *card.Step) opResult {
	hit := g.areaWeaponHits(f.item.src, g.amount(f, s, None))
	for _, u := range hit {
		g.destroy(u, f.item.ctrl, byEffect)
	}
	return result(len(hit) > 0)
}

// areaWeaponHits lists the units 範囲兵器(x) of src destroys now: the enemy
// units engaged with it (every other unit of its area under the rule
// all-objects:範囲兵器) whose defense is x or less, passing over those that
// cannot be its objects (GW adv. "「不能成为对象」的效果").
func (g *Game) areaWeaponHits(src CardID, x int) []CardID {
	cs := &g.cards[src]
	if cs.zone != ZBattle {
		return nil
	}
	all := false
	for _, r := range g.rulesOf(src, card.RuleAllObjects) {
		all = all || r.Keyword == card.AreaWeapon
	}
	var hit []CardID
	for p := Player(0); p < 2; p++ {
		for _, u := range g.squads[cs.area][p] {
			if u != src && (all || g.engagedWith(u, src)) && g.areaWeaponHit(u, x, cs.ctrl) {
				hit = append(hit, u)
			}
		}
	}
	return hit
}

// areaWeaponHit reports whether 範囲兵器(x) of player p's effect destroys
// unit u, one of the units it reaches (GW adv. "范围兵器（X）"): its defense
// is x or less, passing over one that cannot be p's effect's object (GW adv.
// "「不能成为对象」的效果").
func (g *Game) areaWeaponHit(u CardID, x int, p Player) bool {
	// ※ damage does not lower defense: compare the defense itself.
	return !g.protected(u, card.RuleNoTarget, p) && g.defense(u) <= x
}

// opUseKeyword uses the effect of the step's keyword, X being n, on each
// object: only that effect happens; no card gains the keyword, and no
// effect on the keyword (its negation, a change of its X) applies to it
// (GW adv. "使用（特殊效果）的效果"). 範囲兵器(X) destroys each object that
// is an enemy unit on the field with defense X or less (GW adv. "范围兵器（X）":
// 破坏…防御力在X以下的所有敌军机体卡; the engagement it names is the
// keyword's holder's, and here the object is named).
func opUseKeyword(g *Game, f *frame, s *card.Step) opResult {
	cards, _ := g.objects(f, s.What)
	var hit []CardID
	for _, u := range cards {
		x := g.amount(f, s, u)
		if cs := &g.cards[u]; cs.zone.OnField() && g.isKind(u, card.Unit) && cs.ctrl != f.item.ctrl && g.areaWeaponHit(u, x, f.item.ctrl) {
			hit = append(hit, u)
		}
	}
	for _, u := range hit {
		g.destroy(u, f.item.ctrl, byEffect)
	}
	return result(len(hit) > 0)
}

// opShield is GW adv. "特殊盾（X）": each unresolved damage effect on the cut
// that targets this card deals X less to it.
func opShield(g *Game, f *frame, s *card.Step) opResult {
	src := f.item.src
	for i := range g.cut {
		// GW adv. "特殊盾（X）": "「感应式兵器」及战斗伤害以外的" effects only: not
		// Psycommu; a prevention of X of each packet it deals this card (Rise 717.2)
		if g.cut[i].targets(src) && g.cut[i].deals() && g.textKeyword(g.cut[i].src, g.cut[i].text) != card.Psycommu {
			r := &card.Replacement{Event: card.REvDamage, From: card.EffectDamage, Add: -g.amount(f, s, None)}
			g.addRepl(replEffect{r: r, src: src, ctrl: f.item.ctrl, locked: []CardID{src}, item: g.cut[i].id})
		}
	}
	return opDone
}

// opMill moves up to N cards (the effect's player chooses how many) from the
// top of a Nation or Discard Pile to the Junkyard or out of the game.
func opMill(g *Game, f *frame, s *card.Step) opResult {
	n := g.amount(f, s, None)
	p, from := g.stepZone(f, s)
	if s.Zone == 0 {
		from = ZNation
	}
	to := ZJunkyard
	if s.To.Place == card.PlaceRemoved {
		to = ZRemoved
	}
	if f.wait {
		k := int(f.ans.Index)
		var buf [8]CardID
		for _, c := range g.moveTops(p, from, to, k, buf[:0]) {
			if to == ZJunkyard {
				g.emit(Event{Kind: EvToJunkyard, Player: p, Card: c, Text: "from the top of the " + from.String()})
			} else {
				g.emit(Event{Kind: EvRemoved, Player: p, Card: c, Text: "removed from the game, from the top of the " + from.String()})
			}
		}
		return result(k > 0)
	}
	n = min(n, len(*g.zoneList(p, from)))
	f.wait = true
	g.ask(decision{kind: dEffect, ek: ekOption, player: f.item.ctrl, nOpt: int8(n + 1), options: []string{"how many cards (0 to " + fmt.Sprint(n) + ")"}})
	return opWait
}

// opRedirect: this turn the unengaged squad of the target deals its battle
// damage to its own player's Nation (光の翼). g.redirect keeps no source and
// no timestamp: a resolved effect for "this turn" (GW adv.
// "「到回合结束时为止」与「这个回合」") lasts apart from its source (Rise 707.3);
// no effect sends the damage elsewhere, so none is opposite to it (GW adv.
// "相反效果的优先顺序"), and two of them are the same; whose it is changes
// nothing, the damage staying the squad's battle damage (GW adv. "战斗伤害").
func opRedirect(g *Game, f *frame, s *card.Step) opResult {
	cards, _ := g.objects(f, s.What)
	if len(cards) == 0 || g.cards[cards[0]].zone != ZBattle {
		return opFailed
	}
	g.redirect[g.cards[cards[0]].area] = true
	return opDone
}

// opDiscardHand makes the effect's player (its enemy, or every player) discard
// N cards of their choice from hand (GW adv. "废弃").
func opDiscardHand(g *Game, f *frame, s *card.Step) opResult {
	players := []Player{f.item.ctrl}
	switch s.Who {
	case card.Enemy:
		players[0] = f.item.ctrl.Opp()
	case card.Both:
		// every player chooses, the turn player first; the cards are
		// discarded together once all have chosen (Rise 802.1)
		players = []Player{g.active, g.active.Opp()}
	}
	if f.wait {
		f.chosen = append(f.chosen, f.picked...)
		f.picked = nil
		f.idx++
	} else {
		f.chosen, f.nation, f.idx, f.failed = nil, -1, 0, false
	}
	n := g.amount(f, s, None)
	for ; int(f.idx) < len(players); f.idx++ {
		p := players[f.idx]
		k := min(n, len(g.pl[p].hand))
		if k < n && (k > 0 || s.Who != card.Both) {
			// fewer than n: not fully done (GW adv. "此时"); an empty hand
			// of several is not done on, the effect still resolves (GW adv.
			// "以复数个「场所」为对象的效果")
			f.failed = true
		}
		if k == 0 {
			continue
		}
		least := k
		if s.Optional {
			least = 0
		}
		f.wait = true
		f.picked = nil
		g.ask(decision{kind: dEffect, ek: ekChoose, player: p, cands: clone(g.pl[p].hand), min: int8(least), max: int8(k), options: []string{"discard from hand"}})
		return opWait
	}
	for _, c := range f.chosen {
		g.discardFromHand(g.cards[c].owner, c)
	}
	return result(s.Optional || len(f.chosen) > 0 && !f.failed)
}

// handFilter is f looking in the hand instead of the field.
func handFilter(f *card.Filter) *card.Filter {
	h := *f
	h.Zones = card.InHand
	return &h
}

// opPlayFromHand lets the effect's player put a unit matching Filter from hand
// into the own disposition area rolled, paying its normal cost with total
// power N lower (第16独立戦隊; GW adv. "通常费用的支付": normalcost.go).
func opPlayFromHand(g *Game, f *frame, s *card.Step) opResult {
	p := f.item.ctrl
	if f.wait {
		if len(f.picked) == 0 {
			return opFailed
		}
		c := f.picked[0]
		f.picked = nil
		d := g.cards[c].def
		kw := g.keywordBits(c) // where it is played from, as a play reads them (cutItem.playKw)
		g.payNormalCost(p, c, f.item.src)
		g.lift(c)
		g.cards[c].zone = ZNone
		g.putOnField(c, p, true)
		// GW adv. "当作是通常使用的行为": a card put in by an effect equal to a
		// played card's entering counts as played, in the one-per-turn limit
		// (GW basic "配备阶段"; クイック and Cruiser/Base/Support are not counted).
		if kw&(1<<card.Quick|ownLimitKeywords) == 0 {
			g.pl[p].played[d.Kind] = true
		}
		g.emit(Event{Kind: EvEnter, Player: p, Card: c, Text: "rolled"})
		g.fire(trigEvent{kind: card.EvEnters, card: c, by: p})
		return opDone
	}
	red := g.amount(f, s, None)
	var cands []CardID
	for _, c := range g.pl[p].hand {
		if g.cards[c].zone != ZHand || !g.match(c, handFilter(s.Filter), g.fctx(f)) {
			continue
		}
		if g.normalCostPayable(p, c, red) {
			if r, _ := g.nameRestriction(p, c); r == "" {
				cands = append(cands, c)
			}
		}
	}
	if len(cands) == 0 {
		return opFailed
	}
	f.wait = true
	f.picked = nil
	g.ask(decision{kind: dEffect, ek: ekChoose, player: p, cands: cands, min: 0, max: 1, options: []string{"put a unit from hand into play"}})
	return opWait
}

// opPaidAtPlay is a cost step's op (remove-cost): an additional cost only,
// checked and paid while the card is played (finishPlay), never resolved.
func opPaidAtPlay(g *Game, f *frame, s *card.Step) opResult { return opDone }
