package layout

import (
	"fmt"
	"testing"
)

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
// panel and clear of the bottom lane (where the device's stall is said)
// and the legend.
func TestNoticeClearOfWarning(t *testing.T) {
	for _, ty := range []Type{ScreenType, ProjectorType} {
		s := NewScreenFor(ty)
		for _, sh := range []struct{ rows, cols int }{{8, 128}, {16, 64}, {64, 1024}} {
			g := NewRingGrid(s.Ring, sh.rows, sh.cols, ty)
			for _, h := range []float64{0, 64, 134, 400} {
				b := g.NoticeBox(h, ty.Label)
				if !b.Inside(s.Ring) || b.Overlaps(g.BottomLane) || b.Overlaps(g.Legend) || b.H < g.NoticeHeadH(ty.Label) {
					t.Errorf("type %v, %dx%d, %v units asked: the banner %+v leaves the panel, covers the warning's lane %+v or the legend %+v, or is under the head's height",
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

// TestNoticeOverTheHead checks where the notice banner goes, at every
// ring geometry in both types: it covers the panel's head whole, the
// title's row and the line of text on the never-prefetched band, the
// band's label or the line of the machine and the knobs (ConfigLineBox),
// beside the title or in the band's row (a banner over part of a line
// left the tops of its letters showing); and a notice of one line at the
// banner's type (22 units a line of 1.3, 20 of padding) stays clear of
// the rows of strides, where the cursors and their tags are: it covered
// the top rows for its eight seconds.
func TestNoticeOverTheHead(t *testing.T) {
	const oneLine = 22*1.3 + 20
	for _, ty := range []Type{ScreenType, ProjectorType} {
		s := NewScreenFor(ty)
		for _, sh := range []struct{ rows, cols int }{{8, 128}, {16, 64}, {64, 1024}} {
			g := NewRingGrid(s.Ring, sh.rows, sh.cols, ty)
			b := g.NoticeBox(oneLine, ty.Label)
			where := fmt.Sprintf("type %v, %dx%d: the banner %+v", ty.Label, sh.rows, sh.cols, b)
			title := Rect{X: g.Panel.X + 14, Y: g.Panel.Y + 8, W: g.Panel.W - 28, H: 30}
			band := g.BandLine(g.Band.X, g.Band.W, ty.Label)
			beside := g.ConfigLineBox(g.Panel.X+200, g.Band.X, 100, ty.Label)
			inBand := g.ConfigLineBox(g.Panel.Right()-120, g.Band.X+200, 2000, ty.Label)
			for _, r := range []Rect{title, band, beside, inBand} {
				if r.W > 0 && !r.Inside(b) {
					t.Errorf("%s leaves part of %+v showing", where, r)
				}
			}
			if b.H < oneLine || b.Overlaps(g.Cells) {
				t.Errorf("%s is under one line's %.1f units or covers the rows %+v", where, oneLine, g.Cells)
			}
		}
	}
}
