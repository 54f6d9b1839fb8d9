package screen

import (
	"rxscope/address"
	"rxscope/app"
	"rxscope/layout"
	"rxscope/lessons"
)

// What a press means: the pointer followed (Pointers) says where a press
// landed, moved and lifted, in the whole screen's design units; the
// Geometry says what is there. A press on a card or an overlay is the
// card's; else it is mapped onto the panels where a zoom draws them, and
// lands on the menu's button, the knobs', the lesson panel, a control or,
// on nothing else, pins the panels' tooltip.

// HandlePointer carries out this tick's pointer (Input.In, read through
// Pointers): a press, a slider's drag and its release, and the tooltip
// following the mouse over the panels (b, where the painters placed
// their parts).
func (s *Screen) HandlePointer(f Follower, b Board) {
	in := &s.Input
	ev := in.Pointers.Update(&in.In, s.Geo.Whole, s.Geo.Fit, s.Geo.Zoom)
	if ev == PointerPressed || len(in.In.Pressed) > 0 {
		s.Page.Notice.Pressed() // before the press is acted on: a notice it gives stays
	}
	x, y := in.Pointers.At()
	switch ev {
	case PointerPressed:
		s.Press(x, y, f, b)
	case PointerMoved:
		if in.Drag.Active {
			px, _, _ := s.PanelPoint(x, y)
			s.DragTo(px, s.Geo.Screen.Controls, f)
		}
	case PointerLifted:
		if in.Drag.Active {
			px, _, _ := s.PanelPoint(x, y)
			s.Release(px, s.Geo.Screen.Controls, f)
		}
	}
	p := &in.Pointers
	s.Panels.Tips.Hover(b, p.InPanels && !s.OverOverlay(p.HoverX, p.HoverY), p.PanelX, p.PanelY)
}

// Press carries out a press (click or tap) at the design point (x, y) of
// the whole screen's fit: on a card or an overlay there, else on the
// panels where a zoom draws them; in the band a zoom masks, on nothing.
// A press on a slider grabs it and moves its thumb there.
func (s *Screen) Press(x, y float64, f Follower, b Board) {
	if s.App.Cards.Help {
		s.Do(app.Action{Kind: app.ToggleHelp}, f)
		return
	}
	if s.pressOverlay(x, y, f) {
		return
	}
	wx, wy := x, y
	x, y, in := s.PanelPoint(x, y)
	if !in {
		s.Panels.Tips.Clear()
		return
	}
	if s.pressPanelOverlay(x, y, f) {
		return
	}
	sc := &s.Geo.Screen
	id, ok := sc.ControlAt(x, y)
	if !ok {
		s.Panels.Tips.Pin(b, x, y, wx, wy)
		return
	}
	s.Input.Keys.Focus = id
	c := &sc.Controls[id]
	switch c.Kind {
	case layout.Slider:
		s.Grab(id)
		s.DragTo(x, sc.Controls, f)
	case layout.Choice:
		if i := c.SegmentAt(x, y); i >= 0 {
			s.Choose(id, i, sc.Controls, f)
		}
	default:
		s.Act(id, +1, sc.Controls, f)
	}
}

// pressOverlay carries out a press at the whole screen's design point
// (x, y) on what is drawn over the panels: the blank screen (a press
// brings the picture back), the cards, the zoom's chip. It reports
// whether it took the press.
func (s *Screen) pressOverlay(x, y float64, f Follower) bool {
	switch {
	case s.App.Pres.Blank:
		s.Do(app.Action{Kind: app.Unblank}, f)
		return true
	case s.App.Cards.Open == app.MenuCard:
		s.pressMenu(x, y, f)
		return true
	case s.App.Cards.Open == app.SceneListCard:
		s.Panels.Scenes.Press(x, y, s.SceneHost(f))
		return true
	case s.App.Cards.Open == app.MachineCard:
		if s.Panels.Mach.Press(x, y) {
			s.Do(app.Action{Kind: app.CloseAll}, f)
		}
		return true
	case s.App.Cards.Open == app.KnobsCard:
		if s.Panels.Drawer.Press(x, y) {
			s.Do(app.Action{Kind: app.CloseAll}, f)
		}
		return true
	case s.OverZoomChip(x, y):
		s.Do(app.Action{Kind: app.SetZoom, N: int(address.ZoomWhole)}, f)
		return true
	}
	return false
}

// pressPanelOverlay carries out a press at the panels' design point
// (x, y) on what is not a control: the menu's button and the knobs', the
// lesson panel, and the hidden help button of an embedded screen. It
// reports whether it took the press.
func (s *Screen) pressPanelOverlay(x, y float64, f Follower) bool {
	sc := &s.Geo.Screen
	switch {
	case sc.MenuButton.Contains(x, y):
		s.Do(app.Action{Kind: app.ToggleMenu}, f)
		return true
	case sc.KnobsButton.Contains(x, y):
		s.Do(app.Action{Kind: app.ToggleKnobs}, f)
		return true
	case s.App.Pres.Embed && sc.Controls[layout.Help].Hit.Contains(x, y):
		return true
	}
	a, on := s.Geo.Lesson.Press(x, y, s.App.Les.Asking())
	if a.Kind != 0 {
		s.Do(a, f)
	}
	return on
}

// OverOverlay reports whether the mouse, at the whole screen's design
// point (x, y), is on something that covers the panels below it (a card,
// the zoom's chip, the lesson panel), or on the hidden help button of an
// embedded screen, so that no tooltip shows through.
func (s *Screen) OverOverlay(x, y float64) bool {
	px, py := s.Input.Pointers.PanelX, s.Input.Pointers.PanelY
	return s.App.Cards.Open != app.NoCard || s.App.Pres.Blank || s.OverZoomChip(x, y) ||
		s.LessonShown() && s.Geo.Lesson.Panel().Panel.Contains(px, py) ||
		s.App.Pres.Embed && s.Geo.Screen.Controls[layout.Help].Hit.Contains(px, py)
}

// pressMenu carries out a press while the menu is open: a row acts and
// closes the menu; a press anywhere else closes it.
func (s *Screen) pressMenu(x, y float64, f Follower) {
	m := &s.Geo.Menu
	s.Do(app.Action{Kind: app.CloseAll}, f)
	all := lessons.All()
	for i, r := range m.Lessons {
		if !r.Contains(x, y) {
			continue
		}
		if i < len(m.Lessons)-1 {
			s.Do(app.Action{Kind: app.OpenLesson, N: app.LessonNumber(all[i])}, f)
		} else {
			s.Do(app.Action{Kind: app.Sandbox}, f)
		}
		return
	}
	for i, r := range m.Tools {
		if r.Contains(x, y) {
			s.Do(MenuTools[i].Act, f)
			return
		}
	}
}
