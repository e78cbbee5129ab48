package scenario

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// check is one expectation: what it is about, the expected value, and how to
// read the actual value from a running scenario.
type check struct {
	line int
	what string
	want string
	eval func(r *run) (got string, ok bool)
}

func simple(line int, what, want string, get func(r *run) string) check {
	return check{line: line, what: what, want: want, eval: func(r *run) (string, bool) {
		g := get(r)
		return g, g == want
	}}
}

// parseExpect reads an expect map: game-level keys, p1/p2, space/earth/arena, and
// card labels.
func (s *Scenario) parseExpect(n node) ([]check, error) {
	ps, err := n.pairs()
	if err != nil {
		return nil, err
	}
	var out []check
	for _, p := range ps {
		cs, err := s.parseExpectKey(p)
		if err != nil {
			return nil, err
		}
		out = append(out, cs...)
	}
	return out, nil
}

func (s *Scenario) parseExpectKey(p pair) ([]check, error) {
	v, line := p.val, p.line
	str := func() (string, error) { return v.str() }
	switch p.key {
	case "deck":
		return s.parseDeckExpect(p)
	case "turn":
		t, err := v.integer()
		if err != nil {
			return nil, err
		}
		return []check{simple(line, "turn", strconv.Itoa(t), func(r *run) string { return strconv.Itoa(r.g.Turn()) })}, nil
	case "attacker":
		pl, err := parsePlayer(v)
		if err != nil {
			return nil, err
		}
		return []check{simple(line, "attacker", pname(pl), func(r *run) string { return pname(r.g.Attacker()) })}, nil
	case "phase":
		w, err := str()
		if err != nil {
			return nil, err
		}
		ph, err := engine.ParsePhase(w)
		if err != nil {
			return nil, v.errf("%v", err)
		}
		return []check{simple(line, "phase", ph.Name(), func(r *run) string { return r.g.Phase().Name() })}, nil
	case "stage":
		w, err := str()
		if err != nil {
			return nil, err
		}
		st, err := engine.ParseStage(w)
		if err != nil {
			return nil, v.errf("%v", err)
		}
		return []check{simple(line, "stage", st.String(), func(r *run) string { return r.g.Stage().String() })}, nil
	case "decider", "priority":
		w, err := str()
		if err != nil {
			return nil, err
		}
		if w != "none" {
			if _, err := parsePlayer(v); err != nil {
				return nil, err
			}
		}
		key := p.key
		return []check{simple(line, key, strings.ToLower(w), func(r *run) string {
			if r.g.Over() || key == "priority" && r.g.DecisionKind() != "priority" {
				return "none"
			}
			return pname(r.g.Decider())
		})}, nil
	case "decision":
		w, err := str()
		if err != nil {
			return nil, err
		}
		return []check{simple(line, "decision", w, func(r *run) string { return r.g.DecisionKind() })}, nil
	case "winner":
		w, err := str()
		if err != nil {
			return nil, err
		}
		switch w {
		case "p1", "p2", "draw", "none":
		default:
			return nil, v.errf("winner is p1, p2, draw or none")
		}
		return []check{simple(line, "winner", w, func(r *run) string {
			switch {
			case !r.g.Over():
				return "none"
			case r.g.Winner() < 0:
				return "draw"
			}
			return pname(r.g.Winner())
		})}, nil
	case "cut", "pending":
		key := p.key
		get := func(r *run) []engine.CardID {
			es := r.g.CutEffects()
			if key == "pending" {
				es = r.g.PendingEffects()
			}
			var ids []engine.CardID
			for _, e := range es {
				ids = append(ids, e.Card)
			}
			return ids
		}
		c, err := s.zoneCheck(v, key, true, get)
		if err != nil {
			return nil, err
		}
		return []check{c}, nil
	case "log", "no-log":
		ws, err := v.strs()
		if err != nil {
			return nil, err
		}
		if p.key == "log" {
			// a list: lines containing each text, in this order
			return []check{{line: line, what: "log", want: fmt.Sprintf("lines containing %q, in this order", ws), eval: func(r *run) (string, bool) {
				i := 0
				for _, l := range r.log {
					if i < len(ws) && strings.Contains(l, ws[i]) {
						i++
					}
				}
				if i == len(ws) {
					return "found", true
				}
				return fmt.Sprintf("no line containing %q after the earlier ones", ws[i]), false
			}}}, nil
		}
		var out []check
		for _, w := range ws {
			w := w
			out = append(out, check{line: line, what: "no-log", want: fmt.Sprintf("no line containing %q", w), eval: func(r *run) (string, bool) {
				for _, l := range r.log {
					if strings.Contains(l, w) {
						return fmt.Sprintf("%q", l), false
					}
				}
				return "none", true
			}})
		}
		return out, nil
	case "space", "earth", "arena":
		_, a := zoneOfKey(p.key)
		return s.areaChecks(v, a)
	case "p1", "p2":
		return s.playerChecks(v, engine.Player(p.key[1]-'1'))
	}
	if i, ok := s.labels[p.key]; ok {
		return s.cardChecks(v, i, p.key)
	}
	return nil, p.kn.errf("unknown expectation or label %q (want turn, attacker, phase, stage, decider, priority, decision, winner, cut, pending, log, no-log, space, earth, arena, p1, p2, or a card label: %s)", p.key, s.labelList())
}

func (s *Scenario) areaChecks(n node, a engine.Area) ([]check, error) {
	m, _, err := n.fields("engaged", "p1", "p2")
	if err != nil {
		return nil, err
	}
	var out []check
	if v, ok := m["engaged"]; ok {
		b, err := v.boolean()
		if err != nil {
			return nil, err
		}
		out = append(out, simple(v.line(), a.String()+" engaged", strconv.FormatBool(b), func(r *run) string { return strconv.FormatBool(r.g.Engaged(a)) }))
	}
	for p := engine.Player(0); p < 2; p++ {
		if v, ok := m[pname(p)]; ok {
			p := p
			c, err := s.zoneCheck(v, fmt.Sprintf("%s squad in the %s area", pname(p), a), true, func(r *run) []engine.CardID { return r.g.Squad(a, p) })
			if err != nil {
				return nil, err
			}
			out = append(out, c)
		}
	}
	return out, nil
}

func (s *Scenario) playerChecks(n node, p engine.Player) ([]check, error) {
	keys := append(append([]string(nil), zoneKeys...), "discard", "power", "played", "salvage", "pollution")
	_, ps, err := n.fields(keys...)
	if err != nil {
		return nil, err
	}
	var out []check
	for _, kv := range ps {
		k, v := kv.key, kv.val
		if k == "discard" {
			k = "discard-pile"
		}
		switch k {
		case "salvage":
			t, err := v.integer()
			if err != nil {
				return nil, err
			}
			out = append(out, simple(kv.line, pname(p)+" salvage points", strconv.Itoa(t), func(r *run) string { return strconv.Itoa(r.g.SalvagePoints(p)) }))
		case "pollution":
			t, err := v.integer()
			if err != nil {
				return nil, err
			}
			out = append(out, simple(kv.line, pname(p)+" pollution coins", strconv.Itoa(t), func(r *run) string { return strconv.Itoa(r.g.PollutionCoins(p)) }))
		case "power":
			if !v.isMap() {
				t, err := v.integer()
				if err != nil {
					return nil, err
				}
				out = append(out, simple(kv.line, pname(p)+" Nation Power", strconv.Itoa(t), func(r *run) string { return strconv.Itoa(r.g.NationPower(p).Total) }))
				continue
			}
			cps, err := v.pairs()
			if err != nil {
				return nil, err
			}
			for _, cp := range cps {
				t, err := cp.val.integer()
				if err != nil {
					return nil, err
				}
				if cp.key == "total" {
					out = append(out, simple(cp.line, pname(p)+" Nation Power", strconv.Itoa(t), func(r *run) string { return strconv.Itoa(r.g.NationPower(p).Total) }))
					continue
				}
				col, err := card.ParseColor(cp.key)
				if err != nil || col == card.Purple {
					return nil, cp.kn.errf("power: total or a color (blue, green, black, red, brown, white)")
				}
				out = append(out, simple(cp.line, fmt.Sprintf("%s %s Nation Power", pname(p), col), strconv.Itoa(t), func(r *run) string { return strconv.Itoa(r.g.NationPower(p).ByColor[col]) }))
			}
		case "played":
			ws, err := v.strs()
			if err != nil {
				return nil, err
			}
			name := func(k card.Kind) string {
				if k == 0 {
					return "cruiser"
				}
				return k.String()
			}
			var want []string
			wantSet := map[card.Kind]bool{}
			for _, w := range ws {
				kd, err := parsePlayedKind(w)
				if err != nil {
					return nil, v.errf("%v", err)
				}
				wantSet[kd] = true
			}
			for kd := card.Kind(0); kd <= card.G; kd++ {
				if wantSet[kd] {
					want = append(want, name(kd))
				}
			}
			out = append(out, simple(kv.line, pname(p)+" played this turn", "["+strings.Join(want, ", ")+"]", func(r *run) string {
				var got []string
				for kd := card.Kind(0); kd <= card.G; kd++ {
					if kd != card.Command && r.g.Played(p, kd) {
						got = append(got, name(kd))
					}
				}
				return "[" + strings.Join(got, ", ") + "]"
			}))
		default:
			z, area := zoneOfKey(k)
			ordered := z == engine.ZNation || z == engine.ZDiscardPile || z == engine.ZJunkyard || z == engine.ZBattle
			get := func(r *run) []engine.CardID { return r.g.ZoneCards(p, z) }
			if z == engine.ZBattle {
				get = func(r *run) []engine.CardID { return r.g.Squad(area, p) }
			}
			c, err := s.zoneCheck(v, pname(p)+" "+k, ordered, get)
			if err != nil {
				return nil, err
			}
			out = append(out, c)
		}
	}
	return out, nil
}

// zoneCheck reads a zone expectation: a count, an exact list (in order for
// ordered zones), or {count, has, lacks}.
func (s *Scenario) zoneCheck(n node, what string, ordered bool, get func(r *run) []engine.CardID) (check, error) {
	line := n.line()
	if n.isMap() {
		m, _, err := n.fields("count", "has", "lacks")
		if err != nil {
			return check{}, err
		}
		count := -1
		if v, ok := m["count"]; ok {
			if count, err = v.integer(); err != nil {
				return check{}, err
			}
		}
		var has, lacks []ref
		for k, dst := range map[string]*[]ref{"has": &has, "lacks": &lacks} {
			if v, ok := m[k]; ok {
				if *dst, err = s.refList(v); err != nil {
					return check{}, err
				}
			}
		}
		var want []string
		if count >= 0 {
			want = append(want, fmt.Sprintf("%d card(s)", count))
		}
		if len(has) > 0 {
			want = append(want, "with "+refsText(has))
		}
		if len(lacks) > 0 {
			want = append(want, "without "+refsText(lacks))
		}
		return check{line: line, what: what, want: strings.Join(want, ", "), eval: func(r *run) (string, bool) {
			ids := get(r)
			ok := count < 0 || len(ids) == count
			for _, h := range has {
				if !r.anyMatch(ids, h) {
					ok = false
				}
			}
			for _, l := range lacks {
				if r.anyMatch(ids, l) {
					ok = false
				}
			}
			return r.listText(ids), ok
		}}, nil
	}
	if !n.isList() {
		k, err := n.integer()
		if err != nil {
			return check{}, n.errf("a zone expectation is a count, a list of cards, or {count, has, lacks}")
		}
		return check{line: line, what: what + " count", want: strconv.Itoa(k), eval: func(r *run) (string, bool) {
			ids := get(r)
			return fmt.Sprintf("%d %s", len(ids), r.listText(ids)), len(ids) == k
		}}, nil
	}
	want, err := s.refList(n)
	if err != nil {
		return check{}, err
	}
	wt := "[" + refsText(want) + "]"
	if !ordered {
		wt += " (any order)"
	}
	return check{line: line, what: what, want: wt, eval: func(r *run) (string, bool) {
		ids := get(r)
		return r.listText(ids), r.listMatch(ids, want, ordered)
	}}, nil
}

func (s *Scenario) refList(n node) ([]ref, error) {
	ws, err := n.strs()
	if err != nil {
		return nil, err
	}
	var out []ref
	for _, w := range ws {
		if w == "" {
			continue
		}
		if w == "unknown" {
			out = append(out, ref{text: w, label: -1, nation: -1, defs: []*card.Def{s.filler}})
			continue
		}
		r, err := s.parseRef(n, w)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

func refsText(rs []ref) string {
	var ws []string
	for _, r := range rs {
		ws = append(ws, r.text)
	}
	return strings.Join(ws, ", ")
}
