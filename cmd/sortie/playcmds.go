package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// The commands a player may type at the prompt besides a choice number.

// playHelp lists the commands.
const playHelp = `N            take choice N
i N, i CARD  the printed text of the card of choice N, or of a card by number or name
why N        why hand card N (or a text of a card: why CARD) is not among the choices
power CARD   how a unit's combat power is made (CARD: number or name of a unit on the field)
log          the game's events so far (the last 200)
q            quit`

// command runs a command line other than a choice; ok is false when line is
// none.
func (s *session) command(o *engine.Observation, legal []engine.Action, line string) (ok bool) {
	word, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch strings.ToLower(word) {
	case "h", "help":
		fmt.Fprintln(s.out, playHelp)
	case "log":
		from := max(0, len(s.history)-200)
		for _, l := range s.history[from:] {
			s.println(l)
		}
	case "why":
		s.why(o, legal, arg)
	case "power", "p":
		s.power(o, arg)
	default:
		a, ok := infoArg(line)
		if !ok {
			return false
		}
		s.info(o, legal, a)
	}
	return true
}

// why says, for a hand card (by its number on the screen, its card number or
// its name), a card on the own field or a card being played (on the cut),
// whether each way to play or use it
// is among the choices and, if not, the rule that refuses it: the engine's
// own refusal of that action, tried on a copy of the game.
func (s *session) why(o *engine.Observation, legal []engine.Action, arg string) {
	hand := o.Players[s.human].Hand
	var cards []engine.CardView
	if k, err := strconv.Atoi(arg); err == nil {
		if k < 1 || k > len(hand) {
			fmt.Fprintf(s.out, "there is no hand card %d: why N takes a hand card from 1 to %d\n", k, len(hand))
			return
		}
		cards = []engine.CardView{hand[k-1]}
	} else {
		cards = matchViews(append(append(append([]engine.CardView(nil), hand...), ownField(o, s.human)...), cutCards(o)...), arg)
	}
	if len(cards) == 0 {
		fmt.Fprintf(s.out, "no card %s in your hand, on your field or on the cut: why takes a hand card's number (1-%d), a card number or a name\n", shortQuote(arg, false), len(hand))
		return
	}
	for _, c := range cards {
		var tries []engine.Action
		if c.Zone == engine.ZHand || c.Zone == engine.ZHangar {
			for m := 0; m < max(1, len(c.Texts)) && (m == 0 || c.Kind == "command"); m++ {
				tries = append(tries, engine.Action{Kind: engine.APlay, Card: c.ID, Index: int16(m)})
			}
		} else {
			for i := range c.Texts {
				tries = append(tries, engine.Action{Kind: engine.AUse, Card: c.ID, Index: int16(i)})
			}
			if len(tries) == 0 {
				fmt.Fprintf(s.out, "%s has no text to use\n", cardLabel(c))
			}
		}
		for _, a := range tries {
			s.println(s.g.Describe(a) + ": " + whyText(s.g, legal, a))
		}
	}
}

// cutCards is the cards being played, on the cut: a text given to one may
// be usable there (GW adv. "「被使用的卡片」").
func cutCards(o *engine.Observation) []engine.CardView {
	var out []engine.CardView
	for _, x := range o.Cut {
		if x.Card.Zone == engine.ZCut {
			out = append(out, x.Card)
		}
	}
	return out
}

// whyText is "choice N" when a is legal, else the engine's refusal of a.
func whyText(g *engine.Game, legal []engine.Action, a engine.Action) string {
	for i, l := range legal {
		if l == a {
			return fmt.Sprintf("offered as choice %d", i+1)
		}
	}
	if _, err := g.Clone().Apply(a); err != nil {
		return "not offered: " + err.Error()
	}
	return "offered: it reads the same as another choice"
}

// power prints how the combat power of each unit on the field matching arg
// (a card number or name) is made.
func (s *session) power(o *engine.Observation, arg string) {
	var units []engine.CardView
	for _, c := range matchViews(append(ownField(o, 0), ownField(o, 1)...), arg) {
		if c.Power != "" {
			units = append(units, c)
		}
	}
	if len(units) == 0 {
		fmt.Fprintf(s.out, "no unit %s on the field: power takes the number or name of a unit on the field\n", shortQuote(arg, false))
		return
	}
	for _, c := range units {
		s.println(cardLabel(c) + " " + c.Power + ": " + strings.Join(s.g.PowerExplained(c.ID), "; "))
	}
}

// println prints l wrapped to the screen's width.
func (s *session) println(l string) {
	for _, x := range flow("", []string{l}, "", s.width, 2) {
		fmt.Fprintln(s.out, x)
	}
}

// ownField is every card on p's side of the field: the disposition area and
// the squads, set cards after their host.
func ownField(o *engine.Observation, p engine.Player) []engine.CardView {
	var out []engine.CardView
	var add func(cs []engine.CardView)
	add = func(cs []engine.CardView) {
		for _, c := range cs {
			out = append(out, c)
			add(c.Set)
		}
	}
	add(o.Players[p].Disposition)
	for _, a := range o.Areas {
		add(a.Squads[p])
	}
	return out
}

// matchViews keeps the cards whose number or name matches arg (cardKey:
// case, width and ・ do not matter).
func matchViews(cs []engine.CardView, arg string) []engine.CardView {
	key := cardKey(arg)
	var out []engine.CardView
	for _, c := range cs {
		if key != "" && (cardKey(c.Number) == key || cardKey(c.Name) == key) {
			out = append(out, c)
		}
	}
	return out
}

// infoArg reads an info request: "i 3", "i3", "?3", "? 3", "info 3",
// "i U-202"; arg is what follows ("" for a bare "i" or "?").
func infoArg(line string) (arg string, ok bool) {
	for _, p := range []string{"info", "?", "i"} {
		if len(line) < len(p) || !strings.EqualFold(line[:len(p)], p) {
			continue
		}
		rest := line[len(p):]
		// "i" is followed by a space or a choice number ("i 3", "i3").
		if p == "i" && rest != "" && rest[0] != ' ' && (rest[0] < '0' || rest[0] > '9') {
			return "", false
		}
		return strings.TrimSpace(rest), true
	}
	return "", false
}

// info prints the texts of the card of choice arg, or of the cards numbered
// arg that the screen shows (any card of the database with that number when
// none is shown).
func (s *session) info(o *engine.Observation, legal []engine.Action, arg string) {
	if arg == "" {
		fmt.Fprintf(s.out, "i N prints the text of the card of choice N (1-%d); i U-202 of the card numbered U-202\n", len(legal))
		return
	}
	if k, err := strconv.Atoi(arg); err == nil {
		if k < 1 || k > len(legal) {
			fmt.Fprintf(s.out, "there is no choice %d: i N takes a choice from 1 to %d\n", k, len(legal))
			return
		}
		id := actionCard(legal[k-1])
		c, ok := o.Card(id)
		d := lookupView(s.db, c)
		if id == engine.None || !ok || d == nil {
			fmt.Fprintf(s.out, "choice %d (%s) names no card\n", k, s.g.Describe(legal[k-1]))
			return
		}
		s.writeInfo(d)
		return
	}
	defs := shownDefs(s.db, o, arg)
	if len(defs) == 0 {
		for _, d := range s.db.Defs {
			if k := cardKey(arg); cardKey(d.Number) == k || cardKey(d.Name) == k || cardKey(d.NameEN) == k {
				defs = append(defs, d)
			}
		}
	}
	if len(defs) == 0 {
		// no exact number or name: the cards whose number or name holds it
		k := cardKey(arg)
		for _, d := range s.db.Defs {
			if strings.Contains(cardKey(d.Number), k) || strings.Contains(cardKey(d.Name), k) || strings.Contains(cardKey(d.NameEN), k) {
				defs = append(defs, d)
			}
		}
		if len(defs) > maxInfoCards {
			fmt.Fprintf(s.out, "%d cards hold %s in their number or name; i takes one of these:\n", len(defs), shortQuote(arg, false))
			for _, d := range defs {
				fmt.Fprintf(s.out, "  %s\n", defLine(d))
			}
			return
		}
	}
	if len(defs) == 0 {
		fmt.Fprintf(s.out, "no card numbered or named %s: i takes a choice number, or a card number as shown in [ ] or a name (or part of one)\n", shortQuote(arg, false))
		return
	}
	for _, d := range defs {
		s.writeInfo(d)
	}
}

// maxInfoCards is how many cards info prints in full when a part of a
// number or name matches several; more are listed a line each.
const maxInfoCards = 3

// writeInfo prints d's printed facts and its texts.
func (s *session) writeInfo(d *card.Def) {
	fmt.Fprintf(s.out, "%s\n", defLine(d))
	for _, l := range cardTextBlock(d, "  ", cardTextWidth) {
		fmt.Fprintln(s.out, l)
	}
}

// actionCard is the card an action plays, uses, targets, sorties, chooses
// or discards (engine.None if none).
func actionCard(a engine.Action) engine.CardID {
	switch a.Kind {
	case engine.APlay, engine.AUse, engine.ATarget, engine.ASortie, engine.AChoose, engine.ADiscard, engine.AChange, engine.AVariable:
		return a.Card
	}
	return engine.None
}

// shownDefs are the definitions of the cards o shows face up whose number
// or name is ref (compared by cardKey), each once, in the order first shown.
func shownDefs(db *card.DB, o *engine.Observation, ref string) []*card.Def {
	var out []*card.Def
	seen := map[*card.Def]bool{}
	var walk func(cs []engine.CardView)
	walk = func(cs []engine.CardView) {
		for _, c := range cs {
			if k := cardKey(ref); cardKey(c.Number) == k || cardKey(c.Name) == k {
				if d := lookupView(db, c); d != nil && !seen[d] {
					seen[d] = true
					out = append(out, d)
				}
			}
			walk(c.Set)
		}
	}
	for _, p := range o.Players {
		for _, z := range [][]engine.CardView{p.Hand, p.Disposition, p.Junkyard, p.Removed, p.Hangar} {
			walk(z)
		}
	}
	for _, a := range o.Areas {
		walk(a.Squads[0])
		walk(a.Squads[1])
	}
	for _, c := range o.Cut {
		walk([]engine.CardView{c.Card})
	}
	return out
}
