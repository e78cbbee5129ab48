package card

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// KeywordKind is a special effect (特殊效果) of GW adv. "特殊效果" (a text
// written short: GW basic "特殊效果"). Each is
// implemented once, as an engine feature (DESIGN "Keywords").
type KeywordKind uint8

// The keywords the engine implements. A keyword a card file names that is not
// here is a load error.
const (
	HighMobility     KeywordKind = iota + 1 // 高機動 (GW adv. "高机动")
	Raid                                    // 強襲 (GW adv. "强袭")
	SwiftStrike                             // 速攻 (GW adv. "速攻")
	AreaWeapon                              // 範囲兵器(X) (GW adv. "范围兵器（X）")
	SpecialShield                           // 特殊シールド(X) (GW adv. "特殊盾（X）")
	Psycommu                                // サイコミュ(X) (GW adv. "感应式兵器（X）")
	SpaceBattle                             // 宙間戦闘(X) (GW adv. "宙间战斗（X）")
	Prevent                                 // プリベント(X) (GW adv. "预防（X）")
	Quick                                   // クイック (GW adv. "快速")
	RestrictTo1                             // 1枚制限 (GW adv. "1枚制限")
	RestrictTo1Own                          // 1枚制限/自軍
	RestrictTo1Deck                         // 1枚制限/デッキ
	OncePerTurn                             // ターン1枚制限 (GW adv. "回合1枚限制")
	Base                                    // 拠点 (GW adv. "据点")
	Cruiser                                 // 艦船 (GW adv. "舰船")
	Water                                   // 水 (GW adv. "水")
	Desert                                  // 砂漠 (GW adv. "沙漠")
	BattleDeploy                            // 戦闘配備: (自動B) enters standing when played (gelgoog-war d/U-G81)
	Change                                  // 換装〔A〕 (GW adv. "换装")
	AtmosphericEntry                        // 大気圏突入 (GW adv. "大气圈突入")
	Resupply                                // 補給(X) (GW adv. "补给（X）")
	Support                                 // 支援 (GW adv. "支援"; also read as サポート and 支援機: see keywordAliases)
	CruiserModifier                         // 艦船用修正(±X/±Y/±Z) (GW adv. "舰船用修正（X／Y／Z）"; see ParseKeyword)
	Multiple                                // マルチプル: the keyword of a text A marked multiple (GW adv. "复数 ＞A"; see Text.Multiple)
	PSArmor                                 // PS装甲 / PS装甲(X) (GW adv. "PS装甲", headed PS裝甲（PS裝甲(X)）; X is optional: 0 when not written)
	Vulture                                 // バルチャー, the seed's 回收 (GW adv. "回收"; also read as 回収: see keywordAliases)
	SetOnCharacter                          // セット/キャラ (GW adv. "配置/角色")
	SetOnG                                  // セット/G (GW adv. "配置/G")
	SetOnCharacterG                         // セット/キャラ・G: counts as both セット/キャラ and セット/G (GW adv. "视做同一记述的效果")
	Dismantle                               // 解体 (GW adv. "解体")
	Team                                    // チーム>〔A〕 (GW adv. "小队＞[A]B"); B is the card's texts marked team: A (see Text.Team)
	Variable                                // VARIABLE(X) (GW adv. "VARIABLE（X）"; engine/variable.go)
	PollutionCoin                           // 汚染コイン (GW adv. "污染指示物"): marks a card whose texts give pollution coins; the rule applies to every player (engine/pollution.go)
	Transformer                             // 変形 (GW adv. "变形", "变形形态"); the card file gives the transformed side (Def.Transformed; engine/transform.go)
	MF                                      // MF (GW adv. "MF和格斗场"): only GF characters set on it; it may sortie to the fighting arena (engine/arena.go)
	AdditionalCost                          // 追加コスト>A (GW adv. "追加费用＞A"): A, written as printed, is paid right after the normal cost (see CostSteps)
	AlternativeCost                         // 代替コスト>B:A (GW adv. "代替费用＞:A"): optionally play with B's cost change, paying A after the cost (see CostSteps)
	Colony                                  // コロニー (GW adv. "殖民地"): no effect of its own; texts name it
	Tire                                    // タイヤ (GW adv. "轮胎"): no effect of its own
	FamilyName                              // 家名 (GW adv. "家名"): no effect of its own
	School                                  // 流派:A (GW adv. "流派：东方不败。"): no effect of its own; Arg is A
	NumKeywords                             // one more than the last keyword
)

var keywordNames = map[KeywordKind]string{
	HighMobility: "高機動", Raid: "強襲", SwiftStrike: "速攻", AreaWeapon: "範囲兵器",
	SpecialShield: "特殊シールド", Psycommu: "サイコミュ", SpaceBattle: "宙間戦闘",
	Prevent: "プリベント", Quick: "クイック", RestrictTo1: "1枚制限",
	RestrictTo1Own: "1枚制限/自軍", RestrictTo1Deck: "1枚制限/デッキ",
	OncePerTurn: "ターン1枚制限", Base: "拠点", Cruiser: "艦船",
	Water: "水", Desert: "砂漠", BattleDeploy: "戦闘配備", Change: "換装",
	AtmosphericEntry: "大気圏突入", Resupply: "補給", Support: "支援", CruiserModifier: "艦船用修正",
	Multiple: "マルチプル", PSArmor: "PS装甲", Vulture: "バルチャー", SetOnCharacter: "セット/キャラ",
	SetOnG: "セット/G", SetOnCharacterG: "セット/キャラ・G", Dismantle: "解体",
	Team: "チーム>", Variable: "VARIABLE",
	PollutionCoin:  "汚染コイン",
	Transformer:    "変形",
	MF:             "MF",
	AdditionalCost: "追加コスト>", AlternativeCost: "代替コスト>",
	Colony: "コロニー", Tire: "タイヤ", FamilyName: "家名", School: "流派",
}

// keywordAliases are other spellings of a keyword. Support is named 支援 in
// the seed's keyword list, 支援机 in its special rules and 支援機 in the
// glossary; Japanese card guides write the keyword サポート (gelgoog-war
// card guide: "艦船&拠点&サポート"; a card database's keyword search lists
// サポート beside 艦船 and 拠点). All name the one keyword.
//
// Vulture is 回收 in the seed and 回収 in the glossary (marked unconfirmed);
// the official keyword list (quoted on blackcat7777.blog117.fc2.com,
// entry 170, "≪バルチャー≫") prints バルチャー, which is the name shown.
// セット/キャラ is also written セット/キャラクター (rulings F5: キャラ and
// キャラクター are the same word).
var keywordAliases = map[string]KeywordKind{"支援機": Support, "サポート": Support, "殖民地": Colony, "轮胎": Tire,
	"回収": Vulture, "ＰＳ装甲": PSArmor, "セット/キャラクター": SetOnCharacter,
	"セット/キャラクター・G": SetOnCharacterG}

var keywordEnglish = map[KeywordKind]string{
	HighMobility: "HighMobility", Raid: "Raid", SwiftStrike: "SwiftStrike", AreaWeapon: "AreaWeapon",
	SpecialShield: "SpecialShield", Psycommu: "Psycommu", SpaceBattle: "SpaceBattle",
	Prevent: "Prevent", Quick: "Quick", RestrictTo1: "RestrictTo1",
	RestrictTo1Own: "RestrictTo1Own", RestrictTo1Deck: "RestrictTo1Deck",
	OncePerTurn: "OncePerTurn", Base: "Base", Cruiser: "Cruiser",
	Water: "Water", Desert: "Desert", BattleDeploy: "BattleDeploy", Change: "Change",
	AtmosphericEntry: "AtmosphericEntry", Resupply: "Resupply", Support: "Support",
	CruiserModifier: "CruiserModifier", Multiple: "Multiple", PSArmor: "PSArmor", Vulture: "Vulture",
	SetOnCharacter: "SetOnCharacter", SetOnG: "SetOnG", SetOnCharacterG: "SetOnCharacterG", Dismantle: "Dismantle",
	Team: "Team", Variable: "Variable",
	PollutionCoin:  "PollutionCoin",
	Transformer:    "Transformer",
	MF:             "MF",
	AdditionalCost: "AdditionalCost", AlternativeCost: "AlternativeCost",
	Colony: "Colony", Tire: "Tire", FamilyName: "FamilyName", School: "School",
}

// withX lists the keywords written with a value (X).
var withX = map[KeywordKind]bool{AreaWeapon: true, SpecialShield: true, Psycommu: true, SpaceBattle: true, Prevent: true, Resupply: true, Variable: true}

// usableKeywords are the keywords whose effect the step use-keyword uses on
// objects (GW adv. "使用（特殊效果）的效果"): those whose effect says what
// it does to a card (範囲兵器: GW adv. "范围兵器（X）").
var usableKeywords = map[KeywordKind]bool{AreaWeapon: true}

// textKeywords are the keywords that stand for a used text (the engine
// builds it: engine/texts.go keywordTextOf), whose effect keyword-effect may
// change.
var textKeywords = map[KeywordKind]bool{AreaWeapon: true, SpecialShield: true, Psycommu: true, Resupply: true,
	AtmosphericEntry: true, Transformer: true, Dismantle: true}

// IsTextKeywordKind reports whether keyword kind k stands for a used text.
func IsTextKeywordKind(k KeywordKind) bool { return textKeywords[k] }

// optionalX lists the keywords written with or without a value: PS装甲 and
// PS装甲(X) (GW adv. "视做同一记述的效果": PS装甲(X) counts as PS装甲).
var optionalX = map[KeywordKind]bool{PSArmor: true}

func (k KeywordKind) String() string { return keywordEnglish[k] }

// Japanese is the keyword as printed.
func (k KeywordKind) Japanese() string { return keywordNames[k] }

// Keyword is one keyword on a card: its kind, its value X where it has one,
// and the resource cost printed before it (《(1)》範囲兵器(3) has UseCost 1).
type Keyword struct {
	Kind    KeywordKind
	X       int
	XVar    bool // the value is X, the X chosen for this card's play: プリベント(X) (GW adv. "变数"); X keeps a change of the value (keyword-value)
	UseCost int
	Arg     string   // the name in 〔〕 of 換装〔A〕 and チーム>〔A〕; the printed cost A of 追加コスト>A and 代替コスト>B:A
	Mod     Modifier // the ±X/±Y/±Z of 艦船用修正
	Pay     *Step    // 追加コスト>A, 代替コスト>B:A: the step that pays A, compiled on load
	Pattern int32    // 換装〔A〕: the DB's name pattern of A (「名称A」); チーム>〔A〕: the DB's id of team A; set on load
	// Bracketed: printed in 【】 (written "【…】" in a card file's keywords):
	// no effect negates it or takes it away (GW adv. "【】": 此括号内的效果或
	// 特殊能力…不会被无效也不会被变更), but a dismantle coin (GW adv. "解体指示物":
	// 此效果对【】中的记述也有效)
	Bracketed bool
}

func (k Keyword) String() string {
	s := k.Kind.String()
	switch {
	case k.XVar:
		s += "(X)"
	case withX[k.Kind] || optionalX[k.Kind] && k.X > 0:
		s += fmt.Sprintf("(%d)", k.X)
	}
	if k.UseCost > 0 {
		s = fmt.Sprintf("[(%d)]%s", k.UseCost, s)
	}
	if k.Kind == AlternativeCost {
		b := "*"
		if k.X > 0 {
			b = fmt.Sprintf("total-%d", k.X)
		}
		s += "(" + b + ")"
	}
	if k.Arg != "" {
		s += "[" + k.Arg + "]"
	}
	if k.Kind == CruiserModifier {
		s += "(" + k.Mod.String() + ")"
	}
	if k.Bracketed {
		s = "【" + s + "】"
	}
	return s
}

var costKwRe = regexp.MustCompile(`^(追加|代替)コスト[>＞]((.*?)[:：])?(.+)$`)

// costPhrases are the printed costs A of 追加コスト>A and 代替コスト>B:A the
// engine reads, each as the additional-cost step it is paid with: op
// discard-own (the player chooses N cards matching the filter while
// declaring the play, and they go to the Junkyard with the play's costs) or
// op remove-cost (N cards matching the filter, all in one player's place,
// removed from the game with the costs: GW adv. "从游戏中移除"). A phrase
// with a card name (「NAME」) reads it into a name filter word, bound to the
// card database's name id when the card loads (DB.parseKeyword).
var costPhrases = []struct {
	re     *regexp.Regexp
	op     OpKind
	filter Filter
	named  bool // the phrase's second group is a card name (its N is the first group then)
	to     Dest // move-cost: where the cards go
}{
	{regexp.MustCompile(`^自軍G(\d+|X)枚を廃棄する$`), OpDiscardOwn, Filter{Kinds: 1 << G, Zones: InField, Preds: []Pred{{Op: POwn}}}, false, Dest{}},
	{regexp.MustCompile(`^自軍手札(\d+|X)枚を廃棄する$`), OpDiscardOwn, Filter{Zones: InHand, Preds: []Pred{{Op: POwn}}}, false, Dest{}},
	// 「自軍カードN枚を廃棄する」: own cards of any kind on the field (GW adv.
	// "场": a text naming a card means one on the field), each with its set
	// cards (GW adv. "配置组的破坏/废弃/移动")
	{regexp.MustCompile(`^自軍カード(\d+|X)枚を廃棄する$`), OpDiscardOwn, Filter{Zones: InField, Preds: []Pred{{Op: POwn}}}, false, Dest{}},
	// 「ジャンクヤード1つにある「NAME」N枚をゲームから取り除く」: either player's
	// Junkyard (no 自軍/敵軍: GW adv. "自军与敌军的区别"), all N from one of them
	{regexp.MustCompile(`^ジャンクヤード1つにある「([^」]+)」(\d+|X)枚をゲームから取り除く$`), OpRemoveCost, Filter{Zones: InJunkyard}, true, Dest{}},
	// 「手札X枚を本来の持ち主の本国の上か下に移す」 (黒/赤 SPC-21): the hand is
	// the own (GW basic "手牌"); the player chooses top or bottom for each card
	{regexp.MustCompile(`^手札(\d+|X)枚を本来の持ち主の本国の上か下に移す$`), OpMoveCost, Filter{Zones: InHand, Preds: []Pred{{Op: POwn}}}, false, Dest{Place: PlaceNation, Pos: PosTopOrBottom}},
}

// CostSteps returns the cost A of 追加コスト>A or 代替コスト>B:A as the steps
// that pay it (the form Text.Extra, additional_cost, has), compiled when the
// keyword was read.
func (k Keyword) CostSteps() []Step {
	if k.Pay == nil {
		return nil
	}
	return []Step{*k.Pay}
}

// unboundName is the name id of a cost phrase's card name before the card
// database binds it (ParseKeyword has no database): it matches no card.
const unboundName = -1

// costStep reads the printed cost A of 追加コスト>A or 代替コスト>B:A; db
// binds a card name in it (nil: left unbound, see DB.parseKeyword).
func costStep(arg string, db *DB) (*Step, error) {
	a := fullWidth.Replace(arg)
	for _, ph := range costPhrases {
		m := ph.re.FindStringSubmatch(a)
		if m == nil {
			continue
		}
		num := m[1]
		f := ph.filter
		if ph.named {
			num = m[2]
			id := int32(unboundName)
			if db != nil {
				id = db.nameID(m[1])
			}
			f.Preds = append(append([]Pred(nil), f.Preds...), Pred{Op: PName, ID: id})
		}
		if num == "X" {
			// X: the X chosen for the play (GW adv. "变数"); the card needs one
			// (checked when it loads: costKeywords)
			return &Step{Op: ph.op, N: Num{Kind: NX}, Filter: &f, To: ph.to}, nil
		}
		n, _ := strconv.Atoi(num)
		if n < 1 || n > 100 {
			return nil, fmt.Errorf("cost %q: the number is 1 to 100, or X", arg)
		}
		return &Step{Op: ph.op, N: Num{Const: n}, Filter: &f, To: ph.to}, nil
	}
	return nil, fmt.Errorf("the cost %q is not one the engine reads (自軍GN枚を廃棄する, 自軍手札N枚を廃棄する, 自軍カードN枚を廃棄する, ジャンクヤード1つにある「NAME」N枚をゲームから取り除く, 手札N枚を本来の持ち主の本国の上か下に移す; N a number or X)", arg)
}

// parseKeyword is ParseKeyword with the card names of a cost A bound to
// db's name ids.
func (db *DB) parseKeyword(s string) (Keyword, error) {
	kw, err := ParseKeyword(s)
	if err != nil || kw.Pay == nil {
		return kw, err
	}
	kw.Pay, err = costStep(kw.Arg, db)
	return kw, err
}

// effectKeyword is parseKeyword for a keyword an effect gives or takes
// away: never one in 【】 (the engine gives no effect a keyword it cannot
// take away, and losing one names only its kind).
func (db *DB) effectKeyword(s string) (Keyword, error) {
	kw, err := db.parseKeyword(s)
	if err == nil && kw.Bracketed {
		return Keyword{}, fmt.Errorf("keyword %q: only a printed keyword is in 【】", s)
	}
	return db.argID(kw), err
}

// argID returns kw with the DB's id of its argument in 〔〕 set (Pattern):
// 換装〔A〕's name pattern (GW adv. "换装": a unit with 「名称A」), チーム>〔A〕's
// team, printed or given by an effect (換装 given in the hand is played by it).
func (db *DB) argID(kw Keyword) Keyword {
	switch kw.Kind {
	case Change:
		kw.Pattern = db.patternID(kw.Arg)
	case Team:
		kw.Pattern = db.teamID(kw.Arg)
	}
	return kw
}

var argRe = regexp.MustCompile(`^(換装|チーム[>＞])〔([^〕]+)〕$`)

// schoolRe reads 流派:A (GW adv. "流派：东方不败。"), also with ：.
var schoolRe = regexp.MustCompile(`^流派[:：](.+)$`)

var kwRe = regexp.MustCompile(`^(?:《\((\d+)\)》)?([^()（）]+?)(?:[(（](\d+|X)[)）])?$`)

var cruiserModRe = regexp.MustCompile(`^艦船用修正[(（](.*)[)）]$`)

// fullWidth maps the full-width forms a printed modifier may use to ASCII.
var fullWidth = strings.NewReplacer("／", "/", "＋", "+", "－", "-", "０", "0", "１", "1", "２", "2",
	"３", "3", "４", "4", "５", "5", "６", "6", "７", "7", "８", "8", "９", "9")

// ParseKeyword reads a keyword as printed: "範囲兵器(3)", "《(1)》範囲兵器(3)",
// "1枚制限/自軍", "クイック", "補給(2)", "大気圏突入", "支援", "マルチプル",
// "PS装甲", "PS装甲(2)", "バルチャー", "セット/キャラ", "セット/G",
// "セット/キャラ・G", "解体", "チーム>〔黒い三連星〕" (also with ＞). A keyword
// printed in 【】 is written in them: "【追加コスト>自軍G3枚を廃棄する】".
// An unknown or unimplemented keyword is an error.
//
// 艦船用修正 (GW adv. "舰船用修正（X／Y／Z）", CruiserModifier) is written
// with its modifier: "艦船用修正(+2/+1/±0)" (full-width "艦船用修正（＋２／＋１／±０）"
// too). The Japanese form is the seed's 舰船用修正 in Japanese, the keyword
// name Gundam War card databases list; the glossary's 艦長 is marked
// unconfirmed and is not read.
//
// 追加コスト>A and 代替コスト>B:A (also with ＞ and ：) are written as
// printed: "追加コスト>自軍G3枚を廃棄する", "代替コスト>合計国力-2:自軍手札1枚を廃棄する",
// "代替コスト>〔*〕:ジャンクヤード1つにある「踏み潰し」1枚をゲームから取り除く" (B also in 〔〕).
// A is one of the printed costs the engine reads (costPhrases; see
// CostSteps); B is "*" (no benefit: GW adv. "当B是「﹡」时") or 合計国力-N
// (the total cost is N less, not below 0), kept in X.
func ParseKeyword(s string) (Keyword, error) {
	if in, ok := strings.CutPrefix(strings.TrimSpace(s), "【"); ok {
		// printed in 【】 (Keyword.Bracketed; GW adv. "【】")
		if in, ok = strings.CutSuffix(in, "】"); !ok || strings.HasPrefix(in, "【") {
			return Keyword{}, fmt.Errorf("keyword %q: a keyword in 【】 is written 【KEYWORD】", s)
		}
		kw, err := ParseKeyword(in)
		kw.Bracketed = err == nil
		return kw, err
	}
	if m := costKwRe.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
		kw := Keyword{Kind: AdditionalCost, Arg: strings.TrimSpace(m[4])}
		if m[1] == "代替" {
			if m[2] == "" {
				return Keyword{}, fmt.Errorf("keyword %q: 代替コスト is written 代替コスト>B:A (B is * or 合計国力-N)", s)
			}
			kw.Kind = AlternativeCost
			// B may be printed in 〔〕: 代替コスト>〔*〕:A (赤 C-36)
			b := fullWidth.Replace(strings.TrimSpace(m[3]))
			if in, ok := strings.CutPrefix(b, "〔"); ok {
				if in, ok = strings.CutSuffix(in, "〕"); ok {
					b = strings.TrimSpace(in)
				}
			}
			switch {
			case b == "*" || b == "＊" || b == "﹡":
			case strings.HasPrefix(b, "合計国力-"):
				n, err := strconv.Atoi(strings.TrimPrefix(b, "合計国力-"))
				if err != nil || n < 1 {
					return Keyword{}, fmt.Errorf("keyword %q: B %q is not 合計国力-N with N 1 or more", s, m[3])
				}
				kw.X = n
			default:
				return Keyword{}, fmt.Errorf("keyword %q: B %q is not read (the engine reads * and 合計国力-N)", s, m[3])
			}
		} else if m[2] != "" {
			return Keyword{}, fmt.Errorf("keyword %q: 追加コスト is written 追加コスト>A, without a B part", s)
		}
		st, err := costStep(kw.Arg, nil)
		if err != nil {
			return Keyword{}, fmt.Errorf("keyword %q: %v", s, err)
		}
		kw.Pay = st
		return kw, nil
	}
	if m := schoolRe.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
		return Keyword{Kind: School, Arg: strings.TrimSpace(m[1])}, nil
	}
	if m := argRe.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
		if m[1] != "換装" {
			return Keyword{Kind: Team, Arg: m[2]}, nil
		}
		return Keyword{Kind: Change, Arg: m[2]}, nil
	}
	if m := cruiserModRe.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
		mod, err := ParseModifier(fullWidth.Replace(m[1]))
		if err != nil {
			return Keyword{}, fmt.Errorf("keyword %q: %v", s, err)
		}
		return Keyword{Kind: CruiserModifier, Mod: mod}, nil
	}
	m := kwRe.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return Keyword{}, fmt.Errorf("cannot read keyword %q", s)
	}
	kind := keywordAliases[m[2]]
	for k, n := range keywordNames {
		if n == m[2] && k != CruiserModifier {
			kind = k
		}
	}
	if m[2] == keywordNames[CruiserModifier] {
		return Keyword{}, fmt.Errorf("keyword %s is written with its modifier, as in %s(+1/+1/±0)", m[2], m[2])
	}
	if kind == 0 {
		return Keyword{}, fmt.Errorf("unknown or unimplemented keyword %q", s)
	}
	if kind == AdditionalCost || kind == AlternativeCost {
		return Keyword{}, fmt.Errorf("keyword %q is written with its cost, as in 追加コスト>自軍G1枚を廃棄する or 代替コスト>*:自軍G1枚を廃棄する", s)
	}
	kw := Keyword{Kind: kind}
	if m[3] == "X" {
		// プリベント(X) (黒/赤 SPC-21): X is the X chosen when the card is
		// played (GW adv. "变数"; "预防（X）": it works while the card is a
		// played card, X chosen by then); the card needs an X (costKeywords)
		if kind != Prevent {
			return Keyword{}, fmt.Errorf("keyword %q: the value X is read only in プリベント(X); write a number", s)
		}
		kw.XVar = true
	} else if optionalX[kind] && m[3] != "" {
		if kw.X, _ = strconv.Atoi(m[3]); kw.X == 0 {
			return Keyword{}, fmt.Errorf("keyword %q: X is not 0 (GW adv. \"变数\")", s)
		}
	} else if withX[kind] {
		if m[3] == "" {
			return Keyword{}, fmt.Errorf("keyword %q needs a value, as in %s(2)", s, m[2])
		}
		kw.X, _ = strconv.Atoi(m[3])
	} else if m[3] != "" {
		return Keyword{}, fmt.Errorf("keyword %s takes no value", m[2])
	}
	if m[1] != "" {
		if kind != AreaWeapon && kind != Psycommu {
			return Keyword{}, fmt.Errorf("keyword %s cannot have a use cost", m[2])
		}
		kw.UseCost, _ = strconv.Atoi(m[1])
	}
	return kw, nil
}
