package engine

import (
	"fmt"
	"strings"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/ruleset"
)

// This file builds a Game in an arbitrary position (for rule scenarios and bug
// reports: package scenario) and exports the read-only accessors a scenario
// needs to check a position. Nothing here changes how the engine plays: a
// built game runs the same rules as one started with New.

// Stage is where the current phase or step is (GW adv. "自由时机的开始及结束"):
// about to begin, in the free timing before its fixed effect, about to resolve
// the fixed effect, in the free timing after it, or about to end.
type Stage uint8

// The stages of a phase or step, in order.
const (
	StageStart  Stage = iota // the phase or step is about to begin (its start runs: engagement check, start triggers)
	StageBefore              // the free timing before the fixed effect
	StageFixed               // the fixed effect is about to resolve
	StageAfter               // the free timing after the fixed effect
	StageEnd                 // the phase or step is about to end
)

var stageNames = [...]string{"start", "before", "fixed", "after", "end"}

func (s Stage) String() string {
	if int(s) < len(stageNames) {
		return stageNames[s]
	}
	return fmt.Sprintf("stage(%d)", s)
}

// ParseStage reads a stage name: start, before, fixed, after or end.
func ParseStage(s string) (Stage, error) {
	for i, n := range stageNames {
		if n == s {
			return Stage(i), nil
		}
	}
	return 0, fmt.Errorf("unknown stage %q (want start, before, fixed, after or end)", s)
}

// Name is the phase's name with dashes, as scenario files write it
// ("damage-step", "end-of-turn").
func (p Phase) Name() string { return strings.ReplaceAll(p.String(), " ", "-") }

// ParsePhase reads a phase or step name: reroll-phase, draw-phase,
// disposition-phase, attack-step, defense-step, damage-step, return-step,
// end-of-turn (spaces or dashes).
func ParsePhase(s string) (Phase, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), " ", "-")
	for p := PReroll; p <= PEndOfTurn; p++ {
		if p.Name() == s {
			return p, nil
		}
	}
	return 0, fmt.Errorf("unknown phase %q (want reroll-phase, draw-phase, disposition-phase, attack-step, defense-step, damage-step, return-step or end-of-turn)", s)
}

// ParseZone reads a zone name as Zone.String writes it or in the dashed form
// of scenario files ("discard-pile", "disposition", "battle").
func ParseZone(s string) (Zone, error) {
	switch s {
	case "nation":
		return ZNation, nil
	case "discard-pile", "discard":
		return ZDiscardPile, nil
	case "junkyard":
		return ZJunkyard, nil
	case "hand":
		return ZHand, nil
	case "hangar":
		return ZHangar, nil
	case "removed":
		return ZRemoved, nil
	case "disposition", "disposition-area":
		return ZDisposition, nil
	case "battle", "battle-area":
		return ZBattle, nil
	case "cut":
		return ZCut, nil
	}
	for z := ZNation; z <= ZCut; z++ {
		if z.String() == s {
			return z, nil
		}
	}
	return 0, fmt.Errorf("unknown zone %q", s)
}

// PosCard is one card instance of a Position. Its index in Position.Cards is
// its CardID in the built game.
type PosCard struct {
	Label     string    // the scenario's name for the card, used in error messages
	Def       *card.Def // a definition of the Position's DB
	Owner     Player
	Ctrl      Player // the controller of a card on the field, the manager of a hangar card (ignored elsewhere)
	Zone      Zone   // ZCut: a card being played, on the cut (see PosCutItem)
	Area      Area   // the battle area of a card in ZBattle
	Host      int    // for a set card: the index of the card it is set on; -1 for none
	Rolled    bool
	Destroyed bool
	Damage    int
	Coins     []card.Modifier // ±X/±Y/±Z coins on it, one entry per coin
}

// NewPosCard returns a card of def owned and controlled by owner in zone z,
// set on nothing, standing, with no damage.
func NewPosCard(label string, def *card.Def, owner Player, z Zone) PosCard {
	return PosCard{Label: label, Def: def, Owner: owner, Ctrl: owner, Zone: z, Host: -1}
}

// Unknown returns n filler cards of def (a test definition standing for
// cards whose identity does not matter: "N unknown cards") for zone z.
func Unknown(def *card.Def, owner Player, z Zone, n int) []PosCard {
	out := make([]PosCard, n)
	for i := range out {
		out[i] = NewPosCard("", def, owner, z)
	}
	return out
}

// PosTarget is one target of an effect on the cut: a card (an index into
// Position.Cards) or, with IsNation, the Nation of player Nation.
type PosTarget struct {
	Card     int
	IsNation bool
	Nation   Player
}

// PosCutItem is one effect on the cut in a Position, listed bottom first:
// a played card (Card in ZCut; Text is the mode of a modal command) or, with
// Use, the use of text Text (as Action.Index counts texts) of field card Card.
type PosCutItem struct {
	Player  Player
	Card    int
	Use     bool
	Text    int
	X       int
	Targets []PosTarget // in the text's target order, each target taking its count of cards
	SetOn   int         // a played set card: the index of the card it will be set on; -1 for none
}

// PosUse is a text use already made this turn: text Text (as Action.Index
// counts) of card Card (an index into Position.Cards).
type PosUse struct {
	Card, Text int
}

// Position is a whole game position: every card with its place and state,
// the squads, the turn, phase, stage and priority, the per-turn counters and
// the cut. Build it with NewPosition.
type Position struct {
	DB    *card.DB
	Rules *ruleset.Ruleset // nil: Gundam War
	Seed  uint64           // the seed of the game's random generator (shuffles)
	// StopAtPriority is Config.StopAtPriority: every decision waits for its
	// player, even one whose only answer is to pass (scenarios use it, so
	// that they see every decision).
	StopAtPriority bool

	// Cards lists every card instance. Within one zone of one player the
	// cards keep the order they are listed in: Nation, Discard Pile and
	// Junkyard top first, squads head first (squads are the ZBattle cards of
	// one area and controller that are not set on another card).
	Cards []PosCard

	Turn     int    // from 1
	Attacker Player // the turn player
	First    Player // the first player; -1: the attacker on odd turns, the other player on even turns
	Phase    Phase
	Stage    Stage
	Priority Player // who has priority in a free timing

	// Engaged, when not nil, says which battle areas are engaged; nil derives
	// it from the squads (an area with squads of both players is engaged).
	// An engaged area may hold an empty squad (a defending squad whose units
	// all left during the damage step: rulings C2).
	Engaged *[NumAreas]bool
	// HeadLeft marks a squad whose head has left it: until the next step
	// start no unit counts as the head (GW basic "决定部队排列顺序的时机").
	HeadLeft [NumAreas][2]bool

	// Played lists the kinds each player already played this turn (GW basic
	// "配备阶段": one each); kind 0 stands for a Cruiser, Base or Support unit,
	// which have their own one per turn (GW adv. "「舰船」「据点」「支援」的特殊规则").
	Played    [2][]card.Kind
	OnceNames [2][]string  // names of ターン1枚制限 cards each player played this turn
	Used      []PosUse     // texts already used this turn
	Cut       []PosCutItem // the cut in progress, bottom first
}

// PositionError says why a Position is impossible. Card is the index of the
// card it is about, or -1.
type PositionError struct {
	Card  int
	Label string
	Msg   string
}

func (e *PositionError) Error() string {
	if e.Label != "" {
		return e.Label + ": " + e.Msg
	}
	if e.Card >= 0 {
		return fmt.Sprintf("card %d: %s", e.Card, e.Msg)
	}
	return e.Msg
}

// MaxPositionCards bounds the cards of a position (card ids are 16 bits).
const MaxPositionCards = 1 << 14

// maxPosNumber bounds a position's damage and counters, and maxPosCoins the
// coins on one card, so that none overflows the game's small integers.
const (
	maxPosNumber = 9999
	maxPosCoins  = 99
)

// NewPosition builds a game in position pos, validates it and runs the
// automatic rules up to the first decision, as Apply does. An impossible
// position is a *PositionError.
func NewPosition(pos Position) (*Game, error) {
	bad := func(i int, format string, a ...any) error {
		e := &PositionError{Card: i, Msg: fmt.Sprintf(format, a...)}
		if i >= 0 && i < len(pos.Cards) {
			e.Label = pos.Cards[i].Label
		}
		return e
	}
	if pos.DB == nil {
		return nil, bad(-1, "no card database")
	}
	if pos.Rules == nil {
		pos.Rules = ruleset.GundamWar
	}
	if len(pos.Cards) > MaxPositionCards {
		return nil, bad(-1, "%d cards: a position holds at most %d", len(pos.Cards), MaxPositionCards)
	}
	g := &Game{db: pos.DB, texts: textIndexOf(pos.DB), extraTurn: -1, discarding: None, winner: -1, rules: pos.Rules,
		manual: pos.StopAtPriority}
	var seed [32]byte
	for i := 0; i < 8; i++ {
		seed[i] = byte(pos.Seed >> (8 * i))
	}
	copy(seed[8:], "sortie gundam war shuffle seed!!")
	g.rng = *newChaCha(seed)
	for a := range g.head {
		g.head[a] = [2]CardID{None, None}
	}

	// the cards, and the checks that need only one card
	for i, pc := range pos.Cards {
		d := pc.Def
		if d == nil || d.Index < 0 || d.Index >= len(pos.DB.Defs) || pos.DB.Defs[d.Index] != d {
			return nil, bad(i, "its definition is not in the card database")
		}
		if pc.Owner != 0 && pc.Owner != 1 || pc.Ctrl != 0 && pc.Ctrl != 1 {
			return nil, bad(i, "owner and controller are P1 or P2")
		}
		if pc.Zone == ZNone && pc.Host < 0 || pc.Zone > ZCut {
			return nil, bad(i, "no zone")
		}
		onField := pc.Zone.OnField() || pc.Host >= 0
		if !onField && (pc.Rolled || pc.Destroyed || pc.Damage != 0 || len(pc.Coins) > 0) {
			return nil, bad(i, "only a card on the field can be rolled, destroyed, damaged or carry coins (it is in the %s)", pc.Zone)
		}
		if pc.Damage < 0 || pc.Damage > maxPosNumber {
			return nil, bad(i, "damage from 0 to %d, not %d", maxPosNumber, pc.Damage)
		}
		if len(pc.Coins) > maxPosCoins {
			return nil, bad(i, "%d coins: at most %d on one card", len(pc.Coins), maxPosCoins)
		}
		if pc.Damage > 0 && d.Kind != card.Unit {
			return nil, bad(i, "only units take damage (GW basic \"伤害的累积\"); %s is a %s", d.Name, d.Kind)
		}
		if pc.Zone == ZBattle && pc.Host < 0 && d.Kind != card.Unit {
			return nil, bad(i, "only units are in squads (GW basic \"出击\"); %s is a %s", d.Name, d.Kind)
		}
		if pc.Zone == ZBattle && (pc.Area < 0 || pc.Area >= NumAreas) {
			return nil, bad(i, "no battle area %d", pc.Area)
		}
		cs := cardState{def: d, owner: pc.Owner, ctrl: pc.Owner, zone: pc.Zone, host: None, destroyer: -1, killSide: -1, dmgBy: -1,
			rolled: pc.Rolled, destroyed: pc.Destroyed, damage: int16(pc.Damage)}
		for _, m := range pc.Coins {
			cs.coins = cs.coins.add(m)
			cs.nCoins++
		}
		if pc.Zone.OnField() || pc.Zone == ZHangar {
			cs.ctrl = pc.Ctrl // a hangar's cards are its manager's (GW adv. "格纳库")
		}
		if pc.Zone == ZBattle {
			cs.area = pc.Area
		}
		cs.ts = g.stamp()
		g.addCard(cs)
	}

	// set groups (GW adv. "配置"): a set card shares its host's place,
	// controller and state
	for i, pc := range pos.Cards {
		if pc.Host < 0 {
			continue
		}
		h := pc.Host
		if h >= len(pos.Cards) || h == i {
			return nil, bad(i, "it is set on no card of the position")
		}
		if pos.Cards[h].Zone != ZDisposition && pos.Cards[h].Zone != ZBattle && pos.Cards[h].Host < 0 {
			return nil, bad(i, "it is set on %s, which is not on the field", labelOf(pos, h))
		}
		if pc.Zone != ZNone && pc.Zone != pos.Cards[h].Zone && pos.Cards[h].Host < 0 {
			return nil, bad(i, "a set card is in its host's zone (%s), not the %s", pos.Cards[h].Zone, pc.Zone)
		}
		if pc.Def.SetOn == 0 {
			return nil, bad(i, "%s is a %s, not a set card", pc.Def.Name, pc.Def.Kind)
		}
		g.cards[i].host = CardID(h)
		g.cards[i].hostKind = pos.Cards[h].Def.Kind
	}
	for i := range g.cards {
		if g.cards[i].host == None {
			continue
		}
		// no cycles: the chain of hosts ends at a card that is not set
		c, n := CardID(i), 0
		for g.cards[c].host != None {
			c = g.cards[c].host
			if n++; n > len(g.cards) {
				return nil, bad(i, "its set group has a cycle")
			}
		}
		top := &g.cards[c]
		cs := &g.cards[i]
		if pos.Cards[i].Rolled != top.rolled && pos.Cards[i].Rolled {
			return nil, bad(i, "a set card is rolled or standing with its set group (GW adv. \"配置组的重置/横置\"): set the state on %s", labelOf(pos, int(c)))
		}
		cs.zone, cs.area, cs.ctrl, cs.rolled = top.zone, top.area, top.ctrl, top.rolled
		if top.destroyed {
			// GW adv. "由多张卡片组成的配置组的「破坏与废弃」": the whole group is destroyed
			cs.destroyed = true
		}
	}

	// zones and squads
	for i, pc := range pos.Cards {
		c := CardID(i)
		cs := &g.cards[i]
		if cs.host != None {
			continue
		}
		switch cs.zone {
		case ZBattle:
			g.squads[cs.area][cs.ctrl] = append(g.squads[cs.area][cs.ctrl], c)
			// a unit in a battle area went there this turn (the return step
			// empties them): PS装甲's Auto D has started (psarmor.go)
			if kw, ok := cs.def.HasKeyword(card.PSArmor); ok {
				cs.psDue, g.psAny = 1+int8(kw.X), true
			}
		case ZCut:
			cs.ctrl = pc.Ctrl
		default:
			p := cs.owner
			if cs.zone.OnField() || cs.zone == ZHangar {
				p = cs.ctrl
			}
			l := g.zoneList(p, cs.zone)
			*l = append(*l, c)
		}
	}
	for p := range g.pl {
		// listed top first; the engine keeps the top at the end
		for _, l := range []*[]CardID{&g.pl[p].nation, &g.pl[p].discard, &g.pl[p].junkyard} {
			s := *l
			for a, b := 0, len(s)-1; a < b; a, b = a+1, b-1 {
				s[a], s[b] = s[b], s[a]
			}
		}
		g.pl[p].kept = true
	}

	// turn, phase, stage, priority
	if pos.Turn < 1 {
		return nil, bad(-1, "the turn number starts at 1")
	}
	if pos.Attacker != 0 && pos.Attacker != 1 || pos.Priority != 0 && pos.Priority != 1 {
		return nil, bad(-1, "the attacker and the player with priority are P1 or P2")
	}
	g.turn, g.active, g.phase, g.priority = pos.Turn, pos.Attacker, pos.Phase, pos.Priority
	g.first = pos.First
	if g.first < 0 || g.first > 1 {
		g.first = pos.Attacker
		if pos.Turn%2 == 0 {
			g.first = pos.Attacker.Opp()
		}
	}
	if err := checkStage(pos.Phase, pos.Stage); err != nil {
		return nil, bad(-1, "%v", err)
	}
	g.stage = [...]stage{stStart, stPre, stFixed, stPost, stEnd}[pos.Stage]

	// engagement and heads (GW adv. "部队顺序、交战中的决定时机")
	g.updateEngagement()
	if pos.Engaged != nil {
		for a := Area(0); a < NumAreas; a++ {
			if !pos.Engaged[a] && g.engaged[a] {
				return nil, bad(-1, "the %s area has squads of both players, so it is engaged (GW basic \"交战中与非交战状态\")", a)
			}
			if pos.Engaged[a] && len(g.squads[a][0])+len(g.squads[a][1]) == 0 {
				return nil, bad(-1, "the %s area is engaged but holds no unit", a)
			}
			g.engaged[a] = pos.Engaged[a]
		}
	}
	for a := Area(0); a < NumAreas; a++ {
		for p := 0; p < 2; p++ {
			if pos.HeadLeft[a][p] {
				g.head[a][p] = None
			}
		}
	}

	// per-turn counters
	for p := 0; p < 2; p++ {
		for _, k := range pos.Played[p] {
			if k > card.G || k == card.Command {
				return nil, bad(-1, "unknown card kind %d in the per-turn counters", k)
			}
			g.pl[p].played[k] = true
		}
		for _, n := range pos.OnceNames[p] {
			if id, ok := pos.DB.NameID(n); ok {
				g.pl[p].onceNames = append(g.pl[p].onceNames, onceName{name: id}) // played before the position: no play of it is on the cut
			}
		}
	}
	for _, u := range pos.Used {
		if u.Card < 0 || u.Card >= len(g.cards) {
			return nil, bad(-1, "a used text names no card")
		}
		refs := g.textsOf(CardID(u.Card), nil)
		if u.Text < 0 || u.Text >= len(refs) {
			return nil, bad(u.Card, "it has no text %d", u.Text+1)
		}
		g.countUse(CardID(u.Card), refs[u.Text].text, -1)
	}

	// the cut
	for i, ci := range pos.Cut {
		if err := g.placeCutItem(pos, ci); err != nil {
			e := err.(*PositionError)
			e.Msg = fmt.Sprintf("cut item %d: %s", i+1, e.Msg)
			return nil, e
		}
	}
	for i := range g.cards {
		if g.cards[i].zone == ZCut && !g.onCut(CardID(i)) {
			return nil, bad(i, "a card on the cut is a card being played: list it in the cut")
		}
	}
	if len(g.cut) > 0 && pos.Stage != StageBefore && pos.Stage != StageAfter {
		return nil, bad(-1, "a cut is built only in a free timing (stage before or after)")
	}

	// damage at or over defense destroys a unit (GW adv. "破坏")
	for i := range g.cards {
		cs := &g.cards[i]
		if cs.def.Kind != card.Unit || !cs.zone.OnField() || cs.host != None || cs.destroyed {
			continue
		}
		if def := g.defense(CardID(i)); def == 0 || int(cs.damage) >= def {
			return nil, bad(i, "damage %d against defense %d: it is destroyed (GW adv. \"破坏\"); mark it destroyed", cs.damage, def)
		}
	}
	g.events = g.events[:0] // building the position is not an event
	g.invalidate()          // it was built field by field
	g.anyDestroyed = true   // a card may have been placed destroyed
	g.anyHarm = true        // or damaged
	g.run()
	return g, nil
}

func labelOf(pos Position, i int) string {
	if l := pos.Cards[i].Label; l != "" {
		return l
	}
	return pos.Cards[i].Def.Name
}

// checkStage reports whether a phase has the stage: the reroll phase has no
// free timing before its fixed effect, the disposition phase has no fixed
// effect (GW adv. "自由时机的开始及结束", "规定的效果").
func checkStage(p Phase, s Stage) error {
	switch {
	case p < PReroll || p > PEndOfTurn:
		return fmt.Errorf("no phase %d", p)
	case s > StageEnd:
		return fmt.Errorf("no stage %d", s)
	case p == PReroll && s == StageBefore:
		return fmt.Errorf("the reroll phase has no free timing before its fixed effect")
	case p == PDisposition && (s == StageFixed || s == StageAfter):
		return fmt.Errorf("the disposition phase has no fixed effect: its stages are start, before and end")
	case p == PEndOfTurn && s != StageStart && s != StageFixed:
		return fmt.Errorf("the end of turn is a position only at its start (or fixed: the hand size check)")
	}
	return nil
}
