package viz

import (
	"rxscope/glyph"
	"rxscope/layout"
)

// controlLook is how a control is shown this frame.
type controlLook struct {
	hover  bool // the mouse is over it
	active bool // a press is holding it (a drag in progress)
	focus  bool // it has the keyboard focus
	idle   bool // the knob changes nothing here: the track and the value are dim
}

// drawSlider paints a slider: its label, the track filled up to the
// thumb at fraction f, notches when the values are few, and the value.
// Its label is part of the backdrop (drawControlLabel).
func (p *painter) drawSlider(c *layout.Control, f float64, notches int, value []byte, look controlLook, th *Theme) {
	t := c.Track
	p.roundRect(t, t.H/2, th.Control)
	x := t.X + f*t.W
	fill, ink := th.Accent, th.Text
	if look.idle {
		fill, ink = th.TextDim, th.TextDim
	}
	p.roundRect(layout.Rect{X: t.X, Y: t.Y, W: x - t.X, H: t.H}, t.H/2, fill)
	if notches > 1 {
		for i := 0; i <= notches; i++ {
			nx := t.X + float64(i)*t.W/float64(notches)
			p.fill(layout.Rect{X: nx - 1, Y: t.Bottom() + 6, W: 2, H: 7}, th.TextDim)
		}
	}
	r := 14.0
	if look.hover || look.active {
		r = 17
	}
	cy := t.Y + t.H/2
	p.shape(Circle, x, cy, r+2, th.Background)
	p.shape(Circle, x, cy, r, th.Thumb)
	if look.active {
		p.shape(Circle, x, cy, 6, th.Accent)
	}
	p.bytesIn(value, c.ValueBox, layout.ValueSize, Mono, ink, glyph.AlignEnd)
	if look.focus {
		p.frame(c.Box.Inset(-4), 3, th.Focus)
	}
}

// drawControlLabel paints the words of a slider, a toggle or a choice.
func (p *painter) drawControlLabel(c *layout.Control, th *Theme) {
	p.textIn(c.Label, c.LabelBox, layout.LabelSize, Regular, th.Text, glyph.AlignStart)
}
