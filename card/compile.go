package card

import (
	"fmt"
)

// rawText is a text as written in a card file (see Text for what it means);
// compileText turns it into a Text.
type rawText struct {
	Label    string      `yaml:"label"`
	Auto     string      `yaml:"auto"`
	Timing   string      `yaml:"timing"`
	Cost     string      `yaml:"cost"`
	Power    []int       `yaml:"power"`
	Window   string      `yaml:"window"`
	UsableBy string      `yaml:"usable_by"`
	If       []any       `yaml:"if"`
	Targets  []rawTarget `yaml:"targets"`
	X        string      `yaml:"x"`
	XMax     any         `yaml:"x_max"`
	// ResolveLimit: 「この効果は、1ターン中にN回だけしか解決できない」
	ResolveLimit any `yaml:"resolve_limit"`
	// SetAlsoOn: an Auto B: the card may also be set on cards matching it
	// (「このカードは、敵軍配備エリアにいる…ユニットにもセットできる」)
	SetAlsoOn []any       `yaml:"set_also_on"`
	Extra     []rawStep   `yaml:"additional_cost"`
	Steps     []rawStep   `yaml:"steps"`
	On        string      `yaml:"on"`
	OnIf      []any       `yaml:"on_if"`
	OnCard    []any       `yaml:"on_card"`
	Static    []rawStatic `yaml:"static"`
	Rules     []string    `yaml:"rules"`
	Modes     []rawText   `yaml:"modes"`
	Multiple  bool        `yaml:"multiple"`
	Team      string      `yaml:"team"`
	From      string      `yaml:"from"`
	// Bracketed: the text is printed in 【】 (GW adv. "【】")
	Bracketed bool `yaml:"bracketed"`
	// Each: 毎～, it starts every time (GW adv. "在特定时机起动的效果")
	Each bool `yaml:"each"`
	// NonCumulative: 重複しない of kind A, B, C or D (GW adv. "「不重复」的效果")
	NonCumulative string `yaml:"non_cumulative"`
}

type rawTarget struct {
	Name     string `yaml:"name"`
	Count    any    `yaml:"count"`
	Filter   []any  `yaml:"filter"`
	Nation   string `yaml:"or_nation"`
	SameArea bool   `yaml:"same_area"`
	Random   bool   `yaml:"random"`
}

type rawStatic struct {
	Applies []any       `yaml:"applies"`
	If      []any       `yaml:"if"`
	Mod     string      `yaml:"mod"`
	Per     any         `yaml:"per"`
	N       any         `yaml:"n"` // the number of its rule (attack-limit)
	Grant   *rawText    `yaml:"grant"`
	Rule    string      `yaml:"rule"`
	Keyword string      `yaml:"keyword"`
	Lose    string      `yaml:"lose"`
	Negate  bool        `yaml:"negate"`
	Kind    string      `yaml:"kind"`
	Replace *rawRepl    `yaml:"replace"`
	Produce *rawProduce `yaml:"produce"`
	Cost    int         `yaml:"cost"`
	// Resource, Targeting: a play's added resource cost, and the filter one
	// of the play's targets must match for it
	Resource  int    `yaml:"resource"`
	Targeting []any  `yaml:"targeting"`
	Name      string `yaml:"name"`
	Trait     string `yaml:"trait"`
	// OriginalPower: its original combat power becomes this (「本来の戦闘力が*/1/2に変更される」)
	OriginalPower string `yaml:"original_power"`
}

// rawRepl is a replacement or prevention effect as written (see Replacement).
type rawRepl struct {
	Event   string `yaml:"event"`
	Applies []any  `yaml:"applies"`
	Nation  string `yaml:"nation"`
	From    string `yaml:"from"`
	By      string `yaml:"by"`
	Add     int    `yaml:"add"`
	Prevent any    `yaml:"prevent"`
	Next    bool   `yaml:"next"`
	Instead string `yaml:"instead"`
	Split   []any  `yaml:"split"`
}

type rawStep struct {
	Op       string      `yaml:"op"`
	Label    string      `yaml:"label"`
	What     string      `yaml:"what"`
	N        any         `yaml:"n"`
	Mod      string      `yaml:"mod"`
	Until    string      `yaml:"until"`
	To       string      `yaml:"to"`
	Who      string      `yaml:"who"`
	Filter   []any       `yaml:"filter"`
	Optional bool        `yaml:"optional"`
	IfDone   bool        `yaml:"if_done"`
	If       []any       `yaml:"if"`
	Event    string      `yaml:"event"`
	Once     bool        `yaml:"once"`
	Steps    []rawStep   `yaml:"steps"`
	Else     []rawStep   `yaml:"else"`
	Options  [][]rawStep `yaml:"options"`
	Keyword  string      `yaml:"keyword"`
	Kind     string      `yaml:"kind"`
	Rule     string      `yaml:"rule"`
	Text     *rawText    `yaml:"text"`
	Replace  *rawRepl    `yaml:"replace"`
	Zone     string      `yaml:"zone"`
	Top      any         `yaml:"top"`
	Shuffle  bool        `yaml:"shuffle"`
	Reveal   bool        `yaml:"reveal"`
	Blind    bool        `yaml:"blind"`
	Token    *rawToken   `yaml:"token"`
	Min      any         `yaml:"min"`
	ModOf    string      `yaml:"mod_of"`
	As       *rawToken   `yaml:"as"`
	Color    string      `yaml:"color"`
	Also     bool        `yaml:"also"`
	By       string      `yaml:"by"`
	Name     string      `yaml:"name"`
	Timing   string      `yaml:"timing"`
	While    *rawWhile   `yaml:"while"`
}

// rawWhile is a step's while as written (see While).
type rawWhile struct {
	Of string `yaml:"of"`
	Is []any  `yaml:"is"`
}

// rawToken is what a token's coins count as (GW adv. "视作卡片的指示物": the
// kind in { }, and the description beside it).
type rawToken struct {
	Name     string   `yaml:"name"`
	NameEN   string   `yaml:"name_en"`
	Kind     string   `yaml:"kind"`
	Power    string   `yaml:"power"`
	Terrain  []string `yaml:"terrain"`
	Traits   []string `yaml:"traits"`
	Keywords []string `yaml:"keywords"`
}

// rawProduce is Nation Power a card produces: {color: blue, n: 1}.
type rawProduce struct {
	Color string `yaml:"color"`
	N     int    `yaml:"n"`
}

// at prefixes e's path with p (e may be nil).
func at(p string, e *verr) *verr {
	if e != nil {
		e.path = p + e.path
	}
	return e
}

// compileTexts compiles a card's texts; p is their YAML path (".texts").
func compileTexts(db *DB, raw []rawText, p string) ([]Text, *verr) {
	var out []Text
	for i := range raw {
		t, e := compileText(db, &raw[i])
		if e != nil {
			return nil, at(fmt.Sprintf("%s[%d]", p, i), e)
		}
		out = append(out, t)
	}
	return out, nil
}

// compileText compiles one text (a mode or a granted text is a text of its
// own: it sees its own targets only).
func compileText(db *DB, r *rawText) (Text, *verr) {
	t := Text{Label: r.Label, Multiple: r.Multiple, Team: r.Team, Bracketed: r.Bracketed, Each: r.Each}
	switch r.NonCumulative {
	case "":
	case "A", "B", "C", "D":
		t.NonCumulative = r.NonCumulative[0]
	default:
		return t, bad(".non_cumulative", "non_cumulative is A, B, C or D (GW adv. \"「不重复」的效果\"), not %q", r.NonCumulative)
	}
	if r.Team != "" {
		t.TeamID = db.teamID(r.Team)
	}
	sc := &scope{db: db}
	for _, tg := range r.Targets {
		sc.targets = append(sc.targets, tg.Name)
	}
	var e *verr
	switch r.Auto {
	case "":
	case "A", "B", "C", "D":
		t.Auto = AutoKind(r.Auto[0]-'A') + AutoA
	default:
		return t, bad(".auto", "auto must be A, B, C or D, got %q", r.Auto)
	}
	if r.Timing != "" {
		var err error
		if t.Timing, err = ParseTiming(r.Timing); err != nil {
			return t, bad(".timing", "%v", err)
		}
	}
	if r.Cost != "" {
		var err error
		if t.Cost, err = ParseUseCost(r.Cost); err != nil {
			return t, bad(".cost", "%v", err)
		}
		if t.Cost.Cards != nil {
			// 《[X]》 (ロールコスト): rolling own cards other than units
			// (http://blog.the-o.my/2010/02/14/gw-booster-24-ace-card-and-others/);
			// standing ones, a rolled card not being rollable (GW basic "《(R)》")
			if t.Cost.Cards.Filter, e = sc.compileFilter([]any{"own", "standing", "not unit"}); e != nil {
				return t, at(".cost", e)
			}
			if t.Cost.Cards.N.Kind == NX && r.X == "" {
				return t, bad(".cost", "the roll cost [X] needs the text's X: write x: any (and x_max for 「Xの上限は…」; GW adv. \"变数\")")
			}
		}
	}
	if r.Multiple {
		// GW adv. "复数 ＞A": (战斗阶段)《(0)每》, the text's own timing winning
		// (GW adv. "特殊效果的时机与费用")
		switch {
		case r.Cost != "" || len(r.Extra) > 0:
			return t, bad(".cost", "a multiple text has the keyword's cost 《(0)每》 and removal cost: write no cost or additional_cost")
		case r.Auto != "" || r.On != "" || len(r.Static) > 0 || len(r.Rules) > 0 || len(r.Modes) > 0:
			return t, bad(".multiple", "a multiple text is a used text (steps, targets, if), not automatic")
		}
		if r.Timing == "" {
			t.Timing = Timing{Period: BattlePhase}
		}
		t.Cost = UseCost{Set: true, Per: true}
	}
	switch len(r.Power) {
	case 0:
	case 2:
		if r.Power[0] < 0 || r.Power[1] < r.Power[0] || r.Power[1] > 100 {
			return t, bad(".power", "[X·Y] needs 0 <= X <= Y <= 100")
		}
		t.Power = PowerReq{Set: true, Designated: r.Power[0], Total: r.Power[1]}
	default:
		return t, bad(".power", "power is [designated, total]")
	}
	switch r.Window {
	case "":
	case "before-fixed":
		t.Window = BeforeFixed
	case "after-fixed":
		t.Window = AfterFixed
	default:
		return t, bad(".window", "window is before-fixed or after-fixed, not %q", r.Window)
	}
	switch r.UsableBy {
	case "", "self":
	case "enemy":
		t.UsableBy = Enemy
	case "all":
		t.UsableBy = Both
	default:
		return t, bad(".usable_by", "usable_by is enemy or all, not %q", r.UsableBy)
	}
	switch r.X {
	case "":
	case "any":
		t.X = XAny
	case "filter":
		t.X = XFilter
	default:
		return t, bad(".x", "x is any or filter, not %q", r.X)
	}
	if len(r.SetAlsoOn) > 0 {
		if r.Auto != "B" || len(r.Steps) > 0 || r.On != "" || r.Timing != "" {
			return t, bad(".set_also_on", "set_also_on is an Auto B text of its own (auto: B, no steps, on or timing)")
		}
		if t.SetAlsoOn, e = sc.compileFilter(r.SetAlsoOn); e != nil {
			return t, at(".set_also_on", e)
		}
	}
	if r.XMax != nil {
		n, e := sc.compileNum(r.XMax)
		if e != nil {
			return t, at(".x_max", e)
		}
		t.XMax = &n
	}
	if r.ResolveLimit != nil {
		n, e := sc.compileNum(r.ResolveLimit)
		if e != nil {
			return t, at(".resolve_limit", e)
		}
		t.ResolveLimit = &n
	}
	switch r.From {
	case "":
	case "junkyard":
		used := r.Timing != "" && r.On == "" && len(r.Targets) == 0 && r.Cost == "" && len(r.Extra) == 0
		triggered := r.Timing == "" && r.On != ""
		if r.Auto != "B" || !used && !triggered {
			return t, bad(".from", "from: junkyard is an Auto B text: used (a timing, no targets, cost or additional_cost) or triggered (on)")
		}
		t.From = InJunkyard
	case "hand":
		// GW adv. "自动B" (在场以外都适用), "格纳库与手牌的不同": a text its owner
		// uses while the card is in the hand; 《R》 rolls the card, which only
		// a card on the field can be (GW basic "《(R)》")
		if r.Auto != "B" || r.Timing == "" || r.On != "" || len(r.Targets) > 0 || len(r.Extra) > 0 || t.Cost.Roll {
			return t, bad(".from", "from: hand is an Auto B used text: a timing, no on, targets, additional_cost or 《R》 cost")
		}
		t.From = InHand
	case "cut":
		// GW adv. "自动B" (在场以外都适用), "「被使用的卡片」": a text that works
		// while its card is being played, on the cut, the only place a
		// played card is. No timing is printed: it is used in any free
		// timing while the card is there (常時). It has no target (the card
		// on the cut is this) and no use cost: the card was paid for by
		// its player, and 《R》 rolls only a card on the field.
		if r.Auto != "B" || r.Timing != "" || r.On != "" || len(r.Targets) > 0 || len(r.Extra) > 0 || r.Cost != "" || r.X != "" {
			return t, bad(".from", "from: cut is an Auto B used text of a card being played: no timing (常時), on, targets, cost, additional_cost or x")
		}
		t.From, t.Timing = InCut, Timing{Period: Always}
	default:
		return t, bad(".from", "from is junkyard, hand or cut, not %q", r.From)
	}
	if r.On != "" {
		var err error
		if t.On, err = ParseEvent(r.On); err != nil {
			return t, bad(".on", "%v", err)
		}
	}
	if t.If, e = sc.compileConds(r.If); e != nil {
		return t, at(".if", e)
	}
	if t.OnIf, e = sc.compileConds(r.OnIf); e != nil {
		return t, at(".on_if", e)
	}
	if len(r.OnCard) > 0 {
		if t.OnCard, e = sc.compileFilter(r.OnCard); e != nil {
			return t, at(".on_card", e)
		}
	}
	for i, w := range r.Rules {
		rl, err := ParseRule(w)
		if err == nil && rl.Kind == RuleAttackLimit {
			err = errAttackLimit
		}
		if err != nil {
			return t, bad(fmt.Sprintf(".rules[%d]", i), "%v", err)
		}
		if rl.Kind == RuleDeckAnyCopies && t.Auto != AutoB {
			return t, bad(fmt.Sprintf(".rules[%d]", i), "%s is an Auto B rule of the card in a deck: write auto: B", w)
		}
		t.Rules = append(t.Rules, rl)
	}
	for i, tg := range r.Targets {
		p := fmt.Sprintf(".targets[%d]", i)
		if !isUpperName(tg.Name) {
			return t, bad(p+".name", "a target's name is in capitals (T, U2), got %q", tg.Name)
		}
		ct := Target{Name: tg.Name, SameArea: tg.SameArea, Random: tg.Random}
		switch n := tg.Count.(type) {
		case nil:
		case uint64:
			if n < 1 || n > 20 {
				return t, bad(p+".count", "count is 1 to 20")
			}
			ct.Count = int(n)
		case string:
			// 「敵軍GX枚」: X, the X chosen when the text is used (GW adv.
			// "变数"), before the targets (GW adv. "卡片使用的顺序" ③ 1); the
			// targets are chosen in order, as those naming an earlier one
			if n != "X" {
				return t, bad(p+".count", "count is 1 to 20, X or {stat: S, of: T}, not %q", n)
			}
			if r.X == "" {
				return t, bad(p+".count", "a target count X needs the text's X: write x: any (GW adv. \"变数\")")
			}
			ct.CountOf, ct.Refers = &Num{Kind: NX}, true
		case map[string]any:
			// 「自軍基本GX枚…Xの値は、そのユニットの指定国力と同じ値とする」:
			// a number of an earlier target, fixed when that one is chosen
			num, e := sc.compileNum(n)
			if e != nil {
				return t, at(p+".count", e)
			}
			if num.Kind != NStat || num.Of.Kind != RefTarget || int(num.Of.Var) >= i {
				return t, bad(p+".count", "a target count is 1 to 20 or a number of an earlier target ({stat: S, of: T})")
			}
			ct.CountOf, ct.Refers = &num, true
		default:
			return t, bad(p+".count", "count is 1 to 20, X or {stat: S, of: T}")
		}
		switch tg.Nation {
		case "":
		case "enemy":
			ct.Nation = true
		default:
			return t, bad(p+".or_nation", "or_nation is enemy, not %q", tg.Nation)
		}
		if len(tg.Filter) == 0 {
			return t, bad(p+".filter", "a target needs a filter")
		}
		if ct.Filter, e = sc.compileFilter(tg.Filter); e != nil {
			return t, at(p+".filter", e)
		}
		switch v := ct.Filter.maxTargetRef(); {
		case v >= i:
			return t, bad(p+".filter", "a target's filter may name only an earlier target of the text, not %s", r.Targets[v].Name)
		case v >= 0:
			ct.Refers = true

		}
		if ct.Filter.Zones&(InHand|InNation|InDiscardPile) != 0 {
			// GW adv. "卡片背面向外管理的场所": an effect on a face-down place
			// is on the place, not on a card of it
			return t, bad(p+".filter", "a target cannot be a card in the hand, Nation or Discard Pile (face-down places); choose it when the effect resolves (op choose or search)")
		}
		t.Targets = append(t.Targets, ct)
	}
	if t.Extra, e = sc.compileSteps(r.Extra); e != nil {
		return t, at(".additional_cost", e)
	}
	if t.Steps, e = sc.compileSteps(r.Steps); e != nil {
		return t, at(".steps", e)
	}
	if len(t.Targets) == 1 && t.Targets[0].Count <= 1 && t.Targets[0].CountOf == nil && !onCards(t.Steps) {
		t.Targets[0].OneCard = true // GW adv. "以1张卡片为目标的效果"
	}
	// Rise 714.3b: the effect is watched from when it goes on the cut, for
	// one card keeping one way
	if ws := whiles(nil, t.Steps); len(ws) > 1 {
		return t, bad(".steps", "a text lasts as long as one card keeps one way: while on one step only, not %d", len(ws))
	} else if len(ws) == 1 {
		t.While = ws[0]
	}
	for i := range r.Static {
		s, e := sc.compileStatic(&r.Static[i])
		if e != nil {
			return t, at(fmt.Sprintf(".static[%d]", i), e)
		}
		t.Static = append(t.Static, s)
	}
	for i := range r.Modes {
		m, e := compileText(db, &r.Modes[i])
		if e != nil {
			return t, at(fmt.Sprintf(".modes[%d]", i), e)
		}
		t.Modes = append(t.Modes, m)
	}
	kinds := 0
	for _, b := range []bool{!t.Timing.IsZero() || len(t.Modes) > 0, t.On.Kind != EvNone, len(t.Static) > 0, len(t.Rules) > 0, t.SetAlsoOn != nil} {
		if b {
			kinds++
		}
	}
	if kinds != 1 {
		return t, bad("", "a text is exactly one of: used (timing/modes), triggered (on), static, rules, set_also_on")
	}
	if !t.Timing.IsZero() && len(t.Steps) == 0 {
		return t, bad("", "a used text needs steps")
	}
	if t.Each && t.On.Kind == EvNone {
		return t, bad(".each", "each is for a triggered text (on)")
	}
	if t.X == XFilter && (len(t.Steps) == 0 || t.Steps[0].Filter == nil) {
		return t, bad(".x", "x: filter takes its values from the filter of the first step")
	}
	return t, nil
}

var replEvents = map[string]ReplEvent{"damage": REvDamage, "destroy": REvDestroy, "to-junkyard": REvToJunkyard}

// whiles appends the while of each of steps (at any depth) to out.
func whiles(out []*While, steps []Step) []*While {
	for i := range steps {
		if steps[i].While != nil {
			out = append(out, steps[i].While)
		}
		out = whiles(out, steps[i].Steps)
		out = whiles(out, steps[i].Else)
		for _, o := range steps[i].Options {
			out = whiles(out, o)
		}
	}
	return out
}
