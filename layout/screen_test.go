package layout

import (
	"fmt"
	"testing"
)

// The window sizes the layout is checked at: a projector, a laptop, and
// a small embed.
var windows = []struct{ w, h float64 }{{1920, 1080}, {1280, 720}, {640, 360}}

func TestScreenPanelsTileWithoutOverlap(t *testing.T) {
	for _, ty := range []Type{ScreenType, ProjectorType} {
		tileWithoutOverlap(t, NewScreenFor(ty))
	}
}

func tileWithoutOverlap(t *testing.T, s Screen) {
	t.Helper()
	ps := append(s.Panels(), s.TopBar)
	for i, p := range ps {
		if p.W <= 0 || p.H <= 0 {
			t.Errorf("panel %d has no area: %+v", i, p)
		}
		if !p.Inside(s.Canvas.Inset(Margin)) {
			t.Errorf("panel %d %+v leaves the canvas margin", i, p)
		}
		for j := i + 1; j < len(ps); j++ {
			if p.Overlaps(ps[j]) {
				t.Errorf("panels %d %+v and %d %+v overlap", i, p, j, ps[j])
			}
		}
	}
	if len(PanelNames) != len(s.Panels()) {
		t.Errorf("%d panel names for %d panels", len(PanelNames), len(s.Panels()))
	}
}

// TestPanelsInWindow checks, at each window size, that every panel lands
// inside the window once scaled.
func TestPanelsInWindow(t *testing.T) {
	s := NewScreen()
	for _, win := range windows {
		f := FitWindow(win.w, win.h)
		for i, p := range append(s.Panels(), s.TopBar) {
			px := f.Scale(p)
			if px.X < 0 || px.Y < 0 || px.Right() > win.w+1e-9 || px.Bottom() > win.h+1e-9 {
				t.Errorf("%gx%g: panel %d lands at %+v, outside the window", win.w, win.h, i, px)
			}
		}
	}
}

func TestFitWindow(t *testing.T) {
	tests := []struct {
		w, h          float64
		s, offX, offY float64
	}{
		{1920, 1080, 1, 0, 0},
		{1280, 720, 2.0 / 3, 0, 0},
		{640, 360, 1.0 / 3, 0, 0},
		{3840, 2160, 2, 0, 0},
		{1000, 1000, 1000 / DesignW, 0, (1000 - DesignH*1000/DesignW) / 2},
		{2000, 720, 2.0 / 3, (2000 - 1280) / 2.0, 0},
		{0, 720, 0, 0, 0},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%gx%g", tt.w, tt.h), func(t *testing.T) {
			f := FitWindow(tt.w, tt.h)
			if !near(f.S, tt.s) || !near(f.OffX, tt.offX) || !near(f.OffY, tt.offY) {
				t.Errorf("FitWindow(%g, %g) = %+v; want S %g Off (%g, %g)", tt.w, tt.h, f, tt.s, tt.offX, tt.offY)
			}
			if f.S == 0 {
				return
			}
			c := f.Scale(Rect{0, 0, DesignW, DesignH})
			if c.X < -1e-9 || c.Y < -1e-9 || c.Right() > tt.w+1e-9 || c.Bottom() > tt.h+1e-9 {
				t.Errorf("scaled canvas %+v leaves the %gx%g window", c, tt.w, tt.h)
			}
			x, y := f.Design(c.X+c.W/2, c.Y+c.H/2)
			if !near(x, DesignW/2) || !near(y, DesignH/2) {
				t.Errorf("Design(centre) = (%g, %g); want (%g, %g)", x, y, DesignW/2, DesignH/2)
			}
		})
	}
}

func near(a, b float64) bool {
	d := a - b
	return d < 1e-9 && d > -1e-9
}

// TestSceneList: the scene list's rows fit the card and the canvas, do
// not overlap, and are at least a finger's height, for every count the
// published table could give.
func TestSceneList(t *testing.T) {
	for _, n := range []int{1, 2, 19, 24} {
		l := NewSceneList(n)
		if len(l.Rows) != n {
			t.Fatalf("%d rows: got %d", n, len(l.Rows))
		}
		canvas := Rect{0, 0, DesignW, DesignH}
		if !l.Card.Inside(canvas) {
			t.Errorf("%d rows: the card %v leaves the canvas", n, l.Card)
		}
		for i, r := range l.Rows {
			if !r.Inside(l.Card) || r.H < MinHit {
				t.Errorf("%d rows: row %d %v outside the card or under %g high", n, i, r, MinHit)
			}
			for j := i + 1; j < n; j++ {
				if r.Overlaps(l.Rows[j]) {
					t.Errorf("%d rows: rows %d and %d overlap", n, i, j)
				}
			}
		}
	}
}
