package engine

import (
	"errors"
	"fmt"

	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/ruleset"
)

// Config describes a new game: the card database, both decks (in deck-list
// order), the seed of the game's random generator and the ruleset. First is
// the first player, or -1 to decide it at random (GW basic "游戏的准备" 4).
type Config struct {
	DB    *card.DB
	Decks [2][]*card.Def
	Seed  uint64
	Rules *ruleset.Ruleset
	First Player
	// StopAtPriority makes every priority decision wait for its player, even
	// when passing is the only legal action (by default such a pass is made
	// automatically). Tests, scenarios and step-by-step UIs use it.
	StopAtPriority bool
	// Ordered gives each deck in Nation order, top card first, and skips
	// the shuffle that starts the game (GW basic "游戏的准备" 2): a scenario's
	// opening with a known Nation. The redeal still reshuffles.
	Ordered bool
}

// New starts a game: shuffles both Nations, decides the first player, draws
// the opening hands and waits for the first redeal decision. It returns an
// error if a deck is empty.
func New(cfg Config) (*Game, error) {
	g := new(Game)
	if err := g.start(cfg, Game{}); err != nil {
		return nil, err
	}
	return g, nil
}

// NewInto starts a game in dst's memory, as New does (the same game for the
// same Config, action for action): a simulation that plays many games in
// turn allocates one Game, its cards and their characteristics once (issue
// 7). Whatever dst was is gone, and on an error dst is no game to play. dst
// must not be in use elsewhere (a search's copy of it, say).
func NewInto(dst *Game, cfg Config) error {
	old := *dst
	return dst.start(cfg, old)
}

// start makes g a new game (New) with old's memory: its card list, Nations
// and derived characteristics, their stamps staying older than g's
// derivations (derive.go dvOf), its events' list and its scratch memory.
func (g *Game) start(cfg Config, old Game) error {
	if cfg.DB == nil {
		return errors.New("engine.New: no card database")
	}
	if cfg.Rules == nil {
		cfg.Rules = ruleset.GundamWar
	}
	*g = Game{db: cfg.DB, texts: textIndexOf(cfg.DB), extraTurn: -1, discarding: None, winner: -1, manual: cfg.StopAtPriority}
	g.dv, g.dvBlk, g.dvUsed, g.dvGen, g.scr = old.dv, old.dvBlk, old.dvUsed, old.dvGen, old.scr
	g.effs, g.applied, g.statics, g.events = old.effs[:0], old.applied[:0], old.statics[:0], old.events[:0]
	g.rqCopy, g.rqLog = old.rqCopy, old.rqLog[:0] // scratch: taken again at the first action (replchoice.go)
	// memory for the games kept for loop digests (optloop.go optSave)
	g.optMem = old.optMem
	var seed [32]byte
	for i := 0; i < 8; i++ {
		seed[i] = byte(cfg.Seed >> (8 * i))
	}
	copy(seed[8:], "sortie gundam war shuffle seed!!")
	g.rng = *newChaCha(seed)
	g.cards = reuse(old.cards, len(cfg.Decks[0])+len(cfg.Decks[1]))
	for p := Player(0); p < 2; p++ {
		if len(cfg.Decks[p]) == 0 {
			return fmt.Errorf("engine.New: %s has an empty deck", p)
		}
		g.pl[p].nation = reuse(old.pl[p].nation, len(cfg.Decks[p]))
		// the lists zoneRoom gives room, in the memory of the game before
		g.pl[p].discard, g.pl[p].junkyard, g.pl[p].disposition = old.pl[p].discard[:0], old.pl[p].junkyard[:0], old.pl[p].disposition[:0]
		for _, d := range cfg.Decks[p] {
			id := g.addCard(cardState{def: d, owner: p, ctrl: p, zone: ZNation, host: None, destroyer: -1, killSide: -1, dmgBy: -1})
			g.pl[p].nation = append(g.pl[p].nation, id)
		}
	}
	for a := range g.head {
		g.head[a] = [2]CardID{None, None}
	}
	g.rules = cfg.Rules
	// GW basic "游戏的准备" 2: each player shuffles their deck.
	for p := Player(0); p < 2; p++ {
		if !cfg.Ordered {
			g.shuffle(p)
			continue
		}
		n := g.pl[p].nation // the top is the end of the list
		for i, j := 0, len(n)-1; i < j; i, j = i+1, j-1 {
			n[i], n[j] = n[j], n[i]
		}
	}
	// GW basic "游戏的准备" 4: the winner of rock-paper-scissors is the first player.
	g.first = cfg.First
	if g.first < 0 || g.first > 1 {
		g.first = Player(g.rng.Uint64() % 2)
	}
	g.active = g.first
	g.emit(Event{Kind: EvFirstPlayer, Player: g.first})
	// GW basic "游戏的准备" 5: draw six as the opening hand.
	for p := Player(0); p < 2; p++ {
		g.drawN(p, g.rules.OpeningHand)
	}
	g.phase = PSetup
	g.ask(decision{kind: dRedeal, player: g.first})
	g.run()
	return nil
}

// reuse returns an empty slice of capacity n in s's memory if it holds n,
// else new memory: the capacity New gives, so that an append past it moves
// the list as it would in a new game.
func reuse[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, 0, n)
	}
	return s[:0:n]
}

// zoneRoom gives player p's Discard Pile, Junkyard and disposition area
// room for as many cards as they hold in most random games (at most 30, 20
// and 16 in 19 of 20) where they have less, in one block: they grew by
// copies from nothing, about ten allocations a game (issue 7). It is given
// at the first turn, so that a new game before it (the redeals) stays
// within its memory budget (memory_test.go), in the lists' memory of the
// game before when NewInto started the game in it.
func (g *Game) zoneRoom(p Player) {
	ps := &g.pl[p]
	lists := [...]struct {
		to *[]CardID
		n  int
	}{{&ps.discard, 32}, {&ps.junkyard, 24}, {&ps.disposition, 20}}
	need := 0
	for _, l := range lists {
		if cap(*l.to) < l.n {
			need += l.n
		}
	}
	if need == 0 {
		return
	}
	block := make([]CardID, need)
	for _, l := range lists {
		if cap(*l.to) < l.n {
			*l.to, block = append(block[:0:l.n], *l.to...), block[l.n:]
		}
	}
}

func (g *Game) shuffle(p Player) {
	n := g.pl[p].nation
	for i := len(n) - 1; i > 0; i-- {
		j := int(g.rng.Uint64() % uint64(i+1))
		n[i], n[j] = n[j], n[i]
	}
	g.emit(Event{Kind: EvShuffle, Player: p})
}

func (g *Game) handHasG(p Player) bool {
	for _, c := range g.pl[p].hand {
		if g.cards[c].def.Kind == card.G {
			return true
		}
	}
	return false
}

// answerRedeal applies GW basic "手牌的再调度".
func (g *Game) answerRedeal(p Player, a Action) {
	ps := &g.pl[p]
	switch a.Kind {
	case AKeep:
		ps.kept = true
		g.emit(Event{Kind: EvKeep, Player: p, N: int16(len(ps.hand))})
	case ARedealA:
		// A ①: show the hand (it has no G); ② reshuffle; ③ draw six. Once.
		for _, c := range ps.hand {
			g.emit(Event{Kind: EvReveal, Player: p, Card: c, Text: "redeal A: no G in hand"})
		}
		ps.redealA = true
		g.handToNation(p)
		g.emit(Event{Kind: EvRedeal, Player: p, N: int16(g.rules.OpeningHand), Text: "A"})
		g.drawN(p, g.rules.OpeningHand)
	case ARedealB:
		// B: reshuffle and draw 5, then 4, then 3; after B no A.
		ps.redealB++
		g.handToNation(p)
		n := g.rules.OpeningHand - int(ps.redealB)
		g.emit(Event{Kind: EvRedeal, Player: p, N: int16(n), Text: "B"})
		g.drawN(p, n)
		if n <= g.rules.RedealBMin {
			ps.kept = true
		}
	}
	switch {
	case !ps.kept:
		g.ask(decision{kind: dRedeal, player: p})
	case !g.pl[p.Opp()].kept:
		g.ask(decision{kind: dRedeal, player: p.Opp()})
	default:
		g.zoneRoom(0)
		g.zoneRoom(1)
		g.startTurn(g.first)
	}
}

func (g *Game) handToNation(p Player) {
	ps := &g.pl[p]
	for _, c := range ps.hand {
		g.cards[c].zone = ZNation
		ps.nation = append(ps.nation, c)
	}
	ps.hand = ps.hand[:0]
	g.zonesVer++ // mayAct's candidates read the hand (maycands.go zonesKept)
	g.shuffle(p)
}

// addCard adds card cs to the game and returns its id, noting whether its
// definition, on either side, adds to the resource cost of plays
// (surchargeIn), the events its texts trigger on (onIn) and whether a
// static of its texts may change a kind (kindMay).
func (g *Game) addCard(cs cardState) CardID {
	g.cards = append(g.cards, cs)
	g.surchargeIn = g.surchargeIn || g.texts.surchargeBy[cs.def.Index] != [2]bool{}
	g.onIn |= g.texts.onBy[cs.def.Index][0] | g.texts.onBy[cs.def.Index][1]
	g.kindMay = g.kindMay || g.texts.kindAny || g.texts.kindBy[cs.def.Index] != [2]bool{}
	return CardID(len(g.cards) - 1)
}
