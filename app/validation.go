package app

import (
	"math"
	"strings"

	"rxscope/model"
)

// Validation measures every figure of the configurations the seeds
// measured (model.MeasuredScenes), exactly as rxsim validate does
// (model.DefaultValidateOptions: the same warm-up, window and burst), one
// slice at a time as background work (a Job of PrioritySceneList), so the
// list on the screen sets the model's values beside the seed's as they
// come: the validation report, where the model is close and where it is
// not. The figures are measured in one reused simulation (Sim.Reset).
// With a Worker (UseWorker) the figures are measured beside the drawing,
// in the worker, and Work only announces the rows whose figures arrived.
type Validation struct {
	rows  []model.Measured
	opts  model.ValidateOptions
	jobs  []figureJob
	next  int                // the job in progress
	meas  *model.Measurement // its measurement
	spare *model.Sim         // the last job's simulation, Reset for the next

	worker  *Worker
	remote  uint64 // the worker's job measuring the rest, 0 when none
	refused bool   // the worker could not run the job: the frames run it
	news    []int  // rows whose figures the worker gave, not yet announced
	newsAt  int    // the first of news not announced
}

// figureJob is one figure of one row to measure.
type figureJob struct {
	row    int
	id     string // the figure's ID
	run    model.Run
	value  float64
	done   bool
	failed bool
}

// OffBy is how far from the published value a model value is said to be
// off: 15%, the spread over which validate's own report says so.
const OffBy = 0.15

// validationChunk is the packets a slice of the validation runs.
const validationChunk = 500

// NewValidation prepares the measuring of every figure of rows, today's
// driver's twins included, with o's warm-up and window (the app passes
// model.DefaultValidateOptions, as rxsim validate); nothing runs until
// Work.
func NewValidation(rows []model.Measured, o model.ValidateOptions) *Validation {
	v := &Validation{rows: rows, opts: o}
	for i, m := range rows {
		for _, fs := range [][]model.Figure{m.Before, m.Figures} {
			for _, f := range fs {
				v.jobs = append(v.jobs, figureJob{row: i, id: f.ID, run: f.Runs[0]})
			}
		}
	}
	return v
}

// UseWorker makes the figures left the worker's job (w nil: the
// frames'); it is asked for them at the next Pending.
func (v *Validation) UseWorker(w *Worker) {
	v.worker.cancel(v.remote)
	v.worker, v.remote = w, 0
}

// Pending reports whether figures are left to measure in the frames, or
// figures from the worker to announce. With a usable worker, it first
// asks the worker for the figures left.
func (v *Validation) Pending() bool {
	if v.newsAt < len(v.news) {
		return true
	}
	if v.next >= len(v.jobs) {
		return false
	}
	if v.remote == 0 && !v.refused && v.worker.Usable() {
		if v.meas != nil { // the figure in progress starts again in the worker
			v.spare, v.meas = v.meas.Sim(), nil
		}
		v.remote = v.worker.send(Request{Kind: JobValidation, Rows: len(v.rows), From: v.next, Options: v.opts}, v)
	}
	return v.remote == 0
}

// take records a figure the worker measured.
func (v *Validation) take(a Answer) {
	if a.ID != v.remote {
		return
	}
	if a.Err != "" || a.Point != v.next {
		v.worker.cancel(v.remote)
		v.remote, v.refused = 0, true // the frames measure the rest
		return
	}
	j := &v.jobs[a.Point]
	j.value, j.done, j.failed = a.Value, !a.Failed, a.Failed
	v.next++
	if v.news == nil {
		v.news = make([]int, 0, len(v.jobs))
	}
	v.news = append(v.news, j.row)
	if a.Done || v.next == len(v.jobs) {
		v.remote = 0
	}
}

// lost gives the figures left back to the frames: the worker stopped.
func (v *Validation) lost() { v.remote = 0 }

// Remote reports whether the worker is measuring the figures left.
func (v *Validation) Remote() bool { return v.remote != 0 }

// Work runs one slice of the figure in progress and returns the row
// whose figure it finished (measured, or refused by the model), or -1;
// with a worker, it returns the next row whose figure the worker gave.
func (v *Validation) Work() (row int) {
	if v.newsAt < len(v.news) {
		row = v.news[v.newsAt]
		if v.newsAt++; v.newsAt == len(v.news) {
			v.news, v.newsAt = v.news[:0], 0
		}
		return row
	}
	if v.next >= len(v.jobs) || v.remote != 0 {
		return -1
	}
	j := &v.jobs[v.next]
	if v.meas == nil {
		m, err := j.run.StartMeasurement(v.opts, v.spare)
		if err != nil {
			j.failed = true
			v.next++
			return j.row
		}
		v.meas, v.spare = m, nil
	}
	if !v.meas.Advance(validationChunk) {
		return -1
	}
	j.value, j.done = v.meas.Value(), true
	v.spare, v.meas = v.meas.Sim(), nil
	v.next++
	return j.row
}

// Progress is how many figures are measured, and how many there are.
func (v *Validation) Progress() (done, total int) { return v.next, len(v.jobs) }

// FigureState is how far a figure's measuring is.
type FigureState uint8

const (
	FigurePending  FigureState = iota // not measured yet
	FigureMeasured                    // measured: its value is the model's
	FigureFailed                      // the model refused its configuration
)

// Value is the model's value of figure id of row, in the unit of its
// measure, and how far its measuring is.
func (v *Validation) Value(row int, id string) (float64, FigureState) {
	switch j := v.job(row, id); {
	case j == nil:
	case j.failed:
		return 0, FigureFailed
	case j.done:
		return j.value, FigureMeasured
	}
	return 0, FigurePending
}

// Ratio is the model's value of figure f of row over the published one,
// and whether both are known.
func (v *Validation) Ratio(row int, f model.Figure) (float64, bool) {
	val, st := v.Value(row, f.ID)
	if st != FigureMeasured || f.Published == 0 {
		return 0, false
	}
	r := val / f.Published
	return r, !math.IsNaN(r) && !math.IsInf(r, 0)
}

// Off reports whether a figure of row measured so far is off the
// published one by more than OffBy.
func (v *Validation) Off(row int) bool {
	m := v.rows[row]
	for _, fs := range [][]model.Figure{m.Before, m.Figures} {
		for _, f := range fs {
			if r, ok := v.Ratio(row, f); ok && math.Abs(r-1) > OffBy {
				return true
			}
		}
	}
	return false
}

// Text is the model's values of row's figures, in the order and with the
// arrows of model.Measured.Quote: "2.86 → 3.44 Mpps", "2.86 → …" while
// the after run is measured, "—" for a figure the model cannot run.
func (v *Validation) Text(row int) string {
	m := v.rows[row]
	var b strings.Builder
	for k, f := range m.Figures {
		if k > 0 {
			b.WriteString(" · ")
		}
		for _, id := range [...]string{beforeOf(f, m.Before), f.ID} {
			if id == "" {
				continue
			}
			switch val, st := v.Value(row, id); st {
			case FigurePending:
				b.WriteString("…")
				return b.String()
			case FigureFailed:
				b.WriteString("—")
			default:
				b.WriteString(model.FormatMeasure(val, v.job(row, id).run.Measure))
			}
			if id != f.ID {
				b.WriteString(" → ")
			}
		}
		b.WriteString(" " + f.Runs[0].Measure.Unit())
	}
	return b.String()
}

// beforeOf is the ID of after figure f's today's-driver twin among
// before, or "".
func beforeOf(f model.Figure, before []model.Figure) string {
	stem, ok := strings.CutSuffix(f.ID, "/after")
	if !ok {
		return ""
	}
	for _, b := range before {
		if b.ID == stem+"/before" {
			return b.ID
		}
	}
	return ""
}

// job is the measuring job of figure id of row, or nil.
func (v *Validation) job(row int, id string) *figureJob {
	for k := range v.jobs {
		if j := &v.jobs[k]; j.row == row && j.id == id {
			return j
		}
	}
	return nil
}
