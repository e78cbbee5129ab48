package scenario

import (
	"sort"
	"strconv"
	"strings"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// cardChecks reads the expectations on one labelled card.
func (s *Scenario) cardChecks(n node, i int, label string) ([]check, error) {
	_, ps, err := n.fields("zone", "owner", "controller", "rolled", "standing", "damage", "destroyed", "power",
		"melee", "range", "defense", "coins", "coin-count", "set-on", "set", "head", "kind", "dismantled", "reversed", "transformed", "keywords", "negated")
	if err != nil {
		return nil, err
	}
	c := engine.CardID(i)
	var out []check
	for _, kv := range ps {
		k, v, line := kv.key, kv.val, kv.line
		what := label + " " + k
		switch k {
		case "zone":
			w, err := v.str()
			if err != nil {
				return nil, err
			}
			switch w {
			case "nation", "discard-pile", "junkyard", "hand", "hangar", "removed", "disposition", "space", "earth", "arena", "cut":
			case "discard":
				w = "discard-pile"
			default:
				return nil, v.errf("unknown zone %q (want nation, discard-pile, junkyard, hand, hangar, removed, disposition, space, earth, arena or cut)", w)
			}
			out = append(out, simple(line, what, w, func(r *run) string { return zoneName(r.g.CardInfo(c)) }))
		case "owner", "controller":
			pl, err := parsePlayer(v)
			if err != nil {
				return nil, err
			}
			out = append(out, simple(line, what, pname(pl), func(r *run) string {
				ci := r.g.CardInfo(c)
				if k == "owner" {
					return pname(ci.Owner)
				}
				return pname(ci.Ctrl)
			}))
		case "kind":
			w, err := v.str()
			if err != nil {
				return nil, err
			}
			kd, err := card.ParseKind(w)
			if err != nil {
				return nil, v.errf("%v", err)
			}
			out = append(out, simple(line, what, kd.String(), func(r *run) string { return r.g.CardInfo(c).Kind.String() }))
		case "keywords":
			ws, err := v.strs()
			if err != nil {
				return nil, err
			}
			var want []string
			for _, w := range ws {
				if w == "" {
					continue
				}
				kw, err := card.ParseKeyword(w)
				if err != nil {
					return nil, v.errf("%v", err)
				}
				want = append(want, kw.String())
			}
			sort.Strings(want)
			out = append(out, simple(line, what, "["+strings.Join(want, " ")+"]", func(r *run) string {
				var got []string
				for _, kw := range r.g.CardInfo(c).Keywords {
					got = append(got, kw.String())
				}
				sort.Strings(got)
				return "[" + strings.Join(got, " ") + "]"
			}))
		case "negated":
			b, err := v.boolean()
			if err != nil {
				return nil, err
			}
			out = append(out, simple(line, what, strconv.FormatBool(b), func(r *run) string {
				return strconv.FormatBool(r.g.CardInfo(c).Negated)
			}))
		case "rolled", "standing", "destroyed", "head", "dismantled", "reversed", "transformed":
			b, err := v.boolean()
			if err != nil {
				return nil, err
			}
			out = append(out, simple(line, what, strconv.FormatBool(b), func(r *run) string {
				ci := r.g.CardInfo(c)
				switch k {
				case "rolled":
					return strconv.FormatBool(ci.Rolled)
				case "standing":
					return strconv.FormatBool(!ci.Rolled)
				case "destroyed":
					return strconv.FormatBool(ci.Destroyed)
				case "dismantled":
					return strconv.FormatBool(ci.Dismantled)
				case "reversed":
					return strconv.FormatBool(ci.Reversed)
				case "transformed":
					return strconv.FormatBool(ci.Transformed)
				}
				return strconv.FormatBool(ci.Zone == engine.ZBattle && r.g.Head(ci.Area, ci.Ctrl) == c)
			}))
		case "damage", "melee", "range", "defense", "coin-count":
			x, err := v.integer()
			if err != nil {
				return nil, err
			}
			out = append(out, simple(line, what, strconv.Itoa(x), func(r *run) string {
				ci := r.g.CardInfo(c)
				switch k {
				case "damage":
					return strconv.Itoa(ci.Damage)
				case "coin-count":
					return strconv.Itoa(ci.NumCoins)
				case "melee":
					return starNum(ci.Power.Melee)
				case "range":
					return starNum(ci.Power.Range)
				}
				return starNum(ci.Power.Defense)
			}))
		case "power":
			w, err := v.str()
			if err != nil {
				return nil, err
			}
			out = append(out, simple(line, what, w, func(r *run) string { return r.g.CardInfo(c).Power.String() }))
		case "coins":
			w, err := v.str()
			if err != nil {
				return nil, err
			}
			m, err := card.ParseModifier(w)
			if err != nil {
				return nil, v.errf("%v", err)
			}
			out = append(out, simple(line, what, m.String(), func(r *run) string { return r.g.CardInfo(c).Coins.String() }))
		case "set-on":
			w, err := v.str()
			if err != nil {
				return nil, err
			}
			if w != "none" {
				if _, ok := s.labels[w]; !ok {
					return nil, v.errf("unknown label %q (labels: %s)", w, s.labelList())
				}
			}
			out = append(out, simple(line, what, w, func(r *run) string {
				h := r.g.CardInfo(c).Host
				if h == engine.None {
					return "none"
				}
				return r.name(h)
			}))
		case "set":
			rs, err := s.refList(v)
			if err != nil {
				return nil, err
			}
			out = append(out, check{line: line, what: what, want: "[" + refsText(rs) + "] (any order)", eval: func(r *run) (string, bool) {
				ids := r.g.SetCards(c)
				return r.listText(ids), r.listMatch(ids, rs, false)
			}})
		}
	}
	return out, nil
}

func starNum(v int) string {
	if v == card.Star {
		return "0"
	}
	return strconv.Itoa(v)
}

// zoneName names where a card is, as scenario files write zones.
func zoneName(ci engine.CardInfo) string {
	switch ci.Zone {
	case engine.ZBattle:
		return ci.Area.String()
	case engine.ZDisposition:
		return "disposition"
	case engine.ZDiscardPile:
		return "discard-pile"
	case engine.ZCut:
		return "cut"
	case engine.ZNone:
		return "none"
	}
	return strings.ToLower(ci.Zone.String())
}
