package screen

import (
	"strings"
	"testing"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/lessons"
	"rxscope/model"
)

// TestReport reads the snapshot of a few states, as the page does: the
// default, paused with a control focused and a card open, presenting,
// and a lesson's step.
func TestReport(t *testing.T) {
	controls := layout.NewScreen().Controls
	cfg := model.DefaultConfig()

	s := newTestScreen(t)
	s.KnobsChanged(controls)
	s.Report(controls)
	sn := &s.Snap
	if sn.Ready || sn.Paused || sn.Knobs.Distance != cfg.Distance || sn.Knobs.MTU != cfg.MTU || sn.Lesson != "" {
		t.Errorf("default: ready %v, paused %v, knobs %+v, lesson %q", sn.Ready, sn.Paused, sn.Knobs, sn.Lesson)
	}
	if !strings.HasPrefix(sn.TopLine, "seed 000 measured") || sn.Theme != "dark" || sn.Zoom != "whole" {
		t.Errorf("default: top line %q, theme %q, zoom %q", sn.TopLine, sn.Theme, sn.Zoom)
	}
	if sn.Speed != SpeedLabels[app.DefaultSpeed] || sn.Focus != "" || sn.ConfigLine == "" {
		t.Errorf("default: speed %q, focus %q, config line %q", sn.Speed, sn.Focus, sn.ConfigLine)
	}

	f := &painting{}
	s.Act(layout.Play, +1, controls, f)
	s.Input.Keys.Controls = len(controls)
	s.Input.Keys.Update(&Input{Pressed: []Key{KeyTab}}, nil)
	s.Do(app.Action{Kind: app.ToggleMachine}, f)
	s.Frames = 3
	s.Report(controls)
	if !sn.Ready || !sn.Paused || sn.Focus != controls[0].Name || !sn.Machine.Open {
		t.Errorf("paused: ready %v, paused %v, focus %q (want %q), machine open %v", sn.Ready, sn.Paused, sn.Focus, controls[0].Name, sn.Machine.Open)
	}

	s.Do(app.Action{Kind: app.CloseAll}, f)
	s.Do(app.Action{Kind: app.ToggleTheme}, f)
	s.Do(app.Action{Kind: app.SetEmbed, N: 1}, f)
	s.Notify("a notice")
	s.Report(controls)
	if sn.Theme != "projector" || !sn.Embed || sn.TopLine != "" || sn.Notice != "a notice" {
		t.Errorf("presenting: theme %q, embed %v, top line %q, notice %q", sn.Theme, sn.Embed, sn.TopLine, sn.Notice)
	}

	l := lessons.All()[0]
	s = newTestScreen(t)
	s.Do(app.Action{Kind: app.Goto, Lesson: l.ID, N: 1}, f)
	for i := 0; i < 10000 && s.App.Les.Runner() == nil; i++ {
		s.Sim.BG.Run()
		s.Sim.BG.FrameDrawn()
		s.Ticks++
		s.App.Les.Tick(uint64(i), s.Ticks, false)
	}
	s.Report(controls)
	if sn := &s.Snap; sn.Lesson != l.ID || sn.Step != 1 || sn.Steps != len(l.Steps) || sn.StepTitle == "" || sn.NextLabel == "" {
		t.Errorf("lesson: %q step %d of %d (want %q, 1 of %d), title %q, next %q", sn.Lesson, sn.Step, sn.Steps, l.ID, len(l.Steps), sn.StepTitle, sn.NextLabel)
	}
}
