package app

import (
	"rxscope/address"
	"rxscope/lessons"
	"rxscope/model"
)

// A state opened from an address (a URL on loading, a page reloaded after
// its WebGL context was lost) that names a lesson step opens the way
// PageDown does: the step is asked for (Lessons.Request), its runs are
// measured in the Web Workers or in slices of the frames while the
// screen says it is preparing, and it is entered when they are done.
// Meanwhile the address names the step asked for (AddressOf), so the URL
// does not fall back to free exploration while the step is prepared.
// What the state sets on top of the step, its own knobs and the
// simulated time it stands at, waits in the step asked for (an opening)
// until the step is entered; a step asked for since, or leaving the
// lesson, drops it with the step.

// opening is what a state opened from an address sets once its step is
// entered.
type opening struct {
	over  bool         // the state sets knobs: they replace the step's
	knobs model.Config // the state's knobs, when over
	at    model.Time   // the simulated time the state stands at, or starts from
	named bool         // the address names the time (at, even at=0)
	still bool         // the state stands still (paused)
}

// measured reports whether the state opens where the live figures are
// measured: it stands still and its address names no time (a still
// picture written by hand, "?paused=1").
func (o opening) measured() bool { return o.still && !o.named }

// openingOf is what state s sets on top of its lesson step: its knobs
// when they are not the default ones (a link copied during a lesson
// carries the knobs as the learner had them), and its time.
func openingOf(s address.State) opening {
	o := opening{at: model.Time(s.At), named: s.AtGiven, still: s.Paused}
	if s.Config != address.Default().Config {
		o.over, o.knobs = true, s.Config
	}
	return o
}

// OpenAddress opens state s on an app that has just started on s's knobs: its
// speed, and paused or running, at once; then, for a state without a
// lesson, its time; for one with a lesson, its step, asked for as Goto
// asks (prepared in the background, never in one long frame), with s's
// knobs and time loaded once the step is entered. The caller carries out
// s's presenting (PresentActions).
func (ls *Lessons) OpenAddress(s address.State) {
	ls.ses.SetPaused(s.Paused)
	ls.ses.SetSpeed(s.Speed)
	l, ok := lessons.Lookup(s.Lesson)
	if !ok { // free exploration ("" or a lesson the parser would have refused)
		ls.Sandbox()
		o := openingOf(s)
		o.over = false // the app started on s's knobs
		ls.finishOpen(o)
		return
	}
	o := openingOf(s)
	i := max(0, min(l.Len()-1, s.Step-1))
	ls.Request(l, i)
	switch p := &ls.pending; {
	case p.active && p.lesson == l && p.step == i:
		p.open = o
		if o.over {
			p.cfg = o.knobs // the address carries the state's knobs meanwhile
		}
	case ls.showing(l, i):
		ls.finishOpen(o) // the step was prepared: entered at once
	}
}

// showing reports whether step i (from 0) of lesson l is on the screen.
func (ls *Lessons) showing(l *lessons.Lesson, i int) bool {
	r := ls.Runner()
	return r != nil && r.Lesson() == l && r.Index() == i
}

// finishOpen sets what a state opened from an address sets on top of its
// step, once the step is entered: its knobs, then its time. A state that
// stands still is run to its time by the warm-up job, in slices, the
// way a step opens (standing.go): to the live window's end when its
// address names no time, through the warm-up to the time it names
// otherwise; at=0 keeps it at the start. A running state is run to its
// time at once (a page reloaded after its WebGL context was lost): it
// runs on from there.
func (ls *Lessons) finishOpen(o opening) {
	if o.over {
		ls.host.Load(o.knobs)
	}
	switch {
	case o.measured():
		ls.warmUp(standing{active: true, measured: true})
	case o.still && o.at > 0:
		ls.warmUp(standing{active: true, at: o.at})
	case o.still: // at=0: the start, as the address says
		ls.warming, ls.stand = 0, standing{}
	case o.at > 0:
		ls.ses.RunTo(o.at)
	}
}
