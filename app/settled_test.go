package app

import "testing"

// TestSettledAtTheAddressTime is the regression test for issue 40's item
// 10, in the app's core: a page opened from an address is settled only
// once the state stands at the moment the address names (a paused
// state's "at", a lesson's step prepared and warmed up), so that the
// rxscope:ready it posts then is not sent seconds before it.
func TestSettledAtTheAddressTime(t *testing.T) {
	tests := []struct {
		query  string
		atOnce bool // settled as soon as it opens
	}{
		{"", true},
		{"distance=4", true},
		{"at=5000000", true}, // running: run there at once
		{"paused=1&at=0", true},
		{"paused=1&at=2000000000", false},
		{"paused=1", false}, // to the live window's end
		{"lesson=cold&step=8&paused=1&at=123456", false},
		{"lesson=cold&step=2", false},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			r, s := openRig(t, tt.query)
			if got := r.ls.Settled(); got != tt.atOnce {
				t.Fatalf("settled when opened: %v; want %v", got, tt.atOnce)
			}
			r.settle(t)
			if !r.ls.Settled() {
				t.Fatal("not settled once the background work is done")
			}
			if s.AtGiven && s.Paused && r.ses.After().Now() != 0 && int64(r.ses.After().Now()) != s.At {
				t.Errorf("settled at %d ps; the address names %d", r.ses.After().Now(), s.At)
			}
		})
	}
}
