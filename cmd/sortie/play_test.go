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
)

// promptRe finds the menu size in the prompt "choice (1-N, q to quit)> ".
var promptRe = regexp.MustCompile(`choice \(1-(\d+), q to quit\)> $`)

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
			if !strings.Contains(out, "play ") || !strings.Contains(out, "Disposition area:\n    ") {
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
	if n := strings.Count(before, "======== turn"); n != 1 {
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
	if strings.Count(out, "  Hand:") != strings.Count(out, "======== turn") {
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
				if !strings.Contains(screen, "(so far: "+planned) {
					t.Fatalf("seed %d: the plan %q is not shown:\n%s", seed, planned, screen)
				}
				shown++
			} else {
				planned = ""
			}
			if asked && strings.Contains(screen, "\n  1. sortie ") {
				i := strings.Index(screen, "\n  1. ") + len("\n  1. ")
				if planned != "" {
					planned += "; "
				}
				planned += screen[i : i+strings.Index(screen[i:], "\n")]
				return "1"
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
