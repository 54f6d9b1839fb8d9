package viz

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"rxscope/layout"
)

// pointer follows one press, by the mouse's left button or by one
// finger, from the moment it lands to the moment it lifts. A finger is
// followed by its touch ID and its current position is read every tick
// (never the previous tick's, which browsers report as (0, 0) for a
// fresh touch), so a drag follows the finger that started it even when
// others touch the screen too.
type pointer struct {
	down  bool
	touch bool
	id    ebiten.TouchID
	x, y  float64 // where it is now, in design units
}

// pointerEvent is what happened to the pointer this tick.
type pointerEvent uint8

const (
	pointerNone    pointerEvent = iota
	pointerPressed              // it landed at (x, y)
	pointerMoved                // it is held and is at (x, y)
	pointerLifted               // it lifted at (x, y)
)

// pointers reads the mouse and the touch screen each tick and reports
// the press it follows. The mouse also gives a hover position.
type pointers struct {
	p       pointer
	touches []ebiten.TouchID
	fresh   []ebiten.TouchID

	hoverX, hoverY float64 // the mouse, in design units of the whole screen's fit
	hover          bool    // whether the mouse is over the canvas and was moved lately
	// panelX, panelY are the mouse on the panels, in design units of
	// their fit (a zoom's, zoom.go); inPanels says it is in the region
	// they show, not in the band a zoom masks
	panelX, panelY float64
	inPanels       bool
	lastMouseX     int
	lastMouseY     int
}

// over reports whether the mouse is over b, a rectangle of a card or an
// overlay (the whole screen's fit).
func (in *pointers) over(b layout.Rect) bool {
	return in.hover && b.Contains(in.hoverX, in.hoverY)
}

// overPanel reports whether the mouse is over b, a rectangle of a panel
// (the panels' fit), in the region they show.
func (in *pointers) overPanel(b layout.Rect) bool {
	return in.hover && in.inPanels && b.Contains(in.panelX, in.panelY)
}

// update reads this tick's input through fit, the whole screen's, and
// returns what happened to the followed press; panels and region are the
// panels' fit and the region they show, which the mouse is mapped onto.
func (in *pointers) update(fit, panels layout.Fit, region layout.Rect) pointerEvent {
	mx, my := ebiten.CursorPosition()
	if mx != in.lastMouseX || my != in.lastMouseY {
		in.hover = true
		in.lastMouseX, in.lastMouseY = mx, my
	}
	in.hoverX, in.hoverY = fit.Design(float64(mx), float64(my))
	in.panelX, in.panelY = panels.Design(float64(mx), float64(my))
	in.inPanels = region.Contains(in.panelX, in.panelY)

	if in.p.down && in.p.touch {
		return in.followTouch(fit)
	}
	if in.p.down {
		in.p.x, in.p.y = in.hoverX, in.hoverY
		if !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) || inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
			in.p.down = false
			return pointerLifted
		}
		return pointerMoved
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		in.p = pointer{down: true, x: in.hoverX, y: in.hoverY}
		return pointerPressed
	}
	in.fresh = inpututil.AppendJustPressedTouchIDs(in.fresh[:0])
	if len(in.fresh) > 0 {
		id := in.fresh[0]
		tx, ty := ebiten.TouchPosition(id)
		x, y := fit.Design(float64(tx), float64(ty))
		in.p = pointer{down: true, touch: true, id: id, x: x, y: y}
		in.hover = false // a finger has no hover; a tooltip waits for a tap
		return pointerPressed
	}
	return pointerNone
}

// followTouch tracks the followed finger: its current position while it
// is on the screen, and its last one when it lifts.
func (in *pointers) followTouch(fit layout.Fit) pointerEvent {
	in.touches = ebiten.AppendTouchIDs(in.touches[:0])
	for _, id := range in.touches {
		if id == in.p.id && !inpututil.IsTouchJustReleased(id) {
			tx, ty := ebiten.TouchPosition(id)
			in.p.x, in.p.y = fit.Design(float64(tx), float64(ty))
			return pointerMoved
		}
	}
	in.p.down = false
	return pointerLifted
}
