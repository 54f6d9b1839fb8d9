package e2e

import (
	"testing"

	"rxscope/model"
)

// TestStepOnePacket steps one packet with the N key and with the Step
// packet button, and checks that NAPI's cursor moved by exactly one
// stride each time (in the default linear ring every packet takes one
// stride) and the count of packets by one.
func TestStepOnePacket(t *testing.T) {
	p := pausedPage(t)
	geo := p.vstate()
	next := func(r model.StrideRef) model.StrideRef {
		r.Stride++
		if r.Stride == geo.StridesPerWQE {
			r.WQE, r.Stride = (r.WQE+1)%geo.WQEs, 0
		}
		return r
	}
	step := func(how string, do func()) {
		st := p.vstate()
		do()
		st1 := p.vstate()
		if !st.Cursors.NAPI.Valid {
			// The first packet: the cursor appears.
			if !st1.Cursors.NAPI.Valid {
				t.Fatalf("%s: no NAPI cursor after a packet", how)
			}
			return
		}
		if want := next(st.Cursors.NAPI); st1.Cursors.NAPI != want {
			t.Errorf("%s: NAPI went from %+v to %+v; want %+v", how, st.Cursors.NAPI, st1.Cursors.NAPI, want)
		}
		if st1.PacketsConsumed != st.PacketsConsumed+1 {
			t.Errorf("%s: packets consumed went from %d to %d; want one more", how, st.PacketsConsumed, st1.PacketsConsumed)
		}
		if st1.SimTimePS <= st.SimTimePS {
			t.Errorf("%s: simulated time did not advance (%d ps)", how, st1.SimTimePS)
		}
	}
	for i := 0; i < 3; i++ {
		step("N", func() { p.key("KeyN", false) })
	}
	hit, _, _ := p.control("step-packet")
	for i := 0; i < 3; i++ {
		step("Step packet button", func() { p.click(centre(hit)) })
	}
	if !p.vstate().Paused {
		t.Errorf("stepping left the simulation playing")
	}

	// One event at a time: time never goes back, and an event is a
	// smaller step than a packet.
	st := p.vstate()
	p.key("KeyE", false)
	st1 := p.vstate()
	if st1.SimTimePS < st.SimTimePS || st1.PacketsConsumed > st.PacketsConsumed+1 {
		t.Errorf("E: time %d → %d ps, packets %d → %d", st.SimTimePS, st1.SimTimePS, st.PacketsConsumed, st1.PacketsConsumed)
	}
}

// TestTransportKeys checks play/pause, speed, reset and help by key and by
// button, and the keyboard focus.
func TestTransportKeys(t *testing.T) {
	p := pausedPage(t)
	lv := p.vstate().SpeedLv
	p.key("Equal", false)
	if got := p.vstate().SpeedLv; got != lv+1 {
		t.Errorf("= : speed level %d → %d; want %d", lv, got, lv+1)
	}
	p.key("Minus", false)
	if got := p.vstate().SpeedLv; got != lv {
		t.Errorf("- : speed level back to %d; want %d", got, lv)
	}
	p.packets(5)
	p.key("KeyR", false)
	if st := p.vstate(); st.SimTimePS != 0 || st.PacketsConsumed != 0 {
		t.Errorf("R: time %d ps and %d packets after reset; want 0 and 0", st.SimTimePS, st.PacketsConsumed)
	}
	hit, _, _ := p.control("play")
	p.click(centre(hit))
	if p.vstate().Paused {
		t.Errorf("clicking Play left the simulation paused")
	}
	p.key("Space", false)
	if !p.vstate().Paused {
		t.Errorf("Space did not pause")
	}
	// The keyboard focus: Tab walks the controls in order, arrows move a
	// focused slider, Enter presses a focused toggle.
	p.key("Tab", false)
	if f := p.vstate().Focus; f != "play" {
		t.Errorf("Tab focused %q; want play", f)
	}
	for p.vstate().Focus != "distance" {
		p.key("Tab", false)
	}
	d := p.vstate().Knobs.Distance
	p.key("ArrowRight", false)
	if got := p.vstate().Knobs.Distance; got != d+1 {
		t.Errorf("→ on the focused distance slider: %d → %d; want %d", d, got, d+1)
	}
	p.key("ArrowLeft", false)
	for p.vstate().Focus != "inject" {
		p.key("Tab", false)
	}
	p.key("Enter", false)
	if !p.vstate().Knobs.Inject {
		t.Errorf("Enter on the focused injection toggle left it off")
	}
	p.screenshot("focus-1280x720")

	p.key("Slash", true)
	if !p.vstate().Help {
		t.Fatalf("? did not open the help")
	}
	p.screenshot("help-1280x720")
	p.key("Slash", true)
	if p.vstate().Help {
		t.Errorf("? did not close the help")
	}
}
