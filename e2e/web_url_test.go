package e2e

import (
	"bytes"
	"context"
	"encoding/base64"
	"image/png"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestHostileURLs opens the app with parameters that carry markup and
// script, and with a 100 KB address: it keeps running, shows a notice,
// and never puts anything from the URL into the page as HTML. What each
// parameter's notice says, and that every knob stays in its range, the
// parser's own tests check natively (address.TestHostileQueries).
func TestHostileURLs(t *testing.T) {
	cases := []struct{ name, query, mention string }{
		{"markup", "xdp=" + url.QueryEscape(`<img src=x onerror="window.__pwned=1">`) +
			"&" + url.QueryEscape(`<script>window.__pwned=1</script>`) + "=1" +
			"&lesson=" + url.QueryEscape(`"><svg onload=window.__pwned=1>`) +
			"&distance=%zz&%%=", "xdp"},
		{"100KB", "size=" + strings.Repeat("7", 100<<10), "limit"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := openPage(t, "/?"+c.query, 1280, 720)
			var dialogs atomic.Int32
			chromedp.Listen(p.ctx, func(ev any) {
				if _, ok := ev.(*cdppage.EventJavascriptDialogOpening); ok {
					dialogs.Add(1)
					go chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
						_, err := chromedp.Call(ctx, cdppage.HandleJavaScriptDialog, cdppage.HandleJavaScriptDialogParams{Accept: false})
						return err
					}))
				}
			})
			start := p.vstate().Frames
			p.frames(10)
			if p.vstate().Frames <= start {
				t.Fatal("the app stopped drawing")
			}
			notices := eval[[]string](p, `Array.from(window.rxscope.notices)`)
			if len(notices) == 0 {
				t.Fatalf("no notice for %.60s", c.query)
			}
			if c.mention != "" && !strings.Contains(strings.Join(notices, " "), c.mention) {
				t.Errorf("notices %q do not name %q", notices, c.mention)
			}
			if eval[bool](p, `window.__pwned === 1`) || dialogs.Load() != 0 {
				t.Fatal("markup from the URL ran in the page")
			}
			if n := eval[int](p, `document.querySelectorAll("img, svg, iframe, object, embed").length`); n != 0 {
				t.Errorf("%d elements from the URL appeared in the page", n)
			}
			if n := eval[int](p, `document.scripts.length`); n != 2 {
				t.Errorf("the page has %d scripts; want the 2 it ships", n)
			}
			if s := p.vstate(); s.Knobs.Distance < 0 || s.Knobs.Distance > 16 || s.Knobs.Size < 64 {
				t.Errorf("the app took an out-of-range value: %+v", s.Knobs)
			}
			if c.name == "markup" {
				p.screenshot("hostile-url-notice")
			}
		})
	}
}

// TestURLRoundTrip changes the scene with the keyboard, reads the address
// the app wrote, opens it in a new tab and checks the same scene and the
// same picture come back.
func TestURLRoundTrip(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	p.key("Space", false) // pause
	p.key("KeyD", false)  // distance 4 → 5
	p.key("KeyD", false)  // → 6
	p.key("KeyX", false)  // XDP drop
	for i := 0; i < 5; i++ {
		p.key("KeyN", false) // step one packet
	}
	// The address follows the scene at most every 250 ms: wait until it
	// carries the time the screen stands at.
	p.waitJS(`(window.rxscope.query || "").includes("distance=6") && window.rxscope.query.includes("paused=1") && window.rxscope.query.includes("at=" + window.rxscope.state().SimTimePS)`, 10*time.Second)
	query := eval[string](p, `window.rxscope.query`)
	if loc := eval[string](p, `location.search`); loc != "?"+query {
		t.Errorf("location.search %q; want ?%s", loc, query)
	}
	if n := eval[int](p, `history.length`); n > 2 {
		t.Errorf("history has %d entries; changes must not add history entries", n)
	}
	a := p.vstate()
	imgA := p.screenshot("roundtrip-a")

	q := openPage(t, "/?"+query, 1280, 720)
	q.frames(5)
	b := q.vstate()
	imgB := q.screenshot("roundtrip-b")
	if a.Knobs != b.Knobs || a.Paused != b.Paused || a.SimTimePS != b.SimTimePS || a.Cursors != b.Cursors || a.PacketsConsumed != b.PacketsConsumed {
		t.Fatalf("the link did not restore the scene:\n had  %+v %v t=%d %+v\n got  %+v %v t=%d %+v", a.Knobs, a.Paused, a.SimTimePS, a.Cursors, b.Knobs, b.Paused, b.SimTimePS, b.Cursors)
	}
	r, ok := a.Panels["ring"]
	if !ok || r.W <= 0 || r.H <= 0 {
		t.Fatalf("the snapshot has no ring panel (panels %v)", a.Panels)
	}
	ring := px(r)
	if d := changed(imgA, imgB, ring); d > 0.001 {
		t.Errorf("the ring panel differs in %.2f%% of its pixels between the two tabs", 100*d)
	}
}

// TestPNGExport presses S and decodes the PNG the app offers.
func TestPNGExport(t *testing.T) {
	p := openPage(t, "/?distance=6&paused=1", 1280, 720)
	p.key("KeyS", false)
	p.waitJS(`window.rxscope.lastExport !== undefined`, 20*time.Second)
	name := eval[string](p, `window.rxscope.lastExport.name`)
	if !strings.HasSuffix(name, ".png") || !strings.Contains(name, "6") {
		t.Errorf("export is named %q; want a .png named after the scene (distance 6)", name)
	}
	data, err := base64.StdEncoding.DecodeString(eval[string](p, `window.rxscope.lastExport.base64`))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the export is not a PNG: %v", err)
	}
	s := p.vstate()
	if b := img.Bounds(); b.Dx() != s.Width || b.Dy() != s.Height {
		t.Errorf("the PNG is %dx%d; the canvas is %dx%d", b.Dx(), b.Dy(), s.Width, s.Height)
	}
	if n := distinctColours(img, img.Bounds(), 8); n < 8 {
		t.Errorf("the PNG has only %d colours", n)
	}
}

// TestContextLossReturnsToScene loses the WebGL context; Ebitengine
// reloads the page, and the URL brings the same scene back.
func TestContextLossReturnsToScene(t *testing.T) {
	p := openPage(t, "/?distance=7&xdp=tx&paused=1", 1280, 720)
	before := p.vstate()
	eval[bool](p, `window.__beforeLoss = true, true`)
	eval[bool](p, `(() => { const gl = document.querySelector("canvas").getContext("webgl2"); gl.getExtension("WEBGL_lose_context").loseContext(); return true; })()`)
	p.waitJS(`window.__beforeLoss === undefined && window.rxscope && window.rxscope.ready === true`, 90*time.Second)
	after := p.vstate()
	if after.Knobs != before.Knobs || after.Paused != before.Paused {
		t.Fatalf("after the reload the scene is %+v paused=%v; want %+v paused=%v", after.Knobs, after.Paused, before.Knobs, before.Paused)
	}
}

// TestReducedMotionStartsPaused: a reader who asked for reduced motion
// gets a still picture to start with.
func TestReducedMotionStartsPaused(t *testing.T) {
	ctx, cancel := chromedp.NewContext(browserCtx)
	defer cancel()
	_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	p := &page{t: t, ctx: ctx}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 720), chromedp.Navigate(serverURL+"/")); err != nil {
		t.Fatal(err)
	}
	p.waitJS("window.rxscope && window.rxscope.ready === true", 90*time.Second)
	if !p.vstate().Paused {
		t.Error("with prefers-reduced-motion the app started running")
	}
}

// TestStatusLine: the aria-live region mirrors the screen in words.
//
// A polite live region is announced each time it changes: while the
// simulation plays the line stays the same (the scene, "running"), and
// once paused it gives the key figures.
func TestStatusLine(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	status := func() string { return eval[string](p, `document.getElementById("status").textContent`) }
	p.waitJS(`document.getElementById("status").textContent.length > 20`, 10*time.Second)
	running := status()
	if !strings.Contains(running, "running") || strings.Contains(running, "cycles") {
		t.Errorf("while playing the status line is %q; want the scene, running, without figures", running)
	}
	// The page reads the line once a second: 150 frames (2.5 s at 60 Hz,
	// more under load) of playing give it two reads at least, and an
	// observer counts every change of the region meanwhile.
	eval[bool](p, `(window.statusChanges = 0, new MutationObserver(() => window.statusChanges++).observe(document.getElementById("status"), {childList: true, characterData: true, subtree: true}), true)`)
	p.frames(150)
	if n, again := eval[int](p, `window.statusChanges`), status(); n != 0 || again != running {
		t.Errorf("the status line changed %d times while playing, with nothing done: %q, then %q", n, running, again)
	}
	p.key("Space", false)
	p.waitJS(`document.getElementById("status").textContent.includes("paused")`, 10*time.Second)
	if text := status(); !strings.Contains(text, "cycles per packet") || !strings.Contains(text, "Mpps") {
		t.Errorf("paused, the status line %q does not give the key figures", text)
	}
}
