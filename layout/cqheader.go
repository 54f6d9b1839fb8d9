package layout

import "bytes"

// The CQ panel's first line holds its title ("RX CQ"), the consumer
// counter and its slot ("cc 1,967 · slot 1967/65536") and the legend of
// the slots' marks. The counter only grows, and a jumbo ring's CQ has
// 65536 slots, so the line is laid out from its ends: the legend against
// the panel's right edge, the counter after the title, cut at its last
// whole item that fits before the legend (TestCQHeaderClear).

// Geometry of the CQ panel's first line, in design units.
const (
	cqPad       = 14.0 // inside the panel's edge
	cqTitleGap  = 14.0 // after the title
	cqLegendGap = 20.0 // between the counter and the legend
	cqLineY     = 6.0  // the line's top, under the panel's edge
	cqLineH     = 30.0
)

// CQLegend is the words of the legend of the slots' marks, in order: a
// CQE, a compression session's title, an array of mini CQEs, a slot whose
// completion is in a mini CQE, a consumed slot, an empty one.
var CQLegend = [...]string{"CQE", "title", "8 mini CQEs", "in a mini", "consumed", "empty"}

// The legend's entries: a mark and the room after it, then its words, and
// the space before the next entry.
const (
	CQLegendMark  = 24.0
	CQLegendSpace = 18.0
)

// CQLegendW is the legend's width with its words at size.
func CQLegendW(size float64, measure TextWidth) float64 {
	w := 0.0
	for i, s := range CQLegend {
		if i > 0 {
			w += CQLegendSpace
		}
		w += CQLegendMark + measure(s, size)
	}
	return w
}

// CQHeader places the counter and the legend on the CQ panel's first line
// for a title titleW wide and a legend legendW wide: the legend ends at
// the panel's right edge and the counter fills the room between.
func CQHeader(panel Rect, titleW, legendW float64) (info, legend Rect) {
	legend = Rect{X: panel.Right() - cqPad - legendW, Y: panel.Y + cqLineY + 2, W: legendW, H: 24}
	x := panel.X + cqPad + titleW + cqTitleGap
	info = Rect{X: x, Y: panel.Y + cqLineY, W: max(0, legend.X-cqLegendGap-x), H: cqLineH}
	return info, legend
}

// CutItems is the longest leading part of b, a list of items joined by
// sep, made of whole items that is at most width wide by measure: b
// itself when it fits, nothing when not even its first item does. It
// returns a slice of b, so that a line rebuilt every frame is cut without
// a copy.
func CutItems(b []byte, sep string, width float64, measure func([]byte) float64) []byte {
	for {
		if measure(b) <= width {
			return b
		}
		i := bytes.LastIndex(b, []byte(sep))
		if i < 0 {
			return b[:0]
		}
		b = b[:i]
	}
}
