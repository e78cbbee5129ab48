package engine

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// Replacement and prevention effects (Rise 716–717). They change an event
// before it happens and use no cut (Rise 716.1). Each applies to one event
// at most once (Rise 716.1e); a prevention shield shrinks as it prevents
// (Rise 717.2a); a damage dmgPacket fully prevented deals no damage and starts
// nothing that dealing damage would (Rise 717.2b); "the next" damage is every
// dmgPacket of the one effect that deals it first (Rise 717.4).
//
// Order (Rise 716.1b, 717.3): when several effects would replace one event,
// the player it affects chooses one to apply; then the others are checked
// again, and while several still apply, the player chooses again
// (replchoice.go asks it: dReplace). A destruction or a move to the
// Junkyard: the controller of the card (Rise 716.1b). A damage packet:
// increases first, chosen by the packet's player (Rise 717.3a), then the
// reductions, chosen by the player of the card or Nation taking it (Rise
// 717.3b). The player is asked only when the choice can matter: increases
// all apply whatever their order (each once, none stops another), and so do
// reductions with nothing to spend; a shield, or "the next" effect, is spent
// only when it applies, so which applies first matters once one of them is
// among the reductions. Unasked, the engine applies them in timestamp
// order, reductions of each packet before shields (a shield spent only on
// damage nothing else prevents).

// replEffect is a replacement or prevention effect a resolved effect created
// (Game.repl), or, while looked for, one of an Auto A static.
type replEffect struct {
	id     int32 // unique in the game; a static's: 0 (known by src and r)
	r      *card.Replacement
	src    CardID
	ctrl   Player
	ts     int32
	locked []CardID     // the cards it protects, fixed when it was created
	filter *card.Filter // or the cards matching this now (this-turn)
	left   int16        // a shield: the damage it still prevents
	item   int32        // only damage of this cut item (特殊シールド), 0: any
	nextOf int32        // Next: the cut item whose packets it replaces once one did (0: none yet)
}

func (e replEffect) clone() replEffect {
	e.locked = clone(e.locked)
	return e
}

// dmgPacket is damage about to be dealt (Rise 717): to a unit, or to a Nation.
type dmgPacket struct {
	to      CardID // the unit, or None for a Nation
	nation  Player
	amount  int
	by      Player // whose effect deals it; -1: battle damage
	battle  bool
	item    int32    // the cut item dealing it (0: none)
	applied []replID // the replacement effects that replaced it (Rise 716.1e)
	// prevented is the damage prevention effects took from it (Rise 717.2d)
	prevented int
	// splits are the packets a split divided off it, to other units (Rise 717.6)
	splits []dmgPacket
}

// replID names a replacement effect: a resolved one by id, a static one by
// its card and text.
type replID struct {
	id  int32
	src CardID
	r   *card.Replacement
}

func (e *replEffect) key() replID { return replID{e.id, e.src, e.r} }

// addRepl starts a replacement effect a resolved effect created.
func (g *Game) addRepl(e replEffect) {
	g.replSerial++
	e.id, e.ts = g.replSerial, g.stamp()
	if e.r.Prevent > 0 {
		e.left = int16(e.r.Prevent)
	}
	g.repl = append(g.repl, e)
}

// replsInForce lists the replacement effects in force now: resolved ones
// and the statics of cards on the field whose texts they have.
func (g *Game) replsInForce() []replEffect {
	out := append([]replEffect(nil), g.repl...)
	for _, c := range g.field() {
		if !g.mayHaveRepl(c) {
			continue
		}
		cs := &g.cards[c]
		var buf [8]textRef
		for _, r := range g.textsOf(c, buf[:0]) {
			for j := range r.text.Static {
				s := &r.text.Static[j]
				if s.Replace == nil || !g.powerMet(c, r.text) || !g.conds(s.If, ctx{src: c, ctrl: cs.ctrl, each: None}) {
					continue
				}
				out = append(out, replEffect{r: s.Replace, src: c, ctrl: cs.ctrl, ts: cs.ts, filter: s.Replace.Applies, left: int16(s.Replace.Prevent)})
			}
		}
	}
	return out
}

// mayHaveRepl reports whether field card c may have a text with a static
// that makes a replacement or prevention effect (textsOf): only its own
// texts (textIndex.replaces) or texts effects gave it or changed (a text, a
// keyword's, a keyword effect's; a team text with a static is not given)
// may, and a dismantled card's coin text; without one, replsInForce reads
// none of its texts (issue 7).
func (g *Game) mayHaveRepl(c CardID) bool {
	cs := &g.cards[c]
	if cs.dismantled || int(cs.def.Index) >= len(g.texts.replaces) || g.texts.replaces[cs.def.Index] {
		return true
	}
	ch := g.chars(c)
	return len(ch.grants) > 0 || len(ch.gained) > 0 || len(ch.kwEffects) > 0
}

// appliesTo reports whether effect e replaces card c's event (or, for
// damage to a Nation, p's Nation).
func (g *Game) replCovers(e *replEffect, c CardID, nation Player) bool {
	if e.r.ToNation {
		want := e.ctrl
		if e.r.Nation == card.Enemy {
			want = e.ctrl.Opp()
		}
		return c == None && nation == want
	}
	switch {
	case c == None:
		return false
	case e.locked != nil:
		return contains(e.locked, c)
	case e.filter != nil:
		return g.match(c, e.filter, ctx{src: e.src, ctrl: e.ctrl, each: None})
	}
	return c == e.src
}

// byMatches reports whether an event caused by player by (-1: no effect)
// is one e replaces.
func byMatches(e *replEffect, by Player) bool {
	switch e.r.By {
	case card.ByOwn:
		return by == e.ctrl
	case card.ByEnemy:
		return by >= 0 && by != e.ctrl
	}
	return true
}

// replaceDamage applies the replacement and prevention effects to dmgPacket p
// (see above) and reports the damage left to deal.
func (g *Game) replaceDamage(p *dmgPacket) int {
	var fits []int
	for {
		es := g.replsInForce()
		g.staticShieldsLeft(es, p)
		fits = fits[:0]
		for i := range es {
			if g.replFits(&es[i], p) {
				fits = append(fits, i)
			}
		}
		if len(fits) == 0 {
			g.tookDamage(p)
			g.firePrevented(p)
			return p.amount
		}
		// the engine's order: increases, then reductions of each packet,
		// then shields, each by timestamp
		slices.SortStableFunc(fits, func(i, j int) int {
			return cmp.Or(cmp.Compare(replOrder(&es[i]), replOrder(&es[j])), cmp.Compare(es[i].ts, es[j].ts))
		})
		pick := fits[0]
		if replOrder(&es[pick]) > 0 && len(fits) > 1 && g.damageChoiceMatters(es, fits) {
			// Rise 717.3b: the player of the card or Nation taking the
			// packet chooses the reduction that applies next (Rise 716.1b)
			who := p.nation
			if p.to != None {
				who = g.cards[p.to].ctrl
			}
			pick = fits[g.replChoose(who, replSources(es, fits), g.replOptions(es, fits))]
		}
		g.applyDamageRepl(&es[pick], p)
		if p.amount <= 0 {
			g.firePrevented(p)
			return 0
		}
		// Rise 716.1b: the others are checked again (replsInForce, replFits:
		// each once, Rise 716.1e)
	}
}

// damageChoiceMatters reports whether the order of the reductions fits
// can change what happens: one of them is a shield or "the next" effect,
// spent only when it applies (see above).
func (g *Game) damageChoiceMatters(es []replEffect, fits []int) bool {
	for _, i := range fits {
		if es[i].r.Prevent > 0 || es[i].r.Next || es[i].r.Split != nil {
			return true
		}
	}
	return false
}

func replSources(es []replEffect, fits []int) []CardID {
	out := make([]CardID, len(fits))
	for k, i := range fits {
		out[k] = es[i].src
	}
	return out
}

// replOptions describes each effect of fits for the choice.
func (g *Game) replOptions(es []replEffect, fits []int) []string {
	out := make([]string, len(fits))
	for k, i := range fits {
		e := &es[i]
		t := replText(e.r)
		switch r := e.r; {
		case r.Prevent > 0:
			t = fmt.Sprintf("prevents up to %d damage (%d left)", r.Prevent, e.left)
		case r.Split != nil:
			t = "divides the damage among units that are " + r.Split.String()
		case r.Event == card.REvDamage && r.Prevent == 0 && r.Add < 0:
			t = fmt.Sprintf("%d less damage", -r.Add)
		case r.Event == card.REvDestroy && r.Instead.IsZero():
			t = "instead of being destroyed, it stays"
		case r.Event == card.REvDestroy:
			t = "instead of being destroyed, it goes to " + r.Instead.String()
		case r.Event == card.REvToJunkyard:
			t = "instead of going to the Junkyard, it goes to " + r.Instead.String()
		}
		if e.r.Next {
			t += " (the next only)"
		}
		out[k] = g.cardName(e.src) + ": " + t
	}
	return out
}

// replOrder ranks the kinds of damage replacement: increases, then
// reductions of each packet, then shields.
func replOrder(e *replEffect) int {
	switch {
	case e.r.Add > 0:
		return 0
	case e.r.Prevent > 0:
		return 2
	}
	return 1
}

// replFits reports whether e may replace dmgPacket p now.
func (g *Game) replFits(e *replEffect, p *dmgPacket) bool {
	r := e.r
	if r.Event != card.REvDamage || r.From == card.BattleDamage && !p.battle || r.From == card.EffectDamage && p.battle {
		return false
	}
	if r.Split != nil && p.to == None {
		return false // Rise 717.6: it divides damage to a unit
	}
	if !byMatches(e, p.by) || e.item != 0 && e.item != p.item || !g.replCovers(e, p.to, p.nation) {
		return false
	}
	if r.Prevent > 0 && e.left <= 0 || r.Next && e.nextOf != 0 && e.nextOf != p.item {
		return false
	}
	for _, a := range p.applied {
		if a == e.key() {
			return false // Rise 716.1e
		}
	}
	return true
}

// applyDamageRepl applies e to dmgPacket p, logging it, and updates e's state
// (a shield's damage left, "the next" used) where it lives.
func (g *Game) applyDamageRepl(e *replEffect, p *dmgPacket) {
	p.applied = append(p.applied, e.key())
	before := p.amount
	r := e.r
	switch {
	case r.Prevent < 0:
		p.prevented += p.amount
		p.amount = 0
	case r.Prevent > 0:
		n := min(p.amount, int(e.left))
		p.amount -= n
		p.prevented += n
		g.spendShield(e, p, n)
	case r.Split != nil:
		g.splitPacket(e, p)
		return
	default:
		p.amount = max(0, p.amount+r.Add)
	}
	if r.Next && e.id != 0 {
		g.markNext(e.id, p.item)
	}
	what := "the damage to " + g.packetTarget(p)
	switch {
	case p.amount < before:
		g.emit(Event{Kind: EvNote, Player: e.ctrl, Card: e.src, Text: fmt.Sprintf("prevents %d of %s (%d left)", before-p.amount, what, p.amount)})
	case p.amount > before:
		g.emit(Event{Kind: EvNote, Player: e.ctrl, Card: e.src, Text: fmt.Sprintf("raises %s from %d to %d", what, before, p.amount)})
	}
}

// firePrevented starts what triggers on packet p being partly or wholly
// prevented (Rise 717.2d), once its replacements are done: a prevention
// effect (Rise 717.2: one that prevents) took some of it.
func (g *Game) firePrevented(p *dmgPacket) {
	if p.prevented > 0 {
		g.fire(trigEvent{kind: card.EvDamagePrevented, card: p.to, player: p.nation, by: -1, n: p.prevented})
	}
}

func (g *Game) packetTarget(p *dmgPacket) string {
	if p.to == None {
		return p.nation.String() + "'s Nation"
	}
	return g.cardName(p.to)
}

// spendShield takes n from shield e, which prevented n of packet p: a
// resolved effect's own counter, or a static's count for the turn and p's
// unit or Nation (Rise 717.5: "the first X damage" a character takes each
// turn).
func (g *Game) spendShield(e *replEffect, p *dmgPacket, n int) {
	if e.id == 0 {
		g.shieldUse = append(room(g.shieldUse, 8), shieldUse{src: e.src, r: e.r, to: p.to, nation: p.nation, n: int16(n)})
		return
	}
	for i := range g.repl {
		if g.repl[i].id == e.id {
			g.repl[i].left -= int16(n)
		}
	}
}

// markNext records that "the next" replacement id is now the packets of item.
func (g *Game) markNext(id, item int32) {
	for i := range g.repl {
		if g.repl[i].id == id && g.repl[i].nextOf == 0 {
			g.repl[i].nextOf = item
			if item == 0 {
				g.repl[i].nextOf = -1 // one dmgPacket only: no effect to share it with
			}
		}
	}
}

// shieldUse is damage a static's shield (r) prevented this turn to a unit
// (to) or a Nation (to None), or, r nil, damage that unit or Nation took
// this turn.
type shieldUse struct {
	src    CardID
	r      *card.Replacement
	to     CardID
	nation Player
	n      int16
}

// tookDamage records that packet p's unit or Nation takes what is left of
// it, all of which its caller deals.
func (g *Game) tookDamage(p *dmgPacket) {
	if p.amount > 0 {
		g.shieldUse = append(room(g.shieldUse, 8), shieldUse{src: None, to: p.to, nation: p.nation, n: int16(p.amount)})
	}
}

// forgetTurnDamage forgets the damage unit c took this turn and what static
// shields prevented of it: it left the field, and back there it is a new
// card (GW adv. "废弃") whose first damage this turn is still to come (Rise
// 717.5).
func (g *Game) forgetTurnDamage(c CardID) {
	g.shieldUse = slices.DeleteFunc(g.shieldUse, func(u shieldUse) bool { return u.to == c })
}

// staticShieldsLeft sets what each static shield of es still prevents of
// packet p's unit or Nation this turn (Rise 717.5): its X, less each 1
// damage it prevented to it this turn and each 1 damage it took this turn.
func (g *Game) staticShieldsLeft(es []replEffect, p *dmgPacket) {
	for i := range es {
		e := &es[i]
		if e.id != 0 || e.r.Prevent <= 0 {
			continue
		}
		e.left = int16(e.r.Prevent)
		for _, u := range g.shieldUse {
			if u.to == p.to && (p.to != None || u.nation == p.nation) && (u.r == nil || u.src == e.src && u.r == e.r) {
				e.left -= u.n
			}
		}
	}
}

// endNext ends "the next" replacements used by item once it has resolved
// (Rise 717.4: every dmgPacket of that one effect was "the next").
func (g *Game) endNext(item int32) {
	for i := 0; i < len(g.repl); i++ {
		if g.repl[i].r.Next && (g.repl[i].nextOf == item && item != 0 || g.repl[i].nextOf == -1) {
			g.repl = append(g.repl[:i], g.repl[i+1:]...)
			i--
		}
	}
}

// replaceMove returns where card c goes instead of being destroyed (ev
// REvDestroy; the zero Dest and true: it stays) or instead of going from the
// field to the Junkyard (REvToJunkyard), caused by player by; ok is false
// when no effect replaces it. When several would, c's controller chooses
// the one that applies (Rise 716.1b); unasked (all send c to the same
// place, none "the next"), the earliest applies.
func (g *Game) replaceMove(c CardID, ev card.ReplEvent, by Player) (card.Dest, bool) {
	es := g.replsInForce()
	var fits []int
	for i := range es {
		if e := &es[i]; e.r.Event == ev && byMatches(e, by) && g.replCovers(e, c, -1) {
			fits = append(fits, i)
		}
	}
	if len(fits) == 0 {
		return card.Dest{}, false
	}
	slices.SortStableFunc(fits, func(i, j int) int { return cmp.Compare(es[i].ts, es[j].ts) })
	pick := fits[0]
	if len(fits) > 1 && moveChoiceMatters(es, fits) {
		pick = fits[g.replChoose(g.cards[c].ctrl, replSources(es, fits), g.replOptions(es, fits))]
	}
	e := &es[pick]
	if e.r.Next && e.id != 0 {
		g.markNext(e.id, 0)
		g.endNext(0)
	}
	g.emit(Event{Kind: EvNote, Player: e.ctrl, Card: e.src, Text: "replaces what happens to " + g.cardName(c)})
	// Rise 716.1b: the others are checked again, and none applies: the
	// event is now c's move to e.r.Instead (or nothing, when it stays),
	// neither a destruction nor a move to the Junkyard
	return e.r.Instead, true
}

// moveChoiceMatters reports whether the effects fits would send the card to
// different places, or one of them is "the next" (spent when it applies).
func moveChoiceMatters(es []replEffect, fits []int) bool {
	for _, i := range fits {
		if es[i].r.Next || es[i].r.Instead != es[fits[0]].r.Instead {
			return true
		}
	}
	return false
}
