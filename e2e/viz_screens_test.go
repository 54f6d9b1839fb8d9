package e2e

import (
	"fmt"
	"github.com/chromedp/chromedp"
	"image"
	"testing"
	"time"
)

// TestScreensAtThreeSizes opens the app at a projector's size, lets the
// simulation play until the chart is complete, pauses it, and resizes
// the window to a laptop's and a small embed's size, saving a
// screenshot of each (viz-1920x1080.png, viz-1280x720.png,
// viz-640x360.png). It checks that every panel and control the app
// reports lies inside the window, that the panels do not overlap, and
// that every panel shows something.
func TestScreensAtThreeSizes(t *testing.T) {
	p := playedPage(t, "", 1920, 1080)
	for _, sz := range []struct{ w, h int }{{1920, 1080}, {1280, 720}, {640, 360}} {
		p.resize(sz.w, sz.h)
		checkScreen(t, p, fmt.Sprintf("viz-%dx%d", sz.w, sz.h), sz.w, sz.h)
	}
}

// TestScreensFourByThree does the same on an older projector's 1024×768,
// where the 16:9 screen is letterboxed, in the screen's theme and then,
// set by the page's message, in the projector's (viz-1024x768.png,
// viz-1024x768-projector.png).
func TestScreensFourByThree(t *testing.T) {
	p := playedPage(t, "", 1024, 768)
	checkScreen(t, p, "viz-1024x768", 1024, 768)
	if e := eval[any](p, `window.rxscope.send({type: "rxscope:set", params: {theme: "projector"}})`); e != nil {
		t.Fatalf("send: %v", e)
	}
	p.waitJS(`window.rxscope.state().Theme === "projector"`, 10*time.Second)
	p.frames(3)
	checkScreen(t, p, "viz-1024x768-projector", 1024, 768)
}

// playedPage opens the app with query at w×h, plays it until the chart
// is complete and pauses it.
func playedPage(t *testing.T, query string, w, h int) *page {
	t.Helper()
	p := openPage(t, "/"+query, w, h)
	if p.vstate().Paused {
		t.Fatalf("the app starts paused; it should play")
	}
	p.waitJS("window.rxscope.state().ChartPoints === 18 && window.rxscope.state().PacketsConsumed > 30", 90*time.Second)
	p.key("Space", false)
	if !p.vstate().Paused {
		t.Fatalf("Space did not pause the simulation")
	}
	return p
}

// resize sets the window to w×h CSS pixels and waits until the app has
// drawn a few frames at that size.
func (p *page) resize(w, h int) {
	p.t.Helper()
	p.do(chromedp.EmulateViewport(int64(w), int64(h)))
	p.waitJS(fmt.Sprintf(`window.innerWidth === %d && window.innerHeight === %d && window.rxscope.state().Width === Math.round(%d * devicePixelRatio)`, w, h, w), 10*time.Second)
	p.frames(3)
}

// checkScreen saves the screen of p, at w×h, as shot and checks its
// panels and controls.
func checkScreen(t *testing.T, p *page, shot string, w, h int) {
	st := p.vstate()
	img := p.screenshot(shot)
	win := image.Rect(0, 0, w, h)
	var panels []image.Rectangle
	for name, r := range st.Panels {
		pr := px(r)
		if !pr.In(win.Inset(-1)) {
			t.Errorf("panel %s %v leaves the %v window", name, pr, win)
		}
		if n := distinctColours(img, pr, 4); n < 4 {
			t.Errorf("panel %s shows only %d colours: empty", name, n)
		}
		panels = append(panels, pr.Inset(1))
	}
	for i := range panels {
		for j := i + 1; j < len(panels); j++ {
			if panels[i].Overlaps(panels[j]) {
				t.Errorf("panels %v and %v overlap", panels[i], panels[j])
			}
		}
	}
	for name, c := range st.Controls {
		if !px(c.Hit).In(win.Inset(-1)) {
			t.Errorf("control %s %v leaves the window", name, px(c.Hit))
		}
	}
	t.Logf("%dx%d: %d packets, before %.0f cycles/packet %.2f Mpps, after %.0f cycles/packet %.2f Mpps",
		w, h, st.PacketsConsumed, st.Before.CyclesPerPacket, st.Before.Mpps, st.After.CyclesPerPacket, st.After.Mpps)
}
