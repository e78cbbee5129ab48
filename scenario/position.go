package scenario

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

func sortStrings(s []string) { sort.Strings(s) }

// the zones of a player as scenario files name them, in the order their
// cards are created
var zoneKeys = []string{"nation", "discard-pile", "junkyard", "hand", "hangar", "removed", "disposition", "space", "earth", "arena"}

func zoneOfKey(k string) (engine.Zone, engine.Area) {
	switch k {
	case "space":
		return engine.ZBattle, engine.Space
	case "earth":
		return engine.ZBattle, engine.Earth
	case "arena":
		return engine.ZBattle, engine.FightingArena
	}
	z, _ := engine.ParseZone(k)
	return z, 0
}

func parsePlayer(n node) (engine.Player, error) {
	s, err := n.str()
	if err != nil {
		return 0, err
	}
	switch strings.ToLower(s) {
	case "p1":
		return 0, nil
	case "p2":
		return 1, nil
	}
	return 0, n.errf("want p1 or p2, got %q", s)
}

// parsePosition reads the position: turn, phase, priority, each player's zones.
func (s *Scenario) parsePosition(n node) error {
	m, _, err := n.fields("turn", "attacker", "first", "phase", "stage", "priority", "engaged", "head-left", "p1", "p2", "cut")
	if err != nil {
		return err
	}
	pos := &s.Pos
	pos.DB, pos.Rules, pos.First, pos.StopAtPriority = s.DB, s.Rules, -1, true
	need := func(k string) (node, error) {
		v, ok := m[k]
		if !ok {
			return v, n.errf("the position needs %s", k)
		}
		return v, nil
	}
	v, err := need("turn")
	if err != nil {
		return err
	}
	if pos.Turn, err = v.integer(); err != nil {
		return err
	}
	if pos.Turn < 1 {
		return v.errf("turns are numbered from 1")
	}
	if v, err = need("attacker"); err != nil {
		return err
	}
	if pos.Attacker, err = parsePlayer(v); err != nil {
		return err
	}
	if v, ok := m["first"]; ok {
		if pos.First, err = parsePlayer(v); err != nil {
			return err
		}
	}
	if v, err = need("phase"); err != nil {
		return err
	}
	ps, err := v.str()
	if err != nil {
		return err
	}
	if pos.Phase, err = engine.ParsePhase(ps); err != nil {
		return v.errf("%v", err)
	}
	pos.Stage = engine.StageBefore
	switch pos.Phase {
	case engine.PReroll, engine.PEndOfTurn:
		pos.Stage = engine.StageStart
	}
	if v, ok := m["stage"]; ok {
		st, err := v.str()
		if err != nil {
			return err
		}
		if pos.Stage, err = engine.ParseStage(st); err != nil {
			return v.errf("%v", err)
		}
	}
	pos.Priority = pos.Attacker
	if v, ok := m["priority"]; ok {
		if pos.Priority, err = parsePlayer(v); err != nil {
			return err
		}
	}
	for p := engine.Player(0); p < 2; p++ {
		pn, ok := m[pname(p)]
		if !ok {
			continue
		}
		if err := s.parsePlayerPos(pn, p); err != nil {
			return err
		}
	}
	if v, ok := m["engaged"]; ok {
		em, _, err := v.fields("space", "earth", "arena")
		if err != nil {
			return err
		}
		var eng [engine.NumAreas]bool
		for a := engine.Area(0); a < engine.NumAreas; a++ {
			if x, ok := em[a.String()]; ok {
				if eng[a], err = x.boolean(); err != nil {
					return err
				}
			} else {
				eng[a] = s.squadLen(a, 0) > 0 && s.squadLen(a, 1) > 0
			}
		}
		pos.Engaged = &eng
	}
	if v, ok := m["head-left"]; ok {
		ws, err := v.strs()
		if err != nil {
			return err
		}
		for _, w := range ws {
			f := strings.Fields(w)
			if len(f) != 2 || (f[0] != "p1" && f[0] != "p2") || (f[1] != "space" && f[1] != "earth" && f[1] != "arena") {
				return v.errf("head-left lists squads as \"p1 space\", got %q", w)
			}
			_, a := zoneOfKey(f[1])
			pos.HeadLeft[a][f[0][1]-'1'] = true
		}
	}
	if v, ok := m["cut"]; ok {
		if err := s.parseCut(v); err != nil {
			return err
		}
	}
	// a zone that does not add up: each player's total, when given
	for p := 0; p < 2; p++ {
		if s.totals[p].want < 0 {
			continue
		}
		got := 0
		for _, c := range pos.Cards {
			if int(c.Owner) == p {
				got++
			}
		}
		if got != s.totals[p].want {
			return s.totals[p].n.errf("p%d's zones hold %d cards, but total says %d", p+1, got, s.totals[p].want)
		}
	}
	return nil
}

func (s *Scenario) squadLen(a engine.Area, p engine.Player) int {
	k := 0
	for _, c := range s.Pos.Cards {
		if c.Zone == engine.ZBattle && c.Area == a && c.Ctrl == p && c.Host < 0 {
			k++
		}
	}
	return k
}

// parsePlayerPos reads one player's zones and per-turn counters.
func (s *Scenario) parsePlayerPos(n node, p engine.Player) error {
	keys := append(append([]string(nil), zoneKeys...), "discard", "power", "played", "once-named", "used", "total")
	m, _, err := n.fields(keys...)
	if err != nil {
		return err
	}
	if v, ok := m["discard"]; ok {
		if _, dup := m["discard-pile"]; dup {
			return v.errf("discard and discard-pile are the same zone: give it once")
		}
		m["discard-pile"] = v
	}
	for _, k := range zoneKeys {
		v, ok := m[k]
		if !ok {
			continue
		}
		z, area := zoneOfKey(k)
		if err := s.parseZone(v, p, z, area); err != nil {
			return err
		}
	}
	if v, ok := m["power"]; ok {
		// shorthand: standing basic G in the disposition area
		cm, err := v.pairs()
		if err != nil {
			return v.errf("power lists basic G by color, as {green: 2, red: 1}")
		}
		for _, c := range cm {
			col, err := card.ParseColor(c.key)
			if err != nil || col == card.Purple {
				return c.kn.errf("no basic G of color %q", c.key)
			}
			k, err := c.val.integer()
			if err != nil {
				return err
			}
			if k < 0 {
				return c.val.errf("a count is 0 or more")
			}
			if err := s.room(c.val, k); err != nil {
				return err
			}
			for i := 0; i < k; i++ {
				s.addCard(engine.NewPosCard("", s.basicG(col), p, engine.ZDisposition), c.line)
			}
		}
	}
	if v, ok := m["played"]; ok {
		ws, err := v.strs()
		if err != nil {
			return err
		}
		for _, w := range ws {
			k, err := parsePlayedKind(w)
			if err != nil {
				return v.errf("%v", err)
			}
			s.Pos.Played[p] = append(s.Pos.Played[p], k)
		}
	}
	if v, ok := m["once-named"]; ok {
		ws, err := v.strs()
		if err != nil {
			return err
		}
		s.Pos.OnceNames[p] = append(s.Pos.OnceNames[p], ws...)
	}
	if v, ok := m["used"]; ok {
		ws, err := v.strs()
		if err != nil {
			return err
		}
		for _, w := range ws {
			f := strings.Fields(w)
			t := 1
			if len(f) == 3 && f[1] == "text" {
				if t, err = strconv.Atoi(f[2]); err != nil || t < 1 || t > maxNumber {
					return v.errf("bad text number in %q", w)
				}
			} else if len(f) != 1 {
				return v.errf("used lists texts as \"A1 text 2\" (or \"A1\" for text 1), got %q", w)
			}
			i, ok := s.labels[f[0]]
			if !ok {
				return v.errf("unknown label %q (labels: %s)", f[0], s.labelList())
			}
			s.Pos.Used = append(s.Pos.Used, engine.PosUse{Card: i, Text: t - 1})
		}
	}
	s.totals[p] = total{want: -1}
	if v, ok := m["total"]; ok {
		t, err := v.integer()
		if err != nil {
			return err
		}
		s.totals[p] = total{want: t, n: v}
	}
	return nil
}

type total struct {
	want int
	n    node
}

var digitsRe = regexp.MustCompile(`^-?\d+$`)

var unknownRe = regexp.MustCompile(`^(\d+) unknown( cards?)?$`)

// parseZone reads a zone: a count of unknown cards, or a list of entries.
func (s *Scenario) parseZone(n node, p engine.Player, z engine.Zone, area engine.Area) error {
	if n.isNull() {
		return nil
	}
	if !n.isList() {
		k, err := n.integer()
		if w, _ := n.str(); err != nil && !digitsRe.MatchString(strings.TrimSpace(w)) {
			return n.errf("a zone is a list of cards or a number of unknown cards")
		} else if err != nil {
			return err
		}
		if k < 0 {
			return n.errf("a zone holds 0 or more cards, not %d", k)
		}
		return s.addUnknown(n, p, z, k)
	}
	its, err := n.items()
	if err != nil {
		return err
	}
	for _, it := range its {
		if err := s.parseEntry(it, p, z, area, -1); err != nil {
			return err
		}
	}
	return nil
}

func (s *Scenario) addUnknown(n node, p engine.Player, z engine.Zone, k int) error {
	if z.OnField() {
		return n.errf("unknown cards are for the hidden zones (nation, discard-pile, hand); list field cards")
	}
	if err := s.room(n, k); err != nil {
		return err
	}
	for _, c := range engine.Unknown(s.filler, p, z, k) {
		s.addCard(c, n.line())
	}
	return nil
}

// room refuses k more cards when the position would then hold more than
// engine.MaxPositionCards, before any of them is made.
func (s *Scenario) room(n node, k int) error {
	if k > engine.MaxPositionCards-len(s.Pos.Cards) {
		return n.errf("%d more cards: a position holds at most %d cards in all", k, engine.MaxPositionCards)
	}
	return nil
}

func (s *Scenario) addCard(c engine.PosCard, line int) int {
	s.Pos.Cards = append(s.Pos.Cards, c)
	s.cardLine = append(s.cardLine, line)
	return len(s.Pos.Cards) - 1
}

// parseEntry reads one card of a zone: "REF", "N unknown", "LABEL: REF" or
// "LABEL: {card: REF, rolled: true, damage: 2, coins: [...], set: [...]}".
func (s *Scenario) parseEntry(n node, p engine.Player, z engine.Zone, area engine.Area, host int) error {
	if !n.isMap() {
		w, err := n.str()
		if err != nil {
			return err
		}
		if m := unknownRe.FindStringSubmatch(strings.TrimSpace(w)); m != nil {
			if host >= 0 {
				return n.errf("set cards are named, not unknown")
			}
			k, err := strconv.Atoi(m[1])
			if err != nil {
				return n.errf("%s more cards: a position holds at most %d cards in all", m[1], engine.MaxPositionCards)
			}
			return s.addUnknown(n, p, z, k)
		}
		d, err := s.findCard(n, w)
		if err != nil {
			return err
		}
		s.addPlaced(d, "", p, z, area, host, n.line())
		return nil
	}
	ps, err := n.pairs()
	if err != nil {
		return err
	}
	label := ""
	props := n
	if len(ps) == 1 && ps[0].key != "card" {
		label = ps[0].key
		if !labelRe.MatchString(label) || reserved[label] {
			return ps[0].kn.errf("%q cannot be a label (a label is a letter then letters, digits or _, like A1; not a reserved word)", label)
		}
		if _, dup := s.labels[label]; dup {
			return ps[0].kn.errf("label %q is used twice", label)
		}
		props = ps[0].val
		if !props.isMap() {
			w, err := props.str()
			if err != nil {
				return err
			}
			d, err := s.findCard(props, w)
			if err != nil {
				return err
			}
			s.addPlaced(d, label, p, z, area, host, ps[0].line)
			return nil
		}
	}
	m, _, err := props.fields("card", "owner", "rolled", "standing", "damage", "destroyed", "coins", "set")
	if err != nil {
		return err
	}
	cn, ok := m["card"]
	if !ok {
		return props.errf("name the card: card: REF (a card number, name, or color and number)")
	}
	w, err := cn.str()
	if err != nil {
		return err
	}
	d, err := s.findCard(cn, w)
	if err != nil {
		return err
	}
	i := s.addPlaced(d, label, p, z, area, host, props.line())
	c := &s.Pos.Cards[i]
	if v, ok := m["owner"]; ok {
		if c.Owner, err = parsePlayer(v); err != nil {
			return err
		}
	}
	for _, k := range []string{"rolled", "destroyed"} {
		if v, ok := m[k]; ok {
			b, err := v.boolean()
			if err != nil {
				return err
			}
			if k == "rolled" {
				c.Rolled = b
			} else {
				c.Destroyed = b
			}
		}
	}
	if v, ok := m["standing"]; ok {
		b, err := v.boolean()
		if err != nil {
			return err
		}
		c.Rolled = !b
	}
	if v, ok := m["damage"]; ok {
		if c.Damage, err = v.integer(); err != nil {
			return err
		}
	}
	if v, ok := m["coins"]; ok {
		ws, err := v.strs()
		if err != nil {
			return err
		}
		for _, w := range ws {
			mod, err := card.ParseModifier(w)
			if err != nil {
				return v.errf("%v", err)
			}
			c.Coins = append(c.Coins, mod)
		}
	}
	if v, ok := m["set"]; ok {
		its, err := v.items()
		if err != nil {
			return err
		}
		for _, it := range its {
			if err := s.parseEntry(it, p, engine.ZNone, 0, i); err != nil {
				return err
			}
		}
	}
	return nil
}

func (s *Scenario) addPlaced(d *card.Def, label string, p engine.Player, z engine.Zone, area engine.Area, host, line int) int {
	c := engine.NewPosCard(label, d, p, z)
	c.Area, c.Host = area, host
	i := s.addCard(c, line)
	if label != "" {
		s.labels[label] = i
	}
	return i
}

// findCard resolves a card reference of the position: a number, a name, or
// "color number" (GW: early sets reuse numbers across colors).
func (s *Scenario) findCard(n node, w string) (*card.Def, error) {
	w = strings.TrimSpace(w)
	if w == "unknown" {
		return s.filler, nil
	}
	d, err := s.DB.Find(strings.Replace(w, ":", " ", 1))
	if err != nil {
		return nil, n.errf("%v", err)
	}
	return d, nil
}

// parsePlayedKind reads a kind of the per-turn counters: unit, character,
// operation, g, or cruiser (a Cruiser or Base unit: their own one per turn).
func parsePlayedKind(w string) (card.Kind, error) {
	if w == "cruiser" || w == "base" {
		return 0, nil
	}
	k, err := card.ParseKind(w)
	if err != nil || k == card.Command {
		return 0, fmt.Errorf("played lists unit, character, operation, g or cruiser (GW basic \"配备阶段\"), got %q", w)
	}
	return k, nil
}
