package lessons

import (
	"fmt"

	"rxscope/model"
)

// Prep is the preparation of one step: the step's simulations and the
// filling of its texts, run in slices so that a visualizer can spread it
// over frames instead of freezing while it runs (in a browser a step's
// runs take from tens to hundreds of milliseconds).
//
//	p, _ := NewPrep(l, i)
//	for done := false; !done; {
//		done, err = p.Advance(2000) // about 2000 simulated packets
//	}
//	runner.Adopt(p)
//
// However the work is sliced, the figures come out the same: a run stops
// at the same packet whether it gets there in one call or in many.
type Prep struct {
	l    *Lesson
	i    int
	spec model.Window
	runs []Run          // the step's runs, its main run (Name "") first
	cfgs []model.Config // their configurations
	p    *prepared      // cfg, try and, once done, the runs

	got  []*result // by run: its result, measured here or given (Give)
	away []bool    // by run: measured elsewhere (Away), so Advance skips it
	left int       // runs without a result

	k     int             // the run Advance measures, when cur is set
	cur   *RunMeasurement // its measurement, nil between runs
	spare *model.Sim      // a finished simulation, rebuilt for the next run
	done  bool
	err   error
}

// newSimCost and resetSimCost are what building a simulation counts for
// in Advance's budget, in packets: model.New allocates and clears caches
// of several MiB, Sim.Reset only clears them.
const (
	newSimCost   = 400
	resetSimCost = 40
)

// NewPrep starts the preparation of step i of l. It checks the step's
// configurations at once; nothing runs until Advance.
func NewPrep(l *Lesson, i int) (*Prep, error) {
	if i < 0 || i >= len(l.Steps) {
		return nil, fmt.Errorf("lessons: %s has steps 0..%d, not %d", l.ID, len(l.Steps)-1, i)
	}
	st := &l.Steps[i]
	fail := func(err error) (*Prep, error) {
		return nil, fmt.Errorf("lessons: %s step %d (%s): %w", l.ID, i, st.Title, err)
	}
	cfg, err := l.Config(i)
	if err != nil {
		return fail(err)
	}
	spec := l.Window
	if st.Window != (model.Window{}) {
		spec = st.Window
	}
	if spec == (model.Window{}) {
		spec = DefaultWindow
	}
	pp := &Prep{l: l, i: i, spec: spec, p: &prepared{cfg: cfg, try: cfg, right: -1}}
	if err := apply(&pp.p.try, st.Try); err != nil {
		return fail(err)
	}
	pp.runs = append(pp.runs, Run{})
	pp.runs = append(pp.runs, st.Runs...)
	if len(st.Try) > 0 {
		pp.runs = append(pp.runs, Run{Name: TryRun, Set: st.Try})
	}
	for _, rn := range pp.runs {
		c := cfg
		if err := apply(&c, rn.Set); err != nil {
			return fail(fmt.Errorf("run %s: %w", rn.Name, err))
		}
		pp.cfgs = append(pp.cfgs, c)
	}
	pp.got, pp.away, pp.left = make([]*result, len(pp.runs)), make([]bool, len(pp.runs)), len(pp.runs)
	return pp, nil
}

// Lesson is the lesson of the step being prepared.
func (pp *Prep) Lesson() *Lesson { return pp.l }

// Index is the step being prepared (from 0).
func (pp *Prep) Index() int { return pp.i }

// Done reports whether the preparation has finished (or failed).
func (pp *Prep) Done() bool { return pp.done }

// Progress is the share of the preparation done, from 0 to 1: the runs
// finished and the part of the one Advance measures.
func (pp *Prep) Progress() float64 {
	if pp.done {
		return 1
	}
	part := 0.0
	if pp.cur != nil {
		part = pp.cur.meas.Progress()
	}
	return (float64(len(pp.runs)-pp.left) + min(part, 1)) / float64(len(pp.runs))
}

// Runs is how many simulations the step runs, and how many have finished.
func (pp *Prep) Runs() (finished, total int) { return len(pp.runs) - pp.left, len(pp.runs) }

// Advance runs about budget simulated packets of the preparation (at
// least one slice, unless every run left is measured elsewhere) and
// reports whether it has finished. An error is final: the step cannot be
// prepared.
func (pp *Prep) Advance(budget int) (done bool, err error) {
	for !pp.done {
		if pp.cur == nil {
			k := pp.nextHere()
			if k < 0 {
				break // the runs left are measured elsewhere (Idle)
			}
			cost := newSimCost
			if pp.spare != nil {
				cost = resetSimCost
			}
			m, err := pp.Measure(k, pp.spare)
			if err != nil {
				return true, pp.fail(err)
			}
			pp.spare, pp.cur, pp.k = nil, m, k
			budget -= cost
		} else {
			used, finished := pp.cur.Advance(max(budget, 1))
			budget -= used
			if finished {
				m := pp.cur
				pp.cur, pp.spare = nil, m.Sim()
				pp.put(pp.k, m.Figures())
			}
		}
		if budget <= 0 {
			break
		}
	}
	return pp.done, pp.err
}

// nextHere is the first run with no result that is not measured
// elsewhere, or -1.
func (pp *Prep) nextHere() int {
	for k, r := range pp.got {
		if r == nil && !pp.away[k] {
			return k
		}
	}
	return -1
}

// Away says run k (from 0, the main run first, as RunCount counts them)
// is measured elsewhere (on) and its figures will come by Give, or is
// left to Advance again (off: whatever measured it stopped). A run
// Advance was measuring is dropped.
func (pp *Prep) Away(k int, on bool) {
	if k < 0 || k >= len(pp.runs) || pp.done {
		return
	}
	pp.away[k] = on
	if on && pp.cur != nil && pp.k == k {
		if pp.spare == nil {
			pp.spare = pp.cur.Sim()
		}
		pp.cur = nil
	}
}

// Unstarted reports whether run k has no figures, is not measured
// elsewhere, and Advance has not started it: whether it is free to be
// measured elsewhere.
func (pp *Prep) Unstarted(k int) bool {
	return k >= 0 && k < len(pp.runs) && !pp.done && pp.got[k] == nil && !pp.away[k] && (pp.cur == nil || pp.k != k)
}

// Idle reports whether Advance has nothing to run: the preparation is
// not done and every run left is measured elsewhere.
func (pp *Prep) Idle() bool { return !pp.done && pp.cur == nil && pp.nextHere() < 0 }

// RunCount is how many runs the step makes: its main run, the runs it
// compares with, and the run of its Try knobs.
func (pp *Prep) RunCount() int { return len(pp.runs) }

// Give hands the preparation run k's figures, measured elsewhere
// (RunMeasurement, in a Web Worker): the step's figures are then the same
// numbers as when Advance measures the run. It reports whether the
// preparation has finished; a run that already has its figures keeps
// them.
func (pp *Prep) Give(k int, f RunFigures) (done bool, err error) {
	if k < 0 || k >= len(pp.runs) {
		return pp.done, fmt.Errorf("lessons: %s step %d has runs 0..%d, not %d", pp.l.ID, pp.i, len(pp.runs)-1, k)
	}
	if pp.done || pp.got[k] != nil {
		return pp.done, pp.err
	}
	if pp.cur != nil && pp.k == k {
		pp.Away(k, true)
	}
	pp.put(k, f)
	return pp.done, pp.err
}

// put records run k's figures; after the last run it fills the step's
// texts.
func (pp *Prep) put(k int, f RunFigures) {
	cfg := pp.cfgs[k]
	geo, err := model.NewGeometry(cfg.GeometryParams())
	if err != nil {
		pp.fail(fmt.Errorf("run %s: %w", pp.runs[k].Name, err))
		return
	}
	prof, err := cfg.MachineProfile()
	if err != nil {
		pp.fail(fmt.Errorf("run %s: %w", pp.runs[k].Name, err))
		return
	}
	pp.got[k] = &result{name: pp.runs[k].Name, changes: settingsText(pp.runs[k].Set), cfg: cfg, geo: geo, prof: prof, met: f.met, tr: f.tr}
	if pp.left--; pp.left > 0 {
		return
	}
	pp.done = true
	pp.p.runs = append(pp.p.runs[:0], pp.got...)
	if err := pp.p.fill(&pp.l.Steps[pp.i]); err != nil {
		pp.fail(err)
	}
}

// Lend gives the preparation a simulation nothing else uses any more, for
// its runs to rebuild (model.Sim.Reset) instead of allocating their own;
// Spare takes it back once the preparation is done. Lending changes no
// figure: a Reset simulation runs exactly as a new one.
func (pp *Prep) Lend(s *model.Sim) {
	if pp.spare == nil && !pp.done {
		pp.spare = s
	}
}

// Spare returns the simulation the preparation's last run used, for the
// next preparation to Lend, once it is done (nil before, or if none ran).
func (pp *Prep) Spare() *model.Sim {
	if !pp.done {
		return nil
	}
	s := pp.spare
	pp.spare = nil
	return s
}

func (pp *Prep) fail(err error) error {
	st := &pp.l.Steps[pp.i]
	if pp.cur != nil && pp.spare == nil {
		pp.spare = pp.cur.Sim()
	}
	pp.done, pp.cur = true, nil
	pp.err = fmt.Errorf("lessons: %s step %d (%s): %w", pp.l.ID, pp.i, st.Title, err)
	return pp.err
}

// finished is the prepared step, or nil before the end or after an error.
func (pp *Prep) finished() *prepared {
	if !pp.done || pp.err != nil {
		return nil
	}
	return pp.p
}
