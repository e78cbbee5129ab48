// Destinations: where a step puts a card (`to`, a replacement's `instead`),
// a composition of general parts parsed on load (GW adv. "卡片的移动").

package card

import (
	"fmt"
	"strings"
)

// Dest is where a step puts a card: a place, and optionally whose place
// it is, a position in an ordered place, the state a card on the field is
// put in and a condition on the battle area, written
// [whose-]place[-with-enemy][-position][-orientation] (ParseDest) and
// checked on load. An unwritten part (0) is the place's default (Whose,
// Standing, Top). The zero Dest is no destination.
type Dest struct {
	Whose     Whose
	Place     Place
	Pos       Position
	Orient    Orientation
	WithEnemy bool // a battle area: only one where an enemy unit of the card's controller is
}

// Whose is the player whose place a Dest names.
type Whose uint8

// The players a Dest may name; WhoseDefault is the place's own rule.
const (
	WhoseDefault   Whose = iota // disposition, hangar: the effect's player; a place off the field: the card's owner
	WhoseOwn                    // the effect's player
	WhoseEnemy                  // the enemy of the effect's player
	WhoseOwner                  // the owner of the card moved
	WhoseThisOwner              // the owner of the text's card
)

// Place is the place a Dest names.
type Place uint8

// The places.
const (
	PlaceNone        Place = iota // no place: the player Whose names (pollution)
	PlaceHand                     // its owner's hand
	PlaceDisposition              // a disposition area
	PlaceBattleArea               // a battle area the effect's player chooses, at the back of the card's controller's squad
	PlaceSquadHead                // the head of an engaged squad of the card's controller
	PlaceNation                   // its owner's Nation
	PlaceDiscardPile              // its owner's Discard Pile
	PlaceJunkyard                 // its owner's Junkyard
	PlaceHangar                   // a hangar
	PlaceRemoved                  // out of the game
	PlaceSetOn                    // set on the card Step.Onto names
	PlacePlaceOf                  // standing where the card Step.Onto names is or last was on the field
)

// Position is where in an ordered place (Nation, Discard Pile) a card goes.
type Position uint8

// The positions; PosDefault is the top.
const (
	PosDefault     Position = iota
	PosTop                  // 上
	PosBottom               // 下
	PosTopOrBottom          // the player chooses for each card (「上か下に」)
)

// Orientation is the state a card put on the field is in.
type Orientation uint8

// The orientations; OrientDefault is standing in a disposition area and
// the card's own state in a battle area.
const (
	OrientDefault  Orientation = iota
	OrientStanding             // リロール状態で
	OrientRolled               // ロール状態で
)

// destPart is one written part of a destination: its word, meaning and rule.
type destPart struct {
	word, doc, src string
}

var whoseWords = []struct {
	w Whose
	destPart
}{
	{WhoseThisOwner, destPart{"this-owner", "the owner of the text's card (「このカードの本来の持ち主の」)", "GW adv. \"卡片的移动\""}},
	{WhoseOwner, destPart{"owner", "the owner of the card moved (「本来の持ち主の」)", "GW adv. \"卡片的移动\""}},
	{WhoseOwn, destPart{"own", "the effect's player (自軍)", "GW adv. \"自军与敌军的区别\""}},
	{WhoseEnemy, destPart{"enemy", "the enemy of the effect's player (敵軍); a card put in its disposition area passes to its control", "GW adv. \"自军与敌军的区别\", \"控制权与控制者\""}},
}

var placeWords = []struct {
	p Place
	destPart
}{
	{PlaceHand, destPart{"hand", "its owner's hand (whose: only owner)", "GW adv. \"卡片的移动\""}},
	{PlaceDisposition, destPart{"disposition", "a disposition area, the effect's player's unless whose says; the card's set group moves with it and leaves a set card's unit; from off the field it enters (standing unless rolled)", "GW adv. \"卡片的移动\" ⑵, \"出场\""}},
	{PlaceBattleArea, destPart{"battle-area", "a battle area the effect's player chooses among those the card's set group can enter, other than its own (the fighting arena only for an effect naming it): at the back of the squad of the card's controller, in its state unless an orientation says; only for a card on the field; no whose", "GW adv. \"卡片的移动\", \"编入部队\", \"格斗场\""}},
	{PlaceSquadHead, destPart{"squad-head", "the head of an engaged squad of the card's controller, in an area it could sortie to; no whose", "GW adv. \"部队\""}},
	{PlaceNation, destPart{"nation", "its owner's Nation (whose: only owner); needs a position", "GW adv. \"卡片的移动\""}},
	{PlaceDiscardPile, destPart{"discard-pile", "its owner's Discard Pile, face down (whose: only owner); the top unless a position says", "GW adv. \"卡片的移动\"; GW basic \"场的配置\""}},
	{PlaceJunkyard, destPart{"junkyard", "its owner's Junkyard (whose: only owner); from the field it is discarded (the discarded event, to-junkyard replacements)", "GW adv. \"废弃\", \"卡片的移动\""}},
	{PlaceHangar, destPart{"hangar", "a hangar, the effect's player's unless whose says, whoever owns the card; its set cards go with it", "GW adv. \"格纳库\", \"卡片的移动\""}},
	{PlaceRemoved, destPart{"removed", "out of the game, face up (whose: only owner)", "GW adv. \"从游戏中移除\""}},
}

var posWords = []struct {
	p Position
	destPart
}{
	{PosTopOrBottom, destPart{"top-or-bottom", "the top or the bottom, the player choosing for each card (「本国の上か下に」: move-cost only)", "GW adv. \"追加费用＞A\""}},
	{PosTop, destPart{"top", "the top", "GW adv. \"卡片的移动\""}},
	{PosBottom, destPart{"bottom", "the bottom", "GW adv. \"卡片的移动\""}},
}

var orientWords = []struct {
	o Orientation
	destPart
}{
	{OrientStanding, destPart{"standing", "standing (リロール状態で)", "GW adv. \"出场\" (以重置状态)"}},
	{OrientRolled, destPart{"rolled", "rolled (ロール状態で)", "GW adv. \"配置组的重置/横置\""}},
}

var withEnemyPart = destPart{"with-enemy", "only a battle area where an enemy unit of the card's controller is (敵軍ユニットがいる戦闘エリア)", "GW adv. \"卡片的移动\""}

// destRefWords are the destinations written with a card reference (word:REF).
var destRefWords = []struct {
	p Place
	destPart
}{
	{PlaceSetOn, destPart{"set-on", "a set card moves onto REF's unit, when it could be set there; its controller becomes that unit's", "GW adv. \"配置卡的转移\""}},
	{PlacePlaceOf, destPart{"place-of", "standing, to the place REF is or last was on the field: the effect's player's squad in that battle area, at the back, when its terrain allows, or the own disposition area (「廃棄したユニットがいた場所にリロール状態で出す」)", "GW adv. \"编入部队\", \"出场\"; Rise 707.3"}},
}

// ParseDest reads a destination written without a card reference:
// [whose-]place[-with-enemy][-position][-orientation], or whose alone (a
// player: pollution). It reports a spelling it cannot read and a
// combination that makes no sense (a whose other than owner for a place
// off the field other than the hangar, whose for a battle area, a
// position outside the Nation and the Discard Pile, an orientation off
// the field, with-enemy outside a battle area, a Nation without a position).
func ParseDest(s string) (Dest, error) {
	var d Dest
	rest := s
	for _, w := range whoseWords {
		if rest == w.word {
			d.Whose = w.w
			return d, nil
		}
		if r, ok := strings.CutPrefix(rest, w.word+"-"); ok {
			d.Whose, rest = w.w, r
			break
		}
	}
	for _, p := range placeWords {
		if r, ok := strings.CutPrefix(rest, p.word); ok && (r == "" || r[0] == '-') {
			d.Place, rest = p.p, r
			break
		}
	}
	if d.Place == PlaceNone {
		return d, fmt.Errorf("destination %q: %q is not a place (%s)", s, rest, strings.Join(placeList(), ", "))
	}
	if r, ok := strings.CutPrefix(rest, "-"+withEnemyPart.word); ok {
		d.WithEnemy, rest = true, r
	}
	for _, p := range posWords {
		if r, ok := strings.CutPrefix(rest, "-"+p.word); ok && (r == "" || r[0] == '-') {
			d.Pos, rest = p.p, r
			break
		}
	}
	for _, o := range orientWords {
		if r, ok := strings.CutPrefix(rest, "-"+o.word); ok && r == "" {
			d.Orient, rest = o.o, r
			break
		}
	}
	if rest != "" {
		return d, fmt.Errorf("destination %q: %q is not a part of it here (write [whose-]place[-with-enemy][-top|-bottom|-top-or-bottom][-standing|-rolled])", s, strings.TrimPrefix(rest, "-"))
	}
	return d, d.check(s)
}

// check reports a combination of parts that makes no sense.
func (d Dest) check(s string) error {
	offField := d.Place != PlaceDisposition && d.Place != PlaceBattleArea && d.Place != PlaceSquadHead
	switch {
	case d.Place == PlaceBattleArea || d.Place == PlaceSquadHead:
		if d.Whose != WhoseDefault {
			return fmt.Errorf("destination %q: a card moved in the battle areas joins its controller's squad: no whose (GW adv. \"编入部队\")", s)
		}
	case d.Place != PlaceDisposition && d.Place != PlaceHangar:
		if d.Whose != WhoseDefault && d.Whose != WhoseOwner {
			return fmt.Errorf("destination %q: a card goes to its owner's %s, whoever moves it: write owner-%s or %s (GW adv. \"卡片的移动\": 向「场」与「格纳库」以外的「场所」移动时…本来持有者的场所)", s, d.Place, d.Place, d.Place)
		}
	}
	switch {
	case d.Pos != PosDefault && d.Place != PlaceNation && d.Place != PlaceDiscardPile:
		return fmt.Errorf("destination %q: only the Nation and the Discard Pile have a top and a bottom", s)
	case d.Place == PlaceNation && d.Pos == PosDefault:
		return fmt.Errorf("destination %q: say where in the Nation: nation-top, nation-bottom or nation-top-or-bottom", s)
	case d.Orient != OrientDefault && offField:
		return fmt.Errorf("destination %q: only a card put on the field is standing or rolled (GW basic \"重置/横置\")", s)
	case d.Orient != OrientDefault && d.Place == PlaceSquadHead:
		return fmt.Errorf("destination %q: a card moved to the head of its squad keeps its state", s)
	case d.WithEnemy && d.Place != PlaceBattleArea:
		return fmt.Errorf("destination %q: with-enemy chooses among battle areas: only battle-area takes it", s)
	}
	return nil
}

func placeList() []string {
	var out []string
	for _, p := range placeWords {
		out = append(out, p.word)
	}
	for _, p := range destRefWords {
		out = append(out, p.word+":REF")
	}
	return out
}

// String is d as written: "owner-hand", "battle-area-with-enemy-standing";
// a destination with a card reference without it ("set-on").
func (d Dest) String() string {
	var parts []string
	for _, w := range whoseWords {
		if w.w == d.Whose && d.Whose != WhoseDefault {
			parts = append(parts, w.word)
		}
	}
	if d.Place != PlaceNone {
		parts = append(parts, d.Place.String())
	}
	if d.WithEnemy {
		parts = append(parts, withEnemyPart.word)
	}
	for _, p := range posWords {
		if p.p == d.Pos && d.Pos != PosDefault {
			parts = append(parts, p.word)
		}
	}
	for _, o := range orientWords {
		if o.o == d.Orient && d.Orient != OrientDefault {
			parts = append(parts, o.word)
		}
	}
	return strings.Join(parts, "-")
}

func (p Place) String() string {
	for _, w := range placeWords {
		if w.p == p {
			return w.word
		}
	}
	for _, w := range destRefWords {
		if w.p == p {
			return w.word
		}
	}
	return ""
}

// IsZero reports whether d is no destination.
func (d Dest) IsZero() bool { return d == Dest{} }

// Rolled reports whether a card put on the field by d is rolled.
func (d Dest) Rolled() bool { return d.Orient == OrientRolled }

// Bottom reports whether d puts a card at the bottom of its place.
func (d Dest) Bottom() bool { return d.Pos == PosBottom }

// The destinations each primitive takes: each returns "" when its
// primitive can put a card at d, else what it takes.

func destsMove(d Dest) string {
	if d.Place == PlaceNone || d.Pos == PosTopOrBottom {
		return "a place (top-or-bottom is a choice only move-cost asks)"
	}
	return ""
}

func destsDraw(d Dest) string {
	if d != (Dest{Place: PlaceDiscardPile}) {
		return "only discard-pile: it draws from the own Discard Pile"
	}
	return ""
}

func destsMill(d Dest) string {
	if d != (Dest{Place: PlaceJunkyard}) && d != (Dest{Place: PlaceRemoved}) {
		return "junkyard or removed"
	}
	return ""
}

func destsMoveCost(d Dest) string {
	if d.Place != PlaceNation {
		return "nation-top, nation-bottom or nation-top-or-bottom"
	}
	return ""
}

func destsPollution(d Dest) string {
	if d.Place != PlaceNone || d.Whose != WhoseOwn && d.Whose != WhoseEnemy {
		return "a player: own or enemy"
	}
	return ""
}

// destsOwnField takes the effect's player's disposition area: a card
// entering by the effect enters its player's field.
func destsOwnField(d Dest) string {
	if d.Place != PlaceDisposition || d.Whose != WhoseDefault && d.Whose != WhoseOwn {
		return "the own disposition area: own-disposition, own-disposition-rolled"
	}
	return ""
}

func destsEnterAs(d Dest) string {
	if d.Place == PlaceBattleArea && !d.WithEnemy && d.Orient != OrientRolled {
		return "" // it enters standing (GW adv. "出场")
	}
	if destsOwnField(d) != "" {
		return "the own disposition area (own-disposition, own-disposition-rolled) or battle-area (standing)"
	}
	return ""
}

// destsOffBattle takes a place other than the battle areas: search puts
// the cards it finds there.
func destsOffBattle(d Dest) string {
	switch d.Place {
	case PlaceHand, PlaceNation, PlaceDiscardPile, PlaceJunkyard, PlaceHangar, PlaceRemoved, PlaceDisposition:
		if d.Pos != PosTopOrBottom {
			return ""
		}
	}
	return "a place other than the battle areas, with top or bottom for an ordered one"
}

// destsInstead takes the places a replaced destruction or discard sends a
// field card to.
func destsInstead(d Dest) string {
	switch d.Place {
	case PlaceHand, PlaceNation, PlaceDiscardPile, PlaceRemoved:
		if d.Pos != PosTopOrBottom {
			return ""
		}
	case PlaceHangar:
		if d.Whose == WhoseDefault {
			return ""
		}
	}
	return "a place off the field: hand, nation-top, nation-bottom, discard-pile[-bottom], removed or hangar (the hangar of the player whose effect destroys or moves the card, or with whose written, that player's)"
}

// dest reads a step's `to`: word:REF for a destination with a card
// reference (setting *onto), or ParseDest's grammar.
func (sc *scope) dest(s string, onto *Ref) (Dest, error) {
	for _, w := range destRefWords {
		if ref, ok := strings.CutPrefix(s, w.word+":"); ok {
			r, err := sc.ref(ref)
			if err != nil {
				return Dest{}, err
			}
			*onto = r
			return Dest{Place: w.p}, nil
		}
	}
	return ParseDest(s)
}
