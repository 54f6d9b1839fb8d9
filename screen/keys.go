package screen

import (
	"rxscope/address"
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// What the tick's keys mean: the command table first (Commands), then
// the controls' shortcuts (Keyboard), each carried out by the core.

// HandleKeys runs the keys of the tick's input: the commands' (their
// actions, the open card's keys, the zoom), then the controls' shortcuts
// on what is left. controls are the strip's; f follows on the painting
// side.
func (s *Screen) HandleKeys(controls []layout.Control, f Follower) {
	in := &s.Input
	// the command table reads the core through a pointer to a value it
	// keeps: a commandScreen of three words would be boxed each tick
	s.cmds = commandScreen{s, controls, f}
	taken := in.Cmds.Run(&in.In, &s.cmds)
	s.cmds.f = nil // the painting side is held by no one between ticks
	for _, a := range in.Keys.Update(&in.In, taken) {
		if a.Ctl == layout.NoControl {
			s.NudgeKnob(a.Knob, a.Dir, controls, f)
			continue
		}
		s.Act(a.Ctl, a.Dir, controls, f)
	}
}

// commandScreen is the core as the command table reads and moves it.
type commandScreen struct {
	s        *Screen
	controls []layout.Control
	f        Follower
}

// CommandState is what decides which command a key runs.
func (c commandScreen) CommandState() CommandState {
	s := c.s
	return CommandState{
		Card:          s.App.Cards.Open,
		AnyCard:       s.App.Cards != (app.Cards{}),
		SceneSelected: s.Panels.Scenes.Selected() >= 0,
		InLesson:      s.App.Les.Open(),
		Asking:        s.App.Les.Asking(),
		Blank:         s.App.Pres.Blank,
	}
}

// Carry carries out a command: an intent on the panels, or an action.
func (c commandScreen) Carry(o Order) {
	s, p := c.s, &c.s.Panels
	switch o.Intent {
	case SceneArrow:
		p.Scenes.MoveSelection(ArrowDir(o.Key))
	case SceneOpen:
		p.Scenes.OpenSelected(s.SceneHost(c.f))
	case SceneLetter:
		p.Scenes.ChooseLetter(LetterOf(o.Key), s.SceneHost(c.f))
	case MachineKey:
		p.Mach.Key(o.Key, o.Shift)
	case KnobsKey:
		p.Drawer.Key(o.Key)
	case StepPacketKey:
		s.Act(layout.StepPacket, 0, c.controls, c.f)
	case ZoomIn:
		s.StepZoom(+1, c.f)
	case ZoomOut:
		s.StepZoom(-1, c.f)
	default:
		s.Do(o.Action, c.f)
	}
}

// LessonShown reports whether the lesson panel is on the screen: a
// lesson is open and its text not hidden.
func (s *Screen) LessonShown() bool { return s.App.Les.Open() && !s.App.Pres.HideText }

// StepZoom shows the next zoom region (dir +1) or the previous (dir -1),
// in a lesson its column among them (app.NextZoom).
func (s *Screen) StepZoom(dir int, f Follower) {
	s.Do(app.Action{Kind: app.SetZoom, N: int(app.NextZoom(s.App.Pres.Zoom, dir, s.LessonShown()))}, f)
}

// Unzoom shows the whole screen again, as a press on the zoom's chip
// does.
func (s *Screen) Unzoom(f Follower) {
	s.Do(app.Action{Kind: app.SetZoom, N: int(address.ZoomWhole)}, f)
}

// SceneHost is the rest of the screen as the scene list sees it.
func (s *Screen) SceneHost(f Follower) SceneHost { return sceneHost{s, f} }

// sceneHost opens a scene: it leaves any lesson and sets the scene's
// knobs, in free exploration, the cards closed, its title confirmed in
// the notice.
type sceneHost struct {
	s *Screen
	f Follower
}

func (h sceneHost) OpenScene(cfg model.Config, title string) {
	h.s.Do(app.Action{Kind: app.CloseAll}, h.f)
	h.s.App.Les.Leave(cfg)
	h.s.Confirm(title)
}

func (h sceneHost) CloseCards() { h.s.Do(app.Action{Kind: app.CloseAll}, h.f) }
