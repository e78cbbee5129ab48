package server

import (
	"encoding/json"
	"testing"

	"github.com/sortie-tcg/sortie/internal/fuzzcheck"
)

// FuzzDecodeFrame: no client frame makes the decoder panic, hang or allocate
// past fuzzcheck's bounds, and a frame it accepts reads the same after
// being written out again. The seeds are in testdata/fuzz/FuzzDecodeFrame.
func FuzzDecodeFrame(f *testing.F) {
	f.Fuzz(func(t *testing.T, b []byte) {
		fuzzcheck.Bounded(t, func() {
			m, err := decodeFrame(b)
			if err != nil {
				return
			}
			again, err := decodeFrame(mustJSON(m))
			if err != nil || again != m {
				t.Errorf("%q read as %+v, written and read again as %+v (%v)", b, m, again, err)
			}
		})
	})
}

// TestDecodeFrame: frames worked out by hand.
func TestDecodeFrame(t *testing.T) {
	m, err := decodeFrame([]byte(`{"t":"why","kind":"play","card":7,"index":1}`))
	if err != nil || m != (inMsg{T: "why", Kind: "play", Card: 7, Index: 1}) {
		t.Errorf("why frame: %+v, %v", m, err)
	}
	big, _ := json.Marshal(inMsg{T: "act", ID: string(make([]byte, maxMessage))})
	if _, err := decodeFrame(big); err == nil || err.Error() != "a frame is at most 4096 bytes" {
		t.Errorf("a frame past the limit: %v", err)
	}
	if _, err := decodeFrame([]byte(`{"t":"act","x":1}`)); err == nil || err.Error() != `malformed frame: json: unknown field "x"` {
		t.Errorf("an unknown field: %v", err)
	}
}
