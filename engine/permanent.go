package engine

import "github.com/sortie-tcg/sortie/card"

// resolvePermanent resolves the entering effect of a played unit, character,
// operation or G (GW basic "出场效果"): a unit enters rolled (standing with
// 戦闘配備 or PS装甲), a G and an operation standing (GW basic "任务卡的使用"), a set card is set on its
// target. Entering the field (Rise 710.1): its "enters rolled" applies as
// it enters (Rise 710.1a, 710.1b), its statics apply from then on as the
// derived characteristics are recomputed (Rise 710.1c), its "enters" texts
// trigger (Rise 710.1d) after the check of a card that may not stay
// (Rise 710.1e; GW adv. "不能放置在场中的卡片").
func (g *Game) resolvePermanent(it cutItem) {
	c := it.src
	p := it.ctrl
	d := g.cards[c].def
	// 戦闘配備 and PS装甲 as the card has them now, while played (on the
	// cut): through the keyword function every rule asks, a keyword gained
	// or lost there included (Rise 713–714). Not as it had them in the hand
	// (unlike cutItem.playKw, the limits of the use): an 自动B that starts
	// at entering by a play (因使用出场) starts as the entering effect
	// resolves (GW adv. "自动产生的效果"); the card is then a played card, in
	// a place of its own that only an effect on played cards reaches (GW
	// adv. "场所", "「被使用的卡片」"; Rise 712.4: a static that gives them
	// "in the hand" no longer reaches it, as a cost changed in the hand is
	// its own again once it is a played card, GW adv. "卡片使用的顺序" ④).
	standing := g.hasKeyword(c, card.BattleDeploy) || g.hasKeyword(c, card.PSArmor)
	h, why := it.setOn, ""
	if d.SetOn != 0 {
		// read while the card is still a played card (its place the cut),
		// though its effect has left the cut to resolve
		switch {
		// GW adv. "配置卡的使用": a target that left the disposition area fails it.
		case h == None || !g.cards[h].zone.OnField():
			why = "its set target left"
		// the set rules read the played card as it is now, on the cut (an
		// MF unit's GF: GW adv. "MF" (自动A) forbids the setting, which is
		// done as it resolves, GW adv. "配置卡的使用"), its セット as played
		case !g.setKindOKAs(c, h, p, uint64(it.playKw)):
			why = "it may not be set on its set target now"
		case !g.hasRule(c, card.RuleSetOutsideDisposition) && g.cards[h].zone != ZDisposition:
			why = "its set target left the disposition area"
		// GW basic "角色的使用": one character per unit (Cruiser and Base take any
		// number); a character played in answer to another onto the same unit
		// fails when it resolves second.
		case d.Kind == card.Character && g.isKind(h, card.Unit) && g.unitHasCharacter(h) && !g.hasKeyword(h, card.Cruiser) && !g.hasKeyword(h, card.Base):
			why = "its unit already has a character"
		}
	}
	if d.SetOn != 0 {
		if why != "" {
			g.cards[c].zone = ZNone
			g.emit(Event{Kind: EvFail, Player: p, Card: c, Text: why})
			g.putIn(c, ZJunkyard)
			return
		}
		g.setOn(c, h)
		g.emit(Event{Kind: EvSet, Player: p, Card: c, Target: h})
	} else {
		// 戦闘配備: enters standing when played; GW adv. "PS装甲" (自动B):
		// played and entering, it enters standing
		rolled := d.Kind == card.Unit && !standing
		g.putOnField(c, p, rolled)
		state := "standing"
		if rolled {
			state = "rolled"
		}
		g.emit(Event{Kind: EvEnter, Player: p, Card: c, Text: state})
	}
	g.checkCannotStay(c)
	if g.cards[c].zone.OnField() && g.cards[c].host != None {
		g.moveSetOnCharacters(g.cards[c].host, c) // GW adv. "配置/角色"
	}
	if g.cards[c].zone.OnField() {
		g.fire(trigEvent{kind: card.EvEntersPlayed, card: c, by: p})
		g.fire(trigEvent{kind: card.EvEnters, card: c, by: p})
	}
}

// checkCannotStay: a card that may not be on the field (a second character of
// one name) is discarded at once (GW adv. "不能放置在场中的卡片").
// Kinds and names are read as they are now (Rise 713–714): a character that
// enters counting as another kind (enter-as) is not a character there (GW
// adv. "本来的种类和当作其他种类的卡片": 此卡即不当作本来的卡片种类), and a
// name an effect gives counts (sameName).
func (g *Game) checkCannotStay(c CardID) {
	if !g.isKind(c, card.Character) {
		return
	}
	for _, f := range g.field() {
		if f != c && g.isKind(f, card.Character) && g.sameName(c, f) {
			g.emit(Event{Kind: EvToJunkyard, Player: g.cards[c].owner, Card: c, Text: "a character of that name is already on the field"})
			g.moveOff(c, ZJunkyard)
			return
		}
	}
}

// resolveDiscard resolves the discard effect of a destroyed card: it and its
// set group go to the Junkyard, "destroyed and discarded" (GW adv. "破坏与废弃").
// If the destruction was negated meanwhile, nothing happens.
func (g *Game) resolveDiscard(it cutItem) {
	c := it.src
	cs := &g.cards[c]
	if !cs.zone.OnField() || !cs.destroyed {
		return
	}
	g.emit(Event{Kind: EvDiscardEffect, Player: cs.ctrl, Card: c})
	by := cs.destroyer
	// the discard is the destroying effect's (GW adv. "破坏与废弃"): a command's
	// when a command destroyed it
	g.discarding = c
	defer func() { g.discarding = None }()
	killSide, killArea := cs.killSide, cs.killArea
	// look back: texts that trigger on this card being destroyed and discarded
	// see it as it was on the field (GW adv. "因「废弃」而起动的效果").
	g.fire(trigEvent{kind: card.EvDestroyedDiscarded, card: c, by: by})
	if killSide >= 0 {
		g.fire(trigEvent{kind: card.EvBattleKillDiscarded, card: c, by: -1, area: killArea, side: killSide})
	}
	g.salvageFrom(c) // GW adv. "回收"
	g.toJunkyard(c, by)
}

// leaving fires what happens as c leaves the field: "left-field" of c and
// "leaves-set" of the cards set on it when c is a set card's host.
func (g *Game) leaving(c CardID, by Player) {
	g.fire(trigEvent{kind: card.EvLeftField, card: c, by: by})
	if g.cards[c].host != None {
		g.fire(trigEvent{kind: card.EvLeavesSet, card: c, by: by})
	}
}

// leftField is called after c (and its set cards) left the field.
func (g *Game) leftField(c CardID, set []CardID, ctrl Player) {
	for _, s := range set {
		g.fire(trigEvent{kind: card.EvLeavesSet, card: s, by: -1, lki: true, lkiCtrl: ctrl})
	}
}

// leaveSet takes set card c off its host into its controller's disposition area.
func (g *Game) leaveSet(c CardID) {
	cs := &g.cards[c]
	g.groupChanged(c) // it is a set card no more (setList)
	cs.host = None
	g.fire(trigEvent{kind: card.EvLeavesSet, card: c, by: -1})
}
