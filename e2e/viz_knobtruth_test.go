package e2e

import (
	"strings"
	"testing"
)

// TestInjectOnDDIO: on a machine with DDIO the cache injection switch
// shows on (the machine injects whatever the knob says), and pressing it
// says why it does not move instead of flipping a knob that does nothing.
func TestInjectOnDDIO(t *testing.T) {
	p := openPage(t, "/?profile=spr-ddio", 1280, 720)
	s := p.vstate()
	if !s.Knobs.InjectShown || s.Knobs.Inject {
		t.Fatalf("spr-ddio: the switch shows %v, the knob is %v; want on, off", s.Knobs.InjectShown, s.Knobs.Inject)
	}
	p.key("KeyI", false)
	s = p.vstate()
	if s.Knobs.Inject || !strings.HasPrefix(s.Notice, "inject: spr-ddio always injects") {
		t.Errorf("I on spr-ddio: knob %v, notice %q", s.Knobs.Inject, s.Notice)
	}
	p.screenshot("inject-ddio")
	// that the default machine (zen5-cx5) without the knob does not show
	// it on is app's TestMachineInjects and TestSwitchesAndChoices
}

// TestDistanceIdleJumbo: with a jumbo MTU the RQ is nonlinear and the
// look-ahead prefetches nothing: the distance's slider says so instead
// of offering a distance that changes nothing.
func TestDistanceIdleJumbo(t *testing.T) {
	p := openPage(t, "/?mtu=9000&size=9000", 1280, 720)
	if s := p.vstate(); s.Knobs.DistanceIdle != "off: nonlinear" {
		t.Errorf("jumbo: the distance says %q", s.Knobs.DistanceIdle)
	}
	p.screenshot("distance-idle-jumbo")
	p.key("KeyJ", false) // back to 1500: linear, the distance works again
	if s := p.vstate(); s.Knobs.MTU != 1500 || s.Knobs.DistanceIdle != "" {
		t.Errorf("MTU %d: the distance says %q", s.Knobs.MTU, s.Knobs.DistanceIdle)
	}
}

// TestSizeIdleTCP: a TCP stream sends full-MTU segments whatever the
// packet size says, so the size's slider is drawn idle and says "full
// MTU"; back to a flood, it shows the size again.
func TestSizeIdleTCP(t *testing.T) {
	p := openPage(t, "/?traffic=tcp", 1280, 720)
	if s := p.vstate(); s.Knobs.SizeIdle != "full MTU" {
		t.Errorf("tcp: the size says %q", s.Knobs.SizeIdle)
	}
	p.screenshot("size-idle-tcp")
	// that a flood's size is not idle is app's TestKnobIdle
}
