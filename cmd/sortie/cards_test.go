package main

import (
	"bytes"
	"strings"
	"testing"
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
	if got := strings.Join(strings.Fields(lines[1]), " "); got != "green CH-68 character(unit) green 1 2 0 +2/+1/+2 - Quick シャア・アズナブル / Char Aznable" {
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
