package layout

import "testing"

// TestRingGrid checks the ring's cells for the geometries the model
// produces (8×128 by default, 16×64 with XDP, 64×1024 with a jumbo MTU):
// every cell inside the panel, the lanes between the title and the
// legend, and StrideAt the inverse of Cell, with the screen's type and
// the projector's.
func TestRingGrid(t *testing.T) {
	s := NewScreen()
	for _, tt := range []struct {
		rows, cols int
		ty         Type
	}{{8, 128, ScreenType}, {16, 64, ScreenType}, {64, 1024, ScreenType}, {4, 8, ScreenType}, {8, 128, ProjectorType}, {64, 1024, ProjectorType}} {
		g := NewRingGrid(s.Ring, tt.rows, tt.cols, tt.ty)
		for _, r := range []Rect{g.Labels, g.Cells, g.Band, g.TopLane, g.BottomLane, g.Legend} {
			if !r.Inside(s.Ring) || r.W <= 0 || r.H <= 0 {
				t.Errorf("%dx%d: part %+v is empty or leaves the panel %+v", tt.rows, tt.cols, r, s.Ring)
			}
		}
		if g.Band.Overlaps(g.TopLane) || g.TopLane.Overlaps(g.Cells) || g.BottomLane.Overlaps(g.Cells) || g.Legend.Overlaps(g.BottomLane) {
			t.Errorf("%dx%d: lanes overlap the cells", tt.rows, tt.cols)
		}
		for w := 0; w < tt.rows; w++ {
			for _, st := range []int{0, tt.cols / 2, tt.cols - 1} {
				c := g.Cell(w, st, 0)
				if !c.Inside(g.Cells) {
					t.Fatalf("%dx%d: cell (%d,%d) %+v leaves %+v", tt.rows, tt.cols, w, st, c, g.Cells)
				}
				gw, gs, ok := g.StrideAt(c.X+c.W/2, c.Y+c.H/2)
				if !ok || gw != w || gs != st {
					t.Errorf("%dx%d: StrideAt(centre of %d,%d) = %d,%d,%v", tt.rows, tt.cols, w, st, gw, gs, ok)
				}
			}
		}
		if _, _, ok := g.StrideAt(g.Cells.X-1, g.Cells.Y+1); ok {
			t.Errorf("%dx%d: a point left of the cells hits a stride", tt.rows, tt.cols)
		}
	}
}

// TestNoticeClearOfWarning checks the rule that a notice banner and the
// ring's warning never share space: at every ring geometry, with both
// types, and however many lines the notice has, the banner stays in the
// panel, under its title, and clear of the bottom lane (where the
// device's stall is said) and the legend.
func TestNoticeClearOfWarning(t *testing.T) {
	for _, ty := range []Type{ScreenType, ProjectorType} {
		s := NewScreenFor(ty)
		for _, sh := range []struct{ rows, cols int }{{8, 128}, {16, 64}, {64, 1024}} {
			g := NewRingGrid(s.Ring, sh.rows, sh.cols, ty)
			for _, h := range []float64{64, 134, 400} {
				b := g.NoticeBox(h, ty.Label)
				if !b.Inside(s.Ring) || b.Y < s.Ring.Y+RingTitleH || b.Overlaps(g.BottomLane) || b.Overlaps(g.Legend) || b.H < 64 {
					t.Errorf("type %v, %dx%d, %v units asked: the banner %+v leaves the panel, covers its title, the warning's lane %+v or the legend %+v, or is under 64 units",
						ty.Label, sh.rows, sh.cols, h, b, g.BottomLane, g.Legend)
				}
			}
		}
	}
}

// TestLabelEvery: every row is labelled on the screen's and the
// projector's usual rings of eight WQEs whenever the rows can hold a
// label; thinner rows get every 2nd, 4th, ... row.
func TestLabelEvery(t *testing.T) {
	for _, c := range []struct {
		name  string
		t     Type
		h     float64 // the ring panel's height
		rows  int
		every int
	}{
		{"screen, 8 WQEs", ScreenType, ScreenType.RingH, 8, 1},
		{"screen, 16 WQEs (XDP)", ScreenType, ScreenType.RingH, 16, 2},
		{"screen, 64 WQEs (jumbo)", ScreenType, ScreenType.RingH, 64, 8},
		{"projector, 8 WQEs", ProjectorType, ProjectorType.RingH, 8, 2},
		{"projector, 64 WQEs", ProjectorType, ProjectorType.RingH, 64, 16},
		{"tall panel, 8 WQEs", ScreenType, 600, 8, 1},
	} {
		g := NewRingGrid(Rect{W: 1000, H: c.h}, c.rows, 128, c.t)
		every := g.LabelEvery(c.t.Label)
		if every != c.every {
			t.Errorf("%s: pitch %.1f, labels every %d rows; want %d", c.name, g.Pitch, every, c.every)
		}
		if float64(every)*g.Pitch < labelPitch*c.t.Label {
			t.Errorf("%s: labels %.1f units apart, under %.1f", c.name, float64(every)*g.Pitch, labelPitch*c.t.Label)
		}
		if every > 1 && float64(every/2)*g.Pitch >= labelPitch*c.t.Label {
			t.Errorf("%s: every %d rows, though every %d would fit", c.name, every, every/2)
		}
	}
}

// TestNoticeUnderTheBandLine checks that the notice banner leaves the
// line of text on the never-prefetched band whole, at every ring
// geometry in both types: the banner starts under the box of a label at
// the type's label size, the band's label or the line of the machine
// and the knobs (ConfigLineBox). It started 4 units into the band, and
// the tops of the band's letters stood over its edge.
func TestNoticeUnderTheBandLine(t *testing.T) {
	for _, ty := range []Type{ScreenType, ProjectorType} {
		s := NewScreenFor(ty)
		for _, sh := range []struct{ rows, cols int }{{8, 128}, {16, 64}, {64, 1024}} {
			g := NewRingGrid(s.Ring, sh.rows, sh.cols, ty)
			line := g.BandLine(g.Band.X, g.Band.W, ty.Label)
			cfg := g.ConfigLineBox(g.Panel.Right()-120, g.Band.X+200, 2000, ty.Label)
			b := g.NoticeBox(64, ty.Label)
			if b.Overlaps(line) || b.Overlaps(cfg) || b.H < 64 {
				t.Errorf("type %v, %dx%d: the banner %+v covers part of the band's line %+v or %+v, or is under 64 units", ty.Label, sh.rows, sh.cols, b, line, cfg)
			}
		}
	}
}
