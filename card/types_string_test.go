package card

import "testing"

// TestPowerTerrainStrings checks the words views show for combat power and
// terrain aptitude.
func TestPowerTerrainStrings(t *testing.T) {
	for _, c := range []struct {
		p    Power
		want string
	}{
		{Power{3, 2, 4}, "3/2/4"},
		{Power{Star, 0, 12}, "*/0/12"},
		{Power{-2, 105, Star}, "-2/105/*"},
	} {
		if got := c.p.String(); got != c.want {
			t.Errorf("Power%v: %q, want %q", c.p, got, c.want)
		}
	}
	for tr, want := range map[Terrain]string{0: "", Space: "space", Earth: "earth", Space | Earth: "space+earth"} {
		if got := tr.String(); got != want {
			t.Errorf("Terrain(%d): %q, want %q", tr, got, want)
		}
	}
}
