package e2e

import "testing"

// TestStepOnePacket: the N key and the Step packet button reach the
// stepper: each steps one packet and leaves the run paused. What a step
// does (NAPI's cursor one stride on, the packets one more, the time
// forward; an event a smaller step) is screen's TestStepOnePacket.
func TestStepOnePacket(t *testing.T) {
	p := pausedPage(t)
	step := func(how string, do func()) {
		st := p.vstate()
		do()
		if st1 := p.vstate(); st1.PacketsConsumed != st.PacketsConsumed+1 || !st1.Paused {
			t.Errorf("%s: packets consumed went from %d to %d, paused %v; want one more, paused", how, st.PacketsConsumed, st1.PacketsConsumed, st1.Paused)
		}
	}
	step("N", func() { p.key("KeyN", false) })
	hit, _, _ := p.control("step-packet")
	step("Step packet button", func() { p.click(centre(hit)) })
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
