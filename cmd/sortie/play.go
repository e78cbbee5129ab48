package main

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sortie-tcg/sortie/agent"
	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

func init() { extraCommands = append(extraCommands, playCmd) }

// playOptions are the flags of sortie play.
type playOptions struct {
	deck, opponent string
	ai             string // the agent's name: greedy or random
	seed           uint64
	first          int // 1 or 2; 0: decided by the seed
}

func playCmd() *cobra.Command {
	var o playOptions
	c := &cobra.Command{
		Use:   "play",
		Short: "Play against an AI in the terminal",
		Long: `Play a game of Gundam War as P1 against an AI (P2; --ai, default greedy).
Each time you must decide, the screen shows what you may know (your hand, both
fields, the counts of hidden zones, the cut) and the legal actions numbered from
1: type a number and Enter, or q to quit. Under each hand card are its keywords
(as printed and in English) and the English labels of its texts. At the prompt,
"i N" (or "?N") prints the card of choice N in full: its printed Japanese text,
the labels of its texts and each keyword with an explanation; "i U-202" prints
the card numbered U-202 as shown in [ ] on the screen. Full-width digits and
spaces are accepted. Choices are read line by line from stdin, so a script or a
pipe can play too. The same seed, decks and answers give the same game.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !cmd.Flags().Changed("seed") {
				o.seed = randomSeed()
			}
			if o.first < 0 || o.first > 2 {
				return fmt.Errorf("--first is 1 or 2, got %d", o.first)
			}
			return runPlay(cmd.InOrStdin(), cmd.OutOrStdout(), o)
		},
	}
	f := c.Flags()
	f.StringVar(&o.deck, "deck", "green", "your deck: a deck file or an embedded deck name (green, blue)")
	f.StringVar(&o.opponent, "opponent", "blue", "the AI's deck: a deck file or an embedded deck name")
	f.StringVar(&o.ai, "ai", "greedy", "the AI: "+strings.Join(agent.Names, ", "))
	f.Uint64Var(&o.seed, "seed", 0, "random seed of the game (default: a random one, printed at the start)")
	f.IntVar(&o.first, "first", 0, "who plays first: 1 (you) or 2 (the AI); default: decided by the seed")
	return c
}

func randomSeed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 1
	}
	return binary.LittleEndian.Uint64(b[:])
}

// session is one game between a person reading from in and the greedy AI.
type session struct {
	g     *engine.Game
	db    *card.DB
	ai    agent.Agent
	human engine.Player
	in    *bufio.Reader
	out   io.Writer
	log   []string // events not yet shown to the human, rendered for the human
	// partial lists the human's answers so far to a question asked in
	// several parts (a sortie plan, the cards of a choice): the Observation
	// does not show them. partialKind is multiPart of those answers.
	partial     []string
	partialKind string
}

// errQuit ends a session at the human's request.
var errQuit = errors.New("quit")

// runPlay sets up the game described by o and plays it to the end, the
// human's choices read from in.
func runPlay(in io.Reader, out io.Writer, o playOptions) error {
	db, err := loadDB()
	if err != nil {
		return err
	}
	var ds [2][]*card.Def
	for i, ref := range []string{o.deck, o.opponent} {
		if ds[i], err = loadDeck(db, ref); err != nil {
			return fmt.Errorf("deck %q: %w", ref, err)
		}
	}
	g, err := engine.New(engine.Config{DB: db, Decks: ds, Seed: o.seed, First: engine.Player(o.first - 1)})
	if err != nil {
		return err
	}
	if o.ai == "" {
		o.ai = "greedy"
	}
	ai, err := agent.New(o.ai, o.seed)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "Sortie: you (P1, %s) vs the %s AI (P2, %s), seed %d\n", o.deck, o.ai, o.opponent, o.seed)
	s := &session{g: g, db: db, ai: ai, human: 0, in: bufio.NewReader(in), out: out}
	s.record(g.Drain())
	return s.run()
}

// run alternates AI moves and human decisions until the game ends or the
// human quits.
func (s *session) run() error {
	for !s.g.Over() {
		var err error
		if s.g.Decider() == s.human {
			err = s.humanMove()
		} else {
			err = s.aiMove()
		}
		if errors.Is(err, errQuit) {
			s.flushEvents()
			fmt.Fprintf(s.out, "You quit on turn %d.\n", s.g.Turn())
			return nil
		}
		if err != nil {
			return err
		}
	}
	s.flushEvents()
	s.printResult()
	return nil
}

// aiMove lets the AI answer the pending decision from its own view.
func (s *session) aiMove() error {
	p := s.g.Decider()
	obs := s.g.View(p)
	a := s.ai.Choose(&obs, s.g.Legal())
	evs, err := s.g.Apply(a)
	if err != nil {
		return fmt.Errorf("the AI chose an illegal action (%s): %w", s.g.Describe(a), err)
	}
	s.record(evs)
	s.partial, s.partialKind = nil, ""
	return nil
}

// humanMove shows the events since the last screen, the screen and the
// menu, and applies the human's choice. It asks again until the choice is a
// legal action; errQuit when the human quits.
func (s *session) humanMove() error {
	s.flushEvents()
	obs := s.g.View(s.human)
	writeScreen(s.out, s.db, obs, s.human)
	legal := s.g.Legal()
	fmt.Fprintf(s.out, "\n%s\n", s.g.DecisionText())
	if len(s.partial) > 0 && s.partialKind == multiPart(legal[0]) {
		fmt.Fprintf(s.out, "  (so far: %s)\n", strings.Join(s.partial, "; "))
	}
	for i, a := range legal {
		fmt.Fprintf(s.out, "  %d. %s\n", i+1, s.menuText(&obs, a))
	}
	for {
		i, err := s.readChoice(&obs, legal)
		if err != nil {
			return err
		}
		desc := s.g.Describe(legal[i])
		evs, err := s.g.Apply(legal[i])
		if err != nil {
			fmt.Fprintf(s.out, "refused: %v\n", err)
			continue
		}
		s.record(evs)
		s.remember(legal[i], desc)
		return nil
	}
}

// remember records a, described as desc before it was applied, if it is one
// part of a question asked again after each answer (a unit added to the
// sortie plan, a card chosen); the answer that ends such a question, and any
// other answer, forgets them.
func (s *session) remember(a engine.Action, desc string) {
	switch a.Kind {
	case engine.ASortie, engine.AChoose:
		if s.partialKind != multiPart(a) {
			s.partial = nil
		}
		s.partial = append(s.partial, desc)
		s.partialKind = multiPart(a)
	default:
		s.partial, s.partialKind = nil, ""
	}
}

// multiPart names the question a answers when that question is asked again
// after each answer ("" for any other action).
func multiPart(a engine.Action) string {
	switch a.Kind {
	case engine.ASortie, engine.ASortieDone:
		return "sortie"
	case engine.AChoose, engine.AChooseDone:
		return "choose"
	}
	return ""
}

// menuText is Describe(a), a keyword used by a written as printed and in
// English ("use ビグ・ザム [U-202]: 範囲兵器(4) (AreaWeapon(4))").
func (s *session) menuText(o *engine.Observation, a engine.Action) string {
	desc := s.g.Describe(a)
	if a.Kind != engine.AUse {
		return desc
	}
	c, ok := o.Card(a.Card)
	if !ok {
		return desc
	}
	return keywordUseText(desc, lookupView(s.db, c))
}

// keywordUseText rewrites the description of a use of d's keyword, which
// ends ": " and the keyword in English, to end with keywordLabel.
func keywordUseText(desc string, d *card.Def) string {
	if d == nil {
		return desc
	}
	for _, k := range d.Keywords {
		if strings.HasSuffix(desc, ": "+k.String()) {
			return strings.TrimSuffix(desc, k.String()) + keywordLabel(k)
		}
	}
	return desc
}

// maxLine is how much of an answer line is kept; the rest of a longer line
// is read and dropped (no answer is that long).
const maxLine = 4096

// readLine reads one line of any length without its line end, keeping at
// most maxLine bytes of it; long reports that there was more. A last line
// without a line end is a line; err is io.EOF only when nothing was read.
func readLine(r *bufio.Reader) (line string, long bool, err error) {
	var b []byte
	read := false
	for {
		frag, err := r.ReadSlice('\n')
		read = read || len(frag) > 0
		frag = bytes.TrimSuffix(frag, []byte("\n"))
		n := min(len(frag), maxLine-len(b))
		b = append(b, frag[:n]...)
		long = long || n < len(frag)
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && read:
			return string(b), long, nil
		}
		return string(b), long, err
	}
}

// normalize turns full-width ASCII (１, ｑ, ？) into ASCII and the
// ideographic space into a space, as a Japanese input method types them.
func normalize(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			return r - 0xFF01 + '!'
		case r == 0x3000:
			return ' '
		}
		return r
	}, s)
}

// shortQuote quotes an answer for a message, cut to 40 characters.
func shortQuote(s string, long bool) string {
	if r := []rune(s); len(r) > 40 || long {
		return strconv.Quote(string(r[:min(len(r), 40)])) + "…"
	}
	return strconv.Quote(s)
}

// readChoice reads lines until one is a number from 1 to len(legal)
// (returned as an index from 0) or q. "i N" / "?N" / "i NUMBER" print a
// card's texts (see info) and ask again; anything else prints why and asks
// again.
func (s *session) readChoice(o *engine.Observation, legal []engine.Action) (int, error) {
	n := len(legal)
	help := fmt.Sprintf("type a number from 1 to %d, i N or i CARD-NUMBER for a card's text, or q to quit", n)
	for {
		fmt.Fprintf(s.out, "choice (1-%d, i N for card text, q to quit)> ", n)
		raw, long, err := readLine(s.in)
		if err != nil {
			fmt.Fprintln(s.out)
			if errors.Is(err, io.EOF) {
				return 0, &exitError{code: 1, err: errors.New("input ended before the game did")}
			}
			return 0, fmt.Errorf("reading your choice: %w", err)
		}
		line := strings.TrimSpace(normalize(raw))
		if long {
			fmt.Fprintf(s.out, "%s is not a number: %s\n", shortQuote(line, long), help)
			continue
		}
		switch strings.ToLower(line) {
		case "q", "quit":
			return 0, errQuit
		case "":
			fmt.Fprintln(s.out, help)
			continue
		}
		if arg, ok := infoArg(line); ok {
			s.info(o, legal, arg)
			continue
		}
		k, err := strconv.Atoi(line)
		if err != nil {
			fmt.Fprintf(s.out, "%s is not a number: %s\n", shortQuote(line, false), help)
			continue
		}
		if k < 1 || k > n {
			fmt.Fprintf(s.out, "there is no choice %d: %s\n", k, help)
			continue
		}
		return k - 1, nil
	}
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
			if strings.EqualFold(d.Number, arg) {
				defs = append(defs, d)
			}
		}
	}
	if len(defs) == 0 {
		fmt.Fprintf(s.out, "no card numbered %s: i takes a choice number or a card number as shown in [ ]\n", shortQuote(arg, false))
		return
	}
	for _, d := range defs {
		s.writeInfo(d)
	}
}

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
// is number (any case), each once, in the order first shown.
func shownDefs(db *card.DB, o *engine.Observation, number string) []*card.Def {
	var out []*card.Def
	seen := map[*card.Def]bool{}
	var walk func(cs []engine.CardView)
	walk = func(cs []engine.CardView) {
		for _, c := range cs {
			if strings.EqualFold(c.Number, number) {
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

// record renders evs as the human may see them, at once: Render reads some
// values (a sortieing unit's power) from the current state, so an event
// rendered later could show values from after it.
func (s *session) record(evs []engine.Event) {
	for _, e := range evs {
		s.log = append(s.log, s.g.Render(e, s.human))
	}
}

// flushEvents prints the events not yet shown.
func (s *session) flushEvents() {
	if len(s.log) == 0 {
		return
	}
	fmt.Fprintln(s.out)
	for _, l := range s.log {
		fmt.Fprintln(s.out, l)
	}
	s.log = s.log[:0]
}

func (s *session) printResult() {
	var who string
	switch w := s.g.Winner(); {
	case w < 0:
		who = "draw"
	case w == s.human:
		who = "you win"
	default:
		who = "the AI wins"
	}
	fmt.Fprintf(s.out, "\n=== game over after %d turns: %s (%s)\n", s.g.Turn(), who, s.g.Reason())
}
