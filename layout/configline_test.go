package layout

import "testing"

// TestConfigLineWhole sets the ring panel's title, the never-prefetched
// band's label and the line of the machine and the knobs in both themes
// at 1920×1080 and 1280×720, and checks that the line shows whole,
// clear of the title and of the band's label and inside the panel. A
// legacy ring's long title left the line of a burst scene cut to
// "machine cx4lx-2016 · traffic burst · …" while the band's row was
// empty; the default screen's "machine zen5-cx5" stays beside its title.
func TestConfigLineWhole(t *testing.T) {
	m := newMeasurer(t)
	const (
		striding = "Striding RQ: 8 WQEs × 128 strides of 2048 B (linear, headroom 64 B)"
		legacy   = "Legacy RQ: 1024 WQEs of one 2048 B buffer each (cyclic, headroom 64 B)"
		band     = "never prefetched: the first 4 strides of each WQE"
	)
	tests := []struct {
		what, title, band, line string
		beside                  int // 1: the line stays right of the title, -1: it goes under it, 0: either
	}{
		{"the default screen", striding, band, "machine zen5-cx5", 1},
		{"a burst on a legacy ring", legacy, "", "machine cx4lx-2016 · traffic burst · burst 2048 · budget 64", -1},
		{"TCP with LRO", striding, band, "machine zen5-cx5 · traffic tcp · lro on · sink app", 0},
	}
	for _, ty := range []Type{ScreenType, ProjectorType} {
		s := NewScreenFor(ty)
		rg := NewRingGrid(s.Ring, 8, 128, ty)
		for _, tc := range tests {
			for _, sc := range []float64{1, 720.0 / 1080} {
				width := func(s string, size float64) float64 { return m.width(s, regular, size, sc) / sc }
				titleEnd := s.Ring.X + 14 + m.width(tc.title, bold, ty.Title, sc)/sc
				bandEnd := rg.Band.X
				if tc.band != "" {
					// after the bracket over 4 strides, as drawRingBack sets it
					bandEnd = rg.Span(0, 0, 4).Right() + 6 + width(tc.band, ty.Label)
				}
				box := rg.ConfigLineBox(titleEnd, bandEnd, width(tc.line, ty.Label), ty.Label)
				shown := FitItems(tc.line, " · ", box.W, ty.Label, width)
				what := tc.what + ", the screen's type"
				if ty == ProjectorType {
					what = tc.what + ", the projector's type"
				}
				beside := box.Y < rg.Band.Y-8
				switch {
				case shown != tc.line:
					t.Errorf("%s at scale %.2f: the line shows as %q in %+v", what, sc, shown, box)
				case !box.Inside(s.Ring):
					t.Errorf("%s at scale %.2f: the line's box %+v leaves the panel %+v", what, sc, box, s.Ring)
				case beside && box.X < titleEnd, !beside && box.X < bandEnd:
					t.Errorf("%s at scale %.2f: the line's box %+v meets the title (to %.0f) or the band's label (to %.0f)", what, sc, box, titleEnd, bandEnd)
				case tc.beside != 0 && beside != (tc.beside > 0):
					t.Errorf("%s at scale %.2f: the line's box %+v; beside the title: want %v", what, sc, box, tc.beside)
				}
			}
		}
	}
}
