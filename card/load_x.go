// The checks of X and its limit a card's texts must pass on load (GW adv.
// "变数").

package card

import "fmt"

// xLimits checks x_max (「Xの値は…を上限とする」): it limits an X that is
// chosen, the text's own (x) or, for a command, the X of its cost (GW adv.
// "变数": decided when the costs are), and as X is at least 1 (GW adv.
// "变数"), a constant limit is 1 or more. A limit that is a number read in
// the game may be below 1 there: the text is then not usable (engine).
func xLimits(d *Def) *verr {
	for i := range d.Texts {
		for j, t := range append([]Text{d.Texts[i]}, d.Texts[i].Modes...) {
			if t.XMax == nil {
				continue
			}
			p := fmt.Sprintf(".texts[%d].x_max", i)
			if j > 0 {
				p = fmt.Sprintf(".texts[%d].modes[%d].x_max", i, j-1)
			}
			if t.X == XNone && (d.Kind != Command || !d.Cost.HasX()) {
				return bad(p, "x_max limits an X, and this text chooses none: give it x: any (GW adv. \"变数\")")
			}
			if t.XMax.Kind == NConst && t.XMax.Const < 1 {
				return bad(p, "x_max is %d, and X is at least 1 (GW adv. \"变数\")", t.XMax.Const)
			}
		}
	}
	return nil
}

// textHasX reports whether a text of d chooses an X when it is played.
func textHasX(d *Def) bool {
	for i := range d.Texts {
		if d.Texts[i].X != XNone {
			return true
		}
		for j := range d.Texts[i].Modes {
			if d.Texts[i].Modes[j].X != XNone {
				return true
			}
		}
	}
	return false
}
