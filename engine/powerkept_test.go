package engine

import (
	"testing"

	"github.com/sortie-tcg/sortie/card"
)

// TestPowerKeptLocal: a G put on the field, or one discarded, changes only
// its own place, settled locally (localderive.go); Nation Power is kept
// across the settle, with what the G produces added, or what it produced
// taken off when it left (powerkept.go). Three green basic G produce green
// 3, total 3 (GW basic "基本G和特殊G"); a fourth, green 4; one discarded,
// green 3. The game verifies its derivations (checkDerived compares the
// power kept with a new one at each settle).
func TestPowerKeptLocal(t *testing.T) {
	x := newTG(t)
	x.gs(0, 3)
	x.setVerifyDerived(true)
	eq(t, "3 green G", x.NationPower(0).ByColor[card.Green], 3)
	c := x.pl[0].disposition[0]
	for _, step := range []struct {
		name   string
		change func()
		green  int
	}{
		{"a G put on the field", func() { x.gs(0, 1) }, 4},
		{"a G discarded", func() { x.discardCard(c, 0) }, 3},
	} {
		step.change()
		eq(t, step.name+": settled locally", x.dvLocal, true)
		x.settle()
		eq(t, step.name+": kept", x.np[0].gen == x.dvGen, true)
		eq(t, step.name+": green", x.NationPower(0).ByColor[card.Green], step.green)
		eq(t, step.name+": total", x.NationPower(0).Total, step.green)
	}
}
