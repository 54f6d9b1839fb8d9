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
	r := openPage(t, "/", 1280, 720)
	if rs := r.vstate(); rs.Knobs.InjectShown {
		t.Error("zen5-cx5 without the knob: the switch shows on")
	}
}
