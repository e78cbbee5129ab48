package agent_test

import (
	"strings"
	"testing"

	"github.com/sortie-tcg/sortie/agent"
	"github.com/sortie-tcg/sortie/card"
	"github.com/sortie-tcg/sortie/engine"
	"github.com/sortie-tcg/sortie/scenario"
)

// This file is the harness of the position tests: a position written as a
// scenario (docs/scenarios.md), the decision waiting in it, and what an
// agent chooses there.

// pos is a game built from a scenario position.
type pos struct {
	t *testing.T
	s *scenario.Scenario
	g *engine.Game
}

// position builds the position of scenario text y.
func position(t *testing.T, y string) *pos {
	t.Helper()
	s, err := scenario.Parse(t.Name()+".yaml", []byte(y))
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewPosition(s.Pos)
	if err != nil {
		t.Fatal(err)
	}
	g.Drain()
	return &pos{t: t, s: s, g: g}
}

// id is the card labelled l.
func (p *pos) id(l string) engine.CardID {
	p.t.Helper()
	c, ok := p.s.CardID(l)
	if !ok {
		p.t.Fatalf("no card labelled %s", l)
	}
	return c
}

// choose returns what agent name (seed 1) chooses at the decision waiting
// in a copy of the game; the game itself is not changed.
func (p *pos) choose(name string) engine.Action {
	p.t.Helper()
	a, err := agent.New(name, 1)
	if err != nil {
		p.t.Fatal(err)
	}
	g := p.g.Clone()
	obs := g.View(g.Decider())
	return a.Choose(&obs, g.Legal())
}

// sortie returns the sortie agent name declares at the sortie decision
// waiting, as the engine describes each unit sent ("sortie X to the space
// area"), in a copy of the game.
func (p *pos) sortie(name string) []string {
	p.t.Helper()
	a, err := agent.New(name, 1)
	if err != nil {
		p.t.Fatal(err)
	}
	g := p.g.Clone()
	if g.DecisionKind() != "sortie" {
		p.t.Fatalf("no sortie decision: %s", g.DecisionText())
	}
	var out []string
	for g.DecisionKind() == "sortie" {
		obs := g.View(g.Decider())
		act := a.Choose(&obs, g.Legal())
		if act.Kind == engine.ASortie {
			out = append(out, g.Describe(act))
		}
		if _, err := g.Apply(act); err != nil {
			p.t.Fatal(err)
		}
		if act.Kind == engine.ASortieDone {
			break
		}
	}
	return out
}

// describe says what a is in the position.
func (p *pos) describe(a engine.Action) string { return p.g.Describe(a) }

// expect checks that agent name's choice is described with every word of
// want, and greedy0's choice with every word of old.
func (p *pos) expect(want, old []string) {
	p.t.Helper()
	for _, tc := range []struct {
		name  string
		words []string
	}{{"greedy", want}, {"greedy0", old}} {
		got := p.describe(p.choose(tc.name))
		for _, w := range tc.words {
			if !strings.Contains(got, w) {
				p.t.Errorf("%s chooses %q, want %q", tc.name, got, strings.Join(tc.words, " … "))
				break
			}
		}
	}
}

// Misplay: "it gives its own unit away with 逃避行 when no enemy unit
// exists". 逃避行 is set on a unit and moves its set group to the enemy's
// disposition area at the own turn end; with no enemy unit it could only go
// on an own unit. The greedy passes; greedy0 plays it. With an enemy unit
// on the field both play it.
func TestNoEscapeWithoutEnemyUnit(t *testing.T) {
	const y = `
position:
  turn: 5
  attacker: p1
  phase: disposition-phase
  p1:
    nation: 30
    hand: [逃避行]
    power: {green: 6}
    played: [g]
    disposition: [U1: {card: green U-195, rolled: true}]
  p2:
    nation: 30
    power: {blue: 5}
    disposition: ENEMY
steps:
  - expect: {decider: p1}
`
	position(t, strings.Replace(y, "ENEMY", "[]", 1)).expect([]string{"pass"}, []string{"play 逃避行"})
	position(t, strings.Replace(y, "ENEMY", "[ジェガン(ケーラ・スゥ機)]", 1)).expect([]string{"play 逃避行"}, []string{"play 逃避行"})
}

// Misplay: "it always takes シャア・アズナブル (CH-68)'s 3 Nation damage
// rather than discard a spare G, even holding 8 G". At the own turn end,
// rolled, CH-68 asks: discard another own card, or 3 damage to the own
// Nation. With 8 G and nothing in hand a G is spare: the greedy discards
// one (and chooses a G); with 4 G every G counts and it takes the damage.
func TestCostOrPenalty(t *testing.T) {
	const y = `
position:
  turn: 5
  attacker: p1
  phase: end-of-turn
  p1:
    nation: 30
    power: {green: %d}
    disposition: [U1: {card: green U-195, rolled: true, set: [C1: green CH-68]}]
  p2:
    nation: 30
steps:
  - expect: {decider: p1}
`
	p := position(t, strings.Replace(y, "%d", "8", 1))
	p.expect([]string{"option 1: discard another own card"}, []string{"option 2: 3 damage to own Nation"})
	if _, err := p.g.Apply(p.choose("greedy")); err != nil {
		t.Fatal(err)
	}
	if got := p.describe(p.choose("greedy")); !strings.Contains(got, "choose 緑基本G") {
		t.Errorf("the greedy gives up %q, want a G", got)
	}
	p = position(t, strings.Replace(y, "%d", "4", 1))
	p.expect([]string{"option 2: 3 damage to own Nation"}, []string{"option 2"})
}

// Misplay: "it plays 抱擁 with fewer than 10 cards in its Discard Pile".
// 抱擁 recovers 15: with 9 cards to recover the greedy keeps it (greedy0
// plays it from 8 on); with 12 it plays it; with 9 when the enemy's units
// could take the whole Nation next turn, it plays it.
func TestEmbraceWaitsForItsWorth(t *testing.T) {
	const y = `
position:
  turn: 6
  attacker: p2
  phase: disposition-phase
  p1:
    nation: 30
    power: {green: 4}
    disposition: [E1: green U-271]
  p2:
    nation: NATION
    discard-pile: DISCARD
    hand: [抱擁]
    power: {blue: 5}
    played: [g]
steps:
  - expect: {decider: p2}
`
	at := func(nation, discard string) *pos {
		return position(t, strings.NewReplacer("NATION", nation, "DISCARD", discard).Replace(y))
	}
	at("20", "9").expect([]string{"pass"}, []string{"play 抱擁"})
	at("20", "12").expect([]string{"play 抱擁"}, []string{"play 抱擁"})
	at("4", "9").expect([]string{"play 抱擁"}, []string{"play 抱擁"})
}

// Misplay: "it plays 光の翼 after battle damage, when it can do nothing,
// still discarding 3 G". 光の翼 (enemy damage step) turns an unengaged
// enemy squad's battle damage onto its own Nation: before the damage step's
// fixed effect both play it; after it only greedy0 does.
func TestWingsBeforeBattleDamage(t *testing.T) {
	const y = `
position:
  turn: 6
  attacker: p1
  phase: damage-step
  stage: STAGE
  priority: p2
  p1:
    nation: 30
    power: {green: 7}
    earth: [A1: green U-202, A2: green U-271]
  p2:
    nation: 20
    hand: [光の翼]
    power: {blue: 8}
steps:
  - expect: {decider: p2}
`
	before := position(t, strings.Replace(y, "STAGE", "before", 1))
	before.expect([]string{"play 光の翼"}, []string{"play 光の翼"})
	after := position(t, strings.Replace(y, "STAGE", "after", 1))
	after.expect([]string{"pass"}, []string{"play 光の翼"})
}

// Misplay: "it destroys ガンダム(ラストシューティング) even when its leave
// trigger then mills more of its own Nation than the attack would have
// dealt". Its melee is 3 + the enemy Junkyard (5 here): destroyed while
// attacking, it mills 8 of the destroyer's Nation. ソロモンの亡霊 can deal 3
// to two enemy units of one area (mode 1) or 5 to one (mode 2).
func TestLastShootingKill(t *testing.T) {
	const y = `
position:
  turn: 6
  attacker: p2
  phase: damage-step
  stage: STAGE
  priority: p1
  p1:
    nation: 20
    junkyard: [5 unknown]
    hand: [ソロモンの亡霊]
    power: {green: 5}
  p2:
    nation: 20
    power: {blue: 6}
    earth: SQUAD
steps:
  - expect: {decider: p1}
`
	at := func(stage, squad string) *pos {
		return position(t, strings.NewReplacer("STAGE", stage, "SQUAD", squad).Replace(y))
	}
	// second in the squad it adds only its range 1: mode 2 on the head,
	// not mode 1 on both (greedy0)
	p := at("before", "[J1: ジェガン(ケーラ・スゥ機), LS: ガンダム(ラストシューティング)]")
	p.expect([]string{"play ソロモンの亡霊", "(mode 2)"}, []string{"play ソロモンの亡霊", "(mode 1)"})
	if _, err := p.g.Apply(p.choose("greedy")); err != nil {
		t.Fatal(err)
	}
	if got := p.choose("greedy"); got.Card != p.id("J1") {
		t.Errorf("the greedy aims at %q, want the Jegan", p.describe(got))
	}
	// alone at the head before battle damage, destroying it saves its 8
	// battle damage: both destroy it
	at("before", "[LS: ガンダム(ラストシューティング)]").expect([]string{"play ソロモンの亡霊", "(mode 2)"}, []string{"play ソロモンの亡霊"})
	// after battle damage it would only mill 8: greedy0 still destroys it
	at("after", "[LS: ガンダム(ラストシューティング)]").expect([]string{"pass"}, []string{"play ソロモンの亡霊", "(mode 2)"})
}

// Misplay: "it takes redeal B on a hand with no G when the free redeal A is
// legal". The first seed whose opening hand has no G: the greedy shows it
// and draws 6 again (redeal A); greedy0 redeals B (5 cards).
func TestRedealANoG(t *testing.T) {
	db, ds := agent.EmbeddedDecks(t)
	for seed := uint64(1); seed < 2000; seed++ {
		g, err := engine.New(engine.Config{DB: db, Decks: [2][]*card.Def{ds["green"], ds["blue"]}, Seed: seed, First: -1})
		if err != nil {
			t.Fatal(err)
		}
		obs := g.View(g.Decider())
		if obs.Ask.Kind != "redeal" || len(obs.Players[obs.Viewer].Hand) != 6 {
			t.Fatalf("seed %d: the first decision is %q", seed, obs.Decision)
		}
		noG := true
		for _, c := range obs.Players[obs.Viewer].Hand {
			noG = noG && c.Kind != "g"
		}
		if !noG {
			continue
		}
		for name, want := range map[string]engine.ActionKind{"greedy": engine.ARedealA, "greedy0": engine.ARedealB} {
			a, _ := agent.New(name, 1)
			if got := a.Choose(&obs, g.Legal()); got.Kind != want {
				t.Errorf("seed %d, a hand with no G: %s chooses %s, want %s", seed, name, got.Kind, want)
			}
		}
		return
	}
	t.Fatal("no seed below 2000 deals a hand with no G")
}

// Keeping a blocker back. P2's Zガンダム&百式 (5/2/4, rolled now) stands
// again next turn and no P2 unit can block now. Sending both own units
// deals 6 but leaves the Zeta 5 unblocked next turn; the greedy keeps the
// パーフェクト・ジオング (4/4/4, which trades with the Zeta, so it will not
// attack) home and sends the Rick Dom; greedy0 sends both.
func TestKeepsBlockerBack(t *testing.T) {
	p := position(t, `
position:
  turn: 8
  attacker: p1
  phase: attack-step
  stage: fixed
  p1:
    nation: 20
    power: {green: 6}
    disposition: [Z1: green U-271, R1: green U-195]
  p2:
    nation: 20
    power: {blue: 6}
    disposition: [X1: {card: blue U-400, rolled: true}]
steps:
  - expect: {decider: p1}
`)
	got, old := p.sortie("greedy"), p.sortie("greedy0")
	if len(got) != 1 || !strings.Contains(got[0], "リック・ドム") {
		t.Errorf("greedy sorties %q, want the Rick Dom alone", got)
	}
	if len(old) != 2 {
		t.Errorf("greedy0 sorties %q, want both", old)
	}
}

// Blocking when it is worth it. P2's Jegan (2/1/3) attacks alone; the own
// Rick Dom (2/1/3) blocks it and neither is destroyed: 2 Nation cards
// saved for nothing. greedy0 blocks only what it destroys or 4 damage or
// more, so it takes the 2.
func TestBlocksWhenWorthIt(t *testing.T) {
	p := position(t, `
position:
  turn: 8
  attacker: p2
  phase: defense-step
  stage: fixed
  p1:
    nation: 20
    power: {green: 6}
    disposition: [R1: green U-195]
  p2:
    nation: 20
    power: {blue: 6}
    space: [J1: ジェガン(ケーラ・スゥ機)]
steps:
  - expect: {decider: p1}
`)
	got, old := p.sortie("greedy"), p.sortie("greedy0")
	if len(got) != 1 || !strings.Contains(got[0], "リック・ドム") || !strings.Contains(got[0], "space") {
		t.Errorf("greedy blocks with %q, want the Rick Dom in space", got)
	}
	if len(old) != 0 {
		t.Errorf("greedy0 blocks with %q, want no block", old)
	}
}

// run lets agents (P1's, P2's) play a copy of the game until stop holds,
// and returns each action taken as "P1: …"/"P2: …".
func (p *pos) run(agents [2]string, stop func(g *engine.Game) bool) []string {
	p.t.Helper()
	var ags [2]agent.Agent
	for i, n := range agents {
		a, err := agent.New(n, uint64(i+1))
		if err != nil {
			p.t.Fatal(err)
		}
		ags[i] = a
	}
	return playOut(p.t, p.g.Clone(), ags, stop)
}

// playOut lets ags (P1's, P2's) play g, each through agent.Decide, until
// the game ends, stop holds or 200 actions were taken, and returns each
// action taken as "P1: …"/"P2: …".
func playOut(t testing.TB, g *engine.Game, ags [2]agent.Agent, stop func(g *engine.Game) bool) []string {
	t.Helper()
	var out []string
	for n := 0; !g.Over() && !stop(g) && n < 200; n++ {
		d := g.Decider()
		act := agent.Decide(ags[d], g)
		out = append(out, d.String()+": "+g.Describe(act))
		if _, err := g.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// A block made worth it by a combat trick in hand. P1's ビグ・ザム (3/3/7)
// attacks; P2's ガンダム(ラストシューティング) (3/1/3) would die blocking it
// for 3 Nation cards saved, not worth its 4. With 戦慄のブルー in hand
// (+3/+3/+3 in the defense step) it survives: the greedy blocks and plays
// the trick in the defense step, before battle damage; greedy0 takes the 3.
func TestBlockWithTrick(t *testing.T) {
	p := position(t, `
position:
  turn: 8
  attacker: p1
  phase: defense-step
  stage: fixed
  p1:
    nation: 40
    power: {green: 6}
    space: [A1: green U-10]
  p2:
    nation: 40
    hand: [戦慄のブルー]
    power: {blue: 9}
    disposition: [LS: ガンダム(ラストシューティング)]
steps:
  - expect: {decider: p2}
`)
	if got := p.sortie("greedy"); len(got) != 1 || !strings.Contains(got[0], "ラストシューティング") {
		t.Errorf("greedy blocks with %q, want the Last Shooting", got)
	}
	if got := p.sortie("greedy0"); len(got) != 0 {
		t.Errorf("greedy0 blocks with %q, want no block", got)
	}
	acts := p.run([2]string{"greedy", "greedy"}, func(g *engine.Game) bool {
		return g.Phase() == engine.PDamage && g.Stage() >= engine.StageFixed
	})
	if !strings.Contains(strings.Join(acts, "\n"), "P2: play 戦慄のブルー") {
		t.Errorf("no trick before battle damage:\n%s", strings.Join(acts, "\n"))
	}
}

// Keeping a blocker back with more units than every split is tried for
// (splitMax): six own units, every area open, and P2's Zガンダム&百式 (5/2/4,
// recovering 5 when it hits the Nation) standing again next turn. The
// greedy keeps one ビグ・ザム home, which blocks and destroys the Zeta, so
// it will not attack; greedy0 sends all six.
func TestKeepsBlockerBackMany(t *testing.T) {
	p := position(t, `
position:
  turn: 12
  attacker: p1
  phase: attack-step
  stage: fixed
  p1:
    nation: 20
    power: {green: 8}
    disposition: [A1: green U-271, A2: green U-70, A3: green U-200, A4: green U-39, B1: green U-202, B2: green U-75]
  p2:
    nation: 30
    power: {blue: 6}
    disposition: [X1: {card: blue U-400, rolled: true}]
steps:
  - expect: {decider: p1}
`)
	got, old := p.sortie("greedy"), p.sortie("greedy0")
	if len(old) != 6 {
		t.Errorf("greedy0 sorties %q, want all six", old)
	}
	if len(got) != 5 || !strings.Contains(strings.Join(got, "\n"), "ビグ・ザム") {
		t.Fatalf("greedy sorties %q, want five, one ビグ・ザム among them", got)
	}
	if strings.Count(strings.Join(got, "\n"), "ビグ・ザム") != 1 {
		t.Errorf("greedy sorties %q, want one ビグ・ザム kept home", got)
	}
}
