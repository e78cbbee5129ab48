package agent

import (
	"math/rand/v2"
	"testing"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
)

// TestPassesAt plays 200 games between the embedded decks (each in each
// seat, Greedy for both players with a random action at one decision in
// five, so that the positions vary) and, at every priority decision with a
// choice where passesAt tells the pass, checks that Greedy's Choose on the
// whole View passes too; passesAt must tell at some of them and decline
// at others (a use Greedy takes, a play). (With fewer games, a passesAt
// that took 避難命令's recovery for never worth it passed.)
func TestPassesAt(t *testing.T) {
	db, ds := EmbeddedDecks(t)
	told, declined := 0, 0
	for seed := uint64(1); seed <= 200; seed++ {
		g := seatedGame(t, db, ds, seed)
		r := rand.New(rand.NewPCG(seed, 5))
		var players [2]Greedy
		for step := 0; !g.Over() && step < 3000; step++ {
			legal := g.Legal()
			p := g.Decider()
			var act engine.Action
			if len(legal) > 1 {
				obs := g.View(p)
				act = players[p].Choose(&obs, legal)
				if g.DecisionKind() == "priority" {
					nation, discardPile, _, cut := g.Counts(p)
					if pass, ok := passesAt(legal, g.CardTextViews, nation, discardPile, cut); ok {
						told++
						if act != pass {
							t.Fatalf("seed %d, action %d: passesAt tells the pass, Greedy chooses %v among %v", seed, step, act, legal)
						}
					} else {
						declined++
					}
				}
			}
			if len(legal) == 1 {
				act = legal[0]
			} else if r.IntN(5) == 0 {
				act = legal[r.IntN(len(legal))]
			}
			if _, err := g.Apply(act); err != nil {
				t.Fatal(err)
			}
		}
	}
	if told < 100 || declined < 100 {
		t.Fatalf("passesAt told the pass at %d priority decisions and declined at %d: too few to check", told, declined)
	}
	t.Logf("passesAt told the pass at %d priority decisions, declined at %d", told, declined)
}

// TestPassesAtCases checks passesAt on the cases the embedded decks seldom
// or never reach, each worked out from Greedy's priority (a shield's use is
// taken first, even with effects on the cut; with effects on the cut it
// passes; else it may play a card, or use a text that does one of
// usesTaken, a recovery only as recoverWorth says: 避難命令, "discard an own
// G, then recover 3", with at most 12 cards in the Nation and at least 3 in
// the Discard Pile).
func TestPassesAtCases(t *testing.T) {
	pass := engine.Action{Kind: engine.APass}
	use := func(c engine.CardID) engine.Action { return engine.Action{Kind: engine.AUse, Card: c} }
	play := engine.Action{Kind: engine.APlay, Card: 9}
	texts := map[engine.CardID][]engine.TextView{
		1: {{Effects: []engine.TextEffect{{Op: engine.EffDiscard, N: 1}, {Op: engine.EffRecover, N: 3}}}}, // 避難命令
		2: {{Effects: []engine.TextEffect{{Op: engine.EffShield}}}},
		3: {{Effects: []engine.TextEffect{{Op: engine.EffDestroy}}}},
		4: {{Effects: []engine.TextEffect{{Op: engine.EffAreaWeapon, N: 2}}}},
		5: {{Effects: []engine.TextEffect{{Op: engine.EffModify, Mod: [3]int{2, 0, 2}}}}},
		6: {{Effects: []engine.TextEffect{{Op: engine.EffRecover, N: 1}}}}, // 休息's granted text: recovers only, no discard
	}
	textsOf := func(c engine.CardID) []engine.TextView { return texts[c] }
	for _, tc := range []struct {
		name                     string
		legal                    []engine.Action
		nation, discardPile, cut int
		want                     bool // passesAt tells the pass
	}{
		{"避難命令 with 20 in the Nation", []engine.Action{pass, use(1)}, 20, 10, 0, true},
		{"避難命令 with 12 in the Nation", []engine.Action{pass, use(1)}, 12, 3, 0, false},
		{"避難命令 with 2 in the Discard Pile", []engine.Action{pass, use(1)}, 12, 2, 0, true},
		{"a recovery with no discard", []engine.Action{pass, use(6)}, 5, 10, 0, true},
		{"a shield, effects on the cut", []engine.Action{pass, use(2)}, 20, 0, 1, false},
		{"a destroy, effects on the cut", []engine.Action{pass, use(3)}, 20, 0, 1, true},
		{"a destroy", []engine.Action{pass, use(3)}, 20, 0, 0, false},
		{"an area weapon", []engine.Action{pass, use(4)}, 20, 0, 0, false},
		{"a modifier only", []engine.Action{pass, use(5)}, 20, 0, 0, true},
		{"a play", []engine.Action{pass, play}, 20, 0, 0, false},
		{"a play, effects on the cut", []engine.Action{pass, play}, 20, 0, 1, true},
		{"a text the card does not have", []engine.Action{pass, {Kind: engine.AUse, Card: 5, Index: 1}}, 20, 0, 0, true},
		{"no pass", []engine.Action{use(5), use(6)}, 20, 0, 0, false},
	} {
		a, ok := passesAt(tc.legal, textsOf, tc.nation, tc.discardPile, tc.cut)
		if ok != tc.want || ok && a != pass {
			t.Errorf("%s: passesAt %v, %v, want the pass told: %v", tc.name, a, ok, tc.want)
		}
	}
}

// TestSortieAgain plays 100 games between the embedded decks (each in each
// seat, Greedy for both players with a random action at one decision in
// five) with a second Greedy for each player beside the one that plays,
// each given the same decisions, that answers with sortieAgain whenever it
// tells and with Choose otherwise: the two must choose alike at every
// decision, and sortieAgain must tell at some sortie decisions.
func TestSortieAgain(t *testing.T) {
	db, ds := EmbeddedDecks(t)
	told := 0
	for seed := uint64(1); seed <= 100; seed++ {
		g := seatedGame(t, db, ds, seed)
		r := rand.New(rand.NewPCG(seed, 6))
		var players, again [2]Greedy
		for step := 0; !g.Over() && step < 3000; step++ {
			legal := g.Legal()
			p := g.Decider()
			act := legal[0]
			if len(legal) > 1 {
				obs := g.View(p)
				act = players[p].Choose(&obs, legal)
				got, ok := engine.Action{}, false
				if g.DecisionKind() == "sortie" {
					got, ok = again[p].sortieAgain(g.Turn(), g.Attacker(), legal)
				}
				if ok {
					told++
				} else {
					got = again[p].Choose(&obs, legal)
				}
				if got != act {
					t.Fatalf("seed %d, action %d: %v (sortieAgain told: %v), Choose %v", seed, step, got, ok, act)
				}
				if r.IntN(5) == 0 {
					act = legal[r.IntN(len(legal))]
				}
			}
			if _, err := g.Apply(act); err != nil {
				t.Fatal(err)
			}
		}
	}
	if told < 100 {
		t.Fatalf("sortieAgain told %d sortie actions: too few to check", told)
	}
	t.Logf("sortieAgain told %d sortie actions", told)
}

// seatedGame is a new game of seed between the embedded decks ds, green
// in the first seat (P1) at odd seeds and blue there at even ones.
func seatedGame(t *testing.T, db *card.DB, ds map[string][]*card.Def, seed uint64) *engine.Game {
	t.Helper()
	decks := [2][]*card.Def{ds["green"], ds["blue"]}
	if seed%2 == 0 {
		decks[0], decks[1] = decks[1], decks[0]
	}
	g, err := engine.New(engine.Config{DB: db, Decks: decks, Seed: seed, First: -1})
	if err != nil {
		t.Fatal(err)
	}
	return g
}
