// Use costs as written on texts (《(0)》, 《R》, 《(1)毎》).

package card

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseUseCost reads a use cost as written: "(0)", "(1)", "R", "(0)per",
// "(1)per", "Rper", "R(1)" (GW basic "《》内资源记述的意义"; GW adv. "①",
// "①每"), or the roll cost "[N]" / "[X]" (ロールコスト, 《[X]》: a rule of
// the later rulebook, "Roll Cost [X] — One of the cost for its text. It can
// be paid by rolling X of your own cards other than unit",
// http://blog.the-o.my/2010/02/14/gw-booster-24-ace-card-and-others/; the
// v1.3 rulebook has no such cost). Its step is compiled by the loader
// (Cards), the cards being standing own non-units on the field.
func ParseUseCost(s string) (UseCost, error) {
	c := UseCost{Set: true}
	if w, ok := strings.CutPrefix(s, "["); ok {
		w, ok = strings.CutSuffix(w, "]")
		if w == "X" && ok {
			c.Cards = &Step{Op: OpRollCost, N: Num{Kind: NX}}
			return c, nil
		}
		n, err := strconv.Atoi(w)
		if !ok || err != nil || n < 1 || n > 20 {
			return UseCost{}, fmt.Errorf("unknown roll cost %q (want [N], N 1 to 20, or [X])", s)
		}
		c.Cards = &Step{Op: OpRollCost, N: Num{Const: n}}
		return c, nil
	}
	w := s
	if r, ok := strings.CutSuffix(w, "per"); ok {
		c.Per, w = true, r
	}
	if r, ok := strings.CutPrefix(w, "R"); ok {
		c.Roll, w = true, r
	}
	if w == "" && c.Roll {
		return c, nil
	}
	if len(w) < 3 || w[0] != '(' || w[len(w)-1] != ')' {
		return UseCost{}, fmt.Errorf("unknown use cost %q (want (0), (1), R, (0)per, (1)per, R(1))", s)
	}
	n, err := strconv.Atoi(w[1 : len(w)-1])
	if err != nil || n < 0 || n > 100 {
		return UseCost{}, fmt.Errorf("unknown use cost %q (want (0), (1), R, (0)per, (1)per, R(1))", s)
	}
	c.Resource = n
	return c, nil
}

func (c UseCost) String() string {
	if !c.Set {
		return ""
	}
	if c.Cards != nil {
		if c.Cards.N.Kind == NX {
			return "[X]"
		}
		return "[" + strconv.Itoa(c.Cards.N.Const) + "]"
	}
	s := ""
	if c.Roll {
		s = "R"
	}
	if !c.Roll || c.Resource > 0 {
		s += "(" + strconv.Itoa(c.Resource) + ")"
	}
	if c.Per {
		s += "per"
	}
	return s
}
