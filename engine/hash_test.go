package engine

import (
	"encoding/binary"
	"hash/fnv"
	"math/rand/v2"
	"testing"
)

// TestHasherIsFNV checks the hasher against hash/fnv's 64-bit FNV-1a over
// each value's 8 little-endian bytes: its shortcuts (zero bytes counted, -1
// by a table) must give the same digests, so that recorded state hashes
// (replays) stay valid.
func TestHasherIsFNV(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 9))
	pick := func() int {
		switch r.IntN(6) {
		case 0:
			return 0
		case 1:
			return -1
		case 2:
			return r.IntN(0x100)
		case 3:
			return r.IntN(0x10000) << (8 * r.IntN(6))
		case 4:
			return -r.IntN(1000)
		}
		return int(r.Uint64())
	}
	for n := 0; n < 2000; n++ {
		ref := fnv.New64a()
		h := hasher{sum: fnvOffset}
		var b [8]byte
		for k := r.IntN(300); k > 0; k-- {
			if r.IntN(10) == 0 { // a run of bytes, as the generator's state is written
				raw := make([]byte, r.IntN(80))
				for i := range raw {
					if r.IntN(2) == 0 {
						raw[i] = byte(r.Uint32())
					}
				}
				ref.Write(raw)
				h.bytes(raw)
				continue
			}
			if r.IntN(20) == 0 { // a long run of zero values
				for j := 0; j < 40; j++ {
					ref.Write(make([]byte, 8))
					h.i(0)
				}
				continue
			}
			v := pick()
			binary.LittleEndian.PutUint64(b[:], uint64(v))
			ref.Write(b[:])
			h.i(v)
		}
		if got, want := h.digest(), ref.Sum64(); got != want {
			t.Fatalf("case %d: hasher %x, hash/fnv %x", n, got, want)
		}
	}
}

// TestHashKept checks the kept digest: asked again, Hash gives it without
// digesting; a legal action forgets it; and with verifyHash a change made
// around answer (here, directly) is caught. The random games run with
// verifyHash (propPlayGame), so every change they make is shown to go
// through answer.
func TestHashKept(t *testing.T) {
	g := propGame(t, 1)
	h := g.Hash()
	if !g.hashOK || g.Hash() != h {
		t.Fatal("the digest is not kept")
	}
	legal := g.Legal()
	if _, err := g.Apply(legal[0]); err != nil {
		t.Fatal(err)
	}
	if g.hashOK {
		t.Fatal("a legal action kept the digest")
	}
	if g.Hash() != g.stateHash() {
		t.Fatal("the digest after an action is not the state's")
	}
	g.verifyHash = true
	g.cards[0].damage++ // a change that does not go through answer
	defer func() {
		if recover() == nil {
			t.Error("verifyHash did not catch a change made around answer")
		}
	}()
	g.Hash()
}
