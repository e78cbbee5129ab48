package engine

import (
	"slices"

	"github.com/sortie-tcg/sortie/card"
)

// What a continuous effect reads (for dependencies, Rise 719.1, and for
// the states whose change marks the derivation stale: derive.go touch).

// reads is what part of a continuous effect reads: characteristics (its
// dependencies, Rise 719) and the states beyond the field's cards and
// characteristics (when it may change, touch).
type reads struct {
	ch charSet
	st stateRead
	// kw: the keywords it reads when ch has chKeywords, a bit per
	// card.KeywordKind (anyKeyword: which ones is not known), so that a
	// dependency on another keyword's change is not tried (mayDependOn)
	kw uint64
}

// anyKeyword is reads.kw of a read of keywords that may be any: a combat
// power (Cruiser, Space Battle change it) or whether a unit may sortie.
const anyKeyword = ^uint64(0)

func (r reads) or(o reads) reads { return reads{r.ch | o.ch, r.st | o.st, r.kw | o.kw} }

// effectReads is what whether e exists, what it applies to and what it
// does read.
func (g *Game) effectReads(e *contEffect) reads {
	r := filterReads(e.filter).or(condsReads(e.conds))
	if e.per != nil {
		r = r.or(numReads(e.per))
	}
	if e.static != nil {
		// it exists while its card has its text: a printed one until it is
		// negated; a gained one while the effect giving it applies
		r.ch |= chTexts
		if !slices.Contains(g.texts.of(g.cards[e.src].def), e.static) {
			r.ch |= chGrants
		}
	}
	switch e.kind {
	case ckSquadKeywords:
		// whether it exists reads only places; whom it applies to, its
		// set group's unit (a kind); what it gives, its card's squad
		// keywords (an effect giving or taking one changes what it does:
		// Rise 719.1; signature)
		r.ch |= chKind | chKeywords
		r.kw |= squadKeywords
	case ckWater:
		r.ch |= chKeywords | chKind // it exists while its card has 水
		r.kw |= 1 << card.Water
	}
	return r
}

func filterReads(f *card.Filter) reads {
	if f == nil {
		return reads{}
	}
	var r reads
	if f.Kinds != 0 {
		r.ch |= chKind
	}
	r.st |= zonesRead(f.Zones)
	for i := range f.Preds {
		r = r.or(predReads(&f.Preds[i]))
	}
	return r
}

func predReads(p *card.Pred) reads {
	switch p.Op {
	case card.PKind, card.PBasicG, card.PHasCharacter, card.PExclusiveSet:
		return reads{ch: chKind}
	case card.PKeyword:
		return reads{ch: chKeywords, kw: 1 << p.ID}
	case card.PTrait, card.PName, card.PNameHas, card.PSameName:
		return reads{ch: chNames}
	case card.POppositeSex:
		return reads{ch: chNames | chKind}
	case card.PStat, card.PMax, card.PMin:
		r := numReads(&p.Val).or(reads{ch: chKind | chNames})
		switch p.Stat {
		case card.StatMelee, card.StatRange, card.StatDefense, card.StatPowerSum:
			r.ch |= chPower | chKeywords
			r.kw = anyKeyword
		case card.StatDamage:
			r.st |= srHarm
		}
		return r
	case card.PDamaged, card.PDestroyed:
		return reads{st: srHarm}
	case card.PEngaged:
		return reads{st: srEngaged}
	case card.PAttacking, card.PDefending:
		return reads{st: srActive}
	case card.PGroupHas:
		return filterReads(p.Sub).or(reads{ch: chKind})
	case card.PRule, card.PTargetable:
		return reads{ch: chRules}
	case card.PSortieable:
		return reads{ch: chRules | chKeywords, kw: anyKeyword}
	case card.PProduces:
		// Nation Power comes from texts (power.go); G-17 produces it only
		// in its own disposition phase
		return reads{ch: chTexts | chGrants | chKind | chRules, st: srAll}
	case card.PStanding, card.PRolled:
		return reads{st: srRolled}
	case card.PUsing:
		return reads{st: srCut}
	case card.PZone:
		return reads{st: zonesRead(p.Zone)}
	case card.POr, card.PAll:
		var r reads
		for i := range p.Any {
			r = r.or(predReads(&p.Any[i]))
		}
		return r
	}
	return reads{}
}

func condsReads(cs []card.Cond) reads {
	var r reads
	for i := range cs {
		c := &cs[i]
		switch c.Op {
		case card.COwnTurn, card.CTiming:
			r.st |= srTime
		case card.CThis, card.CCount, card.CCompare, card.CAny:
		default:
			r.st |= srAll // a condition on an event or the cut: not one of a static's
		}
		r = r.or(filterReads(c.Filter)).or(numReads(&c.N)).or(numReads(&c.L)).or(condsReads(c.Any))
	}
	return r
}

func numReads(n *card.Num) reads {
	switch n.Kind {
	case card.NCount:
		return filterReads(n.Filter)
	case card.NStat:
		r := reads{ch: chPower | chKeywords | chKind, kw: anyKeyword}
		if n.Stat == card.StatDamage {
			r.st |= srHarm
		}
		return r
	case card.NPower:
		// Nation Power comes from texts (GW adv. "基本G和特殊G") and may read the time (G-17)
		return reads{ch: chTexts | chGrants | chKind, st: srAll}
	case card.NKeywordChange:
		return reads{ch: chKeywords, kw: 1 << n.Keyword}
	}
	return reads{}
}
