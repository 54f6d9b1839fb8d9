package viz

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"rxscope/viz/layout"
)

// The help overlay lists every shortcut, from the same table the keyboard
// reads (keys.go), so the two cannot disagree. ? opens and closes it, and
// so does a click or a tap anywhere.

// helpBox is where the overlay's card sits on the design canvas.
var helpBox = layout.Rect{X: 300, Y: 110, W: 1320, H: 860}

const (
	helpRowH    = 40.0
	helpKeysW   = 320.0
	helpTextSz  = 24.0
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

	y := b.Y + 90
	row := func(keys, what string) {
		p.textIn(keys, layout.Rect{X: b.X + 40, Y: y, W: helpKeysW, H: helpRowH}, helpTextSz, Bold, th.Accent, text.AlignStart)
		p.textIn(what, layout.Rect{X: b.X + 40 + helpKeysW, Y: y, W: b.W - 80 - helpKeysW, H: helpRowH}, helpTextSz, Regular, th.Text, text.AlignStart)
		y += helpRowH
	}
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
	p.textIn("Mouse and touch: drag a slider, press a toggle or a button. Hover over (or tap) a stride,",
		layout.Rect{X: b.X + 40, Y: y, W: b.W - 80, H: 32}, 22, Regular, th.TextDim, text.AlignStart)
	p.textIn("a cache line or a CQE to see what it is and why it is in that state.",
		layout.Rect{X: b.X + 40, Y: y + 32, W: b.W - 80, H: 32}, 22, Regular, th.TextDim, text.AlignStart)
}
