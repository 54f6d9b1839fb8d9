package app

import "rxscope/model"

// A paused state opened from an address stands at a time: the one its
// address names, or, when it names none (a still picture written by
// hand, "?paused=1"), the first instant at which the live figures are
// measured, the end of the live window (LiveWindow: the warm-up's
// packets, then the window's). It is run there by the warm-up job
// (WarmUpJob) in slices of WarmUpChunk packets within the frames'
// budget (Scheduler), as a lesson step opens, never in one long frame:
// some two thousand packets of both simulations cost tens of
// milliseconds in a browser.
//
// The warm-up's end comes first when the named time lies past it, so
// that the live window's base is read at the same instant as when the
// state was measured: a link copied from the picture (AddressOf names
// the time it stands at) opens on the same figures. When the named time
// comes before the warm-up's end, a slice overshoots it; the pair then
// starts again and runs straight to it, in slices of the simulated time
// WarmUpChunk packets took (sliceTime). The model gives the same events
// however the run is sliced (model.Sim.RunUntil), so the pair stands
// where one run to the time would have left it. A user who steps or
// plays meanwhile takes over (takenOver).

// standing is where the warm-up runs a paused state opened from an
// address.
type standing struct {
	active   bool
	measured bool       // to the live window's end (the address names no time)
	at       model.Time // else to this time
	slice    model.Time // simulated time per slice on the way to at, once known
	steps    uint64     // the session's Steps when the job last ran: any other advance is the user's
}

// warmUp starts the warm-up job towards st (a step's or a Try's warm-up
// when st is the zero standing).
func (ls *Lessons) warmUp(st standing) {
	st.steps = ls.ses.Steps()
	ls.warming, ls.stand = 1, st
}

// takenOver reports whether the user has moved the simulations since the
// job's last slice (a step, a step back) or set them playing: the time
// the address named no longer holds, and the job drops it. A lesson
// step's own warm-up goes on, as it does under a learner's steps; in free
// exploration the job ends there.
func (ls *Lessons) takenOver() bool {
	st := &ls.stand
	if !st.active || (st.steps == ls.ses.Steps() && ls.ses.Paused()) {
		return false
	}
	ls.stand = standing{}
	if ls.cur == nil {
		ls.warmed()
	}
	return true
}

// towards reports whether the warm-up runs to a time the address names.
func (st *standing) towards() bool { return st.active && !st.measured }

// sliceTime is the simulated time WarmUpChunk packets took so far in the
// after simulation (the whole time so far when none was consumed).
func sliceTime(s *Session) model.Time {
	m := s.After().Metrics()
	if m.Packets == 0 {
		return max(s.After().Now(), 1)
	}
	return max(s.After().Now()*WarmUpChunk/model.Time(m.Packets), 1)
}
