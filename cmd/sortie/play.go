package main

import (
	"bufio"
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
1: type a number and Enter, or q to quit. Choices are read line by line from
stdin, so a script or a pipe can play too. The same seed, decks and answers give
the same game.`,
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
	f.StringVar(&o.ai, "ai", "greedy", "the AI: greedy or random")
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
	in    *bufio.Scanner
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
	s := &session{g: g, db: db, ai: ai, human: 0, in: bufio.NewScanner(in), out: out}
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
	writeScreen(s.out, s.db, s.g.View(s.human), s.human)
	legal := s.g.Legal()
	fmt.Fprintf(s.out, "\n%s\n", s.g.DecisionText())
	if len(s.partial) > 0 && s.partialKind == multiPart(legal[0]) {
		fmt.Fprintf(s.out, "  (so far: %s)\n", strings.Join(s.partial, "; "))
	}
	for i, a := range legal {
		fmt.Fprintf(s.out, "  %d. %s\n", i+1, s.g.Describe(a))
	}
	for {
		i, err := s.readChoice(len(legal))
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

// readChoice reads lines until one is a number from 1 to n (returned as an
// index from 0) or q; anything else prints why and asks again.
func (s *session) readChoice(n int) (int, error) {
	for {
		fmt.Fprintf(s.out, "choice (1-%d, q to quit)> ", n)
		if !s.in.Scan() {
			fmt.Fprintln(s.out)
			if err := s.in.Err(); err != nil {
				return 0, fmt.Errorf("reading your choice: %w", err)
			}
			return 0, &exitError{code: 1, err: errors.New("input ended before the game did")}
		}
		line := strings.TrimSpace(s.in.Text())
		switch strings.ToLower(line) {
		case "q", "quit":
			return 0, errQuit
		case "":
			fmt.Fprintf(s.out, "type a number from 1 to %d, or q to quit\n", n)
			continue
		}
		k, err := strconv.Atoi(line)
		if err != nil {
			fmt.Fprintf(s.out, "%q is not a number: type a number from 1 to %d, or q to quit\n", line, n)
			continue
		}
		if k < 1 || k > n {
			fmt.Fprintf(s.out, "there is no choice %d: type a number from 1 to %d, or q to quit\n", k, n)
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
