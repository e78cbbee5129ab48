package card

import (
	"fmt"
	"strings"
)

// The words of compiled values, as a card file writes them: for menus,
// views and docs (never read back by the engine).

func (r Ref) String() string {
	for _, w := range refWords {
		if w.kind == r.Kind {
			return w.word
		}
	}
	if r.Kind == RefTarget {
		return fmt.Sprintf("target %d", r.Var+1)
	}
	return ""
}

func (s Stat) String() string {
	for _, o := range originalStats {
		if o.orig == s {
			return "original-" + o.stat.String()
		}
	}
	for _, w := range statWords {
		if w.stat == s {
			return w.word
		}
	}
	return ""
}

func (c Cmp) String() string {
	for _, w := range cmpWords {
		if w.cmp == c {
			return w.word
		}
	}
	return ""
}

func (n Num) String() string {
	v := ""
	switch n.Kind {
	case NConst:
		return fmt.Sprint(n.Const)
	case NStar:
		return "*"
	case NX:
		v = "X"
	case NChosenCount:
		v = "chosen-count"
	case NEventAmount:
		v = "event-amount"
	case NCount:
		v = "count(" + n.Filter.String() + ")"
	case NStat:
		v = n.Stat.String() + " of " + n.Of.String()
	}
	if n.Mul != 0 && n.Mul != 1 {
		v = fmt.Sprintf("%d×%s", n.Mul, v)
	}
	switch {
	case n.Const > 0:
		v += fmt.Sprintf("+%d", n.Const)
	case n.Const < 0:
		v += fmt.Sprint(n.Const)
	}
	return v
}

// String is the filter's words, space separated.
func (f *Filter) String() string {
	if f == nil {
		return ""
	}
	var ws []string
	for k := Unit; k <= G; k++ {
		if f.Kinds.Has(k) {
			ws = append(ws, k.String())
		}
	}
	if f.Zones != InField {
		ws = append(ws, zoneString(f.Zones))
	}
	for i := range f.Preds {
		ws = append(ws, f.Preds[i].String())
	}
	return strings.Join(ws, " ")
}

func zoneString(z ZoneSet) string {
	for _, w := range zoneWords {
		if w.z == z {
			return "in:" + w.word
		}
	}
	var alts []string
	for _, w := range zoneWords {
		if z&w.z == w.z && w.z&(w.z-1) == 0 {
			alts = append(alts, "in:"+w.word)
		}
	}
	return strings.Join(alts, " or ")
}

func (p Pred) String() string {
	s := p.word()
	if p.Not {
		if p.Op == POwn {
			return "enemy"
		}
		s = "not " + s
	}
	return s
}

func (p Pred) word() string {
	switch p.Op {
	case PKind:
		return Kind(p.ID).String()
	case PZone:
		return zoneString(p.Zone)
	case PStat:
		return p.Stat.String() + p.Cmp.String() + p.Val.String()
	case PTrait:
		return fmt.Sprintf("trait#%d", p.ID)
	case PKeyword:
		return "keyword:" + KeywordKind(p.ID).String()
	case PName:
		return fmt.Sprintf("name#%d", p.ID)
	case PNameHas:
		return fmt.Sprintf("name-has#%d", p.ID)
	case PColor:
		return "color:" + Color(p.ID).String()
	case PDesignatedColor:
		return "designated-color:" + Color(p.ID).String()
	case PProduces:
		return "produces:" + Color(p.ID).String()
	case POr, PAll:
		var alts []string
		for _, a := range p.Any {
			alts = append(alts, a.String())
		}
		if p.Op == PAll {
			return "(" + strings.Join(alts, " and ") + ")"
		}
		return strings.Join(alts, " or ")
	}
	for _, w := range stateWords {
		if w.op == p.Op {
			return w.word
		}
	}
	for _, w := range relWords {
		if w.op == p.Op {
			return w.word + ":" + p.Ref.String()
		}
	}
	return "?"
}

func (e Event) String() string {
	for _, w := range eventWords {
		if w.kind == e.Kind {
			return w.word
		}
	}
	for _, w := range battleEvents {
		if w.kind == e.Kind {
			return "battle:" + w.word
		}
	}
	switch e.Kind {
	case EvStepStart:
		return "start:" + e.Timing.String()
	case EvStepEnd:
		return "end:" + e.Timing.String()
	case EvToZone:
		return "to:" + strings.TrimPrefix(zoneString(e.Zones), "in:")
	case EvFromZone:
		return "from:" + strings.TrimPrefix(zoneString(e.Zones), "in:")
	}
	return ""
}

// String is the step's primitive with its object, amount, modifier and
// destination: "damage target 1 3", "modify this +2/+2/±0", "move this owner-hand".
func (s *Step) String() string { return s.describe(nil) }

// describe is String with the text's target names (T) for its targets.
func (s *Step) describe(t *Text) string {
	x := s.Op.String()
	switch {
	case s.What.Kind == RefTarget && t != nil && int(s.What.Var) < len(t.Targets):
		x += " " + t.Targets[s.What.Var].Name
	case s.What.Kind != RefNone:
		x += " " + s.What.String()
	}
	if !s.N.IsZero() {
		x += " " + s.N.String()
	}
	if !s.Mod.IsZero() {
		x += " " + s.Mod.String()
	}
	switch {
	case s.To.Place == PlaceSetOn || s.To.Place == PlacePlaceOf:
		x += " " + s.To.String() + ":" + s.Onto.String()
	case !s.To.IsZero():
		x += " " + s.To.String()
	}
	if !s.Timing.IsZero() {
		x += " " + s.Timing.String()
	}
	return x
}

func (r Rule) String() string {
	if r.Kind == RuleNoSortie {
		switch r.Zones {
		case InSpace:
			return "no-sortie:space"
		case InEarth:
			return "no-sortie:earth"
		}
		return "no-sortie:all"
	}
	if r.Kind == RuleAllObjects {
		return "all-objects:" + keywordNames[r.Keyword]
	}
	for _, w := range ruleWords {
		if w.kind == r.Kind {
			if r.ByEnemy {
				return w.word + ":enemy"
			}
			return w.word
		}
	}
	return ""
}

// Describe summarizes the text's timing, cost and steps as a card file
// writes them: "(always)《(1)》damage T 3".
func (t *Text) Describe() string {
	s := ""
	if !t.Timing.IsZero() {
		s = "(" + t.Timing.String() + ")"
	}
	if t.Cost.Set {
		s += "《" + t.Cost.String() + "》"
	}
	for i := range t.Steps {
		if i > 0 {
			s += "; "
		}
		s += t.Steps[i].describe(t)
	}
	return s
}
