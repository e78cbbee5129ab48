package engine

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"
	"unsafe"

	"github.com/sortie-tcg/sortie/card"
)

// TestViewsShared plays random games between decks of the scenarios' test
// cards, with every card whose text reads an amount from the game in both
// decks (their texts' effects are never shared), and checks at every
// decision that ViewInto, reusing one Observation's memory all game long,
// builds what a fresh View builds, for both players and a spectator, and
// that its Card reads from the index what a search of it finds; and at
// every third that every text view of every card, from the database's
// shared text views, is what reading the text itself gives, and so are
// the texts of the card views (their printed ones' views may be shared).
func TestViewsShared(t *testing.T) {
	propLoad(t)
	mechLoad(t)
	games := 2
	if testing.Short() || raceDetector {
		games = 1
	}
	ti := textIndexOf(mechDB)
	var reads []*card.Def
	for _, d := range mechDB.Defs {
		for _, x := range ti.of(d) {
			if d.Kind != card.G && !d.Token && !(fixedAmounts(x.Extra) && fixedAmounts(x.Steps)) {
				reads = append(reads, d)
				break
			}
		}
	}
	if len(reads) == 0 {
		t.Fatal("no card reads an amount from the game: the test checks nothing")
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		r := rand.New(rand.NewPCG(seed, 0xdec5))
		decks := [2][]*card.Def{mechDeck(r), mechDeck(r)}
		for _, d := range decks {
			copy(d[20:], reads) // after the 20 G
		}
		g, err := New(Config{DB: mechDB, Decks: decks, Seed: seed, First: -1})
		if err != nil {
			t.Fatal(err)
		}
		var reused [3]Observation
		for n := 0; !g.Over() && n < 2000; n++ {
			for p := Player(-1); p < 2; p++ {
				want := g.View(p)
				g.ViewInto(p, &reused[p+1])
				got := reused[p+1]
				searched := got
				searched.mem = nil // Card searches it
				for c := CardID(-1); int(c) <= len(g.cards); c++ {
					iv, iok := got.Card(c)
					sv, sok := searched.Card(c)
					if iok != sok || !reflect.DeepEqual(iv, sv) {
						t.Fatalf("seed %d, action %d: %s's Card(%d) from the index %v %+v, searched %v %+v", seed, n, p, c, iok, iv, sok, sv)
					}
				}
				got.mem, want.mem = nil, nil
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("seed %d, action %d: %s's ViewInto differs from View:\n%+v\n%+v", seed, n, p, got, want)
				}
				for c := 0; n%3 == 0 && c < len(g.cards); c++ { // every third decision: the card views' texts, shared or not
					v, ok := searched.Card(CardID(c))
					if cs := &g.cards[c]; !ok || cs.zone == ZCut || cs.def.Kind == card.Command && !cs.zone.OnField() {
						continue // a command's modes, and a card being played, which may show the text it is played for
					}
					var read []TextView
					for _, ref := range g.textsOf(CardID(c), nil) {
						read = append(read, g.readText(CardID(c), ref.text, nil))
					}
					if !reflect.DeepEqual(v.Texts, read) {
						t.Fatalf("seed %d, action %d: %s sees card %d's texts %+v, read %+v", seed, n, p, c, v.Texts, read)
					}
				}
			}
			for c := 0; n%3 == 0 && c < len(g.cards); c++ { // every third decision: the texts of every card
				for _, ref := range g.textsOf(CardID(c), nil) {
					if got, want := g.viewText(CardID(c), ref.text, nil), g.readText(CardID(c), ref.text, nil); !reflect.DeepEqual(got, want) {
						t.Fatalf("seed %d, action %d: card %d's text %d: shared view %+v, read %+v", seed, n, c, ref.text.ID, got, want)
					}
				}
			}
			legal := g.Legal()
			if _, err := g.Apply(legal[propRand(seed+uint64(n)).IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// A search shows its player the cards it looks at in Ask.Looking (GW adv.
// "检视卡片"), but they stay in the Nation, hidden: Card finds none of them,
// from the index as from a search of the Observation.
func TestViewCardNotLooking(t *testing.T) {
	db, def := greenTestCards(t, "search.yaml", `cards:
  - {number: T-U1, color: green, name: ザク, kind: unit, cost: {designated: 1, total: "1", resource: "0"}, power: 2/1/3, terrain: [space, earth], source: test}
  - number: T-C131
    color: green
    name: 緊急招集
    kind: command
    cost: {designated: 1, total: "1", resource: "0"}
    texts:
      - timing: always
        steps: [{op: search, zone: nation, filter: [unit], to: owner-hand, reveal: true, shuffle: true}]
    source: test
  - {number: T-G, color: green, name: G, kind: g, basic: true, produces: green, source: test}
`)
	g := playToEffect(t, db, def, "T-C131", "T-U1", 3)
	o := g.View(0)
	if len(o.Ask.Looking) != 3 {
		t.Fatalf("the search looks at %d cards, want the 3 units of the Nation", len(o.Ask.Looking))
	}
	searched := o
	searched.mem = nil
	for _, v := range o.Ask.Looking {
		if _, ok := o.Card(v.ID); ok {
			t.Errorf("Card finds %d, a card of the Nation the search looks at", v.ID)
		}
		if _, ok := searched.Card(v.ID); ok {
			t.Errorf("Card's search finds %d, a card of the Nation the search looks at", v.ID)
		}
	}
}

// viewPosition is P1's ゼータ (3/2/3, 変形) in the earth area, rolled, 1
// damage, a +1/+1/+1 coin and 飛行士 (+1/+2/+0) set on it, and two more
// ゼータ in P1's hand (cards 0 to 3).
func viewPosition(t *testing.T) *Game {
	t.Helper()
	db, def := greenTestCards(t, "json.yaml", `cards:
  - number: T-TF1
    color: green
    name: ゼータ
    kind: unit
    cost: {designated: 1, total: "2", resource: "0"}
    power: 3/2/3
    terrain: [space, earth]
    keywords: [変形]
    transformed: {name: ウェイブライダー, power: 2/4/2}
    source: test
  - {number: T-KC1, color: green, name: 飛行士, kind: character, cost: {designated: 1, total: "1", resource: "0"}, modifier: +1/+2/+0, source: test}
  - {number: T-G, color: green, name: G, kind: g, basic: true, produces: green, source: test}
`)
	pos := Position{DB: db, StopAtPriority: true, Turn: 3, Attacker: 0, First: -1, Phase: PDisposition, Stage: StageBefore}
	unit := NewPosCard("Z", def("T-TF1"), 0, ZBattle)
	unit.Area, unit.Rolled, unit.Damage, unit.Coins = Earth, true, 1, []card.Modifier{{Melee: 1, Range: 1, Defense: 1}}
	pilot := NewPosCard("P", def("T-KC1"), 0, ZBattle)
	pilot.Host = 0
	pos.Cards = append(pos.Cards, unit, pilot, NewPosCard("Z2", def("T-TF1"), 0, ZHand), NewPosCard("Z3", def("T-TF1"), 0, ZHand))
	for p := Player(0); p < 2; p++ {
		pos.Cards = append(pos.Cards, Unknown(def("T-G"), p, ZNation, 5)...)
	}
	g, err := NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The JSON of card views (what the server sends) has the facts of each card
// under its field's name, worked out from the cards of viewPosition: the
// ゼータ on the field 3+1+1 / 2+2+1 / 3+0+1 = 5/5/4, in normal mode; one in
// the hand, printed 3/2/3, no mode off the field.
func TestCardViewJSON(t *testing.T) {
	g := viewPosition(t)
	o := g.View(0)
	for _, c := range []struct {
		id   CardID
		want string
	}{
		{0, `{"ID":0,"Number":"T-TF1","Color":"green","Name":"ゼータ","Kind":"unit","Rolled":true,"Destroyed":false,"Damage":1,
			"Power":"5/5/4","Coins":"+1/+1/+1","Mode":"normal","ModeName":"","Reversed":false,"Ctrl":0,"Zone":8,"Area":1,
			"Melee":5,"Range":5,"Defense":4,"Cost":2,"Terrain":"space+earth",
			"Set":[{"ID":1,"Number":"T-KC1","Color":"green","Name":"飛行士","Kind":"character","Rolled":true,"Destroyed":false,"Damage":0,
				"Power":"","Coins":"","Mode":"","ModeName":"","Reversed":false,"Ctrl":0,"Zone":8,"Area":1,
				"Melee":0,"Range":0,"Defense":0,"Cost":1,"Terrain":"","Set":null,"Texts":null}]}`},
		{2, `{"ID":2,"Number":"T-TF1","Color":"green","Name":"ゼータ","Kind":"unit","Rolled":false,"Destroyed":false,"Damage":0,
			"Power":"","Coins":"","Mode":"","ModeName":"","Reversed":false,"Ctrl":0,"Zone":4,"Area":0,
			"Melee":3,"Range":2,"Defense":3,"Cost":2,"Terrain":"space+earth","Set":null}`},
	} {
		v, ok := o.Card(c.id)
		if !ok {
			t.Fatalf("P1 does not see card %d", c.id)
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		var got, want map[string]any
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(c.want), &want); err != nil {
			t.Fatal(err)
		}
		if _, ok := got["Texts"]; !ok {
			t.Errorf("card %d: no Texts in %s", c.id, b)
		}
		delete(got, "Texts") // 変形's text: TextView's own JSON
		if !reflect.DeepEqual(got, want) {
			t.Errorf("card %d's JSON:\n%s\nwant (in any order)\n%s", c.id, b, c.want)
		}
	}
}

// A CardView is 112 bytes (a View makes one per card shown: issue 7): ID 2
// (and 6 of padding), the face pointer 8, Ctrl, Zone, Area, Rolled,
// Destroyed and Reversed 1 each, Damage, Melee, Range, Defense and Cost 2
// each, Power and Coins 16 each, Set and Texts 24 each. Cards of one
// definition with one kind, in one mode, share one face: the two ゼータ of
// viewPosition's hand, not the one on the field (in normal mode).
func TestCardViewShape(t *testing.T) {
	if n := unsafe.Sizeof(CardView{}); n != 112 {
		t.Errorf("a CardView is %d bytes, want 112", n)
	}
	o := viewPosition(t).View(0)
	field, _ := o.Card(0)
	hand2, _ := o.Card(2)
	hand3, _ := o.Card(3)
	if hand2.CardFace != hand3.CardFace || field.CardFace == hand2.CardFace {
		t.Errorf("faces: hand %p and %p (want one), field %p (want another)", hand2.CardFace, hand3.CardFace, field.CardFace)
	}
}

// TestCardTextViews plays random games and, at every decision, checks that
// CardTextViews of every card the decider's View shows is the Texts of its
// view there, and Counts each player's counts there.
func TestCardTextViews(t *testing.T) {
	t.Parallel()
	propLoad(t)
	checked := 0
	for seed := uint64(1); seed <= 4; seed++ {
		propWalk(t, seed, func(g *Game, _ int, _ []Action) {
			o := g.View(g.Decider())
			for q := Player(0); q < 2; q++ {
				pv := &o.Players[q]
				if n, d, h, cut := g.Counts(q); n != pv.Nation || d != pv.DiscardPile || h != pv.HandCount || cut != len(o.Cut) {
					t.Fatalf("seed %d, turn %d: Counts(%s) %d, %d, %d, %d, the View's %d, %d, %d, %d", seed, g.Turn(), q, n, d, h, cut, pv.Nation, pv.DiscardPile, pv.HandCount, len(o.Cut))
				}
			}
			for c := CardID(0); int(c) < g.NumCards(); c++ {
				v, ok := o.Card(c)
				if !ok {
					continue
				}
				if got := g.CardTextViews(c); !reflect.DeepEqual(got, v.Texts) {
					t.Fatalf("seed %d, turn %d, card %d (%s): CardTextViews %+v, the View's Texts %+v", seed, g.Turn(), c, g.Def(c).Name, got, v.Texts)
				}
				checked++
			}
		})
	}
	if checked == 0 {
		t.Fatal("no card seen")
	}
}
