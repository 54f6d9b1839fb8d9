package e2e

import (
	"testing"
	"time"
)

// TestCountersPanel: U opens the counters panel over the right-hand
// column with the ethtool -S and perf stat rows, it changes the pixels
// there, V puts the event log back in its place, and the menu's row
// opens it again.
func TestCountersPanel(t *testing.T) {
	// the live figures measured, so that the column they leave for the
	// panel is full
	p := openPage(t, "/?distance=6&at=200000000", 1280, 720)
	p.waitJS(`window.rxscope.state().SimTimePS >= 200000000 && window.rxscope.state().LiveDone >= 1`, 120*time.Second)
	s := p.vstate()
	col := px(s.Panels["figures"])
	before := p.screenshot("counters-before")
	p.key("KeyU", false)
	p.waitJS(`window.rxscope.state().Counters && window.rxscope.state().CounterRows >= 20`, 20*time.Second)
	p.frames(3)
	after := p.screenshot("counters-open")
	if d := changed(before, after, col); d < 0.2 {
		t.Errorf("the counters panel changed only %.1f%% of the right-hand column", 100*d)
	}
	p.key("KeyV", false)
	p.waitJS(`window.rxscope.state().EventLog && !window.rxscope.state().Counters`, 10*time.Second)
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
}
