package card

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"
)

const good = `cards:
  - number: U-1
    color: green
    name: テスト
    kind: unit
    cost: {designated: 1, total: "2", resource: "0"}
    power: 3/*/2
    terrain: [space]
    keywords: [範囲兵器(3), 1枚制限/自軍]
    text_ja: (ダメージ判定ステップ):敵軍ユニット1枚に1ダメージ
    texts:
      - timing: damage-step
        targets: [{name: T, filter: [unit, enemy]}]
        steps: [{op: damage, what: T, n: 1}]
    source: test
`

func TestLoadGood(t *testing.T) {
	db := &DB{}
	if err := LoadBytes(db, "good.yaml", []byte(good)); err != nil {
		t.Fatal(err)
	}
	d, ok := db.Lookup(Green, "U-1")
	if !ok {
		t.Fatal("U-1 not found")
	}
	if d.Power != (Power{3, Star, 2}) || d.SplitPower {
		t.Errorf("power = %v, want 3/*/2", d.Power)
	}
	if len(d.Keywords) != 2 || d.Keywords[0].Kind != AreaWeapon || d.Keywords[0].X != 3 || d.Keywords[1].Kind != RestrictTo1Own {
		t.Errorf("keywords = %v", d.Keywords)
	}
	if d.Texts[0].ID == 0 {
		t.Error("text has no ID")
	}
}

// A combat power split by "/" (GW adv. "以「/」分割的战斗力") loads as its
// left side (no pilot) and its right side (a pilot set).
func TestLoadSplitPower(t *testing.T) {
	db := &DB{}
	if err := LoadBytes(db, "good.yaml", []byte(strings.Replace(good, "power: 3/*/2", "power: 1/*/2 / 3/2/4", 1))); err != nil {
		t.Fatal(err)
	}
	d, _ := db.Lookup(Green, "U-1")
	if !d.SplitPower || d.Power != (Power{1, Star, 2}) || d.PilotPower != (Power{3, 2, 4}) || d.PowerText() != "1/*/2 / 3/2/4" {
		t.Errorf("split power = %v %v %v, want 1/*/2 and 3/2/4", d.SplitPower, d.Power, d.PilotPower)
	}
}

// A text with one target of one card and no step on cards found when it
// resolves is an effect that targets one card; one on two cards or with an
// "all" step is not, whatever is chosen (GW adv. "以1张卡片为目标的效果").
func TestOneCardTarget(t *testing.T) {
	for edit, want := range map[string]bool{
		"steps: [{op: damage, what: T, n: 1}]":                                                                   true,
		"steps: [{op: damage, what: T, n: 1}, {op: damage, filter: [unit, enemy], n: 1}]":                        false,
		"steps: [{op: damage, what: T, n: 1}, {op: choose, filter: [unit, enemy]}]":                              false,
		"steps: [{op: damage, what: T, n: 1}, {op: if, if: [own-turn], steps: [{op: destroy, filter: [unit]}]}]": false,
	} {
		db := &DB{}
		if err := LoadBytes(db, "good.yaml", []byte(strings.Replace(good, "steps: [{op: damage, what: T, n: 1}]", edit, 1))); err != nil {
			t.Fatal(err)
		}
		d, _ := db.Lookup(Green, "U-1")
		if got := d.Texts[0].Targets[0].OneCard; got != want {
			t.Errorf("%s: OneCard = %v, want %v", edit, got, want)
		}
	}
	db := &DB{}
	two := strings.Replace(good, "filter: [unit, enemy]}]", "count: 2, filter: [unit, enemy]}]", 1)
	if err := LoadBytes(db, "good.yaml", []byte(two)); err != nil {
		t.Fatal(err)
	}
	if d, _ := db.Lookup(Green, "U-1"); d.Texts[0].Targets[0].OneCard {
		t.Error("a target of 2 cards is an effect that targets one card")
	}
	if r, err := ParseRule("no-target:enemy-one-card"); err != nil || !r.OneCard || !r.ByEnemy {
		t.Errorf("no-target:enemy-one-card = %+v, %v", r, err)
	}
}

// Each broken file fails with file:line and what is wrong, at the right line.
func TestLoadErrors(t *testing.T) {
	cases := []struct {
		name, edit, want string
	}{
		{"unknown keyword", "範囲兵器(3), 1枚制限/自軍", "good.yaml:9: unknown or unimplemented keyword \"ニュータイプ\""},
		{"unknown op", "op: damage", "good.yaml:14: unknown effect primitive \"explode\""},
		{"bad power", "power: 3/*/2", "good.yaml:7: a unit needs power like 3/1/3"},
		{"bad split power", "power: 3/*/2", "good.yaml:7: a split power needs its right side"},
		{"one-card misspelled", "op: damage, what: T, n: 1", "good.yaml:14: rule \"no-target:one-cards\": no-target takes no \"one-cards\""},
		{"blind by kind", "op: damage, what: T, n: 1", "good.yaml:14: a blind choice among a hand, Nation or Discard Pile cannot tell its face-down cards apart"},
		{"blind who", "op: damage, what: T, n: 1", "good.yaml:14: a blind choice takes a filter and n only"},
		{"who all", "op: damage, what: T, n: 1", "good.yaml:14: who: all is for discard-hand, reveal, look and shuffle"},
		{"who all reveal", "op: damage, what: T, n: 1", "good.yaml:14: who: all reveals a place of every player: write its zone"},
		{"unknown field", "terrain: [space]", "good.yaml:8: unknown field \"terain\""},
		{"unimplemented text", "    texts:", "good.yaml:10: the printed text is not implemented"},
		{"no source", "    source: test", "source"},
		{"designated over total", `cost: {designated: 1, total: "2"`, "designated power 3 is more than total power 2"},
		{"unknown filter", "filter: [unit, enemy]", "good.yaml:13: unknown filter word \"friendly\""},
		// GW adv. "卡片背面向外管理的场所": an effect on a card of a face-down
		// place (hand, Nation, Discard Pile) is on the place: no such card is
		// a target chosen when the text is used.
		{"target in hand", "filter: [unit, enemy]", "good.yaml:13: a target cannot be a card in the hand"},
		{"target in nation", "filter: [unit, enemy]", "good.yaml:13: a target cannot be a card in the hand, Nation or Discard Pile"},
		{"target in discard pile", "filter: [unit, enemy]", "good.yaml:13: a target cannot be a card in the hand, Nation or Discard Pile"},
		{"target names itself", "filter: [unit, enemy]", "good.yaml:13: a target's filter may name only an earlier target of the text, not T"},
	}
	repl := map[string]string{
		"unknown keyword":        "ニュータイプ",
		"unknown op":             "op: explode",
		"bad power":              "power: 3/2",
		"unknown field":          "terain: [space]",
		"unimplemented text":     "    textz:",
		"no source":              "    source: \"\"",
		"designated over total":  `cost: {designated: 3, total: "2"`,
		"unknown filter":         "filter: [unit, friendly]",
		"target in hand":         `filter: [unit, enemy, "in:hand"]`,
		"target in nation":       `filter: [unit, "in:nation"]`,
		"target in discard pile": `filter: [unit, "in:discard-pile"]`,
		"target names itself":    `filter: [unit, enemy, "same-squad:T"]`,
		"bad split power":        "power: 3/*/2 / 5/4",
		"who all":                "op: mill, n: 1, who: all",
		"who all reveal":         "op: reveal, who: all",
		"one-card misspelled":    "op: restrict, what: T, rule: \"no-target:one-cards\"",
		"blind by kind":          "op: choose, blind: true, filter: [unit, enemy, \"in:hand\"]",
		"blind who":              "op: choose, blind: true, who: enemy, filter: [enemy, \"in:hand\"]",
	}
	for _, c := range cases {
		src := strings.Replace(good, c.edit, repl[c.name], 1)
		if c.name == "unimplemented text" {
			// drop the texts block entirely
			i := strings.Index(good, "    texts:")
			j := strings.Index(good, "    source:")
			src = good[:i] + good[j:]
		}
		err := LoadBytes(&DB{}, "good.yaml", []byte(src))
		if err == nil {
			t.Errorf("%s: loaded without error", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q does not contain %q", c.name, err, c.want)
		}
	}
}

func TestParseKeyword(t *testing.T) {
	for in, want := range map[string]Keyword{
		"《(1)》範囲兵器(3)":    {Kind: AreaWeapon, X: 3, UseCost: 1},
		"プリベント(5)":        {Kind: Prevent, X: 5},
		"換装〔百式〕":          {Kind: Change, Arg: "百式"},
		"戦闘配備":            {Kind: BattleDeploy},
		"大気圏突入":           {Kind: AtmosphericEntry},
		"補給(2)":           {Kind: Resupply, X: 2},
		"支援":              {Kind: Support},
		"サポート":            {Kind: Support},
		"支援機":             {Kind: Support},
		"マルチプル":           {Kind: Multiple},
		"艦船用修正(+2/+1/±0)": {Kind: CruiserModifier, Mod: Modifier{2, 1, 0}},
		"艦船用修正（＋１／－１／＋３）": {Kind: CruiserModifier, Mod: Modifier{1, -1, 3}},
		"PS装甲":          {Kind: PSArmor},
		"PS装甲(3)":       {Kind: PSArmor, X: 3},
		"PS装甲（4）":       {Kind: PSArmor, X: 4},
		"バルチャー":         {Kind: Vulture},
		"回収":            {Kind: Vulture},
		"セット/キャラ":       {Kind: SetOnCharacter},
		"セット/キャラクター":    {Kind: SetOnCharacter},
		"セット/G":         {Kind: SetOnG},
		"セット/キャラ・G":     {Kind: SetOnCharacterG},
		"解体":            {Kind: Dismantle},
		"チーム>〔ガンダムチーム〕": {Kind: Team, Arg: "ガンダムチーム"},
		"チーム＞〔黒い三連星〕":   {Kind: Team, Arg: "黒い三連星"},
		"追加コスト>自軍G3枚を廃棄する":                         {Kind: AdditionalCost, Arg: "自軍G3枚を廃棄する"},
		"追加コスト＞自軍手札1枚を廃棄する":                        {Kind: AdditionalCost, Arg: "自軍手札1枚を廃棄する"},
		"追加コスト>自軍カード1枚を廃棄する":                       {Kind: AdditionalCost, Arg: "自軍カード1枚を廃棄する"},
		"代替コスト>合計国力-2:自軍手札1枚を廃棄する":                 {Kind: AlternativeCost, X: 2, Arg: "自軍手札1枚を廃棄する"},
		"代替コスト＞合計国力－３：自軍G２枚を廃棄する":                  {Kind: AlternativeCost, X: 3, Arg: "自軍G２枚を廃棄する"},
		"代替コスト>*:自軍G1枚を廃棄する":                       {Kind: AlternativeCost, Arg: "自軍G1枚を廃棄する"},
		"代替コスト>〔*〕:ジャンクヤード1つにある「踏み潰し」1枚をゲームから取り除く": {Kind: AlternativeCost, Arg: "ジャンクヤード1つにある「踏み潰し」1枚をゲームから取り除く"},
		"追加コスト>ジャンクヤード１つにある「ザク」２枚をゲームから取り除く":       {Kind: AdditionalCost, Arg: "ジャンクヤード１つにある「ザク」２枚をゲームから取り除く"},
	} {
		got, err := ParseKeyword(in)
		op := OpDiscardOwn
		if strings.Contains(in, "取り除く") {
			op = OpRemoveCost
		}
		if cost := got.Kind == AdditionalCost || got.Kind == AlternativeCost; cost != (got.Pay != nil) || cost && got.Pay.Op != op {
			t.Errorf("ParseKeyword(%q): the step paying A is %+v", in, got.Pay)
		}
		got.Pay = nil
		if err != nil || got != want {
			t.Errorf("ParseKeyword(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"範囲兵器", "クイック(2)", "ニュータイプ", "チーム〔ガンダムチーム〕",
		"補給", "大気圏突入(1)", "艦船用修正", "艦船用修正(2)", "艦長(+1/+1/+1)", "《(1)》補給(1)",
		"PS装甲(0)", "解体(1)", "《(1)》PS装甲", "セット/キャラ(1)",
		"追加コスト>", "代替コスト>", "追加コスト>本国を3回復する", "追加コスト>自軍G0枚を廃棄する",
		"代替コスト>自軍G1枚を廃棄する", "代替コスト>合計国力+1:自軍G1枚を廃棄する", "代替コスト>合計国力-0:自軍G1枚を廃棄する",
		"追加コスト>*:自軍G1枚を廃棄する"} {
		if _, err := ParseKeyword(bad); err == nil {
			t.Errorf("ParseKeyword(%q) accepted", bad)
		}
	}
}

const multipleCard = `cards:
  - number: U-2
    color: green
    name: 複数機
    kind: unit
    cost: {designated: 1, total: "2", resource: "0"}
    power: 3/1/2
    terrain: [space]
    keywords: [マルチプル]
    text_ja: マルチプル＞敵軍ユニット1枚に1ダメージ
    texts:
      - multiple: true
        targets: [{name: T, filter: [unit, enemy]}]
        steps: [{op: damage, what: T, n: 1}]
    source: test
`

// A multiple text (the A of マルチプル＞A) gets the keyword's timing and cost.
func TestMultipleText(t *testing.T) {
	db := &DB{}
	if err := LoadBytes(db, "m.yaml", []byte(multipleCard)); err != nil {
		t.Fatal(err)
	}
	d, _ := db.Lookup(Green, "U-2")
	if tx := d.Texts[0]; tx.Timing != (Timing{Period: BattlePhase}) || tx.Cost != (UseCost{Set: true, Per: true}) || !tx.Multiple {
		t.Errorf("multiple text = timing %v cost %v multiple %v", tx.Timing, tx.Cost, tx.Multiple)
	}
	// its own timing wins
	own := strings.Replace(multipleCard, "      - multiple: true\n", "      - multiple: true\n        timing: damage-step\n", 1)
	db = &DB{}
	if err := LoadBytes(db, "m.yaml", []byte(own)); err != nil {
		t.Fatal(err)
	}
	if d, _ := db.Lookup(Green, "U-2"); d.Texts[0].Timing != (Timing{Period: DamageStep}) {
		t.Errorf("timing = %q, want the text's own damage-step", d.Texts[0].Timing)
	}
	for name, c := range map[string]struct{ old, new, want string }{
		"no keyword": {"keywords: [マルチプル]", "keywords: []", "needs the keyword マルチプル"},
		"no text":    {"      - multiple: true\n", "      - timing: always\n", "マルチプル needs its text A"},
		"own cost":   {"      - multiple: true\n", "      - multiple: true\n        cost: (1)\n", "write no cost"},
		"automatic":  {"      - multiple: true\n", "      - multiple: true\n        auto: C\n        on: turn-end\n", "not automatic"},
	} {
		err := LoadBytes(&DB{}, "m.yaml", []byte(strings.Replace(multipleCard, c.old, c.new, 1)))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", name, err, c.want)
		}
	}
}

// 追加コスト>A and 代替コスト>B:A: a card with 追加コスト>A writes no
// additional_cost, and a card has one of each.
func TestCostKeywords(t *testing.T) {
	kw := "範囲兵器(3), 1枚制限/自軍"
	for _, c := range []struct{ keywords, extra, want string }{
		{"追加コスト>自軍G1枚を廃棄する, 代替コスト>合計国力-1:自軍手札1枚を廃棄する", "", ""},
		{"追加コスト>自軍G1枚を廃棄する", "        additional_cost: [{op: discard-own, n: 1, filter: [own, g]}]\n", "its additional cost is the keyword's A"},
		{"追加コスト>自軍G1枚を廃棄する, 追加コスト>自軍G2枚を廃棄する", "", "a card has one 追加コスト>"},
	} {
		src := strings.Replace(good, kw, c.keywords, 1)
		src = strings.Replace(src, "        targets:", c.extra+"        targets:", 1)
		err := LoadBytes(&DB{}, "good.yaml", []byte(src))
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: error %v, want %q", c.keywords, err, c.want)
		}
	}
}

// from: hand is an Auto B used text (GW adv. "自动B"): the card is marked
// FromHand; a text that triggers, targets or rolls (《R》) from the hand is a
// load error.
func TestFromHand(t *testing.T) {
	const src = `cards:
  - number: CH-1
    color: brown
    name: テスト
    kind: character
    cost: {designated: 1, total: "1", resource: "0"}
    modifier: +1/+0/+1
    texts:
      - auto: B
        from: hand
        timing: attack-step
        power: [1, 1]
        steps: [{op: enter-as, what: this, as: {kind: unit, name: 東方不敗, terrain: [space, earth], power: 4/0/4}}]
    source: test
`
	db := &DB{}
	if err := LoadBytes(db, "hand.yaml", []byte(src)); err != nil {
		t.Fatal(err)
	}
	d, _ := db.Lookup(Brown, "CH-1")
	if !d.FromHand || d.FromJunkyard || d.Texts[0].From != InHand || d.Texts[0].Used() {
		t.Errorf("FromHand %v, FromJunkyard %v, From %v, Used %v", d.FromHand, d.FromJunkyard, d.Texts[0].From, d.Texts[0].Used())
	}
	for name, edit := range map[string][2]string{
		"not auto B":  {"auto: B", "auto: A"},
		"no timing":   {"timing: attack-step", "on: turn-start"},
		"roll cost":   {"power: [1, 1]", "cost: R"},
		"with target": {"power: [1, 1]", "targets: [{name: T, filter: [unit]}]"},
	} {
		err := LoadBytes(&DB{}, "hand.yaml", []byte(strings.Replace(src, edit[0], edit[1], 1)))
		if err == nil || !strings.Contains(err.Error(), "hand.yaml:10: from: hand is an Auto B used text") {
			t.Errorf("%s: error %v", name, err)
		}
	}
}

// An X in 追加コスト>A or プリベント(X) is the X chosen for the play (GW adv.
// "变数"): the card needs one; a misspelled cost, a value X on another
// keyword and a wrong move-cost destination fail with file:line.
func TestXCostKeywords(t *testing.T) {
	kw := "範囲兵器(3), 1枚制限/自軍"
	const withX = "      - timing: damage-step\n        x: any\n"
	for _, c := range []struct {
		keywords string
		x        bool
		extra    string
		want     string
	}{
		{"追加コスト>手札X枚を本来の持ち主の本国の上か下に移す, プリベント(X)", true, "", ""},
		{"追加コスト>手札X枚を本来の持ち主の本国の上か下に移す", false, "", "good.yaml:9: 追加コスト> has X, and the card has none"},
		{"プリベント(X)", false, "", "good.yaml:9: プリベント has X, and the card has none"},
		{"範囲兵器(X)", true, "", "good.yaml:9: keyword \"範囲兵器(X)\": the value X is read only in プリベント(X)"},
		{"追加コスト>手札X枚を本来の持ち主の本国の上か下に移動する", true, "", "good.yaml:9: keyword \"追加コスト>手札X枚を本来の持ち主の本国の上か下に移動する\": the cost \"手札X枚を本来の持ち主の本国の上か下に移動する\" is not one the engine reads"},
		{kw, true, "        additional_cost: [{op: move-cost, n: X, filter: [\"in:hand\", own], to: nation-top-or-bottom}]\n", ""},
		{kw, true, "        additional_cost:\n          - {op: move-cost, n: X, filter: [\"in:hand\", own], to: nation-side}\n", "good.yaml:15: destination \"nation-side\": \"side\" is not a part of it here"},
		{kw, true, "        additional_cost:\n          - {op: move-cots, n: X, filter: [\"in:hand\", own], to: nation-top}\n", "good.yaml:15: unknown effect primitive \"move-cots\""},
	} {
		src := strings.Replace(good, kw, c.keywords, 1)
		if c.x {
			src = strings.Replace(src, "      - timing: damage-step\n", withX, 1)
		}
		src = strings.Replace(src, "        targets:", c.extra+"        targets:", 1)
		err := LoadBytes(&DB{}, "good.yaml", []byte(src))
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s %q: error %v, want %q", c.keywords, c.extra, err, c.want)
		}
	}
	db := &DB{}
	src := strings.Replace(strings.Replace(good, kw, "追加コスト>手札X枚を本来の持ち主の本国の上か下に移す, プリベント(X)", 1), "      - timing: damage-step\n", withX, 1)
	if err := LoadBytes(db, "good.yaml", []byte(src)); err != nil {
		t.Fatal(err)
	}
	d, _ := db.Lookup(Green, "U-1")
	pay := d.Keywords[0].CostSteps()
	if len(pay) != 1 || pay[0].Op != OpMoveCost || pay[0].N.Kind != NX || pay[0].To != (Dest{Place: PlaceNation, Pos: PosTopOrBottom}) || pay[0].Filter.Zones&InHand == 0 {
		t.Errorf("追加コスト>手札X枚を…上か下に移す reads as %+v", pay)
	}
	if k := d.Keywords[1]; k.Kind != Prevent || !k.XVar || k.String() != "Prevent(X)" {
		t.Errorf("プリベント(X) reads as %+v (%s)", k, k)
	}
}

// move with filter (「…以外の、全てのカード」, GW adv. "指定「所有的」为对象的效果")
// acts on what or on filter, to a place where the order of the cards does
// not matter; a misspelled word fails with file:line.
func TestMoveFilter(t *testing.T) {
	loadSteps(t, []stepLoad{
		{`steps: [{op: move, filter: [not g, "not is:T"], to: owner-hand}]`, ""},
		{`steps: [{op: move, filter: [unit, enemy], to: removed}]`, ""},
		{`steps: [{op: move, what: T, filter: [not g], to: owner-hand}]`, "good.yaml:14: move acts on what or on filter, not both"},
		{`steps: [{op: move, to: owner-hand}]`, "good.yaml:14: move needs what or filter"},
		{`steps: [{op: move, filter: [not g], to: nation-top}]`, "good.yaml:14: move with filter goes to owner-hand or removed, not \"nation-top\""},
		{`steps: [{op: move, filter: [not g, "not iz:T"], to: owner-hand}]`, "good.yaml:14: unknown filter word \"iz:T\""},
		{`steps: [{op: move, filtre: [not g], to: owner-hand}]`, "good.yaml:14: unknown field \"filtre\""},
		{`steps: [{op: move, filter: [not g], to: owner-hands}]`, "good.yaml:14: destination \"owner-hands\": \"hands\" is not a place"},
	})
}

// The roll cost 《[X]》 (cost "[N]" or "[X]", the roll-cost word), a target
// count X and enter-as into a battle area: written right they load; a
// misspelled word fails with file:line.
func TestRollCostLoad(t *testing.T) {
	const timing = "      - timing: damage-step\n"
	const targets = "        targets: [{name: T, filter: [unit, enemy]}]\n"
	for _, c := range []struct {
		insert, targets, want string
	}{
		{"        cost: \"[X]\"\n        x: any\n        x_max: 3\n", "        targets: [{name: T, count: X, filter: [g, enemy]}]\n", ""},
		{"        cost: \"[2]\"\n", targets, ""},
		{"        cost: \"[Y]\"\n", targets, "good.yaml:13: unknown roll cost \"[Y]\""},
		{"        cost: \"[0]\"\n", targets, "good.yaml:13: unknown roll cost \"[0]\""},
		{"        cost: \"[X]\"\n", targets, "good.yaml:13: the roll cost [X] needs the text's X"},
		{"        x: any\n", "        targets: [{name: T, count: Y, filter: [g, enemy]}]\n", "good.yaml:14: count is 1 to 20, X or {stat: S, of: T}, not \"Y\""},
		{"", "        targets: [{name: T, count: X, filter: [g, enemy]}]\n", "good.yaml:13: a target count X needs the text's X"},
		{"        additional_cost: [{op: roll-cots, n: 1, filter: [own, g]}]\n", targets, "good.yaml:13: unknown effect primitive \"roll-cots\""},
		{"        additional_cost: [{op: roll-cost, n: 1}]\n", targets, "good.yaml:13"},
	} {
		src := strings.Replace(good, timing, timing+c.insert, 1)
		src = strings.Replace(src, targets, c.targets, 1)
		err := LoadBytes(&DB{}, "good.yaml", []byte(src))
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%q %q: error %v, want %q", c.insert, c.targets, err, c.want)
		}
	}
	db := &DB{}
	src := strings.Replace(good, timing, timing+"        cost: \"[X]\"\n        x: any\n        x_max: 3\n", 1)
	src = strings.Replace(src, targets, "        targets: [{name: T, count: X, filter: [g, enemy]}]\n", 1)
	if err := LoadBytes(db, "good.yaml", []byte(src)); err != nil {
		t.Fatal(err)
	}
	d, _ := db.Lookup(Green, "U-1")
	tx := d.Texts[0]
	if r := tx.Cost.Cards; r == nil || r.Op != OpRollCost || r.N.Kind != NX || r.Filter == nil || tx.Cost.String() != "[X]" {
		t.Errorf("cost [X] reads as %+v (%s)", tx.Cost, tx.Cost)
	}
	if tg := tx.Targets[0]; tg.CountOf == nil || tg.CountOf.Kind != NX || !tg.Refers {
		t.Errorf("count X reads as %+v", tg)
	}
	// enter-as into a battle area; a misspelled destination fails
	step := func(to string) string {
		return strings.Replace(good, "        steps: [{op: damage, what: T, n: 1}]\n",
			"        steps: [{op: enter-as, what: this, to: "+to+", as: {kind: unit, terrain: [space, earth], power: 2/0/1}}]\n", 1)
	}
	if err := LoadBytes(&DB{}, "good.yaml", []byte(step("battle-area"))); err != nil {
		t.Errorf("enter-as to battle-area: %v", err)
	}
	if err := LoadBytes(&DB{}, "good.yaml", []byte(step("battle-areas"))); err == nil || !strings.Contains(err.Error(), "good.yaml:14:") {
		t.Errorf("enter-as to battle-areas: error %v, want good.yaml:14", err)
	}
}

// A filter naming a trait no card prints and no effect gives is a load
// error naming the card (a misspelling would make the filter match
// nothing); a trait printed in another file is fine.
func TestCheckTraits(t *testing.T) {
	pilot := `cards:
  - {number: T-CH1, color: blue, name: 少年, kind: character, cost: {designated: 1, total: "1", resource: "0"}, modifier: +1/+1/+1, traits: [NT, 男性], source: test}
`
	cmd := func(trait string) string {
		return `cards:
  - number: T-C1
    color: blue
    name: 感応
    kind: command
    cost: {designated: 1, total: "1", resource: "0"}
    texts:
      - timing: always
        targets: [{name: T, filter: [character, "trait:` + trait + `"]}]
        steps: [{op: destroy, what: T}]
    source: test
`
	}
	for _, tc := range []struct{ trait, want string }{
		{"NT", ""},
		{"NTT", `b.yaml:2: the filter trait "NTT" is printed on no card and given by no effect (misspelled?)`},
	} {
		fsys := fstest.MapFS{"d/a.yaml": {Data: []byte(pilot)}, "d/b.yaml": {Data: []byte(cmd(tc.trait))}}
		_, err := LoadFS(fsys, "d")
		if got := fmt.Sprint(err); tc.want == "" && err != nil || tc.want != "" && !strings.Contains(got, tc.want) {
			t.Errorf("trait %s: error %v, want %q", tc.trait, err, tc.want)
		}
	}
}

// A name a filter names must be written in the card's printed text when it
// has one (a misspelling would make the filter match nothing); it need not
// be a card of the database, and a card with no text_ja is not checked.
func TestCheckNames(t *testing.T) {
	cmd := func(textJA, name string) string {
		return `cards:
  - number: T-C1
    color: blue
    name: 呼応
    kind: command
    cost: {designated: 1, total: "1", resource: "0"}
` + textJA + `    texts:
      - timing: always
        targets: [{name: T, filter: [unit, "name-has:` + name + `"]}]
        steps: [{op: destroy, what: T}]
    source: test
`
	}
	const printed = "    text_ja: (常時):「名称:ガンダム」を持つユニット1枚を破壊する。\n"
	for _, tc := range []struct{ textJA, name, want string }{
		{printed, "ガンダム", ""},
		{printed, "ガンダ厶", `a.yaml:2: the name "ガンダ厶" is not in the card's printed text (text_ja): misspelled?`},
		{"", "ガンダ厶", ""},
	} {
		fsys := fstest.MapFS{"d/a.yaml": {Data: []byte(cmd(tc.textJA, tc.name))}}
		_, err := LoadFS(fsys, "d")
		if got := fmt.Sprint(err); tc.want == "" && err != nil || tc.want != "" && !strings.Contains(got, tc.want) {
			t.Errorf("name %s (text_ja %q): error %v, want %q", tc.name, tc.textJA, err, tc.want)
		}
	}
}
