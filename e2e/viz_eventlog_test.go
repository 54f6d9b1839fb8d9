package e2e

import (
	"image"
	"testing"
	"time"
)

// TestEventLog steps one event at a time as a driver engineer would: the
// first step opens the log over the right-hand column with the latest
// events and their functions; V closes it, and stepping then leaves it
// closed; V opens it again, and while the simulation plays with the log
// open a frame allocates no more than Ebitengine's own. Shift+V keeps
// the CPU's events only, and the address carries the log (log=cpu).
func TestEventLog(t *testing.T) {
	// the live figures measured, so that the column the log covers shows
	// them
	p := openPage(t, "/?at=1000000000", 1280, 720)
	p.waitJS("window.rxscope.state().ChartPoints === 18 && window.rxscope.state().LiveDone >= 1", 120*time.Second)
	if s := p.vstate(); s.EventLog {
		t.Fatal("the event log is open at the start")
	}
	fig := p.vstate().Panels["figures"]
	area := image.Rect(int(fig.X)+10, int(fig.Y)+10, int(fig.X+fig.W)-10, int(fig.Y+fig.H)-10)
	before := p.screenshot("eventlog-closed")
	for i := 0; i < 5; i++ {
		p.key("KeyE", false)
	}
	p.frames(2)
	s := p.vstate()
	if !s.EventLog || s.LogRows < 9 || s.LogShown < 6 || s.LogNewest == "" || !s.Paused {
		t.Fatalf("after five steps: log open %v, %d rows printed, %d shown, newest %q, paused %v; want an open log of 9 rows or more, 6 shown, paused", s.EventLog, s.LogRows, s.LogShown, s.LogNewest, s.Paused)
	}
	after := p.screenshot("eventlog-open")
	if d := changed(before, after, area); d < 0.2 {
		t.Errorf("the log changed only %.1f%% of the figures' pixels", 100*d)
	}
	p.key("KeyV", false)
	if p.vstate().EventLog {
		t.Fatal("V did not close the log")
	}
	p.key("KeyE", false)
	if p.vstate().EventLog {
		t.Error("a step opened the log again after V closed it")
	}
	p.key("KeyV", false)
	p.key("Space", false)
	p.frames(130)
	s = p.vstate()
	if !s.EventLog || s.Paused {
		t.Fatalf("log open %v, paused %v; want the log open while playing", s.EventLog, s.Paused)
	}
	if s.FrameCost.AllocsPerFrame > 24 {
		t.Errorf("%.1f heap allocations per frame with the log open; want at most 24 (Ebitengine's own)", s.FrameCost.AllocsPerFrame)
	}
	t.Logf("with the log open while playing: %.2f allocations, median %.2f ms per frame", s.FrameCost.AllocsPerFrame, s.FrameCost.MedianMs)

	// Shift+V leaves the CPU's events: the newest is never the NIC's
	p.key("KeyV", true)
	for i := 0; i < 20; i++ {
		p.frames(3)
		if s = p.vstate(); !s.LogCPU || s.LogNewest == "nic" || s.LogRows == 0 {
			t.Fatalf("with Shift+V: CPU only %v, newest %q, %d rows", s.LogCPU, s.LogNewest, s.LogRows)
		}
	}
	p.screenshot("eventlog-cpu")
	p.waitJS(`(window.rxscope.query || "").includes("log=cpu")`, 10*time.Second)

	// the log travels in the address
	q := openPage(t, "/?paused=1&log=cpu", 1280, 720)
	q.waitJS("window.rxscope.state().Ready === true", 90*time.Second)
	if s := q.vstate(); !s.EventLog || !s.LogCPU {
		t.Errorf("?log=cpu opened the log %v, CPU only %v; want both", s.EventLog, s.LogCPU)
	}
}
