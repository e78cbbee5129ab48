package scenario

import (
	"strings"

	"github.com/sortie-tcg/sortie/deckfile"
	"github.com/sortie-tcg/sortie/engine"
)

// Two more kinds of scenario test the rules before a game's first turn:
//
//   - an opening (position: {opening: true, ...}): each player's Nation in
//     order, top first; the game deals the opening hands from it and the
//     steps answer the redeal (keep, redeal A, redeal B; GW basic
//     "游戏的准备", "手牌的再调度");
//   - a deck list (deck: |, in the deck file format) checked by the deck
//     rules: expect: {deck: legal}, or a part of the refusing rule or its
//     message (GW basic "游戏的必要条件").

// parseOpening reads an opening position: "opening: true", optionally
// "first", and for each player only "nation" (a list, top first, or a count
// of unknown cards).
func (s *Scenario) parseOpening(n node) error {
	m, _, err := n.fields("opening", "first", "p1", "p2")
	if err != nil {
		return err
	}
	on, err := m["opening"].boolean()
	if err != nil {
		return err
	}
	if !on {
		return m["opening"].errf("opening: true, or leave it out for a position in a turn")
	}
	s.opening = true
	s.Pos.DB, s.Pos.Rules, s.Pos.First = s.DB, s.Rules, -1
	if v, ok := m["first"]; ok {
		if s.Pos.First, err = parsePlayer(v); err != nil {
			return err
		}
	}
	for p := engine.Player(0); p < 2; p++ {
		pn, ok := m[pname(p)]
		if !ok {
			return n.errf("an opening gives %s's Nation (its deck, top first)", pname(p))
		}
		zm, _, err := pn.fields("nation")
		if err != nil {
			return err
		}
		before := len(s.Pos.Cards)
		if err := s.parseZone(zm["nation"], p, engine.ZNation, 0); err != nil {
			return err
		}
		if len(s.Pos.Cards) == before {
			return pn.errf("%s's Nation is empty: an opening deals the hands from it", pname(p))
		}
	}
	return nil
}

// openingConfig is the game an opening scenario starts: the cards of each
// Nation as the deck, in order, not shuffled at the start.
func (s *Scenario) openingConfig() engine.Config {
	cfg := engine.Config{DB: s.DB, Rules: s.Rules, Seed: s.Pos.Seed, First: s.Pos.First, StopAtPriority: true, Ordered: true}
	for _, c := range s.Pos.Cards { // P1's cards first: card ids follow the labels
		cfg.Decks[c.Owner] = append(cfg.Decks[c.Owner], c.Def)
	}
	return cfg
}

// newGame builds the scenario's game: its position, or its opening.
func (s *Scenario) newGame() (*engine.Game, error) {
	if s.opening {
		return engine.New(s.openingConfig())
	}
	return engine.NewPosition(s.Pos)
}

// parseDeckExpect reads expect: {deck: legal} or expect: {deck: TEXT}, the
// latter passing when a problem of the scenario's deck list contains TEXT.
func (s *Scenario) parseDeckExpect(p pair) ([]check, error) {
	if s.deck == "" {
		return nil, p.kn.errf("expect deck needs the scenario's deck list (deck: |, in the deck file format)")
	}
	want, err := p.val.str()
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(want) == "" {
		return nil, p.val.errf("deck: legal, or a part of the rule or message that refuses the deck")
	}
	return []check{{line: p.line, what: "deck", want: want, eval: func(r *run) (string, bool) {
		probs := s.deckProblems()
		if len(probs) == 0 {
			return "legal", want == "legal"
		}
		var ms []string
		ok := false
		for _, pr := range probs {
			ms = append(ms, pr.String())
			ok = ok || strings.Contains(pr.String(), want)
		}
		return strings.Join(ms, "; "), ok && want != "legal"
	}}}, nil
}

// deckProblems parses the scenario's deck list with its card database
// (test cards included) and checks it by its ruleset's deck rules.
func (s *Scenario) deckProblems() []deckfile.Problem {
	d, probs := deckfile.Parse(s.File, []byte(s.deck), s.DB)
	if len(probs) == 0 {
		probs = deckfile.Check(s.File, d, s.Rules)
	}
	for i := range probs {
		if probs[i].Line > 0 {
			probs[i].Line += s.deckLine // deck: | starts its lines on the next line
		}
	}
	return probs
}
