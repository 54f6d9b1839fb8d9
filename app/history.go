package app

import "rxscope/model"

// Taking a step back. The model cannot run backwards, but it is
// deterministic: the same calls from time zero give the same state, down
// to the last trace record. So the session logs every advance of the
// "after" simulation (runs to a time while playing, single events,
// packets), and Backspace takes back the last step the user took by
// building both simulations again and replaying the log without it, a
// slice per frame (a long run takes a moment to replay, and the screen
// must not freeze meanwhile).
// Consecutive runs to a time merge into the last (running to a and then
// to b is running to b), and so do the events a slow speed plays, so the
// log stays as short as the user's own steps.

// actionKind is one kind of advance.
type actionKind uint8

const (
	actUntil  actionKind = iota // RunUntil(t)
	actEvents                   // n single events (Step)
	actPacket                   // one packet (StepPacket)
)

// action is one advance of after.
type action struct {
	kind actionKind
	user bool // a step the user took (E, N, their buttons): one Backspace takes it back
	n    int
	t    model.Time
}

// record adds a to the log, merging it into the last advance when it
// continues it.
func (s *Session) record(a action) {
	if k := len(s.log); k > 0 {
		last := &s.log[k-1]
		switch {
		case a.kind == actUntil && last.kind == actUntil:
			last.t = a.t
			return
		case a.kind == actEvents && !a.user && last.kind == actEvents && !last.user:
			last.n += a.n
			return
		}
	}
	s.log = append(s.log, a)
}

// CanStepBack reports whether the last advance is a step the user took.
func (s *Session) CanStepBack() bool {
	k := len(s.log)
	return k > 0 && s.log[k-1].user
}

// replay is a step back in progress: fresh simulations replaying the log
// without its last step, a slice per frame, while the screen keeps the
// old ones; they take their place when the replay reaches the end.
type replay struct {
	after, before *model.Sim
	acts          []action
	i             int // the advance being replayed
	events        int // single events of acts[i] replayed
}

// replaySlice is how far a run to a time is replayed between two looks at
// the clock.
const replaySlice = 5 * model.Microsecond

// BeginStepBack starts taking back the user's last step and pauses; the
// screen keeps the current moment until StepBackSlice completes it. It
// reports whether there was a step to take back.
func (s *Session) BeginStepBack() bool {
	if s.back != nil || !s.CanStepBack() {
		return false
	}
	after, before := s.spare[0], s.spare[1]
	if err := renewPair(s.cfg, &after, &before); err != nil {
		return false // the configuration ran before: the model accepts it
	}
	s.spare = [2]*model.Sim{}
	s.back = &replay{after: after, before: before, acts: append([]action(nil), s.log[:len(s.log)-1]...)}
	s.paused = true
	return true
}

// StepBackSlice replays one slice (a run of replaySlice, one event or
// one packet) and reports whether the step back is complete (the
// replayed simulations are then on the screen). The replay runs the same
// calls however it is sliced, so the state it reaches is exact.
func (s *Session) StepBackSlice() bool {
	r := s.back
	if r == nil {
		return true
	}
	if r.i == len(r.acts) {
		// before runs up to after's time, as it does after every advance
		if t := r.after.Now(); r.before.Now() < t {
			r.before.RunUntil(min(t, r.before.Now()+replaySlice))
			return false
		}
		s.spare = [2]*model.Sim{s.after, s.before}
		s.after, s.before, s.log = r.after, r.before, r.acts
		s.back = nil
		s.steps++
		return true
	}
	switch a := &r.acts[r.i]; a.kind {
	case actUntil:
		r.after.RunUntil(min(a.t, r.after.Now()+replaySlice))
		if r.after.Now() >= a.t {
			r.i++
		}
	case actEvents:
		r.after.Step()
		if r.events++; r.events == a.n {
			r.i, r.events = r.i+1, 0
		}
	case actPacket:
		r.after.StepPacket()
		r.i++
	}
	return false
}
