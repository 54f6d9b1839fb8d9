package screen

import (
	"testing"

	"rxscope/layout"
)

// TestPointersFollowAPress follows a mouse press from landing to lifting,
// then a finger's, which is followed by its ID while another touches.
func TestPointersFollowAPress(t *testing.T) {
	fit := layout.FitWindow(1920, 1080) // design units are pixels here
	whole := layout.Rect{W: 1920, H: 1080}
	var ps Pointers
	var in Input
	tick := func(fill func(*Input)) PointerEvent {
		in.Reset()
		fill(&in)
		return ps.Update(&in, fit, fit, whole)
	}
	type step struct {
		name string
		fill func(*Input)
		want PointerEvent
		x, y float64
	}
	steps := []step{
		{"the mouse moves", func(in *Input) { in.Mouse = Mouse{X: 100, Y: 200} }, PointerNone, 0, 0},
		{"its button goes down", func(in *Input) { in.Mouse = Mouse{X: 100, Y: 200, Down: true, Pressed: true} }, PointerPressed, 100, 200},
		{"it drags", func(in *Input) { in.Mouse = Mouse{X: 150, Y: 210, Down: true} }, PointerMoved, 150, 210},
		{"it lifts", func(in *Input) { in.Mouse = Mouse{X: 160, Y: 210, Released: true} }, PointerLifted, 160, 210},
		{"a finger lands", func(in *Input) {
			in.Mouse = Mouse{X: 160, Y: 210}
			in.Fresh = append(in.Fresh, Touch{ID: 7, X: 400, Y: 300})
			in.Touches = append(in.Touches, Touch{ID: 7, X: 400, Y: 300})
		}, PointerPressed, 400, 300},
		{"another lands, the first moves", func(in *Input) {
			in.Mouse = Mouse{X: 160, Y: 210}
			in.Touches = append(in.Touches, Touch{ID: 8, X: 10, Y: 10}, Touch{ID: 7, X: 420, Y: 310})
		}, PointerMoved, 420, 310},
		{"the first lifts", func(in *Input) {
			in.Mouse = Mouse{X: 160, Y: 210}
			in.Touches = append(in.Touches, Touch{ID: 8, X: 10, Y: 10})
		}, PointerLifted, 420, 310},
	}
	for _, s := range steps {
		ev := tick(s.fill)
		x, y := ps.At()
		if ev != s.want || ev != PointerNone && (x != s.x || y != s.y) {
			t.Errorf("%s: event %d at (%v, %v); want %d at (%v, %v)", s.name, ev, x, y, s.want, s.x, s.y)
		}
	}
	if ps.Hover {
		t.Error("a finger landed: the mouse's hover should wait for the mouse to move")
	}
}

// TestInputResetKeepsRoom: a tick's input reuses the last tick's slices.
func TestInputResetKeepsRoom(t *testing.T) {
	var in Input
	in.Pressed = append(in.Pressed, KeyA, KeyB)
	in.Touches = append(in.Touches, Touch{ID: 1})
	allocs := testing.AllocsPerRun(100, func() {
		in.Reset()
		in.Pressed = append(in.Pressed, KeyA, KeyB)
		in.Touches = append(in.Touches, Touch{ID: 1})
	})
	if allocs != 0 {
		t.Errorf("%v allocations a tick; want 0", allocs)
	}
}

// TestKeyNamed: the knob table's letters find their keys, other names
// none.
func TestKeyNamed(t *testing.T) {
	for k := KeyA; k <= KeyZ; k++ {
		if got, ok := KeyNamed(k.String()); !ok || got != k {
			t.Errorf("KeyNamed(%q) = %v, %v; want %v", k.String(), got, ok, k)
		}
	}
	for _, name := range []string{"", "a", "Space", "AB", "["} {
		if k, ok := KeyNamed(name); ok {
			t.Errorf("KeyNamed(%q) = %v; want none", name, k)
		}
	}
}
