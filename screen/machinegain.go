package screen

import (
	"fmt"
	"math"

	"rxscope/app"
	"rxscope/model"
	"rxscope/model/sensitivity"
	"rxscope/model/validation"
)

// While the machine panel is open the model measures what decides the
// gain on the screen's state (sensitivity.New, what rxsim
// sensitivity prints): each parameter of the panel moved by ±20 %, today's
// driver and the look-ahead run on each, a slice per frame or in the Web
// Worker (app.Gain). The chart then draws, per parameter, how far the
// gain moves each way from the machine's own, the parameter that moves
// it most on top.

// GainOptions are the runs' sizes: shorter than rxsim validate's, so that
// the chart is done in seconds; the directions hold at this size (the
// model's physics tests use the same).
var GainOptions = validation.Options{Warmup: 10000, Packets: 40000}

// GainChunk is how many packets one slice of the table runs.
const GainChunk = 500

// GainTable is the measuring's state and the chart's words.
type GainTable struct {
	run     app.Gain     // the table, in the frames or in the worker
	started bool         // a table was started for forCfg
	forCfg  model.Config // the state being measured
	res     sensitivity.Table
	done    bool
	failed  string // why the table could not be built, or ""

	progress []byte   // "computing: 12 % of the runs"
	head     string   // "this machine: gain +20.2 %\ntoday 1748, stride-ahead 1454 cycles/packet"
	labels   []string // per row, in the result's order: "dram-ns"
	ends     []string // per row: "68 ns: +14.2 %   102 ns: +26.0 %"
}

// Done reports whether the table is measured.
func (t *GainTable) Done() bool { return t.done }

// Failed is why the table could not be built, or "".
func (t *GainTable) Failed() string { return t.failed }

// Progress is the words of the measuring under way: "computing: 12 % of
// the runs".
func (t *GainTable) Progress() []byte { return t.progress }

// Head is the machine's own gain and cycles, on two lines.
func (t *GainTable) Head() string { return t.head }

// Result is the measured table, the parameter that moves the gain most
// first.
func (t *GainTable) Result() *sensitivity.Table { return &t.res }

// Labels are the rows' parameters, in the result's order.
func (t *GainTable) Labels() []string { return t.labels }

// Ends are the rows' words under their bars: each end's value and gain.
func (t *GainTable) Ends() []string { return t.ends }

// GainPending reports whether the table has work to do while the panel
// is open: the machine on the screen changed (start again) or its table
// is unfinished.
func (m *MachinePanel) GainPending() bool {
	t := &m.gain
	if !t.started || t.forCfg != m.ses.Config() {
		return true
	}
	return !t.done && t.failed == "" && t.run.Pending()
}

// MeasureGain starts the table when the machine on the screen changed,
// in the Web Worker w when it is usable (nil: in the frames), and runs
// one slice of it (GainChunk packets).
func (m *MachinePanel) MeasureGain(w *app.Worker) {
	t := &m.gain
	cfg := m.ses.Config()
	if !t.started || t.forCfg != cfg {
		m.startGain(cfg, w)
	}
	if t.done || t.failed != "" || !t.run.Pending() {
		return
	}
	if t.run.Advance(GainChunk) {
		t.finish()
		return
	}
	if pr := t.run.Progress(); pr >= 0 {
		t.progress = append(t.progress[:0], "computing: "...)
		t.progress = AppendInt(t.progress, int64(math.Round(100*pr)))
		t.progress = append(t.progress, " % of the runs"...)
	}
}

// startGain begins the table of cfg, in the arrays of the last one.
func (m *MachinePanel) startGain(cfg model.Config, w *app.Worker) {
	t := &m.gain
	names := make([]string, len(m.params))
	for i, s := range m.params {
		names[i] = s.Name
	}
	t.forCfg, t.started, t.done, t.failed = cfg, true, false, ""
	t.progress = append(t.progress[:0], "computing …"...)
	t.run.UseWorker(w)
	if err := t.run.Start(cfg, names, sensitivity.DefaultStep, GainOptions); err != nil {
		t.failed = err.Error()
	}
}

// finish reads the finished table and writes the chart's words.
func (t *GainTable) finish() {
	res, err := t.run.Result()
	if err != nil {
		t.failed = err.Error()
		return
	}
	t.res, t.done = res, true
	t.labels, t.ends = t.labels[:0], t.ends[:0]
	if len(res.Rows) > 0 {
		r := res.Rows[0]
		// the gain first, on a line of its own: wrapped at the end, the
		// figure the chart is about was left alone on the second line
		t.head = fmt.Sprintf("this machine: gain %+.1f %%\ntoday %.0f, %s %.0f cycles/packet", tenth(r.Gain(1)), r.Today[1], res.Scene.Variant, r.Ahead[1])
	}
	for _, r := range res.Rows {
		t.labels = append(t.labels, r.Spec.Name)
		t.ends = append(t.ends, fmt.Sprintf("%s: %+.1f %%   %s: %+.1f %%",
			ParamValueText(r.Spec, r.Values[0]), tenth(r.Gain(0)), ParamValueText(r.Spec, r.Values[2]), tenth(r.Gain(2))))
	}
}

// tenth is v rounded to the tenth a gain is printed to, and a gain that
// rounds to zero is +0.0 %, never −0.0 %.
func tenth(v float64) float64 {
	if r := math.Round(v*10) / 10; r != 0 {
		return r
	}
	return 0
}
