package screen

import (
	"math"
	"testing"

	"rxscope/app"
)

// TestTogglesByKeyboard flips each toggle and walks the XDP choice with
// their keys, through the input value and the tick: the knobs'
// assertions of the page's TestTogglesByKeyboard (which keeps the
// pictures' change).
func TestTogglesByKeyboard(t *testing.T) {
	k := newKeyTicks(t)
	k.key(KeySpace, false)
	if !k.key(KeyC, false).Knobs.CQECompress {
		t.Error("C did not turn CQE compression on")
	}
	if k.key(KeyC, false).Knobs.CQECompress {
		t.Error("C did not turn CQE compression off again")
	}
	if !k.key(KeyI, false).Knobs.Inject {
		t.Error("I did not turn cache injection on")
	}
	k.key(KeyI, false)
	if st := k.key(KeyJ, false); st.Knobs.MTU != 9000 || st.StridesPerWQE == 128 {
		t.Errorf("J: MTU %d with %d strides per WQE; want 9000 and a nonlinear ring", st.Knobs.MTU, st.StridesPerWQE)
	}
	k.key(KeyJ, false)
	for _, want := range []string{"drop", "tx", "pass", "drop-noread", "off"} {
		if got := k.key(KeyX, false).Knobs.XDP; got != want {
			t.Fatalf("X: XDP is %q; want %q", got, want)
		}
	}
	if got := k.key(KeyX, true).Knobs.XDP; got != "drop-noread" {
		t.Errorf("Shift+X: XDP is %q; want drop-noread", got)
	}
}

// offered is the offered rate the snapshot reports, with line rate as
// +Inf.
func offered(s *app.Snapshot) float64 {
	if s.Knobs.RateMpps == 0 {
		return math.Inf(1)
	}
	return s.Knobs.RateMpps
}

// TestSlidersByKeyboard moves each slider one notch and back with its
// key (up with the letter, down with Shift; the rate starts at line
// rate, the top, so it goes down first), and checks the value the
// snapshot reports: the knobs' assertions of the page's
// TestSlidersByKeyboard (which keeps the panels' change on the screen).
func TestSlidersByKeyboard(t *testing.T) {
	k := newKeyTicks(t)
	k.key(KeySpace, false)
	for _, tt := range []struct {
		key     Key
		down    bool // Shift first
		notches int
		get     func(*app.Snapshot) float64
	}{
		{KeyD, false, 1, func(s *app.Snapshot) float64 { return float64(s.Knobs.Distance) }},
		{KeyP, false, 1, func(s *app.Snapshot) float64 { return float64(s.Knobs.Size) }},
		// a tenth of line rate: the device no longer runs far ahead of NAPI
		{KeyO, true, 10, offered},
	} {
		v0 := tt.get(&k.s.Snap)
		for range tt.notches {
			k.key(tt.key, tt.down)
		}
		if v1 := tt.get(&k.s.Snap); v1 == v0 {
			t.Errorf("%v: the knob stayed at %g", tt.key, v0)
		}
		for range tt.notches {
			k.key(tt.key, !tt.down)
		}
		if v2 := tt.get(&k.s.Snap); v2 != v0 {
			t.Errorf("%v back: the knob is %g; want it back at %g", tt.key, v2, v0)
		}
	}
}
