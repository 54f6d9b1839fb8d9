package layout

import (
	"slices"
	"testing"

	"rxscope/model"
)

// TestControlsInsideTheirPanels checks that every control sits in its
// panel, that no two hit rectangles overlap, and that every part of a
// control stays inside the control.
func TestControlsInsideTheirPanels(t *testing.T) {
	checkControls(t, NewScreen())
}

// checkControls checks the controls of s as TestControlsInsideTheirPanels
// says.
func checkControls(t *testing.T, s Screen) {
	t.Helper()
	for i, c := range s.Controls {
		if c.ID != ControlID(i) {
			t.Errorf("control %d has ID %d", i, c.ID)
		}
		if c.Name == "" || c.Label == "" {
			t.Errorf("control %d has no name or label", i)
		}
		panel := s.Knobs
		if c.ID <= Help {
			panel = s.Transport
		}
		if !c.Box.Inside(panel) || !c.Hit.Inside(panel) {
			t.Errorf("%s: box %+v or hit %+v leaves its panel %+v", c.Name, c.Box, c.Hit, panel)
		}
		if !c.Hit.Inside(c.Box) || !c.LabelBox.Inside(c.Box) {
			t.Errorf("%s: hit %+v or label %+v leaves the box %+v", c.Name, c.Hit, c.LabelBox, c.Box)
		}
		switch c.Kind {
		case Slider:
			if !c.ValueBox.Inside(c.Box) || !c.Track.Inside(c.Hit) || c.Track.W < 100 {
				t.Errorf("%s: value %+v or track %+v misplaced in %+v", c.Name, c.ValueBox, c.Track, c.Box)
			}
			if c.LabelBox.Overlaps(c.Hit) || c.ValueBox.Overlaps(c.Hit) {
				t.Errorf("%s: the label or the value lies under the track's hit rectangle", c.Name)
			}
		case Toggle:
			if !c.Track.Inside(c.Box) || c.Track.Overlaps(c.LabelBox) {
				t.Errorf("%s: switch %+v misplaced", c.Name, c.Track)
			}
		case Choice:
			if len(c.Segments) != len(c.Options) || len(c.Options) < 2 {
				t.Errorf("%s: %d segments for %d options", c.Name, len(c.Segments), len(c.Options))
			}
			for _, seg := range c.Segments {
				if !seg.Inside(c.Hit) {
					t.Errorf("%s: segment %+v leaves the hit rectangle %+v", c.Name, seg, c.Hit)
				}
			}
		}
		for j := i + 1; j < len(s.Controls); j++ {
			if c.Hit.Overlaps(s.Controls[j].Hit) || c.Box.Overlaps(s.Controls[j].Box) {
				t.Errorf("%s and %s overlap", c.Name, s.Controls[j].Name)
			}
		}
		if got, ok := s.ControlAt(c.Hit.X+c.Hit.W/2, c.Hit.Y+c.Hit.H/2); !ok || got != c.ID {
			t.Errorf("ControlAt(centre of %s) = %d, %v", c.Name, got, ok)
		}
	}
}

// TestHitTargetsForFingers checks the size of every hit rectangle in CSS
// pixels at 1280×720: at least 44 on each side.
func TestHitTargetsForFingers(t *testing.T) {
	s := NewScreen()
	f := FitWindow(1280, 720)
	for _, c := range s.Controls {
		rs := []Rect{c.Hit}
		if c.Kind == Choice {
			rs = c.Segments
		}
		for _, r := range rs {
			if px := f.Scale(r); px.W < 44-1e-9 || px.H < 44-1e-9 {
				t.Errorf("%s: hit target %.1f×%.1f CSS px at 1280×720; want at least 44×44", c.Name, px.W, px.H)
			}
		}
	}
}

func TestSliderFraction(t *testing.T) {
	s := NewScreen()
	id, _ := KnobControl("distance")
	c := s.Controls[id]
	for _, tt := range []struct{ x, want float64 }{
		{c.Track.X - 50, 0}, {c.Track.X, 0}, {c.Track.X + c.Track.W/4, 0.25}, {c.Track.Right(), 1}, {c.Track.Right() + 9, 1},
	} {
		if got := c.SliderFraction(tt.x); !near(got, tt.want) {
			t.Errorf("SliderFraction(%g) = %g; want %g", tt.x, got, tt.want)
		}
	}
}

// TestKnobControlsNamedAfterTheirKnob: a knob control is named after the
// model's knob it sets (one name in the URL, on the command line, in the
// snapshot and in code) and labelled and shaped as the model's knob table
// says, KnobControl finds it by that name, every knob the table gives a
// control has one, and the transport controls set no knob.
func TestKnobControlsNamedAfterTheirKnob(t *testing.T) {
	knobs := map[string]bool{}
	for _, k := range model.Knobs() {
		knobs[k.Name] = true
	}
	s := NewScreen()
	for i := range s.Controls {
		id, c := ControlID(i), &s.Controls[i]
		k := c.Knob.Name
		if id < FirstKnob {
			if k != "" {
				t.Errorf("transport control %s sets knob %q", c.Name, k)
			}
			continue
		}
		if !knobs[k] || c.Name != k {
			t.Errorf("control %d is named %q; its knob %q must be a model knob and its name", id, c.Name, k)
		}
		if got, ok := KnobControl(k); !ok || got != id {
			t.Errorf("KnobControl(%q) = %d, %v; want %d", k, got, ok, id)
		}
		info, _ := model.KnobByName(k)
		want := map[model.KnobControl]Kind{model.SliderControl: Slider, model.ToggleControl: Toggle, model.ChoiceControl: Choice}
		if kind, ok := want[info.Screen.Control]; !ok || kind != c.Kind || c.Label != info.Screen.Label {
			t.Errorf("control %s: kind %d, label %q; the model's table says control %d, label %q", c.Name, c.Kind, c.Label, info.Screen.Control, info.Screen.Label)
		}
		if c.Kind == Choice && !slices.Equal(c.Options, info.Screen.Words) {
			t.Errorf("choice %s shows %q; the model's table says %q", c.Name, c.Options, info.Screen.Words)
		}
	}
	for _, k := range model.Knobs() {
		if _, ok := KnobControl(k.Name); ok != k.OnStrip() {
			t.Errorf("knob %s: the model's table puts it on the strip: %v (place %d, control %d); the screen has a control: %v", k.Name, k.OnStrip(), k.Screen.Strip, k.Screen.Control, ok)
		}
	}
	if _, ok := KnobControl("traffic"); ok {
		t.Error("KnobControl found a control for traffic, which has none")
	}
	if _, ok := KnobControl(""); ok {
		t.Error(`KnobControl("") found a control`)
	}
}
