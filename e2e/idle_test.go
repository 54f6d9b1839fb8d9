package e2e

import (
	"context"
	"image"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
)

// TestIdleFramesDrawNothing: a paused scene nobody touches stops
// costing the renderer anything once it settles (viz/finalscreen.go):
// no WebGL draw call at all, frame after frame, while the app keeps
// running its Updates and building its frames. Each wake-up (a hover's
// tooltip, the help card opened and closed, a resize, the projector
// theme set through window.rxscope.send, the page hidden by minimising
// its window and shown again) brings
// the new picture onto the canvas, then the page settles again. The
// picture the canvas keeps is the app's current one: forcing a frame to
// be presented (the page's visibilitychange, which the page answers by
// presenting its next frame) changes no pixel of it. Playing again
// draws every frame.
func TestIdleFramesDrawNothing(t *testing.T) {
	const w, h = 1280, 720
	p := openURLWith(t, serverURL+"/?paused=1&at=1000000000", w, h, "window.rxscope && window.rxscope.ready === true", glCounter)
	p.waitJS("window.rxscope.state().ChartPoints === 18", 90*time.Second)
	paused := p.idleShot("idle-paused")

	st := p.vstate()
	cells := st.RingCells
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, cells.X+2.5*cells.W/float64(st.StridesPerWQE), cells.Y+0.35*cells.H/float64(st.WQEs)))
	p.waitJS(`window.rxscope.state().Tooltip !== ""`, 10*time.Second)
	tip := p.idleShot("idle-tooltip")
	if d := changed(paused, tip, image.Rect(0, 0, w, h)); d < 0.002 {
		t.Errorf("the tooltip changed %.3f%% of the settled screen; want it drawn", 100*d)
	}

	p.key("Slash", true)
	p.waitJS(`window.rxscope.state().Help === true`, 10*time.Second)
	help := p.idleShot("idle-help")
	if d := changed(tip, help, image.Rect(0, 0, w, h)); d < 0.05 {
		t.Errorf("the help card changed %.3f%% of the settled screen; want it drawn", 100*d)
	}
	p.key("Slash", true)
	p.waitJS(`window.rxscope.state().Help === false`, 10*time.Second)
	if d := changed(tip, p.idleShot("idle-help-closed"), image.Rect(0, 0, w, h)); d > 0 {
		t.Errorf("closing the help card left %.3f%% of the screen unlike before it opened", 100*d)
	}

	p.do(chromedp.EmulateViewport(1000, 600))
	p.waitJS(`window.innerWidth === 1000`, 10*time.Second)
	p.frames(3)
	small := p.idleShot("idle-resized")
	if b := small.Bounds(); b.Dx() != 1000 || b.Dy() != 600 {
		t.Errorf("the resized screenshot is %v; want 1000×600", b)
	}
	p.do(chromedp.EmulateViewport(w, h))
	p.waitJS(`window.innerWidth === 1280`, 10*time.Second)
	p.frames(3)
	if d := changed(tip, p.idleShot("idle-resized-back"), image.Rect(0, 0, w, h)); d > 0 {
		t.Errorf("back at 1280×720 the screen is %.3f%% unlike before the resize", 100*d)
	}

	if e := eval[any](p, `window.rxscope.send({type: "rxscope:set", params: {theme: "projector"}})`); e != nil {
		t.Fatalf("send: %v", e)
	}
	p.waitJS(`window.rxscope.state().Theme === "projector"`, 10*time.Second)
	projector := p.idleShot("idle-projector")
	if d := changed(tip, projector, image.Rect(0, 0, w, h)); d < 0.05 {
		t.Errorf("the projector theme changed %.3f%% of the settled screen; want its colours", 100*d)
	}

	// the window minimised hides the page (no frames at all), restored
	// shows it again
	p.windowState(browser.WindowStateMinimized)
	p.waitJS(`document.visibilityState === "hidden"`, 10*time.Second)
	p.windowState(browser.WindowStateNormal)
	p.waitJS(`document.visibilityState === "visible"`, 10*time.Second)
	p.frames(3)
	if n := differingPixels(projector, p.idleShot("idle-shown-again")); n != 0 {
		t.Errorf("shown again after being hidden, the screen differs from before in %d pixels; want none", n)
	}

	p.key("Space", false)
	p.waitJS(`window.rxscope.state().Paused === false`, 10*time.Second)
	a, f := glCountsNow(p), p.vstate().Frames
	p.frames(10)
	z, n := glCountsNow(p), p.vstate().Frames-f
	if on := (z.ScreenPx - a.ScreenPx) / float64(n) / float64(w*h); on < 1 {
		t.Errorf("playing, the canvas gets %.2f screens a frame; want every frame drawn (at least the backdrop's screen)", on)
	}
}

// TestIdleBlackout: the presenter's blackout covers a lesson's pulsing
// highlight, so once it settles it draws nothing; B brings the lesson
// back at once.
func TestIdleBlackout(t *testing.T) {
	const w, h = 1280, 720
	p := openURLWith(t, serverURL+"/?lesson=cold&step=2", w, h, "window.rxscope && window.rxscope.ready === true", glCounter)
	p.waitStep("cold", 2)
	p.frames(3)
	lesson := p.screenshot("idle-lesson")
	win := image.Rect(0, 0, w, h)
	p.key("KeyB", false)
	p.waitJS(`window.rxscope.state().Blank === true`, 10*time.Second)
	black := p.idleShot("idle-blackout")
	if sh := share(black, win, rgb{0, 0, 0}, 4); sh < 0.99 {
		t.Errorf("the settled blackout is %.1f%% black; want all of it", 100*sh)
	}
	p.key("KeyB", false)
	p.waitJS(`window.rxscope.state().Blank === false`, 10*time.Second)
	p.frames(3)
	back := p.screenshot("idle-blackout-back")
	if d := changed(lesson, back, win); d > 0.05 || share(back, win, rgb{0, 0, 0}, 4) > 0.5 {
		t.Errorf("after the blackout the screen is %.1f%% unlike the lesson before it; want the lesson back", 100*d)
	}
}

// idleShot waits until the page settles (draws nothing for a while),
// failing the test if it does not, takes a screenshot called name, then
// forces a frame to be presented and checks that it changes no pixel:
// the settled canvas shows the app's current picture.
func (p *page) idleShot(name string) image.Image {
	p.t.Helper()
	p.settle(name)
	img := p.screenshot(name)
	eval[any](p, `document.dispatchEvent(new Event("visibilitychange")), null`)
	p.frames(3)
	forced := p.screenshot(name + "-forced")
	if n := differingPixels(img, forced); n != 0 {
		p.t.Errorf("%s: the settled canvas differs from a frame forced onto it in %d pixels; want none (a stale picture)", name, n)
	}
	return img
}

// settleFrames is how many frames running must draw nothing for the page
// to count as settled: past Ebitengine's four that still present.
const settleFrames = 12

// settle waits up to 15 s for settleFrames frames running in which the
// page makes no WebGL draw call, and fails the test if none come.
func (p *page) settle(what string) {
	p.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	var drawn float64
	for time.Now().Before(deadline) {
		a := glCountsNow(p)
		p.frames(settleFrames)
		if drawn = glCountsNow(p).Draws - a.Draws; drawn == 0 {
			return
		}
	}
	p.t.Errorf("%s: the page never went %d frames without a WebGL draw call in 15 s (%.0f draws in the last %d frames); want a still screen to cost nothing", what, settleFrames, drawn, settleFrames)
}

// differingPixels counts the pixels a and b do not have exactly alike
// (all of them if their sizes differ).
func differingPixels(a, b image.Image) int {
	ra, rb := a.Bounds(), b.Bounds()
	if ra.Size() != rb.Size() {
		return ra.Dx() * ra.Dy()
	}
	n := 0
	for y := 0; y < ra.Dy(); y++ {
		for x := 0; x < ra.Dx(); x++ {
			if a.At(ra.Min.X+x, ra.Min.Y+y) != b.At(rb.Min.X+x, rb.Min.Y+y) {
				n++
			}
		}
	}
	return n
}

// windowState minimises or restores the browser window the page is in
// (a minimised window's page is hidden: document.visibilityState).
func (p *page) windowState(st browser.WindowState) {
	p.t.Helper()
	p.do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		w, err := cdp.Call(ctx, tg, browser.GetWindowForTarget, browser.GetWindowForTargetParams{})
		if err != nil {
			return err
		}
		_, err = cdp.Call(ctx, tg, browser.SetWindowBounds, browser.SetWindowBoundsParams{WindowID: w.WindowID, Bounds: &browser.Bounds{WindowState: st}})
		return err
	}))
}
