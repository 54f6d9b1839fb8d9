package e2e

import (
	"fmt"
	"testing"
	"time"

	"rxscope/app"
	"rxscope/lessons"
)

// warmStep is how long a step may take to open warm, and firstStep a
// lesson's first, built cold. On a 2-core machine shared with other work,
// with software WebGL, two runs measured the steps at 0.2-2.3 and 0.2-4.2
// s and the first at 12.9 and 23.5 s when the steps' runs ran in the
// frames' 6 ms a frame; with the runs in the workers and a step's warm-up
// given 24 ms a frame, at 0.04-0.7, 0.1-0.8 and 0.06-0.8 s, the first at
// 1.8, 4.8 and 2.3 s; with 12 ms a frame, as now
// (app.ForegroundBudget), at 0.3-1.0 s, the first at 2.8 s.
const (
	warmStep  = 2500 * time.Millisecond
	firstStep = 6 * time.Second
)

// TestStepOpensWarm walks lesson 9 with PageDown, and opens the reveals
// of lesson 5 step 3 and lesson 6 step 5 from their URLs, and checks that
// every step opens where what it describes is on the screen: within
// warmStep of the key (firstStep for a lesson's first, built cold), NAPI
// has consumed the warm-up's packets, a packet is
// at its cursor, and the live figures are measured (steps opened on "—"
// everywhere, and in lesson 9 no packet was consumed for about 7 s).
func TestStepOpensWarm(t *testing.T) {
	check := func(t *testing.T, p *page, where string, since time.Time, fc0 app.FrameCost, limit time.Duration) {
		t.Helper()
		p.waitJS(`window.rxscope.state().WarmingUp === false`, 10*time.Second)
		s := p.vstate()
		if s.PacketsConsumed < uint64(app.LiveWindow.Warmup) || s.ShownPacket < 0 || s.LiveDone != 1 {
			t.Errorf("%s opens with %d packets consumed, packet %d at the NAPI cursor and %.0f%% of the live window; want the warm-up's %d, a packet and the live figures",
				where, s.PacketsConsumed, s.ShownPacket, 100*s.LiveDone, app.LiveWindow.Warmup)
		}
		d := time.Since(since)
		fc := s.FrameCost
		t.Logf("%s opened in %.2f s: %d frames, Go time %.1f ms a frame on average", where, d.Seconds(),
			fc.TotalFrames-fc0.TotalFrames, (fc.TotalMs-fc0.TotalMs)/float64(max(fc.TotalFrames-fc0.TotalFrames, 1)))
		if d > limit {
			t.Errorf("%s took %.1f s to open", where, d.Seconds())
		}
	}
	t.Run("headlen", func(t *testing.T) {
		l, _ := lessons.Lookup("headlen")
		p := openPage(t, "/", 1280, 720)
		// the page settles first: its workers load and compile their
		// program after the first frame, which is the page's start, not
		// the step's
		p.waitJS(`window.rxscope.state().Worker !== "loading"`, 30*time.Second)
		p.waitJS(`window.rxscope.state().ChartPoints === 18`, 60*time.Second)
		t0, fc0 := time.Now(), p.vstate().FrameCost
		p.tapKey("Digit9")
		s := p.waitStep(l.ID, 1)
		// a lesson's first step builds its runs cold (nothing prepared it
		// ahead), in workers that make their simulations then, and its
		// warm-up runs in frames the software renderer makes slow; every
		// later step was prepared while the one before was read
		check(t, p, "headlen step 1", t0, fc0, firstStep)
		for step := 2; step <= l.Len(); step++ {
			if s.Choices != nil {
				p.tapKey("PageDown") // reveal
				p.waitJS(`window.rxscope.state().Answered === true`, 10*time.Second)
			}
			p.waitJS(`window.rxscope.state().NextLabel === "Next  ►"`, 30*time.Second)
			t0, fc0 = time.Now(), p.vstate().FrameCost
			p.tapKey("PageDown")
			s = p.waitStep(l.ID, step)
			check(t, p, fmt.Sprintf("headlen step %d", step), t0, fc0, warmStep)
		}
	})
	for _, c := range []struct {
		id   string
		step int
	}{{"peek", 3}, {"shinfo", 5}} {
		t.Run(fmt.Sprintf("%s-%d", c.id, c.step), func(t *testing.T) {
			p := openPage(t, fmt.Sprintf("/?lesson=%s&step=%d", c.id, c.step), 1280, 720)
			p.waitStep(c.id, c.step)
			check(t, p, fmt.Sprintf("%s step %d", c.id, c.step), time.Now(), p.vstate().FrameCost, warmStep) // the page load is not the step's
			p.saveShot(fmt.Sprintf("lesson-warm-%s-%d", c.id, c.step))
		})
	}
}
