package app

import "rxscope/address"

// AddressOf is the state a URL carries of the app as it is now: the
// session's knobs, speed, paused or running (and the simulated time a
// paused state stands at, even 0), the lesson and its step, and
// presenting; log is the event log's view, which the screen keeps. While
// a step asked for is being prepared, the address names that step, with
// the knobs and the time it will open with: the URL a step was opened
// from keeps naming it, and a link copied meanwhile opens the step.
// While a paused state opened from an address is run to the time it
// stands at (standing.go), the address names that time, or none when the
// state named none.
func AddressOf(ses *Session, ls *Lessons, pr Presenter, log address.LogView) address.State {
	s := address.Default()
	s.Config = ses.Config()
	s.Speed = ses.Speed()
	s.Paused = ses.Paused()
	if s.Paused {
		s.At, s.AtGiven = int64(ses.After().Now()), true
		if st := &ls.stand; st.active {
			s.At, s.AtGiven = int64(st.at), !st.measured
		}
	}
	if r := ls.Runner(); r != nil {
		s.Lesson, s.Step = r.Lesson().ID, r.Index()+1
	}
	if p := &ls.pending; p.active {
		s.Lesson, s.Step, s.Config = p.lesson.ID, p.step+1, p.cfg
		s.At, s.AtGiven = 0, false
		if s.Paused {
			s.At, s.AtGiven = int64(p.open.at), p.open.named
		}
	}
	s.Theme, s.HideText, s.Embed, s.Zoom = pr.Theme, pr.HideText, pr.Embed, pr.Zoom
	s.Log = log
	return s
}

// PresentActions are the actions that present as state s asks: its
// theme, the lesson text hidden or shown, the embedded chrome, the zoom.
func PresentActions(s address.State) []Action {
	return []Action{
		{Kind: SetTheme, N: int(s.Theme)},
		{Kind: SetHideText, N: actionN(s.HideText)},
		{Kind: SetEmbed, N: actionN(s.Embed)},
		{Kind: SetZoom, N: int(s.Zoom)},
	}
}

// actionN is an on/off action's N: 1 for true, 0 for false.
func actionN(b bool) int {
	if b {
		return 1
	}
	return 0
}
