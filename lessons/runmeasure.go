package lessons

import (
	"fmt"

	"rxscope/model"
)

// RunMeasurement is one run of a step measured in slices: the run's
// configuration over the step's model.Window, its trace kept as the
// figures of its lines need. Prep measures its runs with it; a Web
// Worker measures a run the same way (Prep.Measure) and hands back its
// Figures, which the app gives the step's Prep (Give).
type RunMeasurement struct {
	meas *model.Measurement
	done bool
}

// Measure starts run k of the step (from 0, its main run first) in the
// arrays of spare when it is not nil (model.Renew: the same figures as a
// new simulation's). Nothing runs until Advance.
func (pp *Prep) Measure(k int, spare *model.Sim) (*RunMeasurement, error) {
	if k < 0 || k >= len(pp.runs) {
		return nil, fmt.Errorf("lessons: %s step %d has runs 0..%d, not %d", pp.l.ID, pp.i, len(pp.runs)-1, k)
	}
	s, err := model.Renew(spare, pp.cfgs[k])
	if err != nil {
		return nil, fmt.Errorf("run %s: %w", pp.runs[k].Name, err)
	}
	s.SetTraceLevel(model.TraceLines)
	s.SetTraceCapacity(traceEvents)
	return &RunMeasurement{meas: model.NewMeasurement(s, pp.spec)}, nil
}

// Advance runs up to budget simulated packets of the run and returns how
// much of the budget it used, and whether the run has finished.
func (m *RunMeasurement) Advance(budget int) (used int, done bool) {
	if m.done {
		return 0, true
	}
	used, m.done = m.meas.Spend(budget)
	return used, m.done
}

// Figures are what the step's figures read from the finished run.
func (m *RunMeasurement) Figures() RunFigures {
	s := m.meas.Sim()
	return RunFigures{met: s.Metrics(), tr: collectTrace(s.Trace())}
}

// Sim is the run's simulation, for the next run to rebuild once this one
// is finished or given up.
func (m *RunMeasurement) Sim() *model.Sim { return m.meas.Sim() }
