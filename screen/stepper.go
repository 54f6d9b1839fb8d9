package screen

import "rxscope/app"

// The stepper: the user's steps through the run and the step back. E
// (or the Step event button) runs the "after" simulation one event, N
// (the Step packet button, a clicker's PageDown outside a lesson) until
// NAPI has consumed one more packet, "before" following to the same
// time; either pauses the run first, and marks the events that come
// with the step for the event log. Backspace (a clicker's PageUp
// outside a lesson) takes the last such step back: the session replays
// the run from time zero up to the moment before it
// (app.Session.BeginStepBack), a slice at a time as background work
// (app.PriorityStepBack), while the screen keeps drawing, then shows
// that moment. Nothing steps while a step back is under way.

// Words of the step back's notices.
const (
	StepBackNone  = "Backspace takes back a step taken with E or N: there is none to take back since the last play, reset or knob change"
	StepBackGoing = "Going back one step: replaying the run up to it …"
	StepBackDone  = "Back one step"
)

// StepperScreen is what the stepper needs of the rest of the screen.
type StepperScreen interface {
	Notify(text string)  // a warning in the notice banner
	Confirm(text string) // a confirmation in the notice banner
	Refresh()            // read the packets and the figures again
}

// Stepper steps a session and takes its steps back; its replay is
// background work (Pending and Work, an app.Job).
type Stepper struct {
	ses *app.Session
	log *EventLog
	scr StepperScreen
}

// NewStepper returns the stepper of ses, which marks the step's events
// in log and tells scr.
func NewStepper(ses *app.Session, log *EventLog, scr StepperScreen) *Stepper {
	return &Stepper{ses: ses, log: log, scr: scr}
}

// Event pauses the run and steps one event (E); the log opens unless V
// closed it.
func (s *Stepper) Event() {
	if s.ses.SteppingBack() {
		return
	}
	s.ses.SetPaused(true)
	s.log.StepEvent(s.ses.After().Trace().Total())
	s.ses.StepEvent(true)
	s.scr.Refresh()
}

// Packet pauses the run and steps one packet (N).
func (s *Stepper) Packet() {
	if s.ses.SteppingBack() {
		return
	}
	s.ses.SetPaused(true)
	s.log.StepPacket(s.ses.After().Trace().Total())
	s.ses.StepPacket()
	s.scr.Refresh()
}

// Back takes back the user's last step (Backspace), or says why it
// cannot; one asked while another is under way changes nothing.
func (s *Stepper) Back() {
	if s.ses.SteppingBack() {
		return
	}
	if !s.ses.BeginStepBack() {
		s.scr.Notify(StepBackNone)
		return
	}
	s.scr.Confirm(StepBackGoing)
}

// Pending says whether a step back is under way.
func (s *Stepper) Pending() bool { return s.ses.SteppingBack() }

// Work replays one slice of the step back; the last one leaves the
// moment before the step on the screen, every event in the log before
// the step.
func (s *Stepper) Work() bool {
	if !s.ses.StepBackSlice() {
		return true
	}
	s.log.SteppedBack(s.ses.After().Trace().Total())
	s.scr.Confirm(StepBackDone)
	s.scr.Refresh()
	return true
}
