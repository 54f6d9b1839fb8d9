package layout

// The key figures are the lesson panel's companion: the table of the
// figures a step's text quotes, a column for each run (the step's own
// first, then each run it compares, headed by the knobs it changes over
// their values), a row for each figure, and apart on the last row the
// live counters. KeyFigures places its parts; package viz paints them.
//
// When the labels leave the columns too little room they go over their
// figures ("stacked"): a row is then a label and, under it, its figures.
// Rows of two lines read as pairs only if the eye can tell which line
// goes with which, so a stacked row keeps its figures close under its
// label and a rule parts it from the next row (TestKeyFiguresRowsPair);
// and as the labels no longer need the left of the panel, the columns
// share its width, which gives a head of two knobs ("variant, inject"
// over "stride-ahead, off") room to stay at its size
// (TestKeyFiguresHeadsFit).

// Geometry of the companion, in design units.
const (
	KFPad       = 14.0 // inside the panel's edge
	KFTitleH    = 34.0 // the title's row
	KFHeadH     = 48.0 // the columns' heads: the knobs a run changes over their values
	KFColW      = 124.0
	kfColWMax   = 240.0 // a stacked table's columns share the width, up to this
	kfLabelMin  = 250.0 // below this the labels go over their figures
	KFLiveH     = 40.0  // the live row
	kfRuleSpace = 0.06  // of a stacked row's height: above its label, under its rule
)

// KeyFigures is the table's geometry in its panel: the label column's
// width (the whole width when the labels go over their figures), the
// columns' right edges and width, the first row's top, the row height,
// how many rows fit, and the live row.
type KeyFigures struct {
	LabelW  float64
	Stacked bool // each label on a line of its own, over its figures
	Cols    []float64
	ColW    float64
	Top     float64
	RowH    float64
	Rows    int
	Live    Rect
	HeadY   float64 // the heads' top: under the title, or under a table above (Under)
	x0      float64 // the labels' left edge
}

// KFShape is what the geometry needs of a table: how many runs (columns)
// and rows it has, and its longest label in bytes.
type KFShape struct {
	Runs, Rows, Longest int
}

// KFRowH is a row's height as tall as the type asks: 34 units at the
// screen's label size, 54 when the labels go over their figures.
func KFRowH(stacked bool, ty Type) float64 {
	if stacked {
		return 54 * ty.Label / ScreenType.Label
	}
	return 34 * ty.Label / ScreenType.Label
}

// KeyFiguresNeedH is the least height of a companion w wide that shows
// every row of a table of shape m at type ty: its rows at their least
// height, 0.64 of KFRowH (NewKeyFigures sets them between 0.64 and 1.3
// times it).
func KeyFiguresNeedH(w float64, m KFShape, ty Type) float64 {
	k := NewKeyFigures(Rect{W: w}, m, nil, ty)
	return 8 + KFTitleH + KFHeadH + float64(m.Rows)*KFRowH(k.Stacked, ty)*0.64 + 6 + KFLiveH + 8 + 1
}

// NewKeyFigures lays out the companion r for a table of shape m at type
// ty, writing the columns' edges into cols (reused).
func NewKeyFigures(r Rect, m KFShape, cols []float64, ty Type) KeyFigures {
	k := KeyFigures{x0: r.X + KFPad, ColW: KFColW}
	inner := r.W - 2*KFPad
	n := m.Runs
	k.LabelW = inner - float64(n)*KFColW
	// a label that would have to shrink below about 17 units goes over
	// its figures instead (the font's letters average about half their size)
	if k.LabelW < kfLabelMin || float64(m.Longest)*(ty.Label+2)*0.5 > k.LabelW-8 {
		k.Stacked, k.LabelW = true, inner
		if n > 0 {
			k.ColW = max(KFColW, min(kfColWMax, inner/float64(n)))
		}
	}
	k.Cols = cols[:0]
	for i := 0; i < n; i++ {
		k.Cols = append(k.Cols, r.Right()-KFPad-float64(n-1-i)*k.ColW)
	}
	k.Live = Rect{X: r.X + KFPad, Y: r.Bottom() - 8 - KFLiveH, W: inner, H: KFLiveH}
	k.HeadY = r.Y + 8 + KFTitleH
	k.Top = k.HeadY + KFHeadH
	room := k.Live.Y - 6 - k.Top
	k.RowH = KFRowH(k.Stacked, ty)
	if m.Rows > 0 {
		k.RowH = max(k.RowH*0.64, min(k.RowH*1.3, room/float64(m.Rows)))
	}
	k.Rows = min(m.Rows, int(room/k.RowH))
	return k
}

// Under lays out a second table of shape m under the rows of k in the
// companion r: no title of its own, its heads 6 units under k's last
// row (HeadY), its rows under them, and the same live row, at r's
// bottom. A step that quotes one or two figures leaves most of the
// companion empty; the live figures go there.
func (k KeyFigures) Under(r Rect, m KFShape, cols []float64, ty Type) KeyFigures {
	headY := k.Top + float64(k.Rows)*k.RowH + 6
	y := headY - 8 - KFTitleH // NewKeyFigures' title row, over k's last row: left empty
	u := NewKeyFigures(Rect{X: r.X, Y: y, W: r.W, H: max(0, r.Bottom()-y)}, m, cols, ty)
	u.HeadY = headY
	return u
}

// Head is the box of column i's head: the knobs its run changes, and
// under them their values.
func (k KeyFigures) Head(i int, headY float64) (knobs, values Rect) {
	knobs = Rect{X: k.Cols[i] - k.ColW + 8, Y: headY, W: k.ColW - 8, H: KFHeadH / 2}
	values = knobs
	values.Y += KFHeadH / 2
	return knobs, values
}

// Label is the box of row j's label.
func (k KeyFigures) Label(j int) Rect {
	y := k.Top + float64(j)*k.RowH
	if k.Stacked {
		s := k.RowH * kfRuleSpace
		return Rect{X: k.x0, Y: y + s, W: k.LabelW, H: k.RowH * 0.42}
	}
	return Rect{X: k.x0, Y: y, W: k.LabelW - 8, H: k.RowH}
}

// Cell is the box of row j's figure in column i.
func (k KeyFigures) Cell(j, i int) Rect {
	y := k.Top + float64(j)*k.RowH
	c := Rect{X: k.Cols[i] - k.ColW + 8, Y: y, W: k.ColW - 8, H: k.RowH}
	if k.Stacked {
		l := k.Label(j)
		c.Y = l.Bottom() - k.RowH*0.06
		c.H = y + k.RowH*(1-kfRuleSpace/2) - c.Y
	}
	return c
}

// Rule is the line that parts row j from the row above it in a stacked
// table (zero for the first row and when the rows are not stacked).
func (k KeyFigures) Rule(j int) Rect {
	if !k.Stacked || j == 0 {
		return Rect{}
	}
	return Rect{X: k.x0, Y: k.Top + float64(j)*k.RowH, W: k.LabelW, H: 1}
}
