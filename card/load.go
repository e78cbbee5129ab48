package card

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"

	"github.com/sortie-tcg/sortie/internal/input"
)

type rawCard struct {
	Number   string    `yaml:"number"`
	Color    string    `yaml:"color"`
	Name     string    `yaml:"name"`
	NameEN   string    `yaml:"name_en"`
	Kind     string    `yaml:"kind"`
	SetOn    string    `yaml:"set_on"`
	Cost     *rawCost  `yaml:"cost"`
	Power    string    `yaml:"power"`
	Modifier string    `yaml:"modifier"`
	Terrain  []string  `yaml:"terrain"`
	Traits   []string  `yaml:"traits"`
	Keywords []string  `yaml:"keywords"`
	Produces string    `yaml:"produces"`
	Basic    bool      `yaml:"basic"`
	TextJA   string    `yaml:"text_ja"`
	Texts    []rawText `yaml:"texts"`
	Source   string    `yaml:"source"`
	// Transformed is the transformed side of a unit with 変形 (see Def.Transformed).
	Transformed *rawSide `yaml:"transformed"`
}

// rawSide is the transformed side (変形形態) of a unit with 変形: its printed
// name (shown only), combat power, keywords other than 変形, printed text
// and texts (GW adv. "变形形态").
type rawSide struct {
	Name     string    `yaml:"name"`
	Power    string    `yaml:"power"`
	Keywords []string  `yaml:"keywords"`
	TextJA   string    `yaml:"text_ja"`
	Texts    []rawText `yaml:"texts"`
}

type rawCost struct {
	Designated any    `yaml:"designated"` // an int (of the card's color) or a list of {color, n}
	Total      string `yaml:"total"`      // "4" or "X"
	Resource   string `yaml:"resource"`   // "1", "X", "XX"
}

// LoadFS loads every *.yaml file under dir of fsys into one DB, compiling
// each card's texts (vocab.go). The error names file:line and what is wrong.
func LoadFS(fsys fs.FS, dir string) (*DB, error) {
	db := &DB{}
	names, err := fs.Glob(fsys, path.Join(dir, "*.yaml"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	if len(names) == 0 {
		return nil, fmt.Errorf("%s: no card files (*.yaml)", dir)
	}
	for _, n := range names {
		b, err := input.ReadFile(fsys, n, input.MaxCardFileBytes, "card file")
		if err != nil {
			return nil, err
		}
		if err := LoadBytes(db, n, b); err != nil {
			return nil, err
		}
	}
	if err := db.CheckTraits(); err != nil {
		return nil, err
	}
	return db, nil
}

// LoadBytes adds the cards of one YAML card file to db. The file is read
// within bounds (ParseYAML: input.MaxCardFileBytes and MaxCardFileEntries,
// nesting, no tags).
func LoadBytes(db *DB, file string, b []byte) error {
	defer db.finish()
	f, err := ParseYAML(file, b, input.MaxCardFileBytes, input.MaxCardFileEntries, "card file")
	if err != nil {
		return err
	}
	if len(f.Docs) == 0 || f.Docs[0].Body == nil {
		return fmt.Errorf("%s:1: empty card file", file)
	}
	root := f.Docs[0].Body
	p, _ := yaml.PathString("$.cards")
	list, err := p.FilterNode(root)
	if err != nil || list == nil {
		return fmt.Errorf("%s:1: a card file is a map with a list under \"cards:\"", file)
	}
	seq, ok := list.(*ast.SequenceNode)
	if !ok {
		return fmt.Errorf("%s:%d: \"cards:\" must be a list", file, line(list))
	}
	for _, node := range seq.Values {
		var rc rawCard
		if err := decodeNode(file, node, &rc); err != nil {
			return err
		}
		d, verr := build(db, &rc)
		if verr != nil {
			return fmt.Errorf("%s:%d: %s", file, lineOf(node, verr.path), verr.msg)
		}
		d.File = fmt.Sprintf("%s:%d", file, line(node))
		if err := db.add(d); err != nil {
			return fmt.Errorf("%s: %w", d.File, err)
		}
		db.noteTraitRefs(d.File)
		if err := db.checkNames(d); err != nil {
			return fmt.Errorf("%s: %w", d.File, err)
		}
		for _, t := range db.pendingTokens {
			t.File = d.File
			if err := db.add(t); err != nil {
				return fmt.Errorf("%s: %w", d.File, err)
			}
		}
		db.pendingTokens = nil
	}
	return nil
}

// YAMLError turns a go-yaml error into "file:line: message".
func YAMLError(file string, err error) error {
	var ye yaml.Error
	if errors.As(err, &ye) && ye.GetToken() != nil {
		return fmt.Errorf("%s:%d: %s", file, ye.GetToken().Position.Line, ye.GetMessage())
	}
	return fmt.Errorf("%s: %w", file, err)
}

func line(n ast.Node) int {
	if n == nil || n.GetToken() == nil {
		return 0
	}
	return n.GetToken().Position.Line
}

// lineOf finds the line of a YAML path below node, falling back to node's line.
func lineOf(node ast.Node, p string) int {
	for p != "" {
		if yp, err := yaml.PathString("$" + p); err == nil {
			if n, err := yp.FilterNode(node); err == nil && n != nil {
				return line(n)
			}
		}
		i := strings.LastIndexAny(p, ".[")
		if i < 0 {
			break
		}
		p = p[:i]
	}
	return line(node)
}

type verr struct{ path, msg string }

func bad(path, format string, a ...any) *verr { return &verr{path, fmt.Sprintf(format, a...)} }

// MaxPrinted bounds every number printed on a card (combat power, modifier,
// cost): two digits, so that no sum of them overflows.
const MaxPrinted = 99

var powerRe = regexp.MustCompile(`^(\*|\d{1,2})/(\*|\d{1,2})/(\*|\d{1,2})$`)
var modRe = regexp.MustCompile(`^([+-]\d{1,2}|±0)/([+-]\d{1,2}|±0)/([+-]\d{1,2}|±0)$`)

// ParseModifier reads "+2/+1/±0" (GW adv. "±X/±Y/±Z").
func ParseModifier(s string) (Modifier, error) {
	m := modRe.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return Modifier{}, fmt.Errorf("cannot read modifier %q (want like +2/+1/±0, each at most %d)", s, MaxPrinted)
	}
	v := func(x string) int {
		if x == "±0" {
			return 0
		}
		n, _ := strconv.Atoi(x)
		return n
	}
	return Modifier{v(m[1]), v(m[2]), v(m[3])}, nil
}

// ParsePower reads a combat power as printed: "3/1/3", "*/1/2".
func ParsePower(s string) (Power, bool) {
	m := powerRe.FindStringSubmatch(s)
	if m == nil {
		return Power{}, false
	}
	return Power{powerValue(m[1]), powerValue(m[2]), powerValue(m[3])}, true
}

// powerValue reads one number of a combat power: a number or * (Star).
func powerValue(x string) int {
	if x == "*" {
		return Star
	}
	n, _ := strconv.Atoi(x)
	return n
}

func build(db *DB, rc *rawCard) (*Def, *verr) {
	d := &Def{Number: rc.Number, Name: rc.Name, NameEN: rc.NameEN, Traits: rc.Traits,
		Basic: rc.Basic, TextJA: rc.TextJA, Source: rc.Source}
	if rc.Number == "" {
		return nil, bad(".number", "missing number")
	}
	if rc.Name == "" {
		return nil, bad(".name", "missing name")
	}
	if strings.TrimSpace(rc.Source) == "" {
		return nil, bad(".source", "card %s has no source: every card cites where its facts come from", rc.Number)
	}
	var err error
	if d.Color, err = ParseColor(rc.Color); err != nil {
		return nil, bad(".color", "%v", err)
	}
	if d.Kind, err = ParseKind(rc.Kind); err != nil {
		return nil, bad(".kind", "%v", err)
	}
	if rc.SetOn != "" {
		if d.SetOn, err = ParseKind(rc.SetOn); err != nil {
			return nil, bad(".set_on", "%v", err)
		}
	}
	if d.Kind == Character && d.SetOn == 0 {
		d.SetOn = Unit
	}
	if d.Kind == G {
		if rc.Cost != nil {
			return nil, bad(".cost", "a G has no cost (GW adv. \"没有费用记述的卡片的费用\")")
		}
		if rc.Basic {
			if d.Produces, err = ParseColor(rc.Produces); err != nil {
				return nil, bad(".produces", "a basic G names the color it produces: %v", err)
			}
		}
	} else {
		if rc.Cost == nil {
			return nil, bad(".cost", "missing cost")
		}
		if e := buildCost(d, rc.Cost); e != nil {
			return nil, e
		}
	}
	switch d.Kind {
	case Unit:
		var ok bool
		left, right, split := strings.Cut(rc.Power, " / ") // GW adv. "以「/」分割的战斗力"
		if d.Power, ok = ParsePower(left); !ok {
			return nil, bad(".power", "a unit needs power like 3/1/3, each * or at most %d, or a split one like 2/1/2 / 4/3/4 (got %q)", MaxPrinted, rc.Power)
		}
		if split {
			if d.PilotPower, ok = ParsePower(right); !ok {
				return nil, bad(".power", "a split power needs its right side (with a pilot) like 4/3/4, each * or at most %d (got %q)", MaxPrinted, right)
			}
			d.SplitPower = true
		}
		var err error
		if d.Terrain, err = parseTerrain(rc.Terrain); err != nil {
			return nil, bad(".terrain", "%v", err)
		}
	case Character:
		if rc.Modifier == "" && rc.Power != "" {
			return nil, bad(".power", "a character has no power: write its combat modifier as modifier: %s", rc.Power)
		}
		if d.Modifier, err = ParseModifier(rc.Modifier); err != nil {
			return nil, bad(".modifier", "%v", err)
		}
	}
	if d.Kind != Unit && (rc.Power != "" || len(rc.Terrain) > 0) {
		return nil, bad(".power", "only units have power and terrain")
	}
	for i, k := range rc.Keywords {
		kw, err := db.parseKeyword(k)
		if err != nil {
			return nil, bad(fmt.Sprintf(".keywords[%d]", i), "%v", err)
		}
		d.Keywords = append(d.Keywords, db.argID(kw))
	}
	// GW adv. "格斗场": cards with 「格斗场」 in their text may target and move
	// units in the fighting arena
	d.NamesArena = strings.Contains(rc.TextJA, "格闘場") || strings.Contains(rc.TextJA, "格斗场")
	if strings.TrimSpace(rc.TextJA) != "" && len(rc.Texts) == 0 && !keywordOnly(rc.TextJA) {
		return nil, bad(".text_ja", "the printed text is not implemented: add its texts")
	}
	var e *verr
	db.building, db.tokenSeq, db.pendingTokens = d, 0, nil
	defer func() { db.building = nil }()
	if d.Texts, e = compileTexts(db, rc.Texts, ".texts"); e != nil {
		return nil, e
	}
	for i := range d.Texts {
		switch d.Texts[i].From {
		case InJunkyard:
			d.FromJunkyard = true
		case InHand:
			d.FromHand = true
		case InCut:
			d.FromCut = true
		}
	}
	if e := multipleTexts(d); e != nil {
		return nil, e
	}
	if e := teamTexts(d); e != nil {
		return nil, e
	}
	if e := costKeywords(d); e != nil {
		return nil, e
	}
	if e := xLimits(d); e != nil {
		return nil, e
	}
	if e := transformedSide(db, d, rc.Transformed); e != nil {
		return nil, e
	}
	return d, nil
}

// costKeywords checks 追加コスト>A and 代替コスト>B:A (GW adv. "追加费用＞A",
// "代替费用＞:A"): a played card that is not a G has at most one of each,
// and a card with 追加コスト>A writes its cost only as the keyword (no text
// of it writes additional_cost). A's steps are checked as additional_cost is.
func costKeywords(d *Def) *verr {
	seen := map[KeywordKind]bool{}
	for i, kw := range d.Keywords {
		if kw.Kind != AdditionalCost && kw.Kind != AlternativeCost {
			continue
		}
		p := fmt.Sprintf(".keywords[%d]", i)
		if d.Kind == G {
			return bad(p, "a G has no cost: %s is a keyword of a card with a cost", kw.Kind.Japanese())
		}
		if seen[kw.Kind] {
			return bad(p, "a card has one %s", kw.Kind.Japanese())
		}
		seen[kw.Kind] = true
	}
	// an X in 追加コスト>A or プリベント(X) is the X chosen for the play (GW
	// adv. "变数"; "卡片使用的顺序" ③ 1: decided when the costs are): the
	// card needs one, in its costs or as the x of its text
	for i, kw := range d.Keywords {
		if (kw.XVar || kw.Pay != nil && kw.Pay.N.Kind == NX) && !d.Cost.HasX() && !textHasX(d) {
			return bad(fmt.Sprintf(".keywords[%d]", i), "%s has X, and the card has none: give its text x: any (GW adv. \"变数\")", kw.Kind.Japanese())
		}
	}
	if seen[AdditionalCost] {
		for i, t := range d.Texts {
			if len(t.Extra) > 0 {
				return bad(fmt.Sprintf(".texts[%d].additional_cost", i), "the card has 追加コスト>A: its additional cost is the keyword's A, not additional_cost")
			}
		}
	}
	return nil
}

// transformedSide builds d.Transformed from the card file's transformed side
// (GW adv. "变形形态"): a unit with 変形 has one, and only such a unit.
func transformedSide(db *DB, d *Def, rs *rawSide) *verr {
	kw, has := d.HasKeyword(Transformer)
	switch {
	case rs == nil && has:
		return bad(".transformed", "a unit with 変形 needs its transformed side: transformed: {name, power, texts}")
	case rs == nil:
		return nil
	case !has || d.Kind != Unit:
		return bad(".transformed", "only a unit with 変形 has a transformed side")
	}
	m := powerRe.FindStringSubmatch(rs.Power)
	if m == nil {
		return bad(".transformed.power", "the transformed side needs power like 3/1/3, each * or at most %d (got %q)", MaxPrinted, rs.Power)
	}
	v := func(x string) int {
		if x == "*" {
			return Star
		}
		n, _ := strconv.Atoi(x)
		return n
	}
	t := *d
	t.Power = Power{v(m[1]), v(m[2]), v(m[3])}
	t.SplitPower, t.PilotPower = false, Power{}
	t.Keywords = []Keyword{kw} // 「变形」会承继为「变形型态的内文」
	for i, k := range rs.Keywords {
		x, err := db.parseKeyword(k)
		if err != nil {
			return bad(fmt.Sprintf(".transformed.keywords[%d]", i), "%v", err)
		}
		if x.Kind == Transformer {
			return bad(fmt.Sprintf(".transformed.keywords[%d]", i), "変形 is inherited by the transformed side: do not list it again")
		}
		t.Keywords = append(t.Keywords, x)
	}
	t.TextJA, t.ModeName, t.Normal, t.Transformed = rs.TextJA, rs.Name, d, nil
	if strings.TrimSpace(rs.TextJA) != "" && len(rs.Texts) == 0 && !keywordOnly(rs.TextJA) {
		return bad(".transformed.text_ja", "the printed text is not implemented: add its texts")
	}
	var e *verr
	if t.Texts, e = compileTexts(db, rs.Texts, ".transformed.texts"); e != nil {
		return e
	}
	if e := multipleTexts(&t); e != nil {
		return e
	}
	if e := teamTexts(&t); e != nil {
		return e
	}
	d.Transformed = &t
	return nil
}

// multipleTexts checks that the card has the keyword マルチプル exactly when
// it has a text marked multiple (the A of マルチプル＞A, GW adv. "复数 ＞A";
// compileText gives such a text the keyword's timing and cost).
func multipleTexts(d *Def) *verr {
	_, kw := d.HasKeyword(Multiple)
	n := 0
	for i := range d.Texts {
		if !d.Texts[i].Multiple {
			continue
		}
		p := fmt.Sprintf(".texts[%d].multiple", i)
		switch {
		case d.Kind == Command:
			return bad(p, "マルチプル＞A is a text of a card on the field, not of a command")
		case !kw:
			return bad(p, "a multiple text is the A of マルチプル＞A: the card needs the keyword マルチプル")
		}
		n++
	}
	if kw && n == 0 {
		return bad(".keywords", "マルチプル needs its text A: mark that text multiple: true")
	}
	return nil
}

// teamTexts checks the texts marked team (the B of チーム>〔A〕B, GW adv.
// "小队＞[A]B"): the card is a unit with the keyword チーム>〔A〕, and a team
// text with a static is B's combat modifier: only mod, no applies, if, per,
// grant or rule.
func teamTexts(d *Def) *verr {
	for i := range d.Texts {
		t := &d.Texts[i]
		if t.Team == "" {
			continue
		}
		p := fmt.Sprintf(".texts[%d].team", i)
		has := false
		for _, kw := range d.Keywords {
			has = has || kw.Kind == Team && kw.Arg == t.Team
		}
		switch {
		case d.Kind != Unit:
			return bad(p, "チーム>〔A〕B is a keyword of units")
		case !has:
			return bad(p, "a team text is the B of チーム>〔A〕B: the card needs the keyword チーム>〔%s〕", t.Team)
		case len(t.Static) > 0 && (len(t.Steps) > 0 || t.On.Kind != EvNone || len(t.Rules) > 0 || len(t.Modes) > 0):
			return bad(p, "B's combat modifier is a team text with only a static mod")
		}
		for _, st := range t.Static {
			if !st.HasMod || st.Applies != nil || len(st.If) > 0 || st.Per != nil || st.Grant != nil || st.Rule.Kind != RuleNone {
				return bad(p, "B's combat modifier is a static with only mod (it applies to each unit with the team)")
			}
		}
	}
	return nil
}

// keywordOnly reports whether a printed text holds only keywords (in 【】 or not).
func keywordOnly(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "(keywords only)") }

func buildCost(d *Def, rc *rawCost) *verr {
	switch v := rc.Designated.(type) {
	case uint64:
		d.Cost.Designated = []Designated{{d.Color, int(v)}}
	case int64:
		d.Cost.Designated = []Designated{{d.Color, int(v)}}
	case string:
		n, x, err := costPart(v)
		if err != nil {
			return bad(".cost.designated", "%v", err)
		}
		d.Cost.Designated, d.Cost.DesignatedX = []Designated{{d.Color, n}}, x
	case []any:
		for i, e := range v {
			m, ok := e.(map[string]any)
			if !ok {
				return bad(fmt.Sprintf(".cost.designated[%d]", i), "want {color: ..., n: ...}")
			}
			c, err := ParseColor(fmt.Sprint(m["color"]))
			if err != nil {
				return bad(fmt.Sprintf(".cost.designated[%d]", i), "%v", err)
			}
			n, err := strconv.Atoi(fmt.Sprint(m["n"]))
			if err != nil {
				return bad(fmt.Sprintf(".cost.designated[%d]", i), "bad count: %v", err)
			}
			d.Cost.Designated = append(d.Cost.Designated, Designated{c, n})
		}
	default:
		return bad(".cost.designated", "want a number, X, or a list of {color, n}")
	}
	for _, x := range d.Cost.Designated {
		if x.Count < 0 || x.Count > MaxPrinted {
			return bad(".cost.designated", "designated power from 0 to %d, got %d", MaxPrinted, x.Count)
		}
	}
	var err error
	if d.Cost.Total, d.Cost.TotalX, err = costPart(rc.Total); err != nil {
		return bad(".cost.total", "%v", err)
	}
	if d.Cost.Resource, d.Cost.ResourceX, err = costPart(rc.Resource); err != nil {
		return bad(".cost.resource", "%v", err)
	}
	if d.Cost.TotalX == 0 && d.Cost.DesignatedX == 0 && d.Cost.DesignatedValue() > d.Cost.Total {
		return bad(".cost", "designated power %d is more than total power %d", d.Cost.DesignatedValue(), d.Cost.Total)
	}
	return nil
}

func costPart(s string) (n, x int, err error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, 0, fmt.Errorf("missing")
	}
	if strings.Trim(s, "X") == "" && len(s) <= 3 {
		return 0, len(s), nil
	}
	n, err = strconv.Atoi(s)
	if err != nil || n < 0 || n > MaxPrinted {
		return 0, 0, fmt.Errorf("want a number from 0 to %d or X, got %q", MaxPrinted, s)
	}
	return n, 0, nil
}

// parseTerrain reads a unit's terrain (地形适性) list: each "space" or
// "earth"; an error names an unknown one.
func parseTerrain(ts []string) (Terrain, error) {
	var t Terrain
	for _, x := range ts {
		switch x {
		case "space":
			t |= Space
		case "earth":
			t |= Earth
		default:
			return 0, fmt.Errorf("unknown terrain %q (space or earth)", x)
		}
	}
	return t, nil
}
