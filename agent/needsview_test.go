package agent

import "testing"

// TestNeedsView checks which agents get an Observation: sim builds a View
// only for those that read it (issue 7, "agents ask for what they use").
func TestNeedsView(t *testing.T) {
	for name, want := range map[string]bool{"random": false, "greedy": true, "greedy0": true} {
		a, err := New(name, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := NeedsView(a); got != want {
			t.Errorf("NeedsView(%s) = %v, want %v", name, got, want)
		}
	}
}
