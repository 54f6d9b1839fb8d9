package viz

import (
	"bytes"

	"rxscope/layout"
	"rxscope/screen"
)

const (
	tipTextSz = 20.0
	tipLineH  = 27.0
	tipPad    = 14.0
)

// drawTooltip paints a tooltip's box (screen.Tooltip: the panels', or
// the scene list's) next to its anchor, kept inside the canvas.
func (p *painter) drawTooltip(t *screen.Tooltip, th *Theme) {
	if !t.Shown() {
		return
	}
	w, lines := 0.0, 0
	for rest := t.Text(); len(rest) > 0; lines++ {
		line := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = nil
		}
		st := Regular
		if lines == 0 {
			st = Bold
		}
		w = max(w, p.bytesWidth(line, tipTextSz, st))
	}
	box := layout.Rect{X: t.X + 24, Y: t.Y + 24, W: w + 2*tipPad, H: float64(lines)*tipLineH + 2*tipPad - 4}
	if box.Right() > layout.DesignW-8 {
		box.X = t.X - 16 - box.W
	}
	if box.Bottom() > layout.DesignH-8 {
		box.Y = t.Y - 16 - box.H
	}
	box.X = max(8, box.X)
	box.Y = max(8, box.Y)
	p.roundRect(box, 8, th.Shade)
	p.frame(box, 2, th.Accent)
	y := box.Y + tipPad - 2
	for i, rest := 0, t.Text(); len(rest) > 0; i++ {
		line := rest
		if j := bytes.IndexByte(rest, '\n'); j >= 0 {
			line, rest = rest[:j], rest[j+1:]
		} else {
			rest = nil
		}
		c, st := th.Text, Regular
		if i == 0 {
			st = Bold
		}
		p.bytesAt(line, box.X+tipPad, y, tipTextSz, st, c)
		y += tipLineH
	}
}
