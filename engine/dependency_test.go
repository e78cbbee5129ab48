package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// An effect may depend on another only if that one changes what it reads
// (Rise 719.1): a keyword read is a read of that keyword, so a change of
// other keywords is no dependency to try (mayDependOn); a combat power
// reads every keyword (Cruiser, Space Battle change it).
func TestMayDependOn(t *testing.T) {
	propLoad(t)
	g := propNewGame(1)
	withKeyword := func(k card.KeywordKind) *card.Filter {
		return &card.Filter{Zones: card.InField, Preds: []card.Pred{{Op: card.PKeyword, ID: int32(k)}}}
	}
	strong := &card.Filter{Zones: card.InField, Preds: []card.Pred{{Op: card.PStat, Stat: card.StatMelee, Cmp: card.CmpGe, Val: card.Num{Const: 3}}}}
	units := &card.Filter{Kinds: 1 << card.Unit, Zones: card.InField}
	gain := func(k card.KeywordKind) contEffect { return contEffect{kind: ckKeywordGain, kw: card.Keyword{Kind: k}} }
	for _, tc := range []struct {
		name string
		a, b contEffect
		want bool
	}{
		{"+1 to 1枚制限 units, squad keywords", contEffect{kind: ckModifier, filter: withKeyword(card.RestrictTo1)}, contEffect{kind: ckSquadKeywords}, false},
		{"+1 to 高机动 units, squad keywords", contEffect{kind: ckModifier, filter: withKeyword(card.HighMobility)}, contEffect{kind: ckSquadKeywords}, true},
		{"+1 to 1枚制限 units, a gain of 1枚制限", contEffect{kind: ckModifier, filter: withKeyword(card.RestrictTo1)}, gain(card.RestrictTo1), true},
		{"+1 to 1枚制限 units, a loss of 高机动", contEffect{kind: ckModifier, filter: withKeyword(card.RestrictTo1)}, contEffect{kind: ckKeywordLoss, kw: card.Keyword{Kind: card.HighMobility}}, false},
		{"+1 to 1枚制限 units, +1", contEffect{kind: ckModifier, filter: withKeyword(card.RestrictTo1)}, contEffect{kind: ckModifier}, false},
		{"水, a gain of 高机动", contEffect{kind: ckWater}, gain(card.HighMobility), false},
		{"水, a gain of 水", contEffect{kind: ckWater}, gain(card.Water), true},
		{"水, squad keywords", contEffect{kind: ckWater}, contEffect{kind: ckSquadKeywords}, true},
		{"+1 to units of melee 3 or more, a gain of 1枚制限", contEffect{kind: ckModifier, filter: strong}, gain(card.RestrictTo1), true},
		{"+1 to units, counts as a G", contEffect{kind: ckModifier, filter: units}, contEffect{kind: ckKind, kindTo: card.G}, true},
		{"+1 to units, a gain of 高机动", contEffect{kind: ckModifier, filter: units}, gain(card.HighMobility), false},
		// a negation takes the keywords that are not in 【】 (GW adv. "【】")
		{"+1 to 1枚制限 units, a negation", contEffect{kind: ckModifier, filter: withKeyword(card.RestrictTo1)}, contEffect{kind: ckTextNegate}, true},
		{"水, a negation", contEffect{kind: ckWater}, contEffect{kind: ckTextNegate}, true},
		{"+1 to units of melee 3 or more, 水's negation", contEffect{kind: ckModifier, filter: strong}, contEffect{kind: ckWater}, true},
	} {
		g.effs = append(g.effs[:0], tc.a, tc.b)
		g.markReads(0)
		if got := g.effs[0].mayDependOn(&g.effs[1]); got != tc.want {
			t.Errorf("%s: may depend %v, want %v", tc.name, got, tc.want)
		}
	}
}

// A set card's squad keywords go to its unit (GW adv. "「高机动」…的特殊规则":
// handled as an automatic-A effect's). An effect that gives the set card
// 高机动 after it was set changes what that effect gives, so the squad
// keywords effect depends on it and applies after it (Rise 719.1, 719.2),
// though its timestamp is earlier: the unit has 高机动. One that takes it
// away likewise (GW adv. "失去"), whatever the order.
func TestSquadKeywordsDependOnTheSetCard(t *testing.T) {
	g, p, _, v := localGame(t)
	g.enter(v, p)
	ch := plainCharacter(t, g, p)
	g.lift(ch)
	g.setOn(ch, v)
	if g.hasKeyword(v, card.HighMobility) {
		t.Fatal("the unit has 高机动 before any effect gives it")
	}
	g.addCont(contEffect{kind: ckKeywordGain, src: ch, ctrl: p, kw: card.Keyword{Kind: card.HighMobility}, locked: []CardID{ch}})
	if !g.hasKeyword(ch, card.HighMobility) || !g.hasKeyword(v, card.HighMobility) {
		t.Fatalf("高机动 given to the set character after it was set: the character has it %v, its unit %v (want both)",
			g.hasKeyword(ch, card.HighMobility), g.hasKeyword(v, card.HighMobility))
	}
	g.addCont(contEffect{kind: ckKeywordLoss, src: ch, ctrl: p, kw: card.Keyword{Kind: card.HighMobility}, locked: []CardID{ch}})
	if g.hasKeyword(ch, card.HighMobility) || g.hasKeyword(v, card.HighMobility) {
		t.Fatalf("高机动 taken from the set character again: the character has it %v, its unit %v (want neither)",
			g.hasKeyword(ch, card.HighMobility), g.hasKeyword(v, card.HighMobility))
	}
	g.checkDerived()
}

// A negation takes the card's keywords but those in 【】 (GW adv. "【】"),
// so an effect reaching the units with a keyword depends on a negation of
// one of them (Rise 719.1) and applies after it (Rise 719.2), though its
// timestamp is earlier: the negated unit neither has the keyword nor gets
// the effect's +1/+1/+1.
func TestKeywordReaderDependsOnNegation(t *testing.T) {
	g, p, _, v := localGame(t)
	g.enter(v, p)
	printed := g.cards[v].def.Power.Defense
	raid := &card.Filter{Kinds: 1 << card.Unit, Zones: card.InField, Preds: []card.Pred{{Op: card.PKeyword, ID: int32(card.Raid)}}}
	g.addCont(contEffect{kind: ckKeywordGain, src: v, ctrl: p, kw: card.Keyword{Kind: card.Raid}, locked: []CardID{v}})
	g.addCont(contEffect{kind: ckModifier, src: v, ctrl: p, mod: card.Modifier{Melee: 1, Range: 1, Defense: 1}, filter: raid})
	if got := g.defense(v); !g.hasKeyword(v, card.Raid) || got != printed+1 {
		t.Fatalf("before the negation: 强袭 %v, defense %d (want true, %d)", g.hasKeyword(v, card.Raid), got, printed+1)
	}
	g.addCont(contEffect{kind: ckTextNegate, src: v, ctrl: p, locked: []CardID{v}})
	if got := g.defense(v); g.hasKeyword(v, card.Raid) || got != printed {
		t.Fatalf("after the negation: 强袭 %v, defense %d (want false, %d)", g.hasKeyword(v, card.Raid), got, printed)
	}
	g.checkDerived()
}
