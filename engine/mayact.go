package engine

import "github.com/sortie-tcg/sortie/card"

// After every automatic step the player with priority is asked whether
// passing is all they can do (run's automatic pass); most of the time it is.
// mayAct answers from the rules that read no derived characteristic
// (derive.go) — where each play and text use is made, its timing, what a
// use spends — so the answer needs no derivation: false means the pass is
// the only legal action; true means the legal actions must be looked at.
// The keywords of the cards in the hand and the hangar that the timing of a
// play reads (クイック, 代替コスト, 換装, VARIABLE) are read when printed,
// which needs no derivation; when the database has an effect that reaches
// the keywords of cards there (printedKeywords) and the characteristics are
// stale, a card may have any (kwKnown), and a field card any text a keyword
// effects give stands for. It looks at every text a card may have: its
// own, the coin's of a dismantled card, the team texts of the field (GW
// adv. "小队＞[A]B"), and every text the statics of field cards and the
// continuous effects in force may give, with the texts those give in turn
// (GW adv. "得到～"; Rise 718.2f), and the keywords' changed effects,
// without asking which card has them. What it looks at is kept per player
// while the state does not change (maycands.go).

// mayActs is what mayAct found player p may have, beyond the pass: a play
// (mayPlay), a text use (mayUse), or another action (換装, VARIABLE). A
// false field means no such action is legal.
type mayActs struct{ play, use, other bool }

func (m mayActs) any() bool { return m.play || m.use || m.other }

// mayAct reports which legal actions other than the pass player p, with
// priority, may have. The cheap tests come first: no action but the pass is
// taken outside a free timing, and no play or use of the candidates at a
// time none of their timings allows (maywhen.go), nor at a time p's last
// ask found none may be made at while the state's version stays (passOnly).
func (g *Game) mayAct(p Player) mayActs {
	var m mayActs
	if !g.inFreeTiming() {
		return m
	}
	// quiet while it looks, set back at each return with no defer (issue
	// 7: a deferred call at each of the ~6 asks a decision): a panic that
	// unwinds through it, a replacement choice met (replStop; none is met
	// by checks), is caught by tryAction, and the game is then rewound to
	// its copy from before the action, which is not quiet (copyInto)
	g.quiet = true
	now, mc := g.whenNow(p), &g.mayC[p]
	if g.passKept[p].passOnly(g, now) {
		m.other = g.changeTime(p) && mc.change || g.variableTime(p) && mc.variable
		g.quiet = false
		return m
	}
	mc, fc := g.mayCandsOf(p), g.fieldCands()
	var open mayWhen
	if now == 0 || (mc.plays|mc.uses|fc.uses)&now != 0 {
		m.play, m.use = g.mayPlayFrom(p, mc, now, &open), g.mayUseFrom(p, mc, fc, now, &open)
	} else {
		open = mc.plays | mc.uses | fc.uses
		m.use = len(g.cut) > 0 && g.mayUseOnCut(p)
	}
	m.other = g.changeTime(p) && mc.change || g.variableTime(p) && mc.variable
	if !m.play && !m.use && now != 0 && len(g.cut) == 0 {
		g.passKept[p] = memoOf(open, g.dvOK)
	}
	g.quiet = false
	return m
}

// passMemo is what a player's ask of mayAct that found no play and no use
// found, with the cut empty: the times open at which a candidate of the
// lists may be (its times, unless it was found refused by an answer that
// holds at any time: noteRefused), the characteristics derived (memoDv)
// or not, in a word with memoOK (0: none). It is kept while the state's
// version stays (every bump drops it: hardChange, stampReads): the lists
// and every refusal noted stay, and an ask at a time not open, with the cut
// empty, finds no play and no use again (issue 7: most asks find the
// version of the last one; the time moved).
type passMemo mayWhen

// memoOK, memoDv: passMemo's bits beside the times (whenAll: the array's
// index is out of range when the times reach them).
const (
	memoOK = passMemo(1) << 63
	memoDv = passMemo(1) << 62
)

var _ = [1]struct{}{}[whenAll>>62]

// memoOf is the memo of times open, found with the characteristics derived
// (dv) or not.
func memoOf(open mayWhen, dv bool) passMemo {
	m := passMemo(open) | memoOK
	if dv {
		m |= memoDv
	}
	return m
}

// passOnly reports whether memo m says that no play and no use may be made
// at time now: a time, with the cut empty, not open, the characteristics
// derived or not as when it was found.
func (m passMemo) passOnly(g *Game, now mayWhen) bool {
	dv := m&memoDv != 0
	return m&memoOK != 0 && dv == g.dvOK && now != 0 && mayWhen(m)&now == 0 && len(g.cut) == 0
}

// mayPlay reports whether some card in p's hand or hangar may be played now
// as far as its place and timing go, and no refusal kept says otherwise
// (refusals.go).
func (g *Game) mayPlay(p Player) bool {
	g.quiet = true
	defer func() { g.quiet = false }()
	var open mayWhen
	return g.inFreeTiming() && g.mayPlayFrom(p, g.mayCandsOf(p), g.whenNow(p), &open)
}

// mayPlayFrom is mayPlay from p's candidates mc (maycands.go) at time
// now (whenNow). It adds to open the times of the plays not found refused
// by an answer that holds at any time (passMemo).
func (g *Game) mayPlayFrom(p Player, mc *mayCands, now mayWhen, open *mayWhen) bool {
	if g.decision.kind != dPriority || now != 0 && mc.plays&now == 0 {
		*open |= mc.plays
		return false // playTimeRefusal refuses every play
	}
	cs := mc.list[:mc.nPlay]
	for i := range cs {
		k := &cs[i]
		if now != 0 && k.when&now == 0 {
			*open |= k.when
			continue // its timing does not allow it now: playTimeRefusal would say so
		}
		if k.blind {
			return true // its クイック, 代替コスト, …: not known without a derivation
		}
		if g.skipRefused(k, p) {
			continue
		}
		if g.dvOK {
			// with the characteristics derived, playRefusal reads nothing
			// mayAct may not: its answer is kept for the legal list
			refused, kept := g.playRefusedKept(p, k.c, int(k.mode), k.alt)
			if !refused {
				g.checkSkip(k, p)
				return true
			}
			k.noteRefused(g, p, kept)
			k.addOpen(g, p, open)
			continue
		}
		if r, _ := g.playTimeRefusal(p, k.c, int(k.mode), false); r == "" &&
			!g.refusedKept(refusal{c: k.c, mode: k.mode, p: p, alt: k.alt}) {
			return true // the rest of playRefusal reads derived characteristics
		}
		*open |= k.when
	}
	return false
}

// mayUse reports whether p may use some text now as far as its user, its
// timing and what it spends go, and no refusal kept says otherwise
// (refusals.go).
func (g *Game) mayUse(p Player) bool {
	g.quiet = true
	defer func() { g.quiet = false }()
	var open mayWhen
	return g.inFreeTiming() && g.mayUseFrom(p, g.mayCandsOf(p), g.fieldCands(), g.whenNow(p), &open)
}

// mayUseFrom is mayUse from p's candidates mc and the field's fc
// (maycands.go), and the texts of the cards being played, at time now
// (whenNow). It adds to open the times of the uses not found refused by an
// answer that holds at any time (passMemo).
func (g *Game) mayUseFrom(p Player, mc, fc *mayCands, now mayWhen, open *mayWhen) bool {
	return g.mayUseIn(p, mc, now, open) || g.mayUseIn(p, fc, now, open) || len(g.cut) > 0 && g.mayUseOnCut(p)
}

// mayUseIn reports whether p may use a text of the uses of candidates mc at
// time now, as mayUse asks, adding to open the times of those not found
// refused by an answer that holds at any time.
func (g *Game) mayUseIn(p Player, mc *mayCands, now mayWhen, open *mayWhen) bool {
	if now != 0 && mc.uses&now == 0 {
		*open |= mc.uses
		return false
	}
	uses := mc.list[mc.nPlay:]
	for i := range uses {
		k := &uses[i]
		if now != 0 && k.when&now == 0 {
			*open |= k.when
			continue
		}
		switch k.kind {
		case mkOwn:
			if g.skipRefused(k, p) {
				continue
			}
			if g.mayUseOwn(p, k) {
				g.checkSkip(k, p)
				return true
			}
		case mkGranted:
			if g.dvOK {
				if g.mayUseGranted(p, k.t) {
					return true
				}
				break
			}
			fallthrough // not derived, the cards that have it are not known
		case mkGiven:
			// a text given to a card not known yet: only its timing is
			// known, and for a text that works on a card being played,
			// that one is (GW adv. "「被使用的卡片」")
			if (k.t.From == card.InCut && g.anyBeingPlayed() || k.t.From != card.InCut && k.t.Used()) && noRule(g.textTimeRefusal(p, k.t)) {
				return true
			}
		case mkTimed:
			if noRule(g.textTimeRefusal(p, k.t)) {
				return true
			}
		}
		k.addOpen(g, p, open)
	}
	return false
}

// mayUseOwn reports whether p may use candidate k's text of its card (a
// use, mkOwn) as far as mayUse looks; a refusal by a kept answer is noted
// on k (noteRefused).
func (g *Game) mayUseOwn(p Player, k *mayCand) bool {
	if g.dvOK {
		// with the characteristics derived, textRefusal reads nothing
		// mayAct may not: asked on the text as textsOf lists it (a
		// keyword's as an effect may have changed it: keywordEffect), its
		// answer is kept for the legal list
		refused, kept := g.useRefusedKept(p, k.c, g.keywordEffect(k.c, k.t))
		k.noteRefused(g, p, kept)
		return !refused
	}
	return g.mayUseOwnText(p, k.c, k.t)
}

// mayUseOwnText reports whether p may use text t of card c as far as
// mayUse looks, with no candidate to note a refusal on (mayUseOnCut).
func (g *Game) mayUseOwnText(p Player, c CardID, t *card.Text) bool {
	if g.dvOK {
		return !g.useRefused(p, c, g.keywordEffect(c, t))
	}
	return noRule(g.textUserRefusal(p, c, t)) && noRule(g.textTimeRefusal(p, t)) && noRule(g.textSpentRefusal(p, c, t)) &&
		!g.refusedKept(refusal{text: t.ID, c: c, p: p, use: true})
}

// noteRefused notes on candidate k that p's play or use of it was refused
// by a kept answer (kept), which holds at any time while the state's
// version stays (skipRefused).
func (k *mayCand) noteRefused(g *Game, p Player, kept bool) {
	if kept {
		k.refusedAt[p] = g.ver + 1
	}
}

// addOpen adds candidate k's times to open (passMemo) unless p's play or
// use of it was found refused at the state's version now (noteRefused).
func (k *mayCand) addOpen(g *Game, p Player, open *mayWhen) {
	if k.refusedAt[p] != g.ver+1 {
		*open |= k.when
	}
}

// skipRefused reports whether p's play or use of candidate k was found
// refused at the state's version now (noteRefused): refused still, at any
// time. A game with verify set skips none: it checks them (checkSkip).
func (g *Game) skipRefused(k *mayCand, p Player) bool {
	return k.refusedAt[p] == g.ver+1 && !g.verify
}

// checkSkip panics if p's play or use of candidate k, found not refused
// now with the characteristics derived (the full checks: without, a kept
// answer overwritten is not asked), was noted refused at the state's
// version now (tests only: a game with verify set).
func (g *Game) checkSkip(k *mayCand, p Player) {
	if g.verify && g.dvOK && k.refusedAt[p] == g.ver+1 {
		panic("engine: mayAct noted a candidate refused at this version, but it is not (" + g.DecisionText() + ")")
	}
}

// mayUseGranted reports whether p may use text t, given as a gained text
// (mkGranted), on a card that has it now, as the legal actions look
// (textUses, usesOnCut): a field card not dismantled (a dismantled card has
// the coin's text alone: textsOf) when t is used there, a card being played
// when t works on it. The characteristics are derived. Of the field's
// cards only those whose text p is the user of when t works on the field
// are looked at: textUserRefusal refuses the others, and every use of a
// field card's text that works elsewhere (issue 7: the enemy's cards
// were half the look).
func (g *Game) mayUseGranted(p Player, t *card.Text) bool {
	if t.Used() && t.From == 0 {
		for _, c := range g.field() {
			if cs := &g.cards[c]; !cs.dismantled && fieldUser(cs, t, p) == p && g.hasGrant(c, t) && !g.useRefused(p, c, t) {
				return true
			}
		}
	}
	if t.From == card.InCut {
		for i := range g.cut {
			if it := &g.cut[i]; it.kind == iPlay && g.cards[it.src].zone == ZCut && g.hasGrant(it.src, t) && !g.useRefused(p, it.src, t) {
				return true
			}
		}
	}
	return false
}

// hasGrant reports whether an effect gave card c text t (chars.grants).
func (g *Game) hasGrant(c CardID, t *card.Text) bool {
	for _, r := range g.chars(c).grants {
		if r.text == t {
			return true
		}
	}
	return false
}

// mayUseOnCut reports whether p may use a text that works on a card being
// played, its own printed ones (GW adv. "自动B", "「被使用的卡片」"), as
// mayUse looks; given ones are mayUseFrom's candidates.
func (g *Game) mayUseOnCut(p Player) bool {
	for i := range g.cut {
		if it := &g.cut[i]; it.kind == iPlay && g.cards[it.src].zone == ZCut && g.cards[it.src].def.FromCut {
			for _, t := range g.texts.of(g.cards[it.src].def) {
				if t.From == card.InCut && g.mayUseOwnText(p, it.src, t) {
					return true
				}
			}
		}
	}
	return false
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

// playsOf is plays from p's candidates mc (maycands.go), the plays of its
// hand's and hangar's cards in plays' order, at time now (whenNow): mayAct
// has just looked at them (issue 7: the legal list asked every card's
// keywords, modes and timing again). With every keyword of those cards
// known (kwKnown: derived, or printed), the list has a candidate for each
// mode, and with 代替コスト for each with it, as plays asks; one whose
// times do not hold now is refused by playTimeRefusal, and one noted
// refused at the state's version by its kept answer (skipRefused), which
// playRefused reads. A game with verify set builds the list with plays'
// own loop too and compares (exact: checkLegal).
func (g *Game) playsOf(p Player, mc *mayCands, now mayWhen, yield func(Action) bool) bool {
	cs := mc.list[:mc.nPlay]
	for i := range cs {
		k := &cs[i]
		if now != 0 && k.when&now == 0 || g.skipRefused(k, p) || g.playRefused(p, k.c, int(k.mode), k.alt) {
			continue
		}
		a := Action{Kind: APlay, Card: k.c, Index: int16(k.mode)}
		if k.alt {
			a.N = 1
		}
		if !yield(a) {
			return false
		}
	}
	return true
}
