package app

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"rxscope/model"
	"rxscope/model/sensitivity"
	"rxscope/model/validation"
)

// loopPort is a worker in the test's own goroutine: a Runner that takes
// the app's messages, and answers delivered back to the app's Worker
// when the test pumps it.
type loopPort struct {
	r    Runner
	w    *Worker
	sent []Request // every message the app posted
}

func (p *loopPort) Post(msg string) {
	req, err := DecodeRequest(msg)
	if err != nil {
		panic(err)
	}
	p.sent = append(p.sent, req)
	if err := p.r.Take(msg); err != nil {
		panic(err)
	}
}

// pump runs the worker until it has given n answers (all it has when n
// is negative), then lets the app take them.
func (p *loopPort) pump(n int) {
	given := 0
	for p.r.Busy() && (n < 0 || given < n) {
		p.r.Work(func(a Reply) {
			p.w.Deliver(EncodeReply(a))
			given++
		})
	}
	p.w.Poll()
}

// newLoop is a worker that has loaded and greeted the app.
func newLoop(t *testing.T) *loopPort {
	t.Helper()
	p := &loopPort{}
	p.w = NewWorker(p)
	if p.w.State() != WorkerLoading || !p.w.Usable() {
		t.Fatalf("a new worker is %v; want loading and usable", p.w.State())
	}
	p.w.Deliver(EncodeReply(Reply{Ready: true}))
	p.w.Poll()
	if p.w.State() != WorkerReady {
		t.Fatalf("after its greeting the worker is %v; want ready", p.w.State())
	}
	return p
}

// framesCurve is the curve of cfg computed in the frames, without a worker.
func framesCurve(cfg model.Config) Curve {
	var sw Sweep
	sw.Want(cfg)
	for sw.Pending() {
		sw.Work()
	}
	return *sw.Curve()
}

// announce runs the sweep's Work while it has points to announce, and
// counts them.
func announce(sw *Sweep) int {
	n := 0
	for sw.news > 0 {
		if !sw.Work() {
			break
		}
		n++
	}
	return n
}

// TestWorkerSweepEqualsFrames: a curve the worker computes is bit for bit
// the curve the frames compute, and while the worker has it the frames
// do none of its work.
func TestWorkerSweepEqualsFrames(t *testing.T) {
	cfg := model.DefaultConfig()
	want := framesCurve(cfg)

	p := &loopPort{}
	p.w = NewWorker(p)
	var sw Sweep
	sw.UseWorkers(p.w)
	sw.Want(cfg)
	if sw.Pending() || !sw.Remote() {
		t.Fatal("with a worker loading, the frames have the sweep's work")
	}
	if len(p.sent) != 0 {
		t.Fatal("a request was posted before the worker greeted")
	}
	p.w.Deliver(EncodeReply(Reply{Ready: true}))
	p.w.Poll()
	if len(p.sent) != 1 || p.sent[0].Kind != JobSweep || p.sent[0].From != 0 {
		t.Fatalf("after the greeting the app posted %+v; want one sweep from point 0", p.sent)
	}
	p.pump(-1)
	if n := announce(&sw); n != SweepPoints {
		t.Errorf("%d points announced; want %d", n, SweepPoints)
	}
	if got := *sw.Curve(); got != want {
		t.Errorf("the worker's curve\n%v\ndiffers from the frames'\n%v", got.CPP, want.CPP)
	}
	if sw.Pending() || sw.Remote() || p.w.Answers() != SweepPoints {
		t.Errorf("after the curve: pending %v, remote %v, %d answers", sw.Pending(), sw.Remote(), p.w.Answers())
	}
}

// TestWorkerSweepShared: two workers compute half the curve each; the
// second half's points wait until the first half reaches them, so the
// curve grows in order, and it is bit for bit the frames' curve. When
// one worker stops, the rest of the curve goes to the other once its run
// is done.
func TestWorkerSweepShared(t *testing.T) {
	cfg := model.DefaultConfig()
	want := framesCurve(cfg)
	p, q := newLoop(t), newLoop(t)
	var sw Sweep
	sw.UseWorkers(p.w, q.w)
	sw.Want(cfg)
	half := SweepPoints / 2
	if len(p.sent) != 1 || len(q.sent) != 1 || p.sent[0].From != 0 || p.sent[0].To != half || q.sent[0].From != half || q.sent[0].To != SweepPoints {
		t.Fatalf("two workers were asked %+v and %+v; want points 0..%d and %d..%d", p.sent, q.sent, half-1, half, SweepPoints-1)
	}
	q.pump(-1)
	if sw.Curve().Done != 0 || announce(&sw) != 0 {
		t.Fatalf("the second half alone moved the curve to %d points", sw.Curve().Done)
	}
	p.pump(-1)
	if n := announce(&sw); n != SweepPoints || *sw.Curve() != want {
		t.Fatalf("%d points announced; the curve\n%v\nwant\n%v", n, sw.Curve().CPP, want.CPP)
	}
	if sw.Pending() || sw.Remote() {
		t.Error("a finished curve is pending or remote")
	}

	b := cfg
	b.Size = 1024
	sw.Want(b)
	p.pump(2)
	p.w.Fail("the worker failed: out of memory")
	p.w.Poll()
	announce(&sw)
	if !sw.Remote() || sw.Pending() {
		t.Fatal("with one worker left on its run, the frames took the curve")
	}
	q.pump(-1)
	announce(&sw)
	if sw.Pending() || sw.Curve().Done != 2 {
		t.Fatalf("after both runs ended the curve has %d points, pending in the frames %v; want 2, not pending", sw.Curve().Done, sw.Pending())
	}
	if last := q.sent[len(q.sent)-1]; last.Kind != JobSweep || last.From != 2 || last.To != SweepPoints {
		t.Fatalf("the worker left was asked %+v; want points 2..%d", last, SweepPoints-1)
	}
	q.pump(-1)
	announce(&sw)
	if got, want := *sw.Curve(), framesCurve(b); got != want {
		t.Errorf("curve\n%v\nwant\n%v", got.CPP, want.CPP)
	}
}

// TestWorkerCancelsChangedKnobs: a knob change during a sweep cancels the
// worker's job for the old knobs (no answer of it is taken after), the
// new knobs' curve comes complete, and going back to the old knobs asks
// for the rest of their curve only.
func TestWorkerCancelsChangedKnobs(t *testing.T) {
	p := newLoop(t)
	var sw Sweep
	sw.UseWorkers(p.w)
	a := model.DefaultConfig()
	sw.Want(a)
	p.pump(3)
	curveA := sw.Curve()
	if curveA.Done != 3 {
		t.Fatalf("%d points after 3 answers", curveA.Done)
	}
	p.r.Work(func(ans Reply) { p.w.Deliver(EncodeReply(ans)) }) // on its way when the knobs change
	b := a
	b.Size = 1024
	sw.Want(b)
	if last := p.sent[len(p.sent)-1]; last.Kind != JobSweep || p.sent[len(p.sent)-2].Kind != JobCancel || p.sent[len(p.sent)-2].ID != p.sent[0].ID {
		t.Fatalf("a knob change posted %+v; want the old sweep's cancel, then the new sweep", p.sent)
	}
	p.pump(-1)
	if curveA.Done > 4 {
		t.Errorf("the old knobs' curve has %d points after its cancel", curveA.Done)
	}
	if got, want := *sw.Curve(), framesCurve(b); got != want {
		t.Errorf("the new knobs' curve\n%v\nwant\n%v", got.CPP, want.CPP)
	}
	sw.Want(a)
	if sw.Curve() != curveA {
		t.Fatal("going back did not reuse the old knobs' partial curve")
	}
	if last := p.sent[len(p.sent)-1]; last.Kind != JobSweep || last.From != curveA.Done {
		t.Fatalf("going back asked %+v; want the rest from point %d", last, curveA.Done)
	}
	p.pump(-1)
	if got, want := *sw.Curve(), framesCurve(a); got != want {
		t.Errorf("the old knobs' curve, finished\n%v\nwant\n%v", got.CPP, want.CPP)
	}
}

// TestWorkerFailureFallsBack: when the worker stops (Fail) or never
// loads, the frames take the job over from the last point it gave, and
// the curve is the frames' own.
func TestWorkerFailureFallsBack(t *testing.T) {
	cfg := model.DefaultConfig()
	want := framesCurve(cfg)
	t.Run("stops", func(t *testing.T) {
		p := newLoop(t)
		var sw Sweep
		sw.UseWorkers(p.w)
		sw.Want(cfg)
		p.pump(5)
		p.w.Fail("the worker failed: out of memory")
		p.w.Poll()
		if p.w.State() != WorkerFailed || p.w.Failure() != "the worker failed: out of memory" {
			t.Fatalf("state %v, failure %q", p.w.State(), p.w.Failure())
		}
		if sw.Remote() || !sw.Pending() {
			t.Fatal("the frames did not take the sweep over")
		}
		for sw.Pending() {
			sw.Work()
		}
		if got := *sw.Curve(); got != want {
			t.Errorf("curve\n%v\nwant\n%v", got.CPP, want.CPP)
		}
	})
	t.Run("never loads", func(t *testing.T) {
		p := &loopPort{}
		p.w = NewWorker(p)
		var sw Sweep
		sw.UseWorkers(p.w)
		sw.Want(cfg)
		for range workerLoadPolls {
			p.w.Poll()
		}
		if sw.Pending() {
			t.Fatal("the frames took the sweep over before the load's time was up")
		}
		p.w.Poll()
		if p.w.State() != WorkerFailed || !strings.Contains(p.w.Failure(), "did not load") || !sw.Pending() {
			t.Fatalf("state %v, failure %q, pending %v", p.w.State(), p.w.Failure(), sw.Pending())
		}
		if len(p.sent) != 0 {
			t.Errorf("posted %d messages to a worker that never loaded", len(p.sent))
		}
	})
	t.Run("answers its greeting with an error", func(t *testing.T) {
		p := &loopPort{}
		p.w = NewWorker(p)
		p.w.Deliver(EncodeReply(Reply{Err: "rxworker.wasm: HTTP 404 Not Found"}))
		p.w.Poll()
		if p.w.State() != WorkerFailed || p.w.Usable() {
			t.Fatalf("state %v", p.w.State())
		}
	})
	var none *Worker
	if none.Usable() || none.State() != WorkerAbsent || none.Answers() != 0 {
		t.Error("no worker is usable")
	}
	none.Poll()
}

// TestWorkerValidationEqualsFrames: figures the workers measure are bit
// for bit the frames' own; each worker holds two figures at a time, a
// figure each request, and the frames measure none of them.
func TestWorkerValidationEqualsFrames(t *testing.T) {
	v, local, p, q := twoWorkers(t)
	if v.Pending() || !v.Remote() {
		t.Fatal("with workers the frames have the figures' work")
	}
	if len(p.sent) != validationQueue || len(q.sent) != validationQueue {
		t.Fatalf("two workers were asked %+v and %+v; want %d figures each", p.sent, q.sent, validationQueue)
	}
	for _, r := range append(p.sent, q.sent...) {
		if r.To != r.From+1 {
			t.Fatalf("a request for figures %d..%d; want one figure a request", r.From, r.To-1)
		}
	}
	announced := drainValidation(t, v, p, q)
	done, total := v.Progress()
	searched, levers := v.LeversDone()
	if announced != total+levers || done != total || searched != levers || levers == 0 || v.meas != nil || v.search != nil || v.spare != nil {
		t.Fatalf("%d announced, %d of %d measured, %d of %d levers searched (the frames built a simulation: %v)", announced, done, total, searched, levers, v.spare != nil)
	}
	if asked := len(p.sent) + len(q.sent); asked != total+levers {
		t.Errorf("%d figures and levers asked of the workers; want %d, each once", asked, total+levers)
	}
	sameFigures(t, v, local)
}

// TestWorkerValidationBalances: a worker that answers nothing keeps the
// two figures it holds, and the other worker measures all the rest: the
// figures go to whichever worker is free. Asking again, once every
// figure is a worker's, allocates nothing (Pending runs every Update).
func TestWorkerValidationBalances(t *testing.T) {
	v, local, p, q := twoWorkers(t)
	v.Pending()
	for v.free(true) >= 0 {
		p.pump(1)
		for v.Pending() {
			v.Work()
		}
	}
	if len(q.sent) != validationQueue || len(p.sent) != v.nfig-validationQueue {
		t.Fatalf("the busy worker was asked %d figures, the free one %d; want %d and %d (no lever before every figure is in)", len(q.sent), len(p.sent), validationQueue, v.nfig-validationQueue)
	}
	if n := testing.AllocsPerRun(100, func() { v.Pending() }); n != 0 {
		t.Errorf("Pending with every figure asked allocates %v times; want 0", n)
	}
	drainValidation(t, v, p, q)
	sameFigures(t, v, local)
}

// TestWorkerPoolFailure: of two workers sharing the scene list, one
// stops after its first figure; the other measures the rest (its held
// figure included), and with none left the frames do. Every figure is
// the frames' own.
func TestWorkerPoolFailure(t *testing.T) {
	v, local, p, q := twoWorkers(t)
	v.Pending()
	q.pump(1)
	q.w.Fail("the worker failed: out of memory")
	q.w.Poll()
	p.pump(1)
	for v.Pending() {
		v.Work()
	}
	if v.meas != nil || v.spare != nil {
		t.Fatal("the frames measure while a worker is left")
	}
	p.w.Fail("the worker failed: out of memory")
	p.w.Poll()
	for v.Pending() {
		v.Work()
	}
	if done, total := v.Progress(); done != total || v.Remote() {
		t.Fatalf("%d of %d figures, remote %v", done, total, v.Remote())
	}
	sameFigures(t, v, local)
}

// TestWorkerValidationRefused: a figure whose job a worker refuses (an
// error on no figure in particular) is measured in the frames, and is
// not asked of a worker again.
func TestWorkerValidationRefused(t *testing.T) {
	rows, o, local := framesValidation()
	p := newLoop(t)
	v := NewValidation(rows, o)
	v.UseWorkers([]*Worker{p.w})
	v.Pending()
	first := p.sent[0]
	p.r = Runner{} // the worker lost the requests it held
	p.w.Deliver(EncodeReply(Reply{ID: first.ID, Done: true, Err: "validation: rows 19 is out of range 0..2"}))
	p.w.Poll()
	if v.jobs[first.From].remote != 0 || !v.jobs[first.From].local {
		t.Fatalf("the refused figure %d: remote %d, local %v; want the frames'", first.From, v.jobs[first.From].remote, v.jobs[first.From].local)
	}
	for _, r := range p.sent[1:] {
		p.r.Take(EncodeRequest(r))
	}
	drainValidation(t, v, p)
	for _, r := range p.sent[1:] {
		if r.From == first.From && r.Kind == JobValidation {
			t.Errorf("the refused figure %d was asked again", first.From)
		}
	}
	sameFigures(t, v, local)
}

// twoWorkers is framesValidation's rows to measure with two workers,
// and the frames' own figures of them.
func twoWorkers(t *testing.T) (v, local *Validation, p, q *loopPort) {
	t.Helper()
	rows, o, local := framesValidation()
	p, q = newLoop(t), newLoop(t)
	v = NewValidation(rows, o)
	v.UseWorkers([]*Worker{p.w, q.w})
	return v, local, p, q
}

// drainValidation runs v and its workers until every figure is in, and
// returns how many Work announced.
func drainValidation(t *testing.T, v *Validation, ps ...*loopPort) int {
	t.Helper()
	announced := 0
	for range 10000 {
		if done, total := v.Progress(); done == total && !v.Pending() {
			return announced
		}
		for v.Pending() {
			if v.Work() >= 0 {
				announced++
			}
		}
		for _, p := range ps {
			p.pump(-1)
		}
	}
	done, total := v.Progress()
	t.Fatalf("%d of %d figures after 10000 rounds", done, total)
	return announced
}

// sameFigures fails where v's figures or rows differ from local's.
func sameFigures(t *testing.T, v, local *Validation) {
	t.Helper()
	for i := range v.rows {
		if got, want := v.Text(i), local.Text(i); got != want {
			t.Errorf("row %d: workers %q, frames %q", i, got, want)
		}
	}
	for k := range local.jobs {
		g, w := v.jobs[k], local.jobs[k]
		if g.value != w.value || g.done != w.done || g.failed != w.failed || g.id != w.id || g.text != w.text {
			t.Errorf("job %d: workers %v (done %v) %q, frames %v (done %v) %q", k, g.value, g.done, g.text, w.value, w.done, w.text)
		}
	}
}

// TestRunnerSensitivity: the worker's table of what decides the gain,
// sent as plain data, is sensitivity.New's.
func TestRunnerSensitivity(t *testing.T) {
	cfg := model.DefaultConfig()
	o := validation.Options{Warmup: 2000, Packets: 5000}
	params := []string{"dram-ns", "core-ghz"}
	run, err := sensitivity.New(cfg, params, 0.2, o.Window(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for !run.Advance(1 << 20) {
	}
	want, err := run.Result()
	if err != nil {
		t.Fatal(err)
	}
	var r Runner
	if err := r.Take(EncodeRequest(Request{ID: 7, Kind: JobSensitivity, Config: cfg, Params: params, Step: 0.2, Options: o})); err != nil {
		t.Fatal(err)
	}
	var got []Reply
	for r.Busy() {
		r.Work(func(a Reply) { got = append(got, a) })
	}
	if len(got) != 1 || !got[0].Done || got[0].Table == nil {
		t.Fatalf("answers %+v; want one table", got)
	}
	a, err := DecodeReply(EncodeReply(got[0]))
	if err != nil {
		t.Fatal(err)
	}
	s, err := a.Table.Sensitivity(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Rows) != len(want.Rows) || s.Scene != want.Scene || s.Step != want.Step {
		t.Fatalf("table %+v; want %+v", s, want)
	}
	for i := range s.Rows {
		g, w := s.Rows[i], want.Rows[i]
		if g.Spec.Name != w.Spec.Name || g.Values != w.Values || g.Today != w.Today || g.Ahead != w.Ahead {
			t.Errorf("row %d: %+v; want %+v", i, g, w)
		}
	}
}

// TestMessagesRoundTrip: requests, an edited machine's included, come out
// of their JSON text as they went in.
func TestMessagesRoundTrip(t *testing.T) {
	base := model.DefaultConfig()
	prof, err := base.MachineProfile()
	if err != nil {
		t.Fatal(err)
	}
	edited, err := prof.Apply([]model.ParamSetting{{Name: "dram-ns", Value: 104}})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []Request{
		{ID: 1, Kind: JobSweep, Config: base, From: 3},
		{ID: 2, Kind: JobSweep, Config: base.WithMachine(edited)},
		{ID: 3, Kind: JobValidation, Rows: 19, From: 27, Options: validation.DefaultOptions()},
		{ID: 4, Kind: JobSensitivity, Config: base, Params: []string{"rob"}, Step: 0.2, Options: validation.Options{Warmup: 1, Packets: 2, Set: []model.ParamSetting{{Name: "rob", Value: 256}}}},
		{ID: 5, Kind: JobCancel},
	} {
		got, err := DecodeRequest(EncodeRequest(r))
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, r) {
			t.Errorf("round trip of %+v gave %+v", r, got)
		}
	}
}

// TestBadMessages: a message that is no request, or a request the worker
// cannot run, says which value is wrong.
func TestBadMessages(t *testing.T) {
	for _, tc := range []struct{ msg, want string }{
		{`nonsense`, "worker request: invalid character"},
		{`{"Kind":"sweep"}`, "ID 0"},
		{`{"ID":1,"Kind":"sweep","From":18}`, "sweep: from 18 is out of range 0..17"},
		{`{"ID":1,"Kind":"sweep","From":9,"To":9}`, "sweep: to 9 is out of range 10..18"},
		{`{"ID":1,"Kind":"sweep","To":19}`, "sweep: to 19 is out of range 1..18"},
		{`{"ID":1,"Kind":"validation","Rows":99}`, "validation: rows 99 is out of range 0.."},
		{`{"ID":1,"Kind":"sensitivity","Step":0.2}`, "profile"},
		{`{"ID":1,"Kind":"teleport"}`, `unknown job kind "teleport"`},
	} {
		var r Runner
		err := r.Take(tc.msg)
		if err == nil {
			r.Work(func(a Reply) {
				if a.Err != "" {
					err = errorString(a.Err)
				}
			})
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v; want one with %q", tc.msg, err, tc.want)
		}
		if r.Busy() {
			t.Errorf("%s: the runner kept a job it cannot run", tc.msg)
		}
	}
	if _, err := DecodeReply(`id=1 colour=red`); err == nil || !strings.Contains(err.Error(), "colour=red: unknown word") {
		t.Errorf("an answer that is a list: %v", err)
	}
}

type errorString string

func (e errorString) Error() string { return string(e) }

// TestWorkerPollAllocatesNothing: a frame with no answer arrived costs
// no allocation.
func TestWorkerPollAllocatesNothing(t *testing.T) {
	p := newLoop(t)
	if n := testing.AllocsPerRun(100, p.w.Poll); n != 0 {
		t.Errorf("Poll with nothing arrived: %v allocations", n)
	}
}

// ExampleRunner runs a chart sweep as the worker does: one answer per
// point, the last one marked done.
func ExampleRunner() {
	var r Runner
	_ = r.Take(EncodeRequest(Request{ID: 1, Kind: JobSweep, Config: model.DefaultConfig(), From: 15}))
	for r.Busy() {
		r.Work(func(a Reply) { fmt.Printf("point %d done %v: %.0f cycles/packet\n", a.Point, a.Done, a.CPP) })
	}
	// Output:
	// point 15 done false: 1482 cycles/packet
	// point 16 done false: 1484 cycles/packet
	// point 17 done true: 1748 cycles/packet
}

// TestGainInWorkerEqualsFrames: the machine panel's table measured in
// the worker is the table measured in the frames; a new Start cancels
// the table the worker was on.
func TestGainInWorkerEqualsFrames(t *testing.T) {
	cfg := model.DefaultConfig()
	o := validation.Options{Warmup: 2000, Packets: 5000}
	params := []string{"dram-ns", "rob"}
	var here Gain
	if err := here.Start(cfg, params, 0.2, o); err != nil {
		t.Fatal(err)
	}
	for !here.Advance(gainChunk) {
	}
	want, err := here.Result()
	if err != nil {
		t.Fatal(err)
	}

	p := newLoop(t)
	var g Gain
	g.UseWorker(p.w)
	other := cfg
	other.Size = 1024
	if err := g.Start(other, params, 0.2, o); err != nil {
		t.Fatal(err)
	}
	if err := g.Start(cfg, params, 0.2, o); err != nil {
		t.Fatal(err)
	}
	if n := len(p.sent); n != 3 || p.sent[1].Kind != JobCancel || p.sent[1].ID != p.sent[0].ID {
		t.Fatalf("a second Start posted %+v; want the first's cancel between the two", p.sent)
	}
	if g.Pending() || !g.Remote() || g.Progress() != -1 {
		t.Fatal("with a worker the frames have the table's work")
	}
	p.pump(-1)
	if !g.Pending() || !g.Advance(gainChunk) {
		t.Fatal("the worker's table was not announced")
	}
	got, err := g.Result()
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Rows) != len(want.Rows) || got.Scene != want.Scene {
		t.Fatalf("worker %+v; frames %+v", got, want)
	}
	for i := range got.Rows {
		if a, b := got.Rows[i], want.Rows[i]; a.Spec.Name != b.Spec.Name || a.Today != b.Today || a.Ahead != b.Ahead || a.Values != b.Values {
			t.Errorf("row %d: worker %+v; frames %+v", i, a, b)
		}
	}
	if p.w.Answers() != 1 {
		t.Errorf("%d answers taken; the cancelled table's must not be", p.w.Answers())
	}
	var bad Gain
	bad.UseWorker(p.w)
	cfg.Distance = 99
	if err := bad.Start(cfg, params, 0.2, o); err == nil || !strings.Contains(err.Error(), "distance") {
		t.Errorf("a bad scene: %v; want an error naming the distance", err)
	}
}

// framesValidation is the first two scenes' figures measured in the
// frames alone, with the options the worker tests share.
func framesValidation() ([]validation.Measured, validation.Options, *Validation) {
	rows := validation.MeasuredScenes()[:2]
	o := validation.Options{Warmup: 2000, Packets: 6000}
	local := NewValidation(rows, o)
	for local.Pending() {
		local.Work()
	}
	return rows, o, local
}

// TestWorkerHold: while the screen waits for a job in the frames, a
// sweep asked of the worker is kept back (its cancel is not), and posted
// once the hold ends; the curve is still the frames' own.
func TestWorkerHold(t *testing.T) {
	cfg := model.DefaultConfig()
	p := newLoop(t)
	var sw Sweep
	sw.UseWorkers(p.w)
	p.w.Hold(true)
	sw.Want(cfg)
	if len(p.sent) != 0 || sw.Pending() {
		t.Fatalf("held: posted %+v, frames pending %v; want nothing posted and the sweep the worker's", p.sent, sw.Pending())
	}
	b := cfg
	b.Size = 1024
	sw.Want(b) // the held request is dropped, not cancelled in the worker
	if len(p.sent) != 0 {
		t.Fatalf("held: posted %+v", p.sent)
	}
	p.w.Hold(false)
	if len(p.sent) != 1 || p.sent[0].Kind != JobSweep || p.sent[0].Config != sweepKey(b) {
		t.Fatalf("after the hold: posted %+v; want the 1024 B sweep", p.sent)
	}
	p.pump(-1)
	announce(&sw)
	if got, want := *sw.Curve(), framesCurve(b); got != want {
		t.Errorf("curve\n%v\nwant\n%v", got.CPP, want.CPP)
	}
}
