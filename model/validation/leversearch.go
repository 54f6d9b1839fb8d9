package validation

import (
	"errors"
	"fmt"

	"rxscope/model"
)

// LeverKey names one lever of the published figures: the figure's ID and
// the lever's place among its Levers.
type LeverKey struct {
	Figure string
	Lever  int
}

// PublishedLevers is every lever of PublishedFigures, in the order
// rxsim validate -levers prints them.
func PublishedLevers() []LeverKey {
	var ks []LeverKey
	for _, f := range PublishedFigures() {
		for i := range f.Levers {
			ks = append(ks, LeverKey{Figure: f.ID, Lever: i})
		}
	}
	return ks
}

// LeverFor is lever k as a LeverResult with nothing searched yet: its
// figure, its parameter's spec, its shipped value (with o.Set) and the
// fitted figure it names; the values a search finds are NaN. A program
// that had the search made elsewhere (a Web Worker) adds them.
func LeverFor(k LeverKey, o Options) (LeverResult, error) {
	f, l, byID, err := leverOf(k)
	if err != nil {
		return LeverResult{}, err
	}
	return leverFor(f, l, byID, o)
}

// leverOf finds lever k among the published figures, and every figure
// by ID (a direction's and the fitted one).
func leverOf(k LeverKey) (Figure, Lever, map[string]Figure, error) {
	figs := PublishedFigures()
	byID := make(map[string]Figure, len(figs))
	for _, f := range figs {
		byID[f.ID] = f
	}
	f, ok := byID[k.Figure]
	if !ok {
		return f, Lever{}, nil, fmt.Errorf("lever: no published figure %q", k.Figure)
	}
	if k.Lever < 0 || k.Lever >= len(f.Levers) {
		return f, Lever{}, nil, fmt.Errorf("lever: figure %s has %d levers; there is no lever %d", k.Figure, len(f.Levers), k.Lever)
	}
	return f, f.Levers[k.Lever], byID, nil
}

// LeverSearch is one lever searched exactly as rxsim validate -levers
// searches it (the same solve, the same figures' values), but a slice
// at a time, so that a program drawing frames, or a Web Worker that
// must hear a cancel, can spread it out: Advance runs a bounded number
// of packets of the probe in progress.
//
// The search itself (solveLever) runs in a goroutine of its own that
// never simulates: whenever it needs a run's value it hands the run to
// Advance and waits. Only one side runs at a time, so the outcome is the
// model's, deterministic and equal to the unsliced search's. A search
// that is not run to its end must be Stopped, which ends the goroutine.
//
//	s, _ := StartLeverSearch(k, DefaultOptions(), nil)
//	for !s.Advance(500) {
//	}
//	r, err := s.Result()
type LeverSearch struct {
	o     Options
	need  chan leverRun      // the search asks for a run's value
	give  chan leverValue    // and gets it back
	stop  chan struct{}      // closed by Stop
	end   chan struct{}      // closed when the search has returned
	meas  *model.Measurement // the run in progress, or nil
	spare *model.Sim         // the last run's simulation, Reset for the next
	res   LeverResult        // the search's outcome, once end is closed
	err   error
	param string // the lever's parameter, for the words "searching dram-ns"
}

// leverRun is a run the search needs measured, in its configuration.
type leverRun struct {
	run Run
	cfg model.Config
}

// leverValue is a run's value, or why it has none.
type leverValue struct {
	v   float64
	err error
}

// errLeverStopped ends a search that was Stopped.
var errLeverStopped = errors.New("lever: the search was stopped")

// StartLeverSearch prepares the search of lever k with o's warm-up and
// window, measuring in sim's arrays (Sim.Reset) when sim is not nil.
// Nothing is measured until Advance.
func StartLeverSearch(k LeverKey, o Options, sim *model.Sim) (*LeverSearch, error) {
	f, l, byID, err := leverOf(k)
	if err != nil {
		return nil, err
	}
	s := &LeverSearch{
		o: o, spare: sim, param: l.Param,
		need: make(chan leverRun), give: make(chan leverValue),
		stop: make(chan struct{}), end: make(chan struct{}),
	}
	go func() {
		defer close(s.end)
		s.res, s.err = solveLever(f, l, byID, o, map[string]float64{}, s.ask)
	}()
	return s, nil
}

// ask is the search's runMeasurer: it hands the run to Advance and waits
// for its value.
func (s *LeverSearch) ask(r Run, cfg model.Config, _ Options) (float64, error) {
	select {
	case s.need <- leverRun{r, cfg}:
	case <-s.stop:
		return 0, errLeverStopped
	}
	select {
	case v := <-s.give:
		return v.v, v.err
	case <-s.stop:
		return 0, errLeverStopped
	}
}

// Advance measures about budget packets of the search's runs (at least
// one slice, more than one run when they are short) and reports whether
// the search has ended.
func (s *LeverSearch) Advance(budget int) bool {
	budget = max(budget, 1)
	for budget > 0 {
		if s.meas == nil {
			select {
			case n := <-s.need:
				if err := s.begin(n); err != nil {
					s.give <- leverValue{err: err}
					continue
				}
			case <-s.end:
				return true
			}
		}
		used, done := s.meas.Spend(budget)
		budget -= used
		if done {
			v := s.meas.Value()
			s.spare, s.meas = s.meas.Sim(), nil
			s.give <- leverValue{v: v}
		}
	}
	return false
}

// begin starts the measurement of run n, as Run.StartMeasurement does.
func (s *LeverSearch) begin(n leverRun) error {
	m, err := n.run.startMeasurement(n.cfg, s.o, s.spare)
	if err != nil {
		return err
	}
	s.meas, s.spare = m, nil
	return nil
}

// Param is the lever's parameter, as rxsim profile names it.
func (s *LeverSearch) Param() string { return s.param }

// Result is the lever searched, once Advance has reported the end.
func (s *LeverSearch) Result() (LeverResult, error) {
	select {
	case <-s.end:
		return s.res, s.err
	default:
		return LeverResult{}, fmt.Errorf("lever: the search of %s has not ended", s.param)
	}
}

// Stop ends a search before its end; its goroutine returns. Stopping an
// ended search does nothing.
func (s *LeverSearch) Stop() {
	select {
	case <-s.stop:
	default:
		close(s.stop)
	}
	<-s.end
}

// Sim is the simulation the search measured in, for the next
// measurement to take over once the search has ended or stopped.
func (s *LeverSearch) Sim() *model.Sim {
	if s.meas != nil {
		return s.meas.Sim()
	}
	return s.spare
}
