package e2e

import (
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"rxscope/app"
	"rxscope/layout"
)

// Zoom (viz/zoom.go): Z shows one region of the screen as large as the
// window allows, drawn at the region's fit, the rest masked.

// waitZoom waits until the snapshot names zoom and returns it.
func (p *page) waitZoom(zoom string) app.Snapshot {
	p.t.Helper()
	p.waitJS(`window.rxscope.state().Zoom === "`+zoom+`"`, 30*time.Second)
	p.frames(2) // drawn at the new fit
	return p.vstate()
}

// zoomScale is the panels' pixels per design unit under the zoom the
// snapshot names: the zoomed region's width in device pixels over its
// width in design units.
func zoomScale(t *testing.T, s app.Snapshot, designW float64) float64 {
	t.Helper()
	if designW <= 0 {
		t.Fatalf("region of no width")
	}
	return s.ZoomRect.W * s.DSF / designW
}

// checkZoomed checks a zoomed screen: the region lies in the window and
// fills its width or its height, the panels in it show a picture, and the
// band outside it is the background's one colour, but for the chip.
func checkZoomed(t *testing.T, s app.Snapshot, img image.Image, panels ...string) {
	t.Helper()
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	z := s.ZoomRect
	if z.X < -1 || z.Y < -1 || z.Right() > w+1 || z.Bottom() > h+1 {
		t.Errorf("zoom %s: region %+v leaves the %gx%g window", s.Zoom, z, w, h)
	}
	if z.W < w-2 && z.H < h-2 {
		t.Errorf("zoom %s: region %+v fills neither the window's width nor its height (%gx%g)", s.Zoom, z, w, h)
	}
	for _, name := range panels {
		r, ok := s.Panels[name]
		if !ok {
			t.Fatalf("zoom %s: no %s panel in the snapshot", s.Zoom, name)
		}
		if !px(r).In(px(z).Inset(-1)) {
			t.Errorf("zoom %s: panel %s %v is not in the region %v", s.Zoom, name, px(r), px(z))
		}
		if n := distinctColours(img, px(r), 4); n < 4 {
			t.Errorf("zoom %s: panel %s shows only %d colours", s.Zoom, name, n)
		}
	}
	// the masked band: one colour, the chip left out
	chip := image.Rectangle{}
	if c, ok := s.Controls["zoom-chip"]; ok {
		chip = px(c.Hit).Inset(-2)
	}
	seen := map[rgb]bool{}
	inner := px(z).Inset(-1)
	for y := 0; y < img.Bounds().Dy(); y += 3 {
		for x := 0; x < img.Bounds().Dx(); x += 3 {
			pt := image.Pt(x, y)
			if pt.In(inner) || pt.In(chip) {
				continue
			}
			seen[rgbOf(img.At(x, y))] = true
		}
	}
	if len(seen) > 1 {
		t.Errorf("zoom %s: the band outside the region shows %d colours; want the background alone", s.Zoom, len(seen))
	}
}

// TestZoomSmallEmbed opens a zoom onto each region at 640×360, the size
// of an iframe in a blog's column, where the whole screen's labels are
// 6 px, and onto two at a 1024×768 projector in the projector's theme.
// The zooms of one window and address follow one another in one tab: the
// first opened from the address, the next by Z.
func TestZoomSmallEmbed(t *testing.T) {
	type zoomCase struct {
		zoom     string
		ty       layout.Type
		panel    string
		minLabel float64 // px
	}
	for _, g := range []struct {
		query string
		w, h  int
		cases []zoomCase
	}{
		{"", 640, 360, []zoomCase{
			{"ring", layout.ScreenType, "ring", 9},
			{"packets", layout.ScreenType, "current", 9},
			{"cpu", layout.ScreenType, "cpu", 9},
			{"figures", layout.ScreenType, "figures", 12},
			{"chart", layout.ScreenType, "chart", 12},
		}},
		{"&embed=1", 640, 360, []zoomCase{{"figures", layout.ScreenType, "figures", 12}}},
		{"&theme=projector", 1024, 768, []zoomCase{
			{"packets", layout.ProjectorType, "ahead", 16},
			{"figures", layout.ProjectorType, "figures", 24},
		}},
	} {
		t.Run(fmt.Sprintf("%dx%d%s", g.w, g.h, g.query), func(t *testing.T) {
			p := openPage(t, "/?zoom="+g.cases[0].zoom+"&paused=1"+g.query, g.w, g.h)
			p.waitJS(measuredStill("window"), 60*time.Second)
			for n, c := range g.cases {
				name := fmt.Sprintf("%dx%d-%s%s", g.w, g.h, c.zoom, strings.NewReplacer("&theme=", "-", "&embed=1", "-embed").Replace(g.query))
				for i := 0; n > 0 && p.vstate().Zoom != c.zoom; i++ {
					if i == 6 {
						t.Fatalf("%s: Z never zoomed onto %s", name, c.zoom)
					}
					p.key("KeyZ", false)
				}
				s := p.waitZoom(c.zoom)
				img := p.screenshot("zoom-" + name)
				checkZoomed(t, s, img, c.panel)
				r, _ := layout.NewScreenFor(c.ty).ZoomOn(c.zoom, layout.Rect{})
				sc := zoomScale(t, s, r.W)
				whole := layout.FitWindow(float64(g.w), float64(g.h)).S
				label := c.ty.Label * sc
				t.Logf("%s: %.2f px per design unit (whole screen %.2f): labels %.1f px (whole screen %.1f px)",
					name, sc, whole, label, c.ty.Label*whole)
				if label < c.minLabel {
					t.Errorf("%s: the zoomed labels are %.1f px; want at least %g", name, label, c.minLabel)
				}
				if q := eval[string](p, `window.rxscope.query`); !strings.Contains(q, "zoom="+c.zoom) {
					t.Errorf("%s: the address %q does not carry the zoom", name, q)
				}
				// an embed this small shows no chip: its author chose the zoom
				if _, chip := s.Controls["zoom-chip"]; chip == strings.Contains(g.query, "embed=1") {
					t.Errorf("%s: chip shown: %v; want it in all but a small embed", name, chip)
				}
			}
		})
	}
}

// checkScreenPanels checks the whole screen is back: no chip, the
// region the canvas.
func checkScreenPanels(t *testing.T, s app.Snapshot) {
	t.Helper()
	if _, ok := s.Controls["zoom-chip"]; ok {
		t.Errorf("the whole screen shows the zoom's chip")
	}
	if s.ZoomRect.W*s.DSF < float64(s.Width)-2 && s.ZoomRect.H*s.DSF < float64(s.Height)-2 {
		t.Errorf("the whole screen's region %+v is not the canvas (%dx%d)", s.ZoomRect, s.Width, s.Height)
	}
}

// TestZoomPointer first presses Z through the regions and back
// (zoomCycle). Then, zoomed onto the ring, a click on a stride pins its
// tooltip where the zoom draws it; a click on the band the zoom masks,
// where the whole screen has the Play button, presses nothing; the chip
// takes the screen back. Zoomed onto a lesson's column, its Next button
// is clicked where it is drawn.
func TestZoomPointer(t *testing.T) {
	p := openPage(t, "/?paused=1", 1280, 720)
	p.waitJS(measuredStill("window"), 60*time.Second)
	zoomCycle(t, p)
	play, _, _ := p.control("play")
	p.key("KeyZ", false)
	s := p.waitZoom("ring")
	if in := px(play).Overlaps(px(s.ZoomRect)); in {
		t.Fatalf("the Play button's place %v is inside the zoomed ring %v", px(play), px(s.ZoomRect))
	}
	p.click(centre(play))
	if st := p.vstate(); !st.Paused || st.Tooltip != "" || st.Zoom != "ring" {
		t.Errorf("a click on the masked band where Play was: paused %v, tooltip %q, zoom %s; want nothing pressed", st.Paused, st.Tooltip, st.Zoom)
	}
	cells := s.RingCells
	p.click(cells.X+cells.W*0.3, cells.Y+cells.H*0.4)
	st := p.vstate()
	if !strings.HasPrefix(st.Tooltip, "WQE ") {
		t.Errorf("a click on a stride of the zoomed ring pinned %q; want a stride's tooltip", st.Tooltip)
	}
	p.screenshot("zoom-1280x720-ring-tooltip")
	// the cards, opened while zoomed, are drawn at the whole screen's fit
	// and lie in the window
	for _, c := range []struct {
		key, open, shot string
		shift           bool
	}{
		{"Slash", "window.rxscope.state().Help", "help", false},
		{"KeyA", "window.rxscope.state().KnobsDrawer.Open", "knobs", false},
		{"KeyM", "window.rxscope.state().Machine.Open", "machine", true},
	} {
		p.key(c.key, c.shift)
		p.waitJS(c.open+" === true", 10*time.Second)
		cs := p.vstate()
		p.screenshot("zoom-1280x720-ring-" + c.shot)
		for name, r := range cs.Controls {
			if strings.HasPrefix(name, "machine-") || strings.HasPrefix(name, "drawer-") {
				if !px(r.Hit).In(image.Rect(0, 0, 1280, 720).Inset(-1)) {
					t.Errorf("%s: control %s %v leaves the window", c.shot, name, px(r.Hit))
				}
			}
		}
		p.key("Escape", false)
		p.waitJS(c.open+" === false", 10*time.Second)
	}
	st = p.vstate()
	p.click(centre(st.Controls["zoom-chip"].Hit))
	checkScreenPanels(t, p.waitZoom("whole"))

	q := openPage(t, "/?lesson=ahead&step=1&zoom=figures", 1280, 720)
	q.waitStep("ahead", 1)
	ls := q.waitZoom("figures")
	checkZoomed(t, ls, q.screenshot("zoom-1280x720-lesson"), "lesson")
	next, ok := ls.Controls["lesson-next"]
	if !ok {
		t.Fatal("no lesson-next button in the zoomed lesson column")
	}
	if !px(next.Hit).In(px(ls.ZoomRect)) {
		t.Fatalf("lesson-next %v is outside the zoomed region %v", px(next.Hit), px(ls.ZoomRect))
	}
	q.click(centre(next.Hit))
	q.waitStep("ahead", 2)
	// a card opened while zoomed is drawn at the whole screen's fit
	q.key("KeyM", false)
	q.waitJS(`window.rxscope.state().Menu === true`, 10*time.Second)
	ms := q.vstate()
	q.screenshot("zoom-1280x720-lesson-menu")
	if m := ms.Panels["menu"]; m.W*ms.DSF > float64(ms.Width) || m.X < 0 || m.Y < 0 {
		t.Errorf("the menu %+v, opened while zoomed, leaves the window", m)
	}
}

// TestZoomInCopiedLinks: the link L copies and the snippet Shift+L
// copies carry the zoom, so the page they open shows the same region.
func TestZoomInCopiedLinks(t *testing.T) {
	stub := `Object.defineProperty(navigator, "clipboard", {value: {writeText: () => Promise.resolve()}, configurable: true});`
	p := openURLWith(t, serverURL+"/?zoom=cpu", 1280, 720, "window.rxscope && window.rxscope.ready === true", stub)
	p.waitZoom("cpu")
	p.key("KeyL", false)
	p.waitJS(`(window.rxscope.lastCopied || "").includes("zoom=cpu")`, 10*time.Second)
	p.key("KeyL", true)
	p.waitJS(`(window.rxscope.lastCopied || "").includes("<iframe") && window.rxscope.lastCopied.includes("zoom=cpu") && window.rxscope.lastCopied.includes("embed=1")`, 10*time.Second)
	t.Logf("the snippet: %s", eval[string](p, `window.rxscope.lastCopied`))
}

// zoomCycle presses Z through the regions at 1280×720 and Shift+Z
// back, checking each region and saving its picture, and ends on the
// whole screen.
func zoomCycle(t *testing.T, p *page) {
	t.Helper()
	scr := layout.NewScreen()
	for _, c := range []struct {
		zoom   string
		panels []string
	}{
		{"ring", []string{"ring"}},
		{"packets", []string{"current", "ahead"}},
		{"cpu", []string{"cpu", "cq"}},
		{"figures", []string{"figures"}},
		{"chart", []string{"chart"}},
	} {
		p.key("KeyZ", false)
		s := p.waitZoom(c.zoom)
		img := p.screenshot("zoom-1280x720-" + c.zoom)
		checkZoomed(t, s, img, c.panels...)
		r, _ := scr.ZoomOn(c.zoom, layout.Rect{})
		sc := zoomScale(t, s, r.W)
		t.Logf("1280x720 zoom=%s: labels %.1f px (whole screen %.1f px)", c.zoom, layout.ScreenType.Label*sc, layout.ScreenType.Label*720/layout.DesignH)
		if _, ok := s.Controls["zoom-chip"]; !ok {
			t.Errorf("zoom %s: no chip to take the zoom back", c.zoom)
		}
		if q := eval[string](p, `window.rxscope.query`); !strings.Contains(q, "zoom="+c.zoom) {
			t.Errorf("zoom %s: the address %q does not carry it", c.zoom, q)
		}
	}
	p.key("KeyZ", false)
	s := p.waitZoom("whole")
	checkScreenPanels(t, s)
	p.key("KeyZ", true)
	p.waitZoom("chart")
	p.key("KeyZ", true)
	p.waitZoom("figures")
	p.key("KeyZ", false)
	p.waitZoom("chart")
	p.key("KeyZ", false)
	p.waitZoom("whole")
}
