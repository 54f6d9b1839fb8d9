package screen

import "rxscope/layout"

// Input is what the keyboard, the mouse and the touch screen did in one
// tick, in plain values: the adapter (package viz) fills it from its
// engine once a tick and hands it to the screen. It is reused from tick
// to tick (Reset keeps its slices), so reading input allocates nothing
// once they have grown.
type Input struct {
	// Pressed are the keys pressed this tick, in order; Shift says
	// whether Shift is held.
	Pressed []Key
	Shift   bool

	// Mouse is the cursor, in device pixels of the window.
	Mouse Mouse
	// Touches are the fingers on the screen now; Fresh those that landed
	// this tick.
	Touches, Fresh []Touch
}

// Mouse is the cursor and its left button.
type Mouse struct {
	X, Y     int  // where the cursor is, in device pixels
	Down     bool // the left button is held
	Pressed  bool // it went down this tick
	Released bool // it came up this tick
}

// TouchID names one finger from the moment it lands to the moment it
// lifts.
type TouchID int

// Touch is one finger: its ID, where it is in device pixels, and whether
// it lifted this tick.
type Touch struct {
	ID       TouchID
	X, Y     int
	Released bool
}

// Reset empties in for the next tick, keeping its slices' room.
func (in *Input) Reset() {
	*in = Input{Pressed: in.Pressed[:0], Touches: in.Touches[:0], Fresh: in.Fresh[:0]}
}

// pointer follows one press, by the mouse's left button or by one
// finger, from the moment it lands to the moment it lifts. A finger is
// followed by its touch ID and its current position is read every tick
// (never the previous tick's, which browsers report as (0, 0) for a
// fresh touch), so a drag follows the finger that started it even when
// others touch the screen too.
type pointer struct {
	down  bool
	touch bool
	id    TouchID
	x, y  float64 // where it is now, in design units
}

// PointerEvent is what happened to the followed press this tick.
type PointerEvent uint8

const (
	PointerNone    PointerEvent = iota
	PointerPressed              // it landed at (x, y)
	PointerMoved                // it is held and is at (x, y)
	PointerLifted               // it lifted at (x, y)
)

// Pointers follows the mouse and the touch screen from tick to tick and
// reports the press it follows. The mouse also gives a hover position.
// The zero value follows nothing.
type Pointers struct {
	p pointer

	// HoverX, HoverY are the mouse, in design units of the whole
	// screen's fit; Hover says whether it is over the canvas and was
	// moved lately.
	HoverX, HoverY float64
	Hover          bool
	// PanelX, PanelY are the mouse on the panels, in design units of
	// their fit (a zoom's); InPanels says it is in the region they show,
	// not in the band a zoom masks.
	PanelX, PanelY float64
	InPanels       bool
	lastMouseX     int
	lastMouseY     int
}

// At is where the followed press is, in design units of the whole
// screen's fit.
func (ps *Pointers) At() (x, y float64) { return ps.p.x, ps.p.y }

// Over reports whether the mouse is over b, a rectangle of a card or an
// overlay (the whole screen's fit).
func (ps *Pointers) Over(b layout.Rect) bool {
	return ps.Hover && b.Contains(ps.HoverX, ps.HoverY)
}

// OverPanel reports whether the mouse is over b, a rectangle of a panel
// (the panels' fit), in the region they show.
func (ps *Pointers) OverPanel(b layout.Rect) bool {
	return ps.Hover && ps.InPanels && b.Contains(ps.PanelX, ps.PanelY)
}

// Update reads this tick's input through fit, the whole screen's, and
// returns what happened to the followed press; panels and region are the
// panels' fit and the region they show, which the mouse is mapped onto.
// A press by the mouse is followed before a finger landing in the same
// tick.
func (ps *Pointers) Update(in *Input, fit, panels layout.Fit, region layout.Rect) PointerEvent {
	m := &in.Mouse
	if m.X != ps.lastMouseX || m.Y != ps.lastMouseY {
		ps.Hover = true
		ps.lastMouseX, ps.lastMouseY = m.X, m.Y
	}
	ps.HoverX, ps.HoverY = fit.Design(float64(m.X), float64(m.Y))
	ps.PanelX, ps.PanelY = panels.Design(float64(m.X), float64(m.Y))
	ps.InPanels = region.Contains(ps.PanelX, ps.PanelY)

	if ps.p.down && ps.p.touch {
		return ps.followTouch(in, fit)
	}
	if ps.p.down {
		ps.p.x, ps.p.y = ps.HoverX, ps.HoverY
		if !m.Down || m.Released {
			ps.p.down = false
			return PointerLifted
		}
		return PointerMoved
	}
	if m.Pressed {
		ps.p = pointer{down: true, x: ps.HoverX, y: ps.HoverY}
		return PointerPressed
	}
	if len(in.Fresh) > 0 {
		t := in.Fresh[0]
		x, y := fit.Design(float64(t.X), float64(t.Y))
		ps.p = pointer{down: true, touch: true, id: t.ID, x: x, y: y}
		ps.Hover = false // a finger has no hover; a tooltip waits for a tap
		return PointerPressed
	}
	return PointerNone
}

// followTouch tracks the followed finger: its current position while it
// is on the screen, and its last one when it lifts.
func (ps *Pointers) followTouch(in *Input, fit layout.Fit) PointerEvent {
	for _, t := range in.Touches {
		if t.ID == ps.p.id && !t.Released {
			ps.p.x, ps.p.y = fit.Design(float64(t.X), float64(t.Y))
			return PointerMoved
		}
	}
	ps.p.down = false
	return PointerLifted
}
