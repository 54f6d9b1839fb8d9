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
