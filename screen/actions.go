package screen

import "rxscope/app"

// Do carries out an action, from a key, a press, a menu's row or the
// page: on the lessons (app.Lessons.Do), on presenting (app.Presenter.Do)
// or on the cards (app.Cards.Do) in the app core, the rest on the
// screen's own panels (the step back, the event log, the counters, the
// export). f follows what changed on the painting side.
func (s *Screen) Do(a app.Action, f Follower) {
	if s.App.Les.Do(a) {
		return
	}
	pres := &s.App.Pres
	if a.Kind == app.ToggleFullscreen {
		pres.Fullscreen = f.Fullscreen() // the browser may have left it on its own
	}
	if old := *pres; pres.Do(a) {
		s.Input.Keys.NoHelp = pres.Embed // embedded, Tab skips the hidden help button
		if pres.Fullscreen != old.Fullscreen {
			s.App.FSChecked = s.Ticks
		}
		f.Presented(old)
		return
	}
	if old := s.App.Cards; s.App.Cards.Do(a) {
		s.cardsChanged(old, f)
		return
	}
	p := &s.Panels
	switch a.Kind {
	case app.StepBack:
		p.Stepper.Back()
	case app.ToggleLog:
		p.Log.Toggle(&p.Ctr)
	case app.ToggleLogCPU:
		p.Log.ToggleFilter()
	case app.ToggleCounter:
		p.Ctr.Toggle(&p.Log)
	case app.SavePNG:
		if p.Exp.SavePNG(s.Page.Host, banner{s}) {
			// While playing, the figures' text is rebuilt four times a
			// second; the saved frame's text must match the picture
			// drawn beside it.
			f.Refresh()
		}
	case app.SaveTrace:
		p.Exp.SaveTrace(s.Page.Host, banner{s}, s.Sim.Ses)
	case app.CopyLink:
		p.Exp.CopyLink(s.Page.Host, s.Address())
	case app.CopyEmbed:
		p.Exp.CopyEmbed(s.Page.Host, s.Address())
	}
}

// cardsChanged follows the cards from old: a card opened is made ready
// (the machine panel's parameters, the knobs drawer's rows; the painting
// side's menu and scene list through f), and the snapshot's panels are
// made again.
func (s *Screen) cardsChanged(old app.Cards, f Follower) {
	if s.App.Cards.Open == old.Open {
		return
	}
	f.CardsChanged(old)
	switch s.App.Cards.Open {
	case app.MachineCard:
		s.Panels.Mach.Prepare()
	case app.KnobsCard:
		s.Panels.Drawer.Prepare()
		s.Panels.Drawer.Update(true)
	}
	s.Snap.Panels = nil
}

// banner is the notice over the ring as the export says what it did
// (Banner).
type banner struct{ s *Screen }

func (b banner) Warn(text string)    { b.s.Notify(text) }
func (b banner) Confirm(text string) { b.s.Confirm(text) }
