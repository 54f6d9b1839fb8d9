package screen

import (
	"testing"
	"time"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// keyTicks drives a core tick by tick as the page does, with keys read
// into the input value, and reads its snapshot after each tick.
type keyTicks struct {
	t *testing.T
	s *Screen
	p *ticking
	b Board
}

// newKeyTicks is a core in a laptop's window whose stepper reads the
// figures again through the core, as the page's does.
func newKeyTicks(t *testing.T) *keyTicks {
	k := &keyTicks{t: t, p: &ticking{}}
	h := &quietHost{}
	s, err := New(model.DefaultConfig(), Deps{Now: time.Now, Mem: quietMem{}, Measure: width, Lessons: h, Edit: h, Stepper: keyStepper{k}})
	if err != nil {
		t.Fatal(err)
	}
	s.KnobsChanged(s.Geo.Screen.Controls)
	s.Resize(pressWindowW, pressWindowH)
	k.s, k.b, k.p.core = s, boardFor(s.Sim.Ses), s
	k.tick()
	return k
}

// keyStepper is the stepper's screen: a step reads the figures again.
type keyStepper struct{ k *keyTicks }

func (h keyStepper) Notify(text string)  { h.k.s.Notify(text) }
func (h keyStepper) Confirm(text string) { h.k.s.Confirm(text) }
func (h keyStepper) Refresh()            { h.k.s.Refresh(h.k.p) }

// tick runs one Update with the input value as it is, then a frame's
// end (the background work's budget starts again) and the snapshot.
func (k *keyTicks) tick() *app.Snapshot {
	k.s.Update(k.p, k.b)
	k.s.Input.In.Reset()
	k.s.Sim.BG.FrameDrawn()
	k.s.Report(k.s.Geo.Screen.Controls)
	return &k.s.Snap
}

// key presses key (with Shift when shift) for one tick.
func (k *keyTicks) key(key Key, shift bool) *app.Snapshot {
	k.s.Input.In.Pressed = append(k.s.Input.In.Pressed, key)
	k.s.Input.In.Shift = shift
	return k.tick()
}

// until ticks until done holds, or fails the test.
func (k *keyTicks) until(what string, done func(*app.Snapshot) bool) *app.Snapshot {
	k.t.Helper()
	for range 100000 {
		if s := k.tick(); done(s) {
			return s
		}
	}
	k.t.Fatalf("%s never came", what)
	return nil
}

// TestTransportKeys checks play/pause, speed, reset and help by key and
// play by its button, and the keyboard focus, through the tick: the
// assertions of the page's TestTransportKeys.
func TestTransportKeys(t *testing.T) {
	k := newKeyTicks(t)
	k.key(KeySpace, false)
	if !k.s.Snap.Paused {
		t.Fatal("Space did not pause")
	}
	lv := k.s.Snap.SpeedLv
	if got := k.key(KeyEqual, false).SpeedLv; got != lv+1 {
		t.Errorf("= : speed level %d → %d; want %d", lv, got, lv+1)
	}
	if got := k.key(KeyMinus, false).SpeedLv; got != lv {
		t.Errorf("- : speed level back to %d; want %d", got, lv)
	}
	for range 5 {
		k.key(KeyN, false)
	}
	if k.s.Snap.PacketsConsumed == 0 {
		t.Fatal("N stepped no packet")
	}
	if st := k.key(KeyR, false); st.SimTimePS != 0 || st.PacketsConsumed != 0 {
		t.Errorf("R: time %d ps and %d packets after reset; want 0 and 0", st.SimTimePS, st.PacketsConsumed)
	}
	x, y := onPanels(k.s, k.s.Geo.Screen.Controls[layout.Play].Hit)
	click(k.s, k.p, k.b, x, y)
	if k.tick().Paused {
		t.Error("clicking Play left the simulation paused")
	}
	if !k.key(KeySpace, false).Paused {
		t.Error("Space did not pause")
	}

	// Tab walks the controls in order, arrows move a focused slider,
	// Enter presses a focused toggle
	if f := k.key(KeyTab, false).Focus; f != "play" {
		t.Errorf("Tab focused %q; want play", f)
	}
	walk := func(name string) {
		t.Helper()
		for range len(k.s.Geo.Screen.Controls) {
			if k.s.Snap.Focus == name {
				return
			}
			k.key(KeyTab, false)
		}
		t.Fatalf("Tab never focused %s", name)
	}
	walk("distance")
	d := k.s.Snap.Knobs.Distance
	if got := k.key(KeyArrowRight, false).Knobs.Distance; got != d+1 {
		t.Errorf("→ on the focused distance slider: %d → %d; want %d", d, got, d+1)
	}
	k.key(KeyArrowLeft, false)
	walk("inject")
	if !k.key(KeyEnter, false).Knobs.Inject {
		t.Error("Enter on the focused injection toggle left it off")
	}

	if !k.key(KeySlash, true).Help {
		t.Fatal("? did not open the help")
	}
	if k.key(KeySlash, true).Help {
		t.Error("? did not close the help")
	}
}

// TestClickerOutsideALesson: a speaker's clicker sends PageDown and
// PageUp. Outside a lesson PageDown steps one packet, as N does, and
// PageUp takes the step back, as Backspace does, to the moment before
// the step: the assertions of the page's TestClickerOutsideALesson,
// through the tick.
func TestClickerOutsideALesson(t *testing.T) {
	k := newKeyTicks(t)
	k.key(KeySpace, false)
	for range 5 {
		k.key(KeyN, false)
	}
	here := *k.until("the step back's replay", func(s *app.Snapshot) bool { return !s.Back })
	stepped := *k.key(KeyPageDown, false)
	if !stepped.Paused || stepped.PacketsConsumed != here.PacketsConsumed+1 {
		t.Fatalf("PageDown: %d packets, paused %v; want %d, paused", stepped.PacketsConsumed, stepped.Paused, here.PacketsConsumed+1)
	}
	k.key(KeyPageUp, false)
	got := k.until("the step back", func(s *app.Snapshot) bool { return !s.Back })
	if got.SimTimePS != here.SimTimePS || got.PacketsConsumed != here.PacketsConsumed ||
		got.Cursors != here.Cursors || got.After != here.After || got.Before != here.Before {
		t.Errorf("PageUp after PageDown: at %d ps, %d packets; want %d ps, %d packets", got.SimTimePS, got.PacketsConsumed, here.SimTimePS, here.PacketsConsumed)
	}
}
