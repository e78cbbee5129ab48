// Package sim plays games between agents: one game with its event log, or
// many games for win rates. Results depend only on the decks, agents and seed.
package sim

import (
	"fmt"
	"io"
	"runtime"
	"sync"

	"github.com/sortie-tcg/sortie/agent"
	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// MaxActions bounds one game; a game that reaches it is reported as an error
// (a rules loop the engine failed to stop).
const MaxActions = 100000

// Result is one finished game.
type Result struct {
	Winner  engine.Player // -1 for a draw
	Turns   int
	Actions int
	Reason  string
	Stats   Stats
}

// Config is what Play needs: the database, both decks, agent names and the
// seed, and a search agent's budget per decision (agent.NewBudget; the zero
// Budget is agent.DefaultBudget). With Swap, Many plays each seed twice, the
// second time with the agents swapped between the seats (the decks stay
// with the seats).
type Config struct {
	DB     *card.DB
	Decks  [2][]*card.Def
	Agents [2]string
	Seed   uint64
	Swap   bool
	Budget agent.Budget
}

// Play plays one game. If log is not nil every event is written to it as a
// readable English line (omniscient view).
func Play(cfg Config, log io.Writer) (Result, error) {
	return play(cfg, log, new(engine.Game))
}

// play is Play in g's memory (engine.NewInto): Many's workers each play
// their games in one Game.
func play(cfg Config, log io.Writer, g *engine.Game) (Result, error) {
	err := engine.NewInto(g, engine.Config{DB: cfg.DB, Decks: cfg.Decks, Seed: cfg.Seed, First: -1})
	if err != nil {
		return Result{}, err
	}
	var ags [2]agent.Agent
	for i := range ags {
		if ags[i], err = agent.NewBudget(cfg.Agents[i], cfg.Seed*2+uint64(i)+1, cfg.Budget); err != nil {
			return Result{}, err
		}
	}
	write := func(evs []engine.Event) {
		if log == nil {
			return
		}
		for _, e := range evs {
			fmt.Fprintln(log, g.Render(e, -1))
		}
	}
	write(g.Drain())
	var count counter
	var views [2]engine.Observation // each seat's, rebuilt in its memory at each of its decisions
	var legal []engine.Action       // the legal actions and the events, in memory kept for the game
	var evs []engine.Event
	n := 0
	for !g.Over() {
		if n >= MaxActions {
			return Result{}, fmt.Errorf("seed %d: no end after %d actions (turn %d, %s)", cfg.Seed, n, g.Turn(), g.DecisionText())
		}
		p := g.Decider()
		var a engine.Action
		legal = g.LegalInto(legal)
		if s, ok := ags[p].(agent.Searcher); ok {
			a = s.ChooseIn(g, legal) // a search reads the game itself (agent.Decide)
		} else {
			var obs *engine.Observation
			if agent.NeedsView(ags[p]) {
				g.ViewInto(p, &views[p])
				obs = &views[p]
			}
			a = ags[p].Choose(obs, legal)
		}
		if evs, err = g.ApplyInto(a, evs); err != nil {
			return Result{}, fmt.Errorf("seed %d: agent %s chose an illegal action: %w", cfg.Seed, ags[p].Name(), err)
		}
		write(evs)
		count.events(g, evs)
		n++
	}
	return Result{Winner: g.Winner(), Turns: g.Turn(), Actions: n, Reason: g.Reason(), Stats: count.finish(g)}, nil
}

// Many plays n games with seeds seed, seed+1, ... (with Swap: seed, seed,
// seed+1, seed+1, ..., see GameConfig) on every core; progress (may be nil)
// is called after each game. The summary does not depend on the number of
// cores or the order games finish in.
func Many(cfg Config, n int, progress func(done int)) (Summary, error) {
	results := make([]Result, n)
	errs := make([]error, n)
	jobs := make(chan int)
	done := make(chan int)
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var g engine.Game // the worker's games' memory, one after another
			for i := range jobs {
				results[i], errs[i] = play(GameConfig(cfg, i), nil, &g)
				done <- i
			}
		}()
	}
	go func() {
		for i := 0; i < n; i++ {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		close(done)
	}()
	finished := 0
	for range done {
		finished++
		if progress != nil {
			progress(finished)
		}
	}
	for _, err := range errs {
		if err != nil {
			return Summary{}, err
		}
	}
	return Summarize(cfg, results), nil
}

// GameConfig is the configuration of game i (from 0) of Many: seed+i, or
// with Swap seed+i/2 with the agents swapped in odd games.
func GameConfig(cfg Config, i int) Config {
	c := cfg
	c.Seed = cfg.Seed + uint64(i)
	if cfg.Swap {
		c.Seed = cfg.Seed + uint64(i/2)
		if i%2 == 1 {
			c.Agents[0], c.Agents[1] = cfg.Agents[1], cfg.Agents[0]
		}
	}
	return c
}
