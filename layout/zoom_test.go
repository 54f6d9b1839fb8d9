package layout

import (
	"math"
	"testing"
)

// closeTo reports whether a and b agree to a millionth of a pixel.
func closeTo(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

func TestFitRegionOfTheCanvasIsFitWindow(t *testing.T) {
	for _, w := range append(windows, struct{ w, h float64 }{1024, 768}) {
		got, want := FitRegion(w.w, w.h, Rect{0, 0, DesignW, DesignH}), FitWindow(w.w, w.h)
		if got != want {
			t.Errorf("%gx%g: FitRegion of the canvas = %+v, FitWindow = %+v", w.w, w.h, got, want)
		}
	}
}

// TestFitRegion checks the arithmetic of a zoom's fit: the region fills
// the window's width or its height, centred in the other, for each
// region at an embed's 640×360 and a projector's 1024×768, and for
// regions wider and taller than the window.
func TestFitRegion(t *testing.T) {
	s := NewScreen()
	region := func(name string) Rect {
		r, ok := s.ZoomOn(name, Rect{})
		if !ok {
			t.Fatalf("ZoomOn(%q) knows no such region", name)
		}
		return r
	}
	tests := []struct {
		name   string
		w, h   float64
		r      Rect
		s      float64 // the scale
		fillsW bool    // the region spans the window's width (else its height)
	}{
		// 640×360 (16:9): the ring, the packets, the CPU strip and the
		// chart are wider than 16:9 and span the width; the figures are
		// taller and span the height. At 1024×768 (4:3) the figures
		// are wider than the window too
		{"ring 640x360", 640, 360, region("ring"), 640 / 1244.0, true},
		{"packets 640x360", 640, 360, region("packets"), 640 / 1244.0, true},
		{"cpu 640x360", 640, 360, region("cpu"), 640 / 1244.0, true},
		{"figures 640x360", 640, 360, region("figures"), 360 / 472.0, false},
		{"chart 640x360", 640, 360, region("chart"), 640 / 680.0, true},
		{"ring 1024x768", 1024, 768, region("ring"), 1024 / 1244.0, true},
		{"figures 1024x768", 1024, 768, region("figures"), 1024 / 680.0, true},
		{"wide strip", 1000, 500, Rect{100, 200, 800, 100}, 1000 / 800.0, true},
		{"tall strip", 1000, 500, Rect{100, 200, 100, 800}, 500 / 800.0, false},
		{"the canvas at 1024x768", 1024, 768, Rect{0, 0, DesignW, DesignH}, 1024 / DesignW, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := FitRegion(tt.w, tt.h, tt.r)
			if !closeTo(f.S, tt.s) {
				t.Fatalf("scale %v, want %v", f.S, tt.s)
			}
			p := f.Scale(tt.r)
			// centred: as much room on either side
			if !closeTo(p.X, tt.w-p.Right()) || !closeTo(p.Y, tt.h-p.Bottom()) {
				t.Errorf("region at %+v in %gx%g: not centred", p, tt.w, tt.h)
			}
			if p.X < -1e-6 || p.Y < -1e-6 || p.Right() > tt.w+1e-6 || p.Bottom() > tt.h+1e-6 {
				t.Errorf("region at %+v leaves the %gx%g window", p, tt.w, tt.h)
			}
			if tt.fillsW && !closeTo(p.W, tt.w) || !tt.fillsW && !closeTo(p.H, tt.h) {
				t.Errorf("region at %+v does not fill the %gx%g window's %s", p, tt.w, tt.h, map[bool]string{true: "width", false: "height"}[tt.fillsW])
			}
			// a pixel maps back to the design point drawn there
			x, y := f.Design(p.X+p.W/2, p.Y+p.H/2)
			if !closeTo(x, tt.r.X+tt.r.W/2) || !closeTo(y, tt.r.Y+tt.r.H/2) {
				t.Errorf("the region's centre maps back to (%v, %v)", x, y)
			}
		})
	}
	if f := FitRegion(640, 360, Rect{}); f.S != 0 {
		t.Errorf("a region with no area gives scale %v, want 0", f.S)
	}
}

// TestZoomOnRegions checks each region holds its panels with a Gap of
// margin, inside the canvas, and that in a lesson the figures and the
// chart show the lesson's column.
func TestZoomOnRegions(t *testing.T) {
	for _, ty := range []Type{ScreenType, ProjectorType} {
		s := NewScreenFor(ty)
		panels := map[string][]Rect{
			"ring": {s.Ring}, "packets": {s.Current, s.Ahead}, "cpu": {s.CPU, s.CQ},
			"figures": {s.Figures}, "chart": {s.Chart},
		}
		for _, name := range ZoomNames {
			r, ok := s.ZoomOn(name, Rect{})
			if !ok {
				t.Fatalf("ZoomOn(%q) knows no such region", name)
			}
			if !r.Inside(s.Canvas) {
				t.Errorf("%s: region %+v leaves the canvas", name, r)
			}
			for _, p := range panels[name] {
				if !p.Inset(-Gap).Inside(r) {
					t.Errorf("%s: panel %+v has no Gap of margin in region %+v", name, p, r)
				}
			}
			for other, ps := range panels {
				for _, p := range ps {
					if other != name && p.Inset(1).Overlaps(r) && !(name == "packets" && other == "packets") {
						t.Errorf("%s: region %+v takes in the %s panel %+v", name, r, other, p)
					}
				}
			}
		}
		col := Rect{s.Figures.X, s.Figures.Y, s.Figures.W, s.Chart.Bottom() - s.Figures.Y}
		for _, name := range []string{"figures", "chart"} {
			if r, _ := s.ZoomOn(name, col); r != col.Inset(-Gap) {
				t.Errorf("%s in a lesson: region %+v, want the column with its margin %+v", name, r, col.Inset(-Gap))
			}
		}
	}
	if _, ok := NewScreen().ZoomOn("lesson", Rect{}); ok {
		t.Error(`ZoomOn("lesson") is known; the regions are ZoomNames`)
	}
}

func TestFitThrough(t *testing.T) {
	whole := FitWindow(1280, 720)
	r, _ := NewScreen().ZoomOn("ring", Rect{})
	zoom := FitRegion(1280, 720, r)
	// the ring's centre, where the zoom draws it: the pixel at the
	// window's centre, which the whole screen's fit reads as another point
	wx, wy := whole.Design(640, zoom.OffY+(r.Y+r.H/2)*zoom.S)
	x, y := whole.Through(zoom, wx, wy)
	if !closeTo(x, r.X+r.W/2) || !closeTo(y, r.Y+r.H/2) {
		t.Errorf("Through gives (%v, %v), want the ring's centre (%v, %v)", x, y, r.X+r.W/2, r.Y+r.H/2)
	}
	if x, y := whole.Through(whole, 12.5, 7); x != 12.5 || y != 7 {
		t.Errorf("Through the same fit moved the point to (%v, %v)", x, y)
	}
}

func TestAround(t *testing.T) {
	outer, inner := Rect{-100, -50, 400, 300}, Rect{10, 20, 100, 50}
	area := inner.W * inner.H
	for _, b := range Around(outer, inner) {
		if b.Overlaps(inner) {
			t.Errorf("band %+v overlaps the region", b)
		}
		area += b.W * b.H
	}
	if !closeTo(area, outer.W*outer.H) {
		t.Errorf("the bands and the region cover %v, want %v", area, outer.W*outer.H)
	}
}
