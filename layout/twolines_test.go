package layout

import (
	"math"
	"strings"
	"testing"
)

// TestTwoLinesKeepSize sets the lesson panel's try buttons and rows of
// chips the projector showed shrunk at 1080p in their boxes with the
// screen's fonts: each keeps at least the projector's least size, on one
// line or two, and fits its box; a row of knobs keeps each knob with its
// value (a try button's one knob may have to go over its value).
func TestTwoLinesKeepSize(t *testing.T) {
	m := newMeasurer(t)
	ty := ProjectorLessonType
	size := ty.Choice - 2
	measure := func(tf typeface) TextWidth {
		return func(s string, size float64) float64 { return m.width(s, tf, size, 1) }
	}
	try := Rect{W: 230, H: LessonChipsH}.Inset(10)
	chips := Rect{W: NewScreenFor(ProjectorType).Figures.W - 28 - 28, H: LessonChipsH - 16}
	// a label a little too long stays on one line, a little smaller
	nav := Rect{W: 200, H: MinHit}.Inset(10)
	if _, b, _ := TwoLines("Getting ready…", nav.W, nav.H, ty.Choice, ty.Floor, measure(bold)); b != "" {
		t.Errorf("\"Getting ready…\" broken in two in a %.0f-unit button, where one line keeps more of its size", nav.W)
	}
	// and the last lesson's last step's button (app.Lessons.NextLabel)
	// keeps the projector's size at 1920×1080, 1280×720 and 1024×768:
	// "End of the lessons" was set at 19.5 units at 1280×720
	for _, sc := range []float64{1, 720.0 / 1080, 576.0 / 1080} {
		ms := func(s string, size float64) float64 { return m.width(s, bold, size, sc) / sc }
		a, b, at := TwoLines("The end", nav.W, nav.H, ty.Choice, ty.Floor, ms)
		if w := ms(a, at); w > nav.W { // set smaller in whole device pixels, as the painter does
			at = math.Floor(at*nav.W/w*sc) / sc
		}
		if at < ProjectorMinLabel || b != "" && ms(b, at) > nav.W {
			t.Errorf("at %.0f px high the last step's button reads %q, %q at %.1f", 1080*sc, a, b, at)
		}
	}
	for _, c := range []struct {
		s   string
		tf  typeface
		box Rect
	}{
		{"Try variant = stride-ahead", bold, try},
		{"Try lines = headers,page", bold, try},
		{"Try headcopy = 256", bold, try},
		{"Try budget = 8", bold, try},
		{"Set in this step: headcopy = headlen · lro = off · app = other-core", regular, chips},
		{"Set in this step: lines = headers,page,shinfo", regular, Rect{W: chips.W - 240, H: chips.H}},
	} {
		a, b, at := TwoLines(c.s, c.box.W, c.box.H, size, ProjectorMinLabel, measure(c.tf))
		if at < ProjectorMinLabel {
			t.Errorf("%q set at %.1f, under %g", c.s, at, ProjectorMinLabel)
		}
		for _, ln := range []string{a, b} {
			if w := m.width(ln, c.tf, at, 1); w > c.box.W+0.5 && b != "" {
				t.Errorf("%q: line %q is %.1f wide at %.1f; the box has %.1f", c.s, ln, w, at, c.box.W)
			}
		}
		if b != "" && 2*TwoLinesPitch(at) > c.box.H+1e-9 {
			t.Errorf("%q: two lines at %.1f are %.1f high; the box has %.1f", c.s, at, 2*TwoLinesPitch(at), c.box.H)
		}
		if a+" "+b != c.s && b != "" || b == "" && a != c.s {
			t.Errorf("%q broken into %q and %q", c.s, a, b)
		}
		if size*min(1, c.box.W/m.width(a, c.tf, at, 1)) < ProjectorMinLabel && b == "" {
			t.Errorf("%q stays on one line, where it is set at %.1f", c.s, size*c.box.W/m.width(a, c.tf, at, 1))
		}
		if strings.HasPrefix(c.s, "Set") && strings.HasSuffix(a, "=") || strings.HasPrefix(b, "=") || strings.HasPrefix(b, "·") {
			t.Errorf("%q broken into %q and %q: a knob parted from its value, or a line opened with the separator", c.s, a, b)
		}
	}
}
