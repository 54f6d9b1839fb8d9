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
	p    *prepared      // cfg, try and the finished runs

	k     int                // the run in progress
	sim   *model.Sim         // its simulation, nil between runs
	meas  *model.Measurement // its measurement (the step's model.Window)
	spare *model.Sim         // a finished simulation, rebuilt for the next run
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
	return pp, nil
}

// Lesson is the lesson of the step being prepared.
func (pp *Prep) Lesson() *Lesson { return pp.l }

// Index is the step being prepared (from 0).
func (pp *Prep) Index() int { return pp.i }

// Done reports whether the preparation has finished (or failed).
func (pp *Prep) Done() bool { return pp.done }

// Progress is the share of the preparation done, from 0 to 1: the runs
// finished and the part of the current one.
func (pp *Prep) Progress() float64 {
	if pp.done {
		return 1
	}
	part := 0.0
	if pp.meas != nil {
		part = pp.meas.Progress()
	}
	return (float64(pp.k) + min(part, 1)) / float64(len(pp.runs))
}

// Runs is how many simulations the step runs, and how many have finished.
func (pp *Prep) Runs() (finished, total int) { return pp.k, len(pp.runs) }

// Advance runs about budget simulated packets of the preparation (at
// least one slice) and reports whether it has finished. An error is
// final: the step cannot be prepared.
func (pp *Prep) Advance(budget int) (done bool, err error) {
	for !pp.done {
		if pp.sim == nil {
			cost := newSimCost
			if pp.spare != nil {
				cost = resetSimCost
			}
			if err := pp.start(); err != nil {
				return true, pp.fail(err)
			}
			budget -= cost
		} else {
			budget -= pp.slice(max(budget, 1))
		}
		if budget <= 0 {
			break
		}
	}
	return pp.done, pp.err
}

// start builds the simulation of the next run, in the spare one's
// arrays when there is one.
func (pp *Prep) start() error {
	s, err := model.Renew(pp.spare, pp.cfgs[pp.k])
	if err != nil {
		return fmt.Errorf("run %s: %w", pp.runs[pp.k].Name, err)
	}
	pp.spare = nil
	s.SetTraceLevel(model.TraceLines)
	s.SetTraceCapacity(traceEvents)
	pp.sim, pp.meas = s, model.NewMeasurement(s, pp.spec)
	return nil
}

// slice runs up to n packets of the current run's measurement and
// returns how much of the budget it used.
func (pp *Prep) slice(n int) int {
	used, done := pp.meas.Spend(n)
	if done {
		pp.finishRun()
	}
	return used
}

// finishRun reads the figures of the current run and moves to the next;
// after the last it fills the step's texts.
func (pp *Prep) finishRun() {
	s := pp.sim
	r := &result{name: pp.runs[pp.k].Name, changes: settingsText(pp.runs[pp.k].Set), cfg: pp.cfgs[pp.k], geo: s.Geometry(), prof: s.Profile(), met: s.Metrics()}
	r.tr = collectTrace(s.Trace())
	pp.p.runs = append(pp.p.runs, r)
	pp.sim, pp.meas, pp.spare = nil, nil, s
	pp.k++
	if pp.k < len(pp.runs) {
		return
	}
	pp.done = true
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
	pp.done, pp.sim = true, nil
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
