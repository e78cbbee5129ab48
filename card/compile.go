package card

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
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
}

type rawStatic struct {
	Applies []any       `yaml:"applies"`
	If      []any       `yaml:"if"`
	Mod     string      `yaml:"mod"`
	Per     any         `yaml:"per"`
	Grant   *rawText    `yaml:"grant"`
	Rule    string      `yaml:"rule"`
	Keyword string      `yaml:"keyword"`
	Lose    string      `yaml:"lose"`
	Negate  bool        `yaml:"negate"`
	Kind    string      `yaml:"kind"`
	Replace *rawRepl    `yaml:"replace"`
	Produce *rawProduce `yaml:"produce"`
	Cost    int         `yaml:"cost"`
	Name    string      `yaml:"name"`
	Trait   string      `yaml:"trait"`
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
	Token    *rawToken   `yaml:"token"`
	Min      any         `yaml:"min"`
	ModOf    string      `yaml:"mod_of"`
	As       *rawToken   `yaml:"as"`
	Color    string      `yaml:"color"`
	Also     bool        `yaml:"also"`
	By       string      `yaml:"by"`
	Name     string      `yaml:"name"`
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
	default:
		return t, bad(".from", "from is junkyard or hand, not %q", r.From)
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
		if err != nil {
			return t, bad(fmt.Sprintf(".rules[%d]", i), "%v", err)
		}
		t.Rules = append(t.Rules, rl)
	}
	for i, tg := range r.Targets {
		p := fmt.Sprintf(".targets[%d]", i)
		if !isUpperName(tg.Name) {
			return t, bad(p+".name", "a target's name is in capitals (T, U2), got %q", tg.Name)
		}
		ct := Target{Name: tg.Name, SameArea: tg.SameArea}
		switch n := tg.Count.(type) {
		case nil:
		case uint64:
			if n < 1 || n > 20 {
				return t, bad(p+".count", "count is 1 to 20")
			}
			ct.Count = int(n)
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
			return t, bad(p+".count", "count is 1 to 20 or {stat: S, of: T}")
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
	for i, ct := range t.Targets {
		if ct.SameArea && slices.ContainsFunc(t.Targets, func(x Target) bool { return x.Refers }) {
			return t, bad(fmt.Sprintf(".targets[%d].same_area", i), "same_area in a text whose targets name earlier ones is not built")
		}
	}
	if t.Extra, e = sc.compileSteps(r.Extra); e != nil {
		return t, at(".additional_cost", e)
	}
	if t.Steps, e = sc.compileSteps(r.Steps); e != nil {
		return t, at(".steps", e)
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

func (sc *scope) compileStatic(r *rawStatic) (Static, *verr) {
	s := Static{}
	var e *verr
	if len(r.Applies) > 0 {
		if s.Applies, e = sc.compileFilter(r.Applies); e != nil {
			return s, at(".applies", e)
		}
	}
	if s.If, e = sc.compileConds(r.If); e != nil {
		return s, at(".if", e)
	}
	if r.Mod != "" {
		m, err := ParseModifier(r.Mod)
		if err != nil {
			return s, bad(".mod", "%v", err)
		}
		s.Mod, s.HasMod = m, true
	}
	if r.Per != nil {
		n, e := sc.compileNum(r.Per)
		if e != nil {
			return s, at(".per", e)
		}
		s.Per = &n
	}
	if r.Rule != "" {
		rl, err := ParseRule(r.Rule)
		if err != nil {
			return s, bad(".rule", "%v", err)
		}
		s.Rule = rl
	}
	if r.Grant != nil {
		g, e := compileText(sc.db, r.Grant)
		if e != nil {
			return s, at(".grant", e)
		}
		s.Grant = &g
	}
	if r.Keyword != "" {
		k, err := sc.db.parseKeyword(r.Keyword)
		if err != nil {
			return s, bad(".keyword", "%v", err)
		}
		s.Gain = &k
	}
	if r.Lose != "" {
		k, err := ParseKeyword(r.Lose)
		if err != nil {
			return s, bad(".lose", "%v", err)
		}
		s.Lose = &k
	}
	s.Negate = r.Negate
	if r.Kind != "" {
		k, err := ParseKind(r.Kind)
		if err != nil {
			return s, bad(".kind", "%v", err)
		}
		s.Kind = k
	}
	if r.Replace != nil {
		if len(r.Applies) > 0 {
			return s, bad(".applies", "a replacement names the cards it replaces for in replace.applies")
		}
		rp, e := sc.compileRepl(r.Replace, true)
		if e != nil {
			return s, at(".replace", e)
		}
		s.Replace = rp
	}
	if r.Produce != nil {
		c, err := ParseColor(r.Produce.Color)
		if err != nil || c == Purple {
			return s, bad(".produce.color", "a card produces Nation Power of one of the six colors: %v", err)
		}
		if r.Produce.N < 1 || r.Produce.N > 10 {
			return s, bad(".produce.n", "n is 1 to 10")
		}
		s.Produce = &Designated{Color: c, Count: r.Produce.N}
	}
	if r.Cost < -100 || r.Cost > 100 {
		return s, bad(".cost", "cost is -100 to 100")
	}
	s.Cost = r.Cost
	if r.Name != "" {
		s.Name = sc.db.nameID(baseName(r.Name))
	}
	if r.Trait != "" {
		s.Trait = sc.db.traitID(r.Trait) + 1
	}
	if r.OriginalPower != "" {
		p, ok := ParsePower(r.OriginalPower)
		if !ok {
			return s, bad(".original_power", "want a combat power like */1/2, got %q", r.OriginalPower)
		}
		s.Original = &p
	}
	if !s.HasMod && s.Grant == nil && s.Rule.Kind == RuleNone && s.Gain == nil && s.Lose == nil && !s.Negate && s.Kind == 0 &&
		s.Replace == nil && s.Produce == nil && s.Cost == 0 && s.Name == 0 && s.Trait == 0 && s.Original == nil {
		return s, bad("", "a static effect gives mod, grant, rule, keyword, lose, negate, kind, replace, produce, cost, name, trait or original_power")
	}
	if s.Per != nil && !s.HasMod {
		return s, bad(".per", "per multiplies a mod")
	}
	return s, nil
}

func (sc *scope) compileSteps(raw []rawStep) ([]Step, *verr) {
	var out []Step
	for i := range raw {
		s, e := sc.compileStep(&raw[i])
		if e != nil {
			return nil, at(fmt.Sprintf("[%d]", i), e)
		}
		out = append(out, s)
	}
	return out, nil
}

func (sc *scope) compileStep(r *rawStep) (Step, *verr) {
	s := Step{Label: r.Label, Optional: r.Optional, IfDone: r.IfDone, Once: r.Once}
	var w *opWord
	for i := range opWords {
		if opWords[i].word == r.Op && !opWords[i].internal {
			w = &opWords[i]
		}
	}
	if w == nil {
		return s, bad(".op", "unknown effect primitive %q", r.Op)
	}
	s.Op = w.op
	var have stepField
	var e *verr
	if r.What != "" {
		have |= fWhat
		ref, err := sc.ref(r.What)
		if err != nil {
			return s, bad(".what", "%v", err)
		}
		s.What = ref
	}
	if r.N != nil {
		have |= fN
		if s.N, e = sc.compileNum(r.N); e != nil {
			return s, at(".n", e)
		}
	}
	if r.Mod != "" {
		have |= fMod
		m, err := ParseModifier(r.Mod)
		if err != nil {
			return s, bad(".mod", "%v", err)
		}
		s.Mod = m
	}
	switch r.Until {
	case "":
	case "end-of-turn":
		have |= fUntil
		s.Until = UntilEndOfTurn
	case "this-turn":
		have |= fUntil
		s.Until = ThisTurn
		if len(r.Filter) == 0 {
			return s, bad(".until", "until: this-turn reaches the cards matching a filter: write filter, not what")
		}
	case "leaves-field":
		have |= fUntil
		s.Until = UntilLeavesField
		if len(r.Filter) > 0 {
			return s, bad(".until", "until: leaves-field lasts on the cards of what while they stay on the field: write what, not filter")
		}
	default:
		return s, bad(".until", "until is end-of-turn, this-turn or leaves-field, not %q", r.Until)
	}
	if r.Keyword != "" && s.Op == OpKeywordValue {
		// the keyword by its name, without a value: 「範囲兵器」+1
		have |= fKeyword
		k, ok := keywordByName(r.Keyword)
		if !ok {
			return s, bad(".keyword", "unknown keyword %q (English or Japanese name, without a value)", r.Keyword)
		}
		s.Keyword = Keyword{Kind: k}
	} else if r.Keyword != "" {
		have |= fKeyword
		k, err := sc.db.parseKeyword(r.Keyword)
		if err != nil {
			return s, bad(".keyword", "%v", err)
		}
		s.Keyword = k
	}
	if r.Kind != "" {
		have |= fKind
		k, err := ParseKind(r.Kind)
		if err != nil {
			return s, bad(".kind", "%v", err)
		}
		s.Kind = k
	}
	if r.Rule != "" {
		have |= fRule
		rl, err := ParseRule(r.Rule)
		if err != nil {
			return s, bad(".rule", "%v", err)
		}
		s.Rule = rl
	}
	if r.Replace != nil {
		have |= fReplace
		rp, e := sc.compileRepl(r.Replace, false)
		if e != nil {
			return s, at(".replace", e)
		}
		s.Replace = rp
	}
	if r.Zone != "" {
		have |= fZone
		for _, z := range zoneWords {
			if z.word == r.Zone && z.z&(InHand|InNation|InDiscardPile|InJunkyard|InHangar) == z.z {
				s.Zone = z.z
			}
		}
		if s.Zone == 0 {
			return s, bad(".zone", "zone is nation, discard-pile, junkyard, hand or hangar, not %q", r.Zone)
		}
		if s.Op == OpMill && s.Zone != InNation && s.Zone != InDiscardPile {
			return s, bad(".zone", "mill takes from the top of a Nation or a Discard Pile")
		}
	}
	if r.Top != nil {
		have |= fTop
		if s.Top, e = sc.compileNum(r.Top); e != nil {
			return s, at(".top", e)
		}
	}
	if r.Shuffle {
		have |= fShuffle
		s.Shuffle = true
	}
	if r.Reveal {
		have |= fReveal
		s.Reveal = true
	}
	if r.As != nil {
		have |= fAs
		if s.Desc, e = sc.db.asDef(r.As); e != nil {
			return s, at(".as", e)
		}
	}
	if r.Also {
		have |= fAlso
		s.Also = true
	}
	if r.Color != "" {
		have |= fColor
		c, err := ParseColor(r.Color)
		if err != nil || c == Purple {
			return s, bad(".color", "a color of the six: %v", err)
		}
		s.Color = c
	}
	if r.Token != nil {
		have |= fToken
		d, e := sc.db.tokenDef(r.Token)
		if e != nil {
			return s, at(".token", e)
		}
		s.Token = d
	}
	if r.Text != nil {
		have |= fText
		t, e := compileText(sc.db, r.Text)
		if e != nil {
			return s, at(".text", e)
		}
		s.Grant = &t
	}
	if r.To != "" {
		have |= fTo
		for _, d := range destWords {
			if d.word == r.To {
				s.To = d.dest
			}
		}
		for _, pre := range []struct {
			prefix string
			dest   Dest
		}{{"set-on:", DestSetOn}, {"place-of:", DestPlaceOf}} {
			if ref, ok := strings.CutPrefix(r.To, pre.prefix); ok {
				var err error
				if s.Onto, err = sc.ref(ref); err != nil {
					return s, bad(".to", "%v", err)
				}
				s.To = pre.dest
			}
		}
		ok := false
		for _, d := range w.dests {
			ok = ok || d == s.To && s.To != DestNone
		}
		if !ok {
			return s, bad(".to", "%s cannot go to %q", r.Op, r.To)
		}
	}
	switch r.Who {
	case "", "self":
	case "enemy":
		have |= fWho
		s.Who = Enemy
	case "all":
		if s.Op != OpDiscardHand {
			return s, bad(".who", "who: all is for discard-hand")
		}
		have |= fWho
		s.Who = Both
	default:
		return s, bad(".who", "who is self or enemy (all for discard-hand), not %q", r.Who)
	}
	if len(r.Filter) > 0 {
		have |= fFilter
		if s.Filter, e = sc.compileFilter(r.Filter); e != nil {
			return s, at(".filter", e)
		}
	}
	if r.Optional {
		have |= fOptional
	}
	if len(r.If) > 0 {
		have |= fIf
		if s.If, e = sc.compileConds(r.If); e != nil {
			return s, at(".if", e)
		}
	}
	if r.Event != "" {
		have |= fEvent
		ev, err := ParseEvent(r.Event)
		if err != nil {
			return s, bad(".event", "%v", err)
		}
		s.Event = ev
	}
	if r.Once {
		have |= fOnce
	}
	if len(r.Steps) > 0 {
		have |= fSteps
		if s.Steps, e = sc.compileSteps(r.Steps); e != nil {
			return s, at(".steps", e)
		}
	}
	if len(r.Else) > 0 {
		have |= fElse
		if s.Else, e = sc.compileSteps(r.Else); e != nil {
			return s, at(".else", e)
		}
	}
	for i, o := range r.Options {
		have |= fOptions
		os, e := sc.compileSteps(o)
		if e != nil {
			return s, at(fmt.Sprintf(".options[%d]", i), e)
		}
		s.Options = append(s.Options, os)
	}
	if r.ModOf != "" {
		have |= fModOf
		ref, err := sc.ref(r.ModOf)
		if err != nil {
			return s, bad(".mod_of", "%v", err)
		}
		s.ModOf = ref
	}
	if s.Op == OpModify && have&(fMod|fModOf) != fMod && have&(fMod|fModOf) != fModOf {
		return s, bad("", "modify needs mod or mod_of")
	}
	if r.Min != nil {
		have |= fMin
		if s.Min, e = sc.compileNum(r.Min); e != nil {
			return s, at(".min", e)
		}
	}
	switch r.By {
	case "", "self":
	case "enemy":
		have |= fBy
		s.By = Enemy
	default:
		return s, bad(".by", "by is self or enemy, not %q", r.By)
	}
	if r.Name != "" {
		// the name is given after the step's own words: it names its result
		have |= fName
		if _, err := sc.ref(r.Name); err == nil || !isUpperName(r.Name) {
			return s, bad(".name", "a name is capitals (U, C2) not used before in the text, got %q", r.Name)
		}
		sc.named = append(sc.named, r.Name)
		s.As = int8(len(sc.named))
	}
	for _, f := range stepFieldNames {
		switch {
		case have&f.f != 0 && w.takes&f.f == 0:
			return s, bad("."+f.name, "%s takes no %s", r.Op, f.name)
		case have&f.f == 0 && w.needs&f.f != 0:
			return s, bad("", "%s needs %s", r.Op, f.name)
		}
	}
	switch s.Op {
	case OpReplace:
		if s.Replace.ToNation && have&(fWhat|fFilter) != 0 {
			return s, bad("", "a replacement of damage to a Nation names the Nation in replace, not what or filter")
		}
		if !s.Replace.ToNation && have&(fWhat|fFilter) != fWhat && have&(fWhat|fFilter) != fFilter {
			return s, bad("", "replace acts on what or on filter")
		}
	case OpModify, OpGain, OpLose, OpNegate, OpRestrict, OpChangeCost, OpKeywordValue:
		if have&(fWhat|fFilter) == fWhat|fFilter {
			return s, bad("", "%s acts on what or on filter, not both", r.Op)
		}
		if have&(fWhat|fFilter) == 0 {
			return s, bad("", "%s needs what or filter", r.Op)
		}
	}
	if s.Op == OpCountsAs && have&(fKind|fAs) != fKind && have&(fKind|fAs) != fAs {
		return s, bad("", "counts-as needs kind or as")
	}
	if s.Also && s.Desc == nil {
		return s, bad(".also", "also goes with as")
	}
	if s.Op == OpGain && have&(fKeyword|fText) != fKeyword && have&(fKeyword|fText) != fText {
		return s, bad("", "gain needs keyword or text")
	}
	if s.Op == OpPollution && (s.N.Kind != NConst || s.N.Const < 1) {
		return s, bad(".n", "pollution needs n, the number of pollution coins (1 or more)")
	}
	return s, nil
}

// ParseUseCost reads a use cost as written: "(0)", "(1)", "R", "(0)per",
// "(1)per", "Rper", "R(1)" (GW basic "《》内资源记述的意义"; GW adv. "①",
// "①每").
func ParseUseCost(s string) (UseCost, error) {
	c := UseCost{Set: true}
	w := s
	if r, ok := strings.CutSuffix(w, "per"); ok {
		c.Per, w = true, r
	}
	if r, ok := strings.CutPrefix(w, "R"); ok {
		c.Roll, w = true, r
	}
	if w == "" && c.Roll {
		return c, nil
	}
	if len(w) < 3 || w[0] != '(' || w[len(w)-1] != ')' {
		return UseCost{}, fmt.Errorf("unknown use cost %q (want (0), (1), R, (0)per, (1)per, R(1))", s)
	}
	n, err := strconv.Atoi(w[1 : len(w)-1])
	if err != nil || n < 0 || n > 100 {
		return UseCost{}, fmt.Errorf("unknown use cost %q (want (0), (1), R, (0)per, (1)per, R(1))", s)
	}
	c.Resource = n
	return c, nil
}

func (c UseCost) String() string {
	if !c.Set {
		return ""
	}
	s := ""
	if c.Roll {
		s = "R"
	}
	if !c.Roll || c.Resource > 0 {
		s += "(" + strconv.Itoa(c.Resource) + ")"
	}
	if c.Per {
		s += "per"
	}
	return s
}

var replEvents = map[string]ReplEvent{"damage": REvDamage, "destroy": REvDestroy, "to-junkyard": REvToJunkyard}

// compileRepl compiles a replacement; in a static, applies names the cards
// (default: this card), in an op the step's what or filter does.
func (sc *scope) compileRepl(r *rawRepl, static bool) (*Replacement, *verr) {
	rp := &Replacement{Add: r.Add, Next: r.Next}
	var ok bool
	if rp.Event, ok = replEvents[r.Event]; !ok {
		return nil, bad(".event", "a replacement replaces damage, destroy or to-junkyard, not %q", r.Event)
	}
	if len(r.Applies) > 0 {
		if !static {
			return nil, bad(".applies", "the step's what or filter names the cards; applies is for statics")
		}
		f, e := sc.compileFilter(r.Applies)
		if e != nil {
			return nil, at(".applies", e)
		}
		rp.Applies = f
	}
	switch r.Nation {
	case "":
	case "own", "enemy":
		if rp.Event != REvDamage || len(r.Applies) > 0 {
			return nil, bad(".nation", "nation is for damage to a Nation, without applies")
		}
		rp.ToNation = true
		if r.Nation == "enemy" {
			rp.Nation = Enemy
		}
	default:
		return nil, bad(".nation", "nation is own or enemy, not %q", r.Nation)
	}
	switch r.From {
	case "":
	case "battle":
		rp.From = BattleDamage
	case "effect":
		rp.From = EffectDamage
	default:
		return nil, bad(".from", "from is battle or effect, not %q", r.From)
	}
	switch r.By {
	case "":
	case "own":
		rp.By = ByOwn
	case "enemy":
		rp.By = ByEnemy
	default:
		return nil, bad(".by", "by is own or enemy, not %q", r.By)
	}
	switch v := r.Prevent.(type) {
	case nil:
	case string:
		if v != "all" {
			return nil, bad(".prevent", "prevent is a number or all")
		}
		rp.Prevent = -1
	case uint64:
		if v < 1 || v > 1000 {
			return nil, bad(".prevent", "prevent is 1 to 1000 or all")
		}
		rp.Prevent = int(v)
	default:
		return nil, bad(".prevent", "prevent is a number or all")
	}
	if r.Add < -1000 || r.Add > 1000 {
		return nil, bad(".add", "add is -1000 to 1000")
	}
	if r.Instead != "" {
		for _, d := range destWords {
			if d.word == r.Instead {
				rp.Instead = d.dest
			}
		}
		switch rp.Instead {
		case DestOwnerHand, DestRemoved, DestNationTop, DestNationBottom, DestHangar:
		default:
			return nil, bad(".instead", "instead is owner-hand, removed, nation-top, nation-bottom or hangar, not %q", r.Instead)
		}
	}
	switch {
	case rp.Event == REvDamage && (r.Instead != "" || rp.Add == 0 && rp.Prevent == 0):
		return nil, bad("", "a damage replacement has add or prevent (and no instead)")
	case rp.Event != REvDamage && (rp.Add != 0 || rp.Prevent != 0 || rp.From != AnyDamage):
		return nil, bad("", "only a damage replacement has add, prevent or from")
	case rp.Event == REvToJunkyard && rp.Instead == DestNone:
		return nil, bad(".instead", "to-junkyard needs instead: where the card goes")
	}
	return rp, nil
}

// tokenDef builds the definition a token's coins count as; the DB adds it
// after the card whose text makes it (GW adv. "视作卡片的指示物": the kind in
// { } and its description; no cost; its description is its original one).
func (db *DB) tokenDef(r *rawToken) (*Def, *verr) {
	if db.building == nil {
		return nil, bad("", "a token is made by a card's text")
	}
	if r.Name == "" {
		return nil, bad(".name", "a token needs a name")
	}
	d, e := db.describedDef(r)
	if e != nil {
		return nil, e
	}
	d.Token, d.Source = true, "token made by "+db.building.Number
	db.tokenSeq++
	d.Number = fmt.Sprintf("%s/T%d", db.building.Number, db.tokenSeq)
	db.pendingTokens = append(db.pendingTokens, d)
	return d, nil
}

// asDef builds what a card counts as ({UNIT、名称「A」、地形適性…、4/0/4}:
// GW adv. "本来的种类和当作其他种类的卡片"); its name, when given, is interned.
func (db *DB) asDef(r *rawToken) (*Def, *verr) {
	if db.building == nil {
		return nil, bad("", "a description is given by a card's text")
	}
	d, e := db.describedDef(r)
	if e != nil {
		return nil, e
	}
	d.Number, d.Source = db.building.Number, "description given by "+db.building.Number
	if d.Name != "" {
		d.baseName = baseName(d.Name)
		d.NameID = db.nameID(d.baseName)
	}
	return d, nil
}

// describedDef builds a card from a description in { }: kind, name,
// keywords, and a unit's power and terrain.
func (db *DB) describedDef(r *rawToken) (*Def, *verr) {
	d := &Def{Name: r.Name, NameEN: r.NameEN, Traits: r.Traits, Color: db.building.Color}
	var err error
	if d.Kind, err = ParseKind(r.Kind); err != nil {
		return nil, bad(".kind", "%v", err)
	}
	if d.Kind == Unit {
		var ok bool
		if d.Power, ok = ParsePower(r.Power); !ok {
			return nil, bad(".power", "a unit needs power like 2/2/2 (got %q)", r.Power)
		}
		for _, t := range r.Terrain {
			switch t {
			case "space":
				d.Terrain |= Space
			case "earth":
				d.Terrain |= Earth
			default:
				return nil, bad(".terrain", "unknown terrain %q", t)
			}
		}
	} else if r.Power != "" || len(r.Terrain) > 0 {
		return nil, bad(".power", "only a unit has power and terrain")
	}
	for i, k := range r.Keywords {
		kw, err := db.parseKeyword(k)
		if err != nil {
			return nil, bad(fmt.Sprintf(".keywords[%d]", i), "%v", err)
		}
		d.Keywords = append(d.Keywords, kw)
	}
	return d, nil
}
