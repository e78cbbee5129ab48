package main

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/sortie-tcg/sortie/agent"
	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/decks"
	"github.com/sortie-tcg/sortie/engine"
)

func init() { extraCommands = append(extraCommands, playCmd) }

// playOptions are the flags of sortie play.
type playOptions struct {
	deck, opponent string
	ai             string // the agent's name (agent.Names)
	budget         agent.Budget
	seed           uint64
	first          int // 1 or 2; 0: decided by the seed
	width, height  int // the terminal's size (0: 80×24)
}

func playCmd() *cobra.Command {
	var o playOptions
	c := &cobra.Command{
		Use:   "play",
		Short: "Play against an AI in the terminal",
		Long: `Play a game of Gundam War as P1 against an AI (P2; --ai, default greedy;
the search AI ismcts spends --think of time on a sortie decision, a share of it on
others, or --playouts iterations a decision).
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
			if cmd.Flags().Changed("first") && o.first != 1 && o.first != 2 {
				return fmt.Errorf("--first is 1 or 2, got %d", o.first)
			}
			w, h := terminalSize(cmd.OutOrStdout())
			if !cmd.Flags().Changed("width") {
				o.width = w
			}
			if !cmd.Flags().Changed("height") {
				o.height = h
			}
			return runPlay(cmd.InOrStdin(), cmd.OutOrStdout(), o)
		},
	}
	f := c.Flags()
	f.StringVar(&o.deck, "deck", "green", "your deck: a deck file or an embedded deck name (green, blue)")
	f.StringVar(&o.opponent, "opponent", "blue", "the AI's deck: a deck file or an embedded deck name")
	f.StringVar(&o.ai, "ai", "greedy", "the AI: "+strings.Join(agent.Names, ", "))
	f.DurationVar(&o.budget.Think, "think", 0, "ismcts: time for a sortie decision, a share of it for others (e.g. 1s); overrides --playouts")
	f.IntVar(&o.budget.Playouts, "playouts", 0, fmt.Sprintf("ismcts: iterations per decision (default %d; a sortie 5×, a choice within a play or effect 2×)", agent.DefaultBudget.Playouts))
	f.Uint64Var(&o.seed, "seed", 0, "random seed of the game (default: a random one, printed at the start)")
	f.IntVar(&o.first, "first", 0, "who plays first: 1 (you) or 2 (the AI); default: decided by the seed")
	f.IntVar(&o.width, "width", 0, "the screen's width in columns (default: the terminal's, or 80)")
	f.IntVar(&o.height, "height", 0, "the screen's height in lines: the events shown are cut to fit (default: the terminal's; none when not a terminal)")
	return c
}

// seedHash is the hex SHA-256 of the seed written in decimal: "sha256sum"
// of that text gives the same.
func seedHash(seed uint64) string {
	h := sha256.Sum256([]byte(strconv.FormatUint(seed, 10)))
	return hex.EncodeToString(h[:])
}

// terminalSize is the size of the terminal w writes to; 0, 0 when it is
// not a terminal.
func terminalSize(w io.Writer) (width, height int) {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return 0, 0
	}
	width, height, err := term.GetSize(int(f.Fd()))
	if err != nil {
		return 0, 0
	}
	return width, height
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
	// history is every event line so far, for the log command.
	history       []string
	width, height int // the terminal's; height 0: not a terminal, no limit
	seed          uint64
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
		if ds[i], err = decks.Load(db, ref); err != nil {
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
	if o.budget.Think < 0 || o.budget.Playouts < 0 {
		return fmt.Errorf("--think and --playouts must not be negative")
	}
	ai, err := agent.NewBudget(o.ai, o.seed, o.budget)
	if err != nil {
		return err
	}
	// DESIGN "State representation": the seed is committed at the start (its
	// hash) and shown when the game ends, so that no one can re-derive the
	// AI's hand and every shuffle during the game, and anyone can check them
	// after it.
	intro := []string{fmt.Sprintf("Sortie: you (P1, %s) vs the %s AI (P2, %s)", o.deck, o.ai, o.opponent),
		"seed sha256:" + seedHash(o.seed)} // the seed itself is shown at the end
	if o.width <= 0 {
		o.width = screenWidth // not a terminal: lines of 80, every event shown
	}
	s := &session{g: g, db: db, ai: ai, human: 0, in: bufio.NewReader(in), out: out, width: o.width, height: o.height, seed: o.seed}
	s.log = intro
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
			fmt.Fprintf(s.out, "You quit on turn %d. The seed was %d.\n", s.g.Turn(), s.seed)
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
	a := agent.Decide(s.ai, s.g)
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
	obs := s.g.View(s.human)
	legal, menu := s.choices(&obs)
	ask := s.g.DecisionText()
	if len(s.partial) > 0 && s.partialKind == multiPart(legal[0]) {
		ask += " (so far: " + strings.Join(s.partial, "; ") + ")"
	}
	below := flow("", []string{ask}, "", s.width, 2)
	var items []string
	for i, m := range menu {
		if a := legal[i]; i > 0 && a.Kind == engine.ASortie && legal[i-1].Kind == engine.ASortie && legal[i-1].Card == a.Card {
			m = "to " + a.Area.String() // the same unit to another area, beside it
		}
		items = append(items, fmt.Sprintf("%d. %s", i+1, m))
	}
	below = append(below, menuLines(items, s.width)...)
	screen := screenLines(s.db, obs, s.human, s.width, false)
	if s.height > 0 && len(screen)+len(below)+1 > s.height {
		screen = screenLines(s.db, obs, s.human, s.width, true) // the hand by name only
	}
	screen = append(screen, below...)
	if s.height > 0 {
		s.showEvents(s.height - len(screen) - 1) // the prompt takes the last line
	} else {
		s.flushEvents()
	}
	for _, l := range screen {
		fmt.Fprintln(s.out, l)
	}
	for {
		i, err := s.readChoice(&obs, legal)
		if err != nil {
			return err
		}
		desc := menu[i]
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

// choices are the legal actions as the menu offers them, with their menu
// texts: of actions that read the same (two basic G of one color in hand)
// only the first is offered.
func (s *session) choices(o *engine.Observation) ([]engine.Action, []string) {
	var acts []engine.Action
	var texts []string
	seen := map[string]bool{}
	for _, a := range s.g.Legal() {
		t := s.menuText(o, a)
		if !seen[t] {
			seen[t] = true
			acts = append(acts, a)
			texts = append(texts, t)
		}
	}
	return acts, texts
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
// English ("use ビグ・ザム [U-202]: 範囲兵器(4) (AreaWeapon(4))"), a sortie
// in short ("sortie ザク [U-1] 3/1/3 to space").
func (s *session) menuText(o *engine.Observation, a engine.Action) string {
	desc := s.g.Describe(a)
	c, ok := o.Card(a.Card)
	switch {
	case !ok:
		return desc
	case a.Kind == engine.ASortie:
		// the unit is in the disposition area, as the screen shows: in short
		return fmt.Sprintf("sortie %s %s to %s", cardLabel(c), c.Power, a.Area)
	case a.Kind == engine.AUse:
		return keywordUseText(desc, lookupView(s.db, c))
	}
	return desc
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
	help := fmt.Sprintf("type a number from 1 to %d, or h for the commands (i, why, power, log, q)", n)
	for {
		fmt.Fprintf(s.out, "choice (1-%d, h for help)> ", n)
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
		if s.command(o, legal, line) {
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

// record renders evs as the human may see them, at once: Render reads some
// values (a sortieing unit's power) from the current state, so an event
// rendered later could show values from after it.
func (s *session) record(evs []engine.Event) {
	for _, e := range evs {
		l := s.g.Render(e, s.human)
		s.log = append(s.log, l)
		s.history = append(s.history, l)
	}
}

// flushEvents prints all the events not yet shown.
func (s *session) flushEvents() { s.showEvents(-1) }

// showEvents prints the events not yet shown in at most n lines (all of
// them when n < 0): the last ones, after a line saying how many earlier ones
// the log command shows. n counts wrapped lines.
func (s *session) showEvents(n int) {
	var lines []string
	for _, l := range s.log {
		lines = append(lines, flow("", []string{l}, "", s.width, 2)...)
	}
	s.log = s.log[:0]
	if n < 0 {
		n = len(lines)
	}
	if len(lines) > n && n > 0 {
		k := len(lines) - n + 1
		lines = append([]string{fmt.Sprintf("(%d earlier line(s): type log)", k)}, lines[k:]...)
	}
	for _, l := range lines[:min(len(lines), max(n, 0))] {
		fmt.Fprintln(s.out, l)
	}
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
	fmt.Fprintf(s.out, "\n=== game over after %d turns: %s (%s)\nThe seed was %d (sha256:%s).\n", s.g.Turn(), who, s.g.Reason(), s.seed, seedHash(s.seed))
}
