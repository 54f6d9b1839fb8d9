package e2e

import (
	"image"
	"testing"
	"time"
)

// TestEventLog holds the event log's and the counters panel's painters
// to the canvas: the first steps open the log over the right-hand
// column, and it changes the pixels there; U puts the counters panel in
// its place, which changes them too; the menu's row opens the panel;
// and while the simulation plays with the log open a frame allocates no
// more than Ebitengine's own. What the log and the panel show and what
// each key does to them (the rows, their order, the filter, the step's
// rows, the counters' rows, V, Shift+V, U and log= in the address) is
// screen's TestEventLog, TestLogRowsAreTheTrace, TestEventLogKeys and
// TestCountersPanel.
func TestEventLog(t *testing.T) {
	// the live figures measured, so that the column the log covers shows
	// them
	p := openPage(t, "/?at=1000000000", 1280, 720)
	p.waitJS("window.rxscope.state().ChartPoints === 18 && window.rxscope.state().LiveDone >= 1", 120*time.Second)
	fig := p.vstate().Panels["figures"]
	area := image.Rect(int(fig.X)+10, int(fig.Y)+10, int(fig.X+fig.W)-10, int(fig.Y+fig.H)-10)
	before := p.screenshot("eventlog-closed")
	for i := 0; i < 5; i++ {
		p.key("KeyE", false)
	}
	p.frames(2)
	if s := p.vstate(); !s.EventLog || s.LogShown == 0 {
		t.Fatalf("after five steps: log open %v, %d rows shown", s.EventLog, s.LogShown)
	}
	after := p.screenshot("eventlog-open")
	if d := changed(before, after, area); d < 0.2 {
		t.Errorf("the log changed only %.1f%% of the figures' pixels", 100*d)
	}

	// the counters panel in the log's place, by U and by the menu's row
	p.key("KeyU", false)
	p.waitJS(`window.rxscope.state().Counters && window.rxscope.state().CounterRows > 0`, 20*time.Second)
	p.frames(3)
	counters := p.screenshot("counters-open")
	if d := changed(before, counters, area); d < 0.2 {
		t.Errorf("the counters panel changed only %.1f%% of the figures' pixels", 100*d)
	}
	p.key("KeyU", false)
	p.key("KeyM", false)
	p.frames(2)
	c, ok := p.vstate().Controls["tool-counters"]
	if !ok {
		t.Fatal("the menu has no tool-counters row")
	}
	p.click(centre(c.Hit))
	p.waitJS(`window.rxscope.state().Counters && !window.rxscope.state().EventLog`, 10*time.Second)
	p.key("KeyU", false)
	p.waitJS(`!window.rxscope.state().Counters`, 10*time.Second)

	p.key("KeyV", false)
	p.key("Space", false)
	p.frames(130)
	s := p.vstate()
	if !s.EventLog || s.Paused {
		t.Fatalf("log open %v, paused %v; want the log open while playing", s.EventLog, s.Paused)
	}
	if s.FrameCost.AllocsPerFrame > 24 {
		t.Errorf("%.1f heap allocations per frame with the log open; want at most 24 (Ebitengine's own)", s.FrameCost.AllocsPerFrame)
	}
	t.Logf("with the log open while playing: %.2f allocations, median %.2f ms per frame", s.FrameCost.AllocsPerFrame, s.FrameCost.MedianMs)
	p.key("KeyV", true)
	p.frames(3)
	p.screenshot("eventlog-cpu")
}
