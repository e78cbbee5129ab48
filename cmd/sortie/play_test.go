package main

import (
	"bufio"
	"bytes"
	"io"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sortie-tcg/sortie/card"
)

// promptRe finds the menu size in the prompt "choice (1-N, h for help)> ".
var promptRe = regexp.MustCompile(`choice \(1-(\d+), h for help\)> $`)

// drive runs sortie play with args through the cobra command, stdin and
// stdout being pipes, and answers each prompt with answer(n, screen), n the
// number of choices offered and screen the output since the last answer,
// until the command ends. After limit answers it answers q.
func drive(t *testing.T, args []string, limit int, answer func(n int, screen string) string) (string, error) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	cmd := playCmd()
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	cmd.SetArgs(args)
	cmd.SetIn(inR)
	cmd.SetOut(outW)
	done := make(chan error, 1)
	go func() {
		err := cmd.Execute()
		outW.Close()
		done <- err
	}()
	var all bytes.Buffer
	r := bufio.NewReader(outR)
	var line []byte
	last := 0 // where the output since the last answer starts
	for answers := 0; ; {
		b, err := r.ReadByte()
		if err != nil {
			break
		}
		all.WriteByte(b)
		if b == '\n' {
			line = line[:0]
			continue
		}
		line = append(line, b)
		if b != ' ' || !bytes.HasSuffix(line, []byte("> ")) {
			continue
		}
		m := promptRe.FindSubmatch(line)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(string(m[1]))
		ans := "q"
		if answers < limit {
			ans = answer(n, all.String()[last:])
		}
		last = all.Len()
		answers++
		if _, err := io.WriteString(inW, ans+"\n"); err != nil {
			t.Fatalf("writing answer: %v", err)
		}
	}
	inW.Close()
	select {
	case err := <-done:
		return all.String(), err
	case <-time.After(2 * time.Minute):
		t.Fatal("sortie play did not end")
	}
	return "", nil
}

// repeatReader returns line over and over: stdin for "always answer 1".
type repeatReader struct{ line []byte }

func (r repeatReader) Read(p []byte) (int, error) {
	n := 0
	for n+len(r.line) <= len(p) {
		n += copy(p[n:], r.line)
	}
	return n, nil
}

// runPlayCmd runs sortie play with args, stdin read from in.
func runPlayCmd(t *testing.T, in io.Reader, args ...string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	cmd := playCmd()
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	cmd.SetArgs(args)
	cmd.SetIn(in)
	cmd.SetOut(&out)
	err := cmd.Execute()
	return out.String(), err
}

func TestPlayAlwaysFirstChoiceReachesGameOver(t *testing.T) {
	out, err := runPlayCmd(t, repeatReader{[]byte("1\n")}, "--seed", "7")
	if err != nil {
		t.Fatalf("play: %v\n%s", err, tail(out))
	}
	if !strings.Contains(out, "game over") || !strings.Contains(out, "=== game over after") {
		t.Fatalf("no game over in the output:\n%s", tail(out))
	}
}

// With no screen height (output not a terminal) every event line is shown:
// an event that wraps must not push earlier ones out (found by a new user
// piping a game, seed 3).
func TestPlayPipedShowsEveryEvent(t *testing.T) {
	out, err := runPlayCmd(t, repeatReader{[]byte("1\n")}, "--seed", "3", "--width", "60")
	if err != nil {
		t.Fatalf("play: %v\n%s", err, tail(out))
	}
	if strings.Contains(out, "earlier line(s): type log") {
		t.Fatalf("piped output dropped event lines:\n%s", tail(out))
	}
}

func TestPlayStrategyReachesGameOver(t *testing.T) {
	// A small strategy: mostly the last choice (play cards, use texts,
	// declare the sortie), sometimes the first (pass, keep).
	for _, seed := range []string{"1", "2", "3"} {
		t.Run("seed"+seed, func(t *testing.T) {
			s, _ := strconv.ParseUint(seed, 10, 64)
			rng := rand.New(rand.NewPCG(s, 99))
			out, err := drive(t, []string{"--seed", seed, "--deck", "blue", "--opponent", "green"}, 100000, func(n int, _ string) string {
				if rng.IntN(4) == 0 {
					return "1"
				}
				return strconv.Itoa(n)
			})
			if err != nil {
				t.Fatalf("play: %v\n%s", err, tail(out))
			}
			if testing.Verbose() {
				t.Log(tail(out))
			}
			if !strings.Contains(out, "=== game over after") {
				t.Fatalf("no game over in the output:\n%s", tail(out))
			}
			if !strings.Contains(out, "play ") || !regexp.MustCompile(`\n  disposition: [^-\n]`).MatchString(out) {
				t.Errorf("the strategy never played a card:\n%s", tail(out))
			}
		})
	}
}

func TestPlayRejectsBadChoices(t *testing.T) {
	in := strings.NewReader("0\n99\nabc\n\n1\nq\n")
	out, err := runPlayCmd(t, in, "--seed", "3", "--first", "1")
	if err != nil {
		t.Fatalf("play: %v\n%s", err, out)
	}
	want := []string{
		"P1: keep or redeal the opening hand",
		"there is no choice 0: type a number from 1 to ",
		"there is no choice 99: type a number from 1 to ",
		`"abc" is not a number`,
		"type a number from 1 to ",
		"P1 keeps a hand of 6", // the fifth line, 1, is taken: the game goes on
		"P2 keeps a hand of",   // greedy redeals B once without 2–4 G
		"=== turn 1: P1 attacks ===",
		"You quit on turn 1.",
	}
	at := 0
	for _, w := range want {
		i := strings.Index(out[at:], w)
		if i < 0 {
			t.Fatalf("missing (in order) %q in:\n%s", w, out)
		}
		at += i + len(w)
	}
	// Nothing happened between the bad answers: one screen before "keeps".
	before := out[:strings.Index(out, "P1 keeps")]
	if n := strings.Count(before, "\n== turn "); n != 1 {
		t.Errorf("%d screens before the first legal answer, want 1", n)
	}
}

func TestPlayInputEndsEarly(t *testing.T) {
	out, err := runPlayCmd(t, strings.NewReader("1\n"), "--seed", "3", "--first", "1")
	if err == nil || !strings.Contains(err.Error(), "input ended") {
		t.Fatalf("err = %v, want input ended\n%s", err, tail(out))
	}
	if exitCode(err) == 0 {
		t.Errorf("exit code 0 for an unfinished game")
	}
}

func TestPlayHidesTheOpponentsCards(t *testing.T) {
	out, err := runPlayCmd(t, repeatReader{[]byte("1\n")}, "--seed", "11", "--first", "2")
	if err != nil {
		t.Fatalf("play: %v", err)
	}
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "P2 draws ") && !strings.HasPrefix(l, "P2 draws a card") {
			t.Errorf("the AI's draw is shown: %q", l)
		}
	}
	if strings.Count(out, "\nhand: ") != strings.Count(out, "\n== turn ") {
		t.Errorf("want exactly one hand (yours) per screen")
	}
}

func TestPlaySameSeedSameGame(t *testing.T) {
	second := func(n int, _ string) string { return strconv.Itoa(min(2, n)) }
	a, err1 := drive(t, []string{"--seed", "21"}, 100000, second)
	b, err2 := drive(t, []string{"--seed", "21"}, 100000, second)
	if err1 != nil || err2 != nil {
		t.Fatalf("play: %v, %v", err1, err2)
	}
	if a != b {
		t.Errorf("two games with seed 21 and the same answers differ")
	}
}

func TestPlayFlags(t *testing.T) {
	for _, args := range [][]string{
		{"--first", "3"},
		{"--first", "0"},
		{"--deck", "no-such-deck"},
		{"--opponent", "no-such-deck"},
		{"extra-arg"},
	} {
		if _, err := runPlayCmd(t, strings.NewReader(""), args...); err == nil {
			t.Errorf("play %v: no error", args)
		}
	}
}

// The sortie plan is not in the Observation: the screen lists the units
// already added to it. The strategy adds every unit it can to the sortie and
// otherwise takes the last choice (play a card, use a text).
func TestPlayShowsTheSortiePlanSoFar(t *testing.T) {
	shown := 0
	for seed := 1; seed <= 10; seed++ {
		planned := ""
		_, err := drive(t, []string{"--seed", strconv.Itoa(seed), "--ai", "random", "--deck", "blue"}, 100000, func(n int, screen string) string {
			asked := strings.Contains(screen, "P1: choose units to sortie")
			// The same sortie question again: nothing happened in between
			// (the plan is declared at once when nothing else can join it).
			if planned != "" && asked && !strings.Contains(screen, " sorties ") && !strings.Contains(screen, "\n=== turn") {
				if !strings.Contains(strings.ReplaceAll(screen, "\n  ", " "), "(so far: "+planned) {
					t.Fatalf("seed %d: the plan %q is not shown:\n%s", seed, planned, screen)
				}
				shown++
			} else {
				planned = ""
			}
			if asked && strings.Contains(screen, "\n1. sortie ") {
				menu := strings.ReplaceAll(screen, "\n   ", " ") // a long choice goes on indented
				i := strings.Index(menu, "\n1. ") + len("\n1. ")
				item, _, _ := strings.Cut(menu[i:], "\n")
				item, _, _ = strings.Cut(item, "   ") // the next choice on the line
				if planned != "" {
					planned += "; "
				}
				planned += item
				return "1"
			}
			if strings.Contains(screen, ". cancel the planned sortie") {
				return strconv.Itoa(n - 1) // declare it (the last choice cancels it)
			}
			return strconv.Itoa(n)
		})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	if shown == 0 {
		t.Error("no game had a sortie of two units: the test checked nothing")
	}
}

// tail is the end of a long output, for failure messages.
func tail(s string) string {
	if len(s) > 4000 {
		return "…" + s[len(s)-4000:]
	}
	return s
}

// wantInOrder fails unless each of want is in out, in order.
func wantInOrder(t *testing.T, out string, want ...string) {
	t.Helper()
	at := 0
	for _, w := range want {
		i := strings.Index(out[at:], w)
		if i < 0 {
			t.Fatalf("missing (in order) %q in:\n%s", w, tail(out[at:]))
		}
		at += i + len(w)
	}
}

// i N, ?N and i NUMBER print a card's texts and ask again; nothing is
// played meanwhile.
func TestPlayInfoCommand(t *testing.T) {
	in := strings.NewReader("i 1\n1\ni 2\n？２\ni u-202\ni U-999\ni\ni 99\nid\nq\n")
	out, err := runPlayCmd(t, in, "--seed", "3", "--first", "1", "--deck", "blue")
	if err != nil {
		t.Fatalf("play: %v\n%s", err, tail(out))
	}
	wantInOrder(t, out,
		"h for help)> choice 1 (keep this hand) names no card\n",
		"P1 keeps a hand of 6",
		"2. play 青基本G [基本G]",
		// i 2 and ？２ (full width): the card of choice 2
		"> 青基本G [基本G] Blue basic G · basic G (blue) · no cost\n  printed text: -\n",
		"> 青基本G [基本G] Blue basic G · basic G (blue) · no cost\n  printed text: -\n",
		// a card by its number (here one not on the screen)
		"> ビグ・ザム [U-202] Big Zam · green unit · cost green 2, total 6, resource 2 · 4/5/6 · space+earth\n"+
			"  printed text: (自動A):このカードが攻撃に出撃している状態で、",
		"  keyword 範囲兵器(4) (AreaWeapon(4)): (damage step) 《(0)》 destroy every enemy unit engaged with\n",
		`> no card numbered or named "U-999"`,
		// 3 basic G in hand: one choice plays one of them
		"> i N prints the text of the card of choice N (1-2)",
		"> there is no choice 99: i N takes a choice from 1 to 2\n",
		`> "id" is not a number: type a number from 1 to 2, or h for the commands (i, why, power, log, q)`,
		"You quit on turn 1.",
	)
	// One screen for the opening hand, one for the disposition phase.
	if n := strings.Count(out, "\n== turn "); n != 2 {
		t.Errorf("%d screens, want 2: an info request changed the game", n)
	}
}

// A card shown on the screen is found by its number: a hand card.
func TestPlayInfoByShownNumber(t *testing.T) {
	out, err := runPlayCmd(t, strings.NewReader("i CH-17\nq\n"), "--seed", "3", "--first", "1", "--deck", "blue")
	if err != nil {
		t.Fatalf("play: %v", err)
	}
	wantInOrder(t, out,
		"アムロ・レイ [CH-17] +2/+2/+2 (blue 1 of 4)",
		"> アムロ・レイ [CH-17] Amuro Ray · blue character (set on a unit) · cost blue 1, total 4, resource 0 · +2/+2/+2\n"+
			"  printed text: (自動A):このカードは交戦中ではない場合、-1/-1/±0を得る。\n"+
			"  text: (auto A) -1/-1/±0 while not engaged\n",
	)
}

// A part of a number or name finds the cards that hold it: up to
// maxInfoCards in full, more a line each.
func TestPlayInfoByPartOfName(t *testing.T) {
	out, err := runPlayCmd(t, strings.NewReader("i ビグザ\ni ム\nq\n"), "--seed", "3", "--first", "1")
	if err != nil {
		t.Fatalf("play: %v", err)
	}
	wantInOrder(t, out,
		// the three ビグ・ザム of the database, in full
		"> ビグ・ザム [U-10] Big Zam · green unit",
		"  keyword 《(1)》範囲兵器(3)",
		"ビグ・ザム [U-75] Big Zam",
		"ビグ・ザム [U-202] Big Zam",
		"  keyword プリベント(5)",
		// more than 3 cards hold ム (10 today): a line each, no texts
		" cards hold \"ム\" in their number or name; i takes one of these:\n  ガンダム(ラストシューティング) [U-321]",
		"You quit",
	)
	if strings.Count(out, "printed text:") != 3 {
		t.Errorf("%d texts printed, want the 3 ビグ・ザム's", strings.Count(out, "printed text:"))
	}
}

// A line longer than any buffer is refused like any other non-number, and
// the game goes on.
func TestPlayVeryLongLine(t *testing.T) {
	long := strings.Repeat("1", 200000)
	out, err := runPlayCmd(t, strings.NewReader(long+"\n1\nq\n"), "--seed", "3", "--first", "1")
	if err != nil {
		t.Fatalf("play: %v\n%s", err, tail(out))
	}
	wantInOrder(t, out, `"`+strings.Repeat("1", 40)+`"… is not a number: type a number from 1 to 2`, "P1 keeps a hand of 6", "You quit on turn 1.")
	if len(out) > 100000 {
		t.Errorf("the long line is echoed: %d bytes of output", len(out))
	}
	// The same line as the last one, without a line end.
	out, err = runPlayCmd(t, strings.NewReader(long), "--seed", "3", "--first", "1")
	if err == nil || !strings.Contains(err.Error(), "input ended") {
		t.Fatalf("err = %v, want input ended", err)
	}
	if !strings.Contains(out, "is not a number") {
		t.Errorf("the last long line is not refused:\n%s", tail(out))
	}
}

// Full-width digits, letters and spaces, as a Japanese input method types
// them, are read as ASCII.
func TestPlayFullWidthInput(t *testing.T) {
	out, err := runPlayCmd(t, strings.NewReader("　１　\nｑ\n"), "--seed", "3", "--first", "1")
	if err != nil {
		t.Fatalf("play: %v\n%s", err, tail(out))
	}
	wantInOrder(t, out, "P1 keeps a hand of 6", "You quit on turn 1.")
	if strings.Contains(out, "is not a number") {
		t.Errorf("full-width input refused:\n%s", tail(out))
	}
}

func TestReadLine(t *testing.T) {
	long := strings.Repeat("x", 3*maxLine)
	r := bufio.NewReaderSize(strings.NewReader("1\r\n"+long+"\n\n"+strings.Repeat("y", maxLine)+"\nlast"), 16)
	for _, want := range []struct {
		line string
		long bool
	}{{"1\r", false}, {long[:maxLine], true}, {"", false}, {strings.Repeat("y", maxLine), false}, {"last", false}} {
		line, isLong, err := readLine(r)
		if err != nil || line != want.line || isLong != want.long {
			t.Fatalf("readLine = %.20q (%d bytes), %v, %v; want %.20q, %v", line, len(line), isLong, err, want.line, want.long)
		}
	}
	if _, _, err := readLine(r); err != io.EOF {
		t.Errorf("at the end: err = %v, want EOF", err)
	}
}

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{"１２": "12", "　３　": " 3 ", "ｑ": "q", "？１": "?1", "ｉ　Ｕ－２０２": "i U-202", "12": "12", "ビグ・ザム": "ビグ・ザム"} {
		if got := normalize(in); got != want {
			t.Errorf("normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestInfoArg(t *testing.T) {
	for in, want := range map[string]string{"i 3": "3", "i3": "3", "I 3": "3", "?3": "3", "? 3": "3", "info 3": "3", "i U-202": "U-202", "i": "", "?": "", "i  基本G ": "基本G"} {
		if got, ok := infoArg(in); !ok || got != want {
			t.Errorf("infoArg(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"3", "id", "iu-202", "q", "x?"} {
		if _, ok := infoArg(in); ok {
			t.Errorf("infoArg(%q) is an info request", in)
		}
	}
}

// A keyword used from the menu is written as printed and in English.
func TestKeywordUseText(t *testing.T) {
	db, err := loadDB()
	if err != nil {
		t.Fatal(err)
	}
	d, _ := db.Lookup(card.Green, "U-202")
	for desc, want := range map[string]string{
		"use ビグ・ザム [U-202]: AreaWeapon(4)":     "use ビグ・ザム [U-202]: 範囲兵器(4) (AreaWeapon(4))",
		"use ビグ・ザム [U-202]: SpecialShield(3)":  "use ビグ・ザム [U-202]: 特殊シールド(3) (SpecialShield(3))",
		"use ビグ・ザム [U-202]: (damage step) etc": "use ビグ・ザム [U-202]: (damage step) etc",
	} {
		if got := keywordUseText(desc, d); got != want {
			t.Errorf("keywordUseText(%q) = %q, want %q", desc, got, want)
		}
	}
	if got := keywordUseText("pass", nil); got != "pass" {
		t.Errorf("keywordUseText without a card = %q", got)
	}
}
