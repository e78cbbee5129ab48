package scenario

import (
	"slices"
	"strings"
	"testing"
)

// TestRandomTarget runs scenarios/rise/706-5-random-target.yaml under many
// seeds (Rise 706.5: a target chosen at random among the legal ones). Every
// seed passes the scenario (the card that cannot be targeted and the own
// unit are never taken), each of the two legal targets is taken by some
// seed (both would be missed by 40 fair draws with odds 2^-39), and a seed
// always takes the same one (the engine is deterministic).
func TestRandomTarget(t *testing.T) {
	const file = "../scenarios/rise/706-5-random-target.yaml"
	hit := func(log []string) string {
		i := slices.IndexFunc(log, func(l string) bool { return strings.HasPrefix(l, "2 damage to ") })
		if i < 0 {
			return ""
		}
		return strings.Fields(log[i])[3] // "2 damage to 量産機A [T-U7065] …"
	}
	taken := map[string]bool{}
	for seed := uint64(1); seed <= 40; seed++ {
		var got [2]string
		for k := range got {
			s, err := Load(file)
			if err != nil {
				t.Fatal(err)
			}
			s.Pos.Seed = seed
			r := Run(s)
			if r.Status != Pass {
				t.Fatalf("seed %d: %s", seed, r.Failure)
			}
			got[k] = hit(r.Log)
		}
		if got[0] != got[1] {
			t.Errorf("seed %d took %s, then %s", seed, got[0], got[1])
		}
		taken[got[0]] = true
	}
	if !taken["量産機A"] || !taken["量産機B"] || len(taken) != 2 {
		t.Errorf("over 40 seeds the random target was %v, want both 量産機A and 量産機B", taken)
	}
}
