package engine

import (
	"math/rand/v2"
	"testing"
)

// TestHasherWords checks the hasher's digests: of nothing, the seed; of
// one word, by hand from its definition; and over random sequences, that a
// change of one word (or a byte of a run of bytes) always changes the
// digest, as each step is a bijection of the sum.
func TestHasherWords(t *testing.T) {
	h := hasher{sum: hashSeed}
	if h.digest() != hashSeed {
		t.Fatalf("empty digest %x, want the seed", h.digest())
	}
	// (seed ^ 1)·mul, then its high half xored into its low half
	seed, mul := uint64(hashSeed), uint64(hashMul)
	x := (seed ^ 1) * mul
	h.i(1)
	if want := x ^ x>>32; h.digest() != want {
		t.Fatalf("digest of 1: %x, want %x", h.digest(), want)
	}
	r := rand.New(rand.NewPCG(7, 9))
	for n := 0; n < 2000; n++ {
		vs := make([]int, 1+r.IntN(300))
		for k := range vs {
			vs[k] = int(r.Uint64() >> (r.IntN(8) * 8))
		}
		raw := make([]byte, r.IntN(80))
		for k := range raw {
			raw[k] = byte(r.Uint32())
		}
		digest := func() uint64 {
			h := hasher{sum: hashSeed}
			h.i(vs[:len(vs)/2]...)
			h.bytes(raw)
			h.i(vs[len(vs)/2:]...)
			return h.digest()
		}
		before := digest()
		if k := r.IntN(len(vs) + len(raw)); k < len(vs) {
			vs[k] ^= 1 << r.IntN(64)
		} else {
			raw[k-len(vs)] ^= 1 << r.IntN(8)
		}
		if digest() == before {
			t.Fatalf("case %d: one changed word or byte left the digest %x", n, before)
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
