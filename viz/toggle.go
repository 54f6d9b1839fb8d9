package viz

import (
	"rxscope/glyph"
	"rxscope/layout"
)

// drawToggle paints an on/off switch (its label is in the backdrop). The knob's side and
// the word inside the switch say the state; the colour only repeats it.
func (p *painter) drawToggle(c *layout.Control, on bool, look controlLook, th *Theme) {
	t := c.Track
	face, word, knobX := th.Control, "off", t.X+t.H/2
	wordBox := layout.Rect{X: t.X + t.H - 2, Y: t.Y, W: t.W - t.H, H: t.H}
	if on {
		face, word, knobX = th.ControlOn, "on", t.Right()-t.H/2
		wordBox.X = t.X + 4
	}
	if look.hover && !on {
		face = th.ControlHover
	}
	p.roundRect(t, t.H/2, face)
	wordColour := th.TextDim
	if on {
		wordColour = th.Background
	}
	p.letterIn(word, wordBox, 18, Bold, wordColour, glyph.AlignCenter) // the switch's own word, sized to its track
	p.shape(Circle, knobX, t.Y+t.H/2, t.H/2-4, th.Thumb)
	if look.focus {
		p.frame(c.Box.Inset(-4), 3, th.Focus)
	}
}

// drawChoice paints a row of options (its label is in the backdrop) with the selected one filled,
// bold and underlined.
func (p *painter) drawChoice(c *layout.Control, selected, hovered int, look controlLook, th *Theme) {
	for i, seg := range c.Segments {
		box := seg.Inset(5)
		face, st, col := th.Control, Regular, th.Text
		switch {
		case i == selected:
			face, st, col = th.ControlOn, Bold, th.Background
		case i == hovered:
			face = th.ControlHover
		}
		p.roundRect(box, 8, face)
		p.textIn(c.Options[i], box.Inset(6), layout.LabelSize, st, col, glyph.AlignCenter)
		if i == selected {
			p.fill(layout.Rect{X: box.X + 14, Y: box.Bottom() - 7, W: box.W - 28, H: 3}, col)
		}
	}
	if look.focus {
		p.frame(c.Box.Inset(-4), 3, th.Focus)
	}
}
