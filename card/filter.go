package card

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// refWords are the words for Refs (refs are also target names in capitals).
var refWords = []struct {
	word string
	kind RefKind
	doc  string
}{
	{"this", RefThis, "the card whose text it is (GW adv. \"这张卡片\")"},
	{"this-group", RefThisGroup, "the top card of this card's set group (GW adv. \"配置组\")"},
	{"this-unit", RefThisUnit, "the unit of this card's set group; when this card left, the unit it was last set on (Rise 709.2d)"},
	{"chosen", RefChosen, "the cards the last choose step chose"},
	{"event-card", RefEventCard, "the card the triggering event is about"},
	{"event-squad-head", RefEventSquadHead, "the head unit, when the step resolves, of the squad of the triggering event (battle:nation-damaged: the squad that dealt it; GW adv. \"部队的前列\"); a text not 毎 that several squads' simultaneous events triggered once names one of them, its player's choice at the first step naming it (「その敵軍部隊1つ」)"},
	{"own-nation", RefOwnNation, "the Nation of the effect's player"},
	{"enemy-nation", RefEnemyNation, "the Nation of the enemy of the effect's player"},
	{"each", RefEach, "in a number: the card the step is acting on now"},
}

// scope is what a text's words may refer to: its target names.
type scope struct {
	targets []string
	named   []string // the names choose steps gave so far
	db      *DB
}

func (sc *scope) ref(s string) (Ref, error) {
	for _, w := range refWords {
		if w.word == s {
			return Ref{Kind: w.kind}, nil
		}
	}
	for i, n := range sc.targets {
		if n == s {
			return Ref{Kind: RefTarget, Var: int8(i)}, nil
		}
	}
	for i, n := range sc.named {
		if n == s {
			return Ref{Kind: RefNamed, Var: int8(i)}, nil
		}
	}
	if isUpperName(s) {
		return Ref{}, fmt.Errorf("no target or chosen cards named %q before this in the text", s)
	}
	return Ref{}, fmt.Errorf("unknown object %q (a target name in capitals, or this, this-group, this-unit, chosen, event-card, event-squad-head, own-nation, enemy-nation)", s)
}

func isUpperName(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

var kindWords = map[string]Kind{"unit": Unit, "character": Character, "command": Command, "operation": Operation, "g": G}

var zoneWords = []struct {
	word string
	z    ZoneSet
}{
	{"field", InField}, {"battle-area", InBattleArea}, {"space", InSpace}, {"earth", InEarth}, {"arena", InArena},
	{"disposition", InDisposition}, {"hand", InHand}, {"hangar", InHangar}, {"junkyard", InJunkyard},
	{"nation", InNation}, {"discard-pile", InDiscardPile}, {"removed", InRemoved}, {"cut", InCut}, {"game", InGame},
}

// stateWords are the filter words without an argument.
var stateWords = []struct {
	word string
	op   PredOp
	doc  string
	src  string
}{
	{"own", POwn, "controlled by the text's player", "GW adv. \"自军与敌军的区别\""},
	{"enemy", POwn, "controlled by the enemy of the text's player (not own)", "GW adv. \"自军与敌军的区别\""},
	{"owned", POwned, "owned by the text's player", "GW adv. \"本来的持有者\""},
	{"standing", PStanding, "standing", "GW basic \"重置状态\""},
	{"rolled", PRolled, "rolled", "GW basic \"横置状态\""},
	{"destroyed", PDestroyed, "destroyed and not yet discarded", "GW adv. \"破坏\""},
	{"damaged", PDamaged, "a unit with damage on it", "GW basic \"伤害的累积\""},
	{"engaged", PEngaged, "in a battle area where the squads are engaged (an unengaged one: \"in:battle-area\", not engaged)", "GW basic \"交战中与非交战状态\""},
	{"attacking", PAttacking, "in a battle area, controlled by the turn player (the attacker)", "GW basic \"攻击方\""},
	{"defending", PDefending, "in a battle area, controlled by the defender", "GW basic \"防御方\""},
	{"head", PHead, "the head (first unit) of its squad; not head: second or later (GW adv. \"部队前列以外的顺序\")", "GW adv. \"部队的前列\""},
	{"set-card", PSetCard, "set on another card", "GW adv. \"配置\""},
	{"has-character", PHasCharacter, "its set group holds a character", "GW adv. \"配置组\""},
	{"exclusive-set", PExclusiveSet, "a unit with the character its name names set on it", "GW adv. \"专用机配置\""},
	{"basic-g", PBasicG, "a basic G", "GW adv. \"基本G和特殊G\""},
	{"token", PToken, "a coin that counts as a card", "GW adv. \"视作卡片的指示物\""},
	{"transformed", PTransformed, "a unit in transformed mode", "GW adv. \"变形形态\""},
	{"using", PUsing, "a card on the field whose text's use is on the cut, not resolved yet", "GW adv. \"使用的无效\""},
	{"targetable", PTargetable, "it can be an object of the effects of the text's player: no no-target protects it from them; what an effect on 全ての～ reaches, so count: [..., targetable] checks that such an effect has an object", "GW adv. \"「不能成为对象」的效果\", \"使用与对象\" (以「全部的～」为对象的效果在1个对象也没有情况下是不能使用的)"},
	{"psycommu-range", PPsycommuRange, "engaged with this card, or, while this card is in the disposition area, in a battle area of its terrain", "GW adv. \"感应式兵器（X）\""},
}

// relWords are the filter words that relate a card to a Ref: "word:REF".
var relWords = []struct {
	word string
	op   PredOp
	doc  string
	src  string
}{
	{"is", PIs, "is REF", "GW adv. \"此（该）～机体\""},
	{"engaged-with", PEngagedWith, "in a squad engaged with REF's squad", "GW adv. \"与～交战中\""},
	{"same-area", PSameArea, "in the same battle area as REF, or in the same disposition area", "GW adv. \"场所\""},
	{"same-squad", PSameSquad, "in REF's squad", "GW adv. \"～的部队\""},
	{"in-group", PInGroup, "in REF's set group", "GW adv. \"配置组\""},
	{"set-on", PSetOn, "set on REF's set group", "GW adv. \"配置\""},
	{"same-name", PSameName, "has the same name as REF", "GW adv. \"同一卡片与同一名称的卡片\""},
	{"enterable", PEnterable, "in a battle area REF's terrain aptitude allows", "GW adv. \"地形适性\""},
	{"sortieable", PSortieable, "in a battle area REF could sortie to (terrain and the rules of its texts)", "GW adv. \"出击的顺序\""},
	{"opposite-sex", POppositeSex, "a character of the opposite sex to REF, a character (異性): one is male (trait M or 男性) and the other female (F or 女性), traits effects give counted; a card of no sex, or of both, is of the opposite sex to none", "GW adv. \"异性\", \"特征\""},
}

var statWords = []struct {
	word string
	stat Stat
	doc  string
}{
	{"melee", StatMelee, "current melee (格闘力)"},
	{"range", StatRange, "current range (射撃力)"},
	{"defense", StatDefense, "current defense (防御力)"},
	{"total", StatTotal, "total cost (合計国力; 0 for a G: GW adv. \"没有费用记述的卡片的费用\")"},
	{"designated", StatDesignated, "designated cost (both parts of a dual card: GW adv. \"双色卡的指定国力的数值\")"},
	{"resource", StatResource, "resource cost"},
	{"cost-sum", StatCostSum, "designated + total + resource (GW adv. \"费用的合计值\")"},
	{"power-sum", StatPowerSum, "melee + range + defense (GW adv. \"战斗力（战斗修正）的合计值\")"},
	{"damage", StatDamage, "damage on the unit"},
	{"coins", StatCoins, "coins on the card, plain ones and ±X/±Y/±Z ones (「このカードの上のコインの個数」)"},
}

// originalStats are the stats with a printed value, which original- before
// the stat reads (original-melee: 本来の格闘力; GW adv. "本来的～").
var originalStats = []struct{ stat, orig Stat }{
	{StatMelee, StatOrigMelee}, {StatRange, StatOrigRange}, {StatDefense, StatOrigDefense},
}

// parseStat reads a stat: a stat word, or original- before one with a
// printed value (melee, range, defense).
func parseStat(s string) (Stat, error) {
	w, orig := strings.CutPrefix(s, "original-")
	for _, sw := range statWords {
		if sw.word != w {
			continue
		}
		if !orig {
			return sw.stat, nil
		}
		for _, o := range originalStats {
			if o.stat == sw.stat {
				return o.orig, nil
			}
		}
		return StatNone, fmt.Errorf("stat %q: only melee, range and defense have an original value", s)
	}
	return StatNone, fmt.Errorf("unknown stat %q", s)
}

var cmpWords = []struct {
	word string
	cmp  Cmp
}{{"==", CmpEq}, {"!=", CmpNe}, {"<=", CmpLe}, {">=", CmpGe}, {"<", CmpLt}, {">", CmpGt}}

var statRe = func() *regexp.Regexp {
	var ws []string
	for _, s := range statWords {
		ws = append(ws, regexp.QuoteMeta(s.word))
	}
	return regexp.MustCompile(`^((?:original-)?(?:` + strings.Join(ws, "|") + `))(==|!=|<=|>=|<|>)(\*|X|-?\d+)$`)
}()

// compileFilter compiles a filter list: words (strings) that must all hold,
// and {any: [[words], [words]]} for "any of"; without a place word it
// matches cards on the field.
func (sc *scope) compileFilter(raw []any) (*Filter, *verr) {
	return sc.compileFilterIn(raw, InField)
}

// compileFilterIn is compileFilter with the places def when the list names
// none.
func (sc *scope) compileFilterIn(raw []any, def ZoneSet) (*Filter, *verr) {
	f := &Filter{}
	zoneSeen := false
	for i, r := range raw {
		p := fmt.Sprintf("[%d]", i)
		switch v := r.(type) {
		case string:
			pr, kinds, zones, err := sc.filterWord(v, true)
			if err != nil {
				return nil, bad(p, "%v", err)
			}
			f.Kinds |= kinds
			if zones != 0 {
				f.Zones |= zones
				zoneSeen = true
			}
			if pr.Op != PNone {
				f.Preds = append(f.Preds, pr)
			}
		case map[string]any:
			if v["any"] == nil {
				pr, e := sc.filterMap(v)
				if e != nil {
					return nil, at(p, e)
				}
				f.Preds = append(f.Preds, pr)
				continue
			}
			alts, ok := v["any"].([]any)
			if !ok || len(v) != 1 {
				return nil, bad(p, "a filter entry is a word, {any: [[words], [words]]}, {stat: S, le: NUMBER} or {group-has: [words]}")
			}
			or := Pred{Op: POr}
			for j, a := range alts {
				ws, ok := a.([]any)
				if !ok {
					return nil, bad(fmt.Sprintf("%s.any[%d]", p, j), "each alternative is a list of words")
				}
				all := Pred{Op: PAll}
				for k, w := range ws {
					s, ok := w.(string)
					if !ok {
						return nil, bad(fmt.Sprintf("%s.any[%d][%d]", p, j, k), "want a word")
					}
					pr, err := sc.altWord(s)
					if err != nil {
						return nil, bad(fmt.Sprintf("%s.any[%d][%d]", p, j, k), "%v", err)
					}
					all.Any = append(all.Any, pr)
				}
				or.Any = append(or.Any, all)
			}
			f.Preds = append(f.Preds, or)
		default:
			return nil, bad(p, "a filter entry is a word or {any: [[words], [words]]}")
		}
	}
	if !zoneSeen {
		// GW adv. "场": a text naming "a unit" means a unit on the field;
		// other places only when named (Rise 706.1b, 712.4)
		f.Zones = def
		if def&^InField == 0 && f.Kinds == 1<<Command {
			// GW basic "指令的使用": a command is played from the hand, is on
			// the cut, then in the Junkyard, never on the field
			return nil, bad("", "a command is never on the field: name its place, e.g. [command, \"in:cut\"] (being played) or [command, \"in:game\"] (anywhere)")
		}
	}
	return f, nil
}

// filterMap compiles a map entry of a filter: {stat: S, OP: NUMBER} compares
// a stat with any number (another card's: {stat: total, of: T}), and
// {group-has: [words]} holds for a card whose set group holds a card
// matching the words. "not: true" negates either.
func (sc *scope) filterMap(v map[string]any) (Pred, *verr) {
	var pr Pred
	for k := range v {
		switch k {
		case "stat", "group-has", "not":
		default:
			if _, ok := cmpKeys[k]; !ok {
				return pr, bad("."+k, "unknown key %q in a filter map (stat with eq/ne/lt/le/gt/ge, group-has, not)", k)
			}
		}
	}
	if n, ok := v["not"]; ok {
		b, isBool := n.(bool)
		if !isBool {
			return pr, bad(".not", "not is true or false")
		}
		pr.Not = b
	}
	switch {
	case v["stat"] != nil && v["group-has"] == nil:
		s, err := parseStat(fmt.Sprint(v["stat"]))
		if err != nil {
			return pr, bad(".stat", "%v", err)
		}
		pr.Stat = s
		pr.Op = PStat
		for k, x := range v {
			if cmp, ok := cmpKeys[k]; ok {
				if pr.Cmp != CmpNone {
					return pr, bad("", "a stat takes one comparison")
				}
				n, e := sc.compileNum(x)
				if e != nil {
					return pr, at("."+k, e)
				}
				pr.Cmp, pr.Val = cmp, n
			}
		}
		if pr.Cmp == CmpNone {
			return pr, bad("", "a stat needs a comparison: eq, ne, lt, le, gt or ge")
		}
	case v["group-has"] != nil && v["stat"] == nil:
		l, ok := v["group-has"].([]any)
		if !ok {
			return pr, bad(".group-has", "group-has takes a filter list")
		}
		f, e := sc.compileFilter(l)
		if e != nil {
			return pr, at(".group-has", e)
		}
		pr.Op, pr.Sub = PGroupHas, f
	default:
		return pr, bad("", "a filter map has stat (with a comparison) or group-has")
	}
	return pr, nil
}

// filterWord compiles one word of a filter list. At the top level a positive
// kind word adds to the kinds (several kind words mean any of them) and a
// positive place word (or an "or" of place words) adds to the places.
func (sc *scope) filterWord(s string, top bool) (Pred, KindSet, ZoneSet, error) {
	w, not := strings.CutPrefix(strings.TrimSpace(s), "not ")
	if alts := strings.Split(w, " or "); len(alts) > 1 {
		if not {
			return Pred{}, 0, 0, fmt.Errorf("%q: write \"not\" on each alternative of an \"or\"", s)
		}
		var zones ZoneSet
		allZones := true
		or := Pred{Op: POr}
		for _, a := range alts {
			pr, err := sc.altWord(a)
			if err != nil {
				return Pred{}, 0, 0, err
			}
			if pr.Op == PZone && !pr.Not {
				zones |= pr.Zone
			} else {
				allZones = false
			}
			or.Any = append(or.Any, pr)
		}
		if top && allZones {
			return Pred{}, 0, zones, nil
		}
		return or, 0, 0, nil
	}
	if k, ok := kindWords[w]; ok && top && !not {
		return Pred{}, 1 << k, 0, nil
	}
	pr, err := sc.predWord(w)
	if err != nil {
		return Pred{}, 0, 0, err
	}
	pr.Not = pr.Not != not
	if pr.Op == PZone && top && !pr.Not {
		return Pred{}, 0, pr.Zone, nil
	}
	return pr, 0, 0, nil
}

// altWord compiles one alternative of an "or": a word, possibly with "not".
func (sc *scope) altWord(s string) (Pred, error) {
	w, not := strings.CutPrefix(strings.TrimSpace(s), "not ")
	pr, err := sc.predWord(w)
	pr.Not = pr.Not != not
	return pr, err
}

// predWord compiles a single filter word (without "not") to a predicate.
func (sc *scope) predWord(w string) (Pred, error) {
	if k, ok := kindWords[w]; ok {
		return Pred{Op: PKind, ID: int32(k)}, nil
	}
	for _, s := range stateWords {
		if s.word == w {
			return Pred{Op: s.op, Not: w == "enemy"}, nil
		}
	}
	if m := statRe.FindStringSubmatch(w); m != nil {
		s, err := parseStat(m[1])
		if err != nil {
			return Pred{}, err
		}
		pr := Pred{Op: PStat, Stat: s}
		for _, c := range cmpWords {
			if c.word == m[2] {
				pr.Cmp = c.cmp
				break
			}
		}
		switch m[3] {
		case "*":
			pr.Val = Num{Kind: NStar}
		case "X":
			pr.Val = Num{Kind: NX}
		default:
			n, err := strconv.Atoi(m[3])
			if err != nil || n > 1000 || n < -1000 {
				return Pred{}, fmt.Errorf("%q: the number is out of range (-1000 to 1000)", w)
			}
			pr.Val = Num{Const: n}
		}
		return pr, nil
	}
	name, arg, ok := strings.Cut(w, ":")
	if !ok {
		return Pred{}, fmt.Errorf("unknown filter word %q", w)
	}
	if arg == "" {
		return Pred{}, fmt.Errorf("filter word %q needs an argument after the colon", w)
	}
	switch name {
	case "rule":
		r, err := parseEffectRule(arg)
		if err != nil {
			return Pred{}, fmt.Errorf("%q: %v", w, err)
		}
		return Pred{Op: PRule, ID: int32(r.Kind)}, nil
	case "max", "min":
		s, err := parseStat(arg)
		if err != nil {
			return Pred{}, fmt.Errorf("%q: %v", w, err)
		}
		op := PMax
		if name == "min" {
			op = PMin
		}
		return Pred{Op: op, Stat: s}, nil
	case "in":
		for _, z := range zoneWords {
			if z.word == arg {
				return Pred{Op: PZone, Zone: z.z}, nil
			}
		}
		return Pred{}, fmt.Errorf("unknown place %q in %q", arg, w)
	case "trait":
		// several trait words: all of them (GW adv. "拥有（没有）「男性」和「小孩」的特征");
		// {any: [[trait:A], [trait:B]]}: either (GW adv. "拥有（没有）「男性」「小孩」的特征")
		sc.db.pendingTraits = append(sc.db.pendingTraits, arg)
		return Pred{Op: PTrait, ID: sc.db.traitID(arg)}, nil
	case "keyword":
		k, ok := keywordByName(arg)
		if !ok {
			return Pred{}, fmt.Errorf("unknown keyword %q in %q (English or Japanese name)", arg, w)
		}
		return Pred{Op: PKeyword, ID: int32(k)}, nil
	case "name":
		sc.db.pendingNames = append(sc.db.pendingNames, arg)
		return Pred{Op: PName, ID: sc.db.nameID(arg)}, nil
	case "name-has":
		sc.db.pendingNames = append(sc.db.pendingNames, arg)
		return Pred{Op: PNameHas, ID: sc.db.patternID(arg)}, nil
	case "color", "designated-color", "produces":
		c, err := ParseColor(arg)
		if err != nil {
			return Pred{}, err
		}
		op := map[string]PredOp{"color": PColor, "designated-color": PDesignatedColor, "produces": PProduces}[name]
		return Pred{Op: op, ID: int32(c)}, nil
	}
	for _, r := range relWords {
		if r.word == name {
			ref, err := sc.ref(arg)
			if err != nil {
				return Pred{}, fmt.Errorf("%q: %v", w, err)
			}
			if ref.Kind == RefOwnNation || ref.Kind == RefEnemyNation || ref.Kind == RefEach {
				return Pred{}, fmt.Errorf("%q: a card is related to a card, not to %s", w, arg)
			}
			return Pred{Op: r.op, Ref: ref}, nil
		}
	}
	return Pred{}, fmt.Errorf("unknown filter word %q", w)
}

// keywordByName finds a keyword kind by its English identifier or its
// Japanese name; 1枚制限 stands for itself (GW adv. "视做同一记述的效果").
func keywordByName(s string) (KeywordKind, bool) {
	for k := KeywordKind(1); k < NumKeywords; k++ {
		if k.String() == s || keywordNames[k] == s {
			return k, true
		}
	}
	if k, ok := keywordAliases[s]; ok {
		return k, true
	}
	return 0, false
}
