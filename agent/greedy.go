package agent

import (
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

	"github.com/sortie-tcg/sortie/engine"
)

// Greedy plays what it can, sorties when its squad wins the exchange or the
// area is open, and defends when it would lose too much. It knows only the
// Observation (engine.Observation, with its Ask and the cards' numbers and
// TextViews) and the legal actions. Its choices are deterministic: ties go
// to the first legal action, and it draws nothing from its generator (the
// one New seeds), so a game depends only on the seeds.
type Greedy struct {
	r *rand.Rand // unused: Greedy is deterministic without it

	// the sortie being declared: planned at the first sortie decision of a
	// step, then given one action at a time.
	plan    []engine.Action
	planFor [2]int // turn and phase the plan is for
	planned bool
}

// Name is "greedy".
func (a *Greedy) Name() string { return "greedy" }

// nationWeight is the value of one point of Nation damage against the value
// (total cost) of a destroyed unit.
const nationWeight = 1.0

// Choose picks by rules of thumb.
func (a *Greedy) Choose(obs *engine.Observation, legal []engine.Action) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	s := &state{obs: obs, me: obs.Viewer, opp: obs.Viewer.Opp(), legal: legal}
	var act engine.Action
	var ok bool
	switch obs.Ask.Kind {
	case "redeal":
		act, ok = s.redeal()
	case "priority":
		act, ok = s.priority()
	case "x":
		act, ok = s.chooseX()
	case "target":
		act, ok = s.target()
	case "set-on":
		act, ok = s.setOn()
	case "cost":
		act, ok = s.leastValuable(engine.AChoose)
	case "sortie":
		act, ok = a.sortie(s)
	case "choose":
		act, ok = s.effectChoose()
	case "option":
		act, ok = s.option()
	case "yes-no":
		act, ok = s.find(engine.Action{Kind: engine.AYes})
	case "hand-size":
		act, ok = s.leastValuable(engine.ADiscard)
	}
	if ok {
		return act
	}
	return legal[0]
}

// state is one decision's view, with helpers.
type state struct {
	obs     *engine.Observation
	me, opp engine.Player
	legal   []engine.Action
}

func (s *state) find(want engine.Action) (engine.Action, bool) {
	for _, l := range s.legal {
		if l == want {
			return l, true
		}
	}
	return engine.Action{}, false
}

func (s *state) of(kind engine.ActionKind) []engine.Action {
	var out []engine.Action
	for _, l := range s.legal {
		if l.Kind == kind {
			out = append(out, l)
		}
	}
	return out
}

func (s *state) card(id engine.CardID) (engine.CardView, bool) { return s.obs.Card(id) }

func (s *state) pass() (engine.Action, bool) { return s.find(engine.Action{Kind: engine.APass}) }

// gCount is the number of G on p's field.
func (s *state) gCount(p engine.Player) int {
	n := 0
	for _, c := range s.obs.Players[p].Disposition {
		if c.Kind == "g" {
			n++
		}
	}
	return n
}

// value is what losing a card costs: its total cost plus the cards set on
// it (a destroyed unit takes its set group along), at least 1.
func value(c engine.CardView) float64 {
	v := float64(c.Cost)
	for _, x := range c.Set {
		v += value(x)
	}
	if v < 1 {
		v = 1
	}
	return v
}

// usefulness is how much a card in hand is worth keeping.
func (s *state) usefulness(c engine.CardView) float64 {
	gs := s.gCount(s.me)
	if c.Kind == "g" {
		if gs >= 8 {
			return 0.5
		}
		return 6
	}
	if c.Cost > gs+3 {
		return 1 // far out of reach
	}
	return float64(c.Cost) + 1
}

// --- redeal ---

// redeal keeps a hand of six with 2–4 G; otherwise it redeals B once.
func (s *state) redeal() (engine.Action, bool) {
	hand := s.obs.Players[s.me].Hand
	gs := 0
	for _, c := range hand {
		if c.Kind == "g" {
			gs++
		}
	}
	if len(hand) == 6 && (gs < 2 || gs > 4) {
		if a, ok := s.find(engine.Action{Kind: engine.ARedealB}); ok {
			return a, true
		}
	}
	return s.find(engine.Action{Kind: engine.AKeep})
}

// --- priority ---

func textOps(t engine.TextView) string { return " " + strings.Join(t.Ops, " | ") + " " }

// opN returns the amount of the first op named op ("damage 5" → 5), -1 for
// a named amount such as X, and whether there is one.
func opN(t engine.TextView, op string) (int, bool) {
	for _, o := range t.Ops {
		f := strings.Fields(o)
		if len(f) == 0 || f[0] != op {
			continue
		}
		if len(f) > 1 {
			if n, err := strconv.Atoi(f[1]); err == nil {
				return n, true
			}
			if !strings.HasPrefix(f[1], "+") && !strings.HasPrefix(f[1], "-") && !strings.HasPrefix(f[1], "±") {
				return -1, true
			}
		}
		return 0, true
	}
	return 0, false
}

func hasOp(t engine.TextView, op string) bool {
	_, ok := opN(t, op)
	return ok
}

func (s *state) priority() (engine.Action, bool) {
	obs := s.obs
	// Special Shield and similar: a use that is legal only when it helps.
	for _, u := range s.of(engine.AUse) {
		if t, ok := s.useText(u); ok && hasOp(t, "shield") {
			return u, true
		}
	}
	if len(obs.Cut) > 0 {
		return s.pass()
	}
	myTurn := obs.Attacker == s.me
	if myTurn && obs.Phase == "disposition phase" {
		if a, ok := s.disposition(); ok {
			return a, true
		}
	}
	if a, ok := s.command(); ok {
		return a, true
	}
	if a, ok := s.use(); ok {
		return a, true
	}
	return s.pass()
}

// disposition plays a G, then the best unit, a character, an operation.
func (s *state) disposition() (engine.Action, bool) {
	best := func(kind string) (engine.Action, bool) {
		var pick engine.Action
		bv := -1.0
		for _, p := range s.of(engine.APlay) {
			c, ok := s.card(p.Card)
			if !ok || c.Kind != kind {
				continue
			}
			v := float64(c.Cost)*10 + float64(c.Melee+c.Range+c.Defense)
			if v > bv {
				pick, bv = p, v
			}
		}
		return pick, bv >= 0
	}
	for _, k := range []string{"g", "unit", "character", "operation"} {
		if a, ok := best(k); ok {
			return a, true
		}
	}
	return engine.Action{}, false
}

func (s *state) useText(u engine.Action) (engine.TextView, bool) {
	c, ok := s.card(u.Card)
	if !ok || int(u.Index) < 0 || int(u.Index) >= len(c.Texts) {
		return engine.TextView{}, false
	}
	return c.Texts[u.Index], true
}

// unitsIn lists p's units in battle area a that still fight (not destroyed).
func (s *state) unitsIn(p engine.Player, a engine.Area) []engine.CardView {
	var out []engine.CardView
	for _, c := range s.obs.Areas[a].Squads[p] {
		if !c.Destroyed {
			out = append(out, c)
		}
	}
	return out
}

// killable returns the enemy battle-area unit of highest value that n damage
// destroys, and its value (0 if none).
func (s *state) killable(n int) (engine.CardView, float64) {
	var pick engine.CardView
	bv := 0.0
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		for _, c := range s.unitsIn(s.opp, a) {
			if c.Defense-c.Damage <= n && value(c) > bv {
				pick, bv = c, value(c)
			}
		}
	}
	return pick, bv
}

// command plays a command with a good use now: damage that destroys an
// enemy unit, a buff that changes an engaged fight, a recovery that is
// needed, a redirection of a big unblocked attack.
func (s *state) command() (engine.Action, bool) {
	var pick engine.Action
	bv := 0.0
	for _, p := range s.of(engine.APlay) {
		c, ok := s.card(p.Card)
		if !ok || c.Kind != "command" || int(p.Index) >= len(c.Texts) {
			continue
		}
		if v := s.commandValue(c.Texts[p.Index]); v > bv {
			pick, bv = p, v
		}
	}
	return pick, bv > 0
}

func (s *state) commandValue(t engine.TextView) float64 {
	me := &s.obs.Players[s.me]
	switch {
	case hasOp(t, "damage"):
		n, _ := opN(t, "damage")
		if n < 0 { // X: the best X among enemy battle units' total costs
			return s.bestX()
		}
		if len(t.Targets) > 0 && t.Targets[0].Count == 2 {
			return s.twoKillValue(n)
		}
		_, v := s.killable(n)
		return v
	case hasOp(t, "modify"):
		return s.buffValue(t)
	case hasOp(t, "redirect"):
		for a := engine.Area(0); a < engine.NumAreas; a++ {
			if s.obs.Areas[a].Engaged {
				continue
			}
			p := squadPower(s.obs.Areas[a].Squads[s.opp])
			if p >= me.Nation || (p >= 5 && s.gCount(s.me) >= 7) {
				return float64(p)
			}
		}
	case hasOp(t, "recover"):
		n, _ := opN(t, "recover")
		got := min(n, me.DiscardPile)
		if got >= 8 || (me.Nation < 15 && got >= 3) {
			return float64(got) / 2
		}
	case hasOp(t, "draw"):
		return 1
	}
	return 0
}

// twoKillValue is the value destroyed by n damage to the two best enemy units
// of one battle area (the two-target mode of a command).
func (s *state) twoKillValue(n int) float64 {
	best := 0.0
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		us := s.unitsIn(s.opp, a)
		if len(us) < 2 {
			continue
		}
		v := 0.0
		for _, c := range us {
			if c.Defense-c.Damage <= n {
				v += value(c)
			}
		}
		best = max(best, v)
	}
	return best
}

// bestX is the value an X-damage-to-all-of-total-cost-X command destroys at its best X.
func (s *state) bestX() float64 {
	best := 0.0
	for x := 1; x <= 12; x++ {
		best = max(best, s.xKills(x))
	}
	return best
}

func (s *state) xKills(x int) float64 {
	v := 0.0
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		for _, c := range s.unitsIn(s.opp, a) {
			if c.Cost == x && c.Defense-c.Damage <= x {
				v += value(c)
			}
		}
	}
	return v
}

// buffValue is what a +m/+r/+d on the best own engaged unit gains in its fight.
func (s *state) buffValue(t engine.TextView) float64 {
	m := buffOf(t)
	best := 0.0
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		if !s.obs.Areas[a].Engaged {
			continue
		}
		mine := fighters(s.obs.Areas[a].Squads[s.me])
		theirs := fighters(s.obs.Areas[a].Squads[s.opp])
		if len(mine) == 0 {
			continue
		}
		base := exchange(mine, theirs)
		for i := range mine {
			b := append([]fighter(nil), mine...)
			b[i].melee += m[0]
			b[i].rng += m[1]
			b[i].def += m[2]
			if g := exchange(b, theirs) - base; g > best {
				best = g
			}
		}
	}
	if best < 2 {
		return 0 // not worth a card and its drawback
	}
	return best
}

func buffOf(t engine.TextView) [3]int {
	var m [3]int
	for _, o := range t.Ops {
		f := strings.Fields(o)
		if len(f) == 2 && f[0] == "modify" {
			parts := strings.Split(strings.ReplaceAll(f[1], "±", "+"), "/")
			for i := 0; i < 3 && i < len(parts); i++ {
				m[i], _ = strconv.Atoi(parts[i])
			}
		}
	}
	return m
}

// use uses a field card's text when it draws, destroys, damages or recovers
// usefully.
func (s *state) use() (engine.Action, bool) {
	me := &s.obs.Players[s.me]
	for _, u := range s.of(engine.AUse) {
		t, ok := s.useText(u)
		if !ok {
			continue
		}
		switch {
		case hasOp(t, "area-weapon"):
			n, _ := opN(t, "area-weapon")
			if c, ok := s.card(u.Card); ok && c.Zone == engine.ZBattle {
				for _, e := range s.unitsIn(s.opp, c.Area) {
					if e.Defense <= n {
						return u, true
					}
				}
			}
		case hasOp(t, "destroy"):
			return u, true
		case hasOp(t, "damage"):
			n, _ := opN(t, "damage")
			if _, v := s.killable(n); v > 0 || len(t.Targets) > 0 && t.Targets[0].Nation {
				return u, true
			}
		case hasOp(t, "draw"):
			if t.Cost == "(0)" || t.Cost == "" {
				return u, true
			}
		case hasOp(t, "recover"):
			// 避難命令: a G for 3; only when the Nation runs low. Rolling a unit
			// for 1 (休息) costs its attack: not done.
			n, _ := opN(t, "recover")
			if hasOp(t, "discard") && me.Nation <= 12 && me.DiscardPile >= n && s.gCount(s.me) > 4 {
				return u, true
			}
		}
	}
	return engine.Action{}, false
}

// --- plan choices ---

// chooseX picks the X that destroys the most; without a filter X, the largest.
func (s *state) chooseX() (engine.Action, bool) {
	xs := s.of(engine.AChooseX)
	if len(xs) == 0 {
		return engine.Action{}, false
	}
	pick, bv := xs[len(xs)-1], 0.0
	if hasOp(s.obs.Ask.Text, "damage") {
		for _, x := range xs {
			if v := s.xKills(int(x.N)); v > bv {
				pick, bv = x, v
			}
		}
	}
	return pick, true
}

// target chooses a target: for damage the enemy unit of highest value it
// destroys (else the enemy Nation, else the biggest); for a buff the own
// unit it helps most; otherwise enemy cards before own, by value.
func (s *state) target() (engine.Action, bool) {
	t := s.obs.Ask.Text
	ts := s.of(engine.ATarget)
	if len(ts) == 0 {
		return engine.Action{}, false
	}
	score := func(x engine.Action) float64 {
		if x.Card == engine.None {
			if engine.Player(x.N) == s.opp {
				return 2.5 // the enemy Nation
			}
			return -10
		}
		c, ok := s.card(x.Card)
		if !ok {
			return 0
		}
		enemy := c.Ctrl == s.opp
		v := value(c)
		switch {
		case hasOp(t, "modify"):
			if enemy {
				return -v
			}
			if c.Zone == engine.ZBattle {
				return 10 + v
			}
			return v
		case hasOp(t, "discard"), hasOp(t, "recover"):
			// own cards given up (避難命令's G): the least valuable
			if enemy {
				return v
			}
			return -v
		}
		if !enemy {
			return -v
		}
		if c.Destroyed {
			return 0.1
		}
		if n, ok := opN(t, "damage"); ok && n > 0 {
			if c.Defense-c.Damage <= n {
				return 10 + v
			}
			return v / 10
		}
		return 5 + v
	}
	return bestBy(ts, score), true
}

// setOn sets a character on the best own unit; an operation whose group
// moves to the enemy's side at its controller's turn end (逃避行) goes on the
// best enemy unit, others on the best own unit.
func (s *state) setOn() (engine.Action, bool) {
	ts := s.of(engine.ATarget)
	if len(ts) == 0 {
		return engine.Action{}, false
	}
	src, _ := s.card(s.obs.Ask.Source)
	toEnemy := false
	for _, t := range src.Texts {
		if strings.Contains(textOps(t), "enemy-disposition") {
			toEnemy = true
		}
	}
	return bestBy(ts, func(x engine.Action) float64 {
		c, ok := s.card(x.Card)
		if !ok {
			return 0
		}
		v := float64(c.Melee+c.Range+c.Defense) + value(c)
		if len(c.Set) > 0 {
			v -= 3
		}
		if (c.Ctrl == s.opp) != toEnemy {
			return -v
		}
		return v
	}), true
}

// leastValuable picks, among actions of kind, the card worth least to keep.
func (s *state) leastValuable(kind engine.ActionKind) (engine.Action, bool) {
	xs := s.of(kind)
	if len(xs) == 0 {
		return engine.Action{}, false
	}
	return bestBy(xs, func(x engine.Action) float64 {
		c, ok := s.card(x.Card)
		if !ok {
			return 0
		}
		if c.Zone == engine.ZHand {
			return -s.usefulness(c)
		}
		v := value(c)
		if c.Kind == "g" {
			v = 1
			if c.Rolled {
				v = 0.9
			}
		}
		return -v
	}), true
}

// effectChoose answers an effect's choice: a unit to put into play, the
// biggest; cards to give up, the least valuable own; enemy cards, the most
// valuable.
func (s *state) effectChoose() (engine.Action, bool) {
	xs := s.of(engine.AChoose)
	done, canStop := s.find(engine.Action{Kind: engine.AChooseDone})
	switch s.obs.Ask.Op {
	case "play-from-hand":
		if len(xs) > 0 {
			return bestBy(xs, func(x engine.Action) float64 {
				c, _ := s.card(x.Card)
				return float64(c.Cost)
			}), true
		}
		return done, canStop
	case "discard-hand":
		if len(xs) == 0 {
			return done, canStop
		}
		return bestBy(xs, func(x engine.Action) float64 {
			c, _ := s.card(x.Card)
			return -s.usefulness(c)
		}), true
	}
	if len(xs) == 0 {
		return done, canStop
	}
	own := true
	for _, x := range xs {
		if c, ok := s.card(x.Card); ok && c.Ctrl == s.opp {
			own = false
		}
	}
	if own && canStop {
		return done, true // giving up nothing is allowed
	}
	return bestBy(xs, func(x engine.Action) float64 {
		c, ok := s.card(x.Card)
		if !ok {
			return 0
		}
		v := value(c)
		if c.Kind == "g" {
			v = 1
		}
		if c.Ctrl == s.me {
			return -v
		}
		return v
	}), true
}

// option: mill the most; of either-options, the one that costs least.
func (s *state) option() (engine.Action, bool) {
	xs := s.of(engine.AOption)
	if len(xs) == 0 {
		return engine.Action{}, false
	}
	if s.obs.Ask.Op == "mill" {
		return xs[len(xs)-1], true
	}
	nation := s.obs.Players[s.me].Nation
	return bestBy(xs, func(x engine.Action) float64 {
		if int(x.Index) >= len(s.obs.Ask.Options) {
			return 0
		}
		o := s.obs.Ask.Options[x.Index]
		cost := 0.0
		if strings.Contains(o, "damage own-nation") {
			n := 3
			if f := strings.Fields(o[strings.Index(o, "damage own-nation")+len("damage own-nation"):]); len(f) > 0 {
				n, _ = strconv.Atoi(strings.Trim(f[0], ","))
			}
			cost = float64(n) * 0.5
			if nation <= 12 {
				cost = float64(n) * 3
			}
		}
		if strings.Contains(o, "discard") || strings.Contains(o, "destroy") {
			cost += 1.5
		}
		return -cost
	}), true
}

// bestBy returns the action of highest score, the first of equal ones.
func bestBy(xs []engine.Action, score func(engine.Action) float64) engine.Action {
	best, bv := xs[0], score(xs[0])
	for _, x := range xs[1:] {
		if v := score(x); v > bv {
			best, bv = x, v
		}
	}
	return best
}

// --- combat ---

// fighter is a unit in a squad as the exchange sees it.
type fighter struct {
	id              engine.CardID
	melee, rng, def int // def: defense left (defense minus damage)
	value           float64
	rolled          bool
}

func fighterOf(c engine.CardView) fighter {
	return fighter{id: c.ID, melee: c.Melee, rng: c.Range, def: c.Defense - c.Damage, value: value(c), rolled: c.Rolled}
}

// fighters lists the units of a squad that still fight.
func fighters(cs []engine.CardView) []fighter {
	var out []fighter
	for _, c := range cs {
		if !c.Destroyed {
			out = append(out, fighterOf(c))
		}
	}
	return out
}

// power is the battle damage a squad deals: the head's melee and the
// others' range; rolled units deal none (GW basic "战斗伤害数值的决定").
func power(sq []fighter) int {
	n := 0
	for i, u := range sq {
		if u.rolled {
			continue
		}
		if i == 0 {
			n += u.melee
		} else {
			n += u.rng
		}
	}
	return n
}

func squadPower(cs []engine.CardView) int { return power(fighters(cs)) }

// lost is the value of sq's units that n battle damage destroys, dealt from
// the head down, each unit taking up to its defense left.
func lost(sq []fighter, n int) float64 {
	v := 0.0
	for _, u := range sq {
		if n <= 0 {
			break
		}
		if u.def <= 0 {
			continue
		}
		if n >= u.def {
			v += u.value
		}
		n -= u.def
	}
	return v
}

// exchange is the value a's squad gains against b's engaged squad: b's
// losses minus a's.
func exchange(a, b []fighter) float64 { return lost(b, power(a)) - lost(a, power(b)) }

// withHead returns sq with sq[h] moved to the head.
func withHead(sq []fighter, h int) []fighter {
	out := make([]fighter, 0, len(sq))
	out = append(out, sq[h])
	for i, u := range sq {
		if i != h {
			out = append(out, u)
		}
	}
	return out
}

// subsets lists the index sets of size 1..k of n items, in a fixed order.
func subsets(n, k int) [][]int {
	var out [][]int
	var rec func(start int, cur []int)
	rec = func(start int, cur []int) {
		if len(cur) > 0 {
			out = append(out, append([]int(nil), cur...))
		}
		if len(cur) == k {
			return
		}
		for i := start; i < n; i++ {
			rec(i+1, append(cur, i))
		}
	}
	rec(0, nil)
	return out
}

func pick(fs []fighter, idx []int) []fighter {
	out := make([]fighter, len(idx))
	for i, j := range idx {
		out[i] = fs[j]
	}
	return out
}

// bestOrder returns the order (a choice of head) of sq that scores best.
func bestOrder(sq []fighter, score func([]fighter) float64) ([]fighter, float64) {
	var best []fighter
	bv := 0.0
	for h := range sq {
		o := withHead(sq, h)
		if v := score(o); best == nil || v > bv {
			best, bv = o, v
		}
	}
	return best, bv
}

// defended is the attacker's gain when the defender answers squad att with
// its best block from blockers (or with none): the defender's best response.
func defended(att, blockers []fighter) float64 {
	worst := float64(power(att)) * nationWeight // no block
	for _, idx := range subsets(len(blockers), 3) {
		blk := pick(blockers, idx)
		for h := range blk {
			if v := exchange(att, withHead(blk, h)); v < worst {
				worst = v
			}
		}
	}
	if len(blockers) > 3 { // every blocker at once
		for h := range blockers {
			if v := exchange(att, withHead(blockers, h)); v < worst {
				worst = v
			}
		}
	}
	return worst
}

// sortie answers sortie decisions from a plan made at the step's first one.
func (a *Greedy) sortie(s *state) (engine.Action, bool) {
	// the attacker declares in the attack step, the defender in the defense step
	key := [2]int{s.obs.Turn, int(s.obs.Attacker)}
	if !a.planned || a.planFor != key {
		a.planFor, a.planned = key, true
		if s.obs.Attacker == s.me {
			a.plan = s.planAttack()
		} else {
			a.plan = s.planDefense()
		}
	}
	for len(a.plan) > 0 {
		next := a.plan[0]
		a.plan = a.plan[1:]
		if act, ok := s.find(next); ok {
			return act, true
		}
	}
	return s.find(engine.Action{Kind: engine.ASortieDone})
}

// candidates lists own units that may sortie, with the areas each may enter.
func (s *state) candidates() ([]fighter, map[engine.CardID][]engine.Area) {
	areas := map[engine.CardID][]engine.Area{}
	var fs []fighter
	for _, l := range s.of(engine.ASortie) {
		if _, seen := areas[l.Card]; !seen {
			c, ok := s.card(l.Card)
			if !ok {
				continue
			}
			fs = append(fs, fighterOf(c))
		}
		areas[l.Card] = append(areas[l.Card], l.Area)
	}
	return fs, areas
}

func canGo(areas map[engine.CardID][]engine.Area, id engine.CardID, a engine.Area) bool {
	for _, x := range areas[id] {
		if x == a {
			return true
		}
	}
	return false
}

// blockers lists the enemy's standing units in its disposition area that
// can enter area a.
func (s *state) blockers(a engine.Area) []fighter {
	want := "space"
	if a == engine.Earth {
		want = "earth"
	}
	var out []fighter
	for _, c := range s.obs.Players[s.opp].Disposition {
		if c.Kind == "unit" && !c.Rolled && strings.Contains(c.Terrain, want) {
			out = append(out, fighterOf(c))
		}
	}
	return out
}

// planAttack sorties, area by area, the squad (up to three units, or all)
// whose worst outcome against the defender's best block is best, when that
// outcome is a gain; an area no enemy unit can block gets every unit that
// can go there, with the strongest melee at the head.
func (s *state) planAttack() []engine.Action {
	units, areas := s.candidates()
	used := map[engine.CardID]bool{}
	var plan []engine.Action
	add := func(a engine.Area, sq []fighter) {
		for _, u := range sq {
			used[u.id] = true
			plan = append(plan, engine.Action{Kind: engine.ASortie, Card: u.id, Area: a})
		}
	}
	free := func(a engine.Area) []fighter {
		var out []fighter
		for _, u := range units {
			if !used[u.id] && canGo(areas, u.id, a) {
				out = append(out, u)
			}
		}
		return out
	}
	// open areas first: a head for each, then the rest
	var open []engine.Area
	for a := engine.Area(0); a < engine.NumAreas; a++ {
		if len(s.blockers(a)) == 0 && len(s.obs.Areas[a].Squads[s.opp]) == 0 {
			open = append(open, a)
		}
	}
	for _, a := range open {
		fs := free(a)
		if len(fs) == 0 {
			continue
		}
		sort.SliceStable(fs, func(i, j int) bool { return fs[i].melee-fs[i].rng > fs[j].melee-fs[j].rng })
		add(a, fs[:1])
	}
	for _, a := range open {
		add(a, free(a))
	}
	// contested areas: the best squad whose worst case is a gain
	for {
		var bestSq []fighter
		var bestA engine.Area
		bv := 0.0
		for a := engine.Area(0); a < engine.NumAreas; a++ {
			fs := free(a)
			bl := s.blockers(a)
			try := subsets(len(fs), 3)
			if len(fs) > 3 {
				all := make([]int, len(fs))
				for i := range all {
					all[i] = i
				}
				try = append(try, all)
			}
			for _, idx := range try {
				sq, v := bestOrder(pick(fs, idx), func(o []fighter) float64 { return defended(o, bl) })
				if v > bv+1e-9 {
					bestSq, bestA, bv = sq, a, v
				}
			}
		}
		if bestSq == nil {
			break
		}
		add(bestA, bestSq)
	}
	plan = append(plan, engine.Action{Kind: engine.ASortieDone})
	return plan
}

// planDefense blocks, for each attacking squad (the strongest first), with
// the block that gains most when it destroys at least what it loses, or,
// when the squad would deal 4 or more damage to the Nation, with the block
// that loses least if that is better than taking the damage.
func (s *state) planDefense() []engine.Action {
	units, areas := s.candidates()
	used := map[engine.CardID]bool{}
	var plan []engine.Action
	order := []engine.Area{engine.Space, engine.Earth}
	sort.SliceStable(order, func(i, j int) bool {
		return squadPower(s.obs.Areas[order[i]].Squads[s.opp]) > squadPower(s.obs.Areas[order[j]].Squads[s.opp])
	})
	for _, a := range order {
		att := fighters(s.obs.Areas[a].Squads[s.opp])
		if len(att) == 0 {
			continue
		}
		dmg := power(att)
		var fs []fighter
		for _, u := range units {
			if !used[u.id] && canGo(areas, u.id, a) {
				fs = append(fs, u)
			}
		}
		var bestSq []fighter
		bv := 0.0
		for _, idx := range subsets(len(fs), 3) {
			sq, v := bestOrder(pick(fs, idx), func(o []fighter) float64 { return exchange(o, att) })
			if bestSq == nil || v > bv {
				bestSq, bv = sq, v
			}
		}
		if bestSq == nil {
			continue
		}
		kills := lost(att, power(bestSq)) > 0
		if (bv >= 0 && kills) || (dmg >= 4 && bv > -float64(dmg)*nationWeight) {
			for _, u := range bestSq {
				used[u.id] = true
				plan = append(plan, engine.Action{Kind: engine.ASortie, Card: u.id, Area: a})
			}
		}
	}
	plan = append(plan, engine.Action{Kind: engine.ASortieDone})
	return plan
}
