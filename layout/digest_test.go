package layout

import "testing"

// TestDigestTellsFramesApart checks that the digest follows what was
// added: the same words in the same order give the same sum, and a
// change of one word, of order, of count or of a float's sign does not.
func TestDigestTellsFramesApart(t *testing.T) {
	sum := func(add func(*Digest)) uint64 {
		var d Digest
		d.Reset()
		add(&d)
		return d.Sum()
	}
	base := sum(func(d *Digest) { d.Float32s(1, 2); d.Word(3) })
	if sum(func(d *Digest) { d.Float32s(0, 2); d.Word(3) }) == sum(func(d *Digest) { d.Float32s(float32(negativeZero()), 2); d.Word(3) }) {
		t.Error("0 and -0 give the same digest")
	}
	tests := []struct {
		name string
		add  func(*Digest)
		same bool
	}{
		{"the same words", func(d *Digest) { d.Float32s(1, 2); d.Word(3) }, true},
		{"one word changed", func(d *Digest) { d.Float32s(1, 2); d.Word(4) }, false},
		{"a float changed by its last bit", func(d *Digest) { d.Float32s(1, 2.0000002); d.Word(3) }, false},
		{"the pair swapped", func(d *Digest) { d.Float32s(2, 1); d.Word(3) }, false},
		{"a word more", func(d *Digest) { d.Float32s(1, 2); d.Word(3); d.Word(0) }, false},
		{"a word less", func(d *Digest) { d.Float32s(1, 2) }, false},
	}
	for _, tc := range tests {
		got := sum(tc.add)
		if (got == base) != tc.same {
			t.Errorf("%s: digest %x, base %x, want same = %v", tc.name, got, base, tc.same)
		}
	}
}

// negativeZero is -0, which a constant expression cannot write.
func negativeZero() float64 {
	z := 0.0
	return -z
}

// TestDigestZeroWordCounts checks that adding a zero word changes the
// sum (FNV-1a multiplies every word in, so trailing zeros count), and
// that Bool's two values differ.
func TestDigestZeroWordCounts(t *testing.T) {
	var a, b Digest
	a.Reset()
	b.Reset()
	b.Word(0)
	if a.Sum() == b.Sum() {
		t.Error("adding a zero word left the digest as it was")
	}
	a.Bool(true)
	b.Reset()
	b.Bool(false)
	if a.Sum() == b.Sum() {
		t.Error("true and false give the same digest")
	}
}

// TestDigestAllocatesNothing checks the promise that a frame's digest
// costs no heap allocation.
func TestDigestAllocatesNothing(t *testing.T) {
	var d Digest
	if n := testing.AllocsPerRun(100, func() {
		d.Reset()
		d.Float32s(1, 2)
		d.Float64(3)
		d.Bool(true)
		_ = d.Sum()
	}); n != 0 {
		t.Errorf("%v allocations per digest, want 0", n)
	}
}
