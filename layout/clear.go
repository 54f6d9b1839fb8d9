package layout

// A label on a chart must not be crossed by what the chart draws: its
// series' lines and points, its marks. ClearOf checks a place, and
// FirstClear picks the first clear one of a label's candidate places.

// ClearOf reports whether r is crossed by no segment of the polyline pts
// (points closer than pad to r count as crossing, so that a point's dot
// or a line's width does not touch the label) and overlaps none of marks.
func ClearOf(r Rect, pts [][2]float64, pad float64, marks []Rect) bool {
	g := r.Inset(-pad)
	for _, m := range marks {
		if m.Overlaps(g) {
			return false
		}
	}
	for i := range pts {
		if g.Contains(pts[i][0], pts[i][1]) {
			return false
		}
		if i > 0 && segmentCrosses(g, pts[i-1], pts[i]) {
			return false
		}
	}
	return true
}

// FirstClear is the first of cands that is clear of pts and marks
// (ClearOf), and whether there is one; without one it returns the first.
func FirstClear(cands []Rect, pts [][2]float64, pad float64, marks []Rect) (Rect, bool) {
	for _, c := range cands {
		if ClearOf(c, pts, pad, marks) {
			return c, true
		}
	}
	if len(cands) == 0 {
		return Rect{}, false
	}
	return cands[0], false
}

// segmentCrosses reports whether the segment from a to b passes through
// r (Liang–Barsky clipping).
func segmentCrosses(r Rect, a, b [2]float64) bool {
	t0, t1 := 0.0, 1.0
	dx, dy := b[0]-a[0], b[1]-a[1]
	for _, e := range [4][2]float64{
		{-dx, a[0] - r.X}, {dx, r.Right() - a[0]},
		{-dy, a[1] - r.Y}, {dy, r.Bottom() - a[1]},
	} {
		p, q := e[0], e[1]
		if p == 0 {
			if q < 0 {
				return false
			}
			continue
		}
		t := q / p
		if p < 0 {
			t0 = max(t0, t)
		} else {
			t1 = min(t1, t)
		}
		if t0 > t1 {
			return false
		}
	}
	return true
}
