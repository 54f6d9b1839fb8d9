package layout

// A zoom shows one region of the design canvas (a panel, or two that read
// together) as large as the window allows, instead of the whole canvas:
// the same drawing at another Fit, so its text is set at the larger size
// and stays sharp. FitRegion is that fit; ZoomRect the region a zoom
// onto some panels shows.

// FitRegion scales region r of the design canvas to a window of w×h
// pixels, as large as fits, centred. FitRegion(w, h, the canvas) is
// FitWindow(w, h). A window or a region with no area gives a zero scale.
func FitRegion(w, h float64, r Rect) Fit {
	if w <= 0 || h <= 0 || r.W <= 0 || r.H <= 0 {
		return Fit{}
	}
	s := w / r.W
	if hs := h / r.H; hs < s {
		s = hs
	}
	return Fit{S: s, OffX: (w-r.W*s)/2 - r.X*s, OffY: (h-r.H*s)/2 - r.Y*s}
}

// ZoomRect is the region a zoom onto panels a and b shows (pass a twice
// for one panel): the smallest rectangle holding both, with a Gap around
// it, kept within the canvas.
func ZoomRect(a, b Rect) Rect {
	x0, y0 := min(a.X, b.X)-Gap, min(a.Y, b.Y)-Gap
	x1, y1 := max(a.Right(), b.Right())+Gap, max(a.Bottom(), b.Bottom())+Gap
	x0, y0 = max(x0, 0), max(y0, 0)
	x1, y1 = min(x1, DesignW), min(y1, DesignH)
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// Through maps the design point (x, y), as f places it on the window, to
// the design point that fit to places on the same pixel: a pointer read
// through the whole screen's fit, found on a zoomed panel.
func (f Fit) Through(to Fit, x, y float64) (float64, float64) {
	if f == to {
		return x, y
	}
	return to.Design(f.OffX+x*f.S, f.OffY+y*f.S)
}

// Window is the part of the design plane a window of w×h pixels shows
// through f: with a zoom, it reaches past the canvas on the sides the
// region leaves.
func (f Fit) Window(w, h float64) Rect {
	if f.S == 0 {
		return Rect{}
	}
	x0, y0 := f.Design(0, 0)
	x1, y1 := f.Design(w, h)
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// Around returns the four bands of outer that lie outside inner (above,
// below, left, right; a band with no area has W or H ≤ 0): what a zoom
// masks around its region.
func Around(outer, inner Rect) [4]Rect {
	top := Rect{outer.X, outer.Y, outer.W, inner.Y - outer.Y}
	bottom := Rect{outer.X, inner.Bottom(), outer.W, outer.Bottom() - inner.Bottom()}
	left := Rect{outer.X, inner.Y, inner.X - outer.X, inner.H}
	right := Rect{inner.Right(), inner.Y, outer.Right() - inner.Right(), inner.H}
	return [4]Rect{top, bottom, left, right}
}

// ZoomNames names the regions a zoom can show, as the address and the
// page's snapshot spell them: the ring; the two packet panels together;
// the NAPI CPU strip with the RX CQ under it; the figures; the chart.
var ZoomNames = []string{"ring", "packets", "cpu", "figures", "chart"}

// ZoomOn is the region of s a zoom called name shows (ZoomNames), with
// its margin (ZoomRect). In a lesson the right-hand column is the lesson
// panel, lesson: "figures" and "chart" both show it whole. It reports
// false for a name it does not know.
func (s Screen) ZoomOn(name string, lesson Rect) (Rect, bool) {
	switch name {
	case "ring":
		return ZoomRect(s.Ring, s.Ring), true
	case "packets":
		return ZoomRect(s.Current, s.Ahead), true
	case "cpu":
		return ZoomRect(s.CPU, s.CQ), true
	case "figures", "chart":
		switch {
		case lesson.W > 0 && lesson.H > 0:
			return ZoomRect(lesson, lesson), true
		case name == "figures":
			return ZoomRect(s.Figures, s.Figures), true
		}
		return ZoomRect(s.Chart, s.Chart), true
	}
	return Rect{}, false
}
