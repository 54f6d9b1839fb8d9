package model

import (
	"math/rand/v2"
	"testing"
)

// TestTrafficMonotone: every arrival process gives frames in time order,
// each arriving (its last bit received) at least its own wire time after
// the previous one, at the offered rate.
func TestTrafficMonotone(t *testing.T) {
	p := Profiles()[0]
	for _, tc := range []struct {
		kind  Traffic
		rate  float64
		burst int
		want  float64 // Mpps over the run, 0: do not check
	}{
		{Flood, 0, 0, 23.50}, {Flood, 2.5, 0, 2.5}, {Burst, 0, 65536, 0}, {Burst, 0, 100, 0.1},
		{Mixed, 0, 0, 0}, {LowRate, 0, 0, 0.1}, {TCP, 0, 0, 0},
	} {
		c := DefaultConfig()
		c.Traffic, c.RateMpps, c.Burst = tc.kind, tc.rate, max(1, tc.burst)
		tr := newTraffic(c, &p, rand.New(rand.NewPCG(1, 2)))
		var last arrival
		n := 0
		for ; n < 200000; n++ {
			a, ok := tr.next()
			if !ok {
				tr.consumedOne(last.t)
				continue
			}
			if n > 0 && a.t < last.t+tr.wire(a.size) {
				t.Fatalf("%s: frame %d (%d B) at %v overlaps frame %d (%v) on the wire", tc.kind, a.serial, a.size, a.t, last.serial, last.t)
			}
			last = a
		}
		if tc.want > 0 {
			got := float64(last.serial+1) / last.t.Microseconds()
			if got < 0.97*tc.want || got > 1.03*tc.want {
				t.Errorf("%s at %g Mpps: %.3f Mpps; want %.3f", tc.kind, tc.rate, got, tc.want)
			}
		}
	}
}
