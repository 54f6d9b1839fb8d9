package viz

import (
	"image/color"

	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// The figures panel puts the two runs side by side, before (today's
// driver) and after (the variant as set), over the same traffic: NAPI
// CPU cycles per packet with what they were spent on, packets per second,
// what became of the prefetches, and the frames dropped. Every number is
// read from the two simulations' Metrics.

// Geometry of the figures panel, from its top-left corner.
const (
	figLabelW  = 200.0
	figColW    = 172.0
	figHeadY   = 44.0
	figCppY    = 98.0
	figBarsY   = 150.0
	figBarH    = 24.0
	figMppsY   = 240.0
	figRowsY   = 284.0
	figRowH    = 31.0
	figBigSz   = 38.0
	figValueSz = 28.0
)

// figColumns are the left edges of the before and after columns and of
// the change column, in panel r.
func figColumns(r layout.Rect) (before, after, change float64) {
	before = r.X + 14 + figLabelW
	return before, before + figColW, before + 2*figColW
}

// figRows lists the rows of the panel: label, top, height, figure size.
type figRow struct {
	label   string
	y, h    float64
	size    float64
	hasDiff bool
}

func figRows() [2 + screen.NumRows]figRow {
	var rows [2 + screen.NumRows]figRow
	rows[0] = figRow{"cycles / packet", figCppY, 48, figBigSz, true}
	rows[1] = figRow{"Mpps", figMppsY, 40, figValueSz, true}
	for k := 0; k < screen.NumRows; k++ {
		rows[2+k] = figRow{screen.RowLabels[k], figRowsY + float64(k)*figRowH, figRowH, figValueSz, false}
	}
	return rows
}

// drawFiguresBack paints the panel's title, column heads and row labels.
func (g view) drawFiguresBack(p *painter) {
	th := g.theme
	r := g.core.Geo.Screen.Figures
	p.panel(r, "", th)
	p.textIn("Before | after: same traffic, same seed", layout.Rect{X: r.X + 14, Y: r.Y + 6, W: r.W - 28, H: 32}, g.ty.Title, Bold, th.Text, glyph.AlignStart)
	bx, ax, _ := figColumns(r)
	heads := [2]struct {
		x         float64
		name, sub string
		c         color.RGBA
	}{{bx, "before", g.core.Panels.Words.BeforeSub, th.Before}, {ax, "after", g.core.Panels.Words.AfterSub, th.After}}
	for i, h := range heads {
		p.textIn(h.name, layout.Rect{X: h.x, Y: r.Y + figHeadY, W: figColW - 10, H: 28}, 24, Bold, h.c, glyph.AlignEnd)
		sub := layout.Rect{X: h.x, Y: r.Y + figHeadY + 26, W: figColW - 10, H: 22}
		if i == 1 {
			// the after run's knobs ("stride-ahead, d = 4") may reach over
			// the change column, empty on this row, on a projector's type
			sub.W = r.Right() - 14 - h.x
		}
		p.textIn(h.sub, sub, g.ty.Small, Regular, th.TextDim, glyph.AlignEnd)
	}
	for _, row := range figRows() {
		p.textIn(row.label, layout.Rect{X: r.X + 14, Y: r.Y + row.y, W: figLabelW - 10, H: row.h}, g.ty.Label+2, Regular, th.Text, glyph.AlignStart)
	}
	bars := breakdownBox(r)
	for i, name := range [2]string{"before", "after"} {
		y := bars.Y + float64(i)*(figBarH+8)
		p.textIn(name, layout.Rect{X: bars.X, Y: y, W: 84, H: figBarH}, g.ty.Label, Regular, th.TextDim, glyph.AlignStart)
	}
	p.textIn("cycles by what they went to (the CPU strip's letters)",
		layout.Rect{X: bars.X + 90, Y: bars.Y + 2*(figBarH+8), W: bars.W - 90, H: 26}, max(18, g.ty.Small), Regular, th.TextDim, glyph.AlignStart)
}

// breakdownBox is where the breakdown bars go in panel r.
func breakdownBox(r layout.Rect) layout.Rect {
	return layout.Rect{X: r.X + 14, Y: r.Y + figBarsY, W: r.W - 28, H: 2*figBarH + 8 + 30}
}

// drawFigures paints the figures of both runs.
func (g view) drawFigures(p *painter) {
	th := g.theme
	r := g.core.Geo.Screen.Figures
	f := &g.core.Panels.Figs
	bx, ax, cx := figColumns(r)
	cols := [2]float64{bx, ax}
	colColour := [2]color.RGBA{th.Before, th.After}
	for i, row := range figRows() {
		vals, change := f.RowValues(i)
		for k := range vals {
			p.bytesIn(vals[k], layout.Rect{X: cols[k], Y: r.Y + row.y, W: figColW - 10, H: row.h}, row.size, Mono, colColour[k], glyph.AlignEnd)
		}
		if row.hasDiff {
			p.bytesIn(change, layout.Rect{X: cx, Y: r.Y + row.y, W: r.Right() - 14 - cx, H: row.h}, g.ty.Label+4, Mono, th.Text, glyph.AlignEnd)
		}
	}
	if len(f.Warmup) > 0 {
		// the bars are empty until the live window is done: say why
		p.bytesIn(f.Warmup, breakdownBox(r), g.ty.Label+4, Regular, th.TextDim, glyph.AlignCenter)
		return
	}
	g.drawBreakdown(p, breakdownBox(r))
}

// drawBreakdown paints the cycles per packet of both runs as stacked bars
// on one scale: work, then each stall cause, lettered as in the CPU strip.
func (g view) drawBreakdown(p *painter, r layout.Rect) {
	th := g.theme
	f := &g.core.Panels.Figs
	scale := max(f.CPPValue[0], f.CPPValue[1])
	barX := r.X + 90
	barW := r.W - 90
	for i := 0; i < 2; i++ {
		y := r.Y + float64(i)*(figBarH+8)
		p.fill(layout.Rect{X: barX, Y: y, W: barW, H: figBarH}, th.Idle)
		if scale <= 0 {
			continue
		}
		x := barX
		for k, v := range f.Breakdown[i] {
			w := barW * v / scale
			if w <= 0 {
				continue
			}
			c, letter := th.segLook(model.SegWork + model.SegmentKind(k))
			seg := layout.Rect{X: x, Y: y, W: w, H: figBarH}
			p.fill(seg, c)
			if seg.W >= 20 {
				p.letterIn(letter, seg, 18, Bold, th.Background, glyph.AlignCenter)
			}
			x += w
		}
	}
}
