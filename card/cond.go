package card

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// condWords are the conditions written as a word (with an optional "not ").
var condWords = []struct {
	word string
	op   CondOp
	not  bool
	doc  string
	src  string
}{
	{"own-turn", COwnTurn, false, "it is the turn of the text's player", "GW basic \"「自军回合」和「敌军回合」\""},
	{"enemy-turn", COwnTurn, true, "it is the turn of the enemy of the text's player", "GW basic \"「自军回合」和「敌军回合」\""},
	{"targeted-by-damage", CTargetedByDamage, false, "this card is a target of an unresolved damage effect other than サイコミュ's", "GW adv. \"特殊盾（X）\""},
	{"alt-paid", CAltPaid, false, "the effect is that of a card played with its 代替コスト>B:A, A paid (「代替コストを支払った場合」); not for a text use or a triggered effect", "GW adv. \"代替费用＞:A\""},
	{"event-own", CEventOwn, false, "the triggering event concerns the text's player: its card is controlled by them, or it is their Nation, their draw", "GW adv. \"自军与敌军的区别\""},
}

// condArgs are the conditions written as a one-key map whose value is a
// word: a general test of the triggering event ({event-by: enemy}) with its
// argument, composed with not, any and the other conditions
// ([{event-by: enemy}, {not: {event-by: command}}]: 敵軍のコマンド以外の効果で).
var condArgs = []struct {
	key, arg string
	c        Cond
	doc      string
	src      string
}{
	{"event-by", "own", Cond{Op: CEventBy, By: ByOwn}, "the triggering event was caused by an effect of the text's player (自軍効果で); never by battle damage or a rule", "GW adv. \"因为效果造成的破坏\""},
	{"event-by", "enemy", Cond{Op: CEventBy, By: ByEnemy}, "the triggering event was caused by an effect of the enemy of the text's player (敵軍効果で); never by battle damage or a rule", "GW adv. \"自军与敌军的区别\""},
	{"event-by", "command", Cond{Op: CEventBy, By: ByCommand}, "the triggering event was caused by the effect of a command (コマンドの効果で; with not: コマンド以外の…効果で, which battle damage and rules also are)", "GW adv. \"因为效果造成的破坏\""},
	{"event-squad", "enemy", Cond{Op: CEventSquad, Squad: SquadEnemy}, "the triggering event's squad (a squad event: battle-destroyed, battle-damage-squad, battle:destroyed-discarded, battle:nation-damaged) is controlled by the enemy of the text's player (敵軍部隊から)", "GW adv. \"自军与敌军的区别\""},
	{"event-squad", "this", Cond{Op: CEventSquad, Squad: SquadThis}, "the triggering event's squad (a squad event) is this card's: the squad its set group is in (このカードの部隊)", "GW adv. \"部队\", \"配置组\""},
}

// condArg reads the condition {key: arg} of condArgs.
func condArg(key string, v any) (Cond, *verr) {
	arg, _ := v.(string)
	var args []string
	for _, a := range condArgs {
		if a.key == key {
			if a.arg == arg {
				return a.c, nil
			}
			args = append(args, a.arg)
		}
	}
	return Cond{}, bad("."+key, "%s is one of %s (got %v)", key, strings.Join(args, ", "), v)
}

// condMaps are the conditions written as a one-key map.
var condMaps = []struct {
	key string
	doc string
}{
	{"this", "{this: [filter]}: this card matches the filter"},
	{"event-card", "{event-card: [filter]}: the triggering event's card matches the filter (as it was when the event happened)"},
	{"event-source", "{event-source: [filter]}: the triggering event was caused by an effect whose card matches the filter when it happens, wherever that card is unless a place word says (「コマンドの効果で」: [command]; 「このカードがセットされているユニットの効果で」: [\"is:this-unit\"]); never for battle damage or a rule"},
	{"exists", "{exists: [filter]}: some card matches the filter"},
	{"none", "{none: [filter]}: no card matches the filter"},
	{"count", "{count: [filter], ge: N} (or eq, ne, lt, le, gt): the number of cards matching the filter compared with N (a number)"},
	{"compare", "{compare: A, gt: B} (or eq, ne, lt, le, ge): number A compared with number B (e.g. {compare: {power: own}, gt: {power: enemy}})"},
	{"timing", "{timing: T}: now is the timing T (a timing word, see Timings)"},
	{"any", "{any: [conditions]}: at least one of the conditions holds"},
	{"not", "{not: condition}: the condition does not hold"},
}

var cmpKeys = map[string]Cmp{"eq": CmpEq, "ne": CmpNe, "lt": CmpLt, "le": CmpLe, "gt": CmpGt, "ge": CmpGe}

func (sc *scope) compileConds(raw []any) ([]Cond, *verr) {
	var out []Cond
	for i, r := range raw {
		c, e := sc.compileCond(r)
		if e != nil {
			e.path = fmt.Sprintf("[%d]%s", i, e.path)
			return nil, e
		}
		out = append(out, c)
	}
	return out, nil
}

func (sc *scope) compileCond(r any) (Cond, *verr) {
	switch v := r.(type) {
	case string:
		w, not := strings.CutPrefix(strings.TrimSpace(v), "not ")
		for _, c := range condWords {
			if c.word == w {
				return Cond{Op: c.op, Not: c.not != not}, nil
			}
		}
		return Cond{}, bad("", "unknown condition %q (a word: own-turn, enemy-turn, event-own, targeted-by-damage, alt-paid; or a map: this, exists, none, count, compare, event-card, event-source, event-by, event-squad, timing, any, not)", v)
	case map[string]any:
		return sc.condMap(v)
	}
	return Cond{}, bad("", "a condition is a word or a one-key map")
}

func (sc *scope) condMap(m map[string]any) (Cond, *verr) {
	var key string
	for k := range m {
		if _, isCmp := cmpKeys[k]; !isCmp {
			if key != "" {
				return Cond{}, bad("", "a condition map has one key besides a comparison (got %s and %s)", key, k)
			}
			key = k
		}
	}
	filter := func() (*Filter, *verr) {
		l, ok := m[key].([]any)
		if !ok {
			return nil, bad("."+key, "%s takes a filter list", key)
		}
		def := InField
		if key == "event-source" {
			// Rise 712.5: an effect's source is the card that created it,
			// wherever it is now (「コマンドの効果で」: on the cut or in the
			// Junkyard); a place word still narrows it
			def = InGame | InRemoved
		}
		f, e := sc.compileFilterIn(l, def)
		if e != nil {
			e.path = "." + key + e.path
		}
		return f, e
	}
	if key != "count" && key != "compare" && len(m) != 1 {
		return Cond{}, bad("", "only count and compare take a comparison")
	}
	switch key {
	case "event-by", "event-squad":
		return condArg(key, m[key])
	case "this", "event-card", "event-source", "exists", "none":
		f, e := filter()
		if e != nil {
			return Cond{}, e
		}
		switch key {
		case "this":
			return Cond{Op: CThis, Filter: f}, nil
		case "event-card":
			return Cond{Op: CEventCard, Filter: f}, nil
		case "event-source":
			return Cond{Op: CEventSource, Filter: f}, nil
		case "exists":
			return Cond{Op: CCount, Filter: f, Cmp: CmpGe, N: Num{Const: 1}}, nil
		}
		return Cond{Op: CCount, Filter: f, Cmp: CmpEq, N: Num{Const: 0}}, nil
	case "count":
		f, e := filter()
		if e != nil {
			return Cond{}, e
		}
		if len(m) != 2 {
			return Cond{}, bad("", "count needs one comparison: eq, ne, lt, le, gt or ge")
		}
		for k, v := range m {
			if cmp, ok := cmpKeys[k]; ok {
				n, e := sc.compileNum(v)
				if e != nil {
					e.path = "." + k + e.path
					return Cond{}, e
				}
				return Cond{Op: CCount, Filter: f, Cmp: cmp, N: n}, nil
			}
		}
	case "compare":
		l, e := sc.compileNum(m[key])
		if e != nil {
			return Cond{}, at(".compare", e)
		}
		if len(m) != 2 {
			return Cond{}, bad("", "compare needs one comparison: eq, ne, lt, le, gt or ge")
		}
		for k, v := range m {
			if cmp, ok := cmpKeys[k]; ok {
				n, e := sc.compileNum(v)
				if e != nil {
					return Cond{}, at("."+k, e)
				}
				return Cond{Op: CCompare, L: l, Cmp: cmp, N: n}, nil
			}
		}
	case "timing":
		s, _ := m[key].(string)
		t, err := ParseTiming(s)
		if err != nil || t.Period == Always {
			return Cond{}, bad(".timing", "want a phase or step timing: %v", err)
		}
		return Cond{Op: CTiming, Timing: t}, nil
	case "any":
		l, ok := m[key].([]any)
		if !ok || len(l) < 2 {
			return Cond{}, bad(".any", "any takes a list of two or more conditions")
		}
		cs, e := sc.compileConds(l)
		if e != nil {
			e.path = ".any" + e.path
			return Cond{}, e
		}
		return Cond{Op: CAny, Any: cs}, nil
	case "not":
		c, e := sc.compileCond(m[key])
		if e != nil {
			e.path = ".not" + e.path
			return Cond{}, e
		}
		c.Not = !c.Not
		return c, nil
	}
	return Cond{}, bad("", "unknown condition %q (this, exists, none, count, compare, event-card, event-source, event-by, event-squad, timing, any, not)", key)
}

// numWords are the numbers written as a word.
var numWords = []struct {
	word string
	kind NumKind
	doc  string
}{
	{"X", NX, "the X chosen when the text was used or the card played (GW adv. \"变数\"); in a keyword's text (keyword-effect), the keyword's value X when the effect starts to resolve (as a map: {X: true, times: 3}, 「Xの3倍」)"},
	{"event-amount", NEventAmount, "the damage the triggering event dealt (nation-damaged, battle:nation-damaged: after prevention), or prevented (damage-prevented); of several squads' simultaneous events, the damage of the squad its player names (event-squad-head)"},
	{"chosen-count", NChosenCount, "how many cards the last choose or discard-hand step chose (as a map: {chosen-count: true, times: -2, add: 4})"},
}

// compileNum reads a number: an integer, a word, or a map {count: [filter]}
// or {stat: S, of: REF}, each with optional times: N and add: N.
func (sc *scope) compileNum(r any) (Num, *verr) {
	switch v := r.(type) {
	case uint64:
		if v > 1000 {
			return Num{}, bad("", "the number %d is out of range (0 to 1000)", v)
		}
		return Num{Const: int(v)}, nil
	case int64:
		if v < -1000 || v > 1000 {
			return Num{}, bad("", "the number %d is out of range (-1000 to 1000)", v)
		}
		return Num{Const: int(v)}, nil
	case string:
		for _, w := range numWords {
			if w.word == v {
				return Num{Kind: w.kind}, nil
			}
		}
		if n, err := strconv.Atoi(v); err == nil && n >= -1000 && n <= 1000 {
			return Num{Const: n}, nil
		}
		return Num{}, bad("", "unknown number %q (an integer, X, event-amount, chosen-count, {count: [filter]} or {stat: S, of: REF})", v)
	case map[string]any:
		var n Num
		small := func(k string) (int, *verr) {
			x, ok := v[k]
			if !ok {
				return 0, nil
			}
			i, err := strconv.Atoi(fmt.Sprint(x))
			if err != nil || i < -1000 || i > 1000 {
				return 0, bad("."+k, "%s is an integer from -1000 to 1000", k)
			}
			return i, nil
		}
		var e *verr
		if n.Const, e = small("add"); e != nil {
			return Num{}, e
		}
		if n.Mul, e = small("times"); e != nil {
			return Num{}, e
		}
		switch {
		case v["power"] != nil && v["count"] == nil && v["stat"] == nil:
			switch v["power"] {
			case "own":
				n.Of = Ref{Kind: RefOwnNation}
			case "enemy":
				n.Of = Ref{Kind: RefEnemyNation}
			default:
				return Num{}, bad(".power", "power is own or enemy")
			}
			n.Kind = NPower
		case v["chosen-count"] == true && v["count"] == nil && v["stat"] == nil:
			n.Kind = NChosenCount
		case v["X"] == true && v["count"] == nil && v["stat"] == nil:
			n.Kind = NX // 「Xの3倍」: {X: true, times: 3}
		case v["count"] != nil && v["stat"] == nil:
			l, ok := v["count"].([]any)
			if !ok {
				return Num{}, bad(".count", "count takes a filter list")
			}
			f, e := sc.compileFilter(l)
			if e != nil {
				e.path = ".count" + e.path
				return Num{}, e
			}
			n.Kind, n.Filter = NCount, f
		case v["stat"] != nil && v["count"] == nil:
			s, err := parseStat(fmt.Sprint(v["stat"]))
			if err != nil {
				return Num{}, bad(".stat", "%v", err)
			}
			n.Stat = s
			ref, err := sc.ref(fmt.Sprint(v["of"]))
			if err != nil {
				return Num{}, bad(".of", "%v", err)
			}
			n.Kind, n.Of = NStat, ref
		default:
			return Num{}, bad("", "a number map has count, stat, power, chosen-count or X")
		}
		for k := range v {
			switch k {
			case "count", "stat", "of", "add", "times", "chosen-count", "power", "X":
			default:
				return Num{}, bad("."+k, "unknown key %q in a number (count, stat, of, power, chosen-count, X, add, times)", k)
			}
		}
		return n, nil
	}
	return Num{}, bad("", "want a number")
}

var periodWords = []struct {
	word   string
	period Period
}{
	{"turn", WholeTurn}, {"reroll-phase", RerollPhase}, {"draw-phase", DrawPhase}, {"disposition-phase", DispositionPhase},
	{"battle-phase", BattlePhase}, {"attack-step", AttackStep}, {"defense-step", DefenseStep}, {"damage-step", DamageStep},
	{"return-step", ReturnStep},
}

// ParseTiming reads a timing: "always" (GW adv. "(常时)"), or a phase or step
// with an optional "own-" or "enemy-" ("own-turn", "battle-phase",
// "enemy-damage-step", ...; GW adv. "时机（回合／步骤／阶段名称）").
func ParseTiming(s string) (Timing, error) {
	if s == "always" {
		return Timing{Period: Always}, nil
	}
	t := Timing{}
	if r, ok := strings.CutPrefix(s, "own-"); ok {
		t.Side, s = OwnSide, r
	} else if r, ok := strings.CutPrefix(s, "enemy-"); ok {
		t.Side, s = EnemySide, r
	}
	for _, p := range periodWords {
		if p.word == s && !(p.period == WholeTurn && t.Side == AnySide) {
			t.Period = p.period
			return t, nil
		}
	}
	return Timing{}, fmt.Errorf("unknown timing %q (always, or [own-|enemy-] turn, reroll-phase, draw-phase, disposition-phase, battle-phase, attack-step, defense-step, damage-step, return-step)", s)
}

func (t Timing) String() string {
	if t.Period == Always {
		return "always"
	}
	s := ""
	switch t.Side {
	case OwnSide:
		s = "own-"
	case EnemySide:
		s = "enemy-"
	}
	for _, p := range periodWords {
		if p.period == t.Period {
			return s + p.word
		}
	}
	return ""
}

// eventWord is an event word with its kind, meaning and rule.
type eventWord struct {
	word string
	kind EventKind
	doc  string
	src  string
}

// eventWords are the trigger events (text on:, step at's event:).
var eventWords = []eventWord{
	{"enters-played", EvEntersPlayed, "this card entered the field by being played and resolved", "GW basic \"出场效果\"; adv. \"自动B与自动D效果起动的时机\""},
	{"enters", EvEnters, "a card entered the field (the event card; on_card filters it)", "GW adv. \"出场\""},
	{"left-field", EvLeftField, "this card left the field", "GW adv. \"卡片的移动\""},
	{"leaves-set", EvLeavesSet, "this card stops being set on a card", "GW adv. \"配置卡的转移\""},
	{"destroyed-discarded", EvDestroyedDiscarded, "a destroyed card was discarded by its discard effect (the event card, seen as it was on the field)", "GW adv. \"因「废弃」而起动的效果\""},
	{"discarded", EvDiscarded, "this card went from the field to the Junkyard", "GW adv. \"废弃\""},
	{"battle-destroyed", EvBattleDestroyed, "a squad's battle damage destroyed one or more enemy units: once for each squad, after the damage is dealt ({event-squad: this}: this card's squad)", "GW adv. \"战斗伤害\""},
	{"battle-damage-squad", EvBattleDamageSquad, "a squad dealt battle damage to an enemy squad ({event-squad: this}: this card's squad)", "GW basic \"处理对部队造成之战斗伤害\""},
	{"turn-start", EvTurnStart, "the turn starts (at the reroll phase start)", "GW adv. \"回合开始时、结束时的时机\""},
	{"turn-end", EvTurnEnd, "the turn ends (the own turn's end: with on_if: [own-turn], the turn of this card's controller)", "GW adv. \"回合开始时、结束时的时机\", \"归还步骤结束时与回合结束时\""},
	{"after-turn", EvAfterTurn, "right after the turn ended: after the turn end's steps (its until-end-of-turn effects have ended), before the next turn starts (「ターンの終了直後」)", "GW basic \"回合结束时\" 4"},
	{"sortie-declared", EvSortieDeclared, "a unit was declared to sortie, before the sortie check (the event card, still in the disposition area; on_card filters it): the effects resolve at once, with no cut-in, and a unit that can no longer sortie then stays where it is", "GW adv. \"出击的顺序\" ②–③ (出击的场合)"},
	{"sortie", EvSortie, "a unit sortied (the event card; on_card filters it)", "GW basic \"出击的顺序\" ④ (出击了的场合)"},
	{"engaged", EvEngaged, "this card's squad became engaged (once a turn unless each)", "GW adv. \"成为交战中的情况\""},
	{"destroyed", EvDestroyed, "a card was destroyed (the event card)", "GW adv. \"破坏\""},
	{"damaged", EvDamaged, "damage was dealt to a unit (the event card): battle or effect damage, after prevention", "GW basic \"伤害的累积\"; Rise 717.2b"},
	{"damage-prevented", EvDamagePrevented, "a damage packet to a unit (the event card) or a Nation (event-own: the own unit or Nation) was partly or wholly prevented: once for each packet, after its replacements, whatever is left of it (event-amount: the damage prevented); only a prevention (prevent, 特殊シールド) prevents, not a replacement that lowers damage (add)", "Rise 717.2, 717.2d"},
	{"nation-damaged", EvNationDamaged, "damage was dealt to a Nation (event-own: the own Nation)", "GW basic \"对本国造成的战斗伤害\""},
	{"drawn", EvDrawn, "a player drew a card (the event card; event-own: the own player)", "GW adv. \"抽卡\""},
	{"played", EvPlayed, "a card was played (the event card), when it became a played card", "GW adv. \"卡片使用的顺序\" ④"},
}

// battleEvents are the events battle damage can cause, each with the kind
// of its battle-caused form, battle:EVENT: caused by the battle damage a
// squad dealt in the damage step's fixed effect (GW adv. "战斗伤害"), that
// squad being the event's squad (event-squad, event-squad-head).
var battleEvents = []eventWord{
	{"destroyed-discarded", EvBattleKillDiscarded, "a unit destroyed by a squad's battle damage was discarded (the event card; {event-squad: this}: destroyed by this card's squad)", "GW adv. \"战斗伤害\", \"破坏与废弃\""},
	{"nation-damaged", EvNationBattleDamaged, "a squad dealt battle damage to a Nation (event-own: the own Nation; event-squad-head: that squad's head unit; event-amount: the damage dealt)", "GW basic \"对本国造成的战斗伤害\"; adv. \"战斗伤害\""},
}

// ParseEvent reads an event word; battle:EVENT for the event EVENT caused by
// a squad's battle damage (battleEvents); or start:T / end:T for the start
// or end of the phase or step T (GW adv. "指定触发时机的效果").
func ParseEvent(s string) (Event, error) {
	for _, e := range eventWords {
		if e.word == s {
			return Event{Kind: e.kind}, nil
		}
	}
	if r, ok := strings.CutPrefix(s, "battle:"); ok {
		for _, e := range battleEvents {
			if e.word == r {
				return Event{Kind: e.kind}, nil
			}
		}
		return Event{}, fmt.Errorf("event %q: battle: is written before destroyed-discarded or nation-damaged, the events a squad's battle damage causes with that squad (its squad's own: battle-destroyed, battle-damage-squad)", s)
	}
	for _, pre := range []struct {
		p, field string
		k        EventKind
	}{{"to:", "enters", EvToZone}, {"from:", "left-field", EvFromZone}} {
		r, ok := strings.CutPrefix(s, pre.p)
		if !ok {
			continue
		}
		for _, z := range zoneWords {
			if z.word == r && z.z&(InField|InCut) == 0 {
				return Event{Kind: pre.k, Zones: z.z}, nil
			}
		}
		return Event{}, fmt.Errorf("event %q: %sPLACE with a place off the field (hand, hangar, junkyard, nation, discard-pile, removed); use %s for the field", s, pre.p, pre.field)
	}
	for _, pre := range []struct {
		p string
		k EventKind
	}{{"start:", EvStepStart}, {"end:", EvStepEnd}} {
		if r, ok := strings.CutPrefix(s, pre.p); ok {
			t, err := ParseTiming(r)
			if err != nil || t.Period <= WholeTurn {
				return Event{}, fmt.Errorf("event %q: want a phase or step after %s", s, pre.p)
			}
			return Event{Kind: pre.k, Timing: t}, nil
		}
	}
	return Event{}, fmt.Errorf("unknown event %q", s)
}

// ruleWords are the rules a rule text, a static or an effect can give.
// A protection is written with ":enemy" for "by enemy effects" (敵軍効果で)
// and without it for "by any effect".
var ruleWords = []struct {
	word    string
	kind    RuleKind
	byEnemy bool // takes ":enemy"
	doc     string
	src     string
}{
	{"no-sortie:space", RuleNoSortie, false, "its set group cannot sortie to the space area (no-sortie:earth, no-sortie:arena, no-sortie:all likewise)", "GW adv. \"抑制/强制出击的效果\""},
	{"no-attack", RuleNoAttack, false, "it cannot sortie to attack", "GW adv. \"抑制/强制出击的效果\""},
	{"no-defend", RuleNoDefend, false, "it cannot sortie to defend", "GW adv. \"抑制/强制出击的效果\""},
	{"set-outside-disposition", RuleSetOutsideDisposition, false, "it may be set on a unit outside the disposition area", "GW adv. \"基本规则与内文的优先顺序\""},
	{"all-objects", RuleAllObjects, false, "all-objects:K: the objects of its keyword K become every unit of its battle area, not only the enemy units engaged with it (「このカードの「K」の対象は、全てのユニットに変更される」); K is 範囲兵器, the one keyword whose objects are units of its area", "GW adv. \"范围兵器（X）\", \"基本规则与内文的优先顺序\""},
	{"no-target", RuleNoTarget, true, "it cannot be the target of effects (no-target:enemy: of enemy effects; no-target:one-card, no-target:enemy-one-card: of effects that target one card, 「1枚を対象とする効果」: a text with one target of one card and no step on cards found when it resolves; an effect on \"all\" or on several cards never is one, even with one card chosen); an effect on \"all\" passes it over", "GW adv. \"「不能成为对象」的效果\", \"以1张卡片为目标的效果\""},
	{"no-destroy", RuleNoDestroy, true, "it is not destroyed by effects (no-destroy:enemy: by enemy effects), but still when its defense is 0", "GW adv. \"「不会被破坏」的效果\", \"防御力减少造成的破坏\""},
	{"no-move", RuleNoMove, true, "effects do not move it (no-move:enemy: enemy effects), its discard effect aside", "GW adv. \"破坏造成的「予以废弃」的效果\", \"由特别的效果的「卡片的指定」\""},
	{"no-roll", RuleNoRoll, true, "effects do not roll its set group (no-roll:enemy: enemy effects)", "GW adv. \"配置组的重置/横置\""},
	{"no-reroll", RuleNoReroll, false, "the reroll phase's fixed effect does not reroll it", "GW adv. \"重置阶段的「规定效果」\""},
	{"no-set-cards", RuleNoSetCards, false, "no card can be set on it", "GW adv. \"视作卡片的指示物\""},
	{"no-play", RuleNoPlay, false, "it cannot be played; no-play:enemy-turn: not in the turn of its player's enemy (全てのプレイヤーは、敵軍ターンにコマンドをプレイできない: a static on [command, \"in:hand\"])", "GW adv. \"基本规则与内文的优先顺序\""},
	{"no-negate-destruction", RuleNoNegateDestroy, false, "its destruction cannot be negated", "GW adv. \"破坏的无效\""},
	{"keep-damage", RuleKeepDamage, false, "its damage is not removed at the end of the turn", "GW basic \"回合结束时\""},
	{"public", RulePublic, false, "in a hand it is face up: both players see it (「敵軍手札を常に表にする」: a static on [\"in:hand\", not owned])", "GW adv. \"公开卡片\""},
	{"deck-any-copies", RuleDeckAnyCopies, false, "a deck may hold any number of it: it is not counted against the deck rule's 3 cards of one name (only in a rules text with auto: B)", "GW adv. \"可在卡组中放入3枚以上\""},
	{"attack-limit", RuleAttackLimit, false, "an attack sortie has fewer than n units that are under it: such a unit cannot join one that has n - 1 or more units already (n: the static's number, read while it is in force; 「全てのプレイヤーは、X枚以上のユニットを攻撃に出撃させる事ができない」: a static on [unit] with n; 0 or 1: none sorties to attack); only in a static with n", "GW adv. \"抑制/强制出击的效果\""},
	{"no-produce", RuleNoProduce, false, "the Nation Power it produces is negated (「基本Gが発生する全ての国力は無効となる」)", "GW basic \"国力\""},
}

// errAttackLimit: attack-limit has a number, written only in a static (n).
var errAttackLimit = errors.New("attack-limit has a number: write it in a static, with n")

// parseEffectRule reads a rule word that a static, an effect or a filter
// gives or asks: any but a deck-building rule, which only a card's own Auto B
// rule text has (GW adv. "可在卡组中放入3枚以上": 此卡在放入卡组时).
func parseEffectRule(s string) (Rule, error) {
	r, err := ParseRule(s)
	if err == nil && r.Kind == RuleDeckAnyCopies {
		return Rule{}, fmt.Errorf("rule %q is a deck-building rule: only in a rules text with auto: B", s)
	}
	return r, err
}

// ParseRule reads a rule word.
func ParseRule(s string) (Rule, error) {
	if a, ok := strings.CutPrefix(s, "no-sortie:"); ok {
		switch a {
		case "space":
			return Rule{Kind: RuleNoSortie, Zones: InSpace}, nil
		case "earth":
			return Rule{Kind: RuleNoSortie, Zones: InEarth}, nil
		case "arena":
			return Rule{Kind: RuleNoSortie, Zones: InArena}, nil
		case "all":
			return Rule{Kind: RuleNoSortie, Zones: InBattleArea}, nil
		}
		return Rule{}, fmt.Errorf("rule %q: no-sortie:space, no-sortie:earth, no-sortie:arena or no-sortie:all", s)
	}
	if s == "no-play:enemy-turn" {
		return Rule{Kind: RuleNoPlay, Side: EnemySide}, nil
	}
	w, arg, hasArg := strings.Cut(s, ":")
	if w == "all-objects" {
		if arg != keywordNames[AreaWeapon] {
			return Rule{}, fmt.Errorf("rule %q: all-objects takes the keyword whose objects change: all-objects:%s", s, keywordNames[AreaWeapon])
		}
		return Rule{Kind: RuleAllObjects, Keyword: AreaWeapon}, nil
	}
	for _, r := range ruleWords {
		if r.word != w || r.kind == RuleNoSortie {
			continue
		}
		switch {
		case !hasArg:
			return Rule{Kind: r.kind}, nil
		case arg == "enemy" && r.byEnemy:
			return Rule{Kind: r.kind, ByEnemy: true}, nil
		case r.kind == RuleNoTarget && (arg == "one-card" || arg == "enemy-one-card"):
			// GW adv. "以1张卡片为目标的效果"
			return Rule{Kind: r.kind, ByEnemy: arg == "enemy-one-card", OneCard: true}, nil
		}
		return Rule{}, fmt.Errorf("rule %q: %s takes no %q", s, w, arg)
	}
	return Rule{}, fmt.Errorf("unknown rule %q", s)
}
