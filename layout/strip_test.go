package layout

import (
	"fmt"
	"math"
	"testing"

	"rxscope/model"
)

// TestStripFromTheTable: the strip holds the knobs the model's table puts
// on it (model.StripKnobs), the sliders in the first row and the switches
// and choices in the second, each row left to right in the table's order
// of places, with the knobs drawer's button after the second.
func TestStripFromTheTable(t *testing.T) {
	s := NewScreen()
	var rows [2][]string
	var lastX [2]float64
	for _, c := range s.Controls[FirstKnob:] {
		r := c.Knob.StripRow()
		if len(rows[r]) > 0 && c.Box.X <= lastX[r] {
			t.Errorf("%s is left of the control before it in its row", c.Name)
		}
		rows[r], lastX[r] = append(rows[r], c.Name), c.Box.X
		if (r == model.SliderRow) != (c.Box.Y < s.Controls[len(s.Controls)-1].Box.Y) {
			t.Errorf("%s is in the wrong row", c.Name)
		}
	}
	if got, want := fmt.Sprint(rows), "[[distance size rate] [cqe-compress inject mtu xdp]]"; got != want {
		t.Errorf("the strip holds %s; want %s", got, want)
	}
	if last := s.Controls[len(s.Controls)-1]; s.KnobsButton.X <= last.Box.Right() || s.KnobsButton.W < 2*MinHit {
		t.Errorf("the knobs button %+v is not after %s %+v, or too narrow", s.KnobsButton, last.Name, last.Box)
	}
	// the sliders' tracks are of a length, so that they line up as one
	for _, c := range s.Controls[FirstKnob:] {
		if first := s.Controls[FirstKnob]; c.Kind == Slider && !near(c.Track.W, first.Track.W) {
			t.Errorf("%s's track is %.1f long, %s's %.1f", c.Name, c.Track.W, first.Name, first.Track.W)
		}
	}
}

// TestAStripKnobJoinsTheStrip adds a throwaway knob to the model's table,
// marked for the strip: the screen gives it a control named after it, in
// its row, as the table says, sized to its words, the other controls
// making room (each row has room for one short control more), and
// KnobControl finds it; removed, it is gone.
func TestAStripKnobJoinsTheStrip(t *testing.T) {
	for _, tt := range []struct {
		info model.KnobInfo
		kind Kind
	}{
		{model.KnobInfo{Name: "throwaway", Kind: model.KnobInt, Min: 0, Max: 9, Screen: model.KnobScreen{Label: "Toy", Unit: "units",
			Control: model.SliderControl, Key: "Q", Strip: 4}}, Slider},
		{model.KnobInfo{Name: "throwaway", Kind: model.KnobBool, Values: []string{"on", "off"}, Screen: model.KnobScreen{Label: "Toy",
			Control: model.ToggleControl, Key: "Q", Strip: 2}}, Toggle},
	} {
		remove := model.AddKnob(tt.info,
			func(*model.Config, string) error { return nil },
			func(*model.Config) string { return "0" })
		s := NewScreen()
		id, ok := KnobControl("throwaway")
		switch {
		case !ok || int(id) >= len(s.Controls):
			t.Errorf("%s: no control on the strip", tt.info.Screen.Label)
		case s.Controls[id].Name != "throwaway" || s.Controls[id].Kind != tt.kind || s.Controls[id].Label != tt.info.Screen.Label:
			t.Errorf("%s: control %+v", tt.info.Screen.Label, s.Controls[id])
		default:
			checkControls(t, s)
			checkStripWords(t, s)
			if tt.kind == Toggle {
				// its place: second, after the knob already there (the
				// table's order), before the third
				if a, b := s.Controls[id-1].Name, s.Controls[id+1].Name; a != "inject" || b != "mtu" {
					t.Errorf("the switch sits between %s and %s", a, b)
				}
			}
		}
		remove()
		if _, ok := KnobControl("throwaway"); ok {
			t.Errorf("%s: still on the strip once removed", tt.info.Screen.Label)
		}
	}
	if n := len(NewScreen().Controls); n != int(FirstKnob)+len(model.StripKnobs()) {
		t.Errorf("%d controls once the knob is removed", n)
	}
}

// checkStripWords checks that the words of the strip's controls fit
// their boxes at the three window sizes, measured with the fonts.
func checkStripWords(t *testing.T, s Screen) {
	t.Helper()
	m := newMeasurer(t)
	for _, win := range windows {
		sc := FitWindow(win.w, win.h).S
		for _, c := range s.Controls[FirstKnob:] {
			if !m.fits(c.Label, regular, LabelSize, c.LabelBox, sc) {
				t.Errorf("%gx%g: %s's label does not fit %+v", win.w, win.h, c.Name, c.LabelBox)
			}
			if c.ValueSample != "" && !m.fits(c.ValueSample, mono, ValueSize, c.ValueBox, sc) {
				t.Errorf("%gx%g: %s's value %q does not fit %+v", win.w, win.h, c.Name, c.ValueSample, c.ValueBox)
			}
		}
	}
}

// TestTrackEndsOnWholePixels: a slider's track begins and ends on a
// whole pixel in the usual windows, so that a pointer at either end
// (pointer events come in whole CSS pixels) reads that end.
func TestTrackEndsOnWholePixels(t *testing.T) {
	s := NewScreen()
	for _, win := range windows {
		f := FitWindow(win.w, win.h)
		for _, c := range s.Controls {
			if c.Kind != Slider {
				continue
			}
			px := f.Scale(c.Track)
			for _, x := range []float64{px.X, px.Right()} {
				if math.Abs(x-math.Round(x)) > 1e-6 {
					t.Errorf("%gx%g: %s's track %+v has an end between pixels", win.w, win.h, c.Name, px)
				}
			}
		}
	}
}
