package viz

import (
	"fmt"

	"image/color"

	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// The two packet panels magnify one packet each, line by line: the packet
// under the NAPI cursor and the packet the look-ahead prefetch targets.
// Every 64-byte line the driver touches is a box: its CQE, its struct
// page, its headroom, its two header lines, its payload, and line 0 of its
// skb_shared_info; the lines of the headroom and of the payload are
// folded into one box each, shown by their first line (the one the
// driver touches). A box's fill says where the line is (memory, in
// flight with the part of the trip done, L1, L2, LLC, invalidated by the
// device's write); a mark on its corner says what the CPU's access found:
// H hit (circle), L late (triangle), M miss (square), W wasted (diamond),
// P prefetch issued.

// pktLegendY is where a packet panel's legend of marks lies, in design
// units under the line of the packet's name; its boxes are
// layout.PacketBox.
const pktLegendY = 160.0

// kindWidths is the width of each line kind's word (screen.LineKindWord) at the
// type's small size, in design units, measured when the type or the
// window's scale changes, not on every packet.
type kindWidths struct {
	ty *layout.Type
	s  float64 // the window's scale it was measured at
	w  screen.KindWordWidths
}

// kindWidths measures the words under the packet panels' boxes again if
// the type or the window changed since.
func (g *Game) kindWidths() *kindWidths {
	kw := &g.kindW
	if kw.ty == g.ty && kw.s == g.core.Geo.Fit.S {
		return kw
	}
	kw.ty, kw.s = g.ty, g.core.Geo.Fit.S
	for k := range kw.w {
		kw.w[k] = g.view().measureIn(screen.LineKindWord(model.LineKind(k)), nil, g.ty.Small, Regular)
	}
	return kw
}

// lineColour is the fill of a line in state s.
func (th *Theme) lineColour(s model.LineState) color.RGBA {
	switch s {
	case model.LineInFlight:
		return th.LineMemory
	case model.LineInL1:
		return th.LineL1
	case model.LineInL2:
		return th.LineL2
	case model.LineInLLC:
		return th.LineLLC
	case model.LineInvalidated:
		return th.LineInvalid
	}
	return th.LineMemory
}

// outcomeMark is the shape, letter and colour that mark an outcome; ok is
// false for outcomes that get no mark.
func (th *Theme) outcomeMark(o model.Outcome) (s Shape, letter string, c color.RGBA, ok bool) {
	switch o {
	case model.OutcomeHit:
		return Circle, "H", th.Hit, true
	case model.OutcomeLate:
		return TriangleUp, "L", th.Late, true
	case model.OutcomeMiss:
		return Square, "M", th.Miss, true
	case model.OutcomeWasted:
		return Diamond, "W", th.Wasted, true
	case model.OutcomeIssued:
		return Circle, "P", th.Accent, true
	}
	return 0, "", color.RGBA{}, false
}

// drawMark paints an outcome mark centred on (cx, cy).
func (p *painter) drawMark(o model.Outcome, cx, cy, r float64, th *Theme) {
	s, letter, c, ok := th.outcomeMark(o)
	if !ok {
		return
	}
	p.shape(s, cx, cy, r+2, th.Background)
	p.shape(s, cx, cy, r, c)
	p.letterIn(letter, layout.Rect{X: cx - r, Y: cy - r + 1, W: 2 * r, H: 2 * r}, r*1.3, Bold, th.Background, glyph.AlignCenter)
}

// drawPacketBack paints a packet panel's title and legend.
func (g panelPainter) drawPacketBack(p *painter, r layout.Rect, title string) {
	th := g.theme
	p.panel(r, "", th)
	p.textIn(title, layout.Rect{X: r.X + 14, Y: r.Y + 6, W: r.W - 28, H: 34}, g.ty.Title, Bold, th.Text, glyph.AlignStart)
	g.drawOutcomeLegend(p, layout.Rect{X: r.X + 14, Y: r.Y + g.ty.PacketInfo + pktLegendY, W: r.W - 28, H: 26})
}

// drawPacket paints a packet panel's line boxes and the packet's name.
func (g panelPainter) drawPacket(p *painter, r layout.Rect, info []byte, v *model.PacketView, ps *screen.PacketSlots, empty string) {
	th := g.theme
	p.bytesIn(info, layout.PacketInfoBox(r, *g.ty), g.ty.Small, Mono, th.TextDim, glyph.AlignStart)
	if !v.Valid {
		p.textTwoLines(empty, layout.Rect{X: r.X + 14, Y: r.Y + g.ty.PacketInfo + layout.PacketBoxY, W: r.W - 28, H: layout.PacketBoxH}, g.ty.Label+2, g.ty.Small, Regular, th.TextDim, glyph.AlignStart)
		return
	}
	for i := 0; i < ps.N(); i++ {
		s := ps.Slot(i)
		lv := &v.Lines[s.First]
		b := s.Box
		p.fill(b, th.lineColour(lv.State))
		if lv.State == model.LineInFlight {
			h := b.H * lv.Progress
			p.fill(layout.Rect{X: b.X, Y: b.Bottom() - h, W: b.W, H: h}, th.LineFlight)
		}
		if lv.State == model.LineInvalidated {
			p.line(b.X+4, b.Y+4, b.Right()-4, b.Bottom()-4, 3, th.Miss)
			p.line(b.Right()-4, b.Y+4, b.X+4, b.Bottom()-4, 3, th.Miss)
		}
		p.frame(b, 1.5, th.PanelEdge)
		word := s.Word
		wc := th.Text
		if lv.State == model.LineInL1 {
			wc = th.Background
		}
		p.textIn(word, layout.PacketWordBox(b), g.ty.Label+2, Bold, wc, glyph.AlignCenter)
		// how many lines a folded box stands for in it ("×6"), and the
		// line's kind under its box, centred there unless a long word
		// and its neighbour would meet ("headroom" beside "header" on a
		// projector): then place moved them apart (layout.SpreadCaptions)
		if s.Count > 1 {
			p.textIn(g.foldedLabel(s.Count), layout.Rect{X: b.X + 4, Y: b.Bottom() - 26, W: b.W - 24, H: 24}, g.ty.Small, Bold, wc, glyph.AlignStart)
		}
		capW := b.W + 2*layout.PacketBoxGap + 8
		p.textIn(screen.LineKindWord(lv.Kind), layout.Rect{X: s.CapX - capW/2, Y: r.Y + g.ty.PacketInfo + layout.PacketKindY, W: capW, H: 24}, g.ty.Small, Regular, th.TextDim, glyph.AlignCenter)
		p.drawMark(lv.Outcome, b.Right()-4, b.Bottom()-4, 12, th)
	}
}

// drawOutcomeLegend explains the marks, shape and letter, in one row.
func (g panelPainter) drawOutcomeLegend(p *painter, r layout.Rect) {
	th := g.theme
	x := r.X + 12
	cy := r.Y + r.H/2
	for _, e := range outcomeLegend {
		p.drawMark(e.o, x, cy, 11, th)
		x += 18
		p.text(e.label, x, cy-11, g.ty.Label, Regular, th.TextDim)
		x += p.textWidth(e.label, g.ty.Label, Regular) + 24
	}
}

var outcomeLegend = []struct {
	o     model.Outcome
	label string
}{
	{model.OutcomeHit, "hit"},
	{model.OutcomeLate, "late"},
	{model.OutcomeMiss, "miss"},
	{model.OutcomeWasted, "wasted"},
	{model.OutcomeIssued, "prefetch issued"},
}

// foldedLabel is the count in a box standing for n lines, e.g. "×7";
// each label is made once.
func (g panelPainter) foldedLabel(n int) string {
	n = min(n, model.MaxPacketLines)
	l, ok := g.foldLabels[n]
	if !ok {
		l = fmt.Sprintf("×%d", n)
		g.foldLabels[n] = l
	}
	return l
}
