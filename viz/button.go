package viz

import (
	"image/color"

	"rxscope/glyph"
	"rxscope/layout"
)

// icon is the pictogram drawn at the left of a transport button, in the
// shapes media players use, so the buttons read without their words.
type icon uint8

const (
	iconNone  icon = iota
	iconPlay       // ▶
	iconPause      // ❚❚
	iconStep       // ▶❚ one event
	iconStep2      // ▶▶❚ one packet
	iconReset      // ❚◀ back to the start
)

// drawButton paints a transport button: its face, its icon and its label.
func (p *painter) drawButton(c *layout.Control, label string, ic icon, look controlLook, th *Theme) {
	face := th.Control
	if look.hover || look.active {
		face = th.ControlHover
	}
	p.roundRect(c.Box, 10, face)
	if look.active {
		p.frame(c.Box.Inset(2), 2, th.Accent)
	}
	p.drawIcon(ic, c.Box.X+14, c.Box.Y+c.Box.H/2, th.Text)
	p.textIn(label, c.LabelBox, layout.LabelSize, Regular, th.Text, glyph.AlignStart)
	if look.focus {
		p.frame(c.Box.Inset(-4), 3, th.Focus)
	}
}

// drawIcon paints ic with its left edge at x, centred on y: 24 units wide.
func (p *painter) drawIcon(ic icon, x, cy float64, c color.RGBA) {
	const h = 11.0 // half height
	tri := func(x0 float64) { p.triangle(x0, cy-h, x0+16, cy, x0, cy+h, c) }
	bar := func(x0 float64) { p.fill(layout.Rect{X: x0, Y: cy - h, W: 5, H: 2 * h}, c) }
	switch ic {
	case iconPlay:
		p.triangle(x+2, cy-h-2, x+22, cy, x+2, cy+h+2, c)
	case iconPause:
		p.fill(layout.Rect{X: x + 3, Y: cy - h, W: 7, H: 2 * h}, c)
		p.fill(layout.Rect{X: x + 15, Y: cy - h, W: 7, H: 2 * h}, c)
	case iconStep:
		tri(x + 1)
		bar(x + 19)
	case iconStep2:
		p.triangle(x-2, cy-h, x+11, cy, x-2, cy+h, c)
		p.triangle(x+9, cy-h, x+22, cy, x+9, cy+h, c)
		bar(x + 23)
	case iconReset:
		bar(x + 1)
		p.triangle(x+24, cy-h, x+8, cy, x+24, cy+h, c)
	}
}
