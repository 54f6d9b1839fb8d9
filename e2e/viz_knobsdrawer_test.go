package e2e

import (
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"rxscope/app"
)

// drawerValue is the knobs drawer's value of row name in s ("" when it
// is closed or has no such row).
func drawerValue(s app.Snapshot, name string) string {
	if i := slices.Index(s.KnobsDrawer.Rows, name); i >= 0 && i < len(s.KnobsDrawer.Values) {
		return s.KnobsDrawer.Values[i]
	}
	return ""
}

// query is the page's URL query, parsed.
func (p *page) query() url.Values {
	p.t.Helper()
	q, _ := url.ParseQuery(strings.TrimPrefix(eval[string](p, `location.search`), "?"))
	return q
}

// TestKnobsDrawer: every knob of the model's table has a row in the
// drawer; by keyboard (A, the arrows) the budget goes down to 8 and by
// mouse the receive queue to legacy; the URL carries both, the button
// counts them, a notch the model refuses says which knob and why, and
// the link opened elsewhere gives the same knobs.
func TestKnobsDrawer(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	p.key("KeyA", false)
	s := p.vstate()
	if !s.KnobsDrawer.Open {
		t.Fatal("A did not open the knobs drawer")
	}
	for _, r := range app.KnobRows() {
		if drawerValue(s, r.Name()) == "" {
			t.Errorf("the drawer has no value for %s: rows %v", r.Name(), s.KnobsDrawer.Rows)
		}
	}
	budget := slices.Index(s.KnobsDrawer.Rows, "budget")
	for s.KnobsDrawer.Sel < budget {
		p.key("ArrowDown", false)
		s = p.vstate()
	}
	for range 3 {
		p.key("ArrowLeft", false) // 64 → 32 → 16 → 8
	}
	x, y := centre(s.Controls["knobs-plus-rq"].Hit)
	p.click(x, y) // striding → legacy
	s = p.vstate()
	if drawerValue(s, "budget") != "8 CQEs" || drawerValue(s, "rq") != "legacy" {
		t.Fatalf("after the keys and the click: budget %q, rq %q", drawerValue(s, "budget"), drawerValue(s, "rq"))
	}
	p.waitJS(`location.search.includes("budget=8") && location.search.includes("rq=legacy")`, 5*time.Second)
	p.screenshot("knobs-drawer-1280")

	// lro needs TCP traffic: the model refuses it, and the banner says so.
	x, y = centre(s.Controls["knobs-plus-lro"].Hit)
	p.click(x, y)
	s = p.vstate()
	if drawerValue(s, "lro") != "off" || !strings.HasPrefix(s.Notice, "lro:") {
		t.Errorf("lro on flood traffic: value %q, notice %q; want off and a notice naming lro", drawerValue(s, "lro"), s.Notice)
	}

	p.key("Escape", false)
	if s = p.vstate(); s.KnobsDrawer.Open {
		t.Fatal("Esc left the drawer open")
	}
	q := p.query()
	r := openPage(t, "/?"+q.Encode(), 1280, 720)
	x, y = centre(r.vstate().Controls["knobs"].Hit)
	r.click(x, y)
	rs := r.vstate()
	if !rs.KnobsDrawer.Open || drawerValue(rs, "budget") != "8 CQEs" || drawerValue(rs, "rq") != "legacy" {
		t.Errorf("the link's drawer: open %v, budget %q, rq %q", rs.KnobsDrawer.Open, drawerValue(rs, "budget"), drawerValue(rs, "rq"))
	}
}

// TestKnobsDrawerLesson: lesson 6 step 4 asks to turn the shinfo line
// off (lines = headers,page, the run it compares with); on the projector
// at 1080p the drawer's button and one press do it, and the URL says so.
func TestKnobsDrawerLesson(t *testing.T) {
	p := openPage(t, "/?lesson=shinfo&step=4&theme=projector", 1920, 1080)
	p.waitStep("shinfo", 4)
	p.waitJS(`!window.rxscope.state().WarmingUp`, 30*time.Second)
	s := p.vstate()
	x, y := centre(s.Controls["knobs"].Hit)
	p.click(x, y)
	s = p.vstate()
	if drawerValue(s, "lines shinfo") != "on" || drawerValue(s, "lines headers") != "on" {
		t.Fatalf("the drawer's lines: shinfo %q, headers %q; want on, on", drawerValue(s, "lines shinfo"), drawerValue(s, "lines headers"))
	}
	x, y = centre(s.Controls["knobs-minus-lines-shinfo"].Hit)
	p.click(x, y)
	if s = p.vstate(); drawerValue(s, "lines shinfo") != "off" || drawerValue(s, "lines page") != "on" {
		t.Errorf("after the click: shinfo %q, page %q; want off, on", drawerValue(s, "lines shinfo"), drawerValue(s, "lines page"))
	}
	p.waitJS(`new URLSearchParams(location.search).get("lines") === "headers,page"`, 5*time.Second)
	p.screenshot("knobs-drawer-projector")
	p.key("Escape", false)
	if s = p.vstate(); s.KnobsDrawer.Open || !strings.Contains(s.ConfigLine, "headers,page") {
		t.Errorf("after Esc: drawer open %v, the line over the ring %q", s.KnobsDrawer.Open, s.ConfigLine)
	}
	p.screenshot("knobs-button-projector")
}
