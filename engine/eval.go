package engine

import (
	"math"
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// ctx is what filters, conditions and numbers are relative to: the source
// card of the text, the player it belongs to (自军 is this player: GW adv.
// "自军与敌军的区别"), the effect being resolved (for X, targets and chosen
// cards), the triggering event, and the card a step acts on now (each).
type ctx struct {
	src  CardID
	ctrl Player
	item *cutItem
	f    *frame
	ev   *trigEvent
	each CardID
}

// refCard resolves ref to one card, or None (for filter relations).
func (g *Game) refCard(r card.Ref, cx ctx) CardID {
	switch r.Kind {
	case card.RefThis:
		return cx.src
	case card.RefThisGroup:
		return g.groupOf(cx.src)
	case card.RefThisUnit:
		if u := g.groupUnit(cx.src); u != None && g.cards[cx.src].zone.OnField() {
			return u
		}
		if cx.item != nil && cx.item.lkiUnit != None {
			return cx.item.lkiUnit // last-known information (Rise 709.2d)
		}
	case card.RefEventCard:
		if cx.ev != nil {
			return cx.ev.card
		}
		if cx.item != nil {
			return cx.item.evCard
		}
	case card.RefEventSquadHead:
		return g.eventSquadHead(cx)
	case card.RefEach:
		return cx.each
	case card.RefChosen:
		if cx.f != nil && len(cx.f.chosen) > 0 {
			return cx.f.chosen[0]
		}
	case card.RefNamed:
		if cx.f != nil && int(r.Var) < len(cx.f.named) && len(cx.f.named[r.Var]) > 0 {
			return cx.f.named[r.Var][0]
		}
	case card.RefTarget:
		if cx.item != nil && int(r.Var) < len(cx.item.vars) && len(cx.item.vars[r.Var].cards) > 0 {
			return cx.item.vars[r.Var].cards[0]
		}
	}
	return None
}

// zoneBits is the place of card c as a card.ZoneSet bit (zoneSets).
func (g *Game) zoneBits(c CardID) card.ZoneSet {
	cs := &g.cards[c]
	return zoneSets[cs.zone&15][cs.area&3]
}

// zoneSets is zoneBits by zone and, in the battle area, by area: a table
// read inline, not a switch (issue 7). A card's area off the battle area
// reads nothing.
var zoneSets = func() (t [16][4]card.ZoneSet) {
	for a := range t[ZBattle] {
		t[ZBattle][a] = card.InArena
	}
	t[ZBattle][Space], t[ZBattle][Earth] = card.InSpace, card.InEarth
	for z, in := range map[Zone]card.ZoneSet{ZDisposition: card.InDisposition, ZHand: card.InHand,
		ZHangar: card.InHangar, ZJunkyard: card.InJunkyard, ZNation: card.InNation,
		ZDiscardPile: card.InDiscardPile, ZRemoved: card.InRemoved, ZCut: card.InCut} {
		t[z] = [4]card.ZoneSet{in, in, in, in}
	}
	return t
}()

// mayMatch reports whether card c passes match's first words, the cheap
// ones, inline: it is in one of filter f's places and, when the kinds are
// read printed (kindfixed.go), of one of its kinds. The walks over a
// filter's scope ask it first: scope lists every card of the game for a
// filter on a place off the field, and most are elsewhere, and most of the
// field's are of other kinds (issue 7).
func (g *Game) mayMatch(c CardID, f *card.Filter) bool {
	return g.zoneBits(c)&f.Zones != 0 && (f.Kinds == 0 || g.kindMay || g.verify || f.Kinds.Has(g.cards[c].def.Kind))
}

// match reports whether card c fits filter f (GW adv. "指定对象的效果").
func (g *Game) match(c CardID, f *card.Filter, cx ctx) bool {
	if g.zoneBits(c)&f.Zones == 0 { // first: the place needs no derived characteristic
		return false
	}
	if f.Kinds != 0 {
		// isKind's way inline (kindfixed.go): the kinds of every card in
		// the filter's places are read
		if g.kindMay || g.verify {
			if !g.derivedKindIn(c, f.Kinds) {
				return false
			}
		} else if !f.Kinds.Has(g.cards[c].def.Kind) {
			return false
		}
	}
	for i := range f.Preds {
		p := &f.Preds[i]
		if p.Op == card.PMax || p.Op == card.PMin {
			continue // after the others: it compares with the cards that match them
		}
		if !g.pred(c, p, cx) {
			return false
		}
	}
	for i := range f.Preds {
		if p := &f.Preds[i]; (p.Op == card.PMax || p.Op == card.PMin) && g.extreme(c, f, p, cx) == p.Not {
			return false
		}
	}
	return true
}

// extreme reports whether card c, which matches filter f's other words, has
// the highest (PMax) or lowest (PMin) Stat of the cards that match them
// (「1番高い」: ties are all highest). A card without the stat has none.
func (g *Game) extreme(c CardID, f *card.Filter, p *card.Pred, cx ctx) bool {
	v, ok := g.stat(c, p.Stat)
	if !ok {
		return false
	}
	others := *f
	others.Preds = nil
	for i := range f.Preds {
		if q := &f.Preds[i]; q.Op != card.PMax && q.Op != card.PMin {
			others.Preds = append(others.Preds, *q)
		}
	}
	for _, d := range g.scope(others.Zones) {
		if d == c || !g.match(d, &others, cx) {
			continue
		}
		if w, ok := g.stat(d, p.Stat); ok && (p.Op == card.PMax && val(w) > val(v) || p.Op == card.PMin && val(w) < val(v)) {
			return false
		}
	}
	return true
}

// pred evaluates one filter word on card c.
func (g *Game) pred(c CardID, p *card.Pred, cx ctx) bool {
	return g.predHolds(c, p, cx) != p.Not
}

func (g *Game) predHolds(c CardID, p *card.Pred, cx ctx) bool {
	cs := &g.cards[c]
	switch p.Op {
	case card.PKind:
		return g.isKind(c, card.Kind(p.ID)) // a card that also counts as another kind is both (match)
	case card.PZone:
		return g.zoneBits(c)&p.Zone != 0
	case card.POwn:
		return cs.ctrl == cx.ctrl
	case card.POwned:
		return cs.owner == cx.ctrl
	case card.PStanding:
		return !cs.rolled
	case card.PRolled:
		return cs.rolled
	case card.PDestroyed:
		return cs.destroyed
	case card.PDamaged:
		return cs.damage > 0
	case card.PEngaged:
		return cs.zone == ZBattle && g.engaged[cs.area]
	case card.PAttacking:
		return cs.zone == ZBattle && cs.ctrl == g.active
	case card.PDefending:
		return cs.zone == ZBattle && cs.ctrl != g.active
	case card.PHead:
		return cs.zone == ZBattle && cs.host == None && g.head[cs.area][cs.ctrl] == c
	case card.PSetCard:
		return cs.host != None
	case card.PHasCharacter:
		return g.groupHasKind(c, card.Character)
	case card.PExclusiveSet:
		return g.exclusiveSet(c)
	case card.PBasicG:
		// originally a basic G, as long as it counts as a G (GW adv. "基本G和特殊G": 只要依然被看作G)
		return cs.def.Kind == card.G && cs.def.Basic && g.isKind(c, card.G)
	case card.PToken:
		return cs.def.Token // a coin that counts as a card (GW adv. "视做卡片的指示物")
	case card.PTransformed:
		return cs.def.Normal != nil
	case card.PStat:
		return g.statHolds(c, p, cx)
	case card.PTrait:
		return g.hasTrait(c, p.ID)
	case card.PKeyword:
		return g.filterKeyword(c, card.KeywordKind(p.ID))
	case card.PName:
		return g.hasName(c, p.ID)
	case card.PNameHas:
		return g.nameHas(c, p.ID)
	case card.PColor:
		return cs.def.Color == card.Color(p.ID)
	case card.PProduces:
		var pw Power
		g.produced(c, &pw)
		return pw.ByColor[p.ID] > 0
	case card.PDesignatedColor:
		var buf [2]card.Color
		return slices.Contains(g.designatedColors(c, buf[:0]), card.Color(p.ID))
	case card.PPsycommuRange:
		s := &g.cards[cx.src]
		return g.engagedWith(c, cx.src) || s.zone == ZDisposition && cs.zone == ZBattle && g.canEnter(cx.src, cs.area)
	case card.PRule:
		return g.hasRule(c, card.RuleKind(p.ID))
	case card.PTargetable:
		return !g.protected(c, card.RuleNoTarget, cx.ctrl) // as allObjects
	case card.PGroupHas:
		top := g.groupOf(c)
		if g.match(top, p.Sub, cx) {
			return true
		}
		var buf [8]CardID
		for _, s := range g.setCards(top, buf[:0]) {
			if g.match(s, p.Sub, cx) {
				return true
			}
		}
		return false
	case card.PUsing:
		for i := range g.cut {
			if g.cut[i].kind == iText && g.cut[i].src == c {
				return true
			}
		}
		return false
	case card.POr:
		for i := range p.Any {
			if g.pred(c, &p.Any[i], cx) {
				return true
			}
		}
		return false
	case card.PAll:
		for i := range p.Any {
			if !g.pred(c, &p.Any[i], cx) {
				return false
			}
		}
		return true
	}
	r := g.refCard(p.Ref, cx)
	if r == None {
		return false
	}
	rs := &g.cards[r]
	// a card that left the field is where it last was (Rise 709.2d)
	rz, ra, rc := rs.zone, rs.area, rs.ctrl
	if !rz.OnField() {
		if last := g.lastOf(r); last.field {
			rz, ra, rc = last.zone, last.area, last.ctrl
		}
	}
	switch p.Op {
	case card.PIs:
		return c == r
	case card.PEngagedWith:
		return cs.zone == ZBattle && rz == ZBattle && cs.area == ra && cs.ctrl != rc && g.engaged[ra]
	case card.PSameArea:
		return cs.zone == rz && (cs.zone == ZBattle && cs.area == ra || cs.zone == ZDisposition && cs.ctrl == rc)
	case card.PSameSquad:
		return cs.zone == ZBattle && rz == ZBattle && cs.area == ra && cs.ctrl == rc
	case card.PInGroup:
		return g.groupOf(c) == g.groupOf(r)
	case card.PSetOn:
		return cs.host != None && g.groupOf(c) == g.groupOf(r) && c != g.groupOf(r)
	case card.PSameName:
		return g.sameName(c, r)
	case card.POppositeSex:
		return g.oppositeSex(c, r)
	case card.PEnterable:
		return cs.zone == ZBattle && g.canEnter(r, cs.area)
	case card.PSortieable:
		return cs.zone == ZBattle && g.canSortie(r, cs.area)
	}
	return false
}

// statHolds evaluates a comparison word ("melee>=3", "total==X",
// "original-melee!=*"). A cost is compared only on a card with printed costs:
// a G cannot be chosen by comparing its cost (GW adv. "没有费用记述的卡片的费用").
func (g *Game) statHolds(c CardID, p *card.Pred, cx ctx) bool {
	v, ok := g.stat(c, p.Stat)
	if !ok {
		return false
	}
	if p.Val.Kind == card.NStar {
		return p.Cmp.Holds(bi(v == card.Star), 1)
	}
	return p.Cmp.Holds(val(v), g.num(&p.Val, cx))
}

// stat reads stat s of card c now; ok is false when c has no such number
// (combat power of a card that is not a unit, a cost of a G).
func (g *Game) stat(c CardID, s card.Stat) (int, bool) {
	cs := &g.cards[c]
	d := cs.def
	switch s {
	case card.StatMelee, card.StatRange, card.StatDefense, card.StatPowerSum:
		if !g.isKind(c, card.Unit) {
			return 0, false
		}
		p := d.Power
		if cs.zone.OnField() {
			p = g.power(c)
		}
		switch s {
		case card.StatMelee:
			return p.Melee, true
		case card.StatRange:
			return p.Range, true
		case card.StatDefense:
			return p.Defense, true
		}
		return val(p.Melee) + val(p.Range) + val(p.Defense), true
	case card.StatOrigMelee, card.StatOrigRange, card.StatOrigDefense:
		if d.Kind != card.Unit {
			return 0, false
		}
		p := g.originalPower(c)
		switch s {
		case card.StatOrigMelee:
			return p.Melee, true
		case card.StatOrigRange:
			return p.Range, true
		}
		return p.Defense, true
	case card.StatDamage:
		return int(cs.damage), true
	case card.StatCoins:
		return int(cs.nCoins), true // GW adv. "放置在卡片上的指示物"
	}
	if g.isKind(c, card.G) {
		return 0, false
	}
	switch s {
	case card.StatTotal:
		return g.totalCost(c), true
	case card.StatDesignated:
		return d.Cost.DesignatedValue(), true
	case card.StatResource:
		return d.Cost.Resource, true
	case card.StatCostSum:
		return d.Cost.DesignatedValue() + g.totalCost(c) + d.Cost.Resource, true
	}
	return 0, false
}

// conds reports whether every condition holds (GW adv. "指定了特殊条件的效果").
func (g *Game) conds(cs []card.Cond, cx ctx) bool {
	for i := range cs {
		if !g.cond(&cs[i], cx) {
			return false
		}
	}
	return true
}

func (g *Game) cond(c *card.Cond, cx ctx) bool {
	return g.condHolds(c, cx) != c.Not
}

func (g *Game) condHolds(c *card.Cond, cx ctx) bool {
	switch c.Op {
	case card.CThis:
		return g.match(cx.src, c.Filter, cx)
	case card.CCount:
		return c.Cmp.Holds(g.count(c.Filter, cx), g.num(&c.N, cx))
	case card.COwnTurn:
		return g.active == cx.ctrl
	case card.CTiming:
		return g.inPeriod(c.Timing, cx.ctrl)
	case card.CEventBy:
		if cx.ev == nil {
			return false
		}
		switch c.By {
		case card.ByOwn: // 自軍効果で (GW adv. "因为效果造成的破坏")
			return cx.ev.by == cx.ctrl
		case card.ByEnemy: // 敵軍効果で (GW adv. "自军与敌军的区别")
			return cx.ev.by >= 0 && cx.ev.by != cx.ctrl
		}
		return cx.ev.byCommand // コマンドの効果で
	case card.CAltPaid:
		// 「代替コストを支払った場合」: the card was played with its
		// alternative cost, A paid (GW adv. "代替费用＞:A"); kept on the
		// played card's effect (finishPlay)
		return cx.item != nil && cx.item.kind == iPlay && cx.item.alt
	case card.CEventSource:
		// 「～の効果で」: the card whose effect caused the event, as it is now
		return cx.ev != nil && cx.ev.src != None && g.match(cx.ev.src, c.Filter, cx)
	case card.CEventSquad:
		if cx.ev == nil {
			return false
		}
		if c.Squad == card.SquadThis {
			return g.inEventSquad(cx.src, cx.ev) // このカードの部隊
		}
		return cx.ev.squad() && cx.ev.side != cx.ctrl // 敵軍部隊
	case card.CEventOwn:
		if cx.ev == nil {
			return false
		}
		if cx.ev.card != None && cx.ev.kind != card.EvDrawn && cx.ev.kind != card.EvToZone && cx.ev.kind != card.EvFromZone {
			return g.cards[cx.ev.card].ctrl == cx.ctrl
		}
		return cx.ev.player == cx.ctrl
	case card.CEventCard:
		e := g.refCard(card.Ref{Kind: card.RefEventCard}, cx)
		return e != None && g.match(e, c.Filter, cx)
	case card.CTargetedByDamage:
		for i := range g.cut {
			// GW adv. "特殊盾（X）": damage effects other than Psycommu's
			if g.cut[i].targets(cx.src) && g.cut[i].deals() && g.textKeyword(g.cut[i].src, g.cut[i].text) != card.Psycommu {
				return true
			}
		}
		return false
	case card.CAny:
		for i := range c.Any {
			if g.cond(&c.Any[i], cx) {
				return true
			}
		}
	case card.CCompare:
		return c.Cmp.Holds(g.num(&c.L, cx), g.num(&c.N, cx))
	}
	return false
}

// num evaluates a number in context (GW adv. "变数").
func (g *Game) num(n *card.Num, cx ctx) int {
	v := 0
	switch n.Kind {
	case card.NConst:
		return n.Const
	case card.NX:
		if cx.item != nil {
			v = int(cx.item.x)
		}
	case card.NCount:
		v = g.count(n.Filter, cx)
	case card.NStat:
		v = g.refStat(n, cx)
	case card.NChosenCount:
		if cx.f != nil {
			v = len(cx.f.chosen)
		}
	case card.NEventAmount:
		if cx.ev != nil {
			v = cx.ev.n
		} else if cx.item != nil {
			v = int(cx.item.evN)
		}
	case card.NKeywordChange:
		for _, k := range g.chars(cx.src).kwValue {
			if k.Kind == n.Keyword {
				v += k.X
			}
		}
	case card.NPower:
		p := cx.ctrl
		if n.Of.Kind == card.RefEnemyNation {
			p = p.Opp()
		}
		v = g.NationPower(p).Total
	}
	if n.Mul != 0 {
		v *= n.Mul
	}
	return v + n.Const
}

// refStat reads a stat of the card a number refers to: now while it is on
// the field, or as it was last known (Rise 707.3, 709.2d, 712.3b).
func (g *Game) refStat(n *card.Num, cx ctx) int {
	c := g.refCard(n.Of, cx)
	if c == None {
		return 0
	}
	if g.cards[c].zone.OnField() || n.Of.Kind == card.RefEach {
		v, _ := g.stat(c, n.Stat)
		return val(v)
	}
	if sn := g.lastOf(c); sn.ok {
		switch n.Stat {
		case card.StatMelee:
			return val(sn.power.Melee)
		case card.StatRange:
			return val(sn.power.Range)
		case card.StatDefense:
			return val(sn.power.Defense)
		case card.StatPowerSum:
			return val(sn.power.Melee) + val(sn.power.Range) + val(sn.power.Defense)
		}
	}
	v, _ := g.stat(c, n.Stat)
	return val(v)
}

// snap is a card's information as it last was on the field: its last-known
// information (Rise 707.3, 709.2d).
type snap struct {
	power card.Power // a unit's combat power
	ok    bool       // power is known: it was a unit
	field bool       // the place below is known: it left the field
	zone  Zone       // where it was: disposition area or battle area
	area  Area
	ctrl  Player
}

// candidates appends to out the cards matching f, in card order.
func (g *Game) candidates(out []CardID, f *card.Filter, cx ctx) []CardID {
	for _, c := range g.scope(f.Zones) {
		if g.mayMatch(c, f) && g.match(c, f, cx) {
			out = append(out, c)
		}
	}
	return out
}

// allIDs holds every CardID in order: allIDs[:n] lists a game's n cards.
var allIDs = func() []CardID {
	ids := make([]CardID, math.MaxInt16+1)
	for i := range ids {
		ids[i] = CardID(i)
	}
	return ids
}()

// scope returns, by id, the cards a filter naming places zones can match:
// the field's cards (field) when every place is on the field, else every
// card.
func (g *Game) scope(zones card.ZoneSet) []CardID {
	if zones&^card.InField != 0 {
		return allIDs[:len(g.cards)]
	}
	return g.field()
}

// allObjects lists the cards an effect on "all ～" reaches: the cards
// matching f, less those that cannot be its objects (GW adv. "「不能成为对象」
// 的效果": 以「所有的」为对象的…不将该卡列入对象就可以了).
func (g *Game) allObjects(f *card.Filter, cx ctx) []CardID {
	var out []CardID
	var buf [16]CardID // most filters match few cards: on the stack
	for _, c := range g.candidates(buf[:0], f, cx) {
		if !g.protected(c, card.RuleNoTarget, cx.ctrl) {
			out = append(out, c)
		}
	}
	return out
}

// groupHasKind reports whether c's set group holds a card of kind k other than its top.
func (g *Game) groupHasKind(c CardID, k card.Kind) bool {
	var buf [8]CardID
	for _, s := range g.setCards(g.groupOf(c), buf[:0]) {
		if g.isKind(s, k) {
			return true
		}
	}
	return false
}

// engagedWith reports whether c is in a squad engaged with the squad of src
// (GW adv. "与～交战中").
func (g *Game) engagedWith(c, src CardID) bool {
	a, b := &g.cards[c], &g.cards[src]
	return a.zone == ZBattle && b.zone == ZBattle && a.area == b.area && a.ctrl != b.ctrl && g.engaged[a.area]
}
