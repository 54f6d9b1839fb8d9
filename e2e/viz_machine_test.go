package e2e

import (
	"slices"
	"strings"
	"testing"
	"time"

	"rxscope/app"
	"rxscope/model"
)

// machineState is the snapshot the machine panel's test reads.
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

// TestMachinePanel keeps what of the machine panel needs a browser: two
// clicks on the canvas edit the machine, the page's address then carries
// it, the line over the ring says it is edited, the Web Worker measures
// what decides the gain, and the panel, open and measured, costs a
// playing frame no allocation. The panel's keys, presses, words, edits,
// snapshot, table and links are screen's native tests (TestMachineKeys,
// TestMachinePress, TestMachineGain, TestMachineRects,
// TestMachineEditMovesTheChart).
func TestMachinePanel(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	p.key("KeyM", true)
	s := p.machine()
	if !s.Machine.Open || s.Machine.Edited {
		t.Fatalf("Shift+M: panel %+v", s.Machine)
	}
	// By mouse: rob's + twice.
	rob, _ := model.LookupParam("rob")
	x, y := centre(s.Controls["machine-plus-rob"].Hit)
	p.click(x, y)
	p.click(x, y)
	wantROB := model.FormatParam(rob.Nudge(rob.Nudge(448, 1), 1))
	if s = p.machine(); s.value("rob") != wantROB+" entries" || !s.Machine.Edited {
		t.Fatalf("after the clicks: rob %q, edited %v; want %s entries", s.value("rob"), s.Machine.Edited, wantROB)
	}
	if !strings.Contains(s.ConfigLine, "zen5-cx5 (edited)") {
		t.Errorf("the line over the ring: %q", s.ConfigLine)
	}
	p.waitJS(`new URLSearchParams(location.search).get("set") === "rob=`+wantROB+`"`, 5*time.Second)
	chartDone(p)
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
}
