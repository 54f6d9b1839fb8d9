package viz

import (
	"fmt"

	"rxscope/model"
	"rxscope/viz/layout"
)

// ringGrid is the placement of the strides inside the ring panel: one row
// per WQE, one cell per stride, with a label column on the left.
type ringGrid struct {
	cells      layout.Rect // the area the cells fill
	rowH, colW float64
	gap        float64 // space between rows
	rows, cols int
}

// newRingGrid fits rows×cols cells into the ring panel r.
func newRingGrid(r layout.Rect, rows, cols int) ringGrid {
	const labelW, top, bottom = 86.0, 48.0, 14.0
	cells := layout.Rect{X: r.X + labelW, Y: r.Y + top, W: r.W - labelW - 14, H: r.H - top - bottom}
	g := ringGrid{cells: cells, rows: rows, cols: cols}
	if rows <= 0 || cols <= 0 {
		return g
	}
	g.colW = cells.W / float64(cols)
	pitch := cells.H / float64(rows)
	g.gap = pitch * 0.25
	if g.gap > 10 {
		g.gap = 10
	}
	g.rowH = pitch - g.gap
	return g
}

// cell is the rectangle of stride s of WQE w. hair is the width of the
// dividing line between strides, in design units (0 when the strides are
// too narrow on screen to show one).
func (g ringGrid) cell(w, s int, hair float64) layout.Rect {
	x := g.cells.X + float64(s)*g.colW
	y := g.cells.Y + float64(w)*(g.rowH+g.gap)
	return layout.Rect{X: x, Y: y, W: g.colW - hair, H: g.rowH}
}

// drawRing paints every WQE of the geometry as a row of strides.
func (gm *Game) drawRing(p *painter) {
	th := gm.theme
	r := gm.screen.Ring
	geo := gm.geo
	p.panel(r, "", th)
	p.text(gm.ringTitle, r.X+14, r.Y+10, 22, Bold, th.Text)

	g := newRingGrid(r, geo.WQEs, geo.StridesPerWQE)
	// A one-pixel divider once a stride is at least 4 pixels wide.
	hair := 0.0
	if g.colW*p.fit.S >= 4 {
		hair = 1 / p.fit.S
	}
	for w := 0; w < geo.WQEs; w++ {
		label := gm.wqeLabels[w%len(gm.wqeLabels)]
		p.text(label, r.X+14, g.cell(w, 0, 0).Y+g.rowH/2-9, 18, Mono, th.TextDim)
		for s := 0; s < geo.StridesPerWQE; s++ {
			p.fillSnapped(g.cell(w, s, hair), th.StridePosted)
		}
	}
}

// ringTitleFor names the geometry the way the driver's sizing does.
func ringTitleFor(g model.Geometry) string {
	mode := "linear"
	if !g.Linear {
		mode = "nonlinear"
	}
	return fmt.Sprintf("Striding RQ: %d WQEs × %d strides of %d B (%s, headroom %d B)",
		g.WQEs, g.StridesPerWQE, g.StrideSize, mode, g.Headroom)
}
