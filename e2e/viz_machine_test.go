package e2e

import (
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"rxscope/app"
	"rxscope/model"
)

// machineState is the snapshot the machine panel's tests read.
type machineState struct{ app.Snapshot }

func (p *page) machine() machineState { return machineState{p.vstate()} }

// value is the panel's text of parameter name.
func (s machineState) value(name string) string {
	if i := slices.Index(s.Machine.Params, name); i >= 0 && i < len(s.Machine.Values) {
		return s.Machine.Values[i]
	}
	return ""
}

// chartDone waits for the chart's whole sweep and returns it.
func chartDone(p *page) []float64 {
	p.t.Helper()
	p.waitJS("window.rxscope.state().ChartPoints >= 18", 120*time.Second) // numPoints: every distance and today
	return p.machine().ChartCPP
}

// TestMachinePanel edits two parameters of the machine in the panel, one
// by keyboard and one by mouse: the values, the line under the title and
// the URL say so, the chart moves, what decides the gain is measured; the
// URL opened in a new tab gives the same machine and the same chart.
func TestMachinePanel(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	before := chartDone(p)

	p.key("KeyM", true)
	s := p.machine()
	if !s.Machine.Open || s.Machine.Edited || s.value("dram-ns") != "85 ns" || s.value("rob") != "448 entries" {
		t.Fatalf("Shift+M: panel %+v", s.Machine)
	}
	// By keyboard: down to dram-ns, then Shift+→, ten notches up.
	for s.Machine.Sel != 1+slices.Index(s.Machine.Params, "dram-ns") {
		p.key("ArrowDown", false)
		if s = p.machine(); s.Machine.Sel > len(s.Machine.Params) {
			t.Fatalf("the selection ran past dram-ns: %d", s.Machine.Sel)
		}
	}
	p.key("ArrowRight", true)
	dram, _ := model.LookupParam("dram-ns")
	wantDRAM := model.FormatParam(dram.Nudge(85, 10)) + " ns"
	// By mouse: rob's + twice.
	rob, _ := model.LookupParam("rob")
	x, y := centre(s.Controls["machine-plus-rob"].Hit)
	p.click(x, y)
	p.click(x, y)
	wantROB := model.FormatParam(rob.Nudge(rob.Nudge(448, 1), 1)) + " entries"
	s = p.machine()
	if s.value("dram-ns") != wantDRAM || s.value("rob") != wantROB || !s.Machine.Edited {
		t.Fatalf("after the edits: dram-ns %q, rob %q, edited %v; want %q, %q", s.value("dram-ns"), s.value("rob"), s.Machine.Edited, wantDRAM, wantROB)
	}
	if s.TopLine != "edited machine: rob "+wantROB+", dram-ns "+wantDRAM {
		t.Errorf("the line under the title: %q", s.TopLine)
	}
	if !strings.Contains(s.ConfigLine, "zen5-cx5 (edited)") {
		t.Errorf("the line over the ring: %q", s.ConfigLine)
	}
	search := eval[string](p, `location.search`)
	q, _ := url.ParseQuery(strings.TrimPrefix(search, "?"))
	wantSet := "rob=" + strings.Fields(wantROB)[0] + ",dram-ns=" + strings.Fields(wantDRAM)[0]
	if q.Get("set") != wantSet {
		t.Errorf("the URL %q carries set=%q; want %q", search, q.Get("set"), wantSet)
	}
	after := chartDone(p)
	if slices.Equal(before, after) || after[0] <= before[0] {
		t.Errorf("the chart did not follow the slower DRAM: at distance 0 %.0f → %.0f cycles/packet", before[0], after[0])
	}
	p.waitJS("window.rxscope.state().Machine.GainDone", 180*time.Second)
	s = p.machine()
	if len(s.Machine.GainRows) != len(s.Machine.Params) || s.Machine.GainBase <= 0 {
		t.Errorf("what decides the gain: rows %v, gain %.1f %%", s.Machine.GainRows, s.Machine.GainBase)
	}
	p.screenshot("machine-panel")
	// Open and measured, the panel costs a playing frame no allocation.
	if p.machine().Paused {
		p.key("Space", false)
	}
	p.frames(130)
	if fc := p.machine().FrameCost; fc.AllocsPerFrame > 24 {
		t.Errorf("%.1f heap allocations per frame with the machine panel open; want at most 24 (Ebitengine's own)", fc.AllocsPerFrame)
	} else {
		t.Logf("with the machine panel open while playing: %.2f allocations, median %.2f ms, p99 %.2f ms per frame", fc.AllocsPerFrame, fc.MedianMs, fc.P99Ms)
	}

	// The link opened elsewhere: the same machine, the same chart.
	r := openPage(t, "/"+search, 1280, 720)
	again := chartDone(r)
	r.screenshot("machine-edited-screen")
	r.key("KeyM", true)
	rs := r.machine()
	if !rs.Machine.Edited || rs.value("dram-ns") != wantDRAM || rs.value("rob") != wantROB {
		t.Errorf("the link's machine: %+v", rs.Machine)
	}
	if !slices.Equal(again, after) {
		t.Errorf("the link's chart %v differs from the editor's %v", again, after)
	}
	// Back to the shipped values by the reset button; Esc closes.
	x, y = centre(rs.Controls["machine-reset"].Hit)
	r.click(x, y)
	if rs = r.machine(); rs.Machine.Edited || rs.value("dram-ns") != "85 ns" {
		t.Errorf("after the reset: %+v", rs.Machine)
	}
	r.key("Escape", false)
	if r.machine().Machine.Open {
		t.Error("Esc left the panel open")
	}
}

// TestMachineHostileURL: a machine that cannot be used gets a notice
// naming the parameter, and the shipped machine runs.
func TestMachineHostileURL(t *testing.T) {
	for _, c := range []struct{ query, mention string }{
		{"set=dram-ns%3D5000", "dram-ns: 5000 ns is out of range 40..400 ns"},
		{"set=warp-drive%3D9", `"warp-drive" is not a machine parameter`},
		{"set=" + strings.Repeat("rob%3D64%2C", 60), "over the 256-byte limit"},
		{"set=rob%3D1e308&distance=6", "rob: 1e+308 entries is out of range"},
	} {
		p := openPage(t, "/?"+c.query, 1280, 720)
		notices := eval[[]string](p, `Array.from(window.rxscope.notices)`)
		if !strings.Contains(strings.Join(notices, " "), c.mention) {
			t.Errorf("%.40s: notices %q do not say %q", c.query, notices, c.mention)
		}
		s := p.machine()
		if s.Machine.Edited || s.Machine.Profile != "zen5-cx5" {
			t.Errorf("%.40s: machine %s, edited %v; want the shipped default", c.query, s.Machine.Profile, s.Machine.Edited)
		}
	}
}

// TestMachinePanelProjector: the panel on the projector theme at
// 1920×1080, every button on the screen.
func TestMachinePanelProjector(t *testing.T) {
	p := openPage(t, "/?theme=projector&profile=spr-ddio&set=dram-ns%3D140", 1920, 1080)
	p.key("KeyM", true)
	p.waitJS("window.rxscope.state().Machine.GainDone", 180*time.Second)
	s := p.machine()
	if !s.Machine.Edited || s.value("dram-ns") != "140 ns" {
		t.Errorf("the link's machine: %+v", s.Machine)
	}
	n := 0
	for name, c := range s.Controls {
		if !strings.HasPrefix(name, "machine-") {
			continue
		}
		n++
		if h := c.Hit; h.X < 0 || h.Y < 0 || h.X+h.W > 1920 || h.Y+h.H > 1080 || h.W < 30 || h.H < 30 {
			t.Errorf("%s at %+v is off the screen or too small", name, h)
		}
	}
	if want := len(model.ProfileNames()) + 2*len(s.Machine.Params) + 2; n != want {
		t.Errorf("%d buttons of the panel; want %d", n, want)
	}
	p.screenshot("machine-panel-projector")
}
