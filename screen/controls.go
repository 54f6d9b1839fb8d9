package screen

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// The controls turn presses, drags and keys into changes of the session:
// the transport (play, step, speed, reset, help) and the knobs. A knob
// change starts both simulations again with the new configuration
// (app.Session.Start, which rebuilds the RQ as mlx5e_open_rq would);
// while a slider is dragged, the value follows the finger at once and
// the simulations restart at most every DragApplyTicks ticks, and once
// more when it is let go. The controls' geometry (layout.Screen.Controls)
// is handed in, since the theme lays it out.

// Follower is the painting side as the controls tell it what to follow.
type Follower interface {
	// Refresh reads the packets and the figures again.
	Refresh()
	// KnobsChanged follows new knobs: the chart's sweep, the backdrop.
	KnobsChanged()
	// LessonWords lays the lesson panel out again: its chips or its try
	// button came or went.
	LessonWords()
	// Fullscreen reports whether the window is full screen now.
	Fullscreen() bool
	// Presented follows presenting changed from old: the theme and its
	// type, the text hidden, the zoom, full screen.
	Presented(old app.Presenter)
	// CardsChanged follows the card open changed from old: the painting
	// side's cards (the menu, the scene list).
	CardsChanged(old app.Cards)
}

// KnobsChanged rebuilds the words that depend on the knobs: the ring's
// and the variants' words, the top line (what a seed measured, or the
// edited machine), what each control of the strip shows and the speed.
func (s *Screen) KnobsChanged(controls []layout.Control) {
	ses, p := s.Sim.Ses, &s.Panels
	cfg, geo := ses.Config(), ses.After().Geometry()
	p.Words.Rebuild(cfg, geo, ses.After().Profile())
	p.PubLine = PublishedLine(cfg)
	if cfg.Edited() {
		p.PubLine = EditedLine(cfg)
	}
	p.Strip.Show(controls, cfg, ses.After().Profile(), geo.Linear)
	p.Speed.Set(ses.Speed())
}

// Apply starts the simulations again with cfg, if it differs and the
// model accepts it, and tells f and the lesson.
func (s *Screen) Apply(cfg model.Config, controls []layout.Control, f Follower) {
	ses := s.Sim.Ses
	if cfg == ses.Config() {
		return
	}
	if err := ses.Start(cfg); err != nil {
		return
	}
	s.KnobsChanged(controls)
	f.KnobsChanged()
	f.Refresh()
	les := s.App.Les
	w := *les.Words()
	les.KnobsSet() // stops a step's warm-up, which was of the configuration before
	if now := les.Words(); (w.Chips == "") != (now.Chips == "") || (w.TryLabel == "") != (now.TryLabel == "") {
		f.LessonWords()
	}
}

// Act presses control id, or moves it one notch in direction dir.
func (s *Screen) Act(id layout.ControlID, dir int, controls []layout.Control, f Follower) {
	ses := s.Sim.Ses
	switch id {
	case layout.Play:
		if ses.SteppingBack() {
			return
		}
		ses.SetPaused(!ses.Paused())
		f.Refresh() // the figures show the moment it stopped
	case layout.StepEvent:
		s.Panels.Stepper.Event()
	case layout.StepPacket:
		s.Panels.Stepper.Packet()
	case layout.Speed:
		ses.SetSpeed(ses.Speed() + dir)
		s.Panels.Speed.Set(ses.Speed())
	case layout.Reset:
		ses.Restart()
		f.Refresh()
	case layout.Help:
		s.Do(app.Action{Kind: app.ToggleHelp}, f)
	default:
		s.stepAndApply(id, dir, controls, f)
	}
}

// stepAndApply moves the knob of control id a notch and starts the
// simulations with it; a switch the machine holds gives a notice instead.
func (s *Screen) stepAndApply(id layout.ControlID, dir int, controls []layout.Control, f Follower) {
	if held := s.Panels.Strip.Shown(id).Held; held != "" {
		s.Notify(held)
		return
	}
	if cfg, changed := app.StepStripKnob(s.Sim.Ses.Config(), controls[id].Knob, dir); changed {
		s.Apply(cfg, controls, f)
	}
}

// NudgeKnob moves the model's knob called name, which has no control on
// the screen, one notch (app.NudgeKnob); a knob at the end of its range,
// or one the model refuses to move, gives a notice naming it.
func (s *Screen) NudgeKnob(name string, dir int, controls []layout.Control, f Follower) {
	k, ok := model.KnobByName(name)
	if !ok {
		return
	}
	cfg, err := app.NudgeKnob(s.Sim.Ses.Config(), app.KnobRow{Knob: k, Member: -1}, dir)
	if err != nil {
		s.Notify(err.Error())
		return
	}
	s.Apply(cfg, controls, f)
}

// Choose sets the choice of control id to its segment i.
func (s *Screen) Choose(id layout.ControlID, i int, controls []layout.Control, f Follower) {
	s.Apply(app.SetChoice(s.Sim.Ses.Config(), controls[id].Knob, i), controls, f)
}

// Grab starts dragging slider id: its thumb follows the press from now.
func (s *Screen) Grab(id layout.ControlID) {
	s.Input.Drag = Drag{Active: true, Ctl: id, Cfg: s.Sim.Ses.Config(), Applied: s.Ticks}
}

// DragTo moves the held slider's thumb to x, in the panels' design
// units: the speed at once; a knob's value on the strip at once, and the
// simulations restarted with it at most every DragApplyTicks ticks.
func (s *Screen) DragTo(x float64, controls []layout.Control, f Follower) {
	d, ses := &s.Input.Drag, s.Sim.Ses
	c := &controls[d.Ctl]
	fr := c.SliderFraction(x)
	if d.Ctl == layout.Speed {
		ses.SetSpeed(int(fr*float64(len(app.Speeds)-1) + 0.5))
		s.Panels.Speed.Set(ses.Speed())
		return
	}
	d.Cfg = app.SetSliderFraction(d.Cfg, c.Knob, fr)
	d.Pending = d.Cfg != ses.Config()
	s.Panels.Strip.ShowSlider(controls, d.Cfg, d.Ctl)
	if d.Pending && s.Ticks-d.Applied >= DragApplyTicks {
		s.Apply(d.Cfg, controls, f)
		d.Applied, d.Pending = s.Ticks, false
	}
}

// Release lets the held slider go at x: its last value is applied.
func (s *Screen) Release(x float64, controls []layout.Control, f Follower) {
	d := &s.Input.Drag
	s.DragTo(x, controls, f)
	d.Active = false
	if d.Pending {
		s.Apply(d.Cfg, controls, f)
	}
}
