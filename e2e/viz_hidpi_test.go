package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestHiDPI opens the app at a device pixel ratio of 2 (a laptop's
// Retina screen): the screen is drawn at twice the pixels, the snapshot
// still reports rectangles in CSS pixels, and a click at a control's
// reported rectangle lands on it.
func TestHiDPI(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	p.do(chromedp.EmulateViewport(1280, 720, chromedp.EmulateScale(2)), chromedp.Reload())
	p.waitJS("window.rxscope && window.rxscope.ready === true && window.rxscope.state().DSF === 2", 90*time.Second)
	st := p.vstate()
	if st.Width != 2560 || st.Height != 1440 {
		t.Errorf("at a device pixel ratio of 2 the screen is %d×%d device pixels; want 2560×1440", st.Width, st.Height)
	}
	ring := st.Panels["ring"]
	if ring.X < 5 || ring.Right() > 1280 || ring.W < 700 {
		t.Errorf("the ring panel is reported at %+v; want CSS pixels within 1280", ring)
	}
	img := p.screenshot("viz-1280x720-dpr2")
	if b := img.Bounds(); b.Dx() != 2560 {
		t.Errorf("the screenshot is %v; want 2560 pixels wide", b)
	}
	was := st.Knobs.Inject
	hit, _, _ := p.control("inject")
	p.click(centre(hit))
	if p.vstate().Knobs.Inject == was {
		t.Errorf("a click at the injection toggle's CSS rectangle %+v did not flip it", hit)
	}
}
