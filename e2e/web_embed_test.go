package e2e

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// hostURL is the address of a host page (on base, an origin) whose iframe
// loads the site from its sub-path with the given query.
func hostURL(base, query string) string {
	src := serverURL + subPath + "index.html?" + query
	return base + "/host/?src=" + url.QueryEscape(src)
}

// eval runs a JavaScript expression and returns its value.
func eval[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// TestEmbedPostMessage embeds the site, served from a sub-path, in a page
// of another origin and drives it through postMessage: the app says it is
// ready, follows a set message, reports its new state, and answers a bad
// message with a notice while keeping its state.
func TestEmbedPostMessage(t *testing.T) {
	p := openURL(t, hostURL(otherOriginURL, "embed=1&distance=4"), 1100, 700, `window.last && window.last("rxscope:ready") !== null`)
	ready := eval[string](p, `JSON.stringify(window.last("rxscope:ready"))`)
	if !strings.Contains(ready, `"Ready":true`) {
		t.Fatalf("ready message carries no ready state: %.200s", ready)
	}

	eval[bool](p, `window.send({type: "rxscope:set", params: {distance: 7, xdp: "drop"}}), true`)
	p.waitJS(`(() => { const m = window.last("rxscope:state"); return m && m.query.includes("distance=7") && m.query.includes("xdp=drop"); })()`, 20*time.Second)
	if d := eval[int](p, `window.last("rxscope:state").state.Knobs.Distance`); d != 7 {
		t.Errorf("after set distance 7 the state says distance %d", d)
	}

	// Out of range: a notice back, and the state keeps distance 7.
	eval[bool](p, `window.send({type: "rxscope:set", params: {distance: 99}}), true`)
	p.waitJS(`window.last("rxscope:notice") !== null`, 20*time.Second)
	notice := eval[string](p, `window.last("rxscope:notice").text`)
	for _, want := range []string{"distance", "99", "0..16"} {
		if !strings.Contains(notice, want) {
			t.Errorf("notice %q does not mention %q", notice, want)
		}
	}
	// Wrong shape: ignored with a notice.
	eval[bool](p, `window.send({type: "rxscope:launch", params: "x"}), window.send("just a string"), true`)
	p.waitJS(`window.msgs.filter(m => m.type === "rxscope:notice").length >= 2`, 20*time.Second)
	states := eval[int](p, `window.msgs.filter(m => m.type === "rxscope:state").length`)
	eval[bool](p, `window.send({type: "rxscope:get"}), true`)
	p.waitJS(fmt.Sprintf(`window.msgs.filter(m => m.type === "rxscope:state").length > %d`, states), 20*time.Second)
	if d := eval[int](p, `window.last("rxscope:state").state.Knobs.Distance`); d != 7 {
		t.Errorf("bad messages changed the distance to %d", d)
	}
	p.screenshot("embed-postmessage")
}

// TestEmbedIgnoresOtherOrigins: an app told to take messages only from
// another origin ignores its actual parent's messages.
func TestEmbedIgnoresOtherOrigins(t *testing.T) {
	q := "embed=1&distance=4&parentOrigin=" + url.QueryEscape("https://example.invalid")
	p := openURL(t, serverURL+"/host/?src="+url.QueryEscape(subPath+"index.html?"+q), 1100, 700,
		`(() => { const w = document.getElementById("rx").contentWindow; return w.rxscope && w.rxscope.ready === true; })()`)
	frames := eval[int](p, `document.getElementById("rx").contentWindow.rxscope.state().Frames`)
	eval[bool](p, `window.send({type: "rxscope:set", params: {distance: 9}}), true`)
	// Ten frames later the app has drained every message posted before.
	p.waitJS(fmt.Sprintf(`document.getElementById("rx").contentWindow.rxscope.state().Frames > %d`, frames+10), 20*time.Second)
	if d := eval[int](p, `document.getElementById("rx").contentWindow.rxscope.state().Knobs.Distance`); d != 4 {
		t.Errorf("a message from an origin that is not the allowed one changed the distance to %d", d)
	}
	if n := eval[int](p, `window.msgs.length`); n != 0 {
		t.Errorf("the app sent %d messages to an origin it was not told to talk to", n)
	}
}

// TestEmbedFocusScrollAndTab: in an iframe the app shows a hint until it
// has focus, lets the wheel scroll the host page meanwhile, takes the
// keyboard on a click, gives it back on Esc, and Tab leaves it.
func TestEmbedFocusScrollAndTab(t *testing.T) {
	p := openURL(t, serverURL+"/host/?src="+url.QueryEscape(subPath+"index.html?embed=1"), 1100, 700,
		`(() => { const w = document.getElementById("rx").contentWindow; return w.rxscope && w.rxscope.ready === true; })()`)
	inner := `document.getElementById("rx").contentWindow`
	hint := inner + `.document.getElementById("hint").style.display`
	p.waitJS(hint+` === "block"`, 10*time.Second)
	p.screenshot("embed-unfocused")
	// The hint covers no control (it once sat on the jumbo and XDP ones).
	covered := eval[string](p, `(() => { const w = `+inner+`;
		const r = w.document.getElementById("hint").getBoundingClientRect(), bad = [];
		for (const [n, c] of Object.entries(w.rxscope.state().Controls)) {
			const h = c.Hit;
			if (r.left < h.X + h.W && h.X < r.right && r.top < h.Y + h.H && h.Y < r.bottom) bad.push(n);
		}
		return bad.join(", "); })()`)
	if covered != "" {
		t.Errorf("the hint covers the controls %s", covered)
	}

	// The wheel over the iframe scrolls the host page.
	_, err := chromedp.Call(p.ctx, input.DispatchMouseEvent, input.DispatchMouseEventParams{
		Type: input.DispatchMouseEventType("mouseWheel"), X: 400, Y: 300, DeltaX: 0.001, DeltaY: 400,
	})
	if err != nil {
		t.Fatalf("wheel: %v", err)
	}
	p.waitJS(`window.scrollY > 0`, 5*time.Second)
	eval[bool](p, `window.scrollTo(0, 0), true`)
	p.waitJS(`window.scrollY === 0`, 5*time.Second)

	// A click gives the canvas the keyboard and hides the hint.
	mouseClick(p, 400, 300)
	p.waitJS(inner+`.document.activeElement === `+inner+`.document.querySelector("canvas")`, 5*time.Second)
	p.waitJS(hint+` === "none"`, 5*time.Second)

	// Esc gives it back.
	p.pressKey("Escape", "Escape", 27)
	p.waitJS(inner+`.document.activeElement !== `+inner+`.document.querySelector("canvas")`, 5*time.Second)

	// Tab leaves the canvas.
	mouseClick(p, 400, 300)
	p.waitJS(inner+`.document.activeElement === `+inner+`.document.querySelector("canvas")`, 5*time.Second)
	p.pressKey("Tab", "Tab", 9)
	p.waitJS(inner+`.document.activeElement !== `+inner+`.document.querySelector("canvas")`, 5*time.Second)
}

// pressKey sends one key press with the given DOM code, key and Windows
// virtual key code.
func (p *page) pressKey(code, key string, vk int64) {
	p.t.Helper()
	for _, typ := range []input.DispatchKeyEventType{input.DispatchKeyEventTypeRawKeyDown, input.DispatchKeyEventTypeKeyUp} {
		_, err := chromedp.Call(p.ctx, input.DispatchKeyEvent, input.DispatchKeyEventParams{
			Type: typ, Code: code, Key: key, WindowsVirtualKeyCode: vk, NativeVirtualKeyCode: vk,
		})
		if err != nil {
			p.t.Fatalf("key %s: %v", code, err)
		}
		p.animationFrames()
	}
}

// mouseClick presses and releases the left button at (x, y) CSS pixels of
// the top page, without waiting for the app's frames (the app may be in a
// frame of the page).
func mouseClick(p *page, x, y float64) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx,
		chromedp.MouseEvent(chromedp.MouseMoved, x, y),
		chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
	); err != nil {
		p.t.Fatalf("click: %v", err)
	}
	p.animationFrames()
}

// animationFrames waits until the page has drawn two more frames, so that
// the app (in this page or one of its frames, which share its frame
// clock) has seen the input just sent in an Update of its own.
func (p *page) animationFrames() {
	p.t.Helper()
	_, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("waiting for two animation frames: %v", err)
	}
}

// TestExamplePagePassesItsQuery opens the example embedding page
// (dist/embed.html) as a site author tries it, with a scene in its own
// address: the iframe opens that scene (a parameter given replaces the
// iframe's own, embed=1 stays), and the page's buttons drive the app.
func TestExamplePagePassesItsQuery(t *testing.T) {
	inner := `document.getElementById("rx").contentWindow`
	p := openURL(t, serverURL+subPath+"embed.html?distance=6&xdp=drop&paused=1", 1100, 900,
		`(() => { const w = `+inner+`; return !!(w && w.rxscope && w.rxscope.ready === true); })()`)
	p.waitJS(measuredStill(inner), 60*time.Second)
	q := eval[string](p, inner+`.rxscope.query || ""`)
	for _, want := range []string{"embed=1", "distance=6", "xdp=drop", "paused=1"} {
		if !strings.Contains(q, want) {
			t.Errorf("the embedded app's address %q lacks %s", q, want)
		}
	}
	if strings.Contains(q, "distance=4") {
		t.Errorf("the embedded app's address %q keeps the iframe's distance=4; the page's distance=6 replaces it", q)
	}
	if d := eval[int](p, inner+`.rxscope.state().Knobs.Distance`); d != 6 {
		t.Errorf("the embedded app stands at distance %d; want the page's 6", d)
	}
	p.screenshot("embed-example-query")

	// A real click on the page's "distance 0" button, at its centre.
	btn := `document.querySelector("button[data-set='{\"distance\": 0}']")`
	eval[bool](p, btn+`.scrollIntoView({block: "center"}), true`)
	x := eval[float64](p, `(() => { const r = `+btn+`.getBoundingClientRect(); return r.left + r.width / 2; })()`)
	y := eval[float64](p, `(() => { const r = `+btn+`.getBoundingClientRect(); return r.top + r.height / 2; })()`)
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, x, y))
	p.do(chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.do(chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.waitJS(inner+`.rxscope.state().Knobs.Distance === 0`, 20*time.Second)
	p.waitJS(`document.getElementById("log").textContent.includes("distance=0")`, 20*time.Second)
}
