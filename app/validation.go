package app

import (
	"math"
	"strings"

	"rxscope/model"
	"rxscope/model/validation"
)

// Validation measures every figure of the configurations the seeds
// measured (validation.MeasuredScenes), exactly as rxsim validate does
// (validation.DefaultOptions: the same warm-up, window and burst), one
// slice at a time as background work (a Job of PrioritySceneList), so the
// list on the screen sets the model's values beside the seed's as they
// come: the validation report, where the model is close and where it is
// not. The figures are measured in one reused simulation (Sim.Reset).
// With Workers (UseWorkers) the figures are measured beside the drawing,
// shared among the workers in runs of figures, and Work only announces
// the rows whose figures arrived; a worker that stops leaves its figures
// to the frames.
//
// Once every figure has ended, the validation searches the levers of the
// rows' figures (validation.Lever), as rxsim validate -levers does: how far
// one parameter would have to move to carry a figure the model misses.
// The searches are jobs like the figures (JobLevers in the workers, a
// validation.LeverSearch a slice at a time in the frames), made once: their
// words (LeverText) stay for as long as the Validation.
type Validation struct {
	rows  []validation.Measured
	opts  validation.Options
	jobs  []figureJob
	cur   int                // the figure the frames measure, when meas is not nil
	meas  *model.Measurement // its measurement
	spare *model.Sim         // the last job's simulation, Reset for the next
	ended int                // figures measured or refused
	nfig  int                // the figures: jobs[:nfig]; the levers follow

	search  *validation.LeverSearch // the lever the frames search, when not nil: jobs[cur]
	leverAt map[validation.LeverKey]int

	workers []*Worker
	chunks  []figureChunk // the figures the workers were asked for and have not answered
	remote  bool          // a worker was usable at the last ask: the frames measure only local figures
	news    []int         // rows whose figures the workers gave, not yet announced
	newsAt  int           // the first of news not announced
}

// figureJob is one run of a figure of one row to measure (a gain or a
// spread has several, each a job: its value is theirs combined, as
// validation.Figure.Combine), or one lever of a figure to search (lever ≥ 0).
type figureJob struct {
	row    int
	id     string // the figure's ID
	run    validation.Run
	part   int // the run's index in the figure's Runs
	parts  int // how many runs the figure has
	value  float64
	done   bool
	failed bool
	remote uint64 // the worker's job it is part of, 0 when the frames have it
	local  bool   // a worker could not measure it: the frames do
	lever  int    // the lever's index in validation.PublishedLevers; -1: a figure
	key    validation.LeverKey
	text   string                 // the lever's words: "searching dram-ns …", then its Summary
	res    validation.LeverResult // what the lever's search found, once done
	sum    string                 // res.Summary(), made once
}

// figureChunk is a figure one worker was asked for.
type figureChunk struct {
	w  *Worker
	id uint64
}

// OffBy is how far from the published value a model value is said to be
// off: 15%, the spread over which validate's own report says so.
const OffBy = 0.15

// validationChunk is the packets a slice of the validation runs.
const validationChunk = 500

// NewValidation prepares the measuring of every figure of rows, today's
// driver's twins included, with o's warm-up and window (the app passes
// validation.DefaultOptions, as rxsim validate); nothing runs until
// Work.
func NewValidation(rows []validation.Measured, o validation.Options) *Validation {
	v := &Validation{rows: rows, opts: o, leverAt: map[validation.LeverKey]int{}}
	var levers []figureJob
	index := map[validation.LeverKey]int{}
	for k, key := range validation.PublishedLevers() {
		index[key] = k
	}
	for i, m := range rows {
		for _, fs := range [][]validation.Figure{m.Before, m.Figures} {
			for _, f := range fs {
				for n, r := range f.Runs {
					v.jobs = append(v.jobs, figureJob{row: i, id: f.ID, run: r, part: n, parts: len(f.Runs), lever: -1})
				}
				for n, l := range f.Levers {
					key := validation.LeverKey{Figure: f.ID, Lever: n}
					if _, seen := v.leverAt[key]; seen {
						continue // a figure two rows show: searched once
					}
					v.leverAt[key] = len(levers)
					levers = append(levers, figureJob{row: i, id: f.ID, lever: index[key], key: key, text: "searching " + l.Param + " …"})
				}
			}
		}
	}
	v.nfig = len(v.jobs)
	for key := range v.leverAt {
		v.leverAt[key] += v.nfig
	}
	v.jobs = append(v.jobs, levers...)
	return v
}

// UseWorkers makes the figures left ws's to measure (none: the frames
// measure them); they are asked at the next Pending.
func (v *Validation) UseWorkers(ws []*Worker) {
	v.release(func(figureChunk) bool { return true })
	v.workers = ws
}

// ask hands each usable worker the next figures nobody measures, one
// at a time, until it holds validationQueue of them: the figures go to
// whichever worker is free first, so a worker whose figures run long
// (a TCP run of seed 004 takes fifty times a burst of seed 003) takes
// fewer of them, and the list ends when the last figure does, not when
// the slower half does. A worker holds a second figure queued behind
// the one it runs, so it never waits for the frames to ask again. It
// reports whether any worker is usable; with none, the frames measure
// the figures. It allocates only what it sends.
func (v *Validation) ask() (remote bool) {
	v.remote = false
	for _, w := range v.workers {
		if !w.Usable() {
			continue
		}
		v.remote = true
		if (v.meas != nil || v.search != nil) && !v.jobs[v.cur].local { // the job in progress starts again in a worker
			v.dropLocal()
		}
		for held := v.held(w); held < validationQueue; held++ {
			k := v.free(true)
			if k < 0 {
				return true
			}
			req := Request{Kind: JobValidation, Rows: len(v.rows), From: k, To: k + 1, Options: v.opts}
			if l := v.jobs[k].lever; l >= 0 {
				req = Request{Kind: JobLevers, From: l, Options: v.opts}
			}
			id := w.send(req, v)
			v.jobs[k].remote = id
			v.chunks = append(v.chunks, figureChunk{w, id})
		}
	}
	return v.remote
}

// validationQueue is how many figures a worker holds at once: the one
// it measures and the next.
const validationQueue = 2

// held counts the figures worker w was asked for and has not answered.
func (v *Validation) held(w *Worker) int {
	n := 0
	for _, c := range v.chunks {
		if c.w == w {
			n++
		}
	}
	return n
}

// free is the first figure neither ended nor a worker's that a worker
// may take (worker true) or the frames measure (false: any while no
// worker is usable, else one a worker could not measure), or -1. A
// lever's search waits until every figure has ended: the figures come
// first.
func (v *Validation) free(worker bool) int {
	for k := range v.jobs {
		j := &v.jobs[k]
		if j.ended() || j.remote != 0 || j.lever >= 0 && v.ended < v.nfig {
			continue
		}
		if worker && !j.local || !worker && (j.local || !v.remote) {
			return k
		}
	}
	return -1
}

// ended reports whether the figure is measured or refused.
func (j *figureJob) ended() bool { return j.done || j.failed }

// release cancels the chunks drop selects and gives their figures back:
// to the next ask, or to the frames.
func (v *Validation) release(drop func(figureChunk) bool) {
	v.forget(drop, true)
}

// forget drops the chunks drop selects, cancelling their jobs when
// cancel is set (a job that ended needs none), and frees their figures
// not measured.
func (v *Validation) forget(drop func(figureChunk) bool, cancel bool) {
	kept := v.chunks[:0]
	for _, c := range v.chunks {
		if !drop(c) {
			kept = append(kept, c)
			continue
		}
		if cancel {
			c.w.cancel(c.id)
		}
		for k := range v.jobs {
			if v.jobs[k].remote == c.id {
				v.jobs[k].remote = 0
			}
		}
	}
	v.chunks = kept
}

// Pending reports whether figures are left to measure in the frames, or
// figures from the workers to announce. With usable workers, it first
// hands them the next figures (ask), and the frames measure only those
// a worker could not.
func (v *Validation) Pending() bool {
	if v.newsAt < len(v.news) {
		return true
	}
	v.ask()
	return v.meas != nil || v.search != nil || v.free(false) >= 0
}

// take records a figure a worker measured. A worker that could not run
// the job (Err, on no figure in particular) leaves its figure to the
// frames.
func (v *Validation) take(a Reply) {
	if a.ID == 0 {
		return
	}
	if a.Err != "" {
		for k := range v.jobs {
			if v.jobs[k].remote == a.ID {
				v.jobs[k].local = true
			}
		}
		v.forget(func(c figureChunk) bool { return c.id == a.ID }, false)
		return
	}
	k := a.Point
	if a.Lever != nil {
		k = v.leverJob(a.Point)
	}
	if k < 0 || k >= len(v.jobs) || v.jobs[k].remote != a.ID {
		return
	}
	j := &v.jobs[k]
	j.remote = 0
	if a.Lever != nil {
		res, err := a.Lever.Result(j.key, v.opts)
		v.endLever(j, res, err)
	} else {
		j.value, j.done, j.failed = a.Value, !a.Failed, a.Failed
		v.ended++
	}
	if v.news == nil {
		v.news = make([]int, 0, len(v.jobs))
	}
	v.news = append(v.news, j.row)
	if a.Done {
		v.forget(func(c figureChunk) bool { return c.id == a.ID }, false)
	}
}

// lost gives the figures of the workers that stopped back to the frames.
func (v *Validation) lost() {
	v.release(func(c figureChunk) bool { return c.w.State() == WorkerFailed })
}

// Remote reports whether workers are measuring figures.
func (v *Validation) Remote() bool { return len(v.chunks) > 0 }

// Work runs one slice of the figure in progress and returns the row
// whose figure it finished (measured, or refused by the model), or -1;
// with workers, it returns the next row whose figure a worker gave.
func (v *Validation) Work() (row int) {
	if v.newsAt < len(v.news) {
		row = v.news[v.newsAt]
		if v.newsAt++; v.newsAt == len(v.news) {
			v.news, v.newsAt = v.news[:0], 0
		}
		return row
	}
	if v.meas == nil && v.search == nil {
		if v.cur = v.free(false); v.cur < 0 {
			return -1
		}
	}
	j := &v.jobs[v.cur]
	if j.lever >= 0 {
		return v.workLever(j)
	}
	if v.meas == nil {
		m, err := j.run.StartMeasurement(v.opts, v.spare)
		if err != nil {
			j.failed = true
			v.ended++
			return j.row
		}
		v.meas, v.spare = m, nil
	}
	if !v.meas.Advance(validationChunk) {
		return -1
	}
	j.value, j.done = v.meas.Value(), true
	v.ended++
	v.spare, v.meas = v.meas.Sim(), nil
	return j.row
}

// Progress is how many figures are measured (every run of a gain or a
// spread), and how many there are (the levers not counted).
func (v *Validation) Progress() (done, total int) {
	for k := 0; k < v.nfig; k += max(v.jobs[k].parts, 1) {
		total++
		if v.figureEnded(k) {
			done++
		}
	}
	return done, total
}

// figureEnded reports whether every run of the figure whose first job
// is k has ended.
func (v *Validation) figureEnded(k int) bool {
	for n := k; n < min(k+v.jobs[k].parts, v.nfig); n++ {
		if !v.jobs[n].ended() {
			return false
		}
	}
	return true
}

// FigureState is how far a figure's measuring is.
type FigureState uint8

const (
	FigurePending  FigureState = iota // not measured yet
	FigureMeasured                    // measured: its value is the model's
	FigureFailed                      // the model refused its configuration
)

// Value is the model's value of figure id of row, in the unit of its
// measure (a gain or a spread in %, its runs combined as rxsim validate
// combines them), and how far its measuring is: failed when the model
// refused one of its runs.
func (v *Validation) Value(row int, id string) (float64, FigureState) {
	k := v.job(row, id)
	if k < 0 {
		return 0, FigurePending
	}
	var vs [maxFigureRuns]float64
	n := min(v.jobs[k].parts, len(vs))
	state := FigureMeasured
	for p := range n {
		switch j := &v.jobs[k+p]; {
		case j.failed:
			return 0, FigureFailed
		case !j.done:
			state = FigurePending
		}
		vs[p] = v.jobs[k+p].value
	}
	if state != FigureMeasured {
		return 0, state
	}
	f, ok := v.figure(row, id)
	if !ok {
		return 0, FigurePending
	}
	return f.Combine(vs[:n]), FigureMeasured
}

// maxFigureRuns is the most runs a published figure has (a spread over
// three distances), so that Value combines them without allocating.
const maxFigureRuns = 4

// figure is figure id of row.
func (v *Validation) figure(row int, id string) (validation.Figure, bool) {
	m := &v.rows[row]
	for _, fs := range [][]validation.Figure{m.Before, m.Figures} {
		for _, f := range fs {
			if f.ID == id {
				return f, true
			}
		}
	}
	return validation.Figure{}, false
}

// Ratio is the model's value of figure f of row over the published one,
// and whether both are known.
func (v *Validation) Ratio(row int, f validation.Figure) (float64, bool) {
	val, st := v.Value(row, f.ID)
	if st != FigureMeasured || f.Published == 0 {
		return 0, false
	}
	r := val / f.Published
	return r, !math.IsNaN(r) && !math.IsInf(r, 0)
}

// Off reports whether a figure of row measured so far is off the
// published one by more than OffBy (FigureOff).
func (v *Validation) Off(row int) bool {
	m := v.rows[row]
	for _, fs := range [][]validation.Figure{m.Before, m.Figures} {
		for _, f := range fs {
			if v.FigureOff(row, f) {
				return true
			}
		}
	}
	return false
}

// FigureOff reports whether figure f of row, measured, is off the
// published value by more than OffBy, by the rule rxsim validate counts
// with (validation.Within): a figure published as 0 is off when the
// model's value is not 0 too.
func (v *Validation) FigureOff(row int, f validation.Figure) bool {
	val, st := v.Value(row, f.ID)
	return st == FigureMeasured && !math.IsNaN(f.Published) && !math.IsNaN(val) && !validation.Within(f.Published, val, OffBy)
}

// Text is the model's values of row's figures, in the order and with the
// arrows and the units of validation.Measured.Quote: "2.86 → 3.44 Mpps",
// "1039 → 716 cycles/packet", "2.86 → …" while
// the after run is measured, "—" for a figure the model cannot run, a
// gain or a spread as "+19.8%".
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
			switch val, st := v.Value(row, id); {
			case st == FigurePending:
				b.WriteString("…")
				return b.String()
			case st == FigureFailed:
				b.WriteString("—")
			case f.Kind != validation.FigureValue:
				b.WriteString(f.ModelText(val)) // a gain or a spread: "+19.8%"
			default:
				b.WriteString(model.FormatMeasureShort(val, f.Runs[0].Measure))
			}
			if id != f.ID {
				b.WriteString(" → ")
			}
		}
		if f.Kind == validation.FigureValue {
			b.WriteString(" " + f.Runs[0].Measure.UnitWord())
		}
	}
	return b.String()
}

// beforeOf is the ID of after figure f's today's-driver twin among
// before, or "".
func beforeOf(f validation.Figure, before []validation.Figure) string {
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

// job is the first measuring job of figure id of row (its runs' jobs
// follow it), or -1.
func (v *Validation) job(row int, id string) int {
	for k := range v.nfig {
		if j := &v.jobs[k]; j.row == row && j.id == id {
			return k
		}
	}
	return -1
}

// workLever searches a slice of lever job j in the frames and returns
// its row when the search ended, else -1.
func (v *Validation) workLever(j *figureJob) int {
	if v.search == nil {
		s, err := validation.StartLeverSearch(j.key, v.opts, v.spare)
		if err != nil {
			v.endLever(j, validation.LeverResult{}, err)
			return j.row
		}
		v.search, v.spare = s, nil
	}
	if !v.search.Advance(validationChunk) {
		return -1
	}
	res, err := v.search.Result()
	v.spare, v.search = v.search.Sim(), nil
	v.endLever(j, res, err)
	return j.row
}

// endLever records lever job j's search: its words, or why it failed;
// where the ended levers of a seed on one parameter each meet their
// figure, their words say whether one value carries them all
// (validation.LeverAgreement), rewritten as each ends.
func (v *Validation) endLever(j *figureJob, res validation.LeverResult, err error) {
	if err != nil {
		j.failed, j.text = true, j.key.Figure+": the search of its lever failed: "+err.Error()
		return
	}
	j.done, j.res, j.sum = true, res, res.Summary()
	j.text = j.sum
	var group []validation.LeverResult // the ended levers of its seed on its parameter
	for _, o := range v.jobs[v.nfig:] {
		if o.done && o.res.Param == res.Param && o.res.Figure.Seed == res.Figure.Seed {
			group = append(group, o.res)
		}
	}
	for k := v.nfig; k < len(v.jobs); k++ {
		// each of the group's tips says whether one value carries them all
		if o := &v.jobs[k]; o.done && o.res.Param == res.Param && o.res.Figure.Seed == res.Figure.Seed {
			if agree, ok := validation.LeverAgreement(group, o.res); ok {
				o.text = o.sum + ". " + agree
			}
		}
	}
}

// dropLocal stops what the frames measure or search; it starts again
// from its beginning, in a worker or in the frames.
func (v *Validation) dropLocal() {
	switch {
	case v.meas != nil:
		v.spare, v.meas = v.meas.Sim(), nil
	case v.search != nil:
		v.search.Stop()
		v.spare, v.search = v.search.Sim(), nil
	}
}

// leverJob is the job of lever k of validation.PublishedLevers, or -1.
func (v *Validation) leverJob(k int) int {
	for n := v.nfig; n < len(v.jobs); n++ {
		if v.jobs[n].lever == k {
			return n
		}
	}
	return -1
}

// LeverText is the words of lever n of figure id: "searching dram-ns …"
// until its search has ended, then what it found
// (validation.LeverResult.Summary); false when the figure has no such lever.
func (v *Validation) LeverText(id string, n int) (string, bool) {
	k, ok := v.leverAt[validation.LeverKey{Figure: id, Lever: n}]
	if !ok {
		return "", false
	}
	return v.jobs[k].text, true
}

// LeversDone is how many lever searches have ended, and how many there
// are.
func (v *Validation) LeversDone() (done, total int) {
	for _, j := range v.jobs[v.nfig:] {
		if j.ended() {
			done++
		}
	}
	return done, len(v.jobs) - v.nfig
}
