package viz

import "rxscope/model"

// Taking a step back. The model cannot run backwards, but it is
// deterministic: the same calls from time zero give the same state, down
// to the last trace record. So the session logs every advance of the
// "after" simulation (runs to a time while playing, single events,
// packets), and Backspace takes back the last step the user took by
// building both simulations again and replaying the log without it.
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
func (s *session) record(a action) {
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

// canStepBack reports whether the last advance is a step the user took.
func (s *session) canStepBack() bool {
	k := len(s.log)
	return k > 0 && s.log[k-1].user
}

// stepBack takes back the user's last step: fresh simulations replay
// every advance before it. It reports whether there was a step to take
// back.
func (s *session) stepBack() bool {
	if !s.canStepBack() {
		return false
	}
	acts := append([]action(nil), s.log[:len(s.log)-1]...)
	if err := s.start(s.cfg); err != nil {
		return false // the configuration ran before: the model accepts it
	}
	for _, a := range acts {
		switch a.kind {
		case actUntil:
			s.after.RunUntil(a.t)
		case actEvents:
			for range a.n {
				s.after.Step()
			}
		case actPacket:
			s.after.StepPacket()
		}
	}
	s.before.RunUntil(s.after.Now())
	s.log = append(s.log[:0], acts...)
	s.paused = true
	s.steps++
	return true
}

// stepBack takes back the user's last step, or says why it cannot.
func (g *Game) stepBack() {
	if !g.ses.stepBack() {
		g.Notify("Backspace takes back a step taken with E or N: there is none to take back since the last play, reset or knob change")
		return
	}
	g.log.marked, g.log.total = g.ses.after.Trace().Total(), 0
	g.refresh()
}
