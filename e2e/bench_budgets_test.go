package e2e

import (
	"fmt"
	"testing"
	"time"

	"rxscope/app"
)

// sweepSizes are the frame sizes the sweep benchmark sets, each new to
// the chart's cache of curves (the default is 512 B).
var sweepSizes = [...]int{256, 1024, 128, 1500, 64, 768, 384, 1280, 192, 896, 320, 1408}

// BenchmarkFrameBudgets measures the background work against its budgets
// in headless Chromium at 1280×720, with the Web Worker ("worker") and
// without one ("frames": the page has no Worker, so the app measures in
// its own frames, as it did before the worker), in one run:
//
//   - sweep: a knob change every 30 frames (the frame size, to a setting
//     not swept before); sweep-s is the wall time from the change to the
//     chart's 18th point (budget 0.5 s), sweep-p99-ms the 99th percentile
//     of the Go time of the frames drawn while a sweep ran (budget 3 ms);
//   - scene-list: the scene list opened at the first frame; scene-list-s
//     is the wall time until its figures are measured (budget 10 s).
//
// Both report ms/frame and allocs/frame as BenchmarkFrame does, and
// what the drawing threads had of the machine per frame (machineShare).
// With -trace=DIR the worker runs also record a Chrome trace of the whole
// browser (DIR/budgets-<job>.json, for Perfetto) and log where its time
// went (logTrace), every thread's CPU and run-queue time (logThreads) and
// what the page asked of WebGL per frame (glCounter).
//
//	make bench-frame   # go test -run '^$' -bench Frame ./e2e -args -dist=...
func BenchmarkFrameBudgets(b *testing.B) {
	for _, job := range []string{"sweep", "scene-list"} {
		for _, mode := range []struct{ name, preload, state string }{
			{"worker", "", "ready"},
			{"frames", noWorkers, "absent"},
		} {
			b.Run(job+"/"+mode.name, func(b *testing.B) {
				tracing := *traceDir != "" && mode.name == "worker"
				preload := mode.preload
				if tracing {
					preload = glCounter + preload
				}
				p := openURLWith(b, serverURL+"/", 1280, 720, "window.rxscope && window.rxscope.ready === true", preload)
				p.waitJS(`window.rxscope.state().Worker === "`+mode.state+`" && window.rxscope.state().ChartPoints === 18`, 90*time.Second)
				// The page times each job from its start to its end, frame by frame.
				eval[bool](p, `(() => {
  window.__jobs = []; window.__from = 0; window.__want = null;
  window.__slow = []; let seen = -1;
  window.__trace = []; window.__traces = [];
  const watch = () => {
    const s = window.rxscope.state();
    if (window.__want) {
      const t = Math.round(performance.now() - window.__from), last = window.__trace[window.__trace.length - 1];
      if (!last || last[1] !== s.ChartPoints || last[2] !== s.WorkerAnswers) window.__trace.push([t, s.ChartPoints, s.WorkerAnswers]);
      if (window.__want(s)) {
        window.__jobs.push((performance.now() - window.__from) / 1000); window.__want = null;
        window.__traces.push(window.__trace); window.__trace = [];
      }
    }
    const fc = s.FrameCost;
    if (seen < 0) seen = fc.SlowSweepTotal;
    const fresh = Math.min(fc.SlowSweepTotal - seen, fc.SlowSweepFrames);
    for (let i = fc.SlowSweepFrames - fresh; i < fc.SlowSweepFrames; i++) window.__slow.push(fc.SlowSweep[i]);
    seen = fc.SlowSweepTotal;
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  return true;
})()`)
				p.frames(2)
				start := p.vstate().FrameCost
				var (
					tr *chromeTrace
					gl glCounts
				)
				if tracing {
					tr, gl = startTrace(b), glCountsNow(p)
				}
				threads, began := threadTimes(b), time.Now()
				b.ResetTimer()
				for i := 0; b.Loop(); i++ {
					switch {
					case job == "sweep" && i%30 == 0:
						size := sweepSizes[(i/30)%len(sweepSizes)]
						eval[bool](p, fmt.Sprintf(`window.__from = performance.now();
window.__want = s => s.Knobs.Size === %d && s.ChartPoints === 18;
window.rxscope.send({type: "rxscope:set", params: {size: %d}}), true`, size, size))
					case job == "scene-list" && i == 0:
						eval[bool](p, `window.__from = performance.now();
window.__want = s => s.SceneTotal > 0 && s.SceneMeasured === s.SceneTotal; true`)
						p.key("KeyG", false)
					}
					p.frames(1)
				}
				b.StopTimer()
				end := p.vstate().FrameCost
				n, use := int(end.TotalFrames-start.TotalFrames), threadsBetween(threads, threadTimes(b))
				shareOf(use).report(b, n)
				if tracing {
					logThreads(b, use, time.Since(began), n)
					logGL(b, gl, glCountsNow(p), n, 1280, 720)
					logTrace(b, tr.stop("budgets-"+job), n)
				}
				// In the frames the scene list's figures get the background
				// budget of each frame (6 ms): minutes on a busy 2-core machine.
				p.waitJS(`window.__want === null`, 12*time.Minute)
				jobs := eval[[]float64](p, `window.__jobs`)
				frames := float64(end.TotalFrames - start.TotalFrames)
				if frames == 0 || len(jobs) == 0 {
					b.Fatalf("%v frames drawn, %d jobs finished", frames, len(jobs))
				}
				var sum, worst float64
				for _, s := range jobs {
					sum += s
					worst = max(worst, s)
				}
				b.ReportMetric(sum/float64(len(jobs)), job+"-s")
				b.ReportMetric(worst, job+"-max-s")
				if job == "sweep" {
					b.ReportMetric(end.SweepP99Ms, "sweep-p99-ms")
					logSlowFrames(b, eval[[]app.FrameNote](p, `window.__slow`), end.SweepFrames)
					logSlowestSweep(b, jobs, eval[[][][3]int](p, `window.__traces`))
				}
				b.ReportMetric((end.TotalMs-start.TotalMs)/frames, "ms/frame")
				b.ReportMetric(float64(end.TotalAllocs-start.TotalAllocs)/frames, "allocs/frame")
			})
		}
	}
}

// logSlowFrames says what the frames drawn while a sweep ran that went
// over its budget did: how their Go time splits into Updates, Draw and
// background jobs, and how many had a garbage collection end in them or
// just before them, or redrew the backdrop. It lists the last
// maxSlowListed of them and counts them all.
func logSlowFrames(b *testing.B, slow []app.FrameNote, sweepFrames int) {
	b.Helper()
	const maxSlowListed = 20
	var gcIn, gcBefore, back int
	for i, n := range slow {
		if i >= len(slow)-maxSlowListed {
			b.Logf("slow sweep frame: %.2f ms (updates %d: %.2f ms, background %.2f ms; draw %.2f ms) gc in %d (pause %.2f ms) before %d, backdrop %v, answers %d, allocs %d",
				n.Ms, n.Updates, n.UpdateMs, n.BackgroundMs, n.DrawMs, n.GCsInFrame, n.GCPauseMs, n.GCsBefore, n.Backdrop, n.Answers, n.Allocs)
		}
		if n.GCsInFrame > 0 {
			gcIn++
		}
		if n.GCsBefore > 0 {
			gcBefore++
		}
		if n.Backdrop {
			back++
		}
	}
	b.Logf("%d sweep frames over %.0f ms in the run (the percentile is of the last %d sweep frames): %d with a collection ending in them, %d just after one, %d redrew the backdrop",
		len(slow), app.SweepFrameBudgetMs, sweepFrames, gcIn, gcBefore, back)
}

// logSlowestSweep logs how the slowest sweep went: the frames on which
// the chart's points or the workers' answers changed, as milliseconds
// after the knob change, points, answers since the page's start.
func logSlowestSweep(b *testing.B, jobs []float64, traces [][][3]int) {
	b.Helper()
	worst := 0
	for i := range jobs {
		if jobs[i] > jobs[worst] {
			worst = i
		}
	}
	if worst < len(traces) {
		b.Logf("the slowest sweep (%.2f s), [ms, points, answers] frame by frame: %v", jobs[worst], traces[worst])
	}
}
