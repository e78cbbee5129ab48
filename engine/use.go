package engine

import (
	"fmt"
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// textUses yields the text uses p may make now (see actions): the used texts
// of the cards on the field, then the Auto B texts that work from p's
// Junkyard, then those that work from p's hand, then those that work on the
// cards being played (card.Text.From, GW adv. "自动B": 在场以外都适用). Only
// p's own hand is read: the enemy's hand is hidden from p, and its texts are
// its owner's to use. The cards on the cut are public.
func (g *Game) textUses(p Player, yield func(Action) bool) bool {
	if !g.inFreeTiming() {
		return true
	}
	var buf [8]textRef
	for _, c := range g.field() {
		cs := &g.cards[c]
		if !cs.dismantled && !g.texts.anyTeam && !g.texts.usable(cs.def) && len(g.chars(c).grants) == 0 && !g.gainsText(c) {
			continue // no text of it is used: its own texts, none gained
		}
		if cs.ctrl != p && !g.exact && !cs.dismantled && !g.texts.anyTeam && !g.texts.usableByOthers(cs.def) && !g.gifted(c) {
			// its own texts, none given, are its controller's to use
			// (textUserRefusal): not listed (issue 7: the enemy's field
			// is half the field; a game with verify set lists them and
			// compares: checkLegal)
			continue
		}
		refs := g.textsOf(c, buf[:0])
		for i := range refs {
			if !refs[i].text.Used() {
				continue
			}
			if !g.useRefused(p, c, refs[i].text) && !yield(Action{Kind: AUse, Card: c, Index: int16(i)}) {
				return false
			}
		}
	}
	return g.usesFrom(p, g.pl[p].junkyard, card.InJunkyard, buf[:0], yield) &&
		g.usesFrom(p, g.pl[p].hand, card.InHand, buf[:0], yield) &&
		g.usesOnCut(p, buf[:0], yield)
}

// usesOnCut yields the uses p may make of the texts that work on a card
// being played (card.Text.From InCut): the cards of the cut's plays, oldest
// first.
func (g *Game) usesOnCut(p Player, buf []textRef, yield func(Action) bool) bool {
	for i := range g.cut {
		if g.cut[i].kind != iPlay || g.cards[g.cut[i].src].zone != ZCut {
			continue
		}
		c := g.cut[i].src
		refs := g.textsOf(c, buf[:0])
		for j := range refs {
			if refs[j].text.From != card.InCut {
				continue
			}
			if !g.useRefused(p, c, refs[j].text) && !yield(Action{Kind: AUse, Card: c, Index: int16(j)}) {
				return false
			}
		}
	}
	return true
}

// beingPlayed reports whether card c is a card being played: on the cut,
// its play not resolved yet (GW adv. "「被使用的卡片」").
func (g *Game) beingPlayed(c CardID) bool {
	return g.cards[c].zone == ZCut && g.cutIndex(c, iPlay) >= 0
}

// usesFrom yields the uses p may make of the texts of cards cs (p's
// Junkyard or hand) that work from that place (card.Text.From).
func (g *Game) usesFrom(p Player, cs []CardID, from card.ZoneSet, buf []textRef, yield func(Action) bool) bool {
	for _, c := range cs {
		// off the field and off the cut a card has only its own texts (textsOf)
		if from == card.InHand && !g.cards[c].def.FromHand || from == card.InJunkyard && !g.cards[c].def.FromJunkyard {
			continue
		}
		refs := g.textsOf(c, buf[:0])
		for i := range refs {
			if refs[i].text.From != from {
				continue
			}
			if !g.useRefused(p, c, refs[i].text) && !yield(Action{Kind: AUse, Card: c, Index: int16(i)}) {
				return false
			}
		}
	}
	return true
}

// useRefusal returns "" if p may use text i (of textsOf) of card c now, or
// the rule that refuses it (GW basic "内文的使用", "《》内资源记述的意义").
func (g *Game) useRefusal(p Player, c CardID, i int) (string, string) {
	cs := &g.cards[c]
	var buf [8]textRef
	refs := g.textsOf(c, buf[:0])
	if i >= 0 && i < len(refs) && refs[i].text.From == card.InJunkyard {
		if cs.zone != ZJunkyard {
			return g.refuse("GW adv. \"自动B\"", func() string { return g.cardName(c) + " is not in the Junkyard: this text works only from there" })
		}
		return g.textRefusal(p, c, refs[i].text)
	}
	if i >= 0 && i < len(refs) && (refs[i].text.From == card.InHand || refs[i].text.From == card.InCut) {
		return g.textRefusal(p, c, refs[i].text) // textUserRefusal: in the hand, or being played, only
	}
	if !cs.zone.OnField() {
		return g.refuse("GW basic \"场上卡片的内文\"", func() string { return g.cardName(c) + " is not on the field" })
	}
	if i < 0 || i >= len(refs) || !refs[i].text.Used() {
		return g.refuse("GW basic \"内文的使用\"", func() string { return fmt.Sprintf("%s has no text %d to use", g.cardName(c), i+1) })
	}
	return g.textRefusal(p, c, refs[i].text)
}

// textRefusal is useRefusal for text t of field card c.
func (g *Game) textRefusal(p Player, c CardID, t *card.Text) (string, string) {
	if r, m := g.textUserRefusal(p, c, t); r != "" {
		return r, m
	}
	if r, m := g.textTimeRefusal(p, t); r != "" {
		return r, m
	}
	r, m, _ := g.textStateRefusal(p, c, t)
	return r, m
}

// textStateRefusal is the rest of textRefusal, past its user and timing:
// the checks that read the state (refusals.go keeps their answers), and
// the check that refused the use when it is one a kept refusal asks again
// alone (useRecheck).
func (g *Game) textStateRefusal(p Player, c CardID, t *card.Text) (string, string, check) {
	if r, m := g.dismantleRefusal(p, c, t); r != "" {
		return r, m, ckNone
	}
	cs := &g.cards[c]
	if t.Power.Set {
		des := []card.Designated{{Color: cs.def.Color, Count: t.Power.Designated}}
		if _, ok := payCheck(g.NationPower(p), des, t.Power.Total); !ok {
			if g.quiet {
				return "GW basic \"《[X·Y]》\"", "", ckNone
			}
			_, why := payable(g.NationPower(p), des, t.Power.Total)
			return "GW basic \"《[X·Y]》\"", why, ckNone
		}
	}
	if r, m := g.textSpentRefusal(p, c, t); r != "" {
		return r, m, ckSpent
	}
	if t.Multiple && len(g.multipleCands(p, c)) == 0 {
		r, m := g.refuse("GW adv. \"复数 ＞A\"", func() string {
			return fmt.Sprintf("no card named %s in the hand or Junkyard to remove from the game", cs.def.BaseName())
		})
		return r, m, ckNone
	}
	cx := ctx{src: c, ctrl: p}
	if !g.conds(t.If, cx) {
		return "GW adv. \"指定了特殊条件的效果\"", "its condition is not met", ckCond
	}
	if g.resolveLimitReached(c, t, cx) {
		return "GW adv. \"指定了特殊条件的效果\"", "its effect already resolved as many times this turn as it may", ckNone
	}
	if t.Keyword == card.AreaWeapon && t.Steps[0].Op == card.OpAreaWeapon && len(g.areaWeaponHits(c, g.num(&t.Steps[0].N, ctx{src: c, ctrl: g.cards[c].ctrl}))) == 0 {
		// GW adv. "使用与对象": an effect on "all ～" cannot be used with none of them
		return "GW adv. \"使用与对象\"", "no unit its 範囲兵器 would destroy", ckNone
	}
	pl := playPlan{player: p, src: c, text: t, use: true}
	if r, m := g.xRefusal(&pl); r != "" {
		return r, m, ckNone
	}
	if t.Cost.Cards != nil || len(t.Extra) > 0 {
		// GW adv. "内文使用的顺序" ①: a use whose costs cannot be paid is not
		// declared; the cards a cost rolls or discards are counted (X at 1:
		// GW adv. "变数", never 0)
		if r, m := g.costRefusal(&pl, 1); r != "" {
			return r, m, ckNone
		}
	}
	if !g.targetsExist(&pl) {
		return "GW adv. \"使用与对象\"", "no legal target", ckTargets
	}
	r, m := g.placesRefusal(p, c, t)
	return r, m, ckNone
}

// textUserRefusal is the start of textRefusal: whether p is the player who
// may use text t of card c (GW adv. "控制权与控制者"), and a text that works
// from the Junkyard is there (GW adv. "自动B"). It reads no derived
// characteristic (mayAct).
func (g *Game) textUserRefusal(p Player, c CardID, t *card.Text) (string, string) {
	cs := &g.cards[c]
	user := fieldUser(cs, t, p)
	if t.From == card.InJunkyard {
		user = cs.owner // the card is in its owner's Junkyard
		if cs.zone != ZJunkyard {
			return g.refuse("GW adv. \"自动B\"", func() string { return g.cardName(c) + " is not in the Junkyard" })
		}
		if len(g.cut) > 0 {
			return "GW adv. \"自动B\"", "an Auto B effect is not put on a cut: used only with nothing on the cut"
		}
	}
	if t.From == card.InHand {
		user = cs.owner // the card is in its owner's hand
		if r, m := g.handZoneRefusal(c); r != "" {
			return r, m
		}
		if len(g.cut) > 0 {
			return "GW adv. \"自动B\"", "an Auto B effect is not put on a cut: used only with nothing on the cut"
		}
	}
	if t.From == card.InCut && !g.beingPlayed(c) {
		// GW adv. "「被使用的卡片」": the text works only while the card is
		// being played; once it has resolved (or left the cut) it is gone
		return g.refuse("GW adv. \"「被使用的卡片」\"", func() string {
			return g.cardName(c) + " is not being played: this text works only while its card is on the cut, before it resolves"
		})
	}
	if user != p {
		return g.refuse("GW adv. \"控制权与控制者\"", func() string { return fmt.Sprintf("only %s may use this text", user) })
	}
	return "", ""
}

// fieldUser is the player who may use text t of card cs, asked by p, when
// t works on the field (GW adv. "控制权与控制者"): cs's controller, or the
// enemy's of a text the enemy uses, or p for a text all players may use.
func fieldUser(cs *cardState, t *card.Text, p Player) Player {
	switch t.UsableBy {
	case card.Enemy:
		return cs.ctrl.Opp()
	case card.Both:
		return p // 全てのプレイヤーが使用できる: the user is its effect's player
	}
	return cs.ctrl
}

// handZoneRefusal refuses a text that works from the hand (card.Text.From)
// of card c when c is not in a hand: in the hangar it is not usable (GW adv.
// "格纳库与手牌的不同": 不能使用…在手牌中才有效的效果), and elsewhere, on the
// field too, it does not work (GW adv. "自动B": the text says where it works).
func (g *Game) handZoneRefusal(c CardID) (string, string) {
	switch g.cards[c].zone {
	case ZHand:
		return "", ""
	case ZHangar:
		return g.refuse("GW adv. \"格纳库与手牌的不同\"", func() string {
			return g.cardName(c) + " is in the hangar: a text that works in the hand cannot be used from the hangar"
		})
	}
	return g.refuse("GW adv. \"自动B\"", func() string { return g.cardName(c) + " is not in the hand: this text works only from there" })
}

// textTimeRefusal is the timing part of textRefusal: player p may use text
// t now only in a free timing of its timing (GW adv. "内文中的时机指定"). It
// reads no derived characteristic (mayAct).
func (g *Game) textTimeRefusal(p Player, t *card.Text) (string, string) {
	if !g.inFreeTiming() || g.decision.kind != dPriority {
		return "GW adv. \"自由时机\"", "texts are used only in a free timing"
	}
	if !g.timingOK(t.Timing, p) {
		return g.refuse("GW adv. \"内文中的时机指定\"", func() string { return fmt.Sprintf("this text is used only in the (%s) timing", t.Timing) })
	}
	return g.windowRefusal(t)
}

// textSpentRefusal is the part of textRefusal that counts what a use of
// text t of card c by p spends: the text's uses this turn or cut, the roll,
// the resource. It reads no derived characteristic (mayAct).
func (g *Game) textSpentRefusal(p Player, c CardID, t *card.Text) (string, string) {
	cs := &g.cards[c]
	// counted per card: another card with the same text has its own uses
	// (GW adv. "使用可能的次数与对象有限制的效果")
	per := t.Cost.Per
	// a text that works on a card being played is counted for that play,
	// its cut: a card played again later is played anew (GW adv.
	// "「被使用的卡片」")
	onCut := t.From == card.InCut
	for _, u := range g.uses {
		if u.card == c && u.text == t.ID && (!per && !onCut || u.cut == g.cutSerial) {
			if onCut {
				return "GW adv. \"「被使用的卡片」\"", "this text was already used while this card is being played"
			}
			if per {
				return "GW basic \"《①每》\"", "this text was already used in this cut"
			}
			return "GW basic \"《》内资源记述的意义\"", "this text was already used this turn"
		}
	}
	if t.Cost.Roll && cs.rolled {
		return g.refuse("GW basic \"《(R)》\"", func() string { return fmt.Sprintf("%s is rolled and cannot roll to pay", g.cardName(c)) })
	}
	if n := t.Cost.Resource; n > len(g.pl[p].nation) {
		return g.refuse("GW basic \"《①》\"", func() string {
			return fmt.Sprintf("resource cost %d but only %d cards in the Nation", n, len(g.pl[p].nation))
		})
	}
	return "", ""
}

// declareUse starts using text i of field card c (GW adv. "内文使用的顺序").
func (g *Game) declareUse(p Player, c CardID, i int) {
	var buf [8]textRef
	r := g.textsOf(c, buf[:0])[i]
	g.play = g.newPlan()
	*g.play = playPlan{player: p, src: c, from: r.from, text: r.text, use: true, setOn: None, needX: r.text.X != card.XNone}
	g.continuePlan()
}

// payUse pays a use cost: 《R》 rolls the card's set group, 《①》 moves cards
// from the Nation to the Discard Pile (GW basic "《》内资源记述的意义").
func (g *Game) payUse(pl *playPlan) {
	t := pl.text
	if t.Cost.Roll {
		g.rollGroup(pl.src, true)
		g.emit(Event{Kind: EvRoll, Player: pl.player, Card: pl.src, Text: "to pay 《R》"})
	}
	if n := t.Cost.Resource; n > 0 {
		done := g.nationToDiscard(pl.player, n)
		g.emit(Event{Kind: EvPayResource, Player: pl.player, Card: pl.src, N: int16(done)})
	}
}

// windowRefusal applies a text's window: only before, or only after, the
// step's fixed effect (CH-20; GW adv. "感应式兵器（X）").
func (g *Game) windowRefusal(t *card.Text) (string, string) {
	switch {
	case windowOK(t.Window, g.stage):
		return "", ""
	case t.Window == card.BeforeFixed:
		return "card text", "only before the step's fixed effect"
	}
	return "card text", "only after the step's fixed effect"
}

// windowOK reports whether stage st is in window w: before the step's fixed
// effect, after it, or either.
func windowOK(w card.Window, st stage) bool {
	switch w {
	case card.BeforeFixed:
		return st == stPre
	case card.AfterFixed:
		return st == stPost
	}
	return true
}

// resolveLimitReached reports whether text t of card c has a resolve limit
// (「この効果は、1ターン中にN回だけしか解決できない」, card.Text.ResolveLimit) and
// its effects resolved that many times this turn: a condition of the text,
// checked when it is used and when it resolves (GW adv. "指定了特殊条件的效果").
// The limit N is read now, from cx.
func (g *Game) resolveLimitReached(c CardID, t *card.Text, cx ctx) bool {
	if t.ResolveLimit == nil {
		return false
	}
	n := 0
	for _, u := range g.resolves {
		if u.card == c && u.text == t.ID {
			n++
		}
	}
	return n >= g.num(t.ResolveLimit, cx)
}

// countUse counts a use of card c's text t (textUse), in the cut of
// serial cut (-1: a triggered text's, counted as it triggers): the kept
// refusals that count uses go (refusals.go).
func (g *Game) countUse(c CardID, t *card.Text, cut int32) {
	g.uses = append(room(g.uses, 8), textUse{card: c, text: t.ID, cut: cut, turn: turnUse(t)})
	g.stampReads(srUses) // the refusals kept that count uses go (refusals.go)
}

// dropUses forgets what counted for card c as the card it was: c entered
// another place and is a new card. The rulebooks count a text's uses per
// card (GW basic "费用": 在一个回合中每一张卡片只能使用该效果一次) and do
// not say whether a card that left and came back is the same one; our
// reading takes it as a new card, as GW does for the effects it had
// received (GW adv. "废弃": 因废弃等因素而被移到场上以外之场所的卡片，其之前所承受的…
// 效果，会全部成为无效) and Rise for the object that changed zone
// (Rise 709.2a: 它成为了另一张卡牌).
// Its texts' uses this turn (《(1)》 once a turn, 《(1)毎》 once a cut, a
// triggered text once a turn: textUse) and the resolutions that count
// toward its texts' resolve limits start again from none; an effect of the
// old card still to resolve is marked (cutItem.srcNew) so that it does not
// count toward the new card's limit. A move between the areas of the field,
// or of a set card to another unit, keeps the card (GW adv. "卡片的移动" ⑵⑶:
// the same place), but a set card that an effect puts onto the field as a
// unit (enter-as) enters it anew (putOnField), as its locked-in effects do.
func (g *Game) dropUses(c CardID) {
	g.uses = slices.DeleteFunc(g.uses, func(u textUse) bool { return u.card == c })
	g.resolves = slices.DeleteFunc(g.resolves, func(u textUse) bool { return u.card == c })
	g.stampReads(srUses) // the refusals kept that count them go (refusals.go)
	mark := func(it *cutItem) {
		if it.src == c && it.text != nil && it.text.ResolveLimit != nil {
			it.srcNew = true
		}
	}
	g.eachItem(mark)
	if g.exec != nil {
		mark(&g.exec.item)
	}
}

// xRefusal refuses the play or use pl when its X has no value to take: X is
// at least 1 (GW adv. "变数"), and the text's limit (x_max, 「Xの値は…を上限と
// する」), read now, is below 1. The loader refuses a constant limit below 1
// and a limit on a text without an X.
func (g *Game) xRefusal(pl *playPlan) (string, string) {
	if pl.text == nil || pl.text.XMax == nil {
		return "", ""
	}
	if n := g.num(pl.text.XMax, ctx{src: pl.src, ctrl: pl.player}); n < 1 {
		return g.refuse(`GW adv. "变数"`, func() string { return fmt.Sprintf("X is at least 1, and its limit is %d now: no X can be chosen", n) })
	}
	return "", ""
}
