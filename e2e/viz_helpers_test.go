package e2e

import (
	"context"
	"image"
	"math"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"rxscope/app"
	"rxscope/layout"
)

// centre is the middle of r.
func centre(r layout.Rect) (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// vstate reads the app's snapshot.
func (p *page) vstate() app.Snapshot {
	p.t.Helper()
	var s app.Snapshot
	p.state(&s)
	return s
}

// control returns the rectangles of the control called name.
func (p *page) control(name string) (hit, track layout.Rect, segs []layout.Rect) {
	p.t.Helper()
	s := p.vstate()
	c, ok := s.Controls[name]
	if !ok {
		p.t.Fatalf("the snapshot has no control %q", name)
	}
	return c.Hit, c.Track, c.Segments
}

// do runs chromedp actions on the page, failing the test on an error.
func (p *page) do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.t.Fatalf("browser action: %v", err)
	}
}

// frames waits until the app has drawn n more frames, so that the input
// just sent has been read by an Update and drawn.
func (p *page) frames(n uint64) {
	p.t.Helper()
	start := p.vstate().Frames
	deadline := time.Now().Add(90 * time.Second)
	for p.vstate().Frames < start+n {
		if time.Now().After(deadline) {
			p.t.Fatalf("the app drew fewer than %d frames in 90 s", n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// click presses and releases the left mouse button at (x, y), with a
// frame in between so that the press is seen on its own.
func (p *page) click(x, y float64) {
	p.t.Helper()
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, x, y))
	p.do(chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.frames(2)
	p.do(chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.frames(2)
}

// drag presses at (x0, y), moves in steps to (x1, y) and releases there.
func (p *page) drag(x0, x1, y float64) {
	p.t.Helper()
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, x0, y))
	p.do(chromedp.MouseEvent(chromedp.MousePressed, x0, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.frames(2)
	const steps = 6
	for i := 1; i <= steps; i++ {
		x := x0 + (x1-x0)*float64(i)/steps
		p.do(chromedp.MouseEvent(chromedp.MouseMoved, x, y, chromedp.ButtonLeft))
		p.frames(1)
	}
	p.do(chromedp.MouseEvent(chromedp.MouseReleased, x1, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.frames(2)
}

// key presses and releases the key named by code (a KeyboardEvent.code,
// e.g. "KeyD", "Space", "ArrowRight"), with Shift held if shift, a frame
// apart so that the app sees each on its own.
func (p *page) key(code string, shift bool) {
	p.t.Helper()
	ev := func(typ input.DispatchKeyEventType, code, key string, vk int64) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			params := input.DispatchKeyEventParams{Type: typ, Code: code, Key: key, WindowsVirtualKeyCode: vk}
			if shift {
				params.Modifiers = int64(chromedp.ModifierShift)
			}
			_, err := cdp.Call(ctx, t, input.DispatchKeyEvent, params)
			return err
		})
	}
	k := keyNames[code]
	if shift {
		p.do(ev(input.DispatchKeyEventTypeRawKeyDown, "ShiftLeft", "Shift", 16))
		p.frames(1)
	}
	p.do(ev(input.DispatchKeyEventTypeRawKeyDown, code, k.key, k.vk))
	p.frames(2)
	p.do(ev(input.DispatchKeyEventTypeKeyUp, code, k.key, k.vk))
	if shift {
		p.do(ev(input.DispatchKeyEventTypeKeyUp, "ShiftLeft", "Shift", 16))
	}
	p.frames(2)
}

// keyNames gives the key and the Windows virtual key code of each code the
// tests press.
var keyNames = map[string]struct {
	key string
	vk  int64
}{
	"Space": {" ", 32}, "KeyD": {"d", 68}, "KeyP": {"p", 80}, "KeyO": {"o", 79}, "KeyC": {"c", 67},
	"KeyI": {"i", 73}, "KeyJ": {"j", 74}, "KeyX": {"x", 88}, "KeyN": {"n", 78}, "KeyE": {"e", 69},
	"KeyR": {"r", 82}, "Slash": {"/", 191}, "Equal": {"=", 187}, "Minus": {"-", 189},
	"Tab": {"Tab", 9}, "ArrowRight": {"ArrowRight", 39}, "ArrowLeft": {"ArrowLeft", 37}, "Enter": {"Enter", 13},
	"ArrowUp": {"ArrowUp", 38}, "ArrowDown": {"ArrowDown", 40}, "PageDown": {"PageDown", 34}, "PageUp": {"PageUp", 33},
	"Escape": {"Escape", 27}, "KeyA": {"a", 65}, "KeyB": {"b", 66}, "KeyF": {"f", 70}, "KeyH": {"h", 72},
	"KeyK": {"k", 75}, "KeyL": {"l", 76}, "KeyM": {"m", 77}, "KeyS": {"s", 83}, "KeyT": {"t", 84},
	"Digit0": {"0", 48}, "Digit1": {"1", 49}, "Digit2": {"2", 50}, "Digit3": {"3", 51}, "Digit4": {"4", 52},
	"KeyV": {"v", 86}, "KeyG": {"g", 71}, "Backspace": {"Backspace", 8}, "KeyZ": {"z", 90},
	"Digit5": {"5", 53}, "Digit6": {"6", 54}, "Digit7": {"7", 55}, "Digit8": {"8", 56}, "Digit9": {"9", 57},
}

// tap touches the screen at (x, y) with one finger and lifts it, a few
// frames later.
func (p *page) tap(x, y float64) {
	p.t.Helper()
	touch := func(typ input.DispatchTouchEventType, pts []*input.TouchPoint) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
			return err
		})
	}
	one, id := 1.0, 7.0
	p.do(touch(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: x, Y: y, RadiusX: &one, RadiusY: &one, Force: &one, ID: &id}}))
	p.frames(2)
	p.do(touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{}))
	p.frames(2)
}

// touchDrag puts a finger down at (x0, y), slides it in steps to (x1, y)
// and lifts it, a frame or more between each.
func (p *page) touchDrag(x0, x1, y float64) {
	p.t.Helper()
	one, id := 1.0, 3.0
	touch := func(typ input.DispatchTouchEventType, x float64) chromedp.Action[chromedp.Void] {
		pts := []*input.TouchPoint{{X: x, Y: y, RadiusX: &one, RadiusY: &one, Force: &one, ID: &id}}
		if typ == input.DispatchTouchEventTypeTouchEnd {
			pts = []*input.TouchPoint{}
		}
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
			return err
		})
	}
	p.do(touch(input.DispatchTouchEventTypeTouchStart, x0))
	p.frames(2)
	const steps = 6
	for i := 1; i <= steps; i++ {
		p.do(touch(input.DispatchTouchEventTypeTouchMove, x0+(x1-x0)*float64(i)/steps))
		p.frames(1)
	}
	p.do(touch(input.DispatchTouchEventTypeTouchEnd, x1))
	p.frames(2)
}

// changed returns the share of pixels in r that differ (by more than a
// small tolerance) between a and b.
func changed(a, b image.Image, r image.Rectangle) float64 {
	r = r.Intersect(a.Bounds()).Intersect(b.Bounds())
	if r.Empty() {
		return 0
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !rgbOf(a.At(x, y)).near(rgbOf(b.At(x, y)), 12) {
				n++
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}

// px is a CSS rectangle as a rectangle of screenshot pixels (the tests run
// at a device pixel ratio of 1).
func px(r layout.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}
