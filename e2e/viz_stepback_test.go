package e2e

import (
	"testing"
	"time"

	"rxscope/app"
)

func sameMoment(a, b app.Snapshot) bool {
	return a.SimTimePS == b.SimTimePS && a.PacketsConsumed == b.PacketsConsumed &&
		a.Cursors == b.Cursors && a.After == b.After && a.Before == b.Before
}

// openStepped opens the default scene paused and steps n packets with N.
func openStepped(t *testing.T, n int) *page {
	t.Helper()
	p := openPage(t, "/?paused=1", 1280, 720)
	p.waitJS("window.rxscope.state().Ready === true", 90*time.Second)
	if !p.vstate().Paused {
		p.key("Space", false)
	}
	for i := 0; i < n; i++ {
		p.key("KeyN", false)
	}
	return p
}

// TestClickerOutsideALesson: a speaker's clicker sends PageDown and
// PageUp. Outside a lesson PageDown steps one packet, as N does, and
// PageUp takes the step back, as Backspace does: the keys' table
// (viz/commands.go) reaches the stepper. The step and the step back
// themselves, to exactly the moment before the step, are screen's
// TestStepOnePacket and TestStepBack (and app's TestStepBackIsExact).
func TestClickerOutsideALesson(t *testing.T) {
	p := openStepped(t, 5)
	here := p.vstate()
	p.key("PageDown", false)
	stepped := p.vstate()
	if !stepped.Paused || stepped.PacketsConsumed != here.PacketsConsumed+1 {
		t.Fatalf("PageDown: %d packets, paused %v; want %d, paused", stepped.PacketsConsumed, stepped.Paused, here.PacketsConsumed+1)
	}
	p.key("PageUp", false)
	p.waitJS("window.rxscope.state().Back === false", 30*time.Second)
	if got := p.vstate(); !sameMoment(got, here) {
		t.Errorf("PageUp after PageDown: at %d ps, %d packets; want %d ps, %d packets", got.SimTimePS, got.PacketsConsumed, here.SimTimePS, here.PacketsConsumed)
	}
}
