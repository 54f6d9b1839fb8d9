package viz

import (
	"image/color"
	"strings"

	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/screen"
)

// The key figures are the lesson companion: the table of the figures the
// step's text quotes, as the step's runs measured them (lessons.Table:
// a column for each run, its main run first), so that the screen gives
// the numbers the words give; and, apart on the last row, the live
// counters of the two simulations on the screen, labelled as live, or how
// far their warm-up is.

// drawKeyFiguresBack paints what changes only with the step and its
// answer: the title, the runs' heads, the figures' labels and values.
func (g view) drawKeyFiguresBack(p *painter, r layout.Rect) {
	th := g.theme
	p.panel(r, "", th)
	m := g.core.App.Les.Runner().Table()
	k := screen.KeyFiguresGeometry(r, m, g.lp.kfCols, g.ty)
	g.lp.kfCols = k.Cols
	x0 := r.X + layout.KFPad
	headY := r.Y + 8 + layout.KFTitleH
	live := g.liveTable()
	if live {
		g.drawCompanionTitle(p, r, "Live figures", "the two runs as they play")
		g.drawLiveTableBack(p, g.liveGeometry(r), headY)
		p.fill(layout.Rect{X: x0, Y: k.Live.Y - 4, W: r.W - 2*layout.KFPad, H: 1.5}, th.PanelEdge)
		return
	}
	if len(m.Rows) == 0 {
		p.textIn("The measured figures come with the answer.", layout.Rect{X: x0, Y: k.Top - layout.KFHeadH, W: r.W - 2*layout.KFPad, H: 40}, (g.ty.Label + 2), Regular, th.TextDim, glyph.AlignStart)
		return
	}
	g.drawCompanionTitle(p, r, "Measured for this step", "each run as the text quotes it")
	for i, run := range m.Runs {
		knobsBox, valuesBox := k.Head(i, headY)
		if run.Name == "" {
			box := knobsBox
			box.Y, box.H = headY+layout.KFHeadH/4, layout.KFHeadH*0.6
			p.textIn("this step", box, g.ty.Label+2, Bold, th.After, glyph.AlignEnd)
			continue
		}
		knobs, values := g.lp.runHead(run.Changes)
		p.textIn(knobs, knobsBox, g.ty.Small, Regular, th.TextDim, glyph.AlignEnd)
		p.textIn(values, valuesBox, g.ty.Label+2, Bold, th.Text, glyph.AlignEnd)
	}
	for j := 0; j < k.Rows; j++ {
		row := &m.Rows[j]
		if k.Stacked {
			// a rule parts the row from the one above: a label and the
			// figures under it read as a pair
			if rule := k.Rule(j); rule.W > 0 {
				p.fill(rule, th.PanelEdge)
			}
			p.textIn(row.Label, k.Label(j), g.ty.Label, Regular, th.TextDim, glyph.AlignStart)
		} else {
			p.textIn(row.Label, k.Label(j), min((g.ty.Label+2), k.RowH*0.8), Regular, th.Text, glyph.AlignStart)
		}
		for i, cell := range row.Cells {
			c := th.Text
			if i == 0 {
				c = th.After
			}
			if cell == "" {
				cell = "–"
			}
			box := k.Cell(j, i)
			p.textIn(cell, box, min(g.ty.Figure, box.H*0.95), Mono, c, glyph.AlignEnd)
		}
	}
	if lk, ok := g.liveUnder(r, k); ok {
		g.drawLiveUnderBack(p, r, lk)
	}
	p.fill(layout.Rect{X: x0, Y: k.Live.Y - 4, W: r.W - 2*layout.KFPad, H: 1.5}, th.PanelEdge)
}

// drawKeyFigures paints the live row: the two simulations' cycles per
// packet since their warm-up, or how far the warm-up is.
func (g view) drawKeyFigures(p *painter, r layout.Rect) {
	th := g.theme
	f := &g.core.Panels.Figs
	k := screen.KeyFiguresGeometry(r, g.core.App.Les.Runner().Table(), g.lp.kfCols, g.ty)
	g.lp.kfCols = k.Cols
	lr := k.Live
	if g.liveTable() {
		g.drawLiveTable(p, g.liveGeometry(r))
	} else if lk, ok := g.liveUnder(r, k); ok {
		g.drawLiveTable(p, lk)
	}
	p.textIn("live", layout.Rect{X: lr.X, Y: lr.Y, W: 60, H: lr.H}, (g.ty.Label + 2), Bold, th.Accent, glyph.AlignStart)
	if len(f.Warmup) > 0 {
		p.bytesIn(f.Warmup, layout.Rect{X: lr.X + 64, Y: lr.Y, W: lr.W - 64, H: lr.H}, (g.ty.Label + 2), Regular, th.TextDim, glyph.AlignStart)
		return
	}
	x := g.drawLiveFigures(p, lr)
	p.textIn("cycles / packet", layout.Rect{X: lr.X + 64, Y: lr.Y, W: x - 16 - (lr.X + 64), H: lr.H}, g.ty.Label, Regular, th.TextDim, glyph.AlignStart)
}

// Gaps of the live row, in design units: between a word and its figure,
// and between one word and figure pair and the next.
const (
	liveWordGap = 8.0
	livePairGap = 28.0
)

// drawLiveFigures paints the live row's figures from its right edge: the
// change, then the after and the before simulations' cycles per packet,
// each after its word ("before 1750 after 1457 −17%"). The table's
// columns above are runs of the step, not the two simulations: a bare
// figure under one of them read as that run's. Each figure keeps at
// least four digits' room, so the words stay put while the figures
// count. It returns the left edge of what it painted.
func (g view) drawLiveFigures(p *painter, lr layout.Rect) float64 {
	th, f := g.theme, &g.core.Panels.Figs
	x := lr.Right()
	put := func(b []byte, size float64, st Style, c color.RGBA, least float64) {
		w := max(p.bytesWidth(b, size, st), least)
		x -= w
		p.bytesIn(b, layout.Rect{X: x, Y: lr.Y, W: w, H: lr.H}, size, st, c, glyph.AlignEnd)
	}
	word := func(s string) {
		w := p.textWidth(s, g.ty.Label, Regular)
		x -= liveWordGap + w
		p.textIn(s, layout.Rect{X: x, Y: lr.Y, W: w, H: lr.H}, g.ty.Label, Regular, th.TextDim, glyph.AlignStart)
	}
	put(f.CPPChange, g.ty.Label+2, Mono, th.Text, 0)
	digits := p.textWidth("0000", g.ty.Figure, Mono)
	for i, name := range [...]string{"after", "before"} {
		x -= livePairGap
		put(f.CPP[1-i], g.ty.Figure, Mono, [...]color.RGBA{th.After, th.Before}[i], digits)
		word(name)
	}
	return x
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
