package e2e

import (
	"strings"
	"testing"
	"time"

	"rxscope/app"
	"rxscope/model/validation"
)

// The page starts a Web Worker after its first frame (worker.js,
// rxworker.wasm) and the chart's sweep and the scene list's figures are
// measured there, beside the drawing; without workers they are measured
// in the frames, as before. These tests check both ways give the model's
// own numbers.

// noWorkers is a preload script that takes Web Workers away from the page.
const noWorkers = `delete window.Worker; window.Worker = undefined;`

// failingWorker is a preload script whose workers start and answer at
// once that they could not load, as worker.js does when rxworker.wasm
// cannot be fetched.
const failingWorker = `window.Worker = class extends window.Worker {
  constructor(url, opts) {
    super("data:text/javascript," + encodeURIComponent('postMessage("id=0 err=" + JSON.stringify("rxworker.wasm: HTTP 404 Not Found"))'), opts);
  }
};`

// sceneListWant is the end of every row's second line: the model's
// figures, measured natively as the scene list measures them
// (app.Validation, as rxsim validate).
func sceneListWant(t *testing.T, rows int) []string {
	t.Helper()
	ms := validation.MeasuredScenes()[:rows]
	v := app.NewValidation(ms, validation.DefaultOptions())
	for done, total := v.Progress(); done < total; done, total = v.Progress() {
		v.Work() // the figures; the levers' searches that follow are not wanted here
	}
	want := make([]string, rows)
	for i := range ms {
		want[i] = " · model " + v.Text(i)
	}
	return want
}

// workerMeasures holds the scene list to the workers, in
// TestScreensUnchanged's tab of the scene list: the chart and the scene
// list are the model's native figures, every one of them an answer of a
// worker, and the scene list's figures come within the budget: 10 s of
// wall time with the four workers a machine of four cores or more gets,
// 10 s × 4/n with n workers on a machine with fewer (the page starts one
// per core). before runs before G opens the list, after once its figures
// are measured.
type workerMeasures struct{ start time.Time }

func (w *workerMeasures) before(t *testing.T, p *page) {
	t.Helper()
	p.waitJS(`window.rxscope.state().Worker === "ready"`, 60*time.Second)
	checkChart(t, p, "default scene, in the worker", chartWant(t, ""))
	if st := p.vstate(); st.WorkerAnswers < app.SweepPoints {
		t.Errorf("the worker gave %d answers; the chart's %d points were not its", st.WorkerAnswers, app.SweepPoints)
	}
	w.start = time.Now()
}

func (w *workerMeasures) after(t *testing.T, p *page) {
	t.Helper()
	p.waitJS("window.rxscope.state().SceneTotal > 0 && window.rxscope.state().SceneMeasured === window.rxscope.state().SceneTotal", 60*time.Second)
	took := time.Since(w.start)
	st := p.vstate()
	t.Logf("the scene list's %d figures in %.2f s of wall time, in %d workers", st.SceneTotal, took.Seconds(), st.Workers)
	budget := 10 * time.Second * 4 / time.Duration(max(st.Workers, 1))
	if took > budget {
		t.Errorf("the scene list's %d figures took %.1f s in %d workers; the budget is %.0f s", st.SceneTotal, took.Seconds(), st.Workers, budget.Seconds())
	}
	if st.WorkerAnswers < uint64(app.SweepPoints+st.SceneTotal) {
		t.Errorf("the worker gave %d answers; want the chart's %d and the list's %d", st.WorkerAnswers, app.SweepPoints, st.SceneTotal)
	}
	want := sceneListWant(t, len(st.SceneSubs))
	for i, w := range want {
		if !strings.HasSuffix(st.SceneSubs[i], w) {
			t.Errorf("row %d reads %q; the model natively gives %q", i, st.SceneSubs[i], w)
		}
	}
}

// TestWorkerCancelsSweep: a knob change while the worker sweeps cancels
// the sweep, and the chart shows the new knobs' points, the model's own.
func TestWorkerCancelsSweep(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	p.waitJS(`window.rxscope.state().Worker === "ready" && window.rxscope.state().ChartPoints === 18`, 90*time.Second)
	before := p.vstate().WorkerAnswers
	// Set 1024 B frames (or, when one slow frame on a busy machine spans
	// a whole sweep, 768 B, then 1280 B), and as soon as their sweep has
	// begun and is not finished, 256 B: the page watches the state frame
	// by frame. A sweep that ended unseen is counted (__full).
	eval[bool](p, `(() => {
  window.__cancelled = -1; window.__full = 0;
  const sizes = [1024, 768, 1280];
  let at = 0;
  window.rxscope.send({type: "rxscope:set", params: {size: sizes[0]}});
  const watch = () => {
    const s = window.rxscope.state();
    if (s.Knobs.Size === sizes[at] && s.ChartPoints >= 1 && s.ChartPoints < 18) {
      window.__cancelled = s.ChartPoints;
      window.rxscope.send({type: "rxscope:set", params: {size: 256}});
      return;
    }
    if (s.Knobs.Size === sizes[at] && s.ChartPoints === 18) {
      window.__full++;
      if (++at === sizes.length) { window.__cancelled = 18; return; }
      window.rxscope.send({type: "rxscope:set", params: {size: sizes[at]}});
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  return true;
})()`)
	p.waitJS(`window.__cancelled >= 0`, 90*time.Second)
	at, full := eval[int](p, `window.__cancelled`), eval[int](p, `window.__full`)
	if at == 18 {
		t.Fatalf("all %d sweeps finished before the page could change the knobs again; nothing was cancelled", full)
	}
	p.waitJS(`window.rxscope.state().Knobs.Size === 256`, 30*time.Second)
	checkChart(t, p, "256 B frames after a cancelled sweep", chartWant(t, "size=256"))
	// The cancelled sweep gave its points up to the change (and perhaps
	// one on its way), never all of them.
	st := p.vstate()
	got := st.WorkerAnswers - before - uint64(full*app.SweepPoints)
	if got < app.SweepPoints || got >= 2*app.SweepPoints {
		t.Errorf("the worker gave %d answers for a sweep cancelled at %d points and a full one (after %d sweeps that ended unseen); want %d to %d", got, at, full, app.SweepPoints, 2*app.SweepPoints-1)
	}
	t.Logf("cancelled a sweep at %d points, after %d that ended unseen; %d answers for it and the 256 B sweep", at, full, got)
	p.screenshot("worker-cancelled")
}

// TestNoWorker: without Web Workers, and with a worker that cannot load
// its program, the app measures in its frames (slower), with the same
// figures and no error on the console.
func TestNoWorker(t *testing.T) {
	for _, tc := range []struct {
		name, preload, state string
	}{
		{"no workers", noWorkers, "absent"},
		{"worker fails to load", failingWorker, "failed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := openURLWith(t, serverURL+"/", 1280, 720, "window.rxscope && window.rxscope.ready === true", tc.preload)
			p.waitJS(`window.rxscope.state().Worker === "`+tc.state+`"`, 60*time.Second)
			checkChart(t, p, tc.name, chartWant(t, ""))
			if n := p.vstate().WorkerAnswers; n != 0 {
				t.Errorf("%d answers from a worker that is %s", n, tc.state)
			}
			p.key("KeyG", false)
			p.waitJS("window.rxscope.state().SceneMeasured >= 2", 120*time.Second)
			st := p.vstate()
			if want := sceneListWant(t, 1)[0]; !strings.HasSuffix(st.SceneSubs[0], want) {
				t.Errorf("the first row reads %q; want %q", st.SceneSubs[0], want)
			}
			p.mu.Lock()
			defer p.mu.Unlock()
			for _, l := range p.logs {
				if strings.HasPrefix(l, "error:") || strings.HasPrefix(l, "exception:") {
					t.Errorf("console: %s", l)
				}
			}
		})
	}
}
