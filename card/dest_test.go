package card

import (
	"strings"
	"testing"
)

// Every destination word the cards were written with before destinations
// were composed reads as the parts it meant (GW adv. "卡片的移动") and
// prints back as written.
func TestParseDestExistingSpellings(t *testing.T) {
	disp, area, nation, pile := PlaceDisposition, PlaceBattleArea, PlaceNation, PlaceDiscardPile
	for _, c := range []struct {
		word string
		want Dest
	}{
		{"owner-hand", Dest{Whose: WhoseOwner, Place: PlaceHand}},
		{"enemy-disposition-standing", Dest{Whose: WhoseEnemy, Place: disp, Orient: OrientStanding}},
		{"own-disposition-rolled", Dest{Whose: WhoseOwn, Place: disp, Orient: OrientRolled}},
		{"owner-disposition-standing", Dest{Whose: WhoseOwner, Place: disp, Orient: OrientStanding}},
		{"battle-area-with-enemy", Dest{Place: area, WithEnemy: true}},
		{"squad-head", Dest{Place: PlaceSquadHead}},
		{"discard-pile", Dest{Place: pile}},
		{"enemy", Dest{Whose: WhoseEnemy}},
		{"removed", Dest{Place: PlaceRemoved}},
		{"nation-top", Dest{Place: nation, Pos: PosTop}},
		{"nation-bottom", Dest{Place: nation, Pos: PosBottom}},
		{"hangar", Dest{Place: PlaceHangar}},
		{"junkyard", Dest{Place: PlaceJunkyard}},
		{"own-disposition", Dest{Whose: WhoseOwn, Place: disp}},
		{"discard-pile-bottom", Dest{Place: pile, Pos: PosBottom}},
		{"owner-disposition-rolled", Dest{Whose: WhoseOwner, Place: disp, Orient: OrientRolled}},
		{"battle-area", Dest{Place: area}},
		{"battle-area-standing", Dest{Place: area, Orient: OrientStanding}},
		{"battle-area-with-enemy-standing", Dest{Place: area, WithEnemy: true, Orient: OrientStanding}},
		{"this-owner-disposition-rolled", Dest{Whose: WhoseThisOwner, Place: disp, Orient: OrientRolled}},
		{"nation-top-or-bottom", Dest{Place: nation, Pos: PosTopOrBottom}},
		// new compositions, no new word
		{"enemy-hangar", Dest{Whose: WhoseEnemy, Place: PlaceHangar}},
		{"battle-area-with-enemy-rolled", Dest{Place: area, WithEnemy: true, Orient: OrientRolled}},
		{"this-owner-disposition", Dest{Whose: WhoseThisOwner, Place: disp}},
		{"owner-discard-pile-top", Dest{Whose: WhoseOwner, Place: pile, Pos: PosTop}},
		{"hand", Dest{Place: PlaceHand}},
	} {
		d, err := ParseDest(c.word)
		if err != nil || d != c.want || d.String() != c.word {
			t.Errorf("ParseDest(%q) = %+v (%q), %v; want %+v", c.word, d, d.String(), err, c.want)
		}
	}
}

// A destination that makes no sense is refused with what is wrong.
func TestParseDestBad(t *testing.T) {
	for _, c := range []struct{ word, want string }{
		{"own-hand", "a card goes to its owner's hand, whoever moves it"},
		{"enemy-junkyard", "a card goes to its owner's junkyard"},
		{"this-owner-nation-top", "a card goes to its owner's nation"},
		{"hand-rolled", "only a card put on the field is standing or rolled"},
		{"removed-standing", "only a card put on the field is standing or rolled"},
		{"hangar-top", "only the Nation and the Discard Pile have a top and a bottom"},
		{"disposition-bottom", "only the Nation and the Discard Pile have a top and a bottom"},
		{"nation", "say where in the Nation"},
		{"nation-rolled", "say where in the Nation"},
		{"own-battle-area", "joins its controller's squad: no whose"},
		{"enemy-squad-head", "joins its controller's squad: no whose"},
		{"squad-head-standing", "keeps its state"},
		{"disposition-with-enemy", "only battle-area takes it"},
		{"battle-area-standing-with-enemy", `"standing-with-enemy" is not a part of it here`},
		{"battle-area-rolled-standing", `"rolled-standing" is not a part of it here`},
		{"enemy-field", `"field" is not a place`},
		{"", `"" is not a place`},
		{"owner-hands", `"hands" is not a place`},
	} {
		_, err := ParseDest(c.word)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseDest(%q): error %v, want %q", c.word, err, c.want)
		}
	}
}

// Each primitive takes the destinations it can carry out; anything else is
// a load error at the step's line.
func TestDestLoad(t *testing.T) {
	loadSteps(t, []stepLoad{
		{`steps: [{op: move, what: T, to: enemy-hangar}]`, ""},
		{`steps: [{op: move, what: T, to: battle-area-with-enemy-rolled}]`, ""},
		{`steps: [{op: move, what: T, to: this-owner-disposition}]`, ""},
		{`steps: [{op: move, what: T, to: "set-on:this"}]`, ""},
		{`steps: [{op: move, what: T, to: "set-on:Q"}]`, `good.yaml:14: no target or chosen cards named "Q"`},
		{`steps: [{op: move, what: T, to: hand-rolled}]`, `good.yaml:14: destination "hand-rolled": only a card put on the field is standing or rolled`},
		{`steps: [{op: move, what: T, to: own-hand}]`, `good.yaml:14: destination "own-hand": a card goes to its owner's hand`},
		{`steps: [{op: move, what: T, to: nation-top-or-bottom}]`, `good.yaml:14: move cannot go to "nation-top-or-bottom": it takes a place`},
		{`steps: [{op: move, what: T, to: enemy}]`, `good.yaml:14: move cannot go to "enemy": it takes a place`},
		{`steps: [{op: search, zone: nation, to: owner-disposition-rolled}]`, ""},
		{`steps: [{op: search, zone: nation, to: discard-pile-bottom}]`, ""},
		{`steps: [{op: search, zone: nation, to: battle-area}]`, `good.yaml:14: search cannot go to "battle-area"`},
		{`steps: [{op: search, zone: nation, to: "set-on:this"}]`, `good.yaml:14: search cannot go to "set-on:this"`},
		{`steps: [{op: draw, n: 1, to: discard-pile}]`, ""},
		{`steps: [{op: draw, n: 1, to: discard-pile-bottom}]`, `good.yaml:14: draw cannot go to "discard-pile-bottom": it takes only discard-pile`},
		{`steps: [{op: mill, n: 1, to: owner-hand}]`, `good.yaml:14: mill cannot go to "owner-hand": it takes junkyard or removed`},
		{`steps: [{op: pollution, n: 1, to: own}]`, ""},
		{`steps: [{op: pollution, n: 1, to: hangar}]`, `good.yaml:14: pollution cannot go to "hangar": it takes a player: own or enemy`},
		{`steps: [{op: enter-as, what: T, to: enemy-disposition, as: {kind: unit, power: 1/1/1}}]`, `good.yaml:14: enter-as cannot go to "enemy-disposition"`},
		{`steps: [{op: enter-as, what: T, to: battle-area-rolled, as: {kind: unit, power: 1/1/1}}]`, `good.yaml:14: enter-as cannot go to "battle-area-rolled"`},
		{`steps: [{op: damage, what: T, n: 1, to: hand}]`, "good.yaml:14: damage takes no to"},
	})
}

// A replacement's instead takes a place off the field.
func TestDestInstead(t *testing.T) {
	for _, c := range []struct {
		word string
		ok   bool
	}{{"owner-hand", true}, {"nation-bottom", true}, {"discard-pile", true}, {"hangar", true}, {"removed", true},
		{"enemy-hangar", false}, {"junkyard", false}, {"own-disposition", false}, {"battle-area", false}, {"nation-top-or-bottom", false}} {
		d, err := ParseDest(c.word)
		if err != nil || (destsInstead(d) == "") != c.ok {
			t.Errorf("instead %q: %v %q, want ok %v", c.word, err, destsInstead(d), c.ok)
		}
	}
}
