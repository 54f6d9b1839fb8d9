package screen

import (
	"strconv"

	"rxscope/address"
	"rxscope/app"
	"rxscope/lessons"
	"rxscope/model"
)

// The page bridge's logic: the state a URL carries, read from the
// screen, and the page's messages that change it (a parent page's
// postMessage, window.rxscope.send), each checked by package address
// with a notice for a value that cannot be used. The page's side
// (web/page_js.go) only moves strings.

// Actor carries out what a message asks: an action (the screen's do,
// which the painters follow) and a knob change (its apply).
type Actor interface {
	Do(a app.Action)
	Apply(cfg model.Config)
}

// Address is the state a URL carries, read from the screen as it is now.
func (s *Screen) Address() address.State {
	return app.AddressOf(s.Sim.Ses, s.App.Les, s.App.Pres, s.Panels.Log.View())
}

// AddressVersion changes whenever Address does; the page rebuilds the URL
// only then. It compares plain values and allocates nothing.
func (s *Screen) AddressVersion() uint64 {
	if a := s.Address(); a != s.Page.Addr {
		s.Page.Addr = a
		s.Page.AddrVer++
	}
	return s.Page.AddrVer
}

// SetParam changes one parameter of the state by its URL name, as a
// message from a parent page does, through act. A value that cannot be
// used gives a notice and changes nothing. "lesson" opens a lesson at
// its first step ("" leaves it), "step" moves to a step of the open
// lesson.
func (s *Screen) SetParam(name, value string, act Actor) (address.Notice, bool) {
	old := s.Address()
	st := old
	if n, ok := st.Set(name, value, lessons.Catalog); !ok {
		return n, false
	}
	switch name {
	case address.ParamLesson:
		if st.Lesson != old.Lesson {
			act.Do(app.Action{Kind: app.Goto, Lesson: st.Lesson, N: 1})
		}
		return address.Notice{}, true
	case address.ParamStep:
		if st.Lesson == "" {
			return address.Notice{Param: name, Text: "parameter \"step\" needs a lesson; it was ignored"}, false
		}
		act.Do(app.Action{Kind: app.Goto, Lesson: st.Lesson, N: st.Step})
		return address.Notice{}, true
	}
	for _, a := range app.PresentActions(st) {
		act.Do(a)
	}
	ses := s.Sim.Ses
	s.Panels.Log.SetView(st.Log)
	ses.SetPaused(st.Paused)
	if st.Speed != ses.Speed() {
		ses.SetSpeed(st.Speed)
		s.Panels.Speed.Set(ses.Speed())
	}
	act.Apply(st.Config)
	return address.Notice{}, true
}

// Goto opens a lesson at a step (from 1), as a parent page's message
// asks, through act; "" is free exploration. An unknown lesson or a step
// out of range gives a notice and changes nothing.
func (s *Screen) Goto(lesson string, step int, act Actor) (address.Notice, bool) {
	st := s.Address()
	if n, ok := st.Set(address.ParamLesson, lesson, lessons.Catalog); !ok {
		return n, false
	}
	if lesson != "" {
		if n, ok := st.Set(address.ParamStep, strconv.Itoa(step), lessons.Catalog); !ok {
			return n, false
		}
	}
	act.Do(app.Action{Kind: app.Goto, Lesson: lesson, N: step})
	return address.Notice{}, true
}

// Notify shows text in a banner for a few seconds (app.Notice), or
// until the next key or press; what the fonts lack is written as U+XXXX,
// not blank boxes (app.Printable, by Deps.Has).
func (s *Screen) Notify(text string) {
	if s.has != nil {
		text = app.Printable(text, s.has)
	}
	s.Page.Notice.Warn(text, s.Ticks)
}

// Confirm says in the banner, briefly, that an action was done.
func (s *Screen) Confirm(text string) { s.Page.Notice.Confirmed(text, s.Ticks) }

// Status is one line for screen readers (StatusLine).
func (s *Screen) Status() string { return s.Page.Status.Line(s.App.Les, s.Sim.Ses) }
