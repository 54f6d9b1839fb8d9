package viz

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"rxscope/viz/layout"
)

// The help overlay lists every shortcut, from the same table the keyboard
// reads (keys.go), so the two cannot disagree. ? opens and closes it, and
// so does a click or a tap anywhere.

// helpBox is where the overlay's card sits on the design canvas: the
// controls' keys in the left column, the lessons', presenting's and
// export's (commands.go) in the right.
var helpBox = layout.Rect{X: 60, Y: 90, W: 1800, H: 900}

const (
	helpRowH    = 40.0
	helpKeysW   = 270.0
	helpTextSz  = 23.0
	helpTitleSz = 34.0
)

// drawHelp paints the overlay over the whole screen.
func (p *painter) drawHelp(th *Theme) {
	p.fill(layout.Rect{W: layout.DesignW, H: layout.DesignH}, th.Shade)
	b := helpBox
	p.roundRect(b, 16, th.Panel)
	p.frame(b, 2, th.Accent)
	p.text("Keys", b.X+40, b.Y+28, helpTitleSz, Bold, th.Text)
	p.textIn("? or a click closes this", layout.Rect{X: b.Right() - 440, Y: b.Y + 28, W: 400, H: 40},
		22, Regular, th.TextDim, text.AlignEnd)

	colW := (b.W - 120) / 2
	x, y := b.X+40, b.Y+90
	row := func(keys, what string) {
		p.textIn(keys, layout.Rect{X: x, Y: y, W: helpKeysW - 10, H: helpRowH}, helpTextSz, Bold, th.Accent, text.AlignStart)
		p.textIn(what, layout.Rect{X: x + helpKeysW, Y: y, W: colW - helpKeysW, H: helpRowH}, helpTextSz, Regular, th.Text, text.AlignStart)
		y += helpRowH
	}
	head := func(s string) {
		p.textIn(s, layout.Rect{X: x, Y: y, W: colW, H: helpRowH}, helpTextSz+1, Bold, th.TextDim, text.AlignStart)
		y += helpRowH + 4
	}
	head("The simulation")
	for _, k := range bindings {
		if k.keys != "" {
			row(k.keys, k.what)
		}
	}
	y += 10
	for _, k := range focusKeys {
		row(k.keys, k.what)
	}
	y += 16
	p.textIn("Mouse and touch: drag a slider, press a toggle or a button. Hover over",
		layout.Rect{X: x, Y: y, W: colW, H: 32}, 21, Regular, th.TextDim, text.AlignStart)
	p.textIn("(or tap) a stride, a cache line or a CQE to see what it is and why.",
		layout.Rect{X: x, Y: y + 32, W: colW, H: 32}, 21, Regular, th.TextDim, text.AlignStart)

	x, y = b.X+80+colW, b.Y+90
	head("Lessons, presenting, export")
	for _, c := range commands {
		if c.label != "" {
			row(c.label, c.what)
		}
	}
	y += 16
	p.textIn("The menu button (three bars, left of Play) has the lessons and these tools.",
		layout.Rect{X: x, Y: y, W: colW, H: 32}, 21, Regular, th.TextDim, text.AlignStart)
}
