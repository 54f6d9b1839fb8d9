package e2e

import (
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"rxscope/app"
)

// frameGapScript runs before the page's own scripts and records the
// longest gap between two of the browser's animation frames, from the
// page's start: a Go computation that holds the page's thread (the
// program's start, or a step's simulations run in one Update) shows as
// one long gap. window.__frameGap.reset() starts the count again.
const frameGapScript = `(() => {
  const g = window.__frameGap = {max: 0, last: 0, reset() { this.max = 0; }};
  const tick = t => { if (g.last) g.max = Math.max(g.max, t - g.last); g.last = t; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})();`

// frameGap is the longest gap between two animation frames since the
// page's start or the last call, which starts the count again.
func frameGap(t *testing.T, p *page) float64 {
	t.Helper()
	g, err := chromedp.Run(p.ctx, chromedp.Evaluate[float64](`(() => { const m = window.__frameGap.max; window.__frameGap.reset(); return m; })()`))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestStepOpensFromURL opens a URL that names one of the heaviest lesson
// steps (headlen step 4: 340 slices of the frames' preparation natively)
// and follows it until the step is on the screen: the page draws its
// first frame before the step is entered and says it is preparing (the
// step's simulations ran in one call before the first frame, the page
// frozen meanwhile), the URL names the step all along (an address read
// from the state alone would have said free exploration while the step
// was prepared), the frames keep coming, none of them long, and the step
// opens with its measured table and its live figures on the screen.
func TestStepOpensFromURL(t *testing.T) {
	const id, step = "headlen", 4
	t0 := time.Now()
	p := openURLWith(t, serverURL+"/?lesson="+id+"&step="+strconv.Itoa(step), 1280, 720, "window.rxscope && window.rxscope.ready === true", frameGapScript)
	startGap := frameGap(t, p)
	t.Logf("first frame %.2f s after the navigation; longest gap between animation frames until then %.0f ms", time.Since(t0).Seconds(), startGap)

	// worst is the longest Go time of a frame between two looks, as the
	// mean of the frames drawn between them (the frame meter's longest of
	// its last 120 frames would still hold the page's first frames, which
	// build the fonts' atlases)
	looks, preparing, worst, gap := 0, 0, 0.0, 0.0
	s := p.vstate()
	first, prev := s.FrameCost, s.FrameCost
	deadline := time.Now().Add(90 * time.Second)
	for {
		search, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`location.search`))
		if err != nil {
			t.Fatal(err)
		}
		s = p.vstate()
		looks++
		if fc := s.FrameCost; fc.TotalFrames > prev.TotalFrames {
			worst = max(worst, (fc.TotalMs-prev.TotalMs)/float64(fc.TotalFrames-prev.TotalFrames))
			prev = fc
		}
		if q, _ := url.ParseQuery(strings.TrimPrefix(search, "?")); q.Get("lesson") != id || q.Get("step") != strconv.Itoa(step) {
			t.Fatalf("look %d (preparing %v): the URL is %q; want it to name %s step %d", looks, s.Preparing, search, id, step)
		}
		if s.Preparing {
			if preparing++; preparing == 1 {
				// the notice, over a screen that runs; the screenshot holds
				// the page's frames, so the gaps are measured either side of it
				gap = max(gap, frameGap(t, p))
				p.saveShot("lesson-open-url-preparing")
				frameGap(t, p)
				prev = p.vstate().FrameCost
			}
		}
		if s.Lesson == id && s.Step == step && !s.Preparing {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s step %d not open after 90 s: lesson %q step %d, preparing %v", id, step, s.Lesson, s.Step, s.Preparing)
		}
		time.Sleep(20 * time.Millisecond)
	}
	gap = max(gap, frameGap(t, p))
	fc := s.FrameCost
	t.Logf("%s step %d opened %.2f s after the navigation, %d frames after the first (%d Updates, %.1f ms of Go time a frame on average); %d of %d looks saw it preparing; longest frame between two looks %.1f ms of Go time (the meter's longest of its last %d: %.1f ms), longest gap between animation frames %.0f ms (but for the screenshot's); %d runs from the workers",
		id, step, time.Since(t0).Seconds(), fc.TotalFrames-first.TotalFrames, fc.TotalTicks-first.TotalTicks, (fc.TotalMs-first.TotalMs)/float64(max(fc.TotalFrames-first.TotalFrames, 1)),
		preparing, looks, worst, fc.Frames, fc.MaxMs, gap, s.LessonRunsFromWorkers)
	if preparing == 0 {
		t.Error("the step was never seen preparing: it was entered before the first frame, in one long Update")
	}
	if fc.TotalFrames-first.TotalFrames < 2 {
		t.Errorf("%d frames drawn while the step was prepared: the frames stopped", fc.TotalFrames-first.TotalFrames)
	}
	if worst > maxFreezeMs {
		t.Errorf("a frame took %.1f ms of Go time while the step was prepared; want at most %g", worst, maxFreezeMs)
	}
	if len(s.Table.Rows) == 0 {
		t.Error("the step opened without its measured table")
	}
	p.waitJS(`window.rxscope.state().WarmingUp === false`, 30*time.Second)
	s = p.vstate()
	if s.PacketsConsumed < uint64(app.LiveWindow.Warmup) || s.ShownPacket < 0 || s.LiveDone != 1 {
		t.Errorf("%s step %d opens with %d packets consumed, packet %d at the NAPI cursor and %.0f%% of the live window; want the warm-up's %d, a packet and the live figures",
			id, step, s.PacketsConsumed, s.ShownPacket, 100*s.LiveDone, app.LiveWindow.Warmup)
	}
	p.saveShot("lesson-open-url-headlen-4")
}
