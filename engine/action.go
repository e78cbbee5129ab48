package engine

import (
	"fmt"
)

// ActionKind says what an Action does.
type ActionKind uint8

// The action kinds. Each Action answers the pending decision.
const (
	AKeep       ActionKind = iota + 1 // keep the opening hand
	ARedealA                          // GW basic "手牌的再调度" A (no G: show, reshuffle, 6 again)
	ARedealB                          // GW basic "手牌的再调度" B (5, then 4, then 3)
	APass                             // pass priority in a free timing
	APlay                             // play Card from hand or hangar (Index: the mode, for modal commands; N 1: with its 代替コスト>B:A)
	AUse                              // use text Index of card Card (on the field, or a text that works from the Junkyard or hand)
	ATarget                           // choose Card as a target (or the Nation of player N when Card is None)
	AChooseX                          // choose the value N for X, or N as the count of a loop of optional actions (Rise 803.2)
	ASortie                           // add Card to the sortie plan, into Area
	ASortieDone                       // declare the planned sortie (possibly empty)
	AOrder                            // put pending effect Index on the cut (or resolve it) next
	AChoose                           // choose Card in an effect's choice
	AChooseDone                       // stop choosing (when fewer cards are allowed)
	AOption                           // choose option Index of an effect
	AYes                              // accept an optional effect or payment
	ANo                               // decline it
	ADiscard                          // discard Card from hand to the hand size (GW basic "回合结束时" 3)
	AChange                           // 換装: swap hand card Card with own unit N (GW adv. "换装")
	AVariable                         // VARIABLE(X): put Card into the own disposition area as a special G (GW adv. "VARIABLE（X）")
	ASortieUndo                       // forget the units planned for the sortie, before it is declared
	AReplace                          // apply replacement effect Index next (Rise 716.1b, 717.3)
)

var actionNames = [...]string{"", "keep", "redeal-a", "redeal-b", "pass", "play", "use", "target", "x", "sortie", "sortie-done", "order", "choose", "choose-done", "option", "yes", "no", "discard", "change", "variable", "sortie-undo", "replace"}

func (k ActionKind) String() string {
	if int(k) < len(actionNames) && k > 0 {
		return actionNames[k]
	}
	return fmt.Sprintf("action-kind(%d)", uint8(k))
}

// Action is one answer to the pending decision. Actions are small values;
// Legal lists them and Apply takes one of them.
type Action struct {
	Kind  ActionKind
	Card  CardID
	Index int16
	Area  Area
	N     int16
}

// Describe renders a for player-facing menus and logs. An action whose
// fields are out of range is described as such.
func (g *Game) Describe(a Action) string {
	if m := g.fieldRefusal(a, -1); m != "" {
		return fmt.Sprintf("%s: %s", a.Kind, m)
	}
	name := func(c CardID) string {
		if c == None {
			return "-"
		}
		return g.cardName(c)
	}
	switch a.Kind {
	case AKeep:
		return "keep this hand"
	case ARedealA:
		return "redeal A: show a hand with no G, reshuffle and draw 6 again"
	case ARedealB:
		return fmt.Sprintf("redeal B: reshuffle and draw %d", 5-g.pl[g.decision.player].redealB)
	case APass:
		return "pass"
	case APlay:
		s := "play " + name(a.Card)
		if g.numModes(a.Card) > 1 {
			s += fmt.Sprintf(" (mode %d)", a.Index+1)
		}
		if a.N == 1 {
			s += " with its alternative cost (代替コスト)"
		}
		return s
	case AUse:
		return fmt.Sprintf("use %s: %s", name(a.Card), g.textSummary(a.Card, int(a.Index)))
	case ATarget:
		if a.Card == None {
			return fmt.Sprintf("target %s's Nation", Player(a.N))
		}
		return "target " + g.describeCard(a.Card)
	case AChooseX:
		if g.decision.kind == dLoop {
			return fmt.Sprintf("the loop repeats %d more times (Rise 803.2)", a.N)
		}
		return fmt.Sprintf("X = %d", a.N)
	case ASortie:
		return fmt.Sprintf("sortie %s to %s", g.describeCard(a.Card), a.Area)
	case ASortieDone:
		if len(g.sortie.picks) == 0 {
			return "no sortie"
		}
		return fmt.Sprintf("declare the sortie as planned (%d unit(s))", len(g.sortie.picks))
	case ASortieUndo:
		return "cancel the planned sortie (choose again)"
	case AOrder:
		return "next: " + g.pendingName(int(a.Index))
	case AReplace:
		if d := &g.decision; d.kind == dReplace && int(a.Index) < len(d.options) {
			return "apply first: " + d.options[a.Index]
		}
		return fmt.Sprintf("apply replacement effect %d first", int(a.Index)+1)
	case AChoose:
		if a.Card == None {
			return fmt.Sprintf("choose %s's Nation", Player(a.N))
		}
		if to := g.costDest(a); to != "" {
			return "choose " + g.describeCard(a.Card) + ": to the " + to + " of its owner's Nation"
		}
		return "choose " + g.describeCard(a.Card)
	case AChooseDone:
		return "done choosing"
	case AOption:
		return fmt.Sprintf("option %d: %s", a.Index+1, g.optionText(int(a.Index)))
	case AYes:
		return "yes"
	case ANo:
		return "no"
	case ADiscard:
		return "discard " + name(a.Card)
	case AVariable:
		return fmt.Sprintf("VARIABLE(%d): put %s into the disposition area as a special G", g.variableX(a.Card), name(a.Card))
	case AChange:
		return fmt.Sprintf("換装: swap %s from hand with %s", name(a.Card), g.describeCard(CardID(a.N)))
	}
	return a.Kind.String()
}

// RuleError is an illegal action: it names the rule that refuses it.
type RuleError struct {
	Action Action
	Rule   string // the rule's source, e.g. `GW basic "配备阶段": one unit per turn`
	Msg    string
}

func (e *RuleError) Error() string {
	if e.Rule == "" {
		return e.Msg
	}
	return e.Msg + " (" + e.Rule + ")"
}

// Legal returns every action the deciding player may take now, in a
// deterministic order. It is empty only when the game is over.
func (g *Game) Legal() []Action {
	if g.over {
		return nil
	}
	l := g.legalActions()
	return append(make([]Action, 0, max(len(l), 16)), l...) // room for most decisions' answers
}

// LegalInto is Legal in dst's memory: it returns the legal actions in
// dst[:0], growing it only when they do not fit, so that a player of many
// decisions (sim, a search) allocates none for most of them.
func (g *Game) LegalInto(dst []Action) []Action {
	if g.over {
		return dst[:0]
	}
	return append(dst[:0], g.legalActions()...)
}

// Decider is the player who must answer the pending decision.
func (g *Game) Decider() Player { return g.decision.player }

// Apply performs a, one of Legal(), and runs the automatic rules until the
// next decision. An action that is not legal returns a *RuleError and leaves
// the game exactly as it was. The events the action caused are returned.
func (g *Game) Apply(a Action) ([]Event, error) {
	if g.over {
		return nil, &RuleError{Action: a, Msg: "the game is over"}
	}
	if !g.allows(a) {
		return nil, g.whyIllegal(a)
	}
	return g.applyAction(a, nil), nil
}

// ApplyInto is Apply with the events in evs's memory: it returns them in
// evs[:0], growing it only when they do not fit. An illegal action returns
// evs[:0] and the error.
func (g *Game) ApplyInto(a Action, evs []Event) ([]Event, error) {
	if g.over {
		return evs[:0], &RuleError{Action: a, Msg: "the game is over"}
	}
	if !g.allows(a) {
		return evs[:0], g.whyIllegal(a)
	}
	return g.applyAction(a, evs[:0]), nil
}

// Drain returns the events since the last Apply or Drain (New's setup events
// are drained this way) and forgets them.
func (g *Game) Drain() []Event { return g.drainTo(nil) }
