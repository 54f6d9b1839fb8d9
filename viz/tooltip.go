package viz

import (
	"bytes"

	"rxscope/layout"
)

// targetKind is the kind of thing a tooltip can describe.
type targetKind uint8

const (
	targetNone    targetKind = iota
	targetStride             // a stride of the ring: a = WQE, b = stride
	targetLine               // a cache line of a magnified packet: a = which packet, b = line
	targetCQSlot             // a CQ slot: a = its index in the CQ
	targetControl            // a control: a = its layout.ControlID
	targetLane               // a lane of the CPU strip: a = 0 before, 1 after; b = the simulated time in ps
	targetScene              // a row of the scene list: a = the row (screen/scenetip.go)
)

// target is the thing under the pointer, or the one last tapped.
type target struct {
	kind targetKind
	a, b int
}

// tooltip is the box that says what the target is: its address, its
// state and why it is in that state. Its text is rebuilt every few ticks
// while it is shown (the state under it moves while the simulation runs)
// into a reused buffer; the snapshot's copy is only made when the text
// changed.
type tooltip struct {
	target target
	pinned bool    // set by a click or a tap; cleared by the next one elsewhere
	x, y   float64 // where the pointer was, in design units
	buf    []byte  // the text, one line per '\n'
	last   []byte  // the text the snapshot holds
	str    string
}

// setText replaces the text with b and refreshes the snapshot's string
// if it changed.
func (t *tooltip) setText(b []byte) {
	t.buf = append(t.buf[:0], b...)
	if !bytes.Equal(t.buf, t.last) {
		t.last = append(t.last[:0], t.buf...)
		t.str = string(t.buf)
	}
}

// clear hides the tooltip.
func (t *tooltip) clear() {
	t.target, t.pinned = target{}, false
	t.setText(nil)
}

const (
	tipTextSz = 20.0
	tipLineH  = 27.0
	tipPad    = 14.0
)

// drawTooltip paints the tooltip's box next to its anchor, kept inside the
// canvas.
func (p *painter) drawTooltip(t *tooltip, th *Theme) {
	if t.target.kind == targetNone || len(t.buf) == 0 {
		return
	}
	w, lines := 0.0, 0
	for rest := t.buf; len(rest) > 0; lines++ {
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
	box := layout.Rect{X: t.x + 24, Y: t.y + 24, W: w + 2*tipPad, H: float64(lines)*tipLineH + 2*tipPad - 4}
	if box.Right() > layout.DesignW-8 {
		box.X = t.x - 16 - box.W
	}
	if box.Bottom() > layout.DesignH-8 {
		box.Y = t.y - 16 - box.H
	}
	box.X = max(8, box.X)
	box.Y = max(8, box.Y)
	p.roundRect(box, 8, th.Shade)
	p.frame(box, 2, th.Accent)
	y := box.Y + tipPad - 2
	for i, rest := 0, t.buf; len(rest) > 0; i++ {
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
