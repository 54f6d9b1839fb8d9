package e2e

import (
	"testing"
	"time"
)

// BenchmarkFrame measures what a frame of the app costs its Go side in
// headless Chromium at 1280×720: the time of Update and Draw and the heap
// objects they allocate, from the app's running totals
// (window.rxscope.state().FrameCost), differenced over the frames the
// benchmark waits for. The GPU side (SwiftShader's software WebGL here)
// is not in ms/frame: it is reported on its own (swiftshader-ms/frame).
//
//	make bench-frame   # go test -run '^$' -bench Frame ./e2e -args -dist=...
//
// It reports ms/frame (Go time), allocs/frame and updates/frame (more than
// 1 when the browser draws slower than 60 Hz); ns/op is the wall time
// between frames, which the browser's pacing sets. Beside them, from
// Linux's counts of the browser's threads (machineShare): the CPU time
// the software WebGL renderer takes per frame, the GPU process's and the
// page's main threads', and the time the page's thread waited for a core.
func BenchmarkFrame(b *testing.B) {
	for _, bc := range []struct {
		name  string
		query string
		each  func(p *page, i int) // before frame i, if set
	}{
		{"default", "", nil},
		{"fastest", "?speed=9", nil},
		{"eventlog", "?log=all", nil},
		{"jumbo-xdp", "?mtu=9000&xdp=tx", nil},
		{"knob-changes", "", knobChange},
		{"scene-list", "", func(p *page, i int) { // open, the model measures its figures
			if i == 0 {
				p.key("KeyG", false)
			}
		}},
		// still screens: nothing on them moves, so after Ebitengine's
		// four frames none is presented (viz/finalscreen.go)
		{"paused", "?paused=1", nil},
		{"paused-help", "?paused=1", nil},
		{"blackout", "?lesson=cold&step=2", nil},
		{"scene-list-done", "?paused=1", nil},
	} {
		b.Run(bc.name, func(b *testing.B) {
			p := openPage(b, "/"+bc.query, 1280, 720)
			stillScreen(p, bc.name)
			p.frames(2)
			start, threads := p.vstate().FrameCost, threadTimes(b)
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				if bc.each != nil {
					bc.each(p, i)
				}
				p.frames(1)
			}
			b.StopTimer()
			end := p.vstate().FrameCost
			frames := float64(end.TotalFrames - start.TotalFrames)
			if frames == 0 {
				b.Fatal("no frame drawn")
			}
			b.ReportMetric((end.TotalMs-start.TotalMs)/frames, "ms/frame")
			b.ReportMetric(float64(end.TotalAllocs-start.TotalAllocs)/frames, "allocs/frame")
			b.ReportMetric(float64(end.TotalTicks-start.TotalTicks)/frames, "updates/frame")
			shareOf(threadsBetween(threads, threadTimes(b))).report(b, int(frames))
		})
	}
}

// stillScreen waits for the app's first chart and, for the still
// screens among BenchmarkFrame's, opens what they show and waits until it
// has settled (and saves a screenshot of it): the help card over a
// paused scene, a lesson's step
// blanked by the presenter's B, the scene list with its figures measured
// and its levers searched.
func stillScreen(p *page, name string) {
	p.t.Helper()
	if name == "blackout" {
		p.waitStep("cold", 2)
		p.key("KeyB", false)
		p.waitJS("window.rxscope.state().Blank === true", 10*time.Second)
	} else {
		p.waitJS("window.rxscope.state().ChartPoints === 18", 90*time.Second)
	}
	switch name {
	case "paused-help":
		p.key("Slash", true)
		p.waitJS("window.rxscope.state().Help === true", 10*time.Second)
	case "scene-list-done":
		p.key("KeyG", false)
		p.waitJS("(s => s.SceneTotal > 0 && s.SceneMeasured === s.SceneTotal && s.SceneLevers > 0 && s.SceneLeversDone === s.SceneLevers)(window.rxscope.state())", 240*time.Second)
	}
	p.frames(10) // past the frames that still present an unchanged screen
	p.screenshot("still-" + name)
}

// knobChange changes a knob every 30 frames, to a setting not seen
// before (X steps the XDP choice, C and I toggle every 5th and 10th time:
// 20 settings), so each change restarts both simulations and a sweep of
// the chart's eighteen points.
func knobChange(p *page, i int) {
	if i%30 != 0 {
		return
	}
	k := i / 30
	p.key("KeyX", false)
	if k%5 == 4 {
		p.key("KeyC", false)
	}
	if k%10 == 9 {
		p.key("KeyI", false)
	}
}

// TestFrameTotals: the running totals the frame benchmark differences
// grow with every frame and agree with the summary of the last frames.
func TestFrameTotals(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	p.waitJS("window.rxscope.state().ChartPoints === 18", 90*time.Second)
	a := p.vstate().FrameCost
	p.frames(30)
	z := p.vstate().FrameCost
	n := z.TotalFrames - a.TotalFrames
	if n < 30 || z.TotalTicks-a.TotalTicks < n || z.TotalMs <= a.TotalMs {
		t.Fatalf("over %d frames the totals went %+v → %+v", n, a, z)
	}
	if per := (z.TotalMs - a.TotalMs) / float64(n); per <= 0 || per > maxMedianMs*4 {
		t.Errorf("%.2f ms of Go time per frame from the totals; want above 0 and at most %g", per, maxMedianMs*4)
	}
	t.Logf("%d frames: %.2f ms and %.1f allocations per frame", n, (z.TotalMs-a.TotalMs)/float64(n), float64(z.TotalAllocs-a.TotalAllocs)/float64(n))
}
