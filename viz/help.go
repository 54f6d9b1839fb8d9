package viz

import (
	"image/color"

	"rxscope/viz/layout"
	"rxscope/viz/text"
)

// The help overlay lists every shortcut, from the same table the keyboard
// reads (keys.go), so the two cannot disagree. ? opens and closes it, and
// so does a click or a tap anywhere.

// helpBox is where the overlay's card sits on the design canvas: the
// controls' keys in the left column, the lessons', presenting's and
// export's (commands.go) in the right.
var helpBox = layout.Rect{X: 40, Y: 40, W: 1840, H: 1000}

const (
	helpLineH   = 29.0 // a line of a row's words
	helpRowGap  = 7.0
	helpKeysW   = 270.0
	helpTextSz  = 23.0
	helpNoteSz  = 21.0
	helpTitleSz = 34.0
)

// drawHelp paints the overlay over the whole screen. A row's words that
// are wider than their column take a second line, so that no text is set
// smaller to fit.
func (p *painter) drawHelp(th *Theme) {
	p.fill(layout.Rect{W: layout.DesignW, H: layout.DesignH}, th.Shade)
	b := helpBox
	p.roundRect(b, 16, th.Panel)
	p.frame(b, 2, th.Accent)
	p.text("Keys", b.X+40, b.Y+24, helpTitleSz, Bold, th.Text)
	p.textIn("? or a click closes this", layout.Rect{X: b.Right() - 440, Y: b.Y + 24, W: 400, H: 40},
		22, Regular, th.TextDim, text.AlignEnd)

	colW := (b.W - 120) / 2
	x, y := b.X+40, b.Y+84
	measure := func(s string, size float64) float64 { return p.measure(s, nil, size, Regular) }
	// lines paints s wrapped to w from (x, y) at size and moves y under it
	lines := func(s string, x, w, size float64, st Style, c color.RGBA) {
		p.spans = layout.Wrap(p.spans[:0], s, w, size, measure)
		for _, sp := range p.spans {
			p.textIn(s[sp.Start:sp.End], layout.Rect{X: x, Y: y, W: w, H: helpLineH}, size, st, c, text.AlignStart)
			y += helpLineH
		}
	}
	row := func(keys, what string) {
		p.textIn(keys, layout.Rect{X: x, Y: y, W: helpKeysW - 10, H: helpLineH}, helpTextSz, Bold, th.Accent, text.AlignStart)
		lines(what, x+helpKeysW, colW-helpKeysW, helpTextSz, Regular, th.Text)
		y += helpRowGap
	}
	head := func(s string) {
		p.textIn(s, layout.Rect{X: x, Y: y, W: colW, H: helpLineH}, helpTextSz+1, Bold, th.TextDim, text.AlignStart)
		y += helpLineH + 10
	}
	head("The simulation")
	for _, k := range bindings {
		if k.keys != "" {
			row(k.keys, k.what)
		}
	}
	y += 8
	for _, k := range focusKeys {
		row(k.keys, k.what)
	}
	y += 12
	lines("Mouse and touch: drag a slider, press a toggle or a button. Hover over (or tap) a stride, a cache line or a CQE to see what it is and why.",
		x, colW, helpNoteSz, Regular, th.TextDim)

	x, y = b.X+80+colW, b.Y+84
	head("Lessons, presenting, export")
	for _, c := range commands {
		if c.label != "" {
			row(c.label, c.what)
		}
	}
	y += 12
	lines("The menu button (three bars, left of Play) has the lessons and these tools.", x, colW, helpNoteSz, Regular, th.TextDim)
}
