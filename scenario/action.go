package scenario

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// ref is a card reference in a step: a label (one card instance), a card
// name or number (any card of those definitions), or a player's Nation.
type ref struct {
	text   string
	label  int // index into Pos.Cards, or -1
	nation int // the player whose Nation, or -1
	defs   []*card.Def
}

// action is one parsed player action (the text after "p1:").
type action struct {
	verb     string // pass play use sortie order choose target x option yes no discard
	card     ref
	newLabel string // in a position's cut: "play X1=赤い彗星" names the played card X1
	mode     int    // 1-based; 0: not given
	alt      bool   // play: with the card's alternative cost (代替コスト>B:A)
	x        int    // -1: not given
	text     int    // use: 1-based text number; 0: not given
	keyword  string
	targets  []ref
	on       *ref
	extra    []ref
	extraAt  []int16 // moving: 1 for a card put on the bottom of the Nation, 0 the top (engine.Action.Index)
	groups   []sortieGroup
	refs     []ref
	n        int
}

type sortieGroup struct {
	units []ref
	area  engine.Area
}

// tokenize splits an action into words: spaces, commas and brackets separate
// words; "double quotes" keep a name with spaces together.
func tokenize(s string) []string {
	var out []string
	var cur strings.Builder
	quoted := false
	flush := func() {
		if cur.Len() > 0 {
			out = append(out, cur.String())
			cur.Reset()
		}
	}
	for _, r := range s {
		switch {
		case r == '"':
			if quoted {
				out = append(out, cur.String())
				cur.Reset()
			} else {
				flush()
			}
			quoted = !quoted
		case quoted:
			cur.WriteRune(r)
		case r == ' ' || r == '\t' || r == ',' || r == '[' || r == ']' || r == '　':
			flush()
		default:
			cur.WriteRune(r)
		}
	}
	flush()
	return out
}

var verbs = map[string]string{
	"pass": "pass", "play": "play", "use": "use", "sortie": "sortie", "order": "order", "order-triggers": "order",
	"choose": "choose", "target": "target", "x": "x", "option": "option", "yes": "yes", "no": "no", "discard": "discard",
	"change": "change", "variable": "variable", "keep": "keep", "redeal": "redeal", "replace": "replace",
}

// words that end a list of references inside an action
var actionWords = map[string]bool{"mode": true, "x": true, "target": true, "targets": true, "on": true,
	"discarding": true, "removing": true, "rolling": true, "moving": true, "text": true, "to": true, "with": true, "alternative": true}

// parseAction reads a player action; n is its node, for errors.
func (s *Scenario) parseAction(n node, text string) (*action, error) {
	toks := tokenize(text)
	if len(toks) == 0 {
		return nil, n.errf("empty action")
	}
	a := &action{verb: verbs[strings.ToLower(toks[0])], x: -1}
	if a.verb == "" {
		return nil, n.errf("unknown action %q (want pass, play, use, sortie, order, choose, target, x, option, yes, no, discard, change or replace)", toks[0])
	}
	rest := toks[1:]
	num := func(w string) (int, error) {
		if len(rest) == 0 {
			return 0, n.errf("%q needs a number", w)
		}
		v, err := strconv.Atoi(rest[0])
		if err != nil || v < 0 || v > maxNumber {
			return 0, n.errf("%q needs a number from 0 to %d, got %q", w, maxNumber, rest[0])
		}
		rest = rest[1:]
		return v, nil
	}
	refs := func() ([]ref, error) {
		var out []ref
		for len(rest) > 0 && !actionWords[rest[0]] {
			r, err := s.parseRef(n, rest[0])
			if err != nil {
				return nil, err
			}
			out = append(out, r)
			rest = rest[1:]
		}
		return out, nil
	}
	var err error
	switch a.verb {
	case "pass", "yes", "no", "keep":
	case "redeal":
		// redeal A / redeal B (GW basic "手牌的再调度")
		if len(rest) != 1 || (rest[0] != "A" && rest[0] != "B") {
			return nil, n.errf("write redeal A or redeal B")
		}
		a.n = int(rest[0][0] - 'A')
		rest = nil
	case "x", "option":
		if a.n, err = num(a.verb); err != nil {
			return nil, err
		}
		if a.n == 0 {
			return nil, n.errf("%s starts at 1", a.verb)
		}
	case "replace":
		// replace CARD: the replacement effect of CARD applies first
		// (Rise 716.1b); replace N: the Nth effect offered (1, 2, …)
		if len(rest) == 1 {
			if v, e := strconv.Atoi(rest[0]); e == nil {
				if v < 1 || v > maxNumber {
					return nil, n.errf("replace starts at 1")
				}
				a.n, rest = v, nil
				break
			}
		}
		if a.refs, err = refs(); err != nil {
			return nil, err
		}
		if len(a.refs) != 1 {
			return nil, n.errf("replace what? name one card (or a number)")
		}
	case "order", "target", "discard":
		if a.refs, err = refs(); err != nil {
			return nil, err
		}
		if len(a.refs) == 0 {
			return nil, n.errf("%s what? name the cards", a.verb)
		}
	case "choose":
		if len(rest) == 1 && rest[0] == "none" {
			rest = nil
			break
		}
		if a.refs, err = refs(); err != nil {
			return nil, err
		}
		if len(a.refs) == 0 {
			return nil, n.errf("choose what? name the cards (or none)")
		}
	case "variable":
		// variable H1: VARIABLE(X), the hand card H1 enters as a special G
		if len(rest) != 1 {
			return nil, n.errf("write variable H1 (the card in hand with VARIABLE)")
		}
		if a.card, err = s.parseRef(n, rest[0]); err != nil {
			return nil, err
		}
		rest = nil
	case "change":
		// change H1 with X1: 換装, the hand card H1 takes unit X1's place
		if len(rest) != 3 || rest[1] != "with" {
			return nil, n.errf("write change H1 with X1 (the card in hand with 換装, then your unit)")
		}
		if a.card, err = s.parseRef(n, rest[0]); err != nil {
			return nil, err
		}
		u, err := s.parseRef(n, rest[2])
		if err != nil {
			return nil, err
		}
		a.refs = []ref{u}
		rest = nil
	case "sortie":
		if len(rest) == 1 && rest[0] == "none" {
			rest = nil
			break
		}
		for len(rest) > 0 {
			us, err := refs()
			if err != nil {
				return nil, err
			}
			if len(us) == 0 || len(rest) < 2 || rest[0] != "to" {
				return nil, n.errf("write sortie [A1, A2] to space (several groups: sortie [A1] to space, [A2] to earth), or sortie none")
			}
			var area engine.Area
			switch rest[1] {
			case "space":
				area = engine.Space
			case "earth":
				area = engine.Earth
			case "arena":
				area = engine.FightingArena
			default:
				return nil, n.errf("unknown battle area %q (space, earth or arena)", rest[1])
			}
			rest = rest[2:]
			a.groups = append(a.groups, sortieGroup{units: us, area: area})
		}
		if len(a.groups) == 0 {
			return nil, n.errf("sortie what? write sortie [A1] to space, or sortie none")
		}
	case "play", "use":
		if len(rest) == 0 {
			return nil, n.errf("%s what? name the card", a.verb)
		}
		cr := rest[0]
		if i := strings.IndexByte(cr, '='); i > 0 && a.verb == "play" {
			a.newLabel, cr = cr[:i], cr[i+1:]
		}
		rest = rest[1:]
		if a.newLabel != "" {
			a.card = ref{text: cr, label: -1, nation: -1}
		} else if a.card, err = s.parseRef(n, cr); err != nil {
			return nil, err
		}
		for len(rest) > 0 {
			w := rest[0]
			rest = rest[1:]
			switch w {
			case "mode":
				if a.mode, err = num(w); err != nil {
					return nil, err
				}
			case "x":
				if a.x, err = num(w); err != nil {
					return nil, err
				}
			case "text":
				if a.text, err = num(w); err != nil {
					return nil, err
				}
				if a.text == 0 {
					return nil, n.errf("texts are numbered from 1")
				}
			case "target", "targets":
				rs, err := refs()
				if err != nil {
					return nil, err
				}
				if len(rs) == 0 {
					return nil, n.errf("target what? name the cards (or p2-nation)")
				}
				a.targets = append(a.targets, rs...)
			case "on":
				rs, err := refs()
				if err != nil {
					return nil, err
				}
				if len(rs) != 1 {
					return nil, n.errf("on names one card, the card to set it on")
				}
				a.on = &rs[0]
			case "discarding", "removing", "rolling": // removing: a cost that removes its cards from the game; rolling: a roll cost
				rs, err := refs()
				if err != nil {
					return nil, err
				}
				a.extra = append(a.extra, rs...)
				a.extraAt = append(a.extraAt, make([]int16, len(rs))...)
			case "moving":
				// a move-cost to the top or the bottom of the owner's Nation
				// (「本国の上か下に移す」): each card, then top or bottom
				for len(rest) > 0 && !actionWords[rest[0]] {
					r, err := s.parseRef(n, rest[0])
					if err != nil {
						return nil, err
					}
					if len(rest) < 2 || rest[1] != "top" && rest[1] != "bottom" {
						return nil, n.errf("moving names each card with top or bottom after it: moving H1 top H2 bottom")
					}
					a.extra = append(a.extra, r)
					a.extraAt = append(a.extraAt, map[string]int16{"top": 0, "bottom": 1}[rest[1]])
					rest = rest[2:]
				}
			case "alternative":
				if a.verb != "play" {
					return nil, n.errf("alternative is a way to play a card (with its 代替コスト>B:A)")
				}
				a.alt = true
			default:
				if a.verb == "use" && a.keyword == "" && a.text == 0 && keywordKind(w) != 0 {
					a.keyword = w
					continue
				}
				return nil, n.errf("cannot read %q in %q (after the card: mode N, x N, target ..., on ..., discarding ... (or removing ..., rolling ...), moving C1 top C2 bottom, alternative; for use: text N or a keyword name)", w, text)
			}
		}
		if a.verb == "use" && a.mode > 0 {
			return nil, n.errf("a used text has no mode")
		}
	}
	if len(rest) > 0 {
		return nil, n.errf("cannot read %q at the end of %q", strings.Join(rest, " "), text)
	}
	return a, nil
}

// keywordKind reads a keyword name, Japanese or English ("範囲兵器", "AreaWeapon").
func keywordKind(w string) card.KeywordKind {
	for k := card.KeywordKind(1); k < 255; k++ {
		if k.String() != "" && (w == k.String() || w == k.Japanese()) {
			return k
		}
	}
	return 0
}

var nationRe = map[string]int{"p1-nation": 0, "p2-nation": 1}

// parseRef resolves a word to a label, a Nation, or card definitions.
func (s *Scenario) parseRef(n node, w string) (ref, error) {
	r := ref{text: w, label: -1, nation: -1}
	if i, ok := s.labels[w]; ok {
		r.label = i
		return r, nil
	}
	if p, ok := nationRe[strings.ToLower(w)]; ok {
		r.nation = p
		return r, nil
	}
	r.defs = s.defsNamed(w)
	if len(r.defs) == 0 {
		return r, n.errf("unknown label or card %q (labels: %s)", w, s.labelList())
	}
	return r, nil
}

// defsNamed finds the definitions a word names: by name (with or without
// "・"), English name, number, or "color:number".
func (s *Scenario) defsNamed(w string) []*card.Def {
	var out []*card.Def
	for _, d := range s.DB.Defs {
		if d.Name == w || d.BaseName() == w || d.NameEN == w || d.Number == w || strings.Replace(d.Key(), " ", ":", 1) == w {
			out = append(out, d)
		}
	}
	return out
}

func (s *Scenario) labelList() string {
	var ls []string
	for l := range s.labels {
		ls = append(ls, l)
	}
	if len(ls) == 0 {
		return "none"
	}
	sortStrings(ls)
	return strings.Join(ls, ", ")
}

// advance is "advance: resolve" or "advance: to [turn N] [PHASE] [STAGE|end]".
type advance struct {
	resolve bool
	turn    int // 0: the current turn
	phase   engine.Phase
	stage   engine.Stage
	end     bool
}

func parseAdvance(n node, text string) (*advance, error) {
	toks := strings.Fields(text)
	if len(toks) == 1 && toks[0] == "resolve" {
		return &advance{resolve: true}, nil
	}
	usage := "write advance: resolve, or advance: to [turn N] PHASE [before|fixed|after|end], e.g. advance: to damage-step end"
	if len(toks) < 2 || toks[0] != "to" {
		return nil, n.errf("%s", usage)
	}
	a := &advance{phase: engine.PReroll}
	rest := toks[1:]
	if rest[0] == "turn" {
		if len(rest) < 2 {
			return nil, n.errf("%s", usage)
		}
		t, err := strconv.Atoi(rest[1])
		if err != nil || t < 1 || t > maxNumber {
			return nil, n.errf("bad turn number %q", rest[1])
		}
		a.turn = t
		rest = rest[2:]
	} else if len(rest) == 0 {
		return nil, n.errf("%s", usage)
	}
	if len(rest) > 0 {
		p, err := engine.ParsePhase(rest[0])
		if err != nil {
			return nil, n.errf("%v", err)
		}
		a.phase = p
		rest = rest[1:]
	}
	if len(rest) > 0 {
		if rest[0] == "end" {
			a.end = true
		} else {
			st, err := engine.ParseStage(rest[0])
			if err != nil {
				return nil, n.errf("%v", err)
			}
			a.stage = st
		}
		rest = rest[1:]
	}
	if len(rest) > 0 {
		return nil, n.errf("cannot read %q: %s", strings.Join(rest, " "), usage)
	}
	return a, nil
}

func (a *advance) String() string {
	if a.resolve {
		return "resolve"
	}
	s := "to"
	if a.turn > 0 {
		s += fmt.Sprintf(" turn %d", a.turn)
	}
	s += " " + a.phase.Name()
	if a.end {
		s += " end"
	} else if a.stage != engine.StageStart {
		s += " " + a.stage.String()
	}
	return s
}
