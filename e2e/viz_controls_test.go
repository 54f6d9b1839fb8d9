package e2e

import (
	"image"
	"testing"
	"time"

	"rxscope/app"
)

// pausedPage opens the app at 1280×720, pauses it, and waits until the
// chart is complete, so that only the test's own input changes the screen.
func pausedPage(t *testing.T) *page {
	t.Helper()
	p := openPage(t, "/", 1280, 720)
	p.waitJS("window.rxscope.state().ChartPoints === 18", 90*time.Second)
	if !p.vstate().Paused {
		p.key("Space", false)
	}
	if !p.vstate().Paused {
		t.Fatalf("Space did not pause the simulation")
	}
	return p
}

// packets steps n packets with the N key, so that a panel shows the same
// moment of two runs.
func (p *page) packets(n int) {
	p.t.Helper()
	for i := 0; i < n; i++ {
		p.key("KeyN", false)
	}
}

// expectChange checks that at least min of panel's pixels differ between
// the two screenshots.
func expectChange(t *testing.T, what string, a, b image.Image, st app.Snapshot, panel string, min float64) {
	t.Helper()
	r, ok := st.Panels[panel]
	if !ok {
		t.Fatalf("no panel %q in the snapshot", panel)
	}
	if c := changed(a, b, px(r)); c < min {
		t.Errorf("%s: only %.2f%% of the %s panel changed; want at least %.2f%%", what, 100*c, panel, 100*min)
	}
}

// TestSlidersByKeyboard moves each slider one notch with its key (up
// with the letter, down with Shift; the rate starts at line rate, the
// top, so it goes down first) and checks that the panel that shows the
// knob changed on the screen, and the strip. The knobs' values, one notch
// and back, are screen's TestSlidersByKeyboard.
func TestSlidersByKeyboard(t *testing.T) {
	p := pausedPage(t)
	tests := []struct {
		code    string
		down    bool // Shift first
		notches int
		panel   string
	}{
		{"KeyD", false, 1, "ring"},
		{"KeyP", false, 1, "current"},
		// A tenth of line rate: the device no longer runs far ahead of NAPI.
		{"KeyO", true, 10, "ring"},
	}
	for _, tt := range tests {
		p.packets(3)
		before := p.screenshot("keys-" + tt.code + "-before")
		for i := 0; i < tt.notches; i++ {
			p.key(tt.code, tt.down)
		}
		// Step the same packets as before the change, so that the panel
		// shows the same moment of a run with the new knob.
		p.packets(3)
		st1 := p.vstate()
		after := p.screenshot("keys-" + tt.code + "-after")
		expectChange(t, tt.code, before, after, st1, tt.panel, 0.002)
		expectChange(t, tt.code, before, after, st1, "knobs", 0.001)
		for i := 0; i < tt.notches; i++ {
			p.key(tt.code, !tt.down)
		}
	}
}

// TestTogglesByKeyboard: a toggle's key changes the picture of the
// panel that shows the knob (C the CQ, J the ring). The knobs' values
// by key are screen's TestTogglesByKeyboard.
func TestTogglesByKeyboard(t *testing.T) {
	p := pausedPage(t)
	p.packets(40)
	before := p.screenshot("toggles-keys-before")
	p.key("KeyC", false)
	p.packets(40)
	expectChange(t, "C", before, p.screenshot("toggles-keys-compression"), p.vstate(), "cq", 0.01)
	p.key("KeyC", false)

	before = p.screenshot("toggles-keys-before-mtu")
	p.key("KeyJ", false)
	expectChange(t, "J", before, p.screenshot("toggles-keys-mtu"), p.vstate(), "ring", 0.02)
	p.key("KeyJ", false)
}

// TestSlidersByMouse drags each slider's thumb with the mouse and checks
// the value the app reports.
func TestSlidersByMouse(t *testing.T) {
	p := pausedPage(t)
	st := p.vstate()

	_, tr, _ := p.control("distance")
	_, y := centre(tr)
	x0 := tr.X + tr.W*float64(st.Knobs.Distance)/16
	before := p.screenshot("mouse-distance-before")
	p.drag(x0, tr.X+tr.W*12/16, y)
	st = p.vstate()
	if st.Knobs.Distance != 12 {
		t.Errorf("dragging the distance thumb to 12/16 of the track gave distance %d", st.Knobs.Distance)
	}
	expectChange(t, "distance drag", before, p.screenshot("mouse-distance-after"), st, "ring", 0.005)

	_, tr, _ = p.control("size")
	_, y = centre(tr)
	p.drag(tr.X+tr.W*float64(st.Knobs.Size-64)/(1500-64), tr.X, y)
	if got := p.vstate().Knobs.Size; got != 64 {
		t.Errorf("dragging the packet size thumb to the left end gave %d B; want 64", got)
	}
	p.drag(tr.X, tr.Right()+40, y)
	if got := p.vstate().Knobs.Size; got != 1500 {
		t.Errorf("dragging the packet size thumb past the right end gave %d B; want 1500", got)
	}

	_, tr, _ = p.control("rate")
	_, y = centre(tr)
	p.drag(tr.Right(), tr.X+tr.W/2, y)
	r := p.vstate().Knobs.RateMpps
	if r <= 0.1 || r >= 20 {
		t.Errorf("dragging the rate thumb to the middle gave %g Mpps; want between the ends", r)
	}
	p.drag(tr.X+tr.W/2, tr.Right(), y)
	if r := p.vstate().Knobs.RateMpps; r != 0 {
		t.Errorf("dragging the rate thumb to the right end gave %g Mpps; want line rate (0)", r)
	}
}

// TestTogglesByMouseAndTouch clicks each toggle and an XDP option, taps a
// toggle and the distance track with a finger, and slides a finger along
// the track.
func TestTogglesByMouseAndTouch(t *testing.T) {
	p := pausedPage(t)
	for _, tt := range []struct {
		name string
		get  func(app.Snapshot) bool
	}{
		{"cqe-compress", func(s app.Snapshot) bool { return s.Knobs.CQECompress }},
		{"inject", func(s app.Snapshot) bool { return s.Knobs.Inject }},
		{"mtu", func(s app.Snapshot) bool { return s.Knobs.MTU == 9000 }},
	} {
		hit, _, _ := p.control(tt.name)
		was := tt.get(p.vstate())
		before := p.screenshot("click-" + tt.name + "-before")
		p.click(centre(hit))
		st := p.vstate()
		if tt.get(st) == was {
			t.Errorf("clicking %s left it at %v", tt.name, was)
		}
		expectChange(t, "click "+tt.name, before, p.screenshot("click-"+tt.name+"-after"), st, "knobs", 0.001)
		p.click(centre(hit))
		if tt.get(p.vstate()) != was {
			t.Errorf("clicking %s again did not turn it back", tt.name)
		}
	}

	_, _, segs := p.control("xdp")
	if len(segs) != 5 {
		t.Fatalf("the XDP choice reports %d options; want 5", len(segs))
	}
	before := p.screenshot("click-xdp-before")
	p.click(centre(segs[1]))
	st := p.vstate()
	if st.Knobs.XDP != "drop" || st.WQEs != 16 || st.StridesPerWQE != 64 {
		t.Errorf("clicking XDP drop: XDP %q, %d WQEs × %d strides; want drop, 16 × 64", st.Knobs.XDP, st.WQEs, st.StridesPerWQE)
	}
	expectChange(t, "click xdp drop", before, p.screenshot("click-xdp-after"), st, "ring", 0.02)
	p.click(centre(segs[0]))

	hit, _, _ := p.control("cqe-compress")
	was := p.vstate().Knobs.CQECompress
	p.tap(centre(hit))
	if p.vstate().Knobs.CQECompress == was {
		t.Errorf("tapping the compression toggle left it at %v", was)
	}
	_, tr, _ := p.control("distance")
	x, y := centre(tr)
	p.tap(tr.X, y)
	if d := p.vstate().Knobs.Distance; d != 0 {
		t.Errorf("tapping the left end of the distance track gave distance %d; want 0", d)
	}
	p.tap(x, y)
	if d := p.vstate().Knobs.Distance; d != 8 {
		t.Errorf("tapping the middle of the distance track gave distance %d; want 8", d)
	}
	p.touchDrag(x, tr.X+tr.W*14/16, y)
	if d := p.vstate().Knobs.Distance; d != 14 {
		t.Errorf("sliding a finger along the distance track to 14/16 gave distance %d; want 14", d)
	}
}
