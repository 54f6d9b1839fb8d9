package e2e

import (
	"image"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestFrameDrawnOnCanvas: the frame is drawn straight onto the canvas,
// not into Ebitengine's offscreen image and then copied (finalscreen.go).
// With the scene playing (a paused one is not drawn at all once it
// settles, TestIdleFramesDrawNothing) and its chart swept, nothing but
// the frame is drawn, so the draws into images other than the canvas
// cover next to nothing (the one pixel that marks the offscreen as
// drawn), and the canvas gets at least the backdrop's whole screen each
// frame. Drawing into the offscreen would put a whole screen there every
// frame: the backdrop's copy.
func TestFrameDrawnOnCanvas(t *testing.T) {
	const w, h, frames = 1280, 720, 30
	p := openURLWith(t, serverURL+"/?at=1000000000", w, h, "window.rxscope && window.rxscope.ready === true", glCounter)
	p.waitJS("window.rxscope.state().ChartPoints === 18", 90*time.Second)
	p.frames(5) // past the first frames, which draw the backdrop and the glyphs
	a := glCountsNow(p)
	p.frames(frames)
	z := glCountsNow(p)
	n := float64(frames)
	screen := float64(w * h)
	logGL(t, a, z, frames, w, h)
	if off := ((z.Px - a.Px) - (z.ScreenPx - a.ScreenPx)) / n / screen; off > 0.01 {
		t.Errorf("draws into offscreen images cover %.2f screens a frame while playing; want next to none (the frame drawn onto the canvas)", off)
	}
	if on := (z.ScreenPx - a.ScreenPx) / n / screen; on < 1 {
		t.Errorf("draws onto the canvas cover %.2f screens a frame; want at least the backdrop's one", on)
	}
}

// TestPausedScreenStaysLive: with the scene paused and nothing moving for
// longer than Ebitengine's four frames (after which it stops showing an
// offscreen left alone), hovering a stride still shows its tooltip on
// the screen, not only in the app's state.
func TestPausedScreenStaysLive(t *testing.T) {
	p := pausedPage(t)
	p.frames(30)
	st := p.vstate()
	before := p.screenshot("paused-before-hover")
	cells := st.RingCells
	x := cells.X + 2.5*cells.W/float64(st.StridesPerWQE)
	y := cells.Y + 0.35*cells.H/float64(st.WQEs)
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, x, y))
	p.waitJS(`window.rxscope.state().Tooltip !== ""`, 10*time.Second)
	p.frames(3)
	after := p.screenshot("paused-after-hover")
	win := image.Rect(0, 0, 1280, 720)
	if d := changed(before, after, win); d < 0.002 {
		t.Errorf("hovering a stride while paused changed %.3f%% of the screen; want its tooltip drawn", 100*d)
	}
}
