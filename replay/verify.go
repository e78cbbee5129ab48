package replay

import (
	"fmt"
	"io"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// Verify re-plays f from its revealed seed: the seed must match the
// commitment, every action must be legal when it was taken, every state hash
// must match the recorded one, and the result must be the recorded result.
// The first difference is the error.
func Verify(db *card.DB, f *File) error {
	seed, err := f.RevealedSeed()
	if err != nil {
		return err
	}
	return Play(db, f, seed, nil)
}

// Play re-plays f with seed, checking every recorded hash, and calls each
// (if not nil) with the game and the events of setup and of every action.
func Play(db *card.DB, f *File, seed uint64, each func(g *engine.Game, evs []engine.Event)) error {
	cfg, err := f.Config(db, seed)
	if err != nil {
		return err
	}
	g, err := engine.New(cfg)
	if err != nil {
		return err
	}
	if h := HashString(g.Hash()); h != f.StartHash {
		return fmt.Errorf("the state after setup has hash %s, the file says %s: the shuffles differ", h, f.StartHash)
	}
	if each != nil {
		each(g, g.Drain())
	}
	for i, s := range f.Actions {
		a, err := s.Action()
		if err != nil {
			return fmt.Errorf("action %d: %w", i+1, err)
		}
		evs, err := g.Apply(a)
		if err != nil {
			return fmt.Errorf("action %d (%s) is not legal: %w", i+1, s.Kind, err)
		}
		if h := HashString(g.Hash()); h != s.Hash {
			return fmt.Errorf("after action %d (%s) the state hash is %s, the file says %s", i+1, s.Kind, h, s.Hash)
		}
		if each != nil {
			each(g, evs)
		}
	}
	if g.Over() != f.Over || (f.Over && (int(g.Winner()) != f.Winner || g.Reason() != f.Reason)) {
		return fmt.Errorf("the game ends over=%v winner=%d (%s), the file says over=%v winner=%d (%s)",
			g.Over(), g.Winner(), g.Reason(), f.Over, f.Winner, f.Reason)
	}
	return nil
}

// Log re-plays f (its seed must be revealed and match) and writes every
// event as a line of the omniscient log.
func Log(w io.Writer, db *card.DB, f *File) error {
	seed, err := f.RevealedSeed()
	if err != nil {
		return err
	}
	return Play(db, f, seed, func(g *engine.Game, evs []engine.Event) {
		for _, e := range evs {
			fmt.Fprintln(w, g.Render(e, -1))
		}
	})
}
