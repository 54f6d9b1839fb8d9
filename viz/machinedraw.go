package viz

import (
	"image/color"
	"math"

	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// drawMachine paints the machine panel over the screen.
func (g cardView) drawMachine(p *painter) {
	m := &g.core.Panels.Mach
	if g.core.App.Cards.Open != app.MachineCard {
		return
	}
	th := g.theme
	geo := m.Geo()
	names, rows, params := m.Names(), m.Rows(), m.Params()
	g.drawCardTitled(p, geo.Card, geo.Close, geo.Title, "Machine", 180, screen.MachineHint, g.ty.Card.Hint)
	cfg := g.core.Sim.Ses.Config()
	for i, r := range geo.Machines {
		if i >= len(names) {
			break
		}
		p.roundRect(r, 10, g.theme.buttonFace(g.core.Input.Pointers.Over(r)))
		if i == m.Current() {
			p.frame(r, 3, th.Accent)
		}
		p.textIn(names[i], r.Inset(10), 22, Bold, th.Text, glyph.AlignCenter)
	}
	if m.Sel() == 0 {
		g.frameSel(p, geo.Machines[0].X, geo.Machines[0].Y, geo.Machines[len(geo.Machines)-1].Right(), geo.Machines[0].Bottom())
	}
	for i := range geo.Rows {
		if i < len(rows) {
			g.drawMachineRow(p, &geo.Rows[i], params[i], &rows[i], m.Sel() == i+1)
		}
	}
	p.roundRect(geo.Reset, 10, g.theme.buttonFace(g.core.Input.Pointers.Over(geo.Reset)))
	resetText := th.TextDim
	if cfg.Edited() {
		resetText = th.Text
	}
	p.textIn("Shipped values", geo.Reset.Inset(12), 22, Bold, resetText, glyph.AlignCenter)
	if m.ResetSelected() {
		p.frame(geo.Reset.Inset(-3), 3, th.Focus)
	}
	g.drawWrapped(p, m.Source(), geo.Source, layout.MachineSourceLines, g.ty.Card.Detail, th.TextDim, true)
	g.drawGain(p)
}

// drawWrapped paints s wrapped into box, at most lines lines of
// layout.SubLineH from its top, or centred in its height: a text longer
// than its box takes another line rather than a smaller size (the
// panel's texts fit theirs, TestMachineTextFits). It returns the lines
// it drew.
func (g cardView) drawWrapped(p *painter, s string, box layout.Rect, lines int, size float64, c color.RGBA, centred bool) int {
	spans := g.core.Panels.Mach.Wrap(s, box.W, size, g.view().measureCardText)
	n, lineH := min(len(spans), lines), layout.SubLineH(size)
	y := box.Y
	if centred {
		y += (box.H - float64(n)*lineH) / 2
	}
	for i, sp := range spans[:n] {
		p.textIn(s[sp.Start:sp.End], layout.Rect{X: box.X, Y: y + float64(i)*lineH, W: box.W, H: lineH}, size, Regular, c, glyph.AlignStart)
	}
	return n
}

// frameSel frames the selected row in the focus colour.
func (g cardView) frameSel(p *painter, x0, y0, x1, y1 float64) {
	p.frame(layout.Rect{X: x0 - 4, Y: y0 - 4, W: x1 - x0 + 8, H: y1 - y0 + 8}, 3, g.theme.Focus)
}

// drawMachineRow paints one parameter's row; an edited value is in the
// highlight colour.
func (g cardView) drawMachineRow(p *painter, r *layout.MachineRow, spec model.ParamSpec, t *screen.MachineRowText, sel bool) {
	th := g.theme
	p.roundRect(r.Row, 10, th.Background)
	name, value := th.Text, th.Text
	if t.Edited {
		name, value = th.Highlight, th.Highlight
	}
	p.textIn(spec.Name, r.Name, layout.MachineNameSize, Bold, name, glyph.AlignStart)
	p.textIn(spec.Help, r.Help, g.ty.Card.Sub, Regular, th.TextDim, glyph.AlignStart)
	p.textIn(t.Detail, r.Detail, g.ty.Card.Detail, Regular, th.TextDim, glyph.AlignStart)
	for _, b := range [...]struct {
		r     layout.Rect
		label string
	}{{r.Minus, "−"}, {r.Plus, "+"}} {
		p.roundRect(b.r, 10, g.theme.buttonFace(g.core.Input.Pointers.Over(b.r)))
		p.textIn(b.label, b.r, 34, Bold, th.Text, glyph.AlignCenter)
	}
	p.textIn(t.Value, r.Value, layout.MachineValueSize, Bold, value, glyph.AlignCenter)
	if sel {
		p.frame(r.Row.Inset(-3), 3, th.Focus)
	}
}

// drawGain paints what decides the gain: per parameter, a bar from the
// machine's gain to the gain with the parameter moved down (amber) and
// up (blue), the largest swing on top.
func (g cardView) drawGain(p *painter) {
	th := g.theme
	mg := g.core.Panels.Mach.Gain()
	b := g.core.Panels.Mach.Geo().Gain
	p.roundRect(b, 10, th.Background)
	in := b.Inset(16)
	p.textIn("What decides the gain here", layout.Rect{X: in.X, Y: in.Y, W: in.W, H: 36}, 26, Bold, th.Text, glyph.AlignStart)
	// the note, the state of the measuring or the machine's gain, each
	// in as many lines as it takes (layout.MachineGainLines), then the bars
	det, sub := g.ty.Card.Detail, g.ty.Card.Sub
	y := in.Y + 40
	wrapped := func(s string, size float64, c color.RGBA) {
		n := layout.MachineGainLines
		y += float64(g.drawWrapped(p, s, layout.Rect{X: in.X, Y: y, W: in.W, H: float64(n) * layout.SubLineH(size)}, n, size, c, false))*layout.SubLineH(size) + 6
	}
	wrapped("each parameter −20 % (amber) and +20 % (blue); the look-ahead's gain over today, in the model", det, th.TextDim)
	switch {
	case mg.Failed() != "":
		wrapped(mg.Failed(), sub, th.Late)
		return
	case !mg.Done():
		p.bytesIn(mg.Progress(), layout.Rect{X: in.X, Y: y, W: in.W, H: layout.SubLineH(sub)}, sub, Regular, th.TextDim, glyph.AlignStart)
		return
	}
	wrapped(mg.Head(), sub, th.Text)
	rows := mg.Result().Rows
	labels, ends := mg.Labels(), mg.Ends()
	top := y + 6
	rowH := math.Min(96, (in.Bottom()-top)/float64(max(len(rows), 1)))
	scale := 0.0
	for _, r := range rows {
		scale = math.Max(scale, math.Max(math.Abs(r.Gain(0)-r.Gain(1)), math.Abs(r.Gain(2)-r.Gain(1))))
	}
	labelW := 170.0
	axis := layout.Rect{X: in.X + labelW, Y: top, W: in.W - labelW, H: float64(len(rows)) * rowH}
	cx := axis.X + axis.W/2
	for i, r := range rows {
		y := top + float64(i)*rowH
		// the machine's gain, through the bars only: the figures under
		// them run across the chart's width
		p.fill(layout.Rect{X: cx - 1, Y: y, W: 2, H: rowH * 0.55}, th.TextDim)
		p.textIn(labels[i], layout.Rect{X: in.X, Y: y, W: labelW - 10, H: rowH * 0.55}, 20, Bold, th.Text, glyph.AlignStart)
		barY, barH := y+6, rowH*0.55-12
		for _, e := range [...]int{0, 2} {
			w := 0.0
			if scale > 0 {
				w = (r.Gain(e) - r.Gain(1)) / scale * (axis.W/2 - 4)
			}
			col := th.Late
			if e == 2 {
				col = th.Accent
			}
			x0, x1 := math.Min(cx, cx+w), math.Max(cx, cx+w)
			if e == 2 {
				barY += barH / 2
			}
			p.fill(layout.Rect{X: x0, Y: barY, W: math.Max(x1-x0, 2), H: barH / 2}, col)
		}
		p.textIn(ends[i], layout.Rect{X: in.X, Y: y + rowH*0.55, W: in.W, H: rowH * 0.4}, det, Regular, th.TextDim, glyph.AlignStart)
	}
}
