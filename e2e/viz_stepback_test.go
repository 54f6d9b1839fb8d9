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

// TestStepBack steps as a driver engineer would and takes steps back with
// Backspace: after a packet step and two event steps, each Backspace
// returns to exactly the moment before the step (simulated time, packets,
// cursors, both columns of figures), since the model
// replays the same calls from time zero. With no step to take back,
// Backspace changes nothing.
func TestStepBack(t *testing.T) {
	p := openStepped(t, 30)
	var moments []app.Snapshot
	moments = append(moments, p.vstate())
	for _, k := range []string{"KeyN", "KeyE", "KeyE"} {
		p.key(k, false)
		moments = append(moments, p.vstate())
	}
	if moments[3].SimTimePS <= moments[0].SimTimePS {
		t.Fatalf("the steps did not advance the simulation: %d ps then %d ps", moments[0].SimTimePS, moments[3].SimTimePS)
	}
	for i := 2; i >= 0; i-- {
		p.key("Backspace", false)
		p.waitJS("window.rxscope.state().Back === false", 30*time.Second)
		got := p.vstate()
		if !sameMoment(got, moments[i]) {
			t.Errorf("Backspace %d: at %d ps, %d packets, after %v; want %d ps, %d packets, after %v",
				3-i, got.SimTimePS, got.PacketsConsumed, got.After, moments[i].SimTimePS, moments[i].PacketsConsumed, moments[i].After)
		}
	}
	// Playing, then Backspace: nothing to take back
	p.key("Space", false)
	p.frames(20)
	p.key("Space", false)
	here := p.vstate()
	p.key("Backspace", false)
	p.frames(2)
	if got := p.vstate(); !sameMoment(got, here) {
		t.Errorf("Backspace after playing moved the simulation from %d ps to %d ps", here.SimTimePS, got.SimTimePS)
	}
	p.screenshot("stepback")

	// A long run takes its step back over several frames: the screen keeps
	// drawing meanwhile, and the moment before the step comes back exactly.
	for p.vstate().SpeedLv < 9 {
		p.key("Equal", false)
	}
	p.key("Space", false)
	p.frames(240)
	p.key("Space", false)
	long := p.vstate()
	p.key("KeyN", false)
	f0 := p.vstate().Frames
	p.key("Backspace", false)
	p.waitJS("window.rxscope.state().Back === false", 60*time.Second)
	got := p.vstate()
	if !sameMoment(got, long) {
		t.Errorf("after a long run, Backspace: at %d ps, %d packets; want %d ps, %d packets", got.SimTimePS, got.PacketsConsumed, long.SimTimePS, long.PacketsConsumed)
	}
	t.Logf("took a step back after %.2f ms of simulated time in %d frames", float64(long.SimTimePS)/1e9, got.Frames-f0)
}

// TestClickerOutsideALesson: a speaker's clicker sends PageDown and
// PageUp. Outside a lesson PageDown steps one packet, as N does, and
// PageUp takes the step back, as Backspace does.
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
