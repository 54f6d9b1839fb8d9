package viz

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"rxscope/screen"
)

// The adapter's input: once a tick, Ebitengine's keys, cursor and touches
// are read into a screen.Input, the plain value the screen's core takes
// (screen.Keyboard, screen.Commands, screen.Pointers). Nothing else in viz
// reads input.

// inputReader reads Ebitengine's input, into scratch reused each tick.
type inputReader struct {
	keys       []ebiten.Key
	now, fresh []ebiten.TouchID
}

// screenKeys maps Ebitengine's keys onto the screen's; a key the screen
// gives no meaning maps to screen.KeyOther.
var screenKeys = func() (m [ebiten.KeyMax + 1]screen.Key) {
	for i := range m {
		m[i] = screen.KeyOther
	}
	for i := range 26 {
		m[ebiten.KeyA+ebiten.Key(i)] = screen.KeyA + screen.Key(i)
	}
	for i := range 10 {
		m[ebiten.KeyDigit0+ebiten.Key(i)] = screen.KeyDigit0 + screen.Key(i)
		m[ebiten.KeyNumpad0+ebiten.Key(i)] = screen.KeyNumpad0 + screen.Key(i)
	}
	m[ebiten.KeySpace], m[ebiten.KeyEnter], m[ebiten.KeyNumpadEnter] = screen.KeySpace, screen.KeyEnter, screen.KeyNumpadEnter
	m[ebiten.KeyTab], m[ebiten.KeyEscape], m[ebiten.KeyBackspace] = screen.KeyTab, screen.KeyEscape, screen.KeyBackspace
	m[ebiten.KeyArrowLeft], m[ebiten.KeyArrowRight] = screen.KeyArrowLeft, screen.KeyArrowRight
	m[ebiten.KeyArrowUp], m[ebiten.KeyArrowDown] = screen.KeyArrowUp, screen.KeyArrowDown
	m[ebiten.KeyPageUp], m[ebiten.KeyPageDown] = screen.KeyPageUp, screen.KeyPageDown
	m[ebiten.KeyEqual], m[ebiten.KeyMinus] = screen.KeyEqual, screen.KeyMinus
	m[ebiten.KeyNumpadAdd], m[ebiten.KeyNumpadSubtract] = screen.KeyNumpadAdd, screen.KeyNumpadSubtract
	m[ebiten.KeySlash] = screen.KeySlash
	return m
}()

// read fills in with this tick's keys, cursor and touches.
func (t *inputReader) read(in *screen.Input) {
	in.Reset()
	t.keys = inpututil.AppendJustPressedKeys(t.keys[:0])
	for _, k := range t.keys {
		if k >= 0 && k <= ebiten.KeyMax {
			in.Pressed = append(in.Pressed, screenKeys[k])
		} else {
			in.Pressed = append(in.Pressed, screen.KeyOther)
		}
	}
	in.Shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	m := &in.Mouse
	m.X, m.Y = ebiten.CursorPosition()
	m.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	m.Pressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	m.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	t.now = ebiten.AppendTouchIDs(t.now[:0])
	for _, id := range t.now {
		x, y := ebiten.TouchPosition(id)
		in.Touches = append(in.Touches, screen.Touch{ID: screen.TouchID(id), X: x, Y: y, Released: inpututil.IsTouchJustReleased(id)})
	}
	t.fresh = inpututil.AppendJustPressedTouchIDs(t.fresh[:0])
	for _, id := range t.fresh {
		x, y := ebiten.TouchPosition(id)
		in.Fresh = append(in.Fresh, screen.Touch{ID: screen.TouchID(id), X: x, Y: y})
	}
}
