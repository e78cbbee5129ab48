package engine

import "testing"

// TestSquadsChangedKeepsDerivation: a change of a battle area's engagement
// (green U-39 sortied into the area of blue U-118's squad) keeps the
// derivation in force when every effect in force reads no card but its own
// (localEffect; here none is in force): only the moved card is based again
// (changed) and the engagement is a state nothing derived reads
// (srEngaged).
func TestSquadsChangedKeepsDerivation(t *testing.T) {
	x := newTG(t)
	u := x.field(0, "green U-39", false)
	x.squad(1, Space, x.field(1, "blue U-118", false))
	x.kindOf(u) // derived
	gen := x.dvGen
	x.squad(0, Space, u)
	eq(t, "engaged", x.engaged[Space], true)
	x.kindOf(u)
	eq(t, "the derivation kept", x.dvGen, gen)
}
