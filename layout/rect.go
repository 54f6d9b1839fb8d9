package layout

// Rect is an axis-aligned rectangle in design units (or pixels, once
// scaled): its top-left corner and its size.
type Rect struct {
	X, Y, W, H float64
}

// Right and Bottom are the far edges of r.
func (r Rect) Right() float64  { return r.X + r.W }
func (r Rect) Bottom() float64 { return r.Y + r.H }

// Contains reports whether the point (x, y) lies in r (the far edges
// excluded, so tiled rectangles never both claim a point).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Overlaps reports whether r and o share any area.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.Right() && o.X < r.Right() && r.Y < o.Bottom() && o.Y < r.Bottom()
}

// Inside reports whether r lies entirely within o.
func (r Rect) Inside(o Rect) bool {
	const eps = 1e-9
	return r.X >= o.X-eps && r.Y >= o.Y-eps && r.Right() <= o.Right()+eps && r.Bottom() <= o.Bottom()+eps
}

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect {
	return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d}
}

// SplitX cuts r vertically at x units from its left edge, leaving gap
// units between the two parts.
func (r Rect) SplitX(x, gap float64) (left, right Rect) {
	return Rect{r.X, r.Y, x, r.H}, Rect{r.X + x + gap, r.Y, r.W - x - gap, r.H}
}

// SplitY cuts r horizontally at y units from its top edge, leaving gap
// units between the two parts.
func (r Rect) SplitY(y, gap float64) (top, bottom Rect) {
	return Rect{r.X, r.Y, r.W, y}, Rect{r.X, r.Y + y + gap, r.W, r.H - y - gap}
}

// Scale maps r from design units to pixels with the transform of f.
func (f Fit) Scale(r Rect) Rect {
	return Rect{f.OffX + r.X*f.S, f.OffY + r.Y*f.S, r.W * f.S, r.H * f.S}
}
