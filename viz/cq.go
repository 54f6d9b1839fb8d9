package viz

import (
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/model"
)

// The CQ panel shows the completion queue's slots around the consumer
// counter cc: the slots NAPI has consumed on the left, the ones the NIC
// has written ahead of it on the right. With CQE compression on, a
// session is a title CQE (T) followed by arrays of 8 mini CQEs (drawn as
// 8 bars) at cc+1, cc+8, cc+16, ...; the slots between are never written
// by the NIC (a dot: the completion lives in a mini CQE).

// Geometry of the CQ panel.
const (
	cqSlotsShown = 40 // slots drawn
	cqBehind     = 6  // of which before cc
	cqSlotGap    = 4.0
	cqTitleH     = 36.0
	cqSlotH      = 34.0
	cqLetterSz   = 18.0 // a slot's letter, sized to the slot
)

// cqSlots is the placement of the CQ panel's slot boxes.
type cqSlots struct {
	first int // CQ index (not masked) of the first box
	n     int
	boxes [cqSlotsShown]layout.Rect
}

// place lays the boxes out in panel r for a CQ of size entries read at cc.
func (cs *cqSlots) place(r layout.Rect, cc uint32, entries int) {
	cs.n = min(cqSlotsShown, entries)
	cs.first = int(cc) - min(cqBehind, cs.n/4)
	w := (r.W - 28 - 120 - float64(cs.n-1)*cqSlotGap) / float64(cs.n)
	x := r.X + 14 + 120
	for i := 0; i < cs.n; i++ {
		cs.boxes[i] = layout.Rect{X: x, Y: r.Y + cqTitleH, W: w, H: cqSlotH}
		x += w + cqSlotGap
	}
}

// slotIndex is the masked CQ slot of box i.
func (cs *cqSlots) slotIndex(i, entries int) int {
	return (cs.first + i) & (entries - 1)
}

// at returns the box under the design point, or -1.
func (cs *cqSlots) at(x, y float64) int {
	for i := 0; i < cs.n; i++ {
		if cs.boxes[i].Contains(x, y) {
			return i
		}
	}
	return -1
}

// drawCQBack paints the CQ panel's title and legend.
func (g panelPainter) drawCQBack(p *painter) {
	th := g.theme
	r := g.core.Geo.Screen.CQ
	p.panel(r, "", th)
	p.text("RX CQ", r.X+14, r.Y+6, g.ty.Title, Bold, th.Text)
	_, legend := g.cqHeader(p)
	g.drawCQLegend(p, legend)
	p.textIn("slots", layout.Rect{X: r.X + 14, Y: r.Y + cqTitleH, W: 100, H: cqSlotH}, g.ty.Label, Regular, th.TextDim, glyph.AlignStart)
}

// drawCQ paints the slots around cc.
func (g panelPainter) drawCQ(p *painter) {
	th := g.theme
	sim := g.core.Sim.Ses.After()
	entries := sim.Geometry().CQEntries
	// the counter, cut at its last whole item before the legend, never
	// set smaller
	info, _ := g.cqHeader(p)
	line := layout.CutItems(g.core.Panels.Figs.CQInfo, " · ", info.W, func(b []byte) float64 { return p.measure("", b, g.ty.Label, Mono) })
	p.bytesIn(line, info, g.ty.Label, Mono, th.TextDim, glyph.AlignStart)
	cs := &g.cqSlots
	cc := int(sim.CC())
	for i := 0; i < cs.n; i++ {
		v := sim.CQSlot(cs.slotIndex(i, entries))
		p.drawCQSlot(cs.boxes[i], v, th)
		if cs.first+i == cc {
			b := cs.boxes[i]
			cx := b.X + b.W/2
			p.frame(layout.Rect{X: b.X - 2, Y: b.Y - 2, W: b.W + 4, H: b.H + 4}, 2, th.CursorNAPI)
			p.triangle(cx-8, b.Bottom()+14, cx+8, b.Bottom()+14, cx, b.Bottom()+4, th.CursorNAPI)
			p.textIn("cc", layout.Rect{X: cx + 10, Y: b.Bottom() + 2, W: 40, H: 24}, g.ty.Label, Bold, th.Text, glyph.AlignStart)
		}
	}
}

// drawCQSlot paints one slot by what it holds.
func (p *painter) drawCQSlot(b layout.Rect, v model.CQSlotView, th *Theme) {
	switch v.Kind {
	case model.CQCQE:
		p.fill(b, th.StallCQE)
		p.letterIn("C", b, cqLetterSz, Bold, th.Background, glyph.AlignCenter)
	case model.CQTitle:
		p.fill(b, th.Accent)
		p.letterIn("T", b, cqLetterSz, Bold, th.Background, glyph.AlignCenter)
	case model.CQMiniArray:
		p.fill(b, th.Control)
		bw := b.W / 8
		for k := 0; k < 8; k++ {
			p.fill(layout.Rect{X: b.X + float64(k)*bw + 0.5, Y: b.Y + 3, W: bw - 1, H: b.H - 6}, th.StallCQE)
		}
	case model.CQConsumed:
		p.fill(layout.Rect{X: b.X, Y: b.Y + b.H/2, W: b.W, H: b.H / 2}, th.StrideConsumed)
	default:
		p.frame(b, 1.5, th.StrideNotPosted)
		if v.Packet >= 0 {
			// Covered by a compression session: its completion is a mini CQE.
			p.shape(Circle, b.X+b.W/2, b.Y+b.H/2, 3.5, th.TextDim)
		}
	}
}

// cqHeader places the counter and the legend on the panel's first line
// (layout.CQHeader).
func (g panelPainter) cqHeader(p *painter) (info, legend layout.Rect) {
	w := layout.CQLegendW(g.ty.Label, func(s string, size float64) float64 { return p.textWidth(s, size, Regular) })
	return layout.CQHeader(g.core.Geo.Screen.CQ, p.textWidth("RX CQ", g.ty.Title, Bold), w)
}

// drawCQLegend explains the slot marks in one row.
func (g panelPainter) drawCQLegend(p *painter, r layout.Rect) {
	th := g.theme
	x := r.X
	for i, label := range layout.CQLegend {
		b := layout.Rect{X: x, Y: r.Y + 2, W: 18, H: r.H - 4}
		p.drawCQSlot(b, cqLegendMarks[i], th)
		x += layout.CQLegendMark
		p.text(label, x, r.Y+2, g.ty.Label, Regular, th.TextDim)
		x += p.textWidth(label, g.ty.Label, Regular) + layout.CQLegendSpace
	}
}

// cqLegendMarks are the marks the legend's words (layout.CQLegend)
// explain, in their order.
var cqLegendMarks = [len(layout.CQLegend)]model.CQSlotView{
	{Kind: model.CQCQE},
	{Kind: model.CQTitle},
	{Kind: model.CQMiniArray},
	{Kind: model.CQEmpty, Packet: 1},
	{Kind: model.CQConsumed},
	{Kind: model.CQEmpty, Packet: -1},
}
