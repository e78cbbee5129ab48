// Package rulescov generates docs/rules-coverage.md: every heading of the
// Gundam War rulebook and every rule of the Rise comprehensive rules
// 706–803 (docs/rules/), each with the code that cites it, the scenarios and
// tests that test it, or the reason it is not implemented (docs/rules/notes.txt).
// Citations are found in the source, so the document cannot drift from the
// code and the scenarios' source: lines.
package rulescov

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// Row is one heading or rule with what covers it.
type Row struct {
	Section string
	Key     string   // the heading, or "Rise 716.1e"
	Words   string   // Rise: the rule's first words
	Code    []string // source files citing it
	Tests   []string // scenario and test files citing it
	Note    string   // from notes.txt: "status: why"
}

// The statuses of a row (Row.Status). A row without a note that a scenario
// or test cites is implemented; one only code cites is implemented but
// untested; a note names any other status, "partial" for a rule the code
// cites but does not implement whole.
const (
	Implemented    = "implemented"
	Untested       = "implemented (untested)"
	Partial        = "partial"
	NotImplemented = "not implemented"
	NotApplicable  = "not applicable"
	Physical       = "physical"
	Same           = "same"
	ByParts        = "by its parts"
)

// noteStatuses are the statuses a note of notes.txt may start with.
var noteStatuses = []string{Partial, NotImplemented, NotApplicable, Physical, Same}

// Status is the row's status: the note's ("partial: why" is Partial),
// Implemented for a row with no note that a scenario or test cites, Untested
// for one only code cites; "" for a row with neither.
func (r *Row) Status() string {
	if r.Note == "covered by its parts" {
		return ByParts
	}
	if st, _, ok := strings.Cut(r.Note, ":"); ok && slices.Contains(noteStatuses, st) {
		return st
	}
	if len(r.Tests) > 0 {
		return Implemented
	}
	if len(r.Code) > 0 {
		return Untested
	}
	return ""
}

// Report is the whole coverage.
type Report struct {
	Rows      []Row
	Uncovered []string // keys with no citation and no note
}

type heading struct {
	section, key string
	aliases      []string
}

// Build reads the heading lists and the notes under root/docs/rules and the
// citations in root's source, scenarios and tests.
func Build(root string) (*Report, error) {
	gw, err := readHeadings(filepath.Join(root, "docs/rules/gw-headings.txt"))
	if err != nil {
		return nil, err
	}
	rise, err := readRise(filepath.Join(root, "docs/rules/rise-rules.txt"))
	if err != nil {
		return nil, err
	}
	notes, err := readNotes(filepath.Join(root, "docs/rules/notes.txt"))
	if err != nil {
		return nil, err
	}
	files, err := sources(root)
	if err != nil {
		return nil, err
	}
	rep := &Report{}
	known := map[string]bool{}
	for _, h := range gw {
		known[h.key] = true
		r := Row{Section: h.section, Key: h.key, Note: notes[h.key]}
		pats := citePatterns(h)
		for _, f := range files {
			for _, p := range pats {
				if strings.Contains(f.text, p) {
					r.add(f)
					break
				}
			}
		}
		rep.add(r)
	}
	cites := map[string][]*source{}
	for _, f := range files {
		for _, n := range riseCitations(f.text) {
			cites[n] = append(cites[n], f)
		}
	}
	for _, ru := range rise {
		key := "Rise " + ru.key
		known[key] = true
		r := Row{Section: ru.section, Key: key, Words: ru.words, Note: notes[key]}
		for _, f := range cites[ru.key] {
			r.add(f)
		}
		rep.add(r)
	}
	for k := range notes {
		if !known[k] {
			return nil, fmt.Errorf("docs/rules/notes.txt: %q is no heading or rule of the lists", k)
		}
	}
	rep.coverParents()
	for _, r := range rep.Rows {
		if !r.covered() {
			rep.Uncovered = append(rep.Uncovered, r.Key)
		}
	}
	return rep, nil
}

// citePatterns lists the strings that cite heading h: the heading or an
// alias in quotes (plain or escaped in a Go string); a heading the rulebook
// has twice, keyed "X（基本）" or "X（进阶）", is cited as GW basic "X" or
// GW adv. "X".
func citePatterns(h heading) []string {
	var out []string
	for _, k := range append([]string{h.key}, h.aliases...) {
		out = append(out, `"`+k+`"`, `\"`+k+`\"`)
	}
	if base, ok := strings.CutSuffix(h.key, "（基本）"); ok {
		out = append(out, `basic "`+base+`"`, `basic \"`+base+`\"`)
	}
	if base, ok := strings.CutSuffix(h.key, "（进阶）"); ok {
		out = append(out, `adv. "`+base+`"`, `adv. \"`+base+`\"`)
	}
	return out
}

func (rep *Report) add(r Row) {
	sort.Strings(r.Code)
	sort.Strings(r.Tests)
	rep.Rows = append(rep.Rows, r)
}

func (r *Row) covered() bool { return len(r.Code)+len(r.Tests) > 0 || r.Note != "" }

// coverParents gives a Rise rule with parts ("706" with "706.1", "707.1"
// with "707.1a") that is not cited itself the note "by its parts" when
// every part is covered: such a rule is a section title or the lead-in of
// its parts.
func (rep *Report) coverParents() {
	for i := len(rep.Rows) - 1; i >= 0; i-- {
		r := &rep.Rows[i]
		if !strings.HasPrefix(r.Key, "Rise ") || r.covered() {
			continue
		}
		parts, all := 0, true
		for j := range rep.Rows {
			if isPart(r.Key, rep.Rows[j].Key) {
				parts++
				all = all && rep.Rows[j].covered()
			}
		}
		if parts > 0 && all {
			r.Note = "covered by its parts"
		}
	}
}

// isPart reports whether Rise rule key is a part of rule parent: "Rise 706.1"
// of "Rise 706", "Rise 707.1a" of "Rise 707.1".
func isPart(parent, key string) bool {
	rest, ok := strings.CutPrefix(key, parent)
	if !ok || rest == "" {
		return false
	}
	if strings.Contains(parent, ".") {
		return len(rest) == 1 && rest[0] >= 'a' && rest[0] <= 'z'
	}
	return rest[0] == '.' && !strings.ContainsAny(rest[1:], "abcdefghijklmnopqrstuvwxyz")
}

func (r *Row) add(f *source) {
	if f.test {
		if !contains(r.Tests, f.path) {
			r.Tests = append(r.Tests, f.path)
		}
	} else if !contains(r.Code, f.path) {
		r.Code = append(r.Code, f.path)
	}
}

func contains(s []string, x string) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}

type source struct {
	path, text string
	test       bool
}

// sources reads the Go files of the rules (card, engine, ruleset, deckfile) and every
// test: Go tests and scenarios.
func sources(root string) ([]*source, error) {
	var out []*source
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		if d.IsDir() {
			if rel != "." && strings.HasPrefix(d.Name(), ".") || rel == "docs" || rel == "rulescov" || rel == "golden" {
				return filepath.SkipDir
			}
			return nil
		}
		isGo, isYAML := strings.HasSuffix(p, ".go"), strings.HasSuffix(p, ".yaml")
		test := strings.HasSuffix(p, "_test.go") || isYAML && strings.HasPrefix(rel, "scenarios"+string(filepath.Separator))
		rules := isGo && (strings.HasPrefix(rel, "engine") || strings.HasPrefix(rel, "card"+string(filepath.Separator)) || strings.HasPrefix(rel, "ruleset") || strings.HasPrefix(rel, "deckfile"))
		if !test && !rules {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		out = append(out, &source{path: filepath.ToSlash(rel), text: string(b), test: test})
		return nil
	})
	return out, err
}

var (
	riseRe  = regexp.MustCompile(`Rise (\d{3}(?:\.\d+[a-z]?)?(?:\s*(?:,|–|-|and)\s*\d{3}(?:\.\d+[a-z]?)?)*)`)
	riseNum = regexp.MustCompile(`\d{3}(?:\.\d+[a-z]?)?|–|-`)
)

// riseCitations lists the Rise rules text cites: "Rise 716.1e", a list
// "Rise 707.3, 709.2d", a range "Rise 719.1–719.3" (each rule of it) or
// "Rise 716–717" (both sections).
func riseCitations(text string) []string {
	var out []string
	for _, m := range riseRe.FindAllStringSubmatch(text, -1) {
		toks := riseNum.FindAllString(m[1], -1)
		for i := 0; i < len(toks); i++ {
			t := toks[i]
			if t != "–" && t != "-" {
				out = append(out, t)
				continue
			}
			if i == 0 || i+1 >= len(toks) {
				continue
			}
			a, b := toks[i-1], toks[i+1]
			ai, bi := strings.LastIndex(a, "."), strings.LastIndex(b, ".")
			if ai >= 0 && bi >= 0 && a[:ai] == b[:bi] {
				var from, to int
				fmt.Sscanf(a[ai+1:], "%d", &from)
				fmt.Sscanf(b[bi+1:], "%d", &to)
				for k := from + 1; k < to && k < from+20; k++ {
					out = append(out, fmt.Sprintf("%s.%d", a[:ai], k))
				}
			}
		}
	}
	return out
}

func lines(file string) ([]string, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out, nil
}

func readHeadings(file string) ([]heading, error) {
	ls, err := lines(file)
	if err != nil {
		return nil, err
	}
	var out []heading
	for i, l := range ls {
		f := strings.Split(l, "|")
		if len(f) != 3 {
			return nil, fmt.Errorf("%s: line %d: want SECTION | HEADING | ALIASES", file, i+1)
		}
		h := heading{section: strings.TrimSpace(f[0]), key: strings.TrimSpace(f[1])}
		for _, a := range strings.Split(f[2], ",") {
			if a = strings.TrimSpace(a); a != "" {
				h.aliases = append(h.aliases, a)
			}
		}
		out = append(out, h)
	}
	return out, nil
}

type rule struct{ section, key, words string }

func readRise(file string) ([]rule, error) {
	ls, err := lines(file)
	if err != nil {
		return nil, err
	}
	var out []rule
	sec := ""
	for i, l := range ls {
		n, w, ok := strings.Cut(l, "|")
		if !ok {
			return nil, fmt.Errorf("%s: line %d: want NUMBER | WORDS", file, i+1)
		}
		n, w = strings.TrimSpace(n), strings.TrimSpace(w)
		if !strings.Contains(n, ".") {
			sec = "Rise " + n + " " + w
		}
		out = append(out, rule{section: sec, key: n, words: w})
	}
	return out, nil
}

func readNotes(file string) (map[string]string, error) {
	ls, err := lines(file)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for i, l := range ls {
		k, v, ok := strings.Cut(l, "|")
		if !ok {
			return nil, fmt.Errorf("%s: line %d: want KEY | NOTE", file, i+1)
		}
		v = strings.TrimSpace(v)
		if st, _, _ := strings.Cut(v, ":"); !slices.Contains(noteStatuses, st) {
			return nil, fmt.Errorf("%s: line %d: a note starts with a status (%s) and a colon, not %q", file, i+1, strings.Join(noteStatuses, ", "), st)
		}
		out[strings.TrimSpace(k)] = v
	}
	return out, nil
}

// Markdown renders the report.
func (rep *Report) Markdown() string {
	var b strings.Builder
	count := map[string]int{}
	for i := range rep.Rows {
		count[rep.Rows[i].Status()]++
	}
	fmt.Fprintf(&b, "# Rules coverage\n\n")
	fmt.Fprintf(&b, "Every heading of the Gundam War rulebook v1.3 (basic and advanced, the\n")
	fmt.Fprintf(&b, "seed's Chinese headings: `docs/rules/gw-headings.txt`) and every rule of the\n")
	fmt.Fprintf(&b, "Rise comprehensive rules 706–803 (`docs/rules/rise-rules.txt`), with the\n")
	fmt.Fprintf(&b, "code that cites it (`GW adv. \"heading\"`, `Rise 716.1e` in comments and\n")
	fmt.Fprintf(&b, "messages), the scenarios and Go tests that cite it, and a note\n")
	fmt.Fprintf(&b, "(`docs/rules/notes.txt`) where it is partial, done differently, or not\n")
	fmt.Fprintf(&b, "implemented and why. The status: implemented (a scenario or test cites it,\n")
	fmt.Fprintf(&b, "no note), implemented (untested): only code cites it, partial (cited,\n")
	fmt.Fprintf(&b, "but a part is not implemented: the note says which), by its parts (a Rise\n")
	fmt.Fprintf(&b, "rule whose parts are covered), or the note's (not implemented, not\n")
	fmt.Fprintf(&b, "applicable, physical, same). Generated: `go test ./rulescov -update`; the test\n")
	fmt.Fprintf(&b, "fails when this file is stale or a row has neither a citation nor a note.\n\n")
	fmt.Fprintf(&b, "%d rows:", len(rep.Rows))
	for i, st := range []string{Implemented, Untested, ByParts, Partial, NotImplemented, NotApplicable, Physical, Same} {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, " %d %s", count[st], st)
	}
	b.WriteString(".\n")
	sec := ""
	for _, r := range rep.Rows {
		if r.Section != sec {
			sec = r.Section
			fmt.Fprintf(&b, "\n## %s\n\n| rule | status | code | tests | note |\n|---|---|---|---|---|\n", sec)
		}
		key := r.Key
		if r.Words != "" {
			key += " " + r.Words
		}
		note := r.Note
		if st := r.Status(); st != Implemented && st != Untested && st != ByParts {
			note = strings.TrimSpace(strings.TrimPrefix(note, st+":")) // the status has its column
		} else {
			note = ""
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", cell(key), r.Status(), list(r.Code), list(r.Tests), cell(note))
	}
	return b.String()
}

func cell(s string) string { return strings.ReplaceAll(s, "|", "/") }

func list(s []string) string {
	var out []string
	for _, x := range s {
		out = append(out, "`"+x+"`")
	}
	return strings.Join(out, " ")
}
