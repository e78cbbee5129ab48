package engine

import (
	"fmt"
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// sortiePlan is a sortie being declared: units in the order they join their
// squads (GW adv. "出击的顺序" ①: the owner decides the squad order).
type sortiePlan struct {
	player Player
	// declared: ① is done and the effects of ② are resolving (declareSortie)
	declared bool
	picks    []sortiePick
}

type sortiePick struct {
	card CardID
	area Area
}

func (g *Game) picked(c CardID) bool {
	for _, p := range g.sortie.picks {
		if p.card == c {
			return true
		}
	}
	return false
}

// sortieActions yields the units the sortie's player may add to it, then
// its declaration (see actions).
func (g *Game) sortieActions(yield func(Action) bool) bool {
	p := g.sortie.player
	for _, c := range g.pl[p].disposition {
		if !g.isKind(c, card.Unit) || g.picked(c) || g.cards[c].rolled {
			continue // sortieRule refuses it in every area
		}
		ns := g.noSortieZones(g.groupOf(c)) // once for the three areas
		for a := Area(0); a < NumAreas; a++ {
			if r, _ := g.sortieRefusalIn(p, c, a, ns); r == "" && !yield(Action{Kind: ASortie, Card: c, Area: a}) {
				return false
			}
		}
	}
	// GW adv. "支援": the sortie is declared only when each Support unit in
	// it is in a squad with a unit without Support.
	_, need := g.supportNeeds(p, g.sortie.picks)
	return (need || yield(Action{Kind: ASortieDone})) && (len(g.sortie.picks) == 0 || yield(Action{Kind: ASortieUndo}))
}

// canEnter reports whether unit c's set group has the terrain aptitude for
// area a (GW basic "出击的过程" ①, GW adv. "地形适性"). The fighting arena
// needs none (GW adv. "格斗场": 格斗场的出击不需要进行地形适性的确定就可以进行).
func (g *Game) canEnter(c CardID, a Area) bool {
	if a == FightingArena {
		return true
	}
	t := card.Space
	if a == Earth {
		t = card.Earth
	}
	return g.terrainOf(g.groupOf(c)).Has(t)
}

// canSortie is canEnter plus the rules that keep a group out of an area
// (CH-24: "このカードは宇宙エリアに出撃できない").
func (g *Game) canSortie(c CardID, a Area) bool {
	return g.canEnter(c, a) && !g.noSortie(g.groupOf(c), a)
}

// noSortie reports whether a rule keeps set group top out of battle area a
// (CH-24: "このカードは宇宙エリアに出撃できない"; GW adv. "抑制/强制出击的效果").
func (g *Game) noSortie(top CardID, a Area) bool {
	return g.noSortieZones(top)&areaZone(a) != 0
}

// areaZone is battle area a as a place of card.ZoneSet.
func areaZone(a Area) card.ZoneSet {
	return [NumAreas]card.ZoneSet{card.InSpace, card.InEarth, card.InArena}[a]
}

// noSortieZones is the battle areas rules keep set group top out of
// (noSortie), a place of card.ZoneSet each.
func (g *Game) noSortieZones(top CardID) card.ZoneSet {
	var zs card.ZoneSet
	var buf [8]CardID
	for _, c := range g.groupCards(top, buf[:0]) {
		if z, ok := g.rule(c, card.RuleNoSortie); ok {
			zs |= z
		}
	}
	return zs
}

// sortieRefusal returns "" if p may add unit c to the sortie into area a.
func (g *Game) sortieRefusal(p Player, c CardID, a Area) (string, string) {
	return g.sortieRefusalIn(p, c, a, nsUnknown)
}

// nsUnknown stands for noSortieZones not found yet (sortieRuleIn): no rule
// keeps a group out of every place.
const nsUnknown = ^card.ZoneSet(0)

// sortieRefusalIn is sortieRefusal with ns, unless nsUnknown, the battle
// areas rules keep c's set group out of (noSortieZones), found already.
func (g *Game) sortieRefusalIn(p Player, c CardID, a Area, ns card.ZoneSet) (string, string) {
	if g.decision.kind != dSortie || g.sortie.player != p {
		return "GW adv. \"出击的顺序\"", "units sortie only in the attack step (attacker) or defense step (defender)"
	}
	if r, m := g.sortieRuleIn(p, c, a, g.sortie.picks, ns); r != "" {
		return r, m
	}
	return g.supportRefusal(p, c, a)
}

// sortieRule applies the rules that let unit c join the sortie picks into
// area a, all but Support's (GW basic "出击", adv. "地形适性", "据点", "高机动", "水").
func (g *Game) sortieRule(p Player, c CardID, a Area, picks []sortiePick) (string, string) {
	return g.sortieRuleIn(p, c, a, picks, nsUnknown)
}

// sortieRuleIn is sortieRule with ns, unless nsUnknown, the battle areas
// rules keep c's set group out of (noSortieZones), found already.
func (g *Game) sortieRuleIn(p Player, c CardID, a Area, picks []sortiePick, ns card.ZoneSet) (string, string) {
	cs := &g.cards[c]
	if cs.ctrl != p || cs.zone != ZDisposition || cs.host != None || !g.isKind(c, card.Unit) {
		return g.refuse("GW basic \"出击\"", func() string { return g.cardName(c) + " is not a unit in " + p.String() + "'s disposition area" })
	}
	for _, q := range picks {
		if q.card == c {
			return g.refuse("GW basic \"出击\"", func() string { return g.cardName(c) + " is already in the sortie" })
		}
	}
	if a < 0 || a >= NumAreas {
		return g.refuse("GW basic \"战斗区域\"", func() string { return fmt.Sprintf("no battle area %d", a) })
	}
	if cs.rolled {
		return "GW basic \"出击的过程\"", "a rolled unit cannot sortie"
	}
	if a == FightingArena {
		if r, m := g.arenaSortieRule(p, c, picks); r != "" {
			return r, m
		}
	}
	if !g.canEnter(c, a) {
		return g.refuse("GW basic \"出击的过程\"", func() string { return fmt.Sprintf("%s has no terrain aptitude for the %s area", g.cardName(c), a) })
	}
	if ns == nsUnknown {
		ns = g.noSortieZones(g.groupOf(c))
	}
	if ns&areaZone(a) != 0 { // canSortie, canEnter known
		return g.refuse("card text", func() string {
			return fmt.Sprintf("a card in %s's set group cannot sortie to the %s area", g.cardName(c), a)
		})
	}
	attacker := p == g.active
	if attacker && g.hasRule(c, card.RuleNoAttack) || !attacker && g.hasRule(c, card.RuleNoDefend) {
		return g.refuse("GW adv. \"抑制/强制出击的效果\"", func() string { return g.cardName(c) + " cannot sortie now (a card's effect)" })
	}
	if attacker {
		// 「全てのプレイヤーは、X枚以上のユニットを攻撃に出撃させる事ができない」: a
		// sortie restriction (on players: GW adv. "抑制/强制出击的效果")
		for _, r := range g.rulesOf(c, card.RuleAttackLimit) {
			if len(picks)+1 >= r.Value {
				return g.refuse("GW adv. \"抑制/强制出击的效果\"", func() string {
					return fmt.Sprintf("an attack sortie has fewer than %d units now (a card's effect)", r.Value)
				})
			}
		}
	}
	if attacker && g.hasKeyword(c, card.Base) {
		return "GW adv. \"据点\"", "a Base cannot sortie to attack"
	}
	if g.hasKeyword(c, card.Base) {
		for _, q := range picks {
			if q.area == a && g.hasKeyword(q.card, card.Base) {
				return "GW adv. \"据点\"", "two Bases cannot be in one squad"
			}
		}
	}
	if !attacker {
		att := g.squads[a][g.active]
		if len(att) > 0 && g.allHave(att, card.HighMobility) && !g.hasKeyword(c, card.HighMobility) {
			return "GW adv. \"高机动\"", "the attacking squad has only High Mobility units: a unit without it cannot defend there"
		}
		if a == Earth && len(att) > 0 && g.allHave(att, card.Water) && g.hasKeyword(c, card.Base) {
			return "GW adv. \"水\"", "the attacking squad in the earth area has only Water units: a Base cannot defend there"
		}
	}
	return "", ""
}

// allHave reports whether every unit in squad has keyword k (GW adv.
// "「高机动」「水」…的特殊规则": one unit without it switches it off).
func (g *Game) allHave(squad []CardID, k card.KeywordKind) bool {
	if len(squad) == 0 {
		return false
	}
	for _, u := range squad {
		if !g.hasKeyword(u, k) {
			return false
		}
	}
	return true
}

func (g *Game) answerSortie(a Action) {
	switch a.Kind {
	case ASortie:
		g.sortie.picks = append(g.sortie.picks, sortiePick{a.Card, a.Area})
		g.ask(decision{kind: dSortie, player: g.sortie.player})
		return
	case ASortieUndo:
		g.sortie.picks = g.sortie.picks[:0]
		g.ask(decision{kind: dSortie, player: g.sortie.player})
		return
	}
	g.declareSortie()
}

// declareSortie ends GW adv. "出击的顺序" ① (「宣告出击：指定出击的机体卡、出击的区域」):
// the plan is declared. ② starts: 「与出击有关之效果的触发与结算A：解决有「出击的场合」
// 等记述的效果」: the texts of "when it sorties" trigger on each declared
// unit, still in the disposition area, and resolve at once, in the
// attacker's order (「这中间不能进行切入行动」: no one cuts in; GW adv.
// "在自由时机以外时间触发的效果"). The step's fixed effect goes on with
// continueSortie once they have resolved (sortie.declared marks the wait),
// or at once when none started.
func (g *Game) declareSortie() {
	p := g.sortie.player
	if len(g.sortie.picks) == 0 {
		g.tell(Event{Kind: EvNote, Player: p, Card: None, Text: noSortieNote[p][b2i(p != g.active)]})
	}
	queued := len(g.autoD) + len(g.pending)
	for _, pk := range g.sortie.picks {
		g.fire(trigEvent{kind: card.EvSortieDeclared, card: pk.card, by: -1, area: pk.area})
	}
	if len(g.autoD)+len(g.pending) == queued {
		// nothing started at ②: the state is the one ① checked, so ③
		// finds every declared unit still able to sortie
		g.finishSortie()
		return
	}
	// the players answering the effects of ② see what was declared (the
	// effects log their lines as they resolve, after these)
	for _, pk := range g.sortie.picks {
		g.tell(Event{Kind: EvNote, Player: p, Card: pk.card, Area: pk.area, Text: declaredNote[pk.area]})
	}
	g.sortie.declared = true
}

// declaredNote is the note of a unit declared to sortie into each area.
var declaredNote = func() (n [NumAreas]string) {
	for a := range n {
		n[a] = fmt.Sprintf("is declared to sortie to the %s area (GW adv. \"出击的顺序\" ①)", Area(a))
	}
	return n
}()

// continueSortie goes on with a declared sortie once the effects of ② have
// resolved: the check of ③ (checkSortie), then the move, ④ and ⑤
// (executeSortie).
func (g *Game) continueSortie() {
	if g.resolvePendingNow() {
		return // Auto C effects of ② (and discard effects) resolve first
	}
	g.checkSortie()
	g.finishSortie()
}

// finishSortie moves the units that passed ③ (executeSortie) and ends the
// step's fixed effect.
func (g *Game) finishSortie() {
	defender := g.sortie.player != g.active
	g.executeSortie()
	if defender {
		// GW adv. "格斗场": the arena units' Auto D, right after the defense
		// step's fixed effect has resolved
		g.arenaCheck()
	}
	g.afterFixed()
}

// checkSortie is GW adv. "出击的顺序" ③: 「检查出击条件、出击成功与失败：确认机体卡在
// 现时点是否可以出击（「高机动」等等的检查）。不符合出击条件的机体卡即视为出击失败，并依序以
// 原来的状态移回配备区域。而符合出击条件的机体卡在递补被移除机体卡之空缺后会重新组成部队移至
// 战斗区域。」 Each declared unit, in the declared order, is checked again by
// the rules of ① (sortieRule) against the units kept before it; one that
// fails stays in the disposition area as it is, and the others close up in
// their squads. A Support unit whose squad kept no unit without Support
// fails too (GW adv. "支援": 不与没有「支援」的机体在同一部队的话就不能出击).
func (g *Game) checkSortie() {
	p := g.sortie.player
	kept := g.sortie.picks[:0] // in place: kept is never longer than what was read
	for _, pk := range g.sortie.picks {
		if r, m := g.sortieRule(p, pk.card, pk.area, kept); r != "" {
			g.sortieFails(pk.card, r, m)
			continue
		}
		kept = append(kept, pk)
	}
	for {
		a, need := g.supportNeeds(p, kept)
		if !need {
			break
		}
		kept = slices.DeleteFunc(kept, func(q sortiePick) bool {
			if q.area != a || !g.hasKeyword(q.card, card.Support) {
				return false
			}
			g.sortieFails(q.card, "GW adv. \"支援\"", "no unit without Support is left in its squad")
			return true
		})
	}
	g.sortie.picks = kept
}

// sortieFails tells that declared unit c fails to sortie at ③ (rule, why).
func (g *Game) sortieFails(c CardID, rule, why string) {
	if why == "" {
		why = rule
	}
	g.tell(Event{Kind: EvNote, Player: g.sortie.player, Card: c,
		Text: "cannot sortie now (GW adv. \"出击的顺序\" ③): " + why + "; it stays in the disposition area"})
}

// noSortieNote is the note of player p declaring no sortie:
// noSortieNote[p][0] attacking, [p][1] defending.
var noSortieNote = func() (n [2][2]string) {
	for p := Player(0); p < 2; p++ {
		for i, what := range []string{"attack", "defense"} {
			n[p][i] = fmt.Sprintf("%s declares no %s (no sortie)", p, what)
		}
	}
	return n
}()

// executeSortie moves the declared units that passed the check to their
// areas, squad by squad in the declared order, then checks engagement (GW
// adv. "出击的顺序" ③–⑤).
func (g *Game) executeSortie() {
	p := g.sortie.player
	picks := g.sortie.picks
	for _, pk := range picks {
		g.lift(pk.card)
		g.placeGroup(pk.card, ZBattle, pk.area, p)
		g.squads[pk.area][p] = append(g.squads[pk.area][p], pk.card)
	}
	// the squads changed after placeGroup's marks, which PS装甲's check may
	// have read: filters read squads (same-squad, head), words reading
	// other cards than the one they test, which take the full derivation
	// (localderive.go)
	for _, pk := range picks {
		g.changed(pk.card)
	}
	// done; its memory stays for the next sortie (nothing adds a pick
	// while picks are read below)
	g.sortie = sortiePlan{picks: picks[:0]}
	mark := len(g.events)
	g.updateEngagement()
	var buf [NumAreas]Event // at most one engagement an area
	engaged := append(buf[:0], g.events[mark:]...)
	g.events = g.events[:mark]
	// the events carry each unit's combat power once all squads are in place;
	// the engagement they cause is told after them
	defer func() { g.events = append(g.events, engaged...) }()
	for _, pk := range picks {
		for i, u := range g.squads[pk.area][p] {
			if u == pk.card {
				g.emit(Event{Kind: EvSortie, Player: p, Card: u, Area: pk.area, N: int16(i + 1), Text: g.power(u).String()})
			}
		}
	}
	// GW basic "出击的顺序" ④: the texts of "when it sortied" start
	for _, pk := range picks {
		g.fire(trigEvent{kind: card.EvSortie, card: pk.card, by: -1, area: pk.area})
	}
}
