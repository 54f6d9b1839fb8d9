package screen

import (
	"testing"

	"rxscope/address"
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// TestHandleKeys presses keys through the input value, one tick each, and
// checks what the core did: the knobs' letters, play, the cards and
// their keys, the zoom, the blank screen.
func TestHandleKeys(t *testing.T) {
	s := newTestScreen(t)
	controls := layout.NewScreen().Controls
	s.Input.Keys.Controls = len(controls)
	s.KnobsChanged(controls)
	f := &painting{}
	press := func(shift bool, keys ...Key) {
		in := &s.Input.In
		in.Reset()
		in.Pressed = append(in.Pressed, keys...)
		in.Shift = shift
		s.HandleKeys(controls, f)
	}
	def := model.DefaultConfig()
	steps := []struct {
		name  string
		shift bool
		keys  []Key
		ok    func() bool
	}{
		{"D moves the distance up", false, []Key{KeyD}, func() bool { return s.Sim.Ses.Config().Distance == def.Distance+1 }},
		{"Shift+D down again", true, []Key{KeyD}, func() bool { return s.Sim.Ses.Config().Distance == def.Distance }},
		{"Space pauses", false, []Key{KeySpace}, func() bool { return s.Sim.Ses.Paused() }},
		{"K plays", false, []Key{KeyK}, func() bool { return !s.Sim.Ses.Paused() }},
		{"G opens the scene list", false, []Key{KeyG}, func() bool { return s.App.Cards.Open == app.SceneListCard }},
		{"↓ selects a scene", false, []Key{KeyArrowDown}, func() bool { return s.Panels.Scenes.Selected() >= 0 }},
		{"Escape closes it", false, []Key{KeyEscape}, func() bool { return s.App.Cards == (app.Cards{}) }},
		{"Shift+M the machine panel", true, []Key{KeyM}, func() bool { return s.App.Cards.Open == app.MachineCard }},
		{"A the knobs drawer in its place", false, []Key{KeyA}, func() bool { return s.App.Cards.Open == app.KnobsCard }},
		{"↓ in the drawer moves its row, not the focus", false, []Key{KeyArrowDown}, func() bool { return s.Panels.Drawer.Sel() == 1 && !s.Input.Keys.Focused }},
		{"M the menu", false, []Key{KeyEscape, KeyM}, func() bool { return s.App.Cards.Open == app.MenuCard }},
		{"Z zooms", false, []Key{KeyEscape, KeyZ}, func() bool { return s.App.Pres.Zoom != address.ZoomWhole }},
		{"Shift+Z back to whole", true, []Key{KeyZ}, func() bool { return s.App.Pres.Zoom == address.ZoomWhole }},
		{"B blanks", false, []Key{KeyB}, func() bool { return s.App.Pres.Blank }},
		{"any key brings it back", false, []Key{KeyOther}, func() bool { return !s.App.Pres.Blank }},
		{"Tab focuses the first control", false, []Key{KeyTab}, func() bool { return s.Input.Keys.Focused && s.Input.Keys.Focus == 0 }},
	}
	for _, st := range steps {
		press(st.shift, st.keys...)
		if !st.ok() {
			t.Errorf("%s: cards %+v, presenter %+v, paused %v, knobs %+v", st.name, s.App.Cards, s.App.Pres, s.Sim.Ses.Paused(), s.Sim.Ses.Config())
		}
	}
}
