package engine

import "github.com/sortie-tcg/sortie/card"

// A play's added resource cost (黒 O-25 買収: 「全てのプレイヤーは、「プレイされた
// カード」を対象にしたコマンドをプレイする場合、通常のコストに加えて、(2)(資源2)を
// 支払わなければプレイできない」): a static with resource (card.Static.Resource)
// adds to the resource cost of each play whose card matches its applies and,
// with targeting, one of whose chosen targets matches it. It is a cost of the
// play (GW adv. "卡片使用的顺序" ③: the costs are paid after the targets are
// chosen, so a target that makes the play unpayable is refused), changed by
// the text (GW adv. "基本规则与内文的优先顺序").

// surcharge is the resource that the statics in force add to the cost of
// play pl.
func (g *Game) surcharge(pl *playPlan) int {
	if !g.surchargeIn && !g.verify || pl.use {
		return 0 // no card of the game adds to a cost: the field is not looked at
	}
	n := 0
	for _, c := range g.field() {
		cs := &g.cards[c]
		if !g.texts.surcharges(cs.def) {
			continue // no text of it adds to the cost: the common case, at once
		}
		if !g.surchargeIn {
			panic("engine: surchargeIn was false with " + g.cardName(c) + " on the field")
		}
		for _, t := range g.texts.of(cs.def) {
			for i := range t.Static {
				s := &t.Static[i]
				if s.Resource == 0 {
					continue
				}
				g.chars(c) // the derivation in force (exists reads it)
				e := contEffect{src: c, ctrl: cs.ctrl, ts: cs.ts, filter: s.Applies, conds: s.If, static: t}
				cx := ctx{src: c, ctrl: cs.ctrl, each: None}
				if g.exists(&e) && g.match(pl.src, s.Applies, cx) && g.playTargets(pl, s.Targeting, cx) {
					n += s.Resource
				}
			}
		}
	}
	return n
}

// playTargets reports whether one of the targets chosen for play pl matches
// filter f (nil: true).
func (g *Game) playTargets(pl *playPlan, f *card.Filter, cx ctx) bool {
	if f == nil {
		return true
	}
	for _, v := range pl.vars {
		for _, t := range v.cards {
			if g.match(t, f, cx) {
				return true
			}
		}
	}
	return false
}

// addsResource reports whether text t has a static that adds to the
// resource cost of plays.
func addsResource(t *card.Text) bool {
	any, _ := hasSurcharge(t)
	return any
}

// hasSurcharge reports whether text t has a static that adds to the
// resource cost of plays (any), and whether one of those has a condition.
func hasSurcharge(t *card.Text) (any, cond bool) {
	for i := range t.Static {
		if t.Static[i].Resource > 0 {
			any, cond = true, cond || len(t.Static[i].If) > 0
		}
	}
	return any, cond
}

// surcharges reports whether one of definition d's own texts (of) adds to
// the resource cost of plays (surcharge.go).
func (ti *textIndex) surcharges(d *card.Def) bool {
	if d.Normal != nil {
		return ti.surchargeBy[d.Index][1]
	}
	return ti.surchargeBy[d.Index][0]
}
