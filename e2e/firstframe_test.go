package e2e

import (
	"image"
	"math"
	"testing"

	"rxscope/layout"
)

// scaled is the CSS rectangle r in pixels of a screenshot taken at scale.
func scaled(r layout.Rect, scale float64) image.Rectangle {
	return image.Rect(int(r.X*scale), int(r.Y*scale), int((r.X+r.W)*scale), int((r.Y+r.H)*scale))
}

// TestFirstFrame loads the page and checks that the app draws the default
// ring, 8 WQEs of 128 strides of 2048 B, where the layout puts it.
func TestFirstFrame(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	p.waitJS("window.rxscope.state().Frames > 3", 30e9)
	st := p.vstate()
	if st.WQEs != 8 || st.StridesPerWQE != 128 || st.StrideSize != 2048 {
		t.Fatalf("default geometry = %d WQEs × %d strides of %d B; want 8 × 128 of 2048", st.WQEs, st.StridesPerWQE, st.StrideSize)
	}
	// the default scene is seed 000's UDP flood: the top line quotes the
	// seed's measurement, read from the model's table of published figures
	if want := "seed 000 measured 2.52 → 3.44 Mpps"; st.TopLine != want {
		t.Errorf("top line %q; want %q", st.TopLine, want)
	}
	// and the chart marks it in cycles per packet at the core's 5 GHz:
	// 5000/3.44 at distance 4, 5000/2.52 for today's driver
	if m := st.ChartMeasured; st.ChartMeasuredAt != 4 || math.Abs(m[0]-5000/3.44) > 0.5 || math.Abs(m[1]-5000/2.52) > 0.5 {
		t.Errorf("chart marks %v at distance %d; want [1453.5 1984.1] at 4", m, st.ChartMeasuredAt)
	}
	img := p.screenshot("first-frame-1280x720")
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 720 {
		t.Fatalf("screenshot is %v; want 1280×720", b)
	}
	whole := img.Bounds()
	if n := distinctColours(img, whole, 8); n < 8 {
		t.Fatalf("the page shows only %d colours: blank or nearly so", n)
	}
	// The layout gives the ring 298 of the design's 1080 units of height
	// (199 px here) since the packet panels' names took a line of their
	// own; a ring under 180 px has lost rows of its grid.
	ring := scaled(st.Ring, 1)
	if ring.Dx() < 600 || ring.Dy() < 180 {
		t.Fatalf("ring panel is %v; too small for 1280×720", ring)
	}
	// The strides are posted (slate blue) until the device writes them
	// (orange), then their CQE waits (yellow): however far the device got
	// before the screenshot, the three together cover the ring's grid.
	posted := rgb{0x2e, 0x3f, 0x5c}
	strides := []rgb{posted, {0xe6, 0x9f, 0x00}, {0xf0, 0xe4, 0x42}}
	covered := 0.0
	for _, c := range strides {
		covered += share(img, ring, c, 6)
	}
	if covered < 0.20 {
		t.Errorf("only %.1f%% of the ring panel %v has a stride's colour (posted, written or CQE waiting); want at least 20%%", 100*covered, ring)
	}
	if s := share(img, image.Rect(0, ring.Max.Y+40, whole.Max.X, whole.Max.Y), posted, 6); s > 0.02 {
		t.Errorf("%.0f%% of the area below the ring has the stride colour; the ring is not where the layout puts it", 100*s)
	}
}

// TestCanvasNotMultisampled: the page asks for the canvas's WebGL 2
// context without multisampling (index.html): each frame lands on it
// pixel for pixel (finalscreen.go), so four samples a pixel would only
// cost the clear and the frame's passes (in software WebGL, CPU time on
// the cores the page shares) and show the same pixels.
func TestCanvasNotMultisampled(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	if aa := eval[bool](p, `document.querySelector("canvas").getContext("webgl2").getContextAttributes().antialias`); aa {
		t.Error("the canvas's WebGL 2 context is multisampled (antialias: true)")
	}
}
