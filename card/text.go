package card

// Text is one text (一项内文, GW adv. "内文") of a card, compiled from its
// card file into the typed vocabulary (vocab.go). Which fields apply depends
// on the kind of text:
//
//   - a used text (a command's effect, or an activated text 《…》 of a field
//     card): Timing, Cost, Power, Window, UsableBy, If, Targets, X, Extra,
//     Steps; Modes for a command that chooses one of several effects;
//   - an Auto A text (常驻): Static;
//   - a triggered text (Auto C/D, or an Auto B that starts on an event): On,
//     OnIf, OnCard, Targets, Steps (If is checked when it resolves);
//   - a rule text (Auto A/B that changes a rule for this card): Rules.
//
// A text with Multiple set is the A of マルチプル＞A (GW adv. "复数 ＞A";
// the card also lists the keyword マルチプル): a used text whose timing is
// (battle-phase) unless it names its own (GW adv. "特殊效果的时机与费用": the
// text's own timing wins) and whose use cost is the keyword's 《(0)每》, set
// on load. The engine adds the keyword's cost: to use it, its player removes
// from the game one card with this card's name from the hand or the own
// Junkyard (not the hangar: GW adv. "格纳库").
//
// A text with Team set to A is (part of) the B of チーム>〔A〕B (GW adv.
// "小队＞[A]B"; the card also lists the keyword チーム>〔A〕). The card has
// it as its own; every other unit in the same area with チーム>〔A〕 gets it
// too (engine/team.go). B's combat modifier is a team text with only a
// static mod; each unit with A in the area gets it once per card that has it
// (modifiers add up), while B's other texts are gained only once.
//
// A text with From InJunkyard is an Auto B used text that works while the
// card is in its owner's Junkyard, not on the field (GW adv. "自动B"): its
// owner may use it in a free timing of its Timing, with nothing on the cut,
// and it resolves at once, never on the cut. A text with From InHand is the
// same from its owner's hand (「手札にあるこのカードを…」): only there, not
// from the hangar (GW adv. "格纳库与手牌的不同"); its cost is paid as a
// field text's, its 《[X·Y]》 counted as anywhere (GW adv. "[X·Y]": 本条规则
// 对于在场以外场所里的卡也适用), and the use shows the card to both players.
// A text with From InCut works while its card is being played, on the cut
// (GW adv. "「被使用的卡片」": the only place a played card is), mostly a text
// a static gives the cards being played (内憂外患): its user (UsableBy) may
// use it once in any free timing while the card is there, before it resolves,
// the cut not being empty by then; it resolves at once too (GW adv. "自动B":
// 玩家不能对这个效果进行切入行动).
//
// Extra is a cost paid with the play or use. A card that prints 追加コスト>A
// lists that keyword instead (Keyword.CostSteps): the engine pays A's steps
// as it pays Extra.
type Text struct {
	ID       int32 // unique in the DB, assigned on load
	Label    string
	Auto     AutoKind
	Timing   Timing
	Cost     UseCost
	Power    PowerReq // 《[X·Y]》 (GW adv. "[X·Y]")
	Window   Window
	UsableBy Who // Enemy: only the card's enemy player may use it; Both: every player (この効果は、全てのプレイヤーが使用できる)
	If       []Cond
	Targets  []Target // only a text with targets is targeted (Rise 706.1a)
	X        XKind
	XMax     *Num // the highest X allowed (「Xの値は…を上限とする」), evaluated when X is chosen
	// ResolveLimit: the most times the text's effect resolves in a turn
	// (「この効果は、1ターン中にN回だけしか解決できない」), read when it is used
	// and when it resolves; nil: no limit
	ResolveLimit *Num
	// SetAlsoOn: the card may also be set on the cards matching it (an Auto B:
	// 「…ユニットにもセットできる」; GW adv. "基本规则与内文的优先顺序")
	SetAlsoOn *Filter
	Extra     []Step
	Steps     []Step
	On        Event
	OnIf      []Cond
	OnCard    *Filter
	Static    []Static
	Rules     []Rule
	Modes     []Text
	Multiple  bool
	Team      string      // the A of チーム>〔A〕B this text is part of B of
	TeamID    int32       // Team as the DB's team id (0: none)
	Same      int32       // a team text: the ID of the first team text written the same (ids and labels aside), set on load
	From      ZoneSet     // InJunkyard, InHand, InCut: works from the own Junkyard or hand, or on the cut (see above)
	Keyword   KeywordKind // the keyword this text stands for (texts the engine builds for keywords), or 0
	// Each: a triggered text that starts every time its event happens (毎～);
	// others start once a turn (GW adv. "在特定时机起动的效果").
	Each bool
	// NonCumulative is 重複しない, 'A'–'D' (GW adv. "「不重复」的效果"), or 0.
	NonCumulative byte
	// Bracketed: printed in 【】: no effect negates or changes it (GW adv.
	// "【】"), but a dismantle coin (GW adv. "解体指示物": 此效果对【】中的记述也有效).
	Bracketed bool
	// While is the while of one of its steps (Rise 714.3b), or nil: the
	// effect watches its card from when it goes on the cut.
	While *While
}

// Used reports whether t is a used text: one a player uses in a timing.
func (t *Text) Used() bool { return !t.Timing.IsZero() && t.Auto == AutoNone }

// PowerReq is 《[X·Y]》: designated X of the card's color and total Y (GW
// adv. "[X·Y]"); the text is negated while the power is not met.
type PowerReq struct {
	Set               bool
	Designated, Total int
}

// Target is one target specification (GW adv. "指定对象的效果"): Count cards
// (1 when 0) matching Filter, or with Nation, the enemy Nation instead.
type Target struct {
	Name     string
	Count    int
	Filter   *Filter
	Nation   bool // the enemy Nation may be chosen instead
	SameArea bool // all Count cards are in one battle area, or in one player's disposition area
	// Random: the game chooses it at random among the legal choices, not
	// the player (Rise 706.5)
	Random bool
	// Refers: its filter names an earlier target of the text (「廃棄した
	// ユニットと同じ部隊にいる自軍ユニット1枚」): it is chosen after that one,
	// among the cards that fit the choice made; or its count is X (CountOf),
	// and it is chosen in order likewise
	Refers bool
	// CountOf: the count is this number of an earlier target (Refers), or
	// X, the X chosen for the text (「敵軍GX枚」), not Count
	CountOf *Num
	// OneCard: the text's only target, of one card, so that its effect is
	// one that targets one card (GW adv. "以1张卡片为目标的效果": 在使用时只能
	// 选择1枚卡片为目标的效果); a text with more targets, a count other than
	// 1, or a step on cards it finds when it resolves (all ～: onCards) has
	// none, even when only one card was chosen
	OneCard bool
}

// Static is one continuous effect of an Auto A text: to every card that
// matches Applies (nil: this card) while If holds, it gives Mod (times Per
// when Per is set), Grant, Rule, the keyword Gain, the loss of Lose, the
// negation of its printed texts (Negate) or the kind Kind.
type Static struct {
	Applies *Filter
	If      []Cond
	Mod     Modifier
	HasMod  bool
	Per     *Num
	Grant   *Text
	Rule    Rule
	Gain    *Keyword
	Lose    *Keyword
	Negate  bool
	Kind    Kind
	Replace *Replacement
	Produce *Designated // Nation Power it produces, on the field (GW adv. "基本G和特殊G")
	Cost    int         // its total cost changes by Cost when played (GW adv. "卡片使用的顺序" ③ 1–2)
	// Resource: a play of it needs Resource more resource (「通常のコストに加えて、
	// (2)(資源2)を支払わなければプレイできない」), when Targeting is nil or one
	// of the play's targets matches Targeting
	Resource  int
	Targeting *Filter
	Name      int32 // it also has this name (the DB's name id; 0: none)
	Trait     int32 // it also has this trait (the DB's trait id + 1; 0: none)
	// Original: its original combat power becomes this (GW adv. "本来的～": the
	// value modifiers then add to)
	Original *Power
}

// Step is one primitive of an effect. Op names the primitive; the other
// fields are its parameters (opWords says which each Op takes; the loader
// checks them).
type Step struct {
	Op       OpKind
	Label    string // for an option of "either": a short English summary
	What     Ref
	Onto     Ref // To DestSetOn: the card it is set on
	N        Num
	Mod      Modifier
	ModOf    Ref   // modify: the modifier is this card's combat power (last known: Rise 709.2d)
	Desc     *Def  // counts-as, enter-as: what the card counts as ({UNIT、…})
	Also     bool  // counts-as: it also counts as Desc (「としても扱われる」), keeping its own kind
	Color    Color // recolor: the color its designated power counts as
	Until    Duration
	To       Dest
	Who      Who
	Filter   *Filter
	Optional bool
	Min      Num  // choose: the fewest cards to choose (0: all n unless Optional)
	By       Who  // search, look: the player who does it (Self: the effect's player)
	As       int8 // choose: 1 + the index of the name the chosen cards get (0: none)
	IfDone   bool // その場合: only if the previous step was fully done (GW adv. "此时")
	If       []Cond
	Event    Event
	Once     bool // for op at: this effect does not stack (この効果は重複しない)
	Steps    []Step
	Else     []Step
	Options  [][]Step
	Keyword  Keyword // gain, lose
	Kind     Kind    // counts-as
	Rule     Rule    // restrict
	Grant    *Text   // gain: a text
	Replace  *Replacement
	Zone     ZoneSet // search, look, reveal, shuffle: the place (of Who)
	Top      Num     // search, look, reveal: only the top Top cards (0: all)
	Shuffle  bool    // search: shuffle the place after
	Reveal   bool    // search: show the chosen cards to both players
	Blind    bool    // choose: not by hand, face down (GW adv. "非人为地～")
	Token    *Def    // token: what the coins count as
	Timing   Timing  // skip: the phase or step skipped
	While    *While  // a continuous effect lasting only as long as a card keeps a way (Rise 714.3b)
}

// While is 「…である限り」 on a step that creates a continuous effect (Rise
// 714.3b): the effect works only as long as the card Of keeps matching Is
// from the moment the effect is put on the cut: if it stopped once (or
// became another card by changing places) before the effect resolves, the
// step does nothing; once it stops after, the effect ends for good.
type While struct {
	Of Ref // this, or a target of the text
	Is *Filter
}

// AnyStep reports whether f holds for one of steps or for a step they run,
// at any depth (a step's Steps and Else, each of its options' steps).
func AnyStep(steps []Step, f func(*Step) bool) bool {
	for i := range steps {
		s := &steps[i]
		if f(s) || AnyStep(s.Steps, f) || AnyStep(s.Else, f) {
			return true
		}
		for _, o := range s.Options {
			if AnyStep(o, f) {
				return true
			}
		}
	}
	return false
}

// onCards reports whether some step, at any depth, acts on cards it finds
// when it resolves (a filter: 「全ての～」, a choice) rather than only on
// the targets.
func onCards(steps []Step) bool {
	return AnyStep(steps, func(s *Step) bool { return s.Filter != nil })
}

// Deals reports whether the steps deal damage (op damage, at any depth).
func Deals(steps []Step) bool {
	return AnyStep(steps, func(s *Step) bool { return s.Op == OpDamage })
}

// ReadsEventSquad reports whether step s itself reads the squad of the
// event that triggered its text (「その敵軍部隊」): its object, the card it
// sets onto or reads power from, a number (the event's damage, a stat of the
// squad's head) or a word of its filter or conditions names it; for either,
// the first step of an option (whose filter decides whether it can be done).
// The steps it runs (Steps, Else, an option's steps) are not its own: each
// is asked about when it runs.
func (s *Step) ReadsEventSquad() bool {
	for _, r := range []Ref{s.What, s.Onto, s.ModOf} {
		if r.Kind == RefEventSquadHead {
			return true
		}
	}
	for _, n := range []*Num{&s.N, &s.Min, &s.Top} {
		if n.readsEventSquad() {
			return true
		}
	}
	if s.Filter.readsEventSquad() || condsReadEventSquad(s.If) {
		return true
	}
	for _, o := range s.Options {
		if len(o) > 0 && o[0].Filter.readsEventSquad() {
			return true
		}
	}
	return false
}

// readsEventSquad reports whether number n is the event's damage or reads
// the event squad's head.
func (n *Num) readsEventSquad() bool {
	return n.Kind == NEventAmount || n.Of.Kind == RefEventSquadHead || n.Filter.readsEventSquad()
}

// readsEventSquad reports whether a word of filter f (nil: none) reads the
// event's squad.
func (f *Filter) readsEventSquad() bool {
	return f != nil && predsReadEventSquad(f.Preds)
}

func predsReadEventSquad(ps []Pred) bool {
	for i := range ps {
		p := &ps[i]
		if p.Ref.Kind == RefEventSquadHead || p.Val.readsEventSquad() || predsReadEventSquad(p.Any) || p.Sub.readsEventSquad() {
			return true
		}
	}
	return false
}

func condsReadEventSquad(cs []Cond) bool {
	for i := range cs {
		c := &cs[i]
		if c.Filter.readsEventSquad() || c.N.readsEventSquad() || c.L.readsEventSquad() || condsReadEventSquad(c.Any) {
			return true
		}
	}
	return false
}
