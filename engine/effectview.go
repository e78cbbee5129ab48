package engine

import "github.com/sortie-tcg/sortie/card"

// What texts do, typed, for programs (agents): TextView.Effects, .Trigger,
// .OnLeave, .Rolls and .Resource, Ask.Effect and Ask.OptionEffects. This file is the
// one place that reads card steps for them, so that an agent needs to know
// neither how card texts are written nor the engine's primitive names.

// EffectOp is what one effect primitive does.
type EffectOp uint8

// The effect primitives, as programs see them.
const (
	EffOther        EffectOp = iota // anything not listed here
	EffDamage                       // N damage to each object: a unit, or a Nation (cards to its Discard Pile)
	EffDestroy                      // destroys its objects
	EffDiscard                      // discards its objects (to the Junkyard)
	EffRoll                         // rolls its objects
	EffRecover                      // its player recovers N (Discard Pile to Nation)
	EffDraw                         // its player draws N
	EffModify                       // its objects get the combat modifier Mod
	EffCoin                         // N coins of Mod on its objects
	EffMove                         // moves its objects (ToEnemy: to the enemy's disposition area)
	EffChoose                       // a player chooses cards for the next primitive
	EffPay                          // its player may pay N (resource) or the next primitives happen
	EffMill                         // up to N cards from the top of the enemy Nation to its Junkyard
	EffRedirect                     // an unengaged squad deals its battle damage to its own Nation
	EffShield                       // prevents damage to this card (特殊シールド)
	EffAreaWeapon                   // N damage to each enemy unit in its area (範囲兵器)
	EffDiscardOwn                   // its player discards N own cards (G, or from hand: FromHand)
	EffPlayFromHand                 // its player puts a card from hand into play
	EffExtraTurn                    // a new turn after this one
)

// Trigger is the event that starts an automatic text, as programs see it.
type Trigger uint8

// The triggers.
const (
	TrigNone               Trigger = iota // not a triggered text
	TrigOther                             // an event not listed here
	TrigNationBattleDamage                // its card's squad dealt battle damage to the enemy Nation
	TrigSquadBattleDamage                 // its card's squad dealt battle damage to an enemy squad
	TrigBattleKill                        // its card's squad's battle damage destroyed an enemy unit
)

// triggerOf is the Trigger programs see for triggered text t: its event,
// and for a squad event, whether the squad is its card's ({event-squad: this};
// for a Nation, the enemy's: not event-own).
func triggerOf(t *card.Text) Trigger {
	if t.On.Kind == card.EvNone {
		return TrigNone
	}
	var this, own, notOwn bool
	for _, c := range t.OnIf {
		switch {
		case c.Op == card.CEventSquad && c.Squad == card.SquadThis && !c.Not:
			this = true
		case c.Op == card.CEventOwn:
			own, notOwn = !c.Not, c.Not
		}
	}
	switch {
	case !this:
	case t.On.Kind == card.EvNationBattleDamaged && notOwn && !own:
		return TrigNationBattleDamage
	case t.On.Kind == card.EvBattleDamageSquad:
		return TrigSquadBattleDamage
	case t.On.Kind == card.EvBattleDestroyed || t.On.Kind == card.EvBattleKillDiscarded:
		return TrigBattleKill
	}
	return TrigOther
}

// Side is whose card or Nation an effect acts on, relative to the text's player.
type Side int8

// The sides.
const (
	NoSide    Side = iota // no Nation named
	OwnSide               // the text's player's
	EnemySide             // the enemy's
)

// TextEffect is one primitive of a text, typed (see TextView.Effects).
type TextEffect struct {
	Op EffectOp
	// N is its amount: a number, or a named amount read now (this card's
	// melee, the enemy Junkyard's size); Var says the amount is decided
	// later (X, a target's defense), and N is 0.
	N   int
	Var bool
	Mod [3]int // EffModify, EffCoin: melee, range, defense (* as 0)
	// Nation is the Nation it acts on when the text names one (damage to
	// the own Nation); a target that may be a Nation says so in TargetView.
	Nation Side
	// All: it acts on every card that fits, decided as it resolves, not on
	// chosen targets (GW adv. "指定「所有的」为对象的效果").
	All      bool
	ToEnemy  bool // EffMove: into the enemy's disposition area
	FromHand bool // EffDiscardOwn: cards from the hand, not G
	Cost     bool // part of an additional cost, paid when played or used
	Later    bool // happens at a later moment (a waiting effect: "at turn end, ...")
	Optional bool // its player may decline it
	Option   int  // 0, or i+1 when it is part of option i of a choice between options
}

// effectOps maps the engine's primitives to the EffectOps programs see.
var effectOps = [card.NumOps]EffectOp{
	card.OpDamage: EffDamage, card.OpDestroy: EffDestroy, card.OpDiscard: EffDiscard, card.OpRoll: EffRoll,
	card.OpRecover: EffRecover, card.OpDraw: EffDraw, card.OpModify: EffModify, card.OpCoin: EffCoin, card.OpMove: EffMove,
	card.OpChoose: EffChoose, card.OpPay: EffPay, card.OpMill: EffMill, card.OpRedirect: EffRedirect, card.OpShield: EffShield,
	card.OpAreaWeapon: EffAreaWeapon, card.OpDiscardOwn: EffDiscardOwn, card.OpDiscardHand: EffDiscardOwn,
	card.OpPlayFromHand: EffPlayFromHand, card.OpExtraTurn: EffExtraTurn,
}

// keywordEffects maps the keywords whose effect use-keyword uses (GW adv.
// "使用（特殊效果）的效果") to the EffectOp of that effect.
var keywordEffects = map[card.KeywordKind]EffectOp{card.AreaWeapon: EffAreaWeapon}

// control primitives: what they hold is listed, not they themselves
func control(op card.OpKind) bool {
	return op == card.OpEither || op == card.OpMay || op == card.OpIf || op == card.OpAt || op == card.OpRepeat
}

// viewText is the TextView of text t of card c (or, when t is nil, of the
// steps of a waiting effect), with its effects' amounts read now. What
// depends on the text alone comes from the database's shared views
// (textviews.go); the rest is read now.
func (g *Game) viewText(c CardID, t *card.Text, steps []card.Step) TextView {
	if t == nil {
		return g.readText(c, nil, steps)
	}
	sv := g.texts.views.sharedView(g, t)
	tv := sv.view
	if !sv.fixed {
		tv.Effects = g.effects(c, nil, t.Extra, TextEffect{Cost: true})
		tv.Effects = g.effects(c, tv.Effects, t.Steps, TextEffect{})
	}
	tv.OnLeave = g.onLeave(c, t)
	return tv
}

// readText is viewText read from the text itself, shared views aside.
func (g *Game) readText(c CardID, t *card.Text, steps []card.Step) TextView {
	tv := textView(t, steps)
	if t != nil {
		tv.Effects = g.effects(c, tv.Effects, t.Extra, TextEffect{Cost: true})
		steps = t.Steps
		tv.Rolls, tv.Resource = t.Cost.Roll, t.Cost.Resource
		tv.OnLeave = g.onLeave(c, t)
		tv.Trigger = triggerOf(t)
	}
	tv.Effects = g.effects(c, tv.Effects, steps, TextEffect{})
	return tv
}

// effects appends each step (and the steps nested in it) as a TextEffect
// with the flags of in (Cost, Later, Optional, Option) set.
func (g *Game) effects(c CardID, out []TextEffect, steps []card.Step, in TextEffect) []TextEffect {
	for i := range steps {
		s := &steps[i]
		if control(s.Op) {
			sub := in
			switch s.Op {
			case card.OpAt:
				sub.Later = true
			case card.OpMay:
				sub.Optional = true
			}
			out = g.effects(c, out, s.Steps, sub)
			out = g.effects(c, out, s.Else, sub)
			for k, o := range s.Options {
				sub.Option = k + 1
				out = g.effects(c, out, o, sub)
			}
			continue
		}
		e := in
		if int(s.Op) < len(effectOps) {
			e.Op = effectOps[s.Op]
		}
		if s.Op == card.OpUseKeyword {
			e.Op = keywordEffects[s.Keyword.Kind] // the keyword's effect, X being n
		}
		e.N, e.Var = g.viewAmount(c, &s.N)
		e.Mod = [3]int{s.Mod.Melee, s.Mod.Range, s.Mod.Defense}
		switch s.What.Kind {
		case card.RefOwnNation:
			e.Nation = OwnSide
		case card.RefEnemyNation:
			e.Nation = EnemySide
		}
		if s.Op == card.OpMill {
			e.Nation = EnemySide
		}
		e.All = s.Filter != nil && s.Op != card.OpChoose && !costPick(s) && s.Op != card.OpPlayFromHand
		e.ToEnemy = s.To.Place == card.PlaceDisposition && s.To.Whose == card.WhoseEnemy
		e.FromHand = s.Op == card.OpDiscardHand || s.Op == card.OpDiscardOwn && (s.Filter == nil || !s.Filter.Kinds.Has(card.G))
		e.Optional = in.Optional || s.Optional
		out = append(out, e)
		out = g.effects(c, out, s.Steps, in)
		out = g.effects(c, out, s.Else, in)
	}
	return out
}

// public is where a number may count cards for a view: places whose cards
// every player sees.
const public = card.InField | card.InJunkyard | card.InRemoved | card.InHangar

// viewAmount reads amount n for card c now: a constant; a stat of c itself
// (as the card the event would be about); a count of cards in public
// places; or (0, true) for one decided later (X, a target's stat) or one
// that would count hidden cards.
func (g *Game) viewAmount(c CardID, n *card.Num) (int, bool) {
	switch n.Kind {
	case card.NConst:
		return n.Const, false
	case card.NStat:
		if c == None || !g.cards[c].zone.OnField() || n.Of.Kind != card.RefThis && n.Of.Kind != card.RefEventCard {
			return 0, true
		}
	case card.NCount:
		if c == None || n.Filter == nil || n.Filter.Zones&^public != 0 {
			return 0, true
		}
	default:
		return 0, true
	}
	cx := ctx{src: c, ctrl: g.cards[c].ctrl, ev: &trigEvent{card: c, by: -1}}
	return g.num(n, cx), false
}

// onLeave reports whether text t of field card c would trigger if c left
// the field now by its enemy's doing (destroyed by battle damage or an
// enemy effect, then discarded; or moved by an enemy effect).
func (g *Game) onLeave(c CardID, t *card.Text) bool {
	if !leaveEvent(t.On.Kind) || c == None || !g.cards[c].zone.OnField() {
		return false
	}
	return g.relates(c, t, trigEvent{kind: t.On.Kind, card: c, by: g.cards[c].ctrl.Opp()})
}

// leaveEvent reports whether a text that triggers on events of kind k
// would trigger on its card's leaving the field (onLeave).
func leaveEvent(k card.EventKind) bool {
	return k == card.EvLeftField || k == card.EvDestroyedDiscarded || k == card.EvDiscarded
}

// askEffects fills Ask.Effect (the primitive asking) and, for a choice
// between options, Ask.OptionEffects.
func (g *Game) askEffects(a *Ask) {
	f := g.exec
	if f == nil || len(f.blocks) == 0 {
		return
	}
	b := f.blocks[len(f.blocks)-1]
	if b.pc >= len(b.steps) {
		return
	}
	s := &b.steps[b.pc]
	if int(s.Op) < len(effectOps) {
		a.Effect = effectOps[s.Op]
	}
	if s.Op == card.OpEither {
		for _, i := range f.opts { // the offered options, as the answers count them (opEither)
			a.OptionEffects = append(a.OptionEffects, g.effects(f.item.src, nil, s.Options[i], TextEffect{}))
		}
	}
}
