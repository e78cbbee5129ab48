package engine

import (
	"github.com/sortie-tcg/sortie/card"
)

// CardView is a face-up card as a player sees it. What it shows of its
// definition, kind, mode and terrain is its face (CardFace), shared by the
// views of every card showing the same: read it, never write into it. A
// CardView an Observation holds, or its Card returns, has one (the zero
// CardView has none: reading its face's fields panics). It is 112 bytes
// (a View makes one per card shown), its numbers int16.
type CardView struct {
	ID CardID
	*CardFace
	Ctrl      Player // the player whose side it is on (its owner off the field)
	Zone      Zone   // where it is
	Area      Area   // its battle area, when Zone is ZBattle
	Rolled    bool
	Destroyed bool
	Reversed  bool // placed reversed: in by VARIABLE(X) as a special G (GW adv. "VARIABLE（X）")
	Damage    int16
	// units: combat power as numbers, * counted 0; current on the field,
	// printed elsewhere (short)
	Melee, Range, Defense int16
	Cost                  int16      // total cost (合計国力); 0 for a G
	Power                 string     // units: current combat power "m/r/d"
	Coins                 string     // the coins' total modifier, "" if none
	Set                   []CardView // cards set on it (a set group)
	Texts                 []TextView // what its texts do, numbered as actions number them (see TextView)
}

// TextView says what one text does, for programs. A card's Texts are numbered
// as actions number them: for a command in a hand, one entry per mode (an
// APlay's Index); for any other card, its texts now, granted ones included
// (an AUse's Index).
type TextView struct {
	Timing  string       // "" for an automatic text; "damage-step", "own-defense-step", "always", ...
	Cost    string       // the use cost: "(0)", "(1)", "R", "(1)per"; "" if none
	Targets []TargetView // what it targets, chosen when it is played or used
	// Ops are its effect primitives in order, nested ones and additional
	// costs included, each with its amount, modifier or destination:
	// "damage 5", "damage X", "recover 15", "draw 1", "modify +3/+3/+3",
	// "destroy", "move owner-hand", "discard-own 3".
	Ops []string
	// Effects are the same primitives typed, with their amounts read now
	// (engine/effectview.go); programs should read these, not Ops.
	Effects  []TextEffect
	Rolls    bool // its use cost rolls the card (《R》)
	Resource int  // its use cost's resource: cards from the own Nation to the Discard Pile
	// Trigger is the event that starts an automatic text (TrigNone for
	// others); OnLeave: an automatic text that would trigger now if the
	// card left the field by its enemy's doing (battle, or an enemy effect).
	Trigger Trigger
	OnLeave bool
}

// TargetView is one target a text chooses.
type TargetView struct {
	Count    int    // how many cards (1 or more); 0 when CountOf says
	CountOf  string // the count as a number of an earlier target ("designated of U"), or ""
	Filter   string // the filter words, space separated ("unit enemy in-battle-area")
	Nation   bool   // the enemy Nation may be chosen instead
	SameArea bool   // the cards must share one battle area or one disposition area
}

// Ask is the pending decision as data, for programs. Only the decider's
// Observation holds it; the others' hold the zero Ask (Kind "").
type Ask struct {
	// Kind: "redeal", "priority", "x" (choose X), "target", "set-on" (the card
	// to set a played card on), "cost" (a card for an additional cost),
	// "sortie", "order", "choose" (cards for an effect), "option", "yes-no",
	// "hand-size", "replace" (the replacement effect to apply first, or what
	// comes first of a choice met inside an event: Rise 717.6, 802.2, 718.3),
	// "loop" (how many more times a loop of optional actions repeats, the
	// count an "x" action's N: Rise 803.2).
	Kind    string
	Source  CardID   // the card played or used, or whose effect resolves; None if none
	Text    TextView // that text ("x", "target", "cost", "choose", "option", "yes-no")
	Op      string   // "choose", "option", "yes-no": the primitive asking ("choose", "discard-hand", "play-from-hand", "either", "mill", "pay", "may")
	Options []string // "option": what each option does; "replace": each replacement effect
	Sources []CardID // "replace": the card of each replacement effect, in Options' order
	// Effect is Op typed; OptionEffects, for a choice between options
	// ("either"), what each option does (engine/effectview.go).
	Effect        EffectOp
	OptionEffects [][]TextEffect
	// Looking: for a "choose" of a search, the cards found that the
	// decider may take, which only it sees (GW adv. "检视卡片").
	Looking []CardView
}

// PlayerView is one player's side as the viewer may see it: counts of hidden
// zones, contents of face-up ones, and the hand for its own player (for
// another, the cards an effect made public).
type PlayerView struct {
	Nation      int
	DiscardPile int
	HandCount   int
	Hand        []CardView // the viewer's own hand; of another's, the public cards
	Junkyard    []CardView
	Removed     []CardView
	Hangar      []CardView
	Disposition []CardView
	Power       Power
	Salvage     int // salvage points (回収, GW adv. "回收点")
	Pollution   int // pollution coins (汚染コイン, GW adv. "污染指示物"): 10 or more at the turn end loses
}

// AreaView is a battle area: each player's squad in order (head first).
type AreaView struct {
	Engaged bool
	Squads  [2][]CardView
}

// CutView is one effect on the cut.
type CutView struct {
	Player Player
	Card   CardView
	What   string
}

// Observation is what one player may know (DESIGN "View"): no card hidden
// from that player appears in it. Its slices share memory, with each other
// and (the parts of TextView that depend on the text alone, and the card
// views' faces) with every view of the card database: read them, never
// write into them.
type Observation struct {
	Viewer   Player
	Turn     int
	Attacker Player
	Phase    string
	Stage    Stage // where the phase or step is: before or after its fixed effect (battle damage in the damage step)
	Decider  Player
	Decision string
	Players  [2]PlayerView
	Areas    [NumAreas]AreaView
	Cut      []CutView
	Over     bool
	Winner   Player
	Reason   string
	Ask      Ask // the pending decision as data (the decider only)

	mem *viewBuilder // the memory of its views, for ViewInto
}

// Card returns the card id as the viewer sees it, if it is face up to the
// viewer: in the viewer's hand, a Junkyard, a Hangar, the removed cards, on
// the field (set cards included) or on the cut. An Observation that View
// or ViewInto made is read through the index made with it (as made: its
// slices are read only); one made otherwise is searched. A card not seen
// is the zero CardView with an empty face (its fields "").
func (o *Observation) Card(id CardID) (CardView, bool) {
	if b := o.mem; b != nil {
		if int(id) >= 0 && int(id) < len(b.at) && b.at[id] != 0 {
			return *b.viewAt(o, b.at[id]), true
		}
		return CardView{CardFace: &noFace}, false
	}
	var find func(vs []CardView) (CardView, bool)
	find = func(vs []CardView) (CardView, bool) {
		for i := range vs {
			if vs[i].ID == id {
				return vs[i], true
			}
			if v, ok := find(vs[i].Set); ok {
				return v, true
			}
		}
		return CardView{CardFace: &noFace}, false
	}
	for q := range o.Players {
		pv := &o.Players[q]
		for _, vs := range [][]CardView{pv.Hand, pv.Disposition, pv.Junkyard, pv.Hangar, pv.Removed} {
			if v, ok := find(vs); ok {
				return v, true
			}
		}
	}
	for a := range o.Areas {
		for q := 0; q < 2; q++ {
			if v, ok := find(o.Areas[a].Squads[q]); ok {
				return v, true
			}
		}
	}
	for i := range o.Cut {
		if o.Cut[i].Card.ID == id {
			return o.Cut[i].Card, true
		}
	}
	return CardView{CardFace: &noFace}, false
}

// noFace is the face of a card Observation.Card does not see.
var noFace CardFace

// View returns what player p may know now. p may be -1 for a spectator, who
// sees no hand.
func (g *Game) View(p Player) Observation {
	var o Observation
	g.ViewInto(p, &o)
	return o
}

// ViewInto makes o what player p may know now, as View does, in the memory
// of o's card and text views: an agent that views many positions into one
// Observation allocates nothing for most of them. What o held is
// overwritten: keep nothing of it (nor of a copy of it).
func (g *Game) ViewInto(p Player, o *Observation) {
	if g.decision.kind == dReplace && g.rqAt != nil {
		// the game as it was when the choice was met (replStop)
		g.rqAt.ViewInto(p, o)
		return
	}
	b := o.mem
	if b == nil {
		b = new(viewBuilder)
	}
	b.begin(g, p)
	cut := o.Cut[:0]
	*o = Observation{Viewer: p, Turn: g.turn, Attacker: g.active, Phase: g.phase.String(), Stage: g.Stage(),
		Decider: g.decision.player, Over: g.over, Winner: g.winner, Reason: g.reason, mem: b}
	if g.decision.player == p && !g.over {
		o.Decision = g.DecisionText()
		o.Ask = g.askView(b)
	}
	for q := Player(0); q < 2; q++ {
		ps := &g.pl[q]
		v := &o.Players[q]
		v.Nation, v.DiscardPile, v.HandCount = len(ps.nation), len(ps.discard), len(ps.hand)
		if q == p {
			v.Hand = b.views(ps.hand)
		} else {
			// the cards of another's hand an effect makes public (GW adv. "公开卡片")
			v.Hand = b.views(b.publicOf[q])
		}
		v.Junkyard = b.views(ps.junkyard)
		v.Removed = b.views(ps.removed)
		v.Hangar = b.views(ps.hangar)
		v.Disposition = b.views(ps.disposition)
		v.Power = g.NationPower(q)
		v.Salvage = int(ps.salvage)
		v.Pollution = int(ps.pollution)
	}
	for a := Area(0); a < NumAreas; a++ {
		o.Areas[a].Engaged = g.engaged[a]
		for q := 0; q < 2; q++ {
			o.Areas[a].Squads[q] = b.views(g.squads[a][q])
		}
	}
	if len(g.cut) > 0 {
		o.Cut = cut
		for i := range g.cut {
			it := &g.cut[i]
			o.Cut = append(o.Cut, CutView{Player: it.ctrl, What: g.itemName(it)})
			v := &o.Cut[len(o.Cut)-1].Card
			b.cardView(it.src, v)
			b.record(it.src, int16(-len(o.Cut)))
		}
	}
	b.end()
}

// cardView makes *v the view of card c, built where it is kept (a card
// view is large: no copy of it is made).
func (b *viewBuilder) cardView(c CardID, v *CardView) {
	g := b.g
	cs := &g.cards[c]
	d := cs.def
	onField := cs.zone.OnField()
	*v = CardView{ID: c, CardFace: g.texts.faces.of(d, g.kindOf(c), onField), Ctrl: cs.ctrl, Zone: cs.zone, Cost: int16(g.totalCost(c))}
	if cs.zone == ZBattle {
		v.Area = cs.area
	}
	terrain := ""
	if g.isKind(c, card.Unit) {
		pw := d.Power
		if onField {
			pw = g.power(c)
			v.Power = b.powerText(c, pw)
		}
		v.Melee, v.Range, v.Defense = short(val(pw.Melee)), short(val(pw.Range)), short(val(pw.Defense))
		terrain = g.terrainOf(c).String()
	}
	if terrain != v.Terrain {
		// a card counting as another (GW adv. "本来的种类和当作其他种类的卡片"): a face of its own
		f := *v.CardFace
		f.Terrain = terrain
		v.CardFace = &f
	}
	if onField {
		v.Rolled, v.Destroyed, v.Damage = cs.rolled, cs.destroyed, cs.damage
		v.Reversed = cs.variable
		if cs.nCoins > 0 {
			v.Coins = cs.coins.mod().String()
		}
		if contains(b.hosts, c) {
			start := len(b.set)
			b.set = g.setCards(c, b.set)
			v.Set = b.views(b.set[start:])
			b.set = b.set[:start]
		}
	}
	v.Texts = b.textViews(c)
}

// textViews are the text views of card c (CardView.Texts), built in b's
// memory but for those shared by every card of its definition.
func (b *viewBuilder) textViews(c CardID) []TextView {
	g := b.g
	cs := &g.cards[c]
	d := cs.def
	// a command being played that was given texts there (内憂外患) shows its
	// texts as an AUse numbers them, its own effect as the mode played
	given := cs.zone == ZCut && len(g.chars(c).grants) > 0
	var texts []TextView
	if d.Kind == card.Command && !cs.zone.OnField() && !given {
		n := g.numModes(c)
		for m := 0; m < n; m++ {
			if t := g.effectText(c, m); t != nil {
				tv := g.viewText(c, t, nil)
				if kw, ok := g.keyword(c, card.AdditionalCost); ok {
					// 追加コスト>A: its cost ops come first, as additional_cost's do
					steps := kw.CostSteps()
					tv.Ops = append(opWords(nil, steps), tv.Ops...)
					tv.Effects = append(g.effects(c, nil, steps, TextEffect{Cost: true}), tv.Effects...)
				}
				if texts == nil {
					texts = b.takeTexts(n - m)
				}
				texts = append(texts, tv)
			}
		}
		return texts
	}
	var buf [8]textRef // room for most cards' texts, on the stack
	refs := g.textsOf(c, buf[:0])
	if texts = g.sharedTexts(c, refs); texts != nil {
		return texts
	}
	if len(refs) > 0 {
		texts = b.takeTexts(len(refs))
	}
	for _, r := range refs {
		t := r.text
		if given && len(t.Modes) > 0 {
			if i := g.cutIndex(c, iPlay); i >= 0 && g.cut[i].text != nil {
				t = g.cut[i].text
			}
		}
		texts = append(texts, g.viewText(c, t, nil))
	}
	return texts
}

// Counts returns what a View now shows of the sizes of player p's hidden
// places (its PlayerView's Nation, DiscardPile and HandCount) and of the
// cut (the length of its Cut), without building a View.
func (g *Game) Counts(p Player) (nation, discardPile, hand, cut int) {
	if g.decision.kind == dReplace && g.rqAt != nil {
		return g.rqAt.Counts(p) // as ViewInto
	}
	ps := &g.pl[p]
	return len(ps.nation), len(ps.discard), len(ps.hand), len(g.cut)
}

// CardTextViews returns what card c's texts do, as a View now shows them
// (the CardView's Texts, numbered as actions number them), without building
// a View: for a program that reads only the texts of a few cards (a search
// deciding whether a use is worth a look). Like CardTexts it reads any card,
// seen or not. Its slices are read only, as a View's are.
func (g *Game) CardTextViews(c CardID) []TextView {
	if g.decision.kind == dReplace && g.rqAt != nil {
		return g.rqAt.CardTextViews(c) // as ViewInto: the game as it was when the choice was met
	}
	b := viewBuilder{g: g}
	return b.textViews(c)
}

// textView describes text t (or, when t is nil, the steps of a waiting effect).
func textView(t *card.Text, steps []card.Step) TextView {
	var tv TextView
	if t != nil {
		tv.Timing, tv.Cost = t.Timing.String(), t.Cost.String()
		for _, x := range t.Targets {
			v := TargetView{Count: targetCount(x), Filter: x.Filter.String(), Nation: x.Nation, SameArea: x.SameArea}
			if x.CountOf != nil {
				v.Count, v.CountOf = 0, x.CountOf.String()
			}
			tv.Targets = append(tv.Targets, v)
		}
		tv.Ops = opWords(tv.Ops, t.Extra)
		steps = t.Steps
	}
	tv.Ops = opWords(tv.Ops, steps)
	return tv
}

// opWords appends each step (and the steps nested in it) as "op detail".
func opWords(out []string, steps []card.Step) []string {
	for i := range steps {
		s := &steps[i]
		w := s.Op.String()
		if !s.N.IsZero() {
			w += " " + s.N.String()
		}
		if !s.Mod.IsZero() {
			w += " " + s.Mod.String()
		}
		if !s.To.IsZero() {
			w += " " + s.To.String()
		}
		out = append(out, w)
		out = opWords(out, s.Steps)
		out = opWords(out, s.Else)
		for _, o := range s.Options {
			out = opWords(out, o)
		}
	}
	return out
}

// askView describes the pending decision as data (Observation.Ask).
func (g *Game) askView(b *viewBuilder) Ask {
	d := &g.decision
	a := Ask{Source: None}
	switch d.kind {
	case dRedeal:
		a.Kind = "redeal"
	case dPriority:
		a.Kind = "priority"
	case dPlan:
		pl := g.play
		a.Source = pl.src
		if pl.text != nil {
			a.Text = g.viewText(pl.src, pl.text, nil)
		}
		switch {
		case pl.needX && !pl.xDone:
			a.Kind = "x"
		case pl.text != nil && (len(pl.vars) < len(pl.text.Targets) || g.varIncomplete(pl)):
			a.Kind = "target"
		case pl.needSet && pl.setOn == None:
			a.Kind = "set-on"
		default:
			a.Kind = "cost"
		}
	case dSortie:
		a.Kind = "sortie"
	case dOrder:
		a.Kind = "order"
	case dEffect:
		a.Kind = map[effKind]string{ekChoose: "choose", ekOption: "option", ekYesNo: "yes-no"}[d.ek]
		if f := g.exec; f != nil {
			a.Source = f.item.src
			a.Text = g.viewText(f.item.src, f.item.text, f.item.steps)
			if n := len(f.blocks); n > 0 && f.blocks[n-1].pc < len(f.blocks[n-1].steps) {
				a.Op = f.blocks[n-1].steps[f.blocks[n-1].pc].Op.String()
			}
		}
		g.askEffects(&a)
		if d.looked {
			b.looking = true
			a.Looking = b.views(d.cands)
			b.looking = false
		}
		if d.ek == ekOption {
			for i := 0; i < int(d.nOpt); i++ {
				a.Options = append(a.Options, g.optionText(i))
			}
		}
	case dHandSize:
		a.Kind = "hand-size"
	case dLoop:
		a.Kind = "loop"
	case dReplace:
		a.Kind = "replace"
		a.Options = append(a.Options, d.options...)
		a.Sources = append(a.Sources, d.cands...)
	}
	return a
}
