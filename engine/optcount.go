package engine

import "fmt"

// The count of a loop of optional actions (Rise 803.2; optloop.go finds
// the loop): "由执行该死循环中第一个可选动作的玩家选择一个数字。然后，自顺时针
// 方向下一位玩家开始，在此死循环中执行可选动作的其他玩家可以依次选择一个较小
// 的数字。被选择的最小数字（X）便是该死循环额外重复的次数".
//
// The player of the lap's first optional action names a count from 0 to
// loopXMax (a dLoop decision; its answers are AChooseX actions, N the
// count); the other player, if they took an optional action in the lap,
// names one from 0 to that count (naming the same count is naming no
// smaller one). The lap is then played again X times, answer by answer, each
// answer legal when it is given (Rise 803.4: where one is not, or the lap
// does not come back where it began, the loop stops there and the game goes
// on; a player who took no optional action in it names no count and passes
// at each lap as in the demonstration, breaking it only once it ends); then the next lap is played up to the first optional action of the
// player who named X, who has priority and may not take that action ("不能
// 选择执行会将死循环继续下去的动作": optRefused). The loop's effects are made
// lap by lap: X laps of the cards' coins, tokens and effects, exactly as
// if played.
//
// loopXMax bounds the count so that the engine stays bounded: a loop
// repeats at most 100 laps, each lap as many answers as its demonstration.
// A hundred laps are more than a game can use: they put 100 coins on a card
// (a +100 combat power where units have single figures) or 100 tokens onto
// the field, where a Nation holds 50 to 60 cards.
const loopXMax = 100

// optCount is a loop of optional actions whose count is being named: its
// lap (optLog[from:to]) and the lap digest at its start with every hand
// hidden (loopLap(-1): whether a repeated lap comes back where it began is
// seen by both players, so it may not read a hand's cards, which one of them
// cannot see), the player of its first optional action, the player who named the smallest count so far
// (chooser) and that count.
type optCount struct {
	from, to int32
	lap      uint64
	first    Player
	chooser  Player
	x        int16
}

// optAskCount asks p, who took the first optional action of the lap
// optLog[from:to] (lap digest lap, every hand hidden) and takes it again,
// for the count.
func (g *Game) optAskCount(p Player, from, to int32, lap uint64) {
	g.optCnt = optCount{from: from, to: to, lap: lap, first: p, chooser: p, x: loopXMax}
	g.emit(Event{Kind: EvNote, Player: p, Card: None,
		Text: fmt.Sprintf("a loop of optional actions is demonstrated (the game is back where %s took this action): %s names how many more times it repeats (Rise 803.2)", p, p)})
	g.ask(decision{kind: dLoop, player: p})
}

// countActions yields the counts the decider may name (see above).
func (g *Game) countActions(yield func(Action) bool) bool {
	for n := int16(0); n <= g.optCnt.x; n++ {
		if !yield(Action{Kind: AChooseX, N: n}) {
			return false
		}
	}
	return true
}

// answerCount takes p's count n, asks the other player for one when they
// took an optional action in the lap, and then plays the loop (optRepeat).
func (g *Game) answerCount(p Player, n int16) {
	c := &g.optCnt
	if p == c.first || n < c.x {
		c.x, c.chooser = n, p
	}
	g.emit(Event{Kind: EvNote, Player: p, Card: None, Text: fmt.Sprintf("%s names %d (Rise 803.2)", p, n)})
	if q := p.Opp(); p == c.first && g.optTookIn(q) {
		g.ask(decision{kind: dLoop, player: q}) // 自顺时针方向下一位玩家开始
		return
	}
	g.optRepeat()
}

// optTookIn reports whether q took an optional action in the lap being
// counted.
func (g *Game) optTookIn(q Player) bool {
	for _, s := range g.optLog[g.optCnt.from:g.optCnt.to] {
		if s.opt && s.player == q {
			return true
		}
	}
	return false
}

// optRepeat plays the loop counted: X more laps, then the next one up to
// the first optional action of the player who named X, which is then
// refused (see above).
func (g *Game) optRepeat() {
	c := g.optCnt
	g.optCnt = optCount{}
	lap := append([]optStep(nil), g.optLog[c.from:c.to]...)
	k := 0 // the chooser's first optional action in the lap
	for !lap[k].opt || lap[k].player != c.chooser {
		k++
	}
	g.emit(Event{Kind: EvNote, Player: c.chooser, Card: None,
		Text: fmt.Sprintf("the loop of optional actions repeats %d more times and ends before %s's first optional action in it (Rise 803.2)", c.x, c.chooser)})
	g.optRepeating = true
	defer g.optRepeated()
	g.ask(decision{kind: dPriority, player: c.first}) // where the lap begins
	back := true
	for i := 0; i < int(c.x) && back; i++ {
		back = g.optReplay(lap) && g.decision.kind == dPriority && g.decision.player == c.first && g.loopLap(-1, nil) == c.lap
	}
	if !back || !g.optReplay(lap[:k]) || g.decision.kind != dPriority || g.decision.player != c.chooser || !g.optWatched() {
		if g.over {
			// a lap ended the game (GW basic "游戏的胜利条件"): nothing goes on
			g.emit(Event{Kind: EvNote, Player: -1, Card: None, Text: "the loop of optional actions stops here: the game is over"})
			return
		}
		g.emit(Event{Kind: EvNote, Player: -1, Card: None, Text: "the loop of optional actions cannot go on: it stops here, and the game goes on (Rise 803.4)"})
		return
	}
	g.optActs = append(g.optActs, optAct{mark: g.loopMark(), player: c.chooser, act: lap[k].act, at: int32(len(g.optLog)), ended: true, lap: g.loopLap(c.chooser, nil)})
	g.legalOK = false // the chooser's legal actions lose that one
	g.emit(Event{Kind: EvNote, Player: c.chooser, Card: None,
		Text: fmt.Sprintf("the loop of optional actions ends: %s has priority and may not take the action that would go on with it (Rise 803.2)", c.chooser)})
}

// optRepeated ends a loop's play: the game goes on from here, and a loop
// found later is demonstrated anew (Rise 803.2): the notes of the stage go,
// but for the actions refused where a loop ended.
func (g *Game) optRepeated() {
	g.optRepeating = false
	if g.verify {
		g.optDigestAll() // the digests not made are checked (optDigest)
	}
	n := 0
	for _, o := range g.optActs {
		if o.ended {
			g.optActs[n] = o
			n++
		}
	}
	g.optActs, g.optLog = g.optActs[:n], g.optLog[:0]
}

// optReplay gives the answers steps again, each while it is legal and its
// player decides; it reports whether all were given. The passes the engine
// gave for a player who could only pass are logged and given again as that
// player's: whether a player could do more than pass (a card in a hand) is
// hidden from the other, and a pass goes on with the loop either way.
func (g *Game) optReplay(steps []optStep) bool {
	manual := g.manual
	g.manual = true // no answer given but the logged ones
	defer func() { g.manual = manual }()
	for _, s := range steps {
		if g.over || g.decision.player != s.player || !g.allows(s.act) {
			return false
		}
		g.decided(s.act)
		g.answer(s.act)
		g.run()
	}
	return true
}
