// Use costs as written on texts (《(0)》, 《R》, 《(1)毎》).

package card

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseUseCost reads a use cost as written: "(0)", "(1)", "R", "(0)per",
// "(1)per", "Rper", "R(1)" (GW basic "《》内资源记述的意义"; GW adv. "①",
// "①每").
func ParseUseCost(s string) (UseCost, error) {
	c := UseCost{Set: true}
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
