package card

import (
	"slices"
	"strings"
)

// WordUse is one word of the vocabulary (docs/effects.md) a card uses:
// its family (op, filter, condition, number, event, destination, rule,
// replacement, static, timing, keyword) and the word, without its argument
// ("trait" for trait:NT, "start" for start:return-step).
type WordUse struct {
	Family, Word string
}

// Words returns the words of the vocabulary card d's texts and keywords
// (its transformed side's too) use, each once, sorted: what `sortie cards
// --words` counts (issue 6: how many cards use each word).
func (d *Def) Words() []WordUse {
	w := wordWalk{seen: map[WordUse]bool{}}
	for _, x := range []*Def{d, d.Transformed} {
		if x == nil {
			continue
		}
		for _, k := range x.Keywords {
			w.add("keyword", k.Kind.String())
			w.steps(k.CostSteps())
		}
		for i := range x.Texts {
			w.text(&x.Texts[i])
		}
	}
	slices.SortFunc(w.out, func(a, b WordUse) int {
		if c := strings.Compare(a.Family, b.Family); c != 0 {
			return c
		}
		return strings.Compare(a.Word, b.Word)
	})
	return w.out
}

// wordWalk collects the words of compiled texts.
type wordWalk struct {
	seen map[WordUse]bool
	out  []WordUse
}

func (w *wordWalk) add(family, word string) {
	if word == "" {
		return
	}
	if i := strings.IndexByte(word, ':'); i > 0 {
		word = word[:i]
	}
	u := WordUse{family, word}
	if !w.seen[u] {
		w.seen[u] = true
		w.out = append(w.out, u)
	}
}

func (w *wordWalk) text(t *Text) {
	if t == nil {
		return
	}
	if !t.Timing.IsZero() {
		w.timing(t.Timing)
	}
	if t.Cost.Cards != nil {
		w.step(t.Cost.Cards)
	}
	w.conds(t.If)
	w.conds(t.OnIf)
	for i := range t.Targets {
		w.filter(t.Targets[i].Filter)
		w.num(t.Targets[i].CountOf)
	}
	w.num(t.XMax)
	w.num(t.ResolveLimit)
	w.filter(t.SetAlsoOn)
	w.steps(t.Extra)
	w.steps(t.Steps)
	if t.On.Kind != 0 {
		w.add("event", t.On.String())
	}
	w.filter(t.OnCard)
	for i := range t.Static {
		w.static(&t.Static[i])
	}
	for _, r := range t.Rules {
		w.add("rule", r.String())
	}
	for i := range t.Modes {
		w.text(&t.Modes[i])
	}
}

// timing adds a timing's words: its side (own-, enemy-) and its period.
func (w *wordWalk) timing(t Timing) {
	switch t.Side {
	case OwnSide:
		w.add("timing", "own-")
	case EnemySide:
		w.add("timing", "enemy-")
	}
	w.add("timing", Timing{Period: t.Period}.String())
}

func (w *wordWalk) static(s *Static) {
	w.filter(s.Applies)
	w.conds(s.If)
	w.num(s.Per)
	for _, f := range []struct {
		on   bool
		word string
	}{{s.HasMod, "mod"}, {s.Grant != nil, "grant"}, {s.Rule.Kind != 0, "rule"}, {s.Gain != nil, "gain"}, {s.Lose != nil, "lose"},
		{s.Negate, "negate"}, {s.Kind != 0, "kind"}, {s.Replace != nil, "replace"}, {s.Produce != nil, "produce"},
		{s.Cost != 0, "cost"}, {s.Name != 0, "name"}, {s.Trait != 0, "trait"}, {s.Original != nil, "original"}} {
		if f.on {
			w.add("static", f.word)
		}
	}
	w.text(s.Grant)
	if s.Rule.Kind != 0 {
		w.add("rule", s.Rule.String())
	}
	for _, k := range []*Keyword{s.Gain, s.Lose} {
		if k != nil {
			w.add("keyword", k.Kind.String())
		}
	}
	w.repl(s.Replace)
}

func (w *wordWalk) steps(ss []Step) {
	for i := range ss {
		w.step(&ss[i])
	}
}

func (w *wordWalk) step(s *Step) {
	w.add("op", s.Op.String())
	w.num(&s.N)
	w.num(&s.Min)
	w.num(&s.Top)
	w.filter(s.Filter)
	if !s.To.IsZero() {
		w.add("destination", s.To.String())
	}
	w.conds(s.If)
	if s.Event.Kind != 0 {
		w.add("event", s.Event.String())
	}
	w.steps(s.Steps)
	w.steps(s.Else)
	for _, o := range s.Options {
		w.steps(o)
	}
	if s.Keyword.Kind != 0 {
		w.add("keyword", s.Keyword.Kind.String())
	}
	if s.Rule.Kind != 0 {
		w.add("rule", s.Rule.String())
	}
	w.text(s.Grant)
	w.repl(s.Replace)
}

func (w *wordWalk) repl(r *Replacement) {
	if r == nil {
		return
	}
	for word, e := range replEvents {
		if e == r.Event {
			w.add("replacement", word)
		}
	}
	w.filter(r.Applies)
	if !r.Instead.IsZero() {
		w.add("destination", r.Instead.String())
	}
}

// condMapWords are the words of the conditions written as a map.
var condMapWords = map[CondOp]string{CThis: "this", CEventCard: "event-card", CEventSource: "event-source", CCount: "count",
	CCompare: "compare", CTiming: "timing", CAny: "any", CEventBy: "event-by", CEventSquad: "event-squad"}

func (w *wordWalk) conds(cs []Cond) {
	for i := range cs {
		c := &cs[i]
		word, exact := condMapWords[c.Op], false
		for _, cw := range condWords {
			if cw.op == c.Op && (cw.not == c.Not || !exact && word == "") {
				word, exact = cw.word, cw.not == c.Not
			}
		}
		if c.Not && !exact {
			w.add("condition", "not") // {not: C}
		}
		w.add("condition", word)
		w.filter(c.Filter)
		w.num(&c.N)
		w.num(&c.L)
		w.conds(c.Any)
	}
}

// numMapWords are the words of the numbers written as a map; predArgWords
// those of the filter words whose argument is an id of the DB.
var (
	numMapWords  = map[NumKind]string{NCount: "count", NStat: "stat", NPower: "power"}
	predArgWords = map[PredOp]string{PTrait: "trait", PName: "name", PNameHas: "name-has"}
)

func (w *wordWalk) num(n *Num) {
	if n == nil {
		return
	}
	word := numMapWords[n.Kind]
	for _, nw := range numWords {
		if nw.kind == n.Kind {
			word = nw.word
		}
	}
	w.add("number", word)
	w.filter(n.Filter)
}

func (w *wordWalk) filter(f *Filter) {
	if f == nil {
		return
	}
	for k := Unit; k <= G; k++ {
		if f.Kinds&(1<<k) != 0 {
			w.add("filter", k.String())
		}
	}
	for i := range f.Preds {
		w.pred(&f.Preds[i])
	}
}

func (w *wordWalk) pred(p *Pred) {
	switch p.Op {
	case POr, PAll:
		for i := range p.Any {
			w.pred(&p.Any[i])
		}
		return
	case PTrait, PName, PNameHas:
		w.add("filter", predArgWords[p.Op])
	case PStat:
		w.add("filter", p.Stat.String())
	case PZone:
		w.add("filter", "in")
	default:
		word := p.word()
		if p.Op == POwn && p.Not {
			word = "enemy"
		}
		w.add("filter", word)
	}
	w.num(&p.Val)
	w.filter(p.Sub)
}
