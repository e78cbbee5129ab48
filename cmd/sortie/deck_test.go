package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runDeckCheck runs "sortie deck check args...".
func runDeckCheck(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	cmd := deckCmd()
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	cmd.SetArgs(append([]string{"check"}, args...))
	cmd.SetOut(&out)
	err := cmd.Execute()
	return out.String(), err
}

func TestDeckCheckEmbeddedDecksAreLegal(t *testing.T) {
	for _, name := range []string{"green", "blue"} {
		out, err := runDeckCheck(t, name)
		if err != nil {
			t.Errorf("deck check %s: %v\n%s", name, err, out)
		}
		if want := "decks/" + name + ".deck: legal deck (50 cards)\n"; out != want {
			t.Errorf("deck check %s printed %q, want %q", name, out, want)
		}
	}
}

func TestDeckCheckBrokenDeck(t *testing.T) {
	const deck = `# a broken deck
3 green U-200 シャア専用ゲルググ
1 green U-39
x green U-10
2 green U-999
2 green U-70 ガンダム
3 green C-74
3 green C-133
2 green 基本G
37 green 基本G
`
	path := filepath.Join(t.TempDir(), "broken.deck")
	if err := os.WriteFile(path, []byte(deck), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := runDeckCheck(t, path)
	if err == nil || exitCode(err) == 0 {
		t.Fatalf("a broken deck passed: err %v\n%s", err, out)
	}
	want := []string{
		path + `:3: 4 cards named シャア専用ゲルググ: at most 3 of one name (GW basic "游戏的必要条件" 2)`,
		path + `:4: bad count "x" (a whole number from 1 to 999)`,
		path + ":5: unknown card green U-999 (not in the card database)",
		path + ":6: green U-70 is パーフェクト・ジオング, not ガンダム",
		path + `: 49 cards: a deck has exactly 50 (GW basic "游戏的必要条件" 1)`,
		path + ": note: the lines above could not be read; the rules were checked on the other lines only",
	}
	if got := strings.Split(strings.TrimSuffix(out, "\n"), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("deck check printed:\n%s\nwant:\n%s", out, strings.Join(want, "\n"))
	}
}

func TestDeckCheckSeveralDecks(t *testing.T) {
	path := filepath.Join(t.TempDir(), "short.deck")
	if err := os.WriteFile(path, []byte("49 green 基本G\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := runDeckCheck(t, "green", path)
	if err == nil || !strings.Contains(err.Error(), "1 of 2 deck(s) illegal") {
		t.Errorf("err = %v, want 1 of 2 illegal", err)
	}
	if !strings.Contains(out, "decks/green.deck: legal deck (50 cards)") || !strings.Contains(out, path+": 49 cards") {
		t.Errorf("output:\n%s", out)
	}
}

func TestDeckCheckMissingFile(t *testing.T) {
	if _, err := runDeckCheck(t, filepath.Join(t.TempDir(), "none.deck")); err == nil {
		t.Error("no error for a missing file")
	}
	if _, err := runDeckCheck(t); err == nil {
		t.Error("no error without a file")
	}
}
