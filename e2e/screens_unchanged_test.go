package e2e

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"image"
	"image/draw"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"

	"rxscope/app"
	"rxscope/layout"
)

// updateScreens rewrites the fingerprints TestScreensUnchanged holds the
// screens against, from the build under test. Record them on a build
// known to draw right (before a change that must not change the screen),
// with the Chromium the tests run in.
var updateScreens = flag.Bool("update-screens", false, "TestScreensUnchanged: record the screens' fingerprints from this build")

// screensGolden is where the fingerprints are kept: one line a screen,
// its name and the SHA-256 of its pixels (RGBA, row by row), after a
// first line naming the browser that drew them.
const screensGolden = "testdata/screens.golden"

// fixedScreen is a paused state of the app, opened from its address and
// brought to a still picture by keys: what a refactoring of the screen's
// code must leave identical, pixel for pixel.
type fixedScreen struct {
	name  string
	query string   // the address's parameters
	keys  []string // keys pressed once it is ready (a KeyboardEvent.code; "+" before it holds Shift)
	// settled is a JavaScript condition on the snapshot s that holds once
	// the background work the picture shows is done
	settled string
	// glow: a lesson step outlines what it points at with a glow that
	// breathes with the frames (drawHighlights), so the bands a glow can
	// reach around every panel and control are left out of the picture
	glow bool
	// closed is the condition on s once Escape has closed the card the
	// keys opened, for the next screen of the same address ("" for none)
	closed string
	// before runs once the tab is open, before the keys; after once the
	// screen has settled, before its fingerprint (nil for none)
	before, after func(t *testing.T, p *page)
}

// fixedScreens are the default screen, each card, the projector theme,
// the embed and a lesson step, each paused at a fixed simulated time.
// Screens of the same address that follow one another are opened in one
// tab, each card closed with Escape before the next is opened.
var fixedScreens = func() []fixedScreen {
	w := new(workerMeasures)
	return []fixedScreen{
		{name: "default", query: "paused=1&at=1500000000", settled: "s.ChartPoints > 0 && s.After.Mpps > 0 && s.Before.Mpps > 0"},
		{name: "help", query: "paused=1&at=1500000000", keys: []string{"Slash"}, settled: "s.Help && s.ChartPoints > 0 && s.After.Mpps > 0", closed: "!s.Help"},
		{name: "menu", query: "paused=1&at=1500000000", keys: []string{"KeyM"}, settled: "s.Menu && s.ChartPoints > 0 && s.After.Mpps > 0", closed: "!s.Menu"},
		{name: "knobs", query: "paused=1&at=1500000000", keys: []string{"KeyA"}, settled: "s.KnobsDrawer.Open && s.ChartPoints > 0 && s.After.Mpps > 0", closed: "!s.KnobsDrawer.Open"},
		{name: "machine", query: "paused=1&at=1500000000", keys: []string{"+KeyM"}, settled: "s.Machine.Open && s.Machine.GainDone && s.ChartPoints > 0", closed: "!s.Machine.Open"},
		{name: "scenes", query: "paused=1&at=1500000000", keys: []string{"KeyG"}, settled: "s.Scenes > 0 && s.SceneTotal > 0 && s.SceneMeasured === s.SceneTotal && s.SceneLeversDone === s.SceneLevers",
			before: w.before, after: w.after},
		{name: "projector", query: "theme=projector&paused=1&at=1500000000", settled: "s.ChartPoints > 0 && s.After.Mpps > 0"},
		{name: "embed", query: "embed=1&paused=1&at=1500000000", settled: "s.ChartPoints > 0 && s.After.Mpps > 0"},
		{name: "lesson", query: "lesson=ahead&step=2&paused=1", settled: "s.Lesson !== '' && !s.Preparing && !s.WarmingUp && s.ChartPoints > 0", glow: true},
	}
}()

// TestScreensUnchanged opens each of fixedScreens at 1280×720, waits for
// its background work to finish and for the picture to stay the same for
// a few frames, and compares the fingerprint of its pixels with the one
// recorded (-update-screens records them). A change to the screen's code
// that is meant to change nothing a user sees must pass it unchanged.
// The scene list's tab also holds the list to the workers
// (workerMeasures: the figures the model's, each a worker's answer,
// within their budget).
func TestScreensUnchanged(t *testing.T) {
	version := browserVersion(t)
	got := map[string]string{}
	var p *page
	query := ""
	for _, fs := range fixedScreens {
		t0 := time.Now()
		if p == nil || fs.query != query {
			if p != nil {
				p.close()
			}
			p, query = openPage(t, "/?"+fs.query, 1280, 720), fs.query
		}
		if fs.before != nil {
			fs.before(t, p)
		}
		for _, k := range fs.keys {
			p.key(strings.TrimPrefix(k, "+"), strings.HasPrefix(k, "+"))
		}
		if fs.after != nil {
			fs.after(t, p)
		}
		p.waitJS("(s => "+fs.settled+")(window.rxscope.state())", 150*time.Second)
		var mask []image.Rectangle
		if fs.glow {
			mask = glowBands(p.vstate())
		}
		got[fs.name] = p.stillFingerprint("unchanged-"+fs.name, mask)
		if fs.closed != "" {
			p.key("Escape", false)
			p.waitJS("(s => "+fs.closed+")(window.rxscope.state())", 10*time.Second)
		}
		t.Logf("%s in %.1f s", fs.name, time.Since(t0).Seconds())
	}
	if t.Failed() {
		return
	}
	if *updateScreens {
		writeScreensGolden(t, version, got)
		return
	}
	wantVersion, want := readScreensGolden(t)
	if wantVersion != version {
		t.Fatalf("%s was recorded with %q and the tests run %q: the pixels of another browser are not comparable; record them again with -update-screens on a build known to draw right", screensGolden, wantVersion, version)
	}
	for _, fs := range fixedScreens {
		if got[fs.name] != want[fs.name] {
			t.Errorf("screen %s (?%s, keys %v) changed: pixels %s, recorded %s (screenshots/unchanged-%s.png)", fs.name, fs.query, fs.keys, got[fs.name], want[fs.name], fs.name)
		}
	}
}

// glowReach is how far a glow reaches from the edge of what it outlines,
// in and out (glowRings: 12 out and 2 wide, and a margin).
const glowReach = 16

// glowBands are the bands around every panel and control of s that a
// lesson's glow can reach.
func glowBands(s app.Snapshot) []image.Rectangle {
	var rs []layout.Rect
	for _, r := range s.Panels {
		rs = append(rs, r)
	}
	for _, c := range s.Controls {
		rs = append(rs, c.Hit)
	}
	var bands []image.Rectangle
	for _, r := range rs {
		out := px(r).Inset(-glowReach)
		in := px(r).Inset(glowReach)
		bands = append(bands,
			image.Rect(out.Min.X, out.Min.Y, out.Max.X, in.Min.Y), // top
			image.Rect(out.Min.X, in.Max.Y, out.Max.X, out.Max.Y), // bottom
			image.Rect(out.Min.X, out.Min.Y, in.Min.X, out.Max.Y), // left
			image.Rect(in.Max.X, out.Min.Y, out.Max.X, out.Max.Y), // right
		)
	}
	return bands
}

// stillFingerprint waits until two screenshots a few frames apart are
// the same picture, saves it as name.png and returns the SHA-256 of its
// RGBA pixels, those in mask left out.
func (p *page) stillFingerprint(name string, mask []image.Rectangle) string {
	p.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	prev := ""
	for {
		p.frames(4)
		sum := pixelSum(p.screenshot(name), mask)
		if sum == prev {
			return sum
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("the screen %s did not stay still for 60 s", name)
		}
		prev = sum
	}
}

// pixelSum is the SHA-256 of img's pixels as RGBA, row by row, with
// those in mask cleared.
func pixelSum(img image.Image, mask []image.Rectangle) string {
	rgba := image.NewRGBA(img.Bounds())
	draw.Draw(rgba, rgba.Bounds(), img, img.Bounds().Min, draw.Src)
	for _, r := range mask {
		draw.Draw(rgba, r, image.Transparent, image.Point{}, draw.Src)
	}
	h := sha256.Sum256(rgba.Pix)
	return hex.EncodeToString(h[:])
}

// browserVersion is the product and version of the browser the tests drive.
func browserVersion(t *testing.T) string {
	t.Helper()
	v, err := chromedp.CallBrowser(browserCtx, browser.GetVersion, cdp.Empty{})
	if err != nil {
		t.Fatalf("reading the browser's version: %v", err)
	}
	return v.Product
}

func writeScreensGolden(t *testing.T, version string, sums map[string]string) {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "browser %s\n", version)
	names := make([]string, 0, len(sums))
	for n := range sums {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(&b, "%s %s\n", n, sums[n])
	}
	if err := os.MkdirAll(filepath.Dir(screensGolden), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(screensGolden, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("recorded %d screens in %s", len(sums), screensGolden)
}

func readScreensGolden(t *testing.T) (version string, sums map[string]string) {
	t.Helper()
	f, err := os.Open(screensGolden)
	if err != nil {
		t.Fatalf("%v: record the screens with -update-screens", err)
	}
	defer f.Close()
	sums = map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, value, ok := strings.Cut(sc.Text(), " ")
		if !ok {
			continue
		}
		if name == "browser" {
			version = value
			continue
		}
		sums[name] = value
	}
	return version, sums
}
