package layout

import "testing"

// TestHelpFits lays the help overlay out with its real words (HelpColumns)
// and the screen's fonts at 1280×720 and at 1920×1080, where a speaker
// shows it in the projector theme: the card is on the canvas, every line
// is inside the card, clear of every other, and as wide as its box at
// most in the window's pixels (so that none is set smaller to fit), and
// no text is under the projector's least size, the stricter theme's (the
// overlay's type is the same in both).
func TestHelpFits(t *testing.T) {
	m := newMeasurer(t)
	cols := HelpColumns()
	for _, win := range []struct {
		name string
		w, h float64
	}{{"1280×720", 1280, 720}, {"1920×1080 projector", 1920, 1080}} {
		sc := FitWindow(win.w, win.h).S
		measure := func(s string, size float64) float64 { return m.width(s, regular, size, sc) / sc }
		h := NewHelp(cols, measure)
		if !h.Card.Inside(Rect{W: DesignW, H: DesignH}) {
			t.Errorf("%s: the card %+v is off the canvas", win.name, h.Card)
		}
		rows := 0
		for i, x := range h.Texts {
			where := win.name + " help"
			tf := regular
			if x.Kind.Bold() {
				tf = bold
			}
			fitIn(t, m, where, x.Text, tf, x.Size, x.Box, sc)
			if x.Size < ProjectorMinLabel {
				t.Errorf("%s: %q is set at %v; the least that reads on a projector is %v", where, x.Text, x.Size, ProjectorMinLabel)
			}
			if !x.Box.Inside(h.Card) {
				t.Errorf("%s: %q at %+v is outside the card %+v", where, x.Text, x.Box, h.Card)
			}
			for _, y := range h.Texts[i+1:] {
				if x.Box.Overlaps(y.Box) {
					t.Errorf("%s: %q at %+v overlaps %q at %+v", where, x.Text, x.Box, y.Text, y.Box)
				}
			}
			if x.Kind == HelpKeys {
				rows++
			}
		}
		want := 0
		for _, c := range cols {
			for _, g := range c.Groups {
				want += len(g)
			}
		}
		if rows != want || want < len(transportHelp)+len(KeyedKnobs())+len(focusHelp)+len(commandHelp) {
			t.Errorf("%s: the overlay has %d rows of keys; want all %d of its columns, with a row for every knob with a key", win.name, rows, want)
		}
	}
}
