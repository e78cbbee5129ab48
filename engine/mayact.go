package engine

import "github.com/sortie-tcg/sortie/card"

// After every automatic step the player with priority is asked whether
// passing is all they can do (run's automatic pass); most of the time it is.
// mayAct answers from the rules that read no derived characteristic
// (derive.go) — where each play and text use is made, its timing, what a
// use spends — so the answer needs no derivation: false means the pass is
// the only legal action; true means the legal actions must be looked at.
// The one exception are the keywords of the cards in the hand and the
// hangar that the timing of a play reads (クイック, 代替コスト, 換装,
// VARIABLE): printed, read without a derivation, unless the database has an
// effect that reaches the keywords of cards there (printedKeywords).
// It looks at every text a card may have: its own, the coin's of a
// dismantled card, the team texts of the field (GW adv. "小队＞[A]B"), and
// every text the statics of field cards and the continuous effects in force
// may give, with the texts those give in turn (GW adv. "得到～"; Rise
// 718.2f), and the keywords' changed effects, without asking which card has
// them.

// mayActs is what mayAct found player p may have, beyond the pass: a play
// (mayPlay), a text use (mayUse), or another action (換装, VARIABLE). A
// false field means no such action is legal.
type mayActs struct{ play, use, other bool }

func (m mayActs) any() bool { return m.play || m.use || m.other }

// mayAct reports which legal actions other than the pass player p, with
// priority, may have.
func (g *Game) mayAct(p Player) mayActs {
	g.quiet = true
	defer func() { g.quiet = false }()
	ps := &g.pl[p]
	return mayActs{play: g.mayPlay(p), use: g.mayUse(p),
		other: g.changeTime(p) && g.keywordIn(ps.hand, card.Change) ||
			g.variableTime(p) && (g.keywordIn(ps.hand, card.Variable) || g.keywordIn(ps.hangar, card.Variable))}
}

// mayPlay reports whether some card in p's hand or hangar may be played now
// as far as its place and timing go, and no refusal kept says otherwise
// (refusals.go).
func (g *Game) mayPlay(p Player) bool {
	if !g.inFreeTiming() || g.decision.kind != dPriority {
		return false // playTimeRefusal refuses every play
	}
	// outside its player's disposition phase with an empty cut, only a
	// command or a クイック card may be played (playTimeRefusal)
	mainTime := g.active == p && g.phase == PDisposition && len(g.cut) == 0
	for _, zone := range [2][]CardID{g.pl[p].hand, g.pl[p].hangar} {
		for _, c := range zone {
			if !mainTime && g.cards[c].def.Kind != card.Command && !g.hasKeyword(c, card.Quick) {
				continue
			}
			alt := g.hasKeyword(c, card.AlternativeCost)
			for m := 0; m < g.numModes(c); m++ {
				if r, _ := g.playTimeRefusal(p, c, m, false); r == "" &&
					(g.mayPay(p, c, m, false) && !g.refusedKept(refusal{c: c, mode: int8(m), p: p}) ||
						alt && g.mayPay(p, c, m, true) && !g.refusedKept(refusal{c: c, mode: int8(m), p: p, alt: true})) {
					return true
				}
			}
		}
	}
	return false
}

// mayPay reports whether the Nation Power may pay the play of card c in
// mode (alt: with its alternative cost): false only when playRefusal's
// cost check refuses it for want of power (costRefusal at X 1), which
// reads derived characteristics (the cost's changes, Nation Power), so it
// is asked only when they are derived already (dvOK) and mayAct derives
// nothing: else true. A G's play has no cost (playRefusal).
func (g *Game) mayPay(p Player, c CardID, mode int, alt bool) bool {
	if !g.dvOK || g.cards[c].def.Kind == card.G {
		return true
	}
	pl := playPlan{player: p, src: c, text: g.effectText(c, mode), mode: int8(mode), from: c, alt: alt}
	des, total, _ := g.costBase(&pl, 1)
	_, ok := payCheck(g.NationPower(p), des, total)
	return ok
}

// keywordIn reports whether one of cards cs, in the hand or the hangar, has
// keyword k now (printed unless the database has an effect that reaches
// keywords there: printedKeywords).
func (g *Game) keywordIn(cs []CardID, k card.KeywordKind) bool {
	for _, c := range cs {
		if g.hasKeyword(c, k) {
			return true
		}
	}
	return false
}

// mayUse reports whether p may use some text now as far as its user, its
// timing and what it spends go, and no refusal kept says otherwise
// (refusals.go).
func (g *Game) mayUse(p Player) bool {
	if !g.inFreeTiming() {
		return false
	}
	own := func(c CardID, t *card.Text) bool {
		return noRule(g.textUserRefusal(p, c, t)) && noRule(g.textTimeRefusal(p, t)) && noRule(g.textSpentRefusal(p, c, t)) &&
			!g.refusedKept(refusal{text: t.ID, c: c, p: p, use: true}) && g.mayMeet(p, c, t)
	}
	// a text given to a card not known yet: only its timing is known, and
	// for a text that works on a card being played, that one is (GW adv.
	// "「被使用的卡片」")
	onCut := g.anyBeingPlayed()
	given := func(t *card.Text) bool {
		if t.From == card.InCut {
			return onCut && noRule(g.textTimeRefusal(p, t))
		}
		return t.Used() && noRule(g.textTimeRefusal(p, t))
	}
	for _, c := range g.field() {
		cs := &g.cards[c]
		if g.texts.mayUseAny(cs.def) { // else no text of it is one to look at
			for _, t := range g.texts.of(cs.def) {
				if t.Used() && own(c, t) || t.TeamID != 0 && given(t) || len(t.Static) > 0 && grantsAny(t, given) {
					return true
				}
			}
		}
		if cs.dismantled && (own(c, dismantleCoinText) || grantsAny(dismantleCoinText, given)) {
			return true
		}
	}
	for i := range g.cont {
		// a text given, or a keyword's changed effect (keywordeffect.go)
		if e := &g.cont[i]; (e.kind == ckTextGain || e.kind == ckKeywordEffect) && (given(e.grant) || grantsAny(e.grant, given)) {
			return true
		}
	}
	if len(g.texts.gained) > 0 { // the texts of keywords effects gave (textsOf)
		for _, c := range g.field() {
			for _, kw := range g.chars(c).gained {
				if t := g.texts.gainedText(kw); t != nil && own(c, t) {
					return true
				}
			}
		}
	}
	for _, c := range g.pl[p].junkyard {
		if !g.cards[c].def.FromJunkyard {
			continue
		}
		for _, t := range g.texts.of(g.cards[c].def) {
			if t.From == card.InJunkyard && own(c, t) {
				return true
			}
		}
	}
	// texts that work on a card being played, its own printed ones (GW adv.
	// "自动B", "「被使用的卡片」"); given ones are above
	for i := range g.cut {
		if it := &g.cut[i]; it.kind == iPlay && g.cards[it.src].zone == ZCut && g.cards[it.src].def.FromCut {
			for _, t := range g.texts.of(g.cards[it.src].def) {
				if t.From == card.InCut && own(it.src, t) {
					return true
				}
			}
		}
	}
	// texts that work from the own hand (GW adv. "自动B")
	for _, c := range g.pl[p].hand {
		if !g.cards[c].def.FromHand {
			continue
		}
		for _, t := range g.texts.of(g.cards[c].def) {
			if t.From == card.InHand && own(c, t) {
				return true
			}
		}
	}
	return false
}

// mayMeet reports whether the conditions of text t of card c may be met
// for a use by p: false only when textRefusal's condition check refuses
// it, which may read derived characteristics, so it is asked only when
// they are derived already (dvOK) and mayAct derives nothing: else true.
// A keyword's text is used as an effect may have changed it
// (keywordEffect, as textsOf lists it): its conditions are that text's.
func (g *Game) mayMeet(p Player, c CardID, t *card.Text) bool {
	if !g.dvOK {
		return true
	}
	return g.conds(g.keywordEffect(c, t).If, ctx{src: c, ctrl: p})
}

// anyBeingPlayed reports whether a card is being played: on the cut, its
// play not resolved yet (GW adv. "「被使用的卡片」").
func (g *Game) anyBeingPlayed() bool {
	for i := range g.cut {
		if g.cut[i].kind == iPlay && g.cards[g.cut[i].src].zone == ZCut {
			return true
		}
	}
	return false
}

// grantsAny reports whether fn holds for a text the statics of text t give
// (GW adv. "得到～"), or one those give in turn.
func grantsAny(t *card.Text, fn func(*card.Text) bool) bool {
	for i := range t.Static {
		if gt := t.Static[i].Grant; gt != nil && (fn(gt) || grantsAny(gt, fn)) {
			return true
		}
	}
	return false
}
