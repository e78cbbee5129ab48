package card

// OpKind is an effect primitive (DESIGN "Card texts").
type OpKind uint8

// The effect primitives: one-shot, or continuous for the ones that take
// until or start a continuous effect (Rise 712.1). opWords gives each its word, the fields it takes
// and the rule it implements; the ones marked internal are written only by
// the engine, for the texts its keywords stand for.
const (
	OpNone OpKind = iota
	OpDamage
	OpDestroy
	OpDiscard
	OpRoll
	OpRecover
	OpDraw
	OpModify
	OpCoin
	OpMove
	OpChoose
	OpEither
	OpPay
	OpMay
	OpIf
	OpAt
	OpExtraTurn
	OpMill
	OpRedirect
	OpDiscardHand
	OpDiscardOwn
	OpPlayFromHand
	OpPollution
	OpGain
	OpLose
	OpNegate
	OpCountsAs
	OpEnterAs
	OpRestrict
	OpReplace
	OpNegateDestroy
	OpNegatePlay
	OpNegateUse
	OpNegateEffects
	OpKeywordValue
	OpChangeCost
	OpRecolor
	OpSearch
	OpLook
	OpReveal
	OpShuffle
	OpToken
	OpRemoveCost
	OpMoveCost
	OpRollCost
	OpUseKeyword
	OpSkip
	OpKeywordEffect
	OpLoseGame
	OpPayNormalCost
	OpPullOut
	OpChangeTarget
	OpRepeat
	// internal: the keyword texts' own effects
	OpAreaWeapon
	OpShield
	OpDesert
	OpArena
	OpAtmosphericEntry
	OpResupply
	OpSalvage
	OpDismantle
	OpTransform
	NumOps
)

// stepField is one field of a Step, for the per-op field checks.
type stepField uint64

const (
	fWhat stepField = 1 << iota
	fN
	fMod
	fUntil
	fTo
	fWho
	fFilter
	fOptional
	fIf
	fEvent
	fOnce
	fSteps
	fElse
	fOptions
	fKeyword
	fKind
	fRule
	fText
	fReplace
	fZone
	fTop
	fShuffle
	fReveal
	fToken
	fMin
	fBy
	fName
	fModOf
	fAs
	fAlso
	fColor
	fTiming
	fBlind
	fWhile
)

var stepFieldNames = []struct {
	f    stepField
	name string
}{{fWhat, "what"}, {fN, "n"}, {fMod, "mod"}, {fUntil, "until"}, {fTo, "to"}, {fWho, "who"}, {fFilter, "filter"},
	{fOptional, "optional"}, {fIf, "if"}, {fEvent, "event"}, {fOnce, "once"}, {fSteps, "steps"}, {fElse, "else"}, {fOptions, "options"},
	{fKeyword, "keyword"}, {fKind, "kind"}, {fRule, "rule"}, {fText, "text"}, {fReplace, "replace"},
	{fZone, "zone"}, {fTop, "top"}, {fShuffle, "shuffle"}, {fReveal, "reveal"}, {fToken, "token"},
	{fMin, "min"}, {fBy, "by"}, {fName, "name"}, {fModOf, "mod_of"}, {fAs, "as"}, {fAlso, "also"}, {fColor, "color"}, {fTiming, "timing"}, {fBlind, "blind"}, {fWhile, "while"}}

// opWord describes one primitive: its word, the fields it takes (takes) and
// must have (needs), what it does and the rule it implements.
type opWord struct {
	op          OpKind
	word        string
	takes       stepField
	needs       stepField
	internal    bool
	dests       func(Dest) string // the destinations "to" may name: "" or what it takes
	doc, source string
}

var opWords = []opWord{
	{OpDamage, "damage", fWhat | fFilter | fN, fN, false, nil,
		"deals n damage to each object: a unit (its damage adds up) or a Nation (n cards from its top to its Discard Pile, one by one); with filter, to every card matching it when it resolves", "GW basic \"伤害的累积\", \"对本国造成的战斗伤害\"; adv. \"指定「所有的」为对象的效果\""},
	{OpDestroy, "destroy", fWhat | fFilter, 0, false, nil,
		"destroys each object (and its set group when it is the group's unit); with filter, every card matching it when it resolves (「全てのユニットを破壊する」)", "GW adv. \"破坏\", \"配置组的破坏/废弃/移动\", \"指定「所有的」为对象的效果\""},
	{OpDiscard, "discard", fWhat, fWhat, false, nil,
		"moves each object from the field to its owner's Junkyard (廃棄)", "GW adv. \"废弃\""},
	{OpRoll, "roll", fWhat | fFilter, 0, false, nil,
		"rolls each object's set group (an object already rolled cannot be rolled: the step is then not done, and an if_done step after it does not apply), or every card matching filter", "GW adv. \"配置组的重置/横置\"; GW basic \"横置状态\", \"《》内资源记述的意义\" (已经是横置状态的卡片就不能…)"},
	{OpRecover, "recover", fN, fN, false, nil,
		"moves n cards one by one from the top of the own Discard Pile to the top of the own Nation", "GW adv. \"回复\""},
	{OpDraw, "draw", fN | fTo, fN, false, destsDraw,
		"draws n cards from the top of the own Nation (to: discard-pile: of the own Discard Pile)", "GW adv. \"抽卡\""},
	{OpModify, "modify", fWhat | fFilter | fMod | fUntil | fModOf | fN | fWhile, 0, false, nil,
		"gives each object (or the cards matching filter) the combat modifier mod (with n, mod n times, n read when it resolves: 「-X/-X/-X」 is mod: -1/-1/-1, n: X), or with mod_of: REF a modifier equal to REF's combat power (as it last was when it left; * counts 0: 「廃棄したユニットの戦闘力と同じ値の戦闘修正」); until: end-of-turn (the default) fixes the cards when it resolves, wherever they are (a card that then enters another place is a new card and leaves the effect; one played from the hand keeps it while on the cut), this-turn with a filter reaches every card that matches it during the turn; next-turn (on what, for every step that makes a continuous effect) fixes the cards now but is in force only from the start of the next turn to its end (「新たなターンの間」)", "GW adv. \"战斗修正\", \"「到回合结束时为止」与「这个回合」\"; Rise 714.3e-f"},
	{OpCoin, "coin", fWhat | fMod | fN, fWhat, false, nil,
		"puts n (1 when not written) ±X/±Y/±Z coins on each object, or without mod plain coins (「コイン1個を乗せる」: no effect of their own; numbers count them with the stat coins)", "GW adv. \"放置在卡片上的指示物\""},
	{OpMove, "move", fWhat | fFilter | fTo, fTo, false, destsMove,
		"moves each object, on the field or in another place (a target or a chosen card), to any destination (see Destinations: whose place, which place, where in it, in which state; a card put in the enemy's disposition area passes to its control; from another place, only to a place off the field, a disposition area or place-of:REF, where it enters); with filter instead of what, every card matching it when it resolves (「…以外の、全てのカード」), each in turn, to owner-hand or removed only: a unit with its set cards, a set card whose unit is not one of them alone", "GW adv. \"卡片的移动\", \"控制权与控制者\", \"编入部队\", \"从游戏中移除\", \"格纳库\", \"指定「所有的」为对象的效果\", \"配置组的破坏/废弃/移动\""},
	{OpChoose, "choose", fWhat | fFilter | fN | fWho | fOptional | fMin | fName | fBlind, 0, false, nil,
		"who (self or enemy) chooses n cards (1 when not written; at least min of them when min is written, 「1~2枚」) matching filter, or among the objects of what; later steps name them chosen, or by name (a capital name that later steps and filters use as a card, 「選んだユニット」) when name is written. optional allows choosing none. blind: true chooses not by hand (「無作為に」): the n cards matching filter are chosen face down by their player's enemy — from a Nation or Discard Pile by their places in its order, top first, which does not change; elsewhere (a hand, the hangar, the Junkyard, the field: face-up cards turned face down) they are shuffled face down first, so the engine chooses them at random; a blind filter on a hand, Nation or Discard Pile names only places and players (own, enemy, owned), as face-down cards cannot be told apart", "GW adv. \"在效果解决时指定对象的效果\", \"非人为地～\""},
	{OpEither, "either", fOptions, fOptions, false, nil,
		"the effect's player chooses one of options that can be done and does it; an option that starts by choosing by hand in a hand, Nation or Discard Pile is offered whatever the place holds (that is hidden from a player) and does what it can", "GW adv. \"内文\" (「または」), GW basic \"手牌\", Rise 712.3"},
	{OpPay, "pay", fN | fSteps | fElse, fN, false, nil,
		"asks the effect's player whether to pay n resource; steps run if paid, else if not", "GW basic \"资源的支付\""},
	{OpMay, "may", fSteps, fSteps, false, nil,
		"asks the effect's player whether to do steps (「～できる」)", "Rise 712.7"},
	{OpIf, "if", fIf | fSteps | fElse, fIf, false, nil,
		"runs steps when every condition of if holds, else otherwise", "GW adv. \"指定了特殊条件的效果\""},
	{OpAt, "at", fEvent | fSteps | fOnce, fEvent | fSteps, false, nil,
		"a waiting effect: runs steps when event happens this turn; once: it does not stack (重複しない)", "GW adv. \"待机中的效果\", \"效果有效的过程中\"; Rise 715.1"},
	{OpExtraTurn, "extra-turn", 0, 0, false, nil,
		"right after this turn ends the turn player starts a new turn (the turn player does not change: 「手番プレイヤーを変更せずに、新たなターンを開始する」); an effect for the new turn is a later step with until: next-turn", "GW basic \"游戏的流程\" (turns alternate), changed by the text (GW adv. \"基本规则与内文的优先顺序\")"},
	{OpMill, "mill", fN | fWho | fZone | fTo, fN, false, destsMill,
		"the effect's player chooses a number up to n and moves that many cards, one by one, from the top of the own (who: enemy: the enemy's) Nation (zone: discard-pile: Discard Pile) to its owner's Junkyard (to: removed: out of the game) (「本国の上のカードN枚まで」, 「捨て山の上のカードを…まで、ゲームから取り除く」)", "GW basic \"资源的支付\" (one by one, in order); card text"},
	{OpRedirect, "redirect", fWhat, fWhat, false, nil,
		"this turn the unengaged squad in the object's battle area deals its battle damage to its own player's Nation, not to the other player's (「その部隊が与える戦闘ダメージは、自軍本国ではなく、敵軍本国に与えられる」)", "GW basic \"对本国造成的战斗伤害\", changed by the text (GW adv. \"基本规则与内文的优先顺序\")"},
	{OpDiscardHand, "discard-hand", fN | fWho | fOptional, fN, false, nil,
		"who (self, enemy: the effect's player's enemy, or all: every player, the turn player choosing first, the cards discarded together; an empty hand does not keep the step from being done) discards n cards of their choice from the hand (all when fewer; optional: up to n); later steps count them with chosen-count. A text with a step on every player's places (who: all) is used or played only while one of them holds a card besides the card itself", "GW adv. \"废弃\", \"以复数个「场所」为对象的效果\"; Rise 709.2b, 802.1"},
	{OpDiscardOwn, "discard-own", fN | fFilter, fN | fFilter, false, nil,
		"an additional cost: the player chooses n own cards matching filter when declaring the play; they go to the Junkyard with the costs", "GW adv. \"追加费用＞A\", \"使用的处理\""},
	{OpRemoveCost, "remove-cost", fN | fFilter, fN | fFilter, false, nil,
		"an additional cost: the player chooses n cards matching filter, all in one player's place (「ジャンクヤード1つにある」: either player's Junkyard, but one of them), when declaring the play; they are removed from the game with the costs", "GW adv. \"追加费用＞A\", \"代替费用＞:A\", \"从游戏中移除\""},
	{OpMoveCost, "move-cost", fN | fFilter | fTo, fN | fFilter | fTo, false, destsMoveCost,
		"an additional cost: the player chooses n cards matching filter when declaring the play (n may be X, the play's X); with the costs they move one by one, in the order chosen, to: nation-top or nation-bottom of their owner's Nation, or nation-top-or-bottom (the player chooses the top or the bottom for each card: 「手札X枚を本来の持ち主の本国の上か下に移す」); cards from the hand stay hidden", "GW adv. \"追加费用＞A\", \"卡片使用的顺序\" ③ 4, \"变数\", \"卡片的移动\""},
	{OpRollCost, "roll-cost", fN | fFilter, fN | fFilter, false, nil,
		"a cost: the player chooses n standing own cards matching filter (n may be X, the text's X), each of another set group, when declaring the use or play; with the costs each one's set group rolls, and no card rolled so is rerolled until its player's next turn starts (the own reroll phase's fixed effect then rerolls it). A text's cost `[N]` or `[X]` (《[X]》, ロールコスト) is this step with the filter [own, standing, not unit]", "roll cost (ロールコスト), later rulebook: \"Roll Cost [X] — … rolling X of your own cards other than unit. The cards rolled by this cost can't be rerolled until the beginning of your next turn.\" (http://blog.the-o.my/2010/02/14/gw-booster-24-ace-card-and-others/); GW adv. \"配置组的重置/横置\""},
	{OpPlayFromHand, "play-from-hand", fN | fFilter, fFilter, false, nil,
		"the effect's player may put a unit matching filter from the hand into the own disposition area rolled, paying its cost with total power n lower", "GW adv. \"当作是通常使用的行为\""},
	{OpPollution, "pollution", fN | fTo, fN, false, destsPollution,
		"gives n pollution coins to the effect's player (to: own), or to: enemy to the enemy", "GW adv. \"污染指示物\""},
	{OpGain, "gain", fWhat | fFilter | fKeyword | fText | fUntil | fWhile, 0, false, nil,
		"each object (or the cards matching filter) gains keyword or text until the end of the turn (until as for modify); a filter may reach the hand or the hangar (`\"in:hand\"`), whose cards are played with the keywords they have there (クイック, セット, 代替コスト, …)", "GW adv. \"得到～\", Rise 712.4"},
	{OpLose, "lose", fWhat | fFilter | fKeyword | fUntil | fWhile, fKeyword, false, nil,
		"each object (or the cards matching filter, in the hand too) loses keyword until the end of the turn; losing beats gaining whatever the order", "GW adv. \"失去～\", \"相反效果的优先顺序\""},
	{OpNegate, "negate-texts", fWhat | fFilter | fUntil | fWhile, 0, false, nil,
		"the printed texts of each object (or the cards matching filter) are negated until the end of the turn (until as for modify), those in 【】 aside", "GW adv. \"内文变为无效的状态\", \"【】\""},
	{OpCountsAs, "counts-as", fWhat | fKind | fUntil | fAs | fAlso, fWhat, false, nil,
		"each object counts as a card of kind, or as the card as describes ({kind, name, terrain, power}: 「{UNIT、地形適性「宇宙」「地球」、1/0/1}として扱われる」), until the end of the turn (until: leaves-field: while it stays on the field); also: it counts as that too, keeping its kind (「としても扱われる」); its original kind stays (GW adv. \"本来的～\")", "GW adv. \"本来的种类和当作其他种类的卡片\""},
	{OpEnterAs, "enter-as", fWhat | fAs | fTo, fWhat | fAs, false, destsEnterAs,
		"puts each object (from the hand, or with to: battle-area a card set on another, off its set group) onto the effect's player's field, standing (to: own-disposition-rolled: rolled), counting as the card as describes until it leaves the field; its costs and texts stay (「{UNIT、…}として場に出す」: not a play); to: battle-area: standing into a battle area its player chooses among those the described terrain allows (not the fighting arena), at the back of the own squad (「…として戦闘エリアに出す」)", "GW adv. \"本来的种类和当作其他种类的卡片\", \"出场\", \"编入部队\""},
	{OpRestrict, "restrict", fWhat | fFilter | fRule | fUntil | fWhile, fRule, false, nil,
		"each object (or the cards matching filter) is under rule until the end of the turn (see Rules)", "GW adv. \"基本规则与内文的优先顺序\", \"抑制/强制出击的效果\""},
	{OpReplace, "replace", fWhat | fFilter | fReplace | fUntil, fReplace, false, nil,
		"a replacement or prevention effect until the end of the turn on each object (or the cards matching filter, or a Nation): see Replacements", "Rise 716–717"},
	{OpNegateDestroy, "negate-destruction", fWhat, fWhat, false, nil,
		"negates the destruction of each object: it stays on the field, its damage is removed and its discard effect does nothing; not while its defense is 0; a unit's set group's destruction with it", "GW adv. \"破坏的无效\", \"防御力为0的机体\", \"由多张卡片组成的配置组的「破坏与废弃」\""},
	{OpNegatePlay, "negate-play", fWhat, fWhat, false, nil,
		"negates the play of each object, a card being played (target it with in:cut): it goes to its owner's Junkyard, its costs are not refunded, and a card of a kind played once a turn may be played again", "GW adv. \"使用的无效\", \"「被使用的卡片」\""},
	{OpNegateUse, "negate-use", fWhat, fWhat, false, nil,
		"negates the use of a text of each object (target it with using): the newest such use leaves the cut and does nothing; its cost is not refunded", "GW adv. \"使用的无效\""},
	{OpNegateEffects, "negate-effects", fWhat, fWhat, false, nil,
		"negates every unresolved effect of each object: its used texts and triggered effects leave the cut and the effects waiting to go on it (「まだ未解決のその効果」)", "GW adv. \"使用的无效\", \"未解决的效果\""},
	{OpKeywordValue, "keyword-value", fWhat | fFilter | fKeyword | fN | fUntil | fWhile, fKeyword | fN, false, nil,
		"the value X of keyword (its name) of each object (or the cards matching filter) changes by n until the end of the turn; a card without that keyword does not get it, one with several of them changes each (「「範囲兵器」+1を得る」)", "GW adv. \"给予特殊效果的修正值\""},
	{OpChangeCost, "change-cost", fWhat | fFilter | fN | fUntil | fWhile, fN, false, nil,
		"the total cost of each object (or of the cards matching filter, e.g. in the hand) changes by n (a number read when it resolves; negative: lower) until the end of the turn (「合計国力-Xを得る」); a cost is never below 0", "GW adv. \"卡片使用的顺序\" ③ 1–2"},
	{OpRecolor, "recolor", fWhat | fColor | fUntil | fWhile, fWhat | fColor, false, nil,
		"the designated power of each object counts as color until the end of the turn (「指定国力は…として扱われる」)", "GW adv. \"国力的种类\""},
	{OpSearch, "search", fZone | fWho | fTop | fFilter | fN | fTo | fOptional | fShuffle | fReveal | fBy, fZone | fTo, false, destsOffBattle,
		"the effect's player (by: enemy: its enemy) looks at the cards of zone (nation, discard-pile, junkyard, hand; who: enemy for the enemy's), or its top n cards with top, chooses n (1 when not written; optional: up to n) matching filter and puts them to a destination other than the battle areas (see Destinations; own: the searching player's); reveal shows them to both players; shuffle shuffles the zone after", "GW adv. \"检视卡片\", \"公开卡片\", \"洗牌\", \"出场\""},
	{OpLook, "look", fZone | fWho | fTop | fBy, fZone, false, nil,
		"the effect's player (by: enemy: its enemy) looks at the cards of zone (or its top cards; who: enemy: the enemy's; who: all: every player's, the effect on several places done while one of them holds a card): they stay where they are, in their order", "GW adv. \"检视卡片\", \"以复数个「场所」为对象的效果\""},
	{OpReveal, "reveal", fWhat | fZone | fWho | fTop, 0, false, nil,
		"shows each object, or the cards of zone (or its top cards; who: enemy: the enemy's; who: all: every player's, 「全ての手札を公開する」), to both players", "GW adv. \"公开卡片\", \"以复数个「场所」为对象的效果\""},
	{OpShuffle, "shuffle", fZone | fWho, fZone, false, nil,
		"shuffles zone (nation, discard-pile) of the effect's player (who: enemy: of the enemy; who: all: of every player)", "GW adv. \"洗牌\", \"以复数个「场所」为对象的效果\""},
	{OpToken, "token", fToken | fN | fTo, fToken, false, destsOwnField,
		"puts n (1 when not written) coins that count as the card token describes into the own disposition area, standing (to: own-disposition-rolled: rolled)", "GW adv. \"视作卡片的指示物\", \"出场\""},
	{OpUseKeyword, "use-keyword", fWhat | fKeyword | fN, fWhat | fKeyword | fN, false, nil,
		"uses the effect of keyword (its name) with X = n on each object (「〔範囲兵器(X)〕の効果を使用する」): only that effect happens, nobody gains the keyword, and no effect on the keyword (its negation, a change of its X) touches it; 範囲兵器: destroys each object that is an enemy unit with defense n or less (its damage does not lower it), not one that cannot be an effect's object", "GW adv. \"使用（特殊效果）的效果\", \"范围兵器（X）\""},
	{OpSkip, "skip", fTiming, fTiming, false, nil,
		"the next phase or step timing (reroll-phase, draw-phase, disposition-phase, battle-phase, attack-step, defense-step, damage-step, return-step; own- or enemy-: in a turn of the effect's player or of its enemy) is skipped: it is not done, the game going straight on to the next one, and its fixed effect does not resolve; a skipped battle phase skips its four steps. When the reroll phase is skipped the turn starts at the start of the turn's first phase; when the return step is, the battle phase ends at the end of its last step done", "GW adv. \"跳过\", \"回合开始时、结束时的时机\""},
	{OpKeywordEffect, "keyword-effect", fWhat | fFilter | fKeyword | fText | fUntil, fKeyword | fText, false, nil,
		"the effect of keyword (its name, without a value) of each object (or the cards matching filter) becomes text until the end of the turn (until as for modify; 「「範囲兵器(X)」の効果を、ターン終了時まで以下に変更する」): wherever the card's text for that keyword is read (listed, used, resolved) text is read instead: a used text of that card, with text's timing and cost, its player the card's controller; X in it is the keyword's value X now (changes included), fixed when its effect starts to resolve; a keyword in 【】 is not changed, nor a card without the keyword; of two changes of one keyword the later applies; use-keyword is not touched. keyword is one that stands for a used text (範囲兵器, 特殊シールド, サイコミュ, 補給, 大気圏突入, 変形, 解体)", "GW adv. \"基本规则与内文的优先顺序\", \"相反效果的优先顺序\", \"【】\""},
	{OpLoseGame, "lose-game", fWho, 0, false, nil,
		"the effect's player (who: enemy: its enemy) loses the game at once, and the game ends (「自軍プレイヤーは敗北する」)", "GW basic \"游戏的胜利条件\" (a player loses when the Nation is 0), changed by the text (GW adv. \"基本规则与内文的优先顺序\")"},
	{OpPayNormalCost, "pay-normal-cost", fWhat, fWhat, false, nil,
		"the effect's player pays the normal cost of the object, one card, outside its play (「…の通常コストを支払う」): only the cost printed at its upper right, with no additional or alternative cost and every X as 0 (a G, with none printed, costs 0): its designated and total power are checked against the player's Nation Power and its resource cost moves that many cards from the top of the own Nation to the Discard Pile. Done when paid; when it cannot be paid nothing is paid and the step is not done (if_done)", "GW adv. \"通常费用的支付\", \"没有费用记述的卡片的费用\""},
	{OpPullOut, "pull-out", fWhat, fWhat, false, nil,
		"pulls each object, a card in a place off the field (a target, a chosen or searched card), out of its place for the rest of the effect (「抜き出す」): only it leaves, no other card's order changes; later steps move it (what: chosen etc.), and when the effect ends with it put nowhere (its move could not be done) it is removed from the game", "GW adv. \"拔出\""},
	{OpChangeTarget, "change-target", fWhat | fWho, fWhat, false, nil,
		"changes the target of the newest effect on the cut of each object (a card being played, in:cut, or a card whose text's use is on the cut, using), when that effect has a single target (its text chooses one card, or one Nation, and no more: GW adv. \"以1张卡片为目标的效果\"): the effect's player (who: enemy: its enemy) chooses another target, legal as its text says from the view of that effect's player (its \"enemy\" stays that player's enemy); with no other legal target, or for an effect in 【】, the target stays. The new target is checked again when that effect resolves", "Rise 706.2; GW adv. \"指定对象的时机\" (targets are not changed midway), changed by the text (GW adv. \"基本规则与内文的优先顺序\"), \"对象的丧失\", \"【】\""},
	{OpRepeat, "repeat-until", fIf | fSteps, fIf | fSteps, false, nil,
		"does steps again and again until every condition of if holds (「～まで」), checked before each pass: nothing when they hold already; it stops too when a pass could not be fully done (a draw from an empty Nation: each draw of a pass is one draw), and after 1000 passes", "Rise 713.2, 713.2a"},
	{OpAreaWeapon, "area-weapon", fN, 0, true, nil, "範囲兵器(X)'s effect", "GW adv. \"范围兵器（X）\""},
	{OpShield, "shield", fN, 0, true, nil, "特殊シールド(X)'s effect", "GW adv. \"特殊盾（X）\""},
	{OpDesert, "desert", 0, 0, true, nil, "砂漠's effect", "GW adv. \"沙漠\""},
	{OpArena, "arena", 0, 0, true, nil, "the fighting arena's Auto D", "GW adv. \"格斗场\""},
	{OpAtmosphericEntry, "atmospheric-entry", 0, 0, true, nil, "大気圏突入's effect", "GW adv. \"大气圈突入\""},
	{OpResupply, "resupply", fN, 0, true, nil, "補給(X)'s effect", "GW adv. \"补给（X）\""},
	{OpSalvage, "salvage", 0, 0, true, nil, "the turn-end salvage of 回収", "GW adv. \"回收点\""},
	{OpDismantle, "dismantle", 0, 0, true, nil, "解体's effect", "GW adv. \"解体\""},
	{OpTransform, "transform", 0, 0, true, nil, "変形's effect", "GW adv. \"变形\""},
}

var opByKind = func() [NumOps]*opWord {
	var t [NumOps]*opWord
	for i := range opWords {
		t[opWords[i].op] = &opWords[i]
	}
	return t
}()

func (o OpKind) String() string {
	if o < NumOps && opByKind[o] != nil {
		return opByKind[o].word
	}
	return "op?"
}
