package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// runCards runs "sortie cards args..." and returns its lines.
func runCards(t *testing.T, args ...string) ([]string, error) {
	t.Helper()
	var out bytes.Buffer
	cmd := cardsCmd()
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	cmd.SetArgs(args)
	cmd.SetOut(&out)
	err := cmd.Execute()
	return strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n"), err
}

func TestCardsListsTheWholeDatabase(t *testing.T) {
	db, err := loadDB()
	if err != nil {
		t.Fatal(err)
	}
	lines, err := runCards(t)
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != len(db.Defs)+1 {
		t.Fatalf("%d lines for %d cards (+ header)", len(lines), len(db.Defs))
	}
	if !strings.HasPrefix(lines[0], "COLOR") {
		t.Errorf("no header: %q", lines[0])
	}
	for i, d := range db.Defs {
		l := lines[i+1]
		if !strings.Contains(l, d.Number) || !strings.Contains(l, d.Name) || !strings.Contains(l, d.NameEN) {
			t.Errorf("line %q lacks %s %s %s", l, d.Number, d.Name, d.NameEN)
		}
	}
}

func TestCardsLine(t *testing.T) {
	lines, err := runCards(t, "U-202")
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Fields(lines[1])
	want := "green U-202 unit green 2 6 2 4/5/6 space+earth Prevent(5), AreaWeapon(4), SpecialShield(3) ビグ・ザム / Big Zam"
	if got := strings.Join(f, " "); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	lines, _ = runCards(t, "CH-68")
	if got := strings.Join(strings.Fields(lines[1]), " "); got != "green CH-68 character (set on a unit) green 1 2 0 +2/+1/+2 - Quick シャア・アズナブル / Char Aznable" {
		t.Errorf("character line: %q", got)
	}
}

func TestCardsQuery(t *testing.T) {
	for _, tc := range []struct {
		q        string
		has, not []string
	}{
		{"u-20", []string{"U-200", "U-202"}, []string{"U-39"}},          // number
		{"ゲルググ", []string{"U-39", "U-200"}, []string{"U-70"}},           // Japanese name
		{"char", []string{"CH-2", "U-39"}, []string{"U-70"}},            // English names, any case
		{"BLUE", []string{"U-321", "CH-41"}, []string{"U-200"}},         // color
		{"operation", []string{"O-64", "O-4"}, []string{"C-48"}},        // kind
		{"prevent", []string{"U-200", "C-74"}, []string{"U-39"}},        // keyword (English)
		{"サイコミュ", []string{"U-70", "U-271"}, []string{"U-202"}},         // keyword (Japanese)
		{"basic", []string{"緑基本G", "青基本G"}, []string{"U-10 "}},          // basic G
		{"areaweapon(4)", []string{"U-202"}, []string{"U-75", "U-10 "}}, // keyword with value
	} {
		lines, err := runCards(t, tc.q)
		if err != nil {
			t.Errorf("cards %q: %v", tc.q, err)
			continue
		}
		all := strings.Join(lines[1:], "\n") + "\n"
		for _, h := range tc.has {
			if !strings.Contains(all, h) {
				t.Errorf("cards %q lacks %s:\n%s", tc.q, h, all)
			}
		}
		for _, n := range tc.not {
			if strings.Contains(all, n) {
				t.Errorf("cards %q lists %s:\n%s", tc.q, n, all)
			}
		}
	}
}

func TestCardsNoMatch(t *testing.T) {
	_, err := runCards(t, "no such card")
	if err == nil || exitCode(err) != 1 {
		t.Errorf("err = %v, want exit code 1", err)
	}
}

func TestDisplayWidth(t *testing.T) {
	for s, w := range map[string]int{"U-10": 4, "基本G": 5, "ビグ・ザム": 10, "±0": 2} {
		if got := displayWidth(s); got != w {
			t.Errorf("displayWidth(%q) = %d, want %d", s, got, w)
		}
	}
}

// cardsText runs "sortie cards args..." and returns its whole output.
func cardsText(t *testing.T, args ...string) string {
	t.Helper()
	lines, err := runCards(t, args...)
	if err != nil {
		t.Fatalf("cards %v: %v", args, err)
	}
	return strings.Join(lines, "\n") + "\n"
}

// unwrap joins wrapped lines and drops every space, to look for a text that
// may have been wrapped anywhere.
func unwrap(s string) string { return strings.Join(strings.Fields(s), "") }

func TestCardsText(t *testing.T) {
	out := cardsText(t, "--text", "U-202")
	for _, w := range []string{
		"green  U-202   unit",
		"\n    printed text: (自動A):このカードが攻撃に出撃している状態で、",
		"\n    text: (auto A) attacking with no own units but itself and units of original melee *: its Area\n",
		"\n    keyword プリベント(5) (Prevent(5)): (auto B) an enemy command that targets this card needs X\n",
		"\n    keyword 範囲兵器(4) (AreaWeapon(4)): (damage step) 《(0)》 destroy every enemy unit engaged\n",
		"\n    keyword 特殊シールド(3) (SpecialShield(3)): (battle phase) 《(0)》",
	} {
		if !strings.Contains(out, w) {
			t.Errorf("cards --text U-202 lacks %q:\n%s", w, out)
		}
	}
	if !strings.Contains(unwrap(out), "このカードの「範囲兵器」の対象は、全てのユニットに変更される。") {
		t.Errorf("the printed text is cut:\n%s", out)
	}
	// -v is --text; without it no text is printed.
	if v := cardsText(t, "-v", "U-202"); v != out {
		t.Errorf("-v differs from --text:\n%s", v)
	}
	if plain := cardsText(t, "U-202"); strings.Contains(plain, "printed text") || strings.Count(plain, "\n") != 2 {
		t.Errorf("cards without --text prints texts:\n%s", plain)
	}

	// Several printed texts, labels, a keyword with a use cost, 換装〔A〕.
	out = cardsText(t, "--text", "blue")
	for _, w := range []string{
		"    printed text:\n      (自動D):このカードの部隊が敵軍本国に戦闘ダメージを与えた場合、自軍本国を5回復する。\n      (自動D):",
		"    text 1: its squad dealt battle damage to the enemy Nation: recover 5\n    text 2: its squad dealt battle damage to an enemy squad: draw 2\n",
		"    keyword 1枚制限/自軍 (RestrictTo1Own): (auto B) this card cannot be played or put into play\n",
		"    keyword 戦闘配備 (BattleDeploy): (auto B) enters standing when played\n",
		"    keyword 換装〔Zガンダム〕 (Change[Zガンダム]): (auto B) in the enemy attack step, you may swap\n      this card from your hand with your unit named Zガンダム;",
		"    keyword クイック (Quick): (auto B) this card can be played in any free timing",
	} {
		if !strings.Contains(out, w) {
			t.Errorf("cards --text blue lacks %q:\n%s", w, out)
		}
	}
	out = cardsText(t, "--text", "U-10")
	if !strings.Contains(out, "keyword 《(1)》範囲兵器(3) ([(1)]AreaWeapon(3)): (damage step) 《(1)》 destroy") {
		t.Errorf("the use cost of 《(1)》範囲兵器(3) is not shown:\n%s", out)
	}
}

// Every card's whole printed text, every label and every keyword is in
// cards --text, and no line is wider than the wrap width.
func TestCardsTextComplete(t *testing.T) {
	db, err := loadDB()
	if err != nil {
		t.Fatal(err)
	}
	out := cardsText(t, "--text")
	all := unwrap(out)
	for _, d := range db.Defs {
		for _, seg := range strings.Split(d.TextJA, "。/") {
			if !strings.Contains(all, unwrap(seg)) {
				t.Errorf("%s: printed text %q missing", d.Key(), seg)
			}
		}
		for _, tx := range d.Texts {
			for _, l := range append([]string{tx.Label}, modeLabels(tx)...) {
				if !strings.Contains(all, unwrap(l)) {
					t.Errorf("%s: label %q missing", d.Key(), l)
				}
			}
		}
		for _, k := range d.Keywords {
			if !strings.Contains(all, unwrap(keywordLabel(k)+": "+keywordExplain(k))) {
				t.Errorf("%s: keyword %s missing", d.Key(), k)
			}
		}
	}
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "    ") && displayWidth(l) > cardTextWidth {
			t.Errorf("line wider than %d cells: %q", cardTextWidth, l)
		}
	}
}

func modeLabels(tx card.Text) []string {
	var ls []string
	for _, m := range tx.Modes {
		ls = append(ls, m.Label)
	}
	return ls
}

// Every keyword the engine implements has an explanation and its source;
// 戦闘配備's comes from gelgoog-war, the others from the rulebook.
func TestKeywordHelpsCoverEveryKeyword(t *testing.T) {
	n := 0
	for k := card.KeywordKind(1); k.String() != ""; k++ {
		n++
		h, ok := keywordHelps[k]
		if !ok || h.explain == "" || h.source == "" {
			t.Errorf("%s (%s) has no explanation or source", k, k.Japanese())
		}
	}
	if n != len(keywordHelps) || n < 19 {
		t.Errorf("%d keywords, %d explanations", n, len(keywordHelps))
	}
	if h := keywordHelps[card.BattleDeploy]; h.explain != "(auto B) enters standing when played" || h.source != "gelgoog-war U-G81" {
		t.Errorf("戦闘配備: %+v", h)
	}
	for k, h := range keywordHelps {
		if k != card.BattleDeploy && !strings.HasPrefix(h.source, `GW adv. "特殊效果" `) {
			t.Errorf("%s: source %q is not the rulebook's 特殊效果", k, h.source)
		}
	}
}

// A keyword is shown as printed, then in English.
func TestKeywordLabel(t *testing.T) {
	for printed, want := range map[string]string{
		"1枚制限/自軍":      "1枚制限/自軍 (RestrictTo1Own)",
		"戦闘配備":         "戦闘配備 (BattleDeploy)",
		"換装〔Zガンダム〕":    "換装〔Zガンダム〕 (Change[Zガンダム])",
		"範囲兵器(3)":      "範囲兵器(3) (AreaWeapon(3))",
		"《(1)》範囲兵器(3)": "《(1)》範囲兵器(3) ([(1)]AreaWeapon(3))",
		"プリベント(5)":     "プリベント(5) (Prevent(5))",
		"クイック":         "クイック (Quick)",
		"PS装甲":         "PS装甲 (PSArmor)",
		"PS装甲(3)":      "PS装甲(3) (PSArmor(3))",
		"セット/キャラ・G":    "セット/キャラ・G (SetOnCharacterG)",
		"回収":           "バルチャー (Vulture)",
		"追加コスト>自軍G3枚を廃棄する":         "追加コスト>自軍G3枚を廃棄する (AdditionalCost[自軍G3枚を廃棄する])",
		"代替コスト>合計国力-2:自軍手札1枚を廃棄する": "代替コスト>合計国力-2:自軍手札1枚を廃棄する (AlternativeCost(total-2)[自軍手札1枚を廃棄する])",
	} {
		k, err := card.ParseKeyword(printed)
		if err != nil {
			t.Fatal(err)
		}
		if got := keywordLabel(k); got != want {
			t.Errorf("keywordLabel(%s) = %q, want %q", printed, got, want)
		}
	}
}

func TestKindText(t *testing.T) {
	db, err := loadDB()
	if err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]string{
		"green CH-68": "character (set on a unit)",
		"green O-64":  "operation (set on a unit)",
		"blue O-4":    "operation",
		"blue C-48":   "command",
		"green U-202": "unit",
		"green 基本G":   "basic G (green)",
		"blue 基本G":    "basic G (blue)",
	} {
		c, num, _ := strings.Cut(key, " ")
		col, _ := card.ParseColor(c)
		d, ok := db.Lookup(col, num)
		if !ok {
			t.Fatalf("no card %s", key)
		}
		if got := kindText(d); got != want {
			t.Errorf("kindText(%s) = %q, want %q", key, got, want)
		}
	}
}

func TestWrapCells(t *testing.T) {
	s := "keyword 範囲兵器(4) (AreaWeapon(4)): destroy every enemy unit engaged with this card。、ここまで"
	for _, width := range []int{10, 17, 30, 200} {
		lines := wrapCells(s, width)
		if got := strings.Join(lines, ""); unwrap(got) != unwrap(s) {
			t.Errorf("width %d: %q lost text", width, lines)
		}
		for _, l := range lines {
			if displayWidth(l) > width && strings.ContainsRune(l, ' ') {
				t.Errorf("width %d: %q is too wide", width, l)
			}
			if strings.HasPrefix(l, "。") || strings.HasPrefix(l, "、") || strings.HasPrefix(l, " ") {
				t.Errorf("width %d: line %q starts badly", width, l)
			}
		}
		for _, w := range []string{"(AreaWeapon(4)):", "destroy", "engaged"} {
			if !strings.Contains(strings.Join(lines, "\n"), w) {
				t.Errorf("width %d: the word %s is split: %q", width, w, lines)
			}
		}
	}
}
