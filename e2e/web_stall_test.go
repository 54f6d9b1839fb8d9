package e2e

import (
	"math"
	"testing"
	"time"

	"rxscope/app"
	"rxscope/model"
)

// TestStallChangesNothing plays the default scene and stalls the page's
// main thread for two seconds, as a hidden tab, a busy machine or a
// garbage collection does to the animation; then lets it run and pauses.
// A stall changes when things are shown, never what happens: both
// simulations hold exactly what the model gives, run here natively to
// the same simulated time, in packets and in cycles per packet.
func TestStallChangesNothing(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	p.waitJS("window.rxscope.state().Frames > 10", 30*time.Second)
	eval[bool](p, `(() => { const t0 = performance.now(); while (performance.now() - t0 < 2000) {} return true })()`)
	p.frames(30)
	p.key("Space", false)
	st := p.vstate()
	if !st.Paused || st.SimTimePS == 0 {
		t.Fatalf("after the stall: paused %v at %d ps; want paused, later than 0", st.Paused, st.SimTimePS)
	}
	for _, run := range []struct {
		name    string
		variant string
		got     app.FiguresState
	}{
		{"before", "today", st.Before},
		{"after", model.DefaultConfig().Variant, st.After},
	} {
		cfg := model.DefaultConfig()
		cfg.Variant = run.variant
		if run.name == "before" {
			cfg.Distance = 0
		}
		s, err := model.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s.RunUntil(model.Time(st.SimTimePS))
		m := s.Metrics()
		if run.name == "after" && m.Packets != st.PacketsConsumed {
			t.Errorf("after: the app consumed %d packets by %d ps; the model %d", st.PacketsConsumed, st.SimTimePS, m.Packets)
		}
		if got := run.got.CyclesPerPacket; math.Abs(got-m.CyclesPerPacket()) > 1e-9*max(1, got) {
			t.Errorf("%s: the app shows %.6f cycles per packet at %d ps; the model gives %.6f", run.name, got, st.SimTimePS, m.CyclesPerPacket())
		}
	}
}
