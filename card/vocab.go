package card

// The typed vocabulary of card texts (DESIGN "Card texts", "Compiled on
// load"). Card files write texts as YAML with short English words; the
// loader compiles every word into the typed values below, so that a game
// never parses, formats or looks up a string. A misspelled word or a wrong
// argument is a load error "file:line: what is wrong". Every word is listed,
// with its meaning and the rule it implements, in docs/effects.md, which is
// generated from the word tables of this package (vocab_doc.go).

// Ref names the card or Nation a step, filter, condition or number is about.
type Ref struct {
	Kind RefKind
	Var  int8 // RefTarget: the index of the target in its text's Targets
}

// RefKind is the kind of a Ref.
type RefKind uint8

// The refs. A target is written by its name (capitals: T, U2); the others by
// the words in refWords.
const (
	RefNone           RefKind = iota
	RefThis                   // the card whose text it is (GW adv. "这张卡片")
	RefThisGroup              // the top card of this card's set group (GW adv. "配置组")
	RefThisUnit               // the unit of this card's set group (last-known when it left: Rise 709.2d)
	RefChosen                 // the cards chosen by the last choose step (Rise 712.3a: "that" is the last one named)
	RefEventCard              // the card the triggering event is about
	RefOwnNation              // the Nation of the effect's player
	RefEnemyNation            // the Nation of the effect's player's enemy
	RefTarget                 // a target of the text, by name
	RefEach                   // in a number: the card the step is acting on now
	RefNamed                  // the cards a choose step named (Var: the name's index)
	RefEventSquadHead         // the head unit of the triggering event's squad (GW adv. "部队的前列")
)

// ZoneSet is a set of places (GW adv. "场所") a filter looks in.
type ZoneSet uint16

// The places a filter can name.
const (
	InDisposition ZoneSet = 1 << iota
	InSpace
	InEarth
	InArena
	InHand
	InHangar
	InJunkyard
	InNation
	InDiscardPile
	InRemoved
	InCut // a card being played (GW adv. "「被使用的卡片」")

	InBattleArea = InSpace | InEarth | InArena
	InField      = InDisposition | InBattleArea
	InGame       = InField | InHand | InHangar | InJunkyard | InNation | InDiscardPile | InCut // GW adv. "在游戏中的～": not removed cards
)

// KindSet is a set of card kinds (bit 1<<Kind).
type KindSet uint8

// Has reports whether k is in the set.
func (s KindSet) Has(k Kind) bool { return s&(1<<k) != 0 }

// Stat is a number of a card that a filter compares or a number reads.
type Stat uint8

// The stats.
const (
	StatNone        Stat = iota
	StatMelee            // current 格闘力 (GW adv. "战斗力"; * counts 0 in a number)
	StatRange            // current 射撃力
	StatDefense          // current 防御力
	StatOrigMelee        // 本来の格闘力 (GW adv. "本来的～")
	StatOrigRange        // 本来の射撃力
	StatOrigDefense      // 本来の防御力
	StatTotal            // 合計国力 (GW adv. "费用"; 0 for a G: "没有费用记述的卡片的费用")
	StatDesignated       // 指定国力 (both parts of a dual card: GW adv. "双色卡的指定国力的数值")
	StatResource         // 資源コスト (not ロールコスト: that is the later text cost 《[X]》, rolling X own non-unit cards)
	StatCostSum          // 費用の合計値 (GW adv. "费用的合计值")
	StatPowerSum         // 戦闘力の合計値 (GW adv. "战斗力（战斗修正）的合计值")
	StatDamage           // damage on the unit (GW basic "伤害的累积")
	StatCoins            // coins on the card, plain and ±X/±Y/±Z (このカードの上のコインの個数; GW adv. "放置在卡片上的指示物")
)

// Cmp is a comparison.
type Cmp uint8

// The comparisons.
const (
	CmpNone Cmp = iota
	CmpEq
	CmpNe
	CmpLt
	CmpLe
	CmpGt
	CmpGe
)

// Holds reports whether a cmp b.
func (c Cmp) Holds(a, b int) bool {
	switch c {
	case CmpEq:
		return a == b
	case CmpNe:
		return a != b
	case CmpLt:
		return a < b
	case CmpLe:
		return a <= b
	case CmpGt:
		return a > b
	case CmpGe:
		return a >= b
	}
	return false
}

// Filter is a compiled card filter (GW adv. "指定对象的效果": kind, condition
// and count): a card matches when its kind is one of Kinds (any kind when
// Kinds is 0), it is in one of Zones (the field when no word names a place:
// GW adv. "场"), and every Pred holds.
type Filter struct {
	Kinds KindSet
	Zones ZoneSet
	Preds []Pred
}

// PredOp is what one filter word tests.
type PredOp uint8

// The filter predicates (see filterWords for their words and rules).
const (
	PNone            PredOp = iota
	PKind                   // kind word inside an "or"
	PZone                   // in a place (Zones)
	POwn                    // controlled by the text's player
	POwned                  // owned by the text's player (GW adv. "本来的持有者")
	PStanding               // standing (GW basic "重置状态")
	PRolled                 // rolled
	PDestroyed              // destroyed, not yet discarded
	PDamaged                // has damage
	PEngaged                // in a battle area whose squads are engaged
	PAttacking              // in a battle area, controlled by the turn player
	PDefending              // in a battle area, not controlled by the turn player
	PHead                   // the head of its squad
	PSetCard                // set on another card
	PHasCharacter           // its set group holds a character
	PExclusiveSet           // an exclusive-machine set (GW adv. "专用机配置")
	PBasicG                 // a basic G (GW adv. "基本G和特殊G")
	PToken                  // a coin that counts as a card (GW adv. "视作卡片的指示物")
	PTransformed            // a unit in transformed mode (GW adv. "变形形态")
	PStat                   // Stat Cmp Val
	PTrait                  // has trait ID
	PKeyword                // has keyword ID (KeywordKind), set cards' squad keywords included
	PName                   // its name is name ID
	PNameHas                // its name contains pattern ID (GW adv. "「名称:A」")
	PColor                  // its color is ID
	PDesignatedColor        // one of its designated powers is of color ID
	PIs                     // is Ref
	PEngagedWith            // engaged with Ref's squad (GW adv. "与～交战中")
	PSameArea               // in the same battle area, or the same disposition area, as Ref
	PSameSquad              // in Ref's squad
	PInGroup                // in Ref's set group
	PSetOn                  // set on Ref's set group
	PSameName               // has the same name as Ref
	PEnterable              // in a battle area Ref's terrain aptitude allows (GW adv. "地形适性")
	PSortieable             // in a battle area Ref could sortie to (terrain and sortie rules)
	POppositeSex            // a character of the opposite sex to Ref, a character (GW adv. "异性")
	PPsycommuRange          // in range of Ref's サイコミュ (GW adv. "感应式兵器（X）")
	PUsing                  // a card whose text's use is on the cut (GW adv. "使用的无效")
	POr                     // any of Any holds
	PAll                    // all of Any hold (an alternative of an "or")
	PMax                    // has the highest Stat of the cards matching the filter's other words
	PMin                    // has the lowest Stat of the cards matching the filter's other words
	PGroupHas               // its set group holds a card matching Sub
	PRule                   // it is under the rule ID (a RuleKind)
	PProduces               // it produces Nation Power of color ID now (「国力を発生している」)
	PTargetable             // it can be an object of the text's player's effects (no no-target against them)
)

// Pred is one filter word.
type Pred struct {
	Op   PredOp
	Not  bool
	Ref  Ref
	Stat Stat
	Cmp  Cmp
	Val  Num   // PStat: the value compared with (Star when Val.Star)
	ID   int32 // PTrait, PName, PNameHas: the DB's id; PKeyword: a KeywordKind; PColor, PDesignatedColor: a Color; PKind: a Kind
	Zone ZoneSet
	Any  []Pred
	Sub  *Filter // PGroupHas
}

// NumKind is the kind of a Num.
type NumKind uint8

// The numbers.
const (
	NConst         NumKind = iota // Const
	NX                            // the X chosen when the text was used (GW adv. "变数")
	NCount                        // the number of cards matching Filter (GW adv. "全部的指定")
	NStat                         // Stat of Of (last-known when it left: Rise 709.2d)
	NStar                         // "*" (only as a compared value)
	NChosenCount                  // how many cards the last choose or discard-hand step chose
	NPower                        // the Nation Power of Of's player (RefOwnNation, RefEnemyNation) now
	NKeywordChange                // the change effects give the value of this card's keyword Keyword (engine keyword texts: X = Const + it)
	NEventAmount                  // the damage the triggering event dealt (damage-prevented: prevented)
)

// Num is a number in a text: Const, or Mul times a value plus Const.
type Num struct {
	Kind    NumKind
	Const   int
	Mul     int // 0 means 1
	Filter  *Filter
	Stat    Stat
	Of      Ref
	Keyword KeywordKind // NKeywordChange
}

// IsZero reports whether n is the constant 0 (an unset number).
func (n Num) IsZero() bool { return n.Kind == NConst && n.Const == 0 }

// CondOp is what a condition tests.
type CondOp uint8

// The conditions (see condWords, condArgs and condMaps).
const (
	CNone             CondOp = iota
	CThis                    // this card matches Filter
	CCount                   // the number of cards matching Filter Cmp N
	COwnTurn                 // it is the turn of the text's player
	CTiming                  // now is Timing
	CEventBy                 // the triggering event was caused by an effect By names
	CEventCard               // the triggering event's card matches Filter
	CTargetedByDamage        // this card is a target of an unresolved damage effect other than サイコミュ
	CEventOwn                // the triggering event concerns the text's player
	CAny                     // any of Any holds
	CCompare                 // L Cmp N
	CAltPaid                 // the effect is of a card played with its alternative cost paid (代替コストを支払った場合)
	CEventSource             // the triggering event was caused by an effect of a card matching Filter
	CEventSquad              // the triggering event's squad is the one Squad names
)

// EventSquad names whose squad a squad event's is (the condition event-squad).
type EventSquad uint8

// The squads.
const (
	SquadNone  EventSquad = iota
	SquadEnemy            // the enemy's of the text's player (敵軍部隊)
	SquadThis             // this card's: the squad its set group is in (このカードの部隊)
)

// Cond is one condition (GW adv. "指定了特殊条件的效果").
type Cond struct {
	Op     CondOp
	Not    bool
	Filter *Filter
	Cmp    Cmp
	N      Num
	Timing Timing
	Any    []Cond
	L      Num        // CCompare: the left number
	By     By         // CEventBy: the cause (ByOwn, ByEnemy or ByCommand)
	Squad  EventSquad // CEventSquad: whose squad
}

// Side says whose turn a timing is.
type Side uint8

// The sides.
const (
	AnySide   Side = iota
	OwnSide        // 自軍 (GW adv. "自军与敌军的区别")
	EnemySide      // 敵軍
)

// Period is a phase, step or the whole turn.
type Period uint8

// The periods, in turn order after Always and Turn.
const (
	PeriodNone Period = iota
	Always            // 常時: every free timing
	WholeTurn         // the turn (with a side: own or enemy turn)
	RerollPhase
	DrawPhase
	DispositionPhase
	BattlePhase
	AttackStep
	DefenseStep
	DamageStep
	ReturnStep
)

// Timing is a text's timing (GW adv. "内文中的时机指定").
type Timing struct {
	Side   Side
	Period Period
}

// IsZero reports whether no timing is set.
func (t Timing) IsZero() bool { return t.Period == PeriodNone }

// EventKind is something a text can trigger on (Auto B/C/D, waiting effects).
type EventKind uint8

// The events (see eventWords).
const (
	EvNone                EventKind = iota
	EvEntersPlayed                  // this card entered the field by being played (GW basic "出场效果")
	EvEnters                        // the event card entered the field
	EvLeftField                     // this card left the field
	EvLeavesSet                     // this card stops being set on a card
	EvDestroyedDiscarded            // the event card was destroyed and discarded (GW adv. "破坏与废弃")
	EvDiscarded                     // this card went from the field to the Junkyard
	EvBattleDestroyed               // a squad's battle damage destroyed an enemy unit (the event's squad: that one)
	EvBattleDamageSquad             // a squad dealt battle damage to an enemy squad (the event's squad: the dealing one)
	EvBattleKillDiscarded           // battle:destroyed-discarded: a unit destroyed by a squad's battle damage was discarded (the event's squad: that one)
	EvTurnStart                     // the turn starts (GW adv. "回合开始时、结束时的时机")
	EvTurnEnd                       // the turn ends
	EvAfterTurn                     // right after the turn ended
	EvStepStart                     // a phase or step (Timing) starts
	EvStepEnd                       // a phase or step (Timing) ends
	EvSortie                        // the event card sortied (GW basic "出击的顺序" ④: 出击了的场合)
	EvEngaged                       // this card's squad became engaged (GW adv. "成为交战中的情况")
	EvDestroyed                     // the event card was destroyed
	EvDamaged                       // damage was dealt to the event card (a unit)
	EvNationDamaged                 // damage was dealt to a Nation (the event's player's)
	EvDrawn                         // the event's player drew the event card
	EvPlayed                        // the event card was played (it became a played card)
	EvToZone                        // the event card entered a place of Zones
	EvNationBattleDamaged           // battle:nation-damaged: a squad dealt battle damage to a Nation (the event's player's)
	EvFromZone                      // the event card left a place of Zones for another place
	EvSortieDeclared                // the event card was declared to sortie (GW adv. "出击的顺序" ②: 出击的场合)
	EvDamagePrevented               // damage to the event card (a unit) or the event's player's Nation was partly or wholly prevented (Rise 717.2d)
)

// Event is an event with its timing (EvStepStart, EvStepEnd) or places
// (EvToZone, EvFromZone).
type Event struct {
	Kind   EventKind
	Timing Timing
	Zones  ZoneSet
}

// Who is a player relative to a text's player.
type Who uint8

// The players.
const (
	Self Who = iota
	Enemy
	Both // every player (全てのプレイヤー), the turn player first (Rise 802.1)
)

// Duration says how long a continuous effect of a resolved effect lasts
// (GW adv. "「到回合结束时为止」与「这个回合」", "效果有效的过程中").
type Duration uint8

// The durations.
const (
	UntilEndOfTurn   Duration = iota // locked in: the cards are fixed at resolution (Rise 714.3f)
	ThisTurn                         // live: reaches the cards that fit its filter during the turn (Rise 714.3e)
	UntilLeavesField                 // locked in, and lasting past the turn until the card leaves the field (「この効果は場から離れるまで持続する」)
	DuringNextTurn                   // locked in, in force from the start of the next turn to its end (「新たなターンの間」, 「次のターンの間」)
)

// AutoKind is the kind of an automatic text (GW adv. "自动"; GW basic
// "自动产生的效果"; written (自動A)–(自動D): GW adv. "(自动~)").
type AutoKind uint8

// The automatic kinds; AutoNone is a used text.
const (
	AutoNone AutoKind = iota
	AutoA
	AutoB
	AutoC
	AutoD
)

func (a AutoKind) String() string { return [...]string{"", "A", "B", "C", "D"}[a] }

// UseCost is a text's use cost 《…》 (GW basic "《》内资源记述的意义").
type UseCost struct {
	Set      bool // a cost is written
	Resource int  // (N): N resource
	Roll     bool // R: roll this card
	Per      bool // 每: any number of times a turn, once a cut
	// Cards is 《[N]》 or 《[X]》, the roll cost (ロールコスト) of the later
	// rulebook: a roll-cost step of N (or X) standing own cards other than
	// units, chosen when the text is used (set by the loader; nil: none)
	Cards *Step
}

// IsZero reports whether no cost is written.
func (c UseCost) IsZero() bool { return !c.Set }

// Window limits a used text to one side of its step's fixed effect.
type Window uint8

// The windows.
const (
	AnyWindow   Window = iota
	BeforeFixed        // only before the step's fixed effect
	AfterFixed         // only after it
)

// XKind says how the X of a used text is chosen.
type XKind uint8

// The X kinds.
const (
	XNone   XKind = iota
	XAny          // any value 1 or more (GW adv. "变数")
	XFilter       // a value some card of the first filtered step has
)

// RuleKind is a rule a text or an effect changes for a card (GW adv.
// "基本规则与内文的优先顺序"): a restriction or a protection.
type RuleKind uint8

// The rules (see ruleWords).
const (
	RuleNone                  RuleKind = iota
	RuleNoSortie                       // cannot sortie to Zones (GW adv. "抑制/强制出击的效果")
	RuleNoAttack                       // cannot sortie to attack
	RuleNoDefend                       // cannot sortie to defend
	RuleSetOutsideDisposition          // may be set on a unit outside the disposition area
	RuleAllObjects                     // the objects of its keyword Rule.Keyword become every unit of its area
	RuleNoTarget                       // cannot be targeted (GW adv. "「不能成为对象」的效果")
	RuleNoDestroy                      // cannot be destroyed (GW adv. "「不会被破坏」的效果")
	RuleNoMove                         // cannot be moved (GW adv. "由特别的效果的「卡片的指定」")
	RuleNoRoll                         // its set group is not rolled by effects
	RuleNoReroll                       // it is not rerolled by the reroll phase's fixed effect
	RuleNoSetCards                     // no card can be set on it
	RuleNoPlay                         // it cannot be played (in Side: the turn of its player's enemy)
	RuleNoNegateDestroy                // its destruction cannot be negated (破壊を無効にする事ができず)
	RuleKeepDamage                     // its damage is not removed at the end of the turn
	RuleNoProduce                      // the Nation Power it produces is negated
	RulePublic                         // in a hand, it is face up: both players see it (公开)
	RuleDeckAnyCopies                  // a deck may hold any number of it: not counted against the 3 of one name (GW adv. "可在卡组中放入3枚以上")
	// RuleAttackLimit: it cannot join an attack sortie that has Rule.Value
	// - 1 or more units already (「X枚以上のユニットを攻撃に出撃させる事ができない」)
	RuleAttackLimit
)

// Rule is a rule with its arguments.
type Rule struct {
	Kind    RuleKind
	Zones   ZoneSet     // RuleNoSortie: the battle areas it may not sortie to
	ByEnemy bool        // a protection against enemy effects only (「敵軍効果で」); else against every effect
	Side    Side        // RuleNoPlay: EnemySide: only in the turn of its player's enemy
	Keyword KeywordKind // RuleAllObjects: the keyword whose objects change
	// N: RuleAttackLimit's number (a static's n), read for the static's
	// card while the static is in force; the engine puts its value in Value
	N     *Num
	Value int
	// OneCard: a protection (no-target) against effects that target one card
	// only (GW adv. "以1张卡片为目标的效果": 「1枚を対象とする効果」)
	OneCard bool
}

// Equal reports whether f and o are the same filter, word for word.
// maxTargetRef is the highest index of a target f names (in a word or a
// number's of:), -1 when it names none.
func (f *Filter) maxTargetRef() int {
	m := -1
	var preds func(ps []Pred)
	preds = func(ps []Pred) {
		for i := range ps {
			if ps[i].Ref.Kind == RefTarget {
				m = max(m, int(ps[i].Ref.Var))
			}
			if ps[i].Val.Of.Kind == RefTarget {
				m = max(m, int(ps[i].Val.Of.Var))
			}
			preds(ps[i].Any)
			if ps[i].Sub != nil {
				preds(ps[i].Sub.Preds)
			}
		}
	}
	preds(f.Preds)
	return m
}

func (f *Filter) Equal(o *Filter) bool {
	if f == nil || o == nil {
		return f == o
	}
	return f.Kinds == o.Kinds && f.Zones == o.Zones && predsEqual(f.Preds, o.Preds)
}

func predsEqual(a, b []Pred) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := &a[i], &b[i]
		if x.Op != y.Op || x.Not != y.Not || x.Ref != y.Ref || x.Stat != y.Stat || x.Cmp != y.Cmp || x.ID != y.ID ||
			x.Zone != y.Zone || x.Val.Kind != y.Val.Kind || x.Val.Const != y.Val.Const || !predsEqual(x.Any, y.Any) {
			return false
		}
	}
	return true
}

// ReplEvent is the event a replacement effect replaces (Rise 716.1: "instead
// of …"; Rise 717: damage).
type ReplEvent uint8

// The replaceable events.
const (
	REvNone       ReplEvent = iota
	REvDamage               // damage would be dealt to a unit or a Nation (a packet: Rise 717)
	REvDestroy              // a card would be destroyed
	REvToJunkyard           // a card would go from the field to the Junkyard, or a resolved command from the cut
)

// DamageFrom says which damage a replacement replaces.
type DamageFrom uint8

// The kinds of damage.
const (
	AnyDamage    DamageFrom = iota
	BattleDamage            // battle damage (GW adv. "战斗伤害")
	EffectDamage            // damage by effects
)

// By says what effects cause an event: the events a replacement replaces
// (ByAny, ByOwn, ByEnemy), or the triggering event a condition asks about
// (event-by: ByOwn, ByEnemy, ByCommand).
type By uint8

// The causes.
const (
	ByAny     By = iota
	ByOwn        // effects of the replacement's or text's player (自軍効果で)
	ByEnemy      // effects of its enemy (敵軍効果で; battle damage is no enemy effect: GW adv. "战斗伤害")
	ByCommand    // the effects of commands (コマンドの効果で; a condition's only)
)

// Replacement is a replacement or prevention effect (Rise 716–717): it
// replaces Event when it would happen to a card matching Applies (nil: this
// card), or, with Nation, to a Nation.
type Replacement struct {
	Event    ReplEvent
	Applies  *Filter
	Nation   Who  // REvDamage to a Nation: Self or Enemy (with NationSet)
	ToNation bool // it replaces damage to a Nation, not to cards
	From     DamageFrom
	By       By
	Add      int  // REvDamage: each packet +Add (negative: less), not below 0 (Rise 717.1)
	Prevent  int  // REvDamage: a shield preventing up to Prevent damage in all, shrinking as it prevents (Rise 717.2a); -1: all damage of each packet
	Next     bool // only the next such event, with every packet of that one effect (Rise 717.4)
	Instead  Dest // REvDestroy, REvToJunkyard: where the card goes instead; the zero Dest: it stays
	// Split: REvDamage of an effect to a unit: the player of this effect
	// divides the packet among any number of units matching Split, a packet
	// for each (Rise 717.6)
	Split *Filter
}
