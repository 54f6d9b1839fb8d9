package e2e

import (
	"fmt"
	"image"
	"testing"
	"time"
)

// TestScreensAtThreeSizes opens the app at a projector's, a laptop's and
// a small embed's size, lets the simulation play until the chart is
// complete, pauses it and saves a screenshot of each (viz-1920x1080.png,
// viz-1280x720.png, viz-640x360.png). It checks that every panel and
// control the app reports lies inside the window, that the panels do not
// overlap, and that every panel shows something.
func TestScreensAtThreeSizes(t *testing.T) {
	for _, sz := range []struct{ w, h int }{{1920, 1080}, {1280, 720}, {640, 360}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			checkScreen(t, "", fmt.Sprintf("viz-%dx%d", sz.w, sz.h), sz.w, sz.h)
		})
	}
}

// TestScreensFourByThree does the same on an older projector's 1024×768,
// where the 16:9 screen is letterboxed, in the screen's theme and in the
// projector's (viz-1024x768.png, viz-1024x768-projector.png).
func TestScreensFourByThree(t *testing.T) {
	for _, c := range []struct{ name, query string }{{"viz-1024x768", ""}, {"viz-1024x768-projector", "?theme=projector"}} {
		t.Run(c.name, func(t *testing.T) { checkScreen(t, c.query, c.name, 1024, 768) })
	}
}

// checkScreen opens the app with query at w×h, plays it until the chart
// is complete, pauses it, saves the screen as shot and checks its panels
// and controls.
func checkScreen(t *testing.T, query, shot string, w, h int) {
	p := openPage(t, "/"+query, w, h)
	if p.vstate().Paused {
		t.Fatalf("the app starts paused; it should play")
	}
	p.waitJS("window.rxscope.state().ChartPoints === 18 && window.rxscope.state().PacketsConsumed > 30", 90*time.Second)
	p.key("Space", false)
	st := p.vstate()
	if !st.Paused {
		t.Fatalf("Space did not pause the simulation")
	}
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
