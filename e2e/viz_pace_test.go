package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"rxscope/app"
)

// TestPaceLabel slows the page's CPU twentyfold, as on a machine that
// draws a few frames a second, and checks that the speed's label then
// says what a second shows (the simulation moved 1 µs a second while the
// label said 6 µs/s); and that the pace comes back with the CPU.
func TestPaceLabel(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	throttle := func(rate float64) {
		if _, err := chromedp.Call(p.ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate}); err != nil {
			t.Fatal(err)
		}
	}
	throttle(20)
	p.waitJS(`window.rxscope.state().PaceLagging === true`, 90*time.Second)
	s := p.vstate()
	promised := uint64(app.Speeds[s.SpeedLv].Quantum * app.TicksPerSecond)
	if s.PacePS == 0 || 10*s.PacePS >= 8*promised {
		t.Errorf("lagging at %d ps a second; the speed promises %d", s.PacePS, promised)
	}
	p.saveShot("pace-lagging")
	// Without the throttle the pace comes back (how far depends on what
	// else the machine runs: software WebGL on a busy machine may itself
	// miss 60 frames a second, and then the label says so too).
	throttle(1)
	p.waitJS(fmt.Sprintf(`window.rxscope.state().PacePS > %d`, 2*s.PacePS), 90*time.Second)
}
