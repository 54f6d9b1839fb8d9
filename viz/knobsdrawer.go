package viz

import (
	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/screen"
)

// The knobs drawer's and its button's painters; the drawer's state and
// words are screen.KnobsDrawer's.

// drawKnobsDrawer paints the drawer over the screen; a knob that differs
// from the default is in the highlight colour.
func (g cardView) drawKnobsDrawer(p *painter) {
	d := &g.core.Panels.Drawer
	if g.core.App.Cards.Open != app.KnobsCard {
		return
	}
	th := g.theme
	geo := d.Geo()
	names, values, help := d.Names(), d.Values(), d.Help()
	g.drawCardTitled(p, geo.Card, geo.Close, geo.Title, "All knobs", 220, screen.KnobsHint, layout.KnobsHelpSize)
	for i := range geo.Rows {
		if i >= len(values) {
			break
		}
		r := &geo.Rows[i]
		p.roundRect(r.Row, 10, th.Background)
		c := th.Text
		if d.Changed(i) {
			c = th.Highlight
		}
		p.textIn(names[i], r.Name, layout.KnobsNameSize, Bold, c, glyph.AlignStart)
		for _, b := range [...]struct {
			r     layout.Rect
			label string
		}{{r.Minus, "−"}, {r.Plus, "+"}} {
			p.roundRect(b.r, 10, g.theme.buttonFace(g.core.Input.Pointers.Over(b.r)))
			p.textIn(b.label, b.r, 34, Bold, th.Text, glyph.AlignCenter)
		}
		p.textIn(values[i], r.Value, layout.KnobsValueSize, Bold, c, glyph.AlignCenter)
		if i == d.Sel() {
			p.frame(r.Row.Inset(-3), 3, th.Focus)
		}
	}
	p.roundRect(geo.Help, 10, th.Background)
	// the box holds the longest help of the table (TestKnobsDrawerFits)
	spans := d.HelpSpans()
	lines := spans[:min(len(spans), layout.KnobsHelpLines)]
	y := geo.Help.Y + (geo.Help.H-float64(len(lines))*layout.KnobsHelpLineH)/2
	for i, s := range lines {
		p.textIn(help[s.Start:s.End], layout.Rect{X: geo.Help.X + 16, Y: y + float64(i)*layout.KnobsHelpLineH, W: geo.Help.W - 32, H: layout.KnobsHelpLineH}, layout.KnobsHelpSize, Regular, th.Text, glyph.AlignStart)
	}
}

// drawKnobsButton paints the drawer's button at the end of the knobs
// strip, framed under the mouse or while the drawer is open.
func (g view) drawKnobsButton(p *painter) {
	b := g.core.Geo.Screen.KnobsButton
	if b.W <= 0 {
		return
	}
	th := g.theme
	p.roundRect(b, 10, g.theme.buttonFace(g.core.Input.Pointers.OverPanel(b)))
	p.textIn(g.core.Panels.Drawer.Label(), b.Inset(12), 24, Bold, th.Text, glyph.AlignCenter)
	if g.core.App.Cards.Open == app.KnobsCard || g.core.Input.Pointers.OverPanel(b) {
		p.frame(b.Inset(2), 3, th.Focus)
	}
}
