package engine

import (
	"slices"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// localGame returns game 1 after its setup, its active player and two of
// that player's units of its hand without a static text (their entering
// brings no effect), of printed defense 1 or more: the first has entered
// the field.
func localGame(t *testing.T) (g *Game, p Player, u, v CardID) {
	t.Helper()
	propLoad(t)
	g = propNewGame(1)
	g.Drain()
	p = g.active
	var us []CardID
	for _, c := range g.pl[p].hand {
		if d := g.cards[c].def; d.Kind == card.Unit && !g.texts.hasStatic(d) && d.Power.Defense >= 1 && d.Power.Defense != card.Star {
			us = append(us, c)
		}
	}
	if len(us) < 2 {
		t.Fatal("fewer than two units without a static in hand")
	}
	g.enter(us[0], p)
	return g, p, us[0], us[1]
}

// wantDefense fails t unless card c's defense is want and the derivation
// of gen was kept (kept) or made again.
func wantDefense(t *testing.T, g *Game, what string, c CardID, want int, gen uint32, kept bool) {
	t.Helper()
	if got := g.defense(c); got != want || (g.dvGen == gen) != kept {
		t.Fatalf("%s: defense %d (want %d), derivation kept %v (want %v)", what, got, want, g.dvGen == gen, kept)
	}
}

// derived fails t unless card c's defense is want, and returns the
// generation of the derivation it was read from.
func derived(t *testing.T, g *Game, what string, c CardID, want int) uint32 {
	t.Helper()
	if got := g.defense(c); got != want {
		t.Fatalf("%s: defense %d, want %d", what, got, want)
	}
	return g.dvGen
}

// toEarth moves unit c of player p's field into the earth area.
func (g *Game) toEarth(c CardID, p Player) {
	g.lift(c)
	g.placeGroup(c, ZBattle, Earth, p)
}

// enter puts card c onto player p's field from where it is, standing.
func (g *Game) enter(c CardID, p Player) {
	g.lift(c)
	g.putOnField(c, p, false)
}

// A unit entering the field keeps the derivation in force (local
// derivation) only when no effect in force reads it, and every effect that
// reaches it does to it what it does to no other card, depending on no
// effect (cardwise: a modifier, given to it on top of its base; reachesPend):
// an effect whose number or condition counts it makes the entering derive
// again, and the values are those worked out by hand.
func TestLocalDerivation(t *testing.T) {
	ownUnits := &card.Filter{Kinds: card.KindSet(1 << card.Unit), Zones: card.InField, Preds: []card.Pred{{Op: card.POwn}}}
	ownChars := &card.Filter{Kinds: card.KindSet(1 << card.Character), Zones: card.InField, Preds: []card.Pred{{Op: card.POwn}}}
	for _, tc := range []struct {
		name  string
		e     contEffect
		local bool
		// the defense the effect adds to the unit on the field before the
		// second enters, after, and to the unit entering
		before, addOld, addNew int
	}{
		{"+0/+0/+1 to own characters", contEffect{filter: ownChars}, true, 0, 0, 0},
		{"+0/+0/+1 to own units", contEffect{filter: ownUnits}, true, 1, 1, 1},
		{"+0/+0/+1 to the unit on the field", contEffect{}, true, 1, 1, 0},
		{"+0/+0/+1 to the first unit for each own unit", contEffect{per: &card.Num{Kind: card.NCount, Filter: ownUnits}}, false, 1, 2, 0},
		{"+0/+0/+1 to the first unit on the own turn", contEffect{conds: []card.Cond{{Op: card.COwnTurn}}}, true, 1, 1, 0},
		{"+0/+0/+1 to the first unit while 2 own units are there", contEffect{conds: []card.Cond{{Op: card.CCount, Filter: ownUnits, Cmp: card.CmpGe, N: card.Num{Const: 2}}}}, false, 0, 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, p, u, v := localGame(t)
			e := tc.e
			e.kind, e.src, e.ctrl, e.mod = ckModifier, u, p, card.Modifier{Defense: 1}
			if e.filter == nil {
				e.locked = []CardID{u}
			}
			g.addCont(e)
			du, dv := g.cards[u].def.Power.Defense, g.cards[v].def.Power.Defense
			if got := g.defense(u); got != du+tc.before {
				t.Fatalf("the unit on the field: defense %d, want %d", got, du+tc.before)
			}
			gen := g.dvGen
			g.enter(v, p)
			if got := g.defense(v); got != dv+tc.addNew {
				t.Errorf("the unit entering: defense %d, want %d", got, dv+tc.addNew)
			}
			if got := g.defense(u); got != du+tc.addOld {
				t.Errorf("the unit on the field: defense %d, want %d", got, du+tc.addOld)
			}
			if local := g.dvGen == gen; local != tc.local {
				t.Errorf("local derivation %v, want %v", local, tc.local)
			}
		})
	}
}

// The words of a filter that read only the card they test keep the local
// derivation; a word reading another card (the head of a squad, a set
// group, a count) or Nation Power does not (localEffect).
func TestLocalEffects(t *testing.T) {
	for _, tc := range []struct {
		name string
		e    contEffect
		want bool
	}{
		{"own standing units", contEffect{kind: ckModifier, filter: &card.Filter{Preds: []card.Pred{{Op: card.POwn}, {Op: card.PStanding}}}}, true},
		{"units with a trait or a keyword", contEffect{kind: ckModifier, filter: &card.Filter{Preds: []card.Pred{{Op: card.POr, Any: []card.Pred{{Op: card.PTrait}, {Op: card.PKeyword}}}}}}, true},
		{"the heads of squads", contEffect{kind: ckModifier, filter: &card.Filter{Preds: []card.Pred{{Op: card.PHead}}}}, false},
		{"units with a trait or at the head of a squad", contEffect{kind: ckModifier, filter: &card.Filter{Preds: []card.Pred{{Op: card.POr, Any: []card.Pred{{Op: card.PTrait}, {Op: card.PHead}}}}}}, false},
		{"units with a character set", contEffect{kind: ckModifier, filter: &card.Filter{Preds: []card.Pred{{Op: card.PHasCharacter}}}}, true},
		{"units of the highest defense", contEffect{kind: ckModifier, filter: &card.Filter{Preds: []card.Pred{{Op: card.PMax, Stat: card.StatDefense}}}}, false},
		{"+1 for each unit", contEffect{kind: ckModifier, per: &card.Num{Kind: card.NCount}}, false},
		{"+1 for each card in the enemy Junkyard", contEffect{kind: ckModifier, per: &card.Num{Kind: card.NCount, Filter: &card.Filter{Zones: card.InJunkyard, Preds: []card.Pred{{Op: card.POwn, Not: true}}}}}, true},
		{"+1 for each card in the Junkyard or on the field", contEffect{kind: ckModifier, per: &card.Num{Kind: card.NCount, Filter: &card.Filter{Zones: card.InJunkyard | card.InField}}}, false},
		{"+1 for each card in the Junkyard at the head of a squad", contEffect{kind: ckModifier, per: &card.Num{Kind: card.NCount, Filter: &card.Filter{Zones: card.InJunkyard, Preds: []card.Pred{{Op: card.PHead}}}}}, false},
		{"while this card is standing", contEffect{kind: ckRule, conds: []card.Cond{{Op: card.CThis, Filter: &card.Filter{Preds: []card.Pred{{Op: card.PStanding}}}}}}, true},
		{"while this card is the head of its squad", contEffect{kind: ckRule, conds: []card.Cond{{Op: card.CThis, Filter: &card.Filter{Preds: []card.Pred{{Op: card.PHead}}}}}}, false},
		{"a text with 《[1·3]》", contEffect{kind: ckRule, static: &card.Text{Power: card.PowerReq{Set: true, Designated: 1, Total: 3}}}, false},
		{"水", contEffect{kind: ckWater}, false},
	} {
		if got := localEffect(&tc.e); got != tc.want {
			t.Errorf("%s: local %v, want %v", tc.name, got, tc.want)
		}
	}
}

// A unit moved within the field (a sortie) keeps the effect fixed on it
// (Rise 714.3f): the move derives again; a unit no effect reaches moves
// with the derivation in force kept.
func TestLocalDerivationLocked(t *testing.T) {
	g, p, u, v := localGame(t)
	g.enter(v, p)
	// its source a card that stays in the hand: only the card it is fixed on moves
	src := g.pl[p].hand[0]
	g.addCont(contEffect{kind: ckModifier, src: src, ctrl: p, mod: card.Modifier{Defense: 1}, locked: []CardID{u}})
	du, dv := g.cards[u].def.Power.Defense, g.cards[v].def.Power.Defense
	g.defense(u) // derived now
	gen := g.dvGen
	g.toEarth(v, p)
	wantDefense(t, g, "the unit no effect reaches", v, dv, gen, true)
	g.toEarth(u, p)
	wantDefense(t, g, "the unit the effect is fixed on", u, du+1, gen, false)
}

// An effect reading set groups (a unit with a character set) keeps the
// derivation in force when a unit alone moves, not when a card is set:
// the unit it is set on gets the effect.
func TestLocalDerivationGroups(t *testing.T) {
	g, p, u, v := localGame(t)
	g.enter(v, p)
	ch := None
	for i := range g.cards {
		if c := CardID(i); g.cards[c].owner == p && g.cards[c].def.Kind == card.Character && !g.cards[c].zone.OnField() && !g.texts.hasStatic(g.cards[c].def) {
			ch = c
			break
		}
	}
	if ch == None {
		t.Fatal("no character without a static")
	}
	withChar := &card.Filter{Kinds: card.KindSet(1 << card.Unit), Zones: card.InField, Preds: []card.Pred{{Op: card.PHasCharacter}}}
	g.addCont(contEffect{kind: ckModifier, src: g.pl[p].hand[0], ctrl: p, mod: card.Modifier{Defense: 1}, filter: withChar})
	du, dv := g.cards[u].def.Power.Defense, g.cards[v].def.Power.Defense
	gen := derived(t, g, "the unit without a character", u, du)
	g.toEarth(v, p)
	wantDefense(t, g, "the unit moved alone", v, dv, gen, true)
	g.lift(ch)
	g.setOn(ch, u)
	wantDefense(t, g, "the unit a character was set on", u, du+1, gen, false)
	gen = g.dvGen
	g.lift(ch) // back to the hand: the unit's set group changed, not the unit
	g.putIn(ch, ZHand)
	wantDefense(t, g, "the unit a character left", u, du, gen, false)
}

// plainCharacter is a character of player p's off the field with no static
// and no squad keyword printed.
func plainCharacter(t *testing.T, g *Game, p Player) CardID {
	t.Helper()
	for i := range g.cards {
		if c := CardID(i); g.cards[c].owner == p && g.cards[c].def.Kind == card.Character && !g.cards[c].zone.OnField() &&
			!g.texts.hasStatic(g.cards[c].def) && g.texts.printedBits(g.cards[c].def)&squadKeywords == 0 {
			return c
		}
	}
	t.Fatal("no character without a static and a squad keyword")
	return None
}

// A card set while an effect gives a keyword (any set card may then give
// its unit a squad keyword: collectEffects) keeps the derivation in force
// when it has no squad keyword and no effect reaches it: its squad
// keywords effect gives nothing (bringsSquad), and joins those in force.
// A move of the unit with the set card keeps it too: the effect gave
// nothing and gives nothing still (bringsSquad, localOK).
func TestLocalDerivationSquad(t *testing.T) {
	g, p, u, v := localGame(t)
	g.enter(v, p)
	ch := plainCharacter(t, g, p)
	g.addCont(contEffect{kind: ckKeywordGain, src: u, ctrl: p, kw: card.Keyword{Kind: card.RestrictTo1}, locked: []CardID{u}})
	dv := g.cards[v].def.Power.Defense
	gen := derived(t, g, "the unit alone", v, dv)
	g.lift(ch)
	g.setOn(ch, v)
	wantDefense(t, g, "the unit a character was set on", v, dv, gen, true)
	if !slices.ContainsFunc(g.effs, func(e contEffect) bool { return e.kind == ckSquadKeywords && e.src == ch }) {
		t.Fatal("the set character's squad keywords effect is not among those in force")
	}
	g.toEarth(v, p)
	wantDefense(t, g, "the unit moved with its character", v, dv, gen, true)
	g.checkDerived() // the derivations kept were a full one's
}

// A derivation that applied an effect before an earlier one, which
// depends on it (Rise 719.1), is not kept by a move: the order of its
// effects may have been found through the moved card.
func TestLocalDerivationReordered(t *testing.T) {
	g, p, u, v := localGame(t)
	src := g.pl[p].hand[0]
	ownChars := &card.Filter{Kinds: card.KindSet(1 << card.Character), Zones: card.InField, Preds: []card.Pred{{Op: card.POwn}}}
	g.addCont(contEffect{kind: ckModifier, src: src, ctrl: p, mod: card.Modifier{Defense: 1}, filter: ownChars})
	g.addCont(contEffect{kind: ckKind, src: src, ctrl: p, kindTo: card.Character, locked: []CardID{u}})
	if got, want := g.defense(u), g.cards[u].def.Power.Defense+1; got != want || !g.dvReordered {
		t.Fatalf("the unit counting as a character: defense %d (want %d), reordered %v (want true)", got, want, g.dvReordered)
	}
	gen := g.dvGen
	g.enter(v, p)
	if g.defense(v); g.dvGen == gen {
		t.Fatal("a move kept a derivation whose order a dependency decided")
	}
}

// An effect counting the cards of a place off the field (U-321: +1/±0/±0
// per card in the enemy Junkyard) keeps the derivation in force when a
// card enters the field from another place or moves on it, not when a card
// leaves the field for the place it counts, nor when one leaves that place:
// the count changed (localOK's places left).
func TestLocalDerivationOffFieldCount(t *testing.T) {
	g, p, u, v := localGame(t)
	junk := &card.Filter{Zones: card.InJunkyard, Preds: []card.Pred{{Op: card.POwn}}}
	g.addCont(contEffect{kind: ckModifier, src: u, ctrl: p, mod: card.Modifier{Defense: 1}, locked: []CardID{u}, per: &card.Num{Kind: card.NCount, Filter: junk}})
	du, n := g.cards[u].def.Power.Defense, len(g.pl[p].junkyard)
	gen := derived(t, g, "the counting unit", u, du+n)
	g.enter(v, p) // from the hand
	wantDefense(t, g, "a unit entered from the hand", u, du+n, gen, true)
	g.toEarth(v, p)
	wantDefense(t, g, "a unit moved into the earth area", u, du+n, gen, true)
	g.moveOff(v, ZJunkyard)
	wantDefense(t, g, "a unit left the field for the Junkyard", u, du+n+1, gen, false)
	gen = g.dvGen
	g.enter(v, p) // from the Junkyard
	wantDefense(t, g, "a unit entered from the Junkyard", u, du+n, gen, false)
	gen = g.dvGen
	g.moveOff(v, ZHand)
	wantDefense(t, g, "a unit left the field for the hand", u, du+n, gen, true)
}

// An effect counting the cards on the cut derives again when a played
// card leaves the cut for the field as it resolves (resolvePermanent): no
// lift marks the place it leaves, changed does.
func TestLocalDerivationFromCut(t *testing.T) {
	g, p, u, v := localGame(t)
	cut := &card.Filter{Zones: card.InCut, Preds: []card.Pred{{Op: card.POwn}}}
	g.addCont(contEffect{kind: ckModifier, src: u, ctrl: p, mod: card.Modifier{Defense: 1}, locked: []CardID{u}, per: &card.Num{Kind: card.NCount, Filter: cut}})
	g.lift(v)
	g.cards[v].zone = ZCut // played (play.go)
	du := g.cards[u].def.Power.Defense
	gen := derived(t, g, "the counting unit, a card on the cut", u, du+1)
	g.putOnField(v, p, false)
	wantDefense(t, g, "the played card entered", u, du, gen, false)
}

// An effect whose condition on its source's place and state fails (U-202:
// while this card is attacking) applies to nothing: a unit entering keeps
// the derivation in force whatever else the effect reads, though it
// reaches own units and counts them; once the condition holds (the source
// rolled), it reaches both units.
func TestLocalDerivationGatedOff(t *testing.T) {
	g, p, u, v := localGame(t)
	ownUnits := &card.Filter{Kinds: card.KindSet(1 << card.Unit), Zones: card.InField, Preds: []card.Pred{{Op: card.POwn}}}
	rolled := card.Cond{Op: card.CThis, Filter: &card.Filter{Zones: card.InField, Preds: []card.Pred{{Op: card.PRolled}}}}
	count := card.Cond{Op: card.CCount, Filter: ownUnits, Cmp: card.CmpGe, N: card.Num{Const: 1}}
	g.addCont(contEffect{kind: ckModifier, src: u, ctrl: p, mod: card.Modifier{Defense: 1}, filter: ownUnits, conds: []card.Cond{count, rolled}})
	du, dv := g.cards[u].def.Power.Defense, g.cards[v].def.Power.Defense
	gen := derived(t, g, "the standing source", u, du)
	g.enter(v, p)
	wantDefense(t, g, "a unit entered while the source stands", v, dv, gen, true)
	g.rollGroup(u, true)
	wantDefense(t, g, "the unit, the source rolled", v, dv+1, gen, false)
	wantDefense(t, g, "the source rolled", u, du+1, g.dvGen, true)
}

// A unit entering with a static that applies to nothing (while this card
// is standing: it entered rolled) keeps the derivation in force; its
// effect joins those in force, so that its standing up derives again
// (touch: what the effect reads) and the effect applies (Rise 710.1c).
func TestLocalDerivationBringsOff(t *testing.T) {
	db, def := greenTestCards(t, "brings.yaml", `cards:
  - number: T-S
    color: green
    name: 見張り
    kind: unit
    cost: {designated: 1, total: "1", resource: "0"}
    power: 1/1/1
    terrain: [space, earth]
    texts:
      - {auto: A, static: [{if: [{this: [standing]}], applies: [unit, own], mod: ±0/±0/+1}]}
    source: test
  - {number: T-U, color: green, name: 兵, kind: unit, cost: {designated: 1, total: "1", resource: "0"}, power: 1/1/2, terrain: [space, earth], source: test}
`)
	pos := Position{DB: db, StopAtPriority: true, Turn: 4, Attacker: 0, First: -1, Phase: PDisposition, Stage: StageBefore}
	pos.Cards = append(pos.Cards, NewPosCard("U", def("T-U"), 0, ZDisposition), NewPosCard("S", def("T-S"), 0, ZHand))
	g, err := NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	u, s := g.pl[0].disposition[0], g.pl[0].hand[0]
	gen := derived(t, g, "the unit alone", u, 2)
	g.lift(s)
	g.putOnField(s, 0, true)
	wantDefense(t, g, "the unit, a rolled one entered", u, 2, gen, true)
	wantDefense(t, g, "the rolled one entered", s, 1, gen, true)
	g.rollGroup(s, false)
	wantDefense(t, g, "the unit, the other one standing", u, 3, gen, false)
	wantDefense(t, g, "the one standing", s, 2, g.dvGen, true)
}

// The list of the field's cards, kept but for the changed cards (fieldOf),
// is the field's cards by id after cards enter, are set and leave.
func TestFieldListLocal(t *testing.T) {
	g, p, u, v := localGame(t)
	check := func(when string) {
		t.Helper()
		if got, want := g.field(), g.fieldCards(nil); !slices.Equal(got, want) {
			t.Fatalf("%s: the field's cards %v, want %v", when, got, want)
		}
		if got, want := g.setList(), slices.DeleteFunc(g.fieldCards(nil), func(c CardID) bool { return g.cards[c].host == None }); !slices.Equal(got, want) {
			t.Fatalf("%s: the set cards %v, want %v", when, got, want)
		}
	}
	check("one unit entered")
	g.enter(v, p)
	check("another entered")
	g.lift(u)
	g.setOn(u, v)
	check("one set on the other")
	g.moveOff(v, ZJunkyard)
	check("both left")
}
