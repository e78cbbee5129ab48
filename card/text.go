package card

import "strings"

// Text is one text (一项内文, GW adv. "内文") of a card, written as parameters over
// the engine's effect primitives (DESIGN "Card texts"). Which fields apply
// depends on the kind of text:
//
//   - a used text (a command's effect, or an activated text 《…》 of a field
//     card): Timing, Cost, Power, Window, UsableBy, If, Targets, X, Steps;
//     Modes for a command that chooses one of several effects;
//   - an Auto A text (常驻): Static;
//   - a triggered text (Auto C/D, or an Auto B that starts on an event): On,
//     Steps (and If, checked when it triggers and when it resolves);
//   - a rule text (Auto A/B that changes a rule for this card): Rules.
//
// A text with Multiple set is the A of マルチプル＞A (GW adv. "复数 ＞A";
// the card also lists the keyword マルチプル): a used text whose timing is
// (battle-phase) unless it names its own (GW adv. "特殊效果的时机与费用": the
// text's own timing wins) and whose use cost is the keyword's 《(0)每》, set
// on load (it writes no cost and no additional_cost). The engine adds the
// keyword's cost: to use it, its player removes from the game one card with
// this card's name from the hand or the own Junkyard (not the hangar: GW
// adv. "格纳库"), chosen as an additional cost is.
//
// A text with Team set to A is (part of) the B of チーム>〔A〕B (GW adv.
// "小队＞[A]B"; the card also lists the keyword チーム>〔A〕). It is written
// as any other text of the card, and the card has it as its own; every other
// unit in the same area with チーム>〔A〕 gets it too (engine/team.go). B's
// combat modifier is written as a team text with only a static without
// applies or if: {team: A, auto: A, static: [{mod: "+1/+1/±0"}]}; each unit
// with A in the area gets it once per card that has it (modifiers add up),
// while B's other texts are gained only once (an identical text B of
// another card is not gained again).
//
// A text with From "junkyard" is an Auto B used text that works while the
// card is in its owner's Junkyard, not on the field (GW adv. "自动B": works
// on or off the field, and no player may cut in on it): its
// owner may use it in a free timing of its Timing, with nothing on the cut,
// and it resolves at once, never on the cut. It is never used from the field.
//
// Extra (additional_cost) is a cost paid with the play or use. A card that
// prints 追加コスト>A lists that keyword instead (ParseKeyword, CostSteps):
// the engine pays A's steps as it pays additional_cost.
type Text struct {
	ID       int32    `yaml:"-"`                   // unique in the DB, assigned on load
	Label    string   `yaml:"label,omitempty"`     // a short English summary for menus and logs
	Auto     string   `yaml:"auto,omitempty"`      // "", "A", "B", "C" or "D"
	Timing   string   `yaml:"timing,omitempty"`    // "always", "battle-phase", "own-defense-step", ...
	Cost     string   `yaml:"cost,omitempty"`      // "(0)", "(1)", "R", "(0)per", "(1)per"
	Power    []int    `yaml:"power,omitempty"`     // 《[X·Y]》: designated X of this card's color, total Y
	Window   string   `yaml:"window,omitempty"`    // "before-fixed": only before the step's fixed effect
	UsableBy string   `yaml:"usable_by,omitempty"` // "enemy": only the card's enemy player may use it
	If       []string `yaml:"if,omitempty"`        // conditions, all must hold (see engine conditions)
	Targets  []Target `yaml:"targets,omitempty"`   // chosen when the text is used (GW adv. "指定对象的时机")
	X        string   `yaml:"x,omitempty"`         // a variable X chosen at use: "any" (1 or more), "filter" (a value some card of the first filtered step has)
	Extra    []Step   `yaml:"additional_cost,omitempty"`
	Steps    []Step   `yaml:"steps,omitempty"`
	On       string   `yaml:"on,omitempty"`      // trigger event
	OnIf     []string `yaml:"on_if,omitempty"`   // conditions when the event happens
	OnCard   []string `yaml:"on_card,omitempty"` // a filter the event's card must match
	Static   []Static `yaml:"static,omitempty"`
	Rules    []string `yaml:"rules,omitempty"`
	Modes    []Text   `yaml:"modes,omitempty"`
	Multiple bool     `yaml:"multiple,omitempty"` // the A of マルチプル＞A (see above)
	Team     string   `yaml:"team,omitempty"`     // this text is the B of チーム>〔Team〕B (see above)
	From     string   `yaml:"from,omitempty"`     // "junkyard": an Auto B used text that works from the own Junkyard (see above)
}

// Target is one target specification: Count cards (or, with Nation, a
// Nation) matching Filter, stored under Name for the steps.
type Target struct {
	Name     string   `yaml:"name"`
	Count    int      `yaml:"count,omitempty"` // 0 means 1
	Filter   []string `yaml:"filter"`
	Nation   string   `yaml:"or_nation,omitempty"` // "enemy": the enemy Nation may be chosen instead
	SameArea bool     `yaml:"same_area,omitempty"` // all Count cards are in one battle area
}

// Step is one primitive of an effect. Op names the primitive; the other
// fields are its parameters (which ones each Op needs is checked on load).
//
// Op "pollution" gives N (1 or more) pollution coins (汚染コイン, GW adv.
// "污染指示物") to the text's player, or with To "enemy" to its enemy:
// {op: pollution, n: 2, to: enemy}. The coins are managed by the player; at
// the turn end a player with 10 or more loses (engine/pollution.go).
type Step struct {
	Op       string   `yaml:"op"`
	Label    string   `yaml:"label,omitempty"` // for an option of "either": a short English summary
	What     string   `yaml:"what,omitempty"`  // a target name, "this", "this-group", "chosen"
	N        Num      `yaml:"n,omitempty"`
	Mod      string   `yaml:"mod,omitempty"` // "+3/+3/+3"
	Until    string   `yaml:"until,omitempty"`
	To       string   `yaml:"to,omitempty"`
	Who      string   `yaml:"who,omitempty"` // the player who chooses: "self" (default) or "enemy"
	Filter   []string `yaml:"filter,omitempty"`
	Optional bool     `yaml:"optional,omitempty"`
	IfDone   bool     `yaml:"if_done,omitempty"` // その場合: only if the previous step was fully done (GW adv. "此时")
	If       []string `yaml:"if,omitempty"`      // for op "if": the conditions
	Event    string   `yaml:"event,omitempty"`
	Once     bool     `yaml:"once,omitempty"` // for op "at": this effect does not stack (この効果は重複しない)
	Steps    []Step   `yaml:"steps,omitempty"`
	Else     []Step   `yaml:"else,omitempty"`
	Options  [][]Step `yaml:"options,omitempty"`
}

// Static is one continuous effect of an Auto A text: to every card that
// matches Applies (default: this card's set group unit) while If holds, it
// gives Mod (times Per, when Per is set), Grant, or Rule.
type Static struct {
	Applies []string `yaml:"applies,omitempty"`
	If      []string `yaml:"if,omitempty"`
	Mod     string   `yaml:"mod,omitempty"`
	Per     string   `yaml:"per,omitempty"`
	Grant   *Text    `yaml:"grant,omitempty"`
	Rule    string   `yaml:"rule,omitempty"`
}

// Num is a number in a step: a constant, or a named value the engine reads
// when the step runs ("X", "target-total", "this-melee", ...).
type Num struct {
	Const int
	Name  string
}

// UnmarshalYAML reads an integer or a name.
func (n *Num) UnmarshalYAML(b []byte) error {
	s := strings.Trim(strings.TrimSpace(string(b)), `"'`)
	v := 0
	neg := false
	for i, r := range s {
		if i == 0 && r == '-' {
			neg = true
			continue
		}
		if r < '0' || r > '9' {
			n.Name = s
			return nil
		}
		v = v*10 + int(r-'0')
	}
	if neg {
		v = -v
	}
	n.Const = v
	return nil
}

// IsZero lets omitempty drop an unset Num.
func (n Num) IsZero() bool { return n.Const == 0 && n.Name == "" }
