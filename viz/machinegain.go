package viz

import (
	"fmt"
	"math"

	"rxscope/app"
	"rxscope/model"
	"rxscope/model/sensitivity"
	"rxscope/model/validation"
	"rxscope/screen"
)

// While the machine panel is open the model measures what decides the
// gain on the screen's state (sensitivity.New, what rxsim
// sensitivity prints): each parameter of the panel moved by ±20 %, today's
// driver and the look-ahead run on each, a slice per frame. The chart
// then draws, per parameter, how far the gain moves each way from the
// machine's own, the parameter that moves it most on top.

// gainOptions are the runs' sizes: shorter than rxsim validate's, so that
// the chart is done in seconds; the directions hold at this size (the
// model's physics tests use the same).
var gainOptions = validation.Options{Warmup: 10000, Packets: 40000}

// machineGain is the measuring's state and the chart's words.
type machineGain struct {
	run     app.Gain     // the table, in the frames or in the worker
	started bool         // a table was started for forCfg
	forCfg  model.Config // the state being measured
	res     sensitivity.Table
	done    bool
	failed  string // why the table could not be built, or ""

	progress []byte   // "computing 12 of 34 runs"
	head     string   // "this machine: gain +20.2 %\ntoday 1748, stride-ahead 1454 cycles/packet"
	labels   []string // per row, in the result's order: "dram-ns"
	ends     []string // per row: "68 ns: +14.2 %   102 ns: +26.0 %"
}

// gainChunk is how many packets one slice of the table runs.
const gainChunk = 500

// machineJob measures the table while the panel is open, a slice at a
// time in the background scheduler's budget (app.PriorityMachine).
type machineJob struct{ g *Game }

func (j machineJob) Pending() bool {
	m := &j.g.mach
	mg := &m.gain
	if j.g.cards.Open != app.MachineCard {
		return false
	}
	if !mg.started || mg.forCfg != j.g.ses.Config() {
		return true // the state changed: start again
	}
	return !mg.done && mg.failed == "" && mg.run.Pending()
}

func (j machineJob) Work() bool {
	(*machineEditor)(j.g).measureGain()
	return true
}

// measureGain starts the table when the state changed and runs one slice
// of it.
func (g *machineEditor) measureGain() {
	m := &g.mach
	mg := &m.gain
	cfg := g.ses.Config()
	if !mg.started || mg.forCfg != cfg {
		g.startGain(cfg)
	}
	if mg.done || mg.failed != "" || !mg.run.Pending() {
		return
	}
	if mg.run.Advance(gainChunk) {
		g.finishGain()
		return
	}
	if pr := mg.run.Progress(); pr >= 0 {
		mg.progress = append(mg.progress[:0], "computing: "...)
		mg.progress = screen.AppendInt(mg.progress, int64(math.Round(100*pr)))
		mg.progress = append(mg.progress, " % of the runs"...)
	}
}

// startGain begins the table of cfg, in the arrays of the last one.
func (g *machineEditor) startGain(cfg model.Config) {
	mg := &g.mach.gain
	names := make([]string, len(g.mach.params))
	for i, s := range g.mach.params {
		names[i] = s.Name
	}
	mg.forCfg, mg.started, mg.done, mg.failed = cfg, true, false, ""
	mg.progress = append(mg.progress[:0], "computing …"...)
	mg.run.UseWorker(g.worker)
	if err := mg.run.Start(cfg, names, sensitivity.DefaultStep, gainOptions); err != nil {
		mg.failed = err.Error()
	}
}

// finishGain reads the finished table and writes the chart's words.
func (g *machineEditor) finishGain() {
	mg := &g.mach.gain
	res, err := mg.run.Result()
	if err != nil {
		mg.failed = err.Error()
		return
	}
	mg.res, mg.done = res, true
	mg.labels, mg.ends = mg.labels[:0], mg.ends[:0]
	if len(res.Rows) > 0 {
		r := res.Rows[0]
		// the gain first, on a line of its own: wrapped at the end, the
		// figure the chart is about was left alone on the second line
		mg.head = fmt.Sprintf("this machine: gain %+.1f %%\ntoday %.0f, %s %.0f cycles/packet", tenth(r.Gain(1)), r.Today[1], res.Scene.Variant, r.Ahead[1])
	}
	for _, r := range res.Rows {
		mg.labels = append(mg.labels, r.Spec.Name)
		mg.ends = append(mg.ends, fmt.Sprintf("%s: %+.1f %%   %s: %+.1f %%",
			paramValueText(r.Spec, r.Values[0]), tenth(r.Gain(0)), paramValueText(r.Spec, r.Values[2]), tenth(r.Gain(2))))
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
