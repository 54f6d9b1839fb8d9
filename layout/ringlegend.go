package layout

// The ring's legend names the stride's seven looks in one row: a swatch,
// its label, a gap. With 26 units between entries the projector's row
// was 1160 units of its 1192 at 1920×1080 and 1202 at 1024×768, where the
// hinted glyphs are wider: the legend kept the height of two lines, and
// at 1920×1080 the second was an empty band under the strides. With
// RingLegendGap it takes one line at every window size (TestRingLegendOneLine),
// and the rows of strides get the room.

// Sizes of an entry of the ring's legend, in design units.
const (
	RingLegendSwatch    = 16.0 // the swatch's width (20 high)
	RingLegendSwatchGap = 8.0  // between the swatch and its label
	RingLegendGap       = 20.0 // between an entry's label and the next swatch
	RingLegendInset     = 4.0  // before the first swatch
)

// RingLegendW is the width of a legend of labels in one row at size.
func RingLegendW(labels []string, size float64, measure TextWidth) float64 {
	w := RingLegendInset
	for i, l := range labels {
		if i > 0 {
			w += RingLegendGap
		}
		w += RingLegendSwatch + RingLegendSwatchGap + measure(l, size)
	}
	return w
}
