package layout

// The knobs drawer is a card over the screen with a row for every knob of
// the model's table (app.KnobRows), the ones without a control on the
// knobs strip too, in two columns: the knob's name, a − button, its value
// and a + button. Under the rows, the selected row's help, range and
// default, in type a room can read.
//
//	+----------------------------------------------------------------------+
//	| All knobs                        ↑ ↓ a row · ← → a notch ·  Esc  [×] |
//	| profile        [−]  zen5-cx5  [+] | rq            [−] striding  [+] |
//	| variant        [−] stride-ahead[+]| lro           [−]   off     [+] |
//	|  …                                |  …                               |
//	| budget: NAPI budget: CQEs per poll at most …  1..256 · default 64    |
//	+----------------------------------------------------------------------+

// KnobsDrawer is the knobs drawer's geometry.
type KnobsDrawer struct {
	Card, Title, Close Rect
	Rows               []KnobsRow
	Help               Rect // the selected row's help
}

// KnobsRow is one row: the knob's name, its − and + buttons around its
// value.
type KnobsRow struct {
	Row, Name, Minus, Value, Plus Rect
}

// Sizes of the knobs drawer, in design units.
const (
	knobsDrawerW   = 1840.0
	knobsDrawerGap = 28.0
	knobsRowGap    = 6.0
	knobsRowMaxH   = 76.0
	knobsValueW    = 250.0
	// KnobsNameSize, KnobsValueSize and KnobsHelpSize are the drawer's
	// type: a row's name and value, and the help under the rows.
	KnobsNameSize  = 26.0
	KnobsValueSize = 26.0
	KnobsHelpSize  = 22.0
	// KnobsHelpLines is how many lines of KnobsHelpLineH the help's box
	// holds: enough for the longest help of the table, which is never
	// set smaller to fit.
	KnobsHelpLines   = 3
	KnobsHelpLineH   = KnobsHelpSize * 1.3
	knobsDrawerHelpH = KnobsHelpLines*KnobsHelpLineH + 16
)

// NewKnobsDrawer places a drawer of rows rows, centred on the design
// canvas: the first half (rounded up) in the left column, the rest in the
// right, sharing the height the card leaves them, up to knobsRowMaxH each.
func NewKnobsDrawer(rows int) KnobsDrawer {
	var d KnobsDrawer
	d.Card = Rect{(DesignW - knobsDrawerW) / 2, 20, knobsDrawerW, DesignH - 40}
	in := d.Card.Inset(menuPad)
	d.Title = Rect{in.X, in.Y, in.W - MinHit - 10, menuTitleH}
	d.Close = Rect{in.Right() - MinHit, in.Y - 14, MinHit, MinHit}
	d.Help = Rect{in.X, in.Bottom() - knobsDrawerHelpH, in.W, knobsDrawerHelpH}
	y := in.Y + menuTitleH + 14
	perCol := (rows + 1) / 2
	avail := d.Help.Y - 12 - y
	rowH := min(knobsRowMaxH, avail/float64(max(perCol, 1))-knobsRowGap)
	left, right := in.SplitX((in.W-knobsDrawerGap)/2, knobsDrawerGap)
	for i := 0; i < rows; i++ {
		col, k := left, i
		if i >= perCol {
			col, k = right, i-perCol
		}
		d.Rows = append(d.Rows, newKnobsRow(Rect{col.X, y + float64(k)*(rowH+knobsRowGap), col.W, rowH}))
	}
	return d
}

// newKnobsRow splits a row: the buttons and the value on the right, the
// name on the left.
func newKnobsRow(r Rect) KnobsRow {
	row := KnobsRow{Row: r}
	row.Minus, row.Value, row.Plus = stepper(r, 6, knobsValueW)
	row.Name = Rect{r.X + 14, r.Y, row.Minus.X - 10 - r.X - 14, r.H}
	return row
}

// stepper places a row's − value + at its right end, inset from the
// row's edges (the knobs drawer's and the machine panel's rows).
func stepper(r Rect, inset, valueW float64) (minus, value, plus Rect) {
	bh := min(MinHit, r.H-inset)
	plus = Rect{r.Right() - inset - bh, r.Y + (r.H-bh)/2, bh, bh}
	value = Rect{plus.X - 6 - valueW, r.Y, valueW, r.H}
	minus = Rect{value.X - 6 - bh, plus.Y, bh, bh}
	return minus, value, plus
}

// Hits lists the drawer's buttons: the rows' − and +, and the close
// button.
func (d *KnobsDrawer) Hits() []Rect {
	var out []Rect
	for _, r := range d.Rows {
		out = append(out, r.Minus, r.Plus)
	}
	return append(out, d.Close)
}
