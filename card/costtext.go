package card

import (
	"fmt"
	"strings"
)

// Parts writes the cost's three parts as printed: the designated power
// ("green 2", "green 1+blue 1", "black X", "0"), the total and the resource cost, each
// a number or as many X as it has variables. A card with no cost at all (a
// G) has "-" for each part.
func (c Cost) Parts() (designated, total, resource string) {
	if len(c.Designated) == 0 && c.Total == 0 && c.TotalX == 0 && c.Resource == 0 && c.ResourceX == 0 {
		return "-", "-", "-"
	}
	var ds []string
	for i, x := range c.Designated {
		if i == 0 && c.DesignatedX > 0 {
			ds = append(ds, fmt.Sprintf("%s %s", x.Color, costValue(x.Count, c.DesignatedX)))
			continue
		}
		ds = append(ds, fmt.Sprintf("%s %d", x.Color, x.Count))
	}
	if len(ds) == 0 {
		ds = []string{"0"}
	}
	return strings.Join(ds, "+"), costValue(c.Total, c.TotalX), costValue(c.Resource, c.ResourceX)
}

// costValue writes a cost part: a number, or as many X as it has variables.
func costValue(n, x int) string {
	if x > 0 {
		return strings.Repeat("X", x)
	}
	return fmt.Sprint(n)
}
