// Package deckfile reads deck lists and checks them against the deck rules
// (GW basic "游戏的必要条件"; GW adv. "1枚制限/卡组").
//
// A deck file is text, one entry per line:
//
//	# comment
//	3 green U-200 シャア専用ゲルググ
//	21 green 基本G
//
// COUNT COLOR NUMBER, then optionally the card's name, which must match.
package deckfile

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/internal/input"
	"github.com/sortie-tcg/sortie/ruleset"
)

// Entry is one line of a deck list.
type Entry struct {
	Line  int
	Count int
	Def   *card.Def
}

// Deck is a parsed deck list.
type Deck struct {
	Name    string
	Entries []Entry
}

// Problem is one thing wrong with a deck, at a line (0: the whole deck).
type Problem struct {
	File string
	Line int
	Msg  string
}

func (p Problem) String() string {
	if p.Line == 0 {
		return fmt.Sprintf("%s: %s", p.File, p.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", p.File, p.Line, p.Msg)
}

// Parse reads a deck list. Lines it cannot read (bad count, unknown card,
// wrong name) are returned as problems, one per distinct problem at its first
// line (the same unknown card on many lines is one problem), at most
// maxProblems of them; the deck holds the lines it could read. A list longer
// than input.MaxDeckBytes is one problem and is not read.
func Parse(file string, b []byte, db *card.DB) (*Deck, []Problem) {
	d := &Deck{Name: file}
	var ie *input.Error
	if err := input.CheckSize(file, b, input.MaxDeckBytes, "deck list"); errors.As(err, &ie) {
		return d, []Problem{{File: file, Line: ie.Line, Msg: ie.Msg}}
	}
	var probs lineProblems
	b = bytes.TrimPrefix(b, []byte("\ufeff")) // a UTF-8 byte order mark is not part of line 1
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, maxLine)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if i := strings.Index(line, "#"); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 3 {
			probs = append(probs, Problem{file, n, fmt.Sprintf("want \"COUNT COLOR NUMBER [name]\", got %q", line)})
			continue
		}
		cnt, err := strconv.Atoi(f[0])
		if err != nil || cnt <= 0 || cnt > maxCount {
			probs = append(probs, Problem{file, n, fmt.Sprintf("bad count %q (a whole number from 1 to %d)", f[0], maxCount)})
			continue
		}
		col, err := card.ParseColor(f[1])
		if err != nil {
			probs = append(probs, Problem{file, n, err.Error()})
			continue
		}
		def, ok := db.Lookup(col, f[2])
		if !ok {
			probs = append(probs, Problem{file, n, fmt.Sprintf("unknown card %s %s (not in the card database)", f[1], f[2])})
			continue
		}
		if len(f) > 3 {
			name := strings.Join(f[3:], " ")
			if name != def.Name && name != def.NameEN {
				probs = append(probs, Problem{file, n, fmt.Sprintf("%s %s is %s, not %s", f[1], f[2], def.Name, name)})
				continue
			}
		}
		d.Entries = append(d.Entries, Entry{Line: n, Count: cnt, Def: def})
	}
	if err := sc.Err(); err != nil {
		probs = append(probs, Problem{file, n + 1, fmt.Sprintf("cannot read the line: %v (lines are at most %d bytes)", err, maxLine)})
	}
	return d, probs.merged()
}

// maxProblems bounds the problems Parse reports.
const maxProblems = 50

// lineProblems are the problems of a deck list's lines, in line order.
type lineProblems []Problem

// merged keeps the first line of each distinct message, saying on how many
// more lines it recurs, and at most maxProblems of them.
func (ps lineProblems) merged() []Problem {
	var out []Problem
	at := map[string]int{}
	more := map[string]int{}
	for _, p := range ps {
		if _, ok := at[p.Msg]; ok {
			more[p.Msg]++
			continue
		}
		at[p.Msg] = len(out)
		out = append(out, p)
	}
	for i := range out {
		if k := more[out[i].Msg]; k > 0 {
			out[i].Msg += fmt.Sprintf(" (also on %d more line(s))", k)
		}
	}
	if len(out) > maxProblems {
		last := out[maxProblems-1]
		out = append(out[:maxProblems-1], Problem{File: last.File, Line: last.Line,
			Msg: fmt.Sprintf("%d more problems from here on (not shown: fix the ones above first)", len(out)-maxProblems+1)})
	}
	return out
}

// maxCount bounds one line's count: no deck holds more cards than this.
const maxCount = 999

// maxLine bounds the length of one line of a deck file, in bytes.
const maxLine = 4 << 10

// Check applies the deck rules of rs and returns every problem, each at the
// line that breaks the rule (GW basic "游戏的必要条件" 1–4; GW adv. "1枚制限/卡组",
// "可在卡组中放入3枚以上").
func Check(file string, d *Deck, rs *ruleset.Ruleset) []Problem {
	var probs []Problem
	total, special := 0, 0
	byName := map[string]int{}
	restricted := map[string]bool{} // names with a 1枚制限/デッキ card so far
	for _, e := range d.Entries {
		total += e.Count
		if e.Def.Kind == card.G {
			if !e.Def.Basic {
				special += e.Count
				if special > rs.MaxSpecialG {
					probs = append(probs, Problem{file, e.Line, fmt.Sprintf("%d special G so far: at most %d (GW basic \"游戏的必要条件\" 4)", special, rs.MaxSpecialG)})
				}
			}
			continue
		}
		name := e.Def.DeckName()
		if e.Def.DeckAnyCopies() {
			// GW adv. "可在卡组中放入3枚以上": 此卡在放入卡组时，不包括在「同一名称的卡片在卡组中不能超过3枚」的限制中
			continue
		}
		byName[name] += e.Count
		if byName[name] > rs.MaxCopies {
			probs = append(probs, Problem{file, e.Line, fmt.Sprintf("%d cards named %s: at most %d of one name (GW basic \"游戏的必要条件\" 2)", byName[name], e.Def.Name, rs.MaxCopies)})
		}
		if _, ok := e.Def.HasKeyword(card.RestrictTo1Deck); ok {
			restricted[name] = true
		}
		if restricted[name] && byName[name] > 1 {
			// 此卡和与此卡同一名称的卡片不能放入同一个卡组中: a card of its name
			// listed before or after it
			probs = append(probs, Problem{file, e.Line, fmt.Sprintf("%d cards named %s, one with 1枚制限/デッキ: one card of its name per deck (GW adv. \"1枚制限/卡组\")", byName[name], e.Def.Name)})
		}
	}
	if total != rs.DeckSize {
		probs = append(probs, Problem{file, 0, fmt.Sprintf("%d cards: a deck has exactly %d (GW basic \"游戏的必要条件\" 1)", total, rs.DeckSize)})
	}
	sort.SliceStable(probs, func(i, j int) bool { return probs[i].Line < probs[j].Line })
	return probs
}

// Cards expands the deck into one definition per card, in list order.
func (d *Deck) Cards() []*card.Def {
	var out []*card.Def
	for _, e := range d.Entries {
		for i := 0; i < e.Count; i++ {
			out = append(out, e.Def)
		}
	}
	return out
}
