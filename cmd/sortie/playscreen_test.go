package main

import (
	"bytes"
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
	g := engine.CardView{Number: "基本G", Color: "blue", Name: "青基本G", Kind: "g"}
	gRolled := g
	gRolled.Rolled = true
	var pw engine.Power
	pw.ByColor[card.Blue], pw.Total = 3, 3
	o := engine.Observation{Viewer: 0, Turn: 5, Attacker: 1, Phase: "defense step", Decider: 0}
	o.Players[1] = engine.PlayerView{Nation: 30, DiscardPile: 4, HandCount: 5, Power: pw,
		Disposition: []engine.CardView{g, g, gRolled, {Number: "O-8", Color: "blue", Name: "休息", Kind: "operation"}},
		Junkyard:    []engine.CardView{g, g, {Number: "C-48", Color: "blue", Name: "戦慄のブルー", Kind: "command"}},
		Removed:     []engine.CardView{{Number: "C-95", Color: "blue", Name: "抱擁", Kind: "command"}}}
	o.Players[0] = engine.PlayerView{Nation: 28, DiscardPile: 6, HandCount: 4,
		Hand: []engine.CardView{{Number: "U-200", Color: "green", Name: "シャア専用ゲルググ", Kind: "unit"},
			{Number: "U-400", Color: "blue", Name: "Zガンダム&百式", Kind: "unit"},
			{Number: "C-74", Color: "green", Name: "ソロモンの亡霊", Kind: "command"},
			{Number: "基本G", Color: "green", Name: "緑基本G", Kind: "g"}}}
	o.Areas[engine.Space] = engine.AreaView{Engaged: true, Squads: [2][]engine.CardView{
		{
			{Number: "U-70", Color: "green", Name: "パーフェクト・ジオング", Kind: "unit", Power: "3/2/4", Rolled: true, Damage: 2, Coins: "+1/+1/+1",
				Set: []engine.CardView{{Number: "CH-8", Color: "green", Name: "ララァ・スン", Kind: "character"}}},
			{Number: "U-195", Color: "green", Name: "リック・ドム(アナベル・ガトー機)", Kind: "unit", Power: "2/1/3", Destroyed: true, Damage: 3},
		},
		{{Number: "U-118", Color: "blue", Name: "ジェガン(ケーラ・スゥ機)", Kind: "unit", Power: "2/1/3"}},
	}}
	o.Cut = []engine.CutView{{Player: 1, What: "played 戦慄のブルー [C-48]"}}
	var b bytes.Buffer
	writeScreen(&b, db, o, 0)
	got := b.String()
	for _, w := range []string{
		"turn 5 · attacker P2 (AI) · defense step · deciding: P1 (you)",
		"--- P2 (AI): Nation 30 · Discard Pile 4 · Hand 5 · Nation Power 3 (blue 3)",
		"青基本G [基本G] (basic G (blue), standing) ×2",
		"青基本G [基本G] (basic G (blue), rolled)",
		"Junkyard (top last) (3): 青基本G [基本G] ×2; 戦慄のブルー [C-48];",
		"Removed (1): 抱擁 [C-95];",
		"space area (ENGAGED):",
		"head パーフェクト・ジオング [U-70] (green unit, 3/2/4, rolled, damage 2, coins +1/+1/+1)",
		"+ set: ララァ・スン [CH-8] (green character, standing)",
		"2.   リック・ドム(アナベル・ガトー機) [U-195] (green unit, 2/1/3, standing, damage 3, DESTROYED)",
		"earth area (not engaged):",
		"--- P1 (you): Nation 28 · Discard Pile 6 · Hand 4 · Nation Power 0",
		"シャア専用ゲルググ [U-200] Char's Gelgoog · green unit · cost green 2, total 4, resource 1 · 3/1/3 · space+earth\n" +
			"        keywords: プリベント(4) (Prevent(4))\n" +
			"        text: ",
		// Below each hand card its keywords as printed and in English, and the
		// English label of each text (each mode of a modal command).
		"    Zガンダム&百式 [U-400] Zeta Gundam & Hyaku Shiki · blue unit · cost blue 2, total 5, resource 2 · 5/2/4 · space+earth\n" +
			"        keywords: 1枚制限/自軍 (RestrictTo1Own), 戦闘配備 (BattleDeploy), 範囲兵器(3) (AreaWeapon(3)), 換装〔Zガンダム〕 (Change[Zガンダム]), 換装〔百式〕 (Change[百式])\n" +
			"        text: its squad dealt battle damage to the enemy Nation: recover 5\n" +
			"        text: its squad dealt battle damage to an enemy squad: draw 2\n",
		"    ソロモンの亡霊 [C-74] · green command · cost green 2, total 4, resource 0\n" +
			"        keywords: プリベント(3) (Prevent(3))\n" +
			"        text: mode 1: (damage step) 3 damage to two enemy units in one battle area\n" +
			"        text: mode 2: (damage step) 5 damage to an enemy unit in a battle area\n",
		"    緑基本G [基本G] Green basic G · basic G (green) · no cost\n",
		"--- cut in progress (resolves newest first):\n  1. P2 (AI): played 戦慄のブルー [C-48]",
	} {
		if !strings.Contains(got, w) {
			t.Errorf("screen lacks %q:\n%s", w, got)
		}
	}
	// The opponent's squad is listed first, and the head before position 2.
	if i, j := strings.Index(got, "[U-118]"), strings.Index(got, "[U-70]"); i > j {
		t.Errorf("the viewer's squad comes before the opponent's")
	}
	if strings.Count(got, "Hand:") != 1 {
		t.Errorf("want one hand listed (the viewer's)")
	}
}

func TestCountAndRunLines(t *testing.T) {
	got := countLines([][]string{{"a"}, {"b", "  + set: c"}, {"a"}, {"b", "  + set: c"}, {"a"}})
	want := []string{"a ×3", "b", "  + set: c", "b", "  + set: c"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("countLines = %q, want %q", got, want)
	}
	if got := strings.Join(runLines([]string{"a", "a", "b", "a"}), "|"); got != "a ×2|b|a" {
		t.Errorf("runLines = %q", got)
	}
}
