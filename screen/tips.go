package screen

import (
	"rxscope/layout"
	"rxscope/model"
)

// TipRefreshTicks is how often a shown tooltip is rebuilt while the
// simulation plays: the stride or the line under it changes state.
const TipRefreshTicks = 10

// Tips is the panels' tooltip: what the mouse is over, and the box that
// says what it is. The box follows the mouse, or stays on the thing a
// click or a tap pinned it to until the next one. The scene list's rows
// have a box of their own.
type Tips struct {
	Box     Tooltip
	hover   Target // what the mouse is over, when it is over the panels
	scratch []byte // the words, built again before the box takes them
}

// Hover notes what the mouse is over: the thing at the panels' design
// point (x, y), or nothing when over is false (the pointer is off the
// panels, or over a card or an overlay).
func (t *Tips) Hover(bd Board, over bool, x, y float64) {
	t.hover = Target{}
	if over {
		t.hover = At(bd, x, y)
	}
}

// Hovered is what the mouse is over.
func (t *Tips) Hovered() Target { return t.hover }

// HoversControl reports whether the mouse is over control id, which is
// then drawn lit.
func (t *Tips) HoversControl(id layout.ControlID) bool {
	return t.hover.Kind == TargetControl && layout.ControlID(t.hover.A) == id
}

// Pin fixes the box on the thing at the panels' design point (x, y), or
// hides it when there is nothing there or it is pinned there already (a
// second tap takes it away); (wx, wy) is the same point at the whole
// screen's fit, where the box is drawn.
func (t *Tips) Pin(bd Board, x, y, wx, wy float64) {
	tg := At(bd, x, y)
	if tg.Kind == TargetNone || t.Box.Pinned && t.Box.Target == tg {
		t.Box.Clear()
		return
	}
	t.Box.Target, t.Box.Pinned, t.Box.X, t.Box.Y = tg, true, wx, wy
	t.build(bd)
}

// Clear hides the box, pinned or not: a press off the panels.
func (t *Tips) Clear() { t.Box.Clear() }

// Follow runs once a tick, after the simulations moved: unless the box
// is pinned it goes to what the mouse is over, at the mouse's (x, y) on
// the whole screen, or away when mouse is false (no mouse, or the help
// covers the screen); its words are built again when its target changes
// and every TipRefreshTicks ticks.
func (t *Tips) Follow(bd Board, mouse bool, x, y float64, tick uint64) {
	b := &t.Box
	if !b.Pinned {
		h := t.hover
		if !mouse {
			h = Target{}
		}
		if h != b.Target {
			b.Target, b.X, b.Y = h, x, y
			t.build(bd)
			return
		}
		if h.Kind != TargetNone {
			b.X, b.Y = x, y
		}
	}
	if b.Target.Kind != TargetNone && tick%TipRefreshTicks == 0 {
		t.build(bd)
	}
}

// build writes the box's words for its target.
func (t *Tips) build(bd Board) {
	t.scratch = AppendTip(t.scratch[:0], bd, t.Box.Target)
	t.Box.SetText(t.scratch)
}

// AppendTip appends the words of the tooltip on tg: its title line, then
// what it is and why, in the driver's words. A scene list's row, or
// nothing, has no words here.
func AppendTip(b []byte, bd Board, tg Target) []byte {
	switch tg.Kind {
	case TargetStride:
		return AppendStrideTip(b, bd, tg.A, tg.B)
	case TargetLine:
		return AppendLineTip(b, bd, model.PacketWhich(tg.A), tg.B)
	case TargetCQSlot:
		return AppendCQTip(b, bd.Session().After(), tg.A)
	case TargetControl:
		return AppendControlTip(b, &bd.Panels().Controls[tg.A], layout.ControlID(tg.A))
	case TargetLane:
		return AppendLaneTip(b, bd, tg.A, model.Time(tg.B))
	}
	return b
}
