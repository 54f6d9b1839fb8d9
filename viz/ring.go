package viz

import (
	"image/color"

	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// The ring panel draws every WQE of the striding RQ as a row of strides,
// coloured and shaped by state, with the three cursors the lesson is
// about: where the device writes next, where NAPI is, and the stride the
// look-ahead prefetch targets, distance strides ahead of NAPI in the same
// WQE. The prefetch never reaches past the end of a WQE, so the first
// distance strides of every WQE are never prefetched: a hatched band.

// panelPainter paints the simulation's panels: the ring, the CQ, the
// CPU strip and the packet panels (ring.go, cq.go, cpu.go, packet.go),
// from the Game's state; it changes nothing but the caches of what it
// paints (the CPU strip's scratch).
type panelPainter struct{ *Game }

// panels is the painter of the simulation's panels.
func (g *Game) panels() panelPainter { return panelPainter{g} }

// lookAheadVariant is the variant whose prefetch targets the stride
// distance ahead in the same WQE (seed 000 v2).
const lookAheadVariant = "stride-ahead"

// ringShape lays the ring's buffers out in rows and columns: a striding
// RQ as one row per WQE and one column per stride; a legacy RQ, whose
// WQEs hold one buffer each, as its cyclic ring cut into rows of
// screen.CyclicRowLen WQEs.
type ringShape struct {
	rows, cols int
	cyclic     bool // one buffer per WQE, laid out row after row
	wqes       int
}

func shapeOf(geo model.Geometry) ringShape {
	if geo.StridesPerWQE == 1 {
		cols := max(1, min(geo.WQEs, screen.CyclicRowLen))
		return ringShape{rows: (geo.WQEs + cols - 1) / cols, cols: cols, cyclic: true, wqes: geo.WQEs}
	}
	return ringShape{rows: geo.WQEs, cols: geo.StridesPerWQE, wqes: geo.WQEs}
}

// at is the stride shown at row r, column c; ok is false past the end of
// a cyclic ring.
func (sh ringShape) at(r, c int) (wqe, stride int, ok bool) {
	if sh.cyclic {
		wqe = r*sh.cols + c
		return wqe, 0, wqe < sh.wqes
	}
	return r, c, true
}

// place is the row and column of a stride.
func (sh ringShape) place(wqe, stride int) (r, c int) {
	if sh.cyclic {
		return wqe / sh.cols, wqe % sh.cols
	}
	return wqe, stride
}

// ringView is the ring panel's grid and how the ring maps onto it.
type ringView struct {
	layout.RingGrid
	shape ringShape
}

// cellOf is the cell of a stride; hair as for layout.RingGrid.Cell.
func (v ringView) cellOf(wqe, stride int, hair float64) layout.Rect {
	r, c := v.shape.place(wqe, stride)
	return v.Cell(r, c, hair)
}

// strideAt returns the stride under the design point (x, y).
func (v ringView) strideAt(x, y float64) (wqe, stride int, ok bool) {
	r, c, ok := v.StrideAt(x, y)
	if !ok {
		return 0, 0, false
	}
	return v.shape.at(r, c)
}

// strideLook is how a stride state is drawn: a colour, and how much of
// the cell it fills from the bottom (1 = all), so that states differ in
// shape too; capped strides (CQE waiting) get a bright top.
type strideLook struct {
	c      color.RGBA
	height float64
	cap    bool
	hollow bool
}

func (th *Theme) strideLook(s model.StrideState) strideLook {
	switch s {
	case model.StridePosted:
		return strideLook{c: th.StridePosted, height: 1}
	case model.StrideWritten:
		return strideLook{c: th.StrideWritten, height: 1}
	case model.StrideCQEReady:
		return strideLook{c: th.StrideWritten, height: 1, cap: true}
	case model.StrideConsumed:
		return strideLook{c: th.StrideConsumed, height: 0.5}
	case model.StrideAwaitingRepost:
		return strideLook{c: th.StrideRepost, height: 0.75}
	}
	return strideLook{c: th.StrideNotPosted, height: 1, hollow: true}
}

// drawStride paints one stride cell (or a run of equal strides) in look.
func (p *painter) drawStride(r layout.Rect, l strideLook, th *Theme) {
	if l.hollow {
		p.fillSnapped(r, l.c)
		if r.W*p.fit.S >= 4 {
			in := 1.5 / p.fit.S
			p.fillSnapped(layout.Rect{X: r.X + in, Y: r.Y + in, W: r.W - 2*in, H: r.H - 2*in}, th.Panel)
		}
		return
	}
	h := r.H * l.height
	p.fillSnapped(layout.Rect{X: r.X, Y: r.Bottom() - h, W: r.W, H: h}, l.c)
	if l.cap {
		p.fillSnapped(layout.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H * 0.4}, th.StrideCQE)
	}
}

// ringGrid is the ring panel's grid for the current geometry.
func (g panelPainter) ringGrid() ringView {
	sh := shapeOf(g.core.Sim.Ses.After().Geometry())
	return ringView{layout.NewRingGrid(g.core.Geo.Screen.Ring, sh.rows, sh.cols, *g.ty), sh}
}

// drawRingBack paints what the ring panel shows until the knobs change:
// the title, the WQE labels, the band's label and the legend.
func (g panelPainter) drawRingBack(p *painter) {
	th := g.theme
	r := g.core.Geo.Screen.Ring
	rg := g.ringGrid()
	p.panel(r, "", th)
	p.textIn(g.core.Panels.Words.RingTitle, layout.Rect{X: r.X + 14, Y: r.Y + 6, W: r.W - 28, H: 32}, g.ty.Title, Bold, th.Text, glyph.AlignStart)
	// the machine and the knobs without a control, right of the title,
	// or in the band's row after its label when the title leaves them
	// less room there (layout.RingGrid.ConfigLineBox); cut after its last
	// whole item that fits, never set smaller
	d := g.neverPrefetched(rg)
	bandEnd := rg.Band.X
	if d > 0 {
		bandEnd = rg.Span(0, 0, d).Right() + 6 + p.textWidth(g.core.Panels.Words.BandLabel, g.ty.Label, Regular)
	}
	titleEnd := r.X + 14 + p.textWidth(g.core.Panels.Words.RingTitle, g.ty.Title, Bold)
	if box := rg.ConfigLineBox(titleEnd, bandEnd, p.textWidth(g.core.Panels.Words.ConfigLine, g.ty.Label, Regular), g.ty.Label); box.W > 0 {
		line := layout.FitItems(g.core.Panels.Words.ConfigLine, " · ", box.W, g.ty.Label, g.view().measureText)
		p.textIn(line, box, g.ty.Label, Regular, th.TextDim, glyph.AlignEnd)
	}
	// Label every row, or every 2nd, 4th, ... when rows are too thin for
	// a label each (layout.RingGrid.LabelEvery); a label names the row's
	// first WQE.
	step := rg.LabelEvery(g.ty.Label)
	for w := 0; w < rg.Rows; w += step {
		row := rg.Row(w)
		label := g.core.Panels.Words.WQELabels[w%len(g.core.Panels.Words.WQELabels)]
		h := g.ty.Label + 4
		// against the rows, so that a short label stays by its row
		p.textIn(label, layout.Rect{X: rg.Labels.X, Y: row.Y + row.H/2 - h/2, W: rg.Labels.W - layout.RingLabelGap, H: h}, g.ty.Label, Mono, th.TextDim, glyph.AlignEnd)
		if step > 1 {
			p.fill(layout.Rect{X: rg.Labels.Right() - 8, Y: row.Y + row.H/2 - 1, W: 6, H: 2}, th.TextDim)
		}
	}
	if d > 0 {
		// A bracket over the band's strides, its ends pointing down at
		// them, and the label beside it, clear of the bracket.
		band := rg.Span(0, 0, d)
		y := rg.Band.Bottom() - 4
		p.fill(layout.Rect{X: band.X, Y: y - 8, W: band.W, H: 2}, th.TextDim)
		p.fill(layout.Rect{X: band.X, Y: y - 8, W: 2, H: 10}, th.TextDim)
		p.fill(layout.Rect{X: band.Right() - 2, Y: y - 8, W: 2, H: 10}, th.TextDim)
		p.textIn(g.core.Panels.Words.BandLabel, rg.BandLine(band.Right()+6, rg.Band.W/2, g.ty.Label), g.ty.Label, Regular, th.Text, glyph.AlignStart)
	}
	g.drawRingLegend(p, rg)
}

// neverPrefetched is the number of strides at the start of every WQE that
// the look-ahead prefetch never reaches: the distance, for the variant
// that prefetches distance strides ahead in the same WQE of a linear
// striding RQ (where one packet is one stride); 0 otherwise.
func (g panelPainter) neverPrefetched(rg ringView) int {
	cfg := g.core.Sim.Ses.Config()
	geo := g.core.Sim.Ses.After().Geometry()
	if cfg.Variant != lookAheadVariant || geo.RQ != model.RQStriding || !geo.Linear {
		return 0
	}
	return min(cfg.Distance, rg.Cols)
}

// drawRing paints the strides, the never-prefetched band and the cursors.
func (g panelPainter) drawRing(p *painter) {
	th := g.theme
	sim := g.core.Sim.Ses.After()
	rg := g.ringGrid()
	// A one-pixel divider once a stride is at least 4 pixels wide; below
	// that, strides of equal state are drawn as one run.
	hair := 0.0
	if rg.ColW*p.fit.S >= 4 {
		hair = 1 / p.fit.S
	}
	state := func(r, c int) (model.StrideState, bool) {
		w, s, ok := rg.shape.at(r, c)
		return sim.StrideState(w, s), ok
	}
	for r := 0; r < rg.Rows; r++ {
		for c := 0; c < rg.Cols; {
			st, ok := state(r, c)
			if !ok {
				break
			}
			e := c + 1
			if hair > 0 {
				p.drawStride(rg.Cell(r, c, hair), th.strideLook(st), th)
				c = e
				continue
			}
			for e < rg.Cols {
				if next, ok := state(r, e); !ok || next != st {
					break
				}
				e++
			}
			p.drawStride(rg.Span(r, c, e), th.strideLook(st), th)
			c = e
		}
	}
	if d := g.neverPrefetched(rg); d > 0 {
		for w := 0; w < rg.Rows; w++ {
			p.hatch(rg.Span(w, 0, d), th.NeverPrefetched)
		}
	}
	c := sim.Cursors()
	under := g.drawCursors(p, rg, c)
	if !c.DeviceHead.Valid {
		// Every posted stride holds a packet NAPI has not consumed yet:
		// the device has nowhere to write and drops what arrives. Said in
		// the lane its missing cursor leaves free, under the last row,
		// left of a prefetch tag that went under its stride.
		lane := rg.BottomLane
		if under.W > 0 && under.Y < lane.Bottom() && under.Bottom() > lane.Y {
			lane.W = max(0, under.X-8-lane.X)
		}
		p.textIn(deviceStalled, lane, g.ty.Label, Bold, th.CursorDevice, glyph.AlignEnd)
	}
}

// deviceStalled says why the device's cursor is missing.
const deviceStalled = "device: no posted stride free, frames dropped (rx_out_of_buffer)"

// drawCursors marks the device's write head (below its stride, pointing
// up), the NAPI cursor and the prefetch target (above theirs, pointing
// down), each with a tag that names it. NAPI's tag sits left of its mark
// and the prefetch's right of its own; layout.RingGrid.PlaceTags keeps
// every tag off the WQE labels and off the tags placed before it, NAPI's
// first. It returns the prefetch's tag when it went under its stride
// (zero otherwise), for the device's warning to keep clear of.
func (g panelPainter) drawCursors(p *painter, rg ringView, c model.Cursors) (under layout.Rect) {
	th := g.theme
	// the shown cursors' tags in order of priority (NAPI, the prefetch,
	// the device), with their colours and words
	var (
		tags   [3]layout.RingTag
		rects  [3]layout.Rect
		colors [3]color.RGBA
		labels [3]string
		n      int
	)
	add := func(t layout.RingTag, c color.RGBA, label string) {
		tags[n], colors[n], labels[n] = t, c, label
		n++
	}
	if c.NAPI.Valid {
		add(layout.RingTag{Cell: rg.cellOf(c.NAPI.WQE, c.NAPI.Stride, 0), Above: true, W: g.tagWidth("NAPI", p), Side: layout.TagEndsAtMark}, th.CursorNAPI, "NAPI")
	}
	prefetch := -1
	same := c.NAPI.Valid && c.PrefetchTarget.WQE == c.NAPI.WQE && c.PrefetchTarget.Stride == c.NAPI.Stride
	if c.PrefetchTarget.Valid && !same { // at distance 0 the NAPI tag says it all
		cell := rg.cellOf(c.PrefetchTarget.WQE, c.PrefetchTarget.Stride, 0)
		// near the ring's right end its tag would be pushed back over the
		// NAPI tag: it goes under its stride there
		tw := g.tagWidth(g.core.Panels.Words.PrefetchTag, p)
		above := cell.X+cell.W/2-6+tw <= rg.Cells.Right()
		prefetch = n
		add(layout.RingTag{Cell: cell, Above: above, W: tw, Side: layout.TagStartsAtMark}, th.CursorPrefetch, g.core.Panels.Words.PrefetchTag)
	}
	if c.DeviceHead.Valid {
		add(layout.RingTag{Cell: rg.cellOf(c.DeviceHead.WQE, c.DeviceHead.Stride, 0), W: g.tagWidth("device", p), Side: layout.TagCentred}, th.CursorDevice, "device")
	}
	rg.PlaceTags(tags[:n], rects[:n])
	// drawn in reverse, so that NAPI's mark is on top
	for i := n - 1; i >= 0; i-- {
		g.drawMarker(p, tags[i], rects[i], colors[i], labels[i])
	}
	if prefetch >= 0 && rects[prefetch].Y > tags[prefetch].Cell.Y {
		under = rects[prefetch]
	}
	return under
}

// tagWidth is the width of a cursor's tag that says label.
func (g panelPainter) tagWidth(label string, p *painter) float64 {
	return p.textWidth(label, g.ty.Label, Bold) + 16
}

// drawMarker outlines the tag's cell, draws a triangle pointing at it
// from the side its tag went to (from above, pointing down, when the tag
// is over the cell), and the tag with its label at tag.
func (g panelPainter) drawMarker(p *painter, t layout.RingTag, tag layout.Rect, c color.RGBA, label string) {
	th := g.theme
	cell := t.Cell
	cx := cell.X + cell.W/2
	p.frame(layout.Rect{X: cell.X - 2, Y: cell.Y - 2, W: cell.W + 4, H: cell.H + 4}, 2, c)
	const tri = layout.RingTagTri
	if tag.Y < cell.Y {
		p.triangle(cx-tri, cell.Y-tri-2, cx+tri, cell.Y-tri-2, cx, cell.Y-2, c)
	} else {
		p.triangle(cx-tri, cell.Bottom()+tri+2, cx+tri, cell.Bottom()+tri+2, cx, cell.Bottom()+2, c)
	}
	p.roundRect(tag, 6, c)
	p.textIn(label, tag.Inset(2), g.ty.Label, Bold, th.Background, glyph.AlignCenter)
}

// drawRingLegend explains the cells' colours and shapes.
func (g panelPainter) drawRingLegend(p *painter, rg ringView) {
	th := g.theme
	x := rg.Legend.X + layout.RingLegendInset
	y := rg.Legend.Y + 6
	const sw, sh = layout.RingLegendSwatch, 20.0
	for _, e := range ringLegend {
		w := p.textWidth(e.label, g.ty.Label, Regular)
		if x+sw+layout.RingLegendSwatchGap+w > rg.Legend.Right() {
			// on a second line, below the panel's height for it
			// (layout.Type.RingLegendH: one line, TestRingLegendOneLine)
			x, y = rg.Legend.X+layout.RingLegendInset, y+g.ty.LineH()+4
		}
		cell := layout.Rect{X: x, Y: y, W: sw, H: sh}
		if e.hatch {
			p.fill(cell, th.StridePosted)
			p.hatch(cell, th.NeverPrefetched)
		} else {
			p.drawStride(cell, th.strideLook(e.state), th)
		}
		x += sw + layout.RingLegendSwatchGap
		p.text(e.label, x, y-1, g.ty.Label, Regular, th.TextDim)
		x += w + layout.RingLegendGap
	}
}

// ringLegend lists the legend's entries in ring order.
var ringLegend = []struct {
	state model.StrideState
	hatch bool
	label string
}{
	{state: model.StridePosted, label: "posted, empty"},
	{state: model.StrideWritten, label: "written"},
	{state: model.StrideCQEReady, label: "CQE waiting"},
	{state: model.StrideConsumed, label: "consumed"},
	{state: model.StrideAwaitingRepost, label: "awaiting repost"},
	{state: model.StrideNotPosted, label: "not posted"},
	{hatch: true, label: "never prefetched"},
}
