package app

import (
	"fmt"
	"reflect"
	"testing"

	"rxscope/lessons"
	"rxscope/model"
)

// framesStep is step i of l prepared in the frames, as a Runner on it.
func framesStep(t *testing.T, l *lessons.Lesson, i int) *lessons.Runner {
	t.Helper()
	pp, err := lessons.NewPrep(l, i)
	if err != nil {
		t.Fatal(err)
	}
	return finishInFrames(t, pp)
}

// finishInFrames runs what is left of pp in the frames' slices, and is a
// Runner on the prepared step.
func finishInFrames(t *testing.T, pp *lessons.Prep) *lessons.Runner {
	t.Helper()
	for done := false; !done; {
		var err error
		if done, err = pp.Advance(PrepChunk); err != nil {
			t.Fatal(err)
		}
	}
	r, err := lessons.NewRunnerAt(pp)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// sameStep reports how the step of got differs from want's: its texts,
// the figures its text quotes and its table of measured figures.
func sameStep(t *testing.T, where string, got, want *lessons.Runner) {
	t.Helper()
	if got.Text() != want.Text() {
		t.Errorf("%s: text\n%q\nwant\n%q", where, got.Text(), want.Text())
	}
	if !reflect.DeepEqual(got.Quotes(), want.Quotes()) || !reflect.DeepEqual(got.Table(), want.Table()) {
		t.Errorf("%s: figures\n%+v\nwant\n%+v", where, got.Table(), want.Table())
	}
}

// TestLessonRunsInWorkers: every step of every lesson (in -short, the
// first two steps of each), its runs measured by two workers (Runners
// driven here), shares its runs between them and gives the texts, the
// quotes and the table the frames give.
func TestLessonRunsInWorkers(t *testing.T) {
	p, q := newLoop(t), newLoop(t)
	ls := &Lessons{workers: []*Worker{p.w, q.w}}
	runs := 0
	for _, l := range lessons.All() {
		steps := l.Len()
		if testing.Short() {
			steps = min(steps, 2)
		}
		for i := range steps {
			pp, err := lessons.NewPrep(l, i)
			if err != nil {
				t.Fatal(err)
			}
			np, nq := len(p.sent), len(q.sent)
			runs += pp.RunCount()
			ls.offload(pp)
			if !pp.Idle() {
				t.Fatalf("%s step %d: the frames have runs to measure with two workers", l.ID, i+1)
			}
			if a := testing.AllocsPerRun(5, func() { ls.offload(pp) }); a != 0 {
				t.Errorf("%s step %d: offload allocates %.0f times a frame with the runs sent", l.ID, i+1, a)
			}
			sentP, sentQ := len(p.sent)-np, len(q.sent)-nq
			if n := pp.RunCount(); sentP+sentQ != n || sentP != (n+1)/2 {
				t.Errorf("%s step %d: %d and %d of %d runs sent to the workers; want them shared", l.ID, i+1, sentP, sentQ, n)
			}
			p.pump(-1)
			q.pump(-1)
			if !pp.Done() {
				t.Fatalf("%s step %d: not prepared after the workers answered", l.ID, i+1)
			}
			r, err := lessons.NewRunnerAt(pp)
			if err != nil {
				t.Fatal(err)
			}
			sameStep(t, fmt.Sprintf("%s step %d", l.ID, i+1), r, framesStep(t, l, i))
			ls.dropUnwanted()
			if len(ls.remote) != 0 {
				t.Fatalf("%s step %d: %d steps' runs kept after they were answered", l.ID, i+1, len(ls.remote))
			}
		}
	}
	if got := ls.RunsFromWorkers(); got != uint64(runs) {
		t.Errorf("%d runs from the workers; want all %d", got, runs)
	}
}

// TestLessonRunsCancelledAndLost: a step no longer wanted has its runs
// cancelled (no answer of theirs is taken), and the runs of a worker that
// stops go back to the frames, which finish the step with the same
// figures.
func TestLessonRunsCancelledAndLost(t *testing.T) {
	l, _ := lessons.Lookup("ahead")
	p, q := newLoop(t), newLoop(t)
	ls := &Lessons{workers: []*Worker{p.w, q.w}}
	old, err := lessons.NewPrep(l, 1)
	if err != nil {
		t.Fatal(err)
	}
	ls.pending = pendingStep{active: true, prep: old}
	ls.offload(old)
	ls.pending.active = false // another step asked for
	ls.dropUnwanted()
	cancels := 0
	for _, s := range append(p.sent, q.sent...) {
		if s.Kind == JobCancel {
			cancels++
		}
	}
	if cancels != old.RunCount() {
		t.Errorf("%d cancels for the %d runs of a step no longer wanted", cancels, old.RunCount())
	}
	p.pump(-1)
	q.pump(-1)
	if done, _ := old.Runs(); done != 0 {
		t.Errorf("a step no longer wanted took %d runs' answers", done)
	}

	pp, err := lessons.NewPrep(l, 2)
	if err != nil {
		t.Fatal(err)
	}
	ls.pending = pendingStep{active: true, prep: pp}
	ls.offload(pp)
	q.pump(-1)
	p.w.Fail("the worker failed: out of memory")
	p.w.Poll()
	if pp.Idle() {
		t.Fatal("the stopped worker's runs did not come back to the frames")
	}
	sameStep(t, "ahead step 3, half in a worker that stopped", finishInFrames(t, pp), framesStep(t, l, 2))
}

// TestRunnerLessonRunFirst: a lesson's run starts before the jobs queued
// ahead of it and sets the sweep in progress aside, which then goes on
// from where it was and gives the frames' curve.
func TestRunnerLessonRunFirst(t *testing.T) {
	p := newLoop(t)
	var sw Sweep
	sw.UseWorkers(p.w)
	cfg := model.DefaultConfig()
	sw.Want(cfg)
	p.pump(2)
	l, _ := lessons.Lookup("strides")
	pp, err := lessons.NewPrep(l, 0)
	if err != nil {
		t.Fatal(err)
	}
	ls := &Lessons{workers: []*Worker{p.w}}
	ls.offload(pp)
	var order []bool // each answer: a lesson run's
	for p.r.Busy() {
		p.r.Work(func(a Reply) {
			order = append(order, a.Run != "")
			p.w.Deliver(EncodeReply(a))
		})
	}
	p.w.Poll()
	if len(order) == 0 || !order[0] {
		t.Errorf("the answers after the lesson's run was sent came in the order %v (true: the lesson's); want the lesson's first", order)
	}
	announce(&sw)
	if got, want := *sw.Curve(), framesCurve(cfg); got != want {
		t.Errorf("the sweep set aside gave\n%v\nwant\n%v", got.CPP, want.CPP)
	}
	if !pp.Done() {
		t.Error("the lesson's step is not prepared")
	}
}
