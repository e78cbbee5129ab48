package engine

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unsafe"

	"github.com/sortie-tcg/sortie/card"
)

// A change that does not invalidate the derived characteristics is caught
// by the check verifyDerived runs every verifyEvery-th read: the check the
// random games rely on can fail.
func TestCheckDerivedCatchesStale(t *testing.T) {
	propLoad(t)
	g := propNewGame(1)
	g.Drain()
	c := None
	for i := range g.cards {
		if g.cards[i].def.Kind == card.Unit {
			c = CardID(i)
			break
		}
	}
	g.setVerifyDerived(true)
	g.kindMay = true // kinds are read derived (kindfixed.go), as once a card is made a VARIABLE G
	if k := g.kindOf(c); k != card.Unit {
		t.Fatalf("kind %v, want unit", k)
	}
	g.cards[c].variable = true // a VARIABLE G now (GW adv. "VARIABLE（X）"), without invalidating
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "were stale") {
			t.Fatalf("no stale characteristics found (recovered %v)", r)
		}
	}()
	for i := 0; i <= verifyEvery; i++ {
		g.kindOf(c)
	}
}

// What a continuous effect reads beyond the field decides which changes
// mark the characteristics stale (effectReads, touch).
func TestEffectStateReads(t *testing.T) {
	propLoad(t)
	g := propNewGame(1)
	standing := &card.Filter{Zones: card.InField, Preds: []card.Pred{{Op: card.PStanding}}}
	units := &card.Filter{Kinds: 1 << card.Unit, Zones: card.InBattleArea}
	hand := &card.Filter{Zones: card.InHand}
	for _, tc := range []struct {
		name string
		e    contEffect
		want stateRead
	}{
		{"units in battle areas", contEffect{filter: units}, 0},
		{"standing cards", contEffect{filter: standing}, srRolled},
		{"while its hand holds 3 cards", contEffect{filter: units, conds: []card.Cond{{Op: card.CCount, Filter: hand, Cmp: card.CmpGe, N: card.Num{Const: 3}}}}, srHand},
		{"a count of the Junkyard and the removed cards", contEffect{filter: units, conds: []card.Cond{{Op: card.CCount, Filter: &card.Filter{Zones: card.InJunkyard | card.InRemoved}, Cmp: card.CmpGe, N: card.Num{Const: 3}}}}, srJunkyard | srRemoved},
		{"during its own turn", contEffect{filter: units, conds: []card.Cond{{Op: card.COwnTurn}}}, srTime},
		{"an or of a timing and a count of standing cards", contEffect{filter: units, conds: []card.Cond{{Op: card.CAny, Any: []card.Cond{{Op: card.CTiming}, {Op: card.CCount, Filter: standing}}}}}, srTime | srRolled},
		{"a card in a hand, by a pred's place", contEffect{filter: &card.Filter{Zones: card.InField, Preds: []card.Pred{{Op: card.POr, Any: []card.Pred{{Op: card.PZone, Zone: card.InHand}}}}}}, srHand},
		{"a condition on an event", contEffect{filter: units, conds: []card.Cond{{Op: card.CEventBy}}}, srAll},
		{"attacking units", contEffect{filter: &card.Filter{Zones: card.InField, Preds: []card.Pred{{Op: card.PAttacking}}}}, srActive},
		{"while this card defends", contEffect{filter: units, conds: []card.Cond{{Op: card.CThis, Filter: &card.Filter{Preds: []card.Pred{{Op: card.PDefending}}}}}}, srActive},
		{"damaged units", contEffect{filter: &card.Filter{Zones: card.InField, Preds: []card.Pred{{Op: card.PDamaged}}}}, srHarm},
		{"destroyed units", contEffect{filter: &card.Filter{Zones: card.InField, Preds: []card.Pred{{Op: card.PDestroyed, Not: true}}}}, srHarm},
		{"units with 2 damage or more", contEffect{filter: &card.Filter{Zones: card.InField, Preds: []card.Pred{{Op: card.PStat, Stat: card.StatDamage, Cmp: card.CmpGe, Val: card.Num{Const: 2}}}}}, srHarm},
		{"+1 for each damage of this card", contEffect{filter: units, per: &card.Num{Kind: card.NStat, Stat: card.StatDamage, Of: card.Ref{Kind: card.RefThis}}}, srHarm},
	} {
		if got := g.effectReads(&tc.e).st; got != tc.want {
			t.Errorf("%s: reads %09b, want %09b", tc.name, got, tc.want)
		}
	}
	g.Drain()
	g.chars(0) // derived now
	g.dvReads = srRolled
	g.touch(srOffField | srTime)
	if !g.dvOK {
		t.Fatal("a change of what no effect reads marked the characteristics stale")
	}
	g.touch(srRolled)
	if g.dvOK {
		t.Fatal("a change of what an effect reads left the characteristics fresh")
	}
	// the active player changes only with the turn: a pass keeps the
	// characteristics of effects on attacking units, a new turn does not
	g.chars(0)
	g.dvReads = srActive
	g.emit(Event{Kind: EvPass})
	if !g.dvOK {
		t.Fatal("a pass marked stale the characteristics of effects reading who attacks")
	}
	g.emit(Event{Kind: EvTurn})
	if g.dvOK {
		t.Fatal("a new turn left fresh the characteristics of effects reading who attacks")
	}
	// a move between places off the field marks them stale only when an
	// effect reads one of the two places
	g.chars(0)
	g.dvReads = srJunkyard
	g.offFieldMove(0, ZNation, ZHand) // a draw
	if !g.dvOK {
		t.Fatal("a draw marked stale the characteristics of effects reading only the Junkyard")
	}
	g.offFieldMove(0, ZHand, ZJunkyard)
	if g.dvOK {
		t.Fatal("a discard left fresh the characteristics of effects reading the Junkyard")
	}
	g.chars(0)
	g.dvReads = srJunkyard
	g.offFieldMove(0, ZNone, ZHand) // a card whose place was cleared: it may have left any
	if g.dvOK {
		t.Fatal("a move from no place left the characteristics fresh")
	}
}

// A move onto or off the field that does not invalidate is caught by the
// check of the kept list of the field's cards (field, with verify set).
func TestFieldListCatchesStale(t *testing.T) {
	propLoad(t)
	g := propNewGame(1)
	g.Drain()
	g.verify = true
	before := len(g.field())
	c := g.pl[g.active].hand[0]
	g.cards[c].zone = ZDisposition // onto the field, without invalidating
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "was stale") {
			t.Fatalf("no stale list found (recovered %v; %d cards listed)", r, before)
		}
	}()
	g.field()
}

// Apply keeps a copy of the game for a replacement choice only when a card
// of the game can make a replacement or prevention effect (replPossible): a
// deck of basic G cannot; a card with 特殊シールド can (its shield prevents).
func TestReplPossible(t *testing.T) {
	db, _ := propLoad(t)
	g1, _ := db.Lookup(card.Green, "基本G")
	shield, _ := db.Lookup(card.Green, "U-202")
	deck := func(extra *card.Def) []*card.Def {
		d := make([]*card.Def, 50)
		for i := range d {
			d[i] = g1
		}
		if extra != nil {
			d[0] = extra
		}
		return d
	}
	for _, tc := range []struct {
		name  string
		extra *card.Def
		want  bool
	}{{"basic G only", nil, false}, {"one 特殊シールド unit", shield, true}} {
		g, err := New(Config{DB: db, Decks: [2][]*card.Def{deck(nil), deck(tc.extra)}, Seed: 1, First: -1})
		if err != nil {
			t.Fatal(err)
		}
		if got := g.replPossible(); got != tc.want {
			t.Errorf("%s: replPossible %v, want %v", tc.name, got, tc.want)
		}
	}
}

// propFieldUnit is a new game (seed 1) in which the active player's first
// unit of defense 3 or more in hand was put on the field, and that unit.
func propFieldUnit(t *testing.T) (*Game, CardID) {
	t.Helper()
	propLoad(t)
	g := propNewGame(1)
	g.Drain()
	p := g.active
	u := None
	for _, c := range g.pl[p].hand {
		if g.cards[c].def.Kind == card.Unit && g.cards[c].def.Power.Defense >= 3 {
			u = c
			break
		}
	}
	if u == None {
		t.Fatal("no unit of defense 3 or more in hand")
	}
	g.lift(u)
	g.putOnField(u, p, false)
	return g, u
}

// A unit's damage marks the characteristics stale only when an effect in
// force reads damage or destruction (srHarm): its event is a report.
func TestDamageMarksHarmReaders(t *testing.T) {
	g, u := propFieldUnit(t)
	g.chars(u) // derived now
	g.dvReads = srRolled
	gen := g.dvGen
	if !g.damageUnit(u, 1, -1, nil) || g.cards[u].damage != 1 {
		t.Fatal("the unit took no damage")
	}
	if g.chars(u); g.dvGen != gen {
		t.Fatal("damage marked stale the characteristics of effects that read no damage")
	}
	g.dvReads = srHarm
	g.damageUnit(u, 1, -1, nil)
	if g.chars(u); g.dvGen == gen {
		t.Fatal("damage left fresh the characteristics of an effect reading damage")
	}
}

// The real card set keeps the fast path of printed keywords off the field
// (printedKeywords): no card of cards/data gives, takes, negates or changes
// the value of a keyword of a card in the hand, the hangar or on the cut,
// so the play rules read those cards' printed keywords without a
// derivation. A card that does (a test card in a scenario) turns it off.
func TestRealCardsOffFieldKeywordsPrinted(t *testing.T) {
	db, _ := propLoad(t)
	if textIndexOf(db).offFieldKw {
		t.Error("an effect of cards/data reaches the keywords of cards off the field: printedKeywords's fast path is off for every game")
	}
}

// Nation Power is kept across a change of a state the conditions of the
// game's producing texts do not read (powerReads), and dropped by a change
// of one they read.
func TestNationPowerKeptByTouch(t *testing.T) {
	propLoad(t)
	g := propNewGame(1)
	g.Drain()
	if !g.texts.anyProduce || g.powerReads() != 0 {
		t.Fatal("want a card set with a producing text, and a game whose cards read nothing beyond the field for it")
	}
	p := g.active
	g.NationPower(p)
	g.dvReads = 0
	g.touch(srRolled)
	if g.np[p].gen != g.dvGen {
		t.Fatal("a roll dropped the Nation Power kept, which no producing text reads")
	}
	g.powerRead = srRolled // as a producing text reading rolls would
	g.touch(srRolled)
	if g.np[p].gen != 0 {
		t.Fatal("a roll kept the Nation Power a producing text reading rolls may change")
	}
}

// TestBaseResetsAll: base sets every field of a card's characteristics,
// whatever they held (it sets them one by one, not by a copy of a whole
// chars, and a field added to chars must be set there too). For each card
// of a game, plain and dismantled, the characteristics with every field
// filled (a number 1, true, a list of one, a pointer to a zero value),
// based, equal field by field those based from empty ones.
func TestBaseResetsAll(t *testing.T) {
	propLoad(t)
	g := propNewGame(1)
	g.Drain()
	for c := range g.cards {
		for _, dismantled := range []bool{false, true} {
			g.cards[c].dismantled = dismantled
			var want, got chars
			g.base(CardID(c), &want)
			fillValue(reflect.ValueOf(&got).Elem())
			g.base(CardID(c), &got)
			w, v := reflect.ValueOf(&want).Elem(), reflect.ValueOf(&got).Elem()
			for i := range v.NumField() {
				a, b := settable(w.Field(i)), settable(v.Field(i))
				if a.Kind() == reflect.Slice && a.Len() == 0 && b.Len() == 0 {
					continue // an empty list, its memory kept
				}
				if !reflect.DeepEqual(a.Interface(), b.Interface()) {
					t.Errorf("%s (dismantled %v): base left %s as %v, not %v", g.cardName(CardID(c)), dismantled, v.Type().Field(i).Name, b, a)
				}
			}
		}
		g.cards[c].dismantled = false
	}
}

// settable makes field f of a struct settable and readable, though unexported.
func settable(f reflect.Value) reflect.Value {
	return reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem()
}

// fillValue sets v to a value other than its zero one: 1, true, a list of
// one zero element, a pointer to a zero value, a struct with each field
// filled.
func fillValue(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(1)
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
	case reflect.Struct:
		for i := range v.NumField() {
			fillValue(settable(v.Field(i)))
		}
	default:
		panic("fillValue: a field of kind " + v.Kind().String())
	}
}
