package scenario

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/cards"
	"github.com/sortie-tcg/sortie/engine"
	"github.com/sortie-tcg/sortie/internal/input"
	"github.com/sortie-tcg/sortie/ruleset"
)

// Scenario is one loaded scenario file: a position, steps and expectations.
type Scenario struct {
	File         string
	Name         string
	Source       string // the rule (rulebook section, ruling) it tests
	KnownFailure string // why the engine is known to fail it; "" for none
	Rules        *ruleset.Ruleset
	DB           *card.DB // the embedded cards, the built-in test cards and the file's own cards
	Pos          engine.Position
	Steps        []Step

	labels   map[string]int // label -> index in Pos.Cards
	cardLine []int          // index in Pos.Cards -> line
	filler   *card.Def
	totals   [2]total
	opening  bool   // the position is a game's opening (opening.go)
	deck     string // a deck list to check by the deck rules (opening.go)
	deckLine int    // the line of the deck key
}

// Step is one step of a scenario: an action of a player, an advance, an
// expectation, or a check that an action is legal or refused.
type Step struct {
	Line   int
	Kind   string // "action", "advance", "expect", "illegal", "legal"
	Player engine.Player
	Text   string // as written
	act    *action
	adv    *advance
	checks []check
	rule   string // illegal: a part of the refusing rule (or its message)
}

func (s Step) String() string {
	switch s.Kind {
	case "action":
		return fmt.Sprintf("%s: %s", pname(s.Player), s.Text)
	case "advance":
		return "advance: " + s.Text
	case "illegal", "legal":
		return fmt.Sprintf("%s %s: %s", s.Kind, pname(s.Player), s.Text)
	}
	return s.Kind
}

// CardID returns the card that label names in the position: a game built
// from Pos (engine.NewPosition) numbers its cards as Pos.Cards lists them.
func (s *Scenario) CardID(label string) (engine.CardID, bool) {
	i, ok := s.labels[label]
	return engine.CardID(i), ok
}

func pname(p engine.Player) string { return fmt.Sprintf("p%d", p+1) }

var (
	baseOnce sync.Once
	baseDB   *card.DB
	baseErr  error
)

// BaseDB is the card database scenarios start from: the embedded cards plus
// the built-in test cards (the "unknown" filler, basic G of every color).
// Each scenario loads its own cards into a copy of it.
func BaseDB() (*card.DB, error) {
	baseOnce.Do(func() {
		db, err := cards.DB()
		if err != nil {
			baseErr = fmt.Errorf("card database: %w", err)
			return
		}
		baseDB = db.Clone()
		if baseErr = card.LoadBytes(baseDB, "scenario/testcards.yaml", testCards()); baseErr == nil {
			baseErr = baseDB.CheckTraits()
		}
	})
	return baseDB, baseErr
}

// Load reads and checks one scenario file.
func Load(file string) (*Scenario, error) {
	b, err := input.ReadFile(nil, file, input.MaxScenarioBytes, "scenario file")
	if err != nil {
		return nil, err
	}
	return Parse(file, b)
}

// Files lists the scenario files (*.yaml, *.yml) of the given files and
// folders (folders recursively), sorted within each folder.
func Files(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, p)
			continue
		}
		var found []string
		err = filepath.WalkDir(p, func(f string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (strings.HasSuffix(f, ".yaml") || strings.HasSuffix(f, ".yml")) {
				found = append(found, f)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}

// Parse reads a scenario from b (file names it in errors). Every mistake is
// an error "file:line: what is wrong": YAML errors, unknown keys, unknown
// cards and labels, zones that do not add up, impossible positions, steps
// that cannot be read.
func Parse(file string, b []byte) (*Scenario, error) {
	base, err := BaseDB()
	if err != nil {
		return nil, err
	}
	f, err := card.ParseYAML(file, b, input.MaxScenarioBytes, input.MaxScenarioEntries, "scenario file")
	if err != nil {
		return nil, err
	}
	if len(f.Docs) != 1 || f.Docs[0].Body == nil {
		return nil, &LoadError{File: file, Line: 1, Msg: "a scenario file holds one YAML document (a map with name, position and steps)"}
	}
	root := node{n: f.Docs[0].Body, file: file}
	m, _, err := root.fields("name", "source", "description", "ruleset", "seed", "known_failure", "cards", "deck", "position", "steps")
	if err != nil {
		return nil, err
	}
	s := &Scenario{File: file, labels: map[string]int{}, totals: [2]total{{want: -1}, {want: -1}}}
	for _, k := range []string{"name", "source", "known_failure"} {
		if n, ok := m[k]; ok {
			v, err := n.str()
			if err != nil {
				return nil, err
			}
			switch k {
			case "name":
				s.Name = v
			case "source":
				s.Source = v
			case "known_failure":
				if strings.TrimSpace(v) == "" {
					return nil, n.errf("known_failure says why the engine fails this scenario")
				}
				s.KnownFailure = v
			}
		}
	}
	if s.Name == "" {
		s.Name = strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	}
	s.Rules = ruleset.GundamWar
	if n, ok := m["ruleset"]; ok {
		v, err := n.str()
		if err != nil {
			return nil, err
		}
		if s.Rules = ruleset.ByName(v); s.Rules == nil {
			return nil, n.errf("unknown ruleset %q (want gundamwar)", v)
		}
	}
	if n, ok := m["seed"]; ok {
		v, err := n.str()
		if err != nil {
			return nil, err
		}
		if s.Pos.Seed, err = strconv.ParseUint(strings.TrimSpace(v), 10, 64); err != nil {
			return nil, n.errf("a seed is a whole number from 0 to %d, got %q", uint64(math.MaxUint64), v)
		}
	}
	s.DB = base.Clone()
	if _, ok := m["cards"]; ok {
		if err := card.LoadBytes(s.DB, file, b); err != nil {
			return nil, err
		}
		if err := s.DB.CheckTraits(); err != nil {
			return nil, err
		}
	}
	s.filler, _ = s.DB.Lookup(card.Purple, fillerNumber)
	if dn, ok := m["deck"]; ok {
		if s.deck, err = dn.str(); err != nil {
			return nil, err
		}
		s.deckLine = dn.line()
	}
	pn, ok := m["position"]
	switch {
	case !ok && s.deck != "":
		return s, s.parseDeckSteps(m["steps"], root)
	case !ok:
		return nil, root.errf("missing position")
	case pn.isMap() && hasKey(pn, "opening"):
		err = s.parseOpening(pn)
	default:
		err = s.parsePosition(pn)
	}
	if err != nil {
		return nil, err
	}
	// an impossible position is an error at the line of the card it is about
	if _, err := s.newGame(); err != nil {
		var pe *engine.PositionError
		if errors.As(err, &pe) && pe.Card >= 0 && pe.Card < len(s.cardLine) {
			return nil, &LoadError{File: file, Line: s.cardLine[pe.Card], Msg: "impossible position: " + pe.Error()}
		}
		return nil, pn.errf("impossible position: %v", err)
	}
	sn, ok := m["steps"]
	if !ok {
		return nil, root.errf("missing steps (a list of actions and expectations)")
	}
	if err := s.parseSteps(sn); err != nil {
		return nil, err
	}
	return s, nil
}

// parseSteps reads the step list: each step is a map with one key.
func (s *Scenario) parseSteps(n node) error {
	its, err := n.items()
	if err != nil {
		return err
	}
	if len(its) == 0 {
		return n.errf("no steps")
	}
	for _, it := range its {
		ps, err := it.pairs()
		if err != nil {
			return err
		}
		if len(ps) != 1 {
			return it.errf("a step is one of p1: ACTION, p2: ACTION, advance: TARGET, expect: {...}, illegal: {...}, legal: {...}")
		}
		p := ps[0]
		st := Step{Line: p.line, Kind: "action"}
		switch p.key {
		case "p1", "p2":
			st.Player = engine.Player(p.key[1] - '1')
			if st.Text, err = p.val.str(); err != nil {
				return err
			}
			if st.act, err = s.parseAction(p.val, st.Text); err != nil {
				return err
			}
		case "advance":
			st.Kind = "advance"
			if st.Text, err = p.val.str(); err != nil {
				return err
			}
			if st.adv, err = parseAdvance(p.val, st.Text); err != nil {
				return err
			}
		case "expect":
			st.Kind = "expect"
			if st.checks, err = s.parseExpect(p.val); err != nil {
				return err
			}
		case "illegal", "legal":
			st.Kind = p.key
			allowed := []string{"p1", "p2"}
			if p.key == "illegal" {
				allowed = append(allowed, "rule")
			}
			fm, fps, err := p.val.fields(allowed...)
			if err != nil {
				return err
			}
			if r, ok := fm["rule"]; ok {
				if st.rule, err = r.str(); err != nil {
					return err
				}
			}
			found := false
			for _, fp := range fps {
				if fp.key == "rule" {
					continue
				}
				if found {
					return fp.kn.errf("one action per %s step", p.key)
				}
				found = true
				st.Player = engine.Player(fp.key[1] - '1')
				if st.Text, err = fp.val.str(); err != nil {
					return err
				}
				if st.act, err = s.parseAction(fp.val, st.Text); err != nil {
					return err
				}
			}
			if !found {
				return p.val.errf("%s: name the action, as in p2: sortie [D1] to space", p.key)
			}
		default:
			return p.kn.errf("unknown step %q (want p1, p2, advance, expect, illegal or legal)", p.key)
		}
		s.Steps = append(s.Steps, st)
	}
	return nil
}

// hasKey reports whether map node n has key k.
func hasKey(n node, k string) bool {
	ps, err := n.pairs()
	if err != nil {
		return false
	}
	for _, p := range ps {
		if p.key == k {
			return true
		}
	}
	return false
}

// parseDeckSteps reads the steps of a deck scenario (a deck list and no
// position): expectations about the deck only.
func (s *Scenario) parseDeckSteps(sn node, root node) error {
	if sn.n == nil {
		return root.errf("missing steps (for a deck list: - expect: {deck: legal})")
	}
	if err := s.parseSteps(sn); err != nil {
		return err
	}
	for _, st := range s.Steps {
		for _, c := range st.checks {
			if c.what != "deck" {
				return &LoadError{File: s.File, Line: c.line, Msg: "a scenario with a deck list and no position expects only deck: legal (or the refusing rule)"}
			}
		}
		if st.Kind != "expect" {
			return &LoadError{File: s.File, Line: st.Line, Msg: "a scenario with a deck list and no position has only expect steps"}
		}
	}
	return nil
}
