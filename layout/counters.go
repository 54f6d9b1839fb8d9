package layout

// The counters panel (U) takes the event log's place and its type
// (Type.Log): a row is a counter's name, its total and what follows it,
// the rate per second or perf's ratio, in three columns whose headings
// stand over them:
//
//	| ethtool -S (mlx5)              total  per second    |
//	|  rx_packets_phy                 3032  23.32 M/s     |
//	|  cycles                       639824  # 5.00 GHz    |
//
// The columns are as wide as their widest text: the names, which are
// fixed, and templates of the longest total and ratio. At 17 units with
// the ratio's column half the panel less 135, the projector's rows were
// read at 16 units (15 at 1280×720, shrunk to fit) and "# 100.00 % LLC
// miss" ran to the panel's edge. The names go in the mono face, as a
// terminal prints them, when the three columns fit at the log's size;
// otherwise (the projector) in the regular face, narrower.

// CounterWidths are the widths of the panel's text at the type's Log
// size: the widest name in the mono face and in the regular one, and the
// templates of the total and of what follows it (CounterValueSample,
// CounterExtraSample) in the mono face.
type CounterWidths struct {
	NameMono, NameRegular, Value, Extra float64
}

// Templates of the widest total and of the widest rate or ratio the
// panel prints (app.CountersView): a longer total is set smaller in its
// column.
const (
	CounterValueSample = "000000000"
	CounterExtraSample = "# 100.00 % of cycles"
)

// Sizes of the counters panel, in design units.
const (
	CounterPad     = 18.0 // the panel's inset
	CounterIndent  = 8.0  // a counter's name under its heading
	counterTitleH  = 34.0
	counterHeadGap = 10.0 // between the title and the first row
)

// CountersTable is the panel's geometry.
type CountersTable struct {
	// Title and Hint are "Counters · the measured window" and "U closes",
	// at the label size, as the event log's title whose place the panel
	// takes (NewEventLog)
	Title, Hint Rect
	Size        float64
	Mono        bool    // the names in the mono face
	Top, RowH   float64 // the first row's top, a row's height
	// Name, Value and Extra are the columns (their Y and H are a row's
	// at Top); a heading's name starts at Heading's X.
	Heading, Name, Value, Extra Rect
	Rows                        int // how many rows fit
}

// Row returns column c moved to row i.
func (t CountersTable) Row(c Rect, i int) Rect {
	c.Y = t.Top + float64(i)*t.RowH
	return c
}

// NewCountersTable places rows of counters measured as w in the panel
// col at type ty: the names' column, a gap, the totals right-aligned, a
// gap, the rates and ratios. The table is set at ty.Log, smaller only
// when even the regular face's names leave the columns too little room
// (a window narrower than any the app is shown in).
func NewCountersTable(col Rect, ty Type, rows int, w CounterWidths) CountersTable {
	in := col.Inset(CounterPad)
	titleH := ty.Label * 1.25
	t := CountersTable{
		Title: Rect{in.X, in.Y, in.W * 0.65, titleH},
		Hint:  Rect{in.X + in.W*0.65, in.Y, in.W * 0.35, titleH},
		Size:  ty.Log,
	}
	gap := ty.Log * 0.6
	need := func(name float64) float64 { return CounterIndent + name + gap + w.Value + gap + w.Extra }
	name, sc := w.NameMono, 1.0
	t.Mono = need(name) <= in.W
	if !t.Mono {
		name = w.NameRegular
		if n := need(name); n > in.W {
			sc = in.W / n
		}
	}
	t.Size *= sc
	gap *= sc
	t.Top = in.Y + titleH + counterHeadGap
	t.RowH = min(t.Size*1.45, (in.Bottom()-t.Top)/float64(max(rows, 1)))
	t.RowH = max(t.RowH, t.Size*1.2)
	t.Rows = min(rows, int((in.Bottom()-t.Top)/t.RowH+1e-9))
	x := in.X + CounterIndent
	t.Heading = Rect{in.X, t.Top, in.W, t.RowH}
	t.Name = Rect{x, t.Top, name * sc, t.RowH}
	x = t.Name.Right() + gap
	t.Value = Rect{x, t.Top, w.Value * sc, t.RowH}
	x = t.Value.Right() + gap
	t.Extra = Rect{x, t.Top, in.Right() - x, t.RowH}
	return t
}
