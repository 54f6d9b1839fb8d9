package layout

import "math"

// Digest is a running hash of what a frame draws: a 64-bit FNV-1a taken a
// word at a time (each word xored in, then multiplied by FNV's prime),
// not a byte at a time, so that a frame of tens of thousands of vertex
// fields is hashed in a few multiplications each. It is no defence
// against an adversary, only a cheap way to tell whether two frames drew
// the same thing: two different frames give the same digest with a
// chance of about one in 2^64. The zero Digest is not ready; Reset it
// first. Adding allocates nothing.
type Digest struct{ h uint64 }

const (
	digestOffset = 14695981039346656037 // FNV-1a's 64-bit offset basis
	digestPrime  = 1099511628211        // and prime
)

// Reset starts the digest of a new frame.
func (d *Digest) Reset() { d.h = digestOffset }

// Word adds one 64-bit word.
func (d *Digest) Word(w uint64) { d.h = (d.h ^ w) * digestPrime }

// Float32 adds a float32 by its bits (so -0 and 0 differ, as a NaN
// differs from itself nowhere: the same bits give the same digest).
func (d *Digest) Float32(f float32) { d.Word(uint64(math.Float32bits(f))) }

// Float32s adds two float32s as one word.
func (d *Digest) Float32s(a, b float32) {
	d.Word(uint64(math.Float32bits(a))<<32 | uint64(math.Float32bits(b)))
}

// Float64 adds a float64 by its bits.
func (d *Digest) Float64(f float64) { d.Word(math.Float64bits(f)) }

// Bool adds a truth value.
func (d *Digest) Bool(b bool) {
	if b {
		d.Word(1)
		return
	}
	d.Word(0)
}

// Sum is the digest of everything added since Reset.
func (d *Digest) Sum() uint64 { return d.h }
