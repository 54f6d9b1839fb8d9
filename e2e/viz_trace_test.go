package e2e

import (
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestTraceExport: Shift+S, and the menu's "Export the trace" row, offer
// the stretch of the run the screen holds as a Perfetto trace: a .json
// download named after the scene that parses, carries the CPU's and the
// NIC's slices, and ends at the simulated time the screen shows.
func TestTraceExport(t *testing.T) {
	// paused at 300 µs, so the screen's time is the trace's end
	p := openPage(t, "/?distance=6&at=300000000&paused=1", 1280, 720)
	p.waitJS(`window.rxscope.state().SimTimePS >= 300000000`, 60*time.Second)
	p.key("KeyS", true)
	p.waitJS(`window.rxscope.lastExport !== undefined && window.rxscope.lastExport.name.endsWith(".json")`, 20*time.Second)
	checkTraceExport(t, p, "d6")

	// the same from the menu, by the mouse
	eval[bool](p, `(window.rxscope.lastExport = undefined, true)`)
	p.key("KeyM", false)
	p.frames(2)
	c, ok := p.vstate().Controls["tool-trace"]
	if !ok {
		t.Fatal("the menu has no tool-trace row")
	}
	p.screenshot("trace-export-menu")
	p.click(centre(c.Hit))
	p.waitJS(`window.rxscope.lastExport !== undefined && window.rxscope.lastExport.name.endsWith(".json")`, 20*time.Second)
	checkTraceExport(t, p, "d6")
	p.frames(2)
	p.screenshot("trace-export-saved")
}

// checkTraceExport decodes the last export and checks it is the screen's
// trace.
func checkTraceExport(t *testing.T, p *page, scene string) {
	t.Helper()
	name := eval[string](p, `window.rxscope.lastExport.name`)
	if !strings.HasPrefix(name, "rxscope-") || !strings.Contains(name, scene) {
		t.Errorf("the trace is named %q; want it after the scene (%s)", name, scene)
	}
	data, err := base64.StdEncoding.DecodeString(eval[string](p, `window.rxscope.lastExport.base64`))
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		OtherData   map[string]any   `json:"otherData"`
		TraceEvents []map[string]any `json:"traceEvents"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatalf("the trace is not JSON: %v", err)
	}
	tracks := map[string]int{}
	for _, e := range f.TraceEvents {
		if e["ph"] == "X" {
			tracks[e["name"].(string)]++
		}
	}
	for _, want := range []string{"mlx5e_napi_poll", "DMA writes", "CQE writes"} {
		if tracks[want] == 0 {
			t.Errorf("no %q slice in the exported trace (slices: %v)", want, tracks)
		}
	}
	if end, now := f.OtherData["end_ps"].(float64), p.vstate().SimTimePS; uint64(end) != now {
		t.Errorf("the trace ends at %v ps; the screen is at %d", end, now)
	}
}
