package layout

import "math"

// RingGrid places the strides of the ring panel: one row per WQE, one
// cell per stride, a column of WQE labels on the left, a lane for the
// label of the "never prefetched" band, a lane above the first row and
// one below the last row for the cursors' tags, and the legend at the
// bottom.
//
//	| title                                             |
//	|        ├never prefetched┤                         |  Band
//	|                             ▼NAPI                 |  TopLane
//	| WQE 0  ■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■ |
//	| WQE 1  ■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■■ |  Cells
//	|  ...                                              |
//	|                  ▲device                          |  BottomLane
//	| legend                                            |  Legend
type RingGrid struct {
	Panel      Rect
	Labels     Rect // the WQE label column
	Cells      Rect // the area the cells fill
	Band       Rect // the label of the never-prefetched band
	TopLane    Rect
	BottomLane Rect
	Legend     Rect
	Rows, Cols int
	ColW       float64 // width of one stride
	Pitch      float64 // distance from one row's top to the next
	RowH       float64 // height of a row of cells
}

// Sizes of the ring panel's parts, in design units.
const (
	RingTitleH = 40.0
	RingBandH  = 20.0
	RingLaneH  = 32.0 // room for a tag above the first row
	RingLowH   = 28.0 // below the last row; a tag there may reach into the legend
)

// ringLabelWidest is the widest WQE label a ring shows: a legacy ring of
// 8192 WQEs, 128 to a row, labels every 8th row from WQE 0 to WQE 7168
// and every row from WQE 0 to WQE 8064 when its rows are tall enough.
const ringLabelWidest = "WQE 8064"

// labelAdvance is the room a glyph of a WQE label takes, as a fraction
// of its size: the mono font's advance (Go Mono: 1229 of 2048 units, 0.6)
// and what full hinting adds when it rounds the advance up to a whole
// pixel, up to 0.07 at the 6-pixel type of a 640×360 window.
const labelAdvance = 0.67

// RingLabelGap is the room right of a WQE label: the tick that points it
// at its row when rows are labelled in steps (6 units, 2 from the
// strides), and a gap before it that keeps the tick from reading as a
// minus sign after the number.
const RingLabelGap = 14.0

// RingLabelW is the width of the ring's column of WQE labels at type t:
// the widest label at the label size, and the RingLabelGap
// (TestRingLabelsFit). A fixed column of 86 units had the projector's
// "WQE 256" set smaller than its "WQE 0".
func (t Type) RingLabelW() float64 {
	return math.Ceil(float64(len(ringLabelWidest))*labelAdvance*t.Label) + RingLabelGap
}

// NewRingGrid fits rows×cols cells into the ring panel r, with the
// legend at type t.
func NewRingGrid(r Rect, rows, cols int, t Type) RingGrid {
	g := RingGrid{Panel: r, Rows: rows, Cols: cols}
	inner := Rect{r.X + 14, r.Y + RingTitleH, r.W - 28, r.H - RingTitleH - 8}
	g.Band, inner = inner.SplitY(RingBandH, 0)
	g.TopLane, inner = inner.SplitY(RingLaneH, 0)
	inner, g.Legend = inner.SplitY(inner.H-t.RingLegendH, 0)
	inner, g.BottomLane = inner.SplitY(inner.H-RingLowH, 0)
	g.Labels, g.Cells = inner.SplitX(t.RingLabelW(), 0)
	g.Band.X, g.Band.W = g.Cells.X, g.Cells.W
	g.TopLane.X, g.TopLane.W = g.Cells.X, g.Cells.W
	g.BottomLane.X, g.BottomLane.W = g.Cells.X, g.Cells.W
	if rows <= 0 || cols <= 0 {
		return g
	}
	g.ColW = g.Cells.W / float64(cols)
	g.Pitch = g.Cells.H / float64(rows)
	gap := g.Pitch * 0.18
	if gap > 8 {
		gap = 8
	}
	g.RowH = g.Pitch - gap
	return g
}

// Cell is the rectangle of stride s of WQE w; hair is the width of the
// dividing line between strides (0 when strides are too narrow to show
// one).
func (g RingGrid) Cell(w, s int, hair float64) Rect {
	return Rect{g.Cells.X + float64(s)*g.ColW, g.Row(w).Y, g.ColW - hair, g.RowH}
}

// Row is the rectangle of the whole row of WQE w.
func (g RingGrid) Row(w int) Rect {
	return Rect{g.Cells.X, g.Cells.Y + float64(w)*g.Pitch, g.Cells.W, g.RowH}
}

// Span is the rectangle of strides [from, to) of WQE w.
func (g RingGrid) Span(w, from, to int) Rect {
	return Rect{g.Cells.X + float64(from)*g.ColW, g.Row(w).Y, float64(to-from) * g.ColW, g.RowH}
}

// StrideAt returns the WQE and stride under the design point (x, y), and
// false when the point is on no cell (including the gaps between rows).
func (g RingGrid) StrideAt(x, y float64) (w, s int, ok bool) {
	if g.Rows <= 0 || g.Cols <= 0 || !g.Cells.Contains(x, y) {
		return 0, 0, false
	}
	w = int((y - g.Cells.Y) / g.Pitch)
	s = int((x - g.Cells.X) / g.ColW)
	if w >= g.Rows || s >= g.Cols || y-g.Row(w).Y >= g.RowH {
		return 0, 0, false
	}
	return w, s, true
}

// BandLine is the box of a line of text at size on the never-prefetched
// band's line, from x, w wide: the band's label right of its bracket,
// and the line of the machine and the knobs when it goes there
// (ConfigLineBox). It is size+4 high, centred 11 units over the band's
// bottom, beside the bracket: a label larger than the band reaches
// (size-18)/2 units under it.
func (g RingGrid) BandLine(x, w, size float64) Rect {
	h := size + 4
	return Rect{X: x, Y: g.Band.Bottom() - 11 - h/2, W: w, H: h}
}

// NoticeBox is where the notice banner (a refused parameter, "Link
// copied") goes over the ring panel: over its head, the title and the
// band's line of text at labelSize, which it covers whole from edge to
// edge (a banner over part of a line left the tops or the ends of its
// letters showing), and down over the rows only when its text needs
// more than the head's room (h), never over the bottom lane, where the
// device's stall is said in orange, nor the legend: a notice and a
// warning never share space. A notice of one line leaves the rows and
// the cursors' tags in view (TestNoticeOverTheHead); it covered the top
// rows, where the NAPI cursor and its tags were, for its eight seconds.
func (g RingGrid) NoticeBox(h, labelSize float64) Rect {
	top := g.Panel.Y + noticeInset
	return Rect{g.Panel.X + noticeInset, top, g.Panel.W - 2*noticeInset, min(max(h, g.NoticeHeadH(labelSize)), g.BottomLane.Y-top)}
}

// NoticeHeadH is the height of the ring panel's head the notice banner
// covers at the least: the title's row and the band's line of text at
// labelSize, 2 units under its box.
func (g RingGrid) NoticeHeadH(labelSize float64) float64 {
	return max(g.Band.Bottom(), g.BandLine(0, 0, labelSize).Bottom()) + 2 - (g.Panel.Y + noticeInset)
}

// noticeInset keeps the banner inside the panel's frame.
const noticeInset = 4.0

// LabelEvery is how many rows apart the WQE labels stand: 1 when a row
// is tall enough for a label, else the smallest power of two that is
// (16 WQEs with XDP, 64 with a jumbo MTU). A label ("WQE 12") is capitals
// and digits, whose ink is about 0.7 of the type's size, so a row pitch
// of labelPitch of the size keeps neighbouring labels apart: at
// 1280×720 eight WQEs get a pitch of 17.5 units, and 18-unit labels on
// every row read clearly.
func (g RingGrid) LabelEvery(size float64) int {
	step := 1
	for g.Pitch > 0 && float64(step)*g.Pitch < labelPitch*size {
		step *= 2
	}
	return step
}

// labelPitch is the row pitch a WQE label needs, as a fraction of its
// type's size: its capitals' height (0.7) and a gap.
const labelPitch = 0.85
