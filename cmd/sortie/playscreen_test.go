package main

import (
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// A screen built from a hand-made Observation shows every part the brief
// asks for, and nothing of the opponent's hand but its count.
func TestWriteScreen(t *testing.T) {
	db, err := loadDB()
	if err != nil {
		t.Fatal(err)
	}
	face := func(number, color, name, kind string) *engine.CardFace {
		return &engine.CardFace{Number: number, Color: color, Name: name, Kind: kind}
	}
	g := engine.CardView{CardFace: face("基本G", "blue", "青基本G", "g")}
	gRolled := g
	gRolled.Rolled = true
	var pw engine.Power
	pw.ByColor[card.Blue], pw.Total = 3, 3
	o := engine.Observation{Viewer: 0, Turn: 5, Attacker: 1, Phase: "defense step", Decider: 0}
	o.Players[1] = engine.PlayerView{Nation: 30, DiscardPile: 4, HandCount: 5, Power: pw,
		Disposition: []engine.CardView{g, g, gRolled, {CardFace: face("O-8", "blue", "休息", "operation")}},
		Junkyard:    []engine.CardView{g, g, {CardFace: face("C-48", "blue", "戦慄のブルー", "command")}},
		Removed:     []engine.CardView{{CardFace: face("C-95", "blue", "抱擁", "command")}}}
	o.Players[0] = engine.PlayerView{Nation: 28, DiscardPile: 6, HandCount: 4,
		Hand: []engine.CardView{{CardFace: face("U-200", "green", "シャア専用ゲルググ", "unit")},
			{CardFace: face("U-400", "blue", "Zガンダム&百式", "unit")},
			{CardFace: face("C-74", "green", "ソロモンの亡霊", "command")},
			{CardFace: face("基本G", "green", "緑基本G", "g")}}}
	o.Areas[engine.Space] = engine.AreaView{Engaged: true, Squads: [2][]engine.CardView{
		{
			{CardFace: face("U-70", "green", "パーフェクト・ジオング", "unit"), Power: "3/2/4", Rolled: true, Damage: 2, Coins: "+1/+1/+1",
				Set: []engine.CardView{{CardFace: face("CH-8", "green", "ララァ・スン", "character")}}},
			{CardFace: face("U-195", "green", "リック・ドム(アナベル・ガトー機)", "unit"), Power: "2/1/3", Destroyed: true, Damage: 3},
		},
		{{CardFace: face("U-118", "blue", "ジェガン(ケーラ・スゥ機)", "unit"), Power: "2/1/3"}},
	}}
	o.Cut = []engine.CutView{{Player: 1, What: "played 戦慄のブルー [C-48]"}}
	lines := screenLines(db, o, 0, 80, false)
	// lines wrap at 80 columns (TestFlow), dropping the " · " at a break:
	// the content is checked unwrapped, separators read as spaces
	var flat []string
	for _, l := range lines {
		if strings.HasPrefix(l, "  ") && !strings.HasPrefix(l, "  disposition") && len(flat) > 0 {
			flat[len(flat)-1] += " " + strings.TrimSpace(l)
			continue
		}
		flat = append(flat, l)
	}
	got := strings.Join(flat, "\n")
	for _, w := range []string{
		"== turn 5 · P2 (AI) attacks · defense step · P1 (you) decides",
		// the Junkyard summarized as its count and top card
		"P2 (AI): Nation 30 · Discard Pile 4 · Hand 5 · Power 3 (blue 3) · Junkyard 3 (top 戦慄のブルー [C-48]) · Removed 1 (top 抱擁 [C-95])",
		// basic G counted, then the other cards
		"  disposition: 青基本G ×3 (1 rolled) · 休息 [O-8] operation",
		// only the area that holds squads; head first, opponent first
		"space area, engaged: P2 (AI): 1. ジェガン(ケーラ・スゥ機) [U-118] 2/1/3 · P1 (you): 1. パーフェクト・ジオング [U-70] 3/2/4 " +
			"rolled dmg 2 coins +1/+1/+1 +ララァ・スン [CH-8] · 2. リック・ドム(アナベル・ガトー機) [U-195] 2/1/3 dmg 3 DESTROYED",
		"P1 (you): Nation 28 · Discard Pile 6 · Hand 4 · Power 0 · Junkyard 0",
		"  disposition: -",
		// the hand numbered, each card with kind, power and cost
		"hand: 1 シャア専用ゲルググ [U-200] 3/1/3 (green 2 of 4, R1) · 2 Zガンダム&百式 [U-400] 5/2/4 (blue 2 of 5, R2) · " +
			"3 ソロモンの亡霊 [C-74] command (green 2 of 4) · 4 緑基本G [基本G] G",
		"cut (newest resolves first): 1. P2: played 戦慄のブルー [C-48]",
	} {
		if !strings.Contains(strings.ReplaceAll(got, " · ", " "), strings.ReplaceAll(w, " · ", " ")) {
			t.Errorf("screen lacks %q:\n%s", w, got)
		}
	}
	for _, l := range lines {
		if w := displayWidth(l); w > 80 {
			t.Errorf("%d columns: %q", w, l)
		}
	}
	for _, no := range []string{"earth area", "fighting arena"} {
		if strings.Contains(got, no) {
			t.Errorf("the empty %s is shown", no)
		}
	}
	if strings.Count(got, "hand:") != 1 {
		t.Errorf("want one hand listed (the viewer's)")
	}
	short := strings.Join(screenLines(db, o, 0, 80, true), "\n")
	// 6 + 26 + 3 + 24 columns, then " · 3 ソロモンの亡霊 [C-74]" (24) would pass 80
	if !strings.Contains(short, "\nhand: 1 シャア専用ゲルググ [U-200] · 2 Zガンダム&百式 [U-400]\n  3 ソロモンの亡霊 [C-74] · 4 緑基本G [基本G]\n") {
		t.Errorf("the short hand:\n%s", short)
	}
}

// flow fills lines up to the width (a Japanese character is two columns)
// and indents continuations.
func TestFlow(t *testing.T) {
	got := flow("x: ", []string{"aaaa", "bbbb", "ザクザク", "c"}, " · ", 16, 2)
	// "x: aaaa · bbbb" is 14 columns; " · ザクザク" would make 25
	want := []string{"x: aaaa · bbbb", "  ザクザク · c"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("flow = %q, want %q", got, want)
	}
}

// menuLines puts short choices side by side and a long one alone, its
// continuation indented.
func TestMenuLines(t *testing.T) {
	got := menuLines([]string{"1. pass", "2. play A", "3. sortie aaaa bbbb cccc dddd", "4. no sortie"}, 24)
	// "1. pass   2. play A" is 19 columns; choice 3 (29) is wrapped at 21
	want := []string{"1. pass   2. play A", "3. sortie aaaa bbbb", "   cccc dddd", "4. no sortie"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("menuLines = %q, want %q", got, want)
	}
}
