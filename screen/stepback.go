package screen

import "rxscope/app"

// The step back: Backspace (or a clicker's PageUp outside a lesson)
// takes back the user's last step taken with E or N. The session
// replays the run from time zero up to the moment before the step
// (app.Session.BeginStepBack), a slice a frame as background work
// (app.PriorityStepBack), while the screen keeps drawing; once it is
// complete the screen shows that moment, and the event log counts every
// event as the step's predecessor.

// Words of the step back's notices.
const (
	StepBackNone  = "Backspace takes back a step taken with E or N: there is none to take back since the last play, reset or knob change"
	StepBackGoing = "Going back one step: replaying the run up to it …"
	StepBackDone  = "Back one step"
)

// StepBackScreen is what the step back needs of the rest of the screen.
type StepBackScreen interface {
	Notify(text string)  // a warning in the notice banner
	Confirm(text string) // a confirmation in the notice banner
	Refresh()            // read the packets and the figures again
}

// StepBack is the step back of a session, and its replay as background
// work (Pending and Work, for app.Scheduler).
type StepBack struct {
	ses *app.Session
	log *EventLog
	scr StepBackScreen
}

// NewStepBack returns the step back of ses, which marks log's events
// and tells scr.
func NewStepBack(ses *app.Session, log *EventLog, scr StepBackScreen) *StepBack {
	return &StepBack{ses: ses, log: log, scr: scr}
}

// Ask takes back the user's last step, or says why it cannot; one
// asked while another is under way changes nothing.
func (b *StepBack) Ask() {
	if b.ses.SteppingBack() {
		return
	}
	if !b.ses.BeginStepBack() {
		b.scr.Notify(StepBackNone)
		return
	}
	b.scr.Confirm(StepBackGoing)
}

// Pending says whether a step back is under way.
func (b *StepBack) Pending() bool { return b.ses.SteppingBack() }

// Work replays one slice; the last one leaves the moment before the
// step on the screen.
func (b *StepBack) Work() bool {
	if !b.ses.StepBackSlice() {
		return true
	}
	b.log.SteppedBack(b.ses.After().Trace().Total())
	b.scr.Confirm(StepBackDone)
	b.scr.Refresh()
	return true
}
