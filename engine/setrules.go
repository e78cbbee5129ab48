package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// GW adv. "配置/角色" (セット/キャラ, SetOnCharacter), (自动B) rules of this card:
//
//   - it may be set on an own character; its combat modifier is then added to
//     that character's combat modifier (so it reaches the unit through the set
//     group: power sums every card of the group);
//   - set on a unit other than a Cruiser or Base, another character may still
//     be set on that unit; this card is then set on that character
//     (moveSetOnCharacters);
//   - set on a character, it is outside the one-character-per-unit limit;
//     any number of them may be set on one character.
//
// GW adv. "配置/G" (セット/G, SetOnG), (自动B) rules of this card:
//
//   - it may be set on an own basic G; its combat modifier is then negated;
//   - set on a G, it is discarded when that G is treated as a kind other than
//     G (checkSetKinds); any number of them may be set on one G.
//
// セット/キャラ・G counts as both (GW adv. "视做同一记述的效果"). The target of
// the set is chosen in a disposition area like any set card's (GW adv.
// "配置卡的使用").

// setsOnCharacter reports whether c has セット/キャラ (or セット/キャラ・G) now:
// in the hand while it is played, or on the field (a dismantled card or a
// VARIABLE G has no printed keyword).
func (g *Game) setsOnCharacter(c CardID) bool { return g.filterKeyword(c, card.SetOnCharacter) }

// setKindOK reports whether set card c may be set on field card h as far as
// kinds and sides go: on a card of its set kind (GW basic "角色的使用",
// "任务卡"), on an own character (セット/キャラ) or on an own basic G
// (セット/G). A basic G whose text is negated is a special G then, and a
// セット/G card cannot target it (rulings F3; one already set stays).
func (g *Game) setKindOK(c, h CardID, p Player) bool {
	return g.setKindOKAs(c, h, p, g.keywordBits(c))
}

// setKindOKAs is setKindOK with c's keywords kw (a bit per kind): those it
// had when it was played, when the play resolves (cutItem.playKw), or
// those it has now, read once for every card it may be set on
// (setCandidatesUpTo).
func (g *Game) setKindOKAs(c, h CardID, p Player, kw uint64) bool {
	d := g.cards[c].def
	hs := &g.cards[h]
	if d.Kind == card.Character && g.isKind(h, card.Unit) && hs.host == None {
		if g.hasKeyword(h, card.MF) && !g.hasTrait(c, g.texts.gf) { // the keyword and the traits they have now
			return false // GW adv. "MF" (自动A): 此卡上只能配置持有「GF」的角色
		}
	}
	switch {
	case g.isKind(h, d.SetOn): // a kind of hostKinds
		return true
	case d.Kind == card.Character && keywordIn(kw, card.SetOnCharacter) && g.isKind(h, card.Character):
		return hs.ctrl == p
	case d.Kind == card.Character && keywordIn(kw, card.SetOnG) && g.isKind(h, card.G) && hs.def.Basic && !g.textNegated(h):
		return hs.ctrl == p && hs.host == None
	}
	return false
}

// hostKinds is the kinds setKindOKAs lets card c, of keywords kw, be set
// on: its set kind, and a character's own character (セット/キャラ) or
// basic G (セット/G).
func (g *Game) hostKinds(c CardID, kw uint64) card.KindSet {
	d := g.cards[c].def
	ks := card.KindSet(1) << d.SetOn
	if d.Kind == card.Character && keywordIn(kw, card.SetOnCharacter) {
		ks |= 1 << card.Character
	}
	if d.Kind == card.Character && keywordIn(kw, card.SetOnG) {
		ks |= 1 << card.G
	}
	return ks
}

// unitHasCharacter reports whether unit u holds a character that takes its
// one-character place (GW basic "角色的使用"): one set on it directly, other
// than a セット/キャラ card (which moves onto the next character set on it).
// Characters set on characters are outside the limit (GW adv. "配置/角色").
func (g *Game) unitHasCharacter(u CardID) bool {
	for _, c := range g.field() { // a set card is on the field
		if g.cards[c].host == u && g.isKind(c, card.Character) && !g.setsOnCharacter(c) {
			return true
		}
	}
	return false
}

// moveSetOnCharacters: character c has just been set on unit u (not a
// Cruiser or Base); the セット/キャラ cards set on u directly are set on c
// (GW adv. "配置/角色": 此时，此卡配置到该角色卡上).
func (g *Game) moveSetOnCharacters(u, c CardID) {
	if !g.isKind(u, card.Unit) || !g.isKind(c, card.Character) || g.hasKeyword(u, card.Cruiser) || g.hasKeyword(u, card.Base) {
		return
	}
	for i := range g.cards {
		s := CardID(i)
		if s == c || g.cards[i].host != u || !g.isKind(s, card.Character) || !g.setsOnCharacter(s) {
			continue
		}
		g.setOn(s, c)
		g.emit(Event{Kind: EvSet, Player: g.cards[s].ctrl, Card: s, Target: c})
	}
}

// setFits reports whether set card c, by its kind and keywords, may be set on
// a card of h's kind now.
func (g *Game) setFits(c, h CardID) bool {
	d := g.cards[c].def
	switch {
	case g.isKind(h, d.SetOn): // a kind of hostKinds
		return true
	case g.isKind(h, card.Character):
		return d.Kind == card.Character && g.setsOnCharacter(c)
	case g.isKind(h, card.G):
		return d.Kind == card.Character && g.filterKeyword(c, card.SetOnG)
	}
	return false
}

// checkSetKinds discards the set cards whose host changed kind: GW adv.
// "配置的条件": the set conditions are checked only when setting, except
// that a change of the host's kind that makes the set wrong discards the set
// card (a character on a card no longer a unit); GW adv. "配置/G": a card set
// on a G is discarded when that G is treated as a kind other than G, even
// one it could be set on.
func (g *Game) checkSetKinds() {
	// the set cards on the field by id (setList), the next one found again
	// after each card: a move below changes the list
	for next := CardID(0); ; next++ {
		set := g.setList()
		i, _ := slices.BinarySearch(set, next)
		if i == len(set) {
			return
		}
		c := set[i]
		cs := &g.cards[c]
		if next = c; g.kindOf(cs.host) == cs.hostKind {
			continue
		}
		if cs.hostKind != card.G && g.setFits(c, cs.host) {
			cs.hostKind = g.kindOf(cs.host)
			continue
		}
		g.emit(Event{Kind: EvToJunkyard, Player: cs.owner, Card: c, Text: "the card it is set on changed kind (GW adv. \"配置的条件\")"})
		g.leaving(c, -1)
		g.moveOff(c, ZJunkyard)
	}
}

// onG reports whether c is a character set on a G: its combat modifier is
// negated (GW adv. "配置/G": 将此卡的战斗修正变为无效).
func (g *Game) onG(c CardID) bool {
	cs := &g.cards[c]
	return cs.host != None && cs.zone.OnField() && g.isKind(g.groupOf(c), card.G)
}

// checkSquadKinds takes a card that is no longer a unit out of its squad
// (a unit dismantled in a battle area: GW adv. "解体指示物", 当作G; one an
// effect makes count as another kind): only units form squads and stay in
// battle areas (GW basic "部队", "战斗区域"), so it goes to its controller's
// disposition area in its state, and its squad is formed again at once (GW
// adv. "部队的再编成": a unit leaving a battle area leaves its squad). The
// rulebook does not say where such a card goes; the disposition area,
// where Gs and the cards returning from battle go, is our reading.
func (g *Game) checkSquadKinds() {
	moved := false
	for a := Area(0); a < NumAreas; a++ {
		for p := Player(0); p < 2; p++ {
			for i := 0; i < len(g.squads[a][p]); i++ {
				c := g.squads[a][p][i]
				if g.isKind(c, card.Unit) {
					continue
				}
				g.toDisposition(c, p)
				g.emit(Event{Kind: EvMove, Player: p, Card: c, Area: a, Text: "to the disposition area: no longer a unit, it leaves its squad"})
				moved = true
				i--
			}
		}
	}
	if moved {
		g.updateEngagement()
	}
}

// setCandidates lists the cards a set card may be set on (GW basic "角色的使用",
// "任务卡"; GW adv. "配置卡的使用": a card in a disposition area; "配置/角色",
// "配置/G": an own character, an own basic G).
func (g *Game) setCandidates(pl *playPlan) []CardID { return g.setCandidatesUpTo(pl, -1, nil) }

// setCandidatesUpTo is setCandidates stopping at the first max cards (all
// when max < 0), appended to out.
func (g *Game) setCandidatesUpTo(pl *playPlan, max int, out []CardID) []CardID {
	d := g.cards[pl.src].def
	outside := g.hasRule(pl.src, card.RuleSetOutsideDisposition)
	kw := g.keywordBits(pl.src) // setKindOK's, read once
	// a character only on own cards, when no text of it says (mayAlsoSet:
	// whether one may, read once)
	ownOnly := d.Kind == card.Character
	for i := range d.Texts {
		ownOnly = ownOnly && d.Texts[i].SetAlsoOn == nil
	}
	// the kinds it may be set on, read printed while the kinds are
	// (kindfixed.go): most of the field's cards are G, passed over here
	// rather than by setKindOKAs
	hosts, printed := g.hostKinds(pl.src, kw), !g.kindMay && !g.verify
	for _, c := range g.field() {
		if len(out) == max {
			break
		}
		cs := &g.cards[c]
		if cs.zone != ZDisposition && !(outside && cs.zone == ZBattle) || printed && !hosts.Has(cs.def.Kind) {
			continue // the place and the printed kind first: they need no derived characteristic
		}
		// a character on an own card, unless its text says (the
		// controller, then the printed text, before any derived
		// characteristic is read)
		if d.Kind == card.Character && cs.ctrl != pl.player && (ownOnly || !g.mayAlsoSet(pl, c)) {
			continue
		}
		if !g.setKindOKAs(pl.src, c, pl.player, kw) || cs.host != None && !g.isKind(c, card.Character) {
			continue
		}
		if d.Kind == card.Character {
			if g.hasRule(c, card.RuleNoSetCards) || g.cards[c].def.Token { // GW adv. "视作卡片的指示物": 不能配置配置卡
				continue
			}
			// one character per unit, unless the unit is a Cruiser or Base
			// (a セット/キャラ card set on it does not take the place: GW adv. "配置/角色")
			if g.isKind(c, card.Unit) && g.unitHasCharacter(c) && !g.hasKeyword(c, card.Cruiser) && !g.hasKeyword(c, card.Base) {
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// mayAlsoSet reports whether a text of the card being set lets it be set on
// c too (card.Text.SetAlsoOn; GW adv. "基本规则与内文的优先顺序").
func (g *Game) mayAlsoSet(pl *playPlan, c CardID) bool {
	for i := range g.cards[pl.src].def.Texts {
		if f := g.cards[pl.src].def.Texts[i].SetAlsoOn; f != nil && g.match(c, f, ctx{src: pl.src, ctrl: pl.player}) {
			return true
		}
	}
	return false
}
