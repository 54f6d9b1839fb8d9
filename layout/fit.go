package layout

// The design canvas: every position in this package is in these units.
const (
	DesignW = 1920.0
	DesignH = 1080.0
)

// Fit is the transform from design units to the pixels of a window:
// pixel = Off + design × S.
type Fit struct {
	S          float64 // pixels per design unit
	OffX, OffY float64 // where the design canvas's top-left corner lands
}

// FitWindow scales the 16:9 design canvas to a window of w×h pixels, as
// large as fits, centred. A window with no area gives a zero scale.
func FitWindow(w, h float64) Fit {
	return FitRegion(w, h, Rect{0, 0, DesignW, DesignH})
}

// Design maps a pixel position back to design units (for hit testing).
func (f Fit) Design(px, py float64) (x, y float64) {
	if f.S == 0 {
		return -1, -1
	}
	return (px - f.OffX) / f.S, (py - f.OffY) / f.S
}
