package e2e

import (
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"rxscope/app"
)

// measuredStill is true once the app in window w stands still after the
// time 0 with the live figures measured and its warm-up done.
func measuredStill(w string) string {
	return `(() => { const r = ` + w + `.rxscope; if (!r || !r.ready) return false; const s = r.state();
		return s.Paused && s.SimTimePS > 0 && s.LiveDone === 1 && !s.WarmingUp; })()`
}

// TestPausedLinkWithoutAt opens a paused link written by hand, with no
// time: the app opens still where the live figures are first measured
// (the warm-up and the live window passed, the ring holding packets), the
// address names that time, and the link it writes opens the same
// picture. Embedded in an iframe (the still picture a site author asks
// for) it does the same.
func TestPausedLinkWithoutAt(t *testing.T) {
	p := openPage(t, "/?paused=1", 1280, 720)
	p.waitJS(measuredStill("window"), 60*time.Second)
	a := p.vstate()
	fc := a.FrameCost
	t.Logf("measured still at t=%d ps, %d packets, after %d frames (%d Updates); longest frame of the meter's last %d: %.1f ms of Go time, median %.1f ms",
		a.SimTimePS, a.PacketsConsumed, fc.TotalFrames, fc.TotalTicks, fc.Frames, fc.MaxMs, fc.MedianMs)
	// The longest is the first frame's (the page's start-up: 0.66 to 1.1 s
	// with no opening at all, at=0); the opening's slices show in the
	// median.
	if fc.TotalFrames < 3 || fc.MedianMs > maxFreezeMs {
		t.Errorf("the opening took %d frames, %.1f ms each in the median; want it spread over frames, under %g ms", fc.TotalFrames, fc.MedianMs, maxFreezeMs)
	}
	want := uint64(app.LiveWindow.Warmup + app.LiveWindow.Packets)
	if a.PacketsConsumed < want || a.PacketsConsumed > want+8 {
		t.Errorf("opened with %d packets consumed; want the live window's end, %d", a.PacketsConsumed, want)
	}
	if a.After.CyclesPerPacket <= 0 || a.After.Mpps <= 0 || a.Before.CyclesPerPacket <= 0 {
		t.Errorf("figures before %+v, after %+v; want them measured", a.Before, a.After)
	}
	at := "at=" + strconv.FormatUint(a.SimTimePS, 10)
	p.waitJS(`(window.rxscope.query || "").includes("paused=1") && window.rxscope.query.includes("`+at+`")`, 10*time.Second)
	query := eval[string](p, `window.rxscope.query`)
	imgA := p.screenshot("paused-link-measured")

	q := openPage(t, "/?"+query, 1280, 720)
	q.waitJS(measuredStill("window"), 60*time.Second)
	b := q.vstate()
	imgB := q.screenshot("paused-link-copied")
	if b.SimTimePS != a.SimTimePS || b.PacketsConsumed != a.PacketsConsumed || b.Cursors != a.Cursors || b.After != a.After || b.Before != a.Before {
		t.Fatalf("the copied link %q did not give the picture back:\n had t=%d %d packets %+v %+v/%+v\n got t=%d %d packets %+v %+v/%+v",
			query, a.SimTimePS, a.PacketsConsumed, a.Cursors, a.Before, a.After, b.SimTimePS, b.PacketsConsumed, b.Cursors, b.Before, b.After)
	}
	for _, name := range []string{"ring", "figures"} {
		r, ok := a.Panels[name]
		if !ok {
			t.Fatalf("no %s panel in %v", name, a.Panels)
		}
		if d := changed(imgA, imgB, px(r)); d > 0.001 {
			t.Errorf("the %s panel differs in %.2f%% of its pixels between the two tabs", name, 100*d)
		}
	}

	inner := `document.getElementById("rx").contentWindow`
	e := openURL(t, serverURL+"/host/?src="+url.QueryEscape(subPath+"index.html?embed=1&paused=1"), 1280, 720,
		`(() => { const w = `+inner+`; return w.rxscope && w.rxscope.ready === true; })()`)
	e.waitJS(measuredStill(inner), 60*time.Second)
	if q := eval[string](e, inner+`.rxscope.query || ""`); !strings.Contains(q, "embed=1") || !strings.Contains(q, at) {
		t.Errorf("the embedded app's address %q; want embed=1 and %s, the standalone one's time", q, at)
	}
	e.screenshot("paused-link-embedded")
}
