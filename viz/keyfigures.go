package viz

import (
	"strings"

	"rxscope/lessons"
	"rxscope/viz/layout"
	"rxscope/viz/text"
)

// The key figures are the lesson companion: the table of the figures the
// step's text quotes, as the step's runs measured them (lessons.Table:
// a column for each run, its main run first), so that the screen gives
// the numbers the words give; and, apart on the last row, the live
// counters of the two simulations on the screen, labelled as live, or how
// far their warm-up is.

// Geometry of the companion, in design units.
const (
	kfPad      = 14.0 // inside the panel's edge
	kfTitleH   = 34.0 // the title's row
	kfHeadH    = 48.0 // the columns' heads: the knobs a run changes over their values
	kfColW     = 124.0
	kfLabelMin = 250.0 // below this the labels go over their figures
	kfLiveH    = 40.0  // the live row
)

// kfGeometry places the table in r for m: the label column's width (the
// whole width when the labels go over their figures), the columns' right
// edges, the first row's top, the row height and how many rows fit.
type kfGeometry struct {
	labelW  float64
	stacked bool // each label on a line of its own, over its figures
	cols    []float64
	top     float64
	rowH    float64
	rows    int
	live    layout.Rect
}

// keyFiguresNeedH is the least height of a companion w wide that shows
// every row of m at type ty: its rows at their least height, 0.64 of
// kfRowH (keyFiguresGeometry sets them between 0.64 and 1.3 times it).
func keyFiguresNeedH(w float64, m *lessons.Table, ty *layout.Type) float64 {
	k := keyFiguresGeometry(layout.Rect{W: w}, m, nil, ty)
	return 8 + kfTitleH + kfHeadH + float64(len(m.Rows))*kfRowH(k.stacked, ty)*0.64 + 6 + kfLiveH + 8 + 1
}

// kfRowH is a row's height as tall as the type asks: 34 units at the
// screen's label size, 54 when the labels go over their figures.
func kfRowH(stacked bool, ty *layout.Type) float64 {
	if stacked {
		return 54 * ty.Label / layout.ScreenType.Label
	}
	return 34 * ty.Label / layout.ScreenType.Label
}

// keyFiguresGeometry lays out the companion r for table m, writing the
// columns' edges into cols (reused).
func keyFiguresGeometry(r layout.Rect, m *lessons.Table, cols []float64, ty *layout.Type) kfGeometry {
	var k kfGeometry
	inner := r.W - 2*kfPad
	n := len(m.Runs)
	k.labelW = inner - float64(n)*kfColW
	longest := 0
	for _, row := range m.Rows {
		longest = max(longest, len(row.Label))
	}
	// a label that would have to shrink below about 17 units goes over
	// its figures instead (the font's letters average about half their size)
	if k.labelW < kfLabelMin || float64(longest)*(ty.Label+2)*0.5 > k.labelW-8 {
		k.stacked, k.labelW = true, inner
	}
	k.cols = cols[:0]
	for i := 0; i < n; i++ {
		k.cols = append(k.cols, r.Right()-kfPad-float64(n-1-i)*kfColW)
	}
	k.live = layout.Rect{X: r.X + kfPad, Y: r.Bottom() - 8 - kfLiveH, W: inner, H: kfLiveH}
	k.top = r.Y + 8 + kfTitleH + kfHeadH
	room := k.live.Y - 6 - k.top
	k.rowH = kfRowH(k.stacked, ty)
	if len(m.Rows) > 0 {
		k.rowH = max(k.rowH*0.64, min(k.rowH*1.3, room/float64(len(m.Rows))))
	}
	k.rows = min(len(m.Rows), int(room/k.rowH))
	return k
}

// drawKeyFiguresBack paints what changes only with the step and its
// answer: the title, the runs' heads, the figures' labels and values.
func (g *view) drawKeyFiguresBack(p *painter, r layout.Rect) {
	th := g.theme
	p.panel(r, "", th)
	m := g.les.Runner().Table()
	k := keyFiguresGeometry(r, m, g.lp.kfCols, g.ty)
	g.lp.kfCols = k.cols
	x0 := r.X + kfPad
	p.textIn("Measured for this step", layout.Rect{X: x0, Y: r.Y + 6, W: r.W/2 - kfPad, H: kfTitleH}, g.ty.Title, Bold, th.Text, text.AlignStart)
	p.textIn("each run as the text quotes it", layout.Rect{X: r.X + r.W/2, Y: r.Y + 6, W: r.W/2 - kfPad, H: kfTitleH}, g.ty.Label, Regular, th.TextDim, text.AlignEnd)
	if len(m.Rows) == 0 {
		msg := "This step quotes no measured figure."
		if !g.les.Runner().Answered() {
			msg = "The measured figures come with the answer."
		}
		p.textIn(msg, layout.Rect{X: x0, Y: k.top - kfHeadH, W: r.W - 2*kfPad, H: 40}, (g.ty.Label + 2), Regular, th.TextDim, text.AlignStart)
		return
	}
	headY := r.Y + 8 + kfTitleH
	for i, run := range m.Runs {
		box := layout.Rect{X: k.cols[i] - kfColW + 8, Y: headY, W: kfColW - 8, H: kfHeadH / 2}
		if run.Name == "" {
			box.Y, box.H = headY+kfHeadH/4, kfHeadH*0.6
			p.textIn("this step", box, g.ty.Label+2, Bold, th.After, text.AlignEnd)
			continue
		}
		knobs, values := g.lp.runHead(run.Changes)
		p.textIn(knobs, box, g.ty.Small, Regular, th.TextDim, text.AlignEnd)
		box.Y += kfHeadH / 2
		p.textIn(values, box, g.ty.Label+2, Bold, th.Text, text.AlignEnd)
	}
	for j := 0; j < k.rows; j++ {
		row := &m.Rows[j]
		y := k.top + float64(j)*k.rowH
		cellY, cellH := y, k.rowH
		if k.stacked {
			p.textIn(row.Label, layout.Rect{X: x0, Y: y, W: k.labelW, H: k.rowH * 0.45}, g.ty.Label, Regular, th.TextDim, text.AlignStart)
			cellY, cellH = y+k.rowH*0.4, k.rowH*0.6
		} else {
			p.textIn(row.Label, layout.Rect{X: x0, Y: y, W: k.labelW - 8, H: k.rowH}, min((g.ty.Label+2), k.rowH*0.8), Regular, th.Text, text.AlignStart)
		}
		for i, cell := range row.Cells {
			c := th.Text
			if i == 0 {
				c = th.After
			}
			if cell == "" {
				cell = "–"
			}
			p.textIn(cell, layout.Rect{X: k.cols[i] - kfColW + 8, Y: cellY, W: kfColW - 8, H: cellH}, min(g.ty.Figure, cellH*0.9), Mono, c, text.AlignEnd)
		}
	}
	p.fill(layout.Rect{X: x0, Y: k.live.Y - 4, W: r.W - 2*kfPad, H: 1.5}, th.PanelEdge)
}

// drawKeyFigures paints the live row: the two simulations' cycles per
// packet since their warm-up, or how far the warm-up is.
func (g *view) drawKeyFigures(p *painter, r layout.Rect) {
	th := g.theme
	f := &g.figs
	k := keyFiguresGeometry(r, g.les.Runner().Table(), g.lp.kfCols, g.ty)
	lr := k.live
	p.textIn("live", layout.Rect{X: lr.X, Y: lr.Y, W: 60, H: lr.H}, (g.ty.Label + 2), Bold, th.Accent, text.AlignStart)
	if len(f.warmup) > 0 {
		p.bytesIn(f.warmup, layout.Rect{X: lr.X + 64, Y: lr.Y, W: lr.W - 64, H: lr.H}, (g.ty.Label + 2), Regular, th.TextDim, text.AlignStart)
		return
	}
	p.textIn("cycles / packet", layout.Rect{X: lr.X + 64, Y: lr.Y, W: lr.W - 64 - 3*kfColW, H: lr.H}, g.ty.Label, Regular, th.TextDim, text.AlignStart)
	right := lr.Right()
	p.bytesIn(f.cpp[0], layout.Rect{X: right - 3*kfColW, Y: lr.Y, W: kfColW - 8, H: lr.H}, g.ty.Figure, Mono, th.Before, text.AlignEnd)
	p.bytesIn(f.cpp[1], layout.Rect{X: right - 2*kfColW, Y: lr.Y, W: kfColW - 8, H: lr.H}, g.ty.Figure, Mono, th.After, text.AlignEnd)
	p.bytesIn(f.cppChange, layout.Rect{X: right - kfColW, Y: lr.Y, W: kfColW, H: lr.H}, (g.ty.Label + 2), Mono, th.Text, text.AlignEnd)
}

// runHead splits a run's changes, "variant=stride-ahead, inject=off",
// into the knobs and their values, "variant, inject" over
// "stride-ahead, off", for a column's head; kept by changes, as a step's
// heads are drawn again with the backdrop.
func (ls *lessonPanel) runHead(changes string) (knobs, values string) {
	if h, ok := ls.heads[changes]; ok {
		return h[0], h[1]
	}
	var ks, vs []string
	for _, kv := range strings.Split(changes, ", ") {
		k, v, _ := strings.Cut(kv, "=")
		ks, vs = append(ks, k), append(vs, v)
	}
	h := [2]string{strings.Join(ks, ", "), strings.Join(vs, ", ")}
	if ls.heads == nil {
		ls.heads = make(map[string][2]string)
	}
	ls.heads[changes] = h
	return h[0], h[1]
}
