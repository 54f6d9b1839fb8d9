package app

import (
	"rxscope/model"
	"rxscope/viz/address"
)

// AddressOf is the state a URL carries of the app as it is now: the
// session's knobs, speed, paused or running (and the simulated time a
// paused state stands at), the lesson and its step, and presenting; log
// is the event log's view, which the screen keeps.
func AddressOf(ses *Session, ls *Lessons, pr Presenter, log address.LogView) address.State {
	s := address.Default()
	s.Config = ses.Config()
	s.Speed = ses.Speed()
	s.Paused = ses.Paused()
	if s.Paused {
		s.At = int64(ses.After().Now())
	}
	if r := ls.Runner(); r != nil {
		s.Lesson, s.Step = r.Lesson().ID, r.Index()+1
	}
	s.Theme, s.HideText, s.Embed = pr.Theme, pr.HideText, pr.Embed
	s.Log = log
	return s
}

// OpenActions are the actions that open state s on an app that has just
// started: its presenting, then its lesson at its step, at once (a state
// from a URL opens whole, not prepared in the background).
func OpenActions(s address.State) []Action {
	as := PresentActions(s)
	if s.Lesson != "" {
		as = append(as, Action{Kind: GotoNow, Lesson: s.Lesson, N: s.Step})
	}
	return as
}

// PresentActions are the actions that present as state s asks: its
// theme, the lesson text hidden or shown, the embedded chrome.
func PresentActions(s address.State) []Action {
	return []Action{
		{Kind: SetTheme, N: int(s.Theme)},
		{Kind: SetHideText, N: actionN(s.HideText)},
		{Kind: SetEmbed, N: actionN(s.Embed)},
	}
}

// OpenTime runs a session opened on state s to the time s stands at,
// with its speed and paused or running. A state with a lesson loads the
// step's knobs first; knobs the state sets on top of them (a link copied
// during the lesson carries the knobs as the learner had them) the
// caller loads before this.
func OpenTime(ses *Session, s address.State) {
	ses.SetPaused(s.Paused)
	ses.SetSpeed(s.Speed)
	if s.At > 0 {
		ses.RunTo(model.Time(s.At))
	}
}

// actionN is an on/off action's N: 1 for true, 0 for false.
func actionN(b bool) int {
	if b {
		return 1
	}
	return 0
}
