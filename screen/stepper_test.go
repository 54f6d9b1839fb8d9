package screen

import (
	"testing"

	"rxscope/app"
	"rxscope/model"
)

// fakeScreen records what the stepper tells the screen.
type fakeScreen struct {
	warned, confirmed []string
	refreshed         int
}

func (f *fakeScreen) Notify(text string)  { f.warned = append(f.warned, text) }
func (f *fakeScreen) Confirm(text string) { f.confirmed = append(f.confirmed, text) }
func (f *fakeScreen) Refresh()            { f.refreshed++ }

// moment is what the screen shows of a session at one time: the
// simulated time, the packets consumed, the cursors, both runs' figures.
type moment struct {
	now           model.Time
	packets       uint64
	cursors       model.Cursors
	after, before model.Metrics
}

func momentOf(s *app.Session) moment {
	a := s.After().Metrics()
	return moment{now: s.After().Now(), packets: a.Packets, cursors: s.After().Cursors(), after: a, before: s.Before().Metrics()}
}

// backOne takes the last step back as the screen does: Backspace, then
// the scheduler's slices until the replay is done, a tick of the
// session between two (the screen keeps drawing). It returns the slices.
func backOne(t *testing.T, ls *logSession) int {
	t.Helper()
	ls.step.Back()
	slices := 0
	for ls.step.Pending() {
		ls.step.Work()
		ls.tick()
		if slices++; slices > 10000 {
			t.Fatal("the step back never ends")
		}
	}
	return slices
}

// TestStepOnePacket steps one packet with N (or the Step packet button,
// or a clicker's PageDown outside a lesson): NAPI's cursor moves by
// exactly one stride each time (in the default linear ring every
// packet takes one stride) and the count of packets by one, and the
// run stays paused; one event at a time, time never goes back, and an
// event is a smaller step than a packet.
func TestStepOnePacket(t *testing.T) {
	ls := newLogSession(t, model.DefaultConfig(), 0)
	geo := ls.ses.After().Geometry()
	next := func(r model.StrideRef) model.StrideRef {
		r.Stride++
		if r.Stride == geo.StridesPerWQE {
			r.WQE, r.Stride = (r.WQE+1)%geo.WQEs, 0
		}
		return r
	}
	for i := range 6 {
		st := momentOf(ls.ses)
		ls.step.Packet()
		ls.tick()
		st1 := momentOf(ls.ses)
		if !st.cursors.NAPI.Valid {
			if !st1.cursors.NAPI.Valid {
				t.Fatalf("step %d: no NAPI cursor after a packet", i)
			}
			continue
		}
		if want := next(st.cursors.NAPI); st1.cursors.NAPI != want {
			t.Errorf("step %d: NAPI went from %+v to %+v; want %+v", i, st.cursors.NAPI, st1.cursors.NAPI, want)
		}
		if st1.packets != st.packets+1 {
			t.Errorf("step %d: packets consumed went from %d to %d; want one more", i, st.packets, st1.packets)
		}
		if st1.now <= st.now {
			t.Errorf("step %d: simulated time did not advance (%d ps)", i, st1.now)
		}
	}
	if !ls.ses.Paused() {
		t.Error("stepping left the simulation playing")
	}
	if ls.scr.refreshed != 6 {
		t.Errorf("six steps read the figures %d times; want 6", ls.scr.refreshed)
	}
	st := momentOf(ls.ses)
	ls.step.Event()
	ls.tick()
	if st1 := momentOf(ls.ses); st1.now < st.now || st1.packets > st.packets+1 {
		t.Errorf("E: time %d → %d ps, packets %d → %d", st.now, st1.now, st.packets, st1.packets)
	}

	// a step from a playing run pauses it first
	ls.ses.SetPaused(false)
	ls.tick()
	ls.step.Event()
	if !ls.ses.Paused() {
		t.Error("E left the simulation playing")
	}
}

// TestStepBack steps as a driver engineer would and takes steps back
// with Backspace (the browser's TestStepBack and
// TestClickerOutsideALesson, whose PageUp is Backspace): after a packet
// step and two event steps, each Backspace returns to exactly the moment
// before the step, says so, reads the figures again and leaves no event
// of the log marked as the step's. With no step to take back (after
// playing), Backspace changes nothing and says why. A long run takes
// its step back over several slices, and nothing steps meanwhile.
func TestStepBack(t *testing.T) {
	ls := newLogSession(t, model.DefaultConfig(), 0)
	for range 30 {
		ls.step.Packet()
	}
	ls.tick()
	var moments []moment
	moments = append(moments, momentOf(ls.ses))
	for _, step := range []func(){ls.step.Packet, ls.step.Event, ls.step.Event} {
		step()
		ls.tick()
		moments = append(moments, momentOf(ls.ses))
	}
	if moments[3].now <= moments[0].now {
		t.Fatalf("the steps did not advance the simulation: %d ps then %d ps", moments[0].now, moments[3].now)
	}
	for i := 2; i >= 0; i-- {
		ls.scr.confirmed, ls.scr.refreshed = nil, 0
		backOne(t, ls)
		if got := momentOf(ls.ses); got != moments[i] {
			t.Errorf("Backspace %d: at %d ps, %d packets; want %d ps, %d packets", 3-i, got.now, got.packets, moments[i].now, moments[i].packets)
		}
		if want := []string{StepBackGoing, StepBackDone}; len(ls.scr.confirmed) != 2 || ls.scr.confirmed[0] != want[0] || ls.scr.confirmed[1] != want[1] {
			t.Errorf("Backspace %d said %q; want %q", 3-i, ls.scr.confirmed, want)
		}
		if ls.scr.refreshed != 1 {
			t.Errorf("Backspace %d read the figures %d times; want once", 3-i, ls.scr.refreshed)
		}
		for r, row := range ls.log.Rows() {
			if row.Fresh {
				t.Errorf("Backspace %d: row %d is marked as a step's", 3-i, r)
			}
		}
	}

	// Playing, then Backspace: nothing to take back
	ls.ses.SetPaused(false)
	for range 20 {
		ls.tick()
	}
	ls.ses.SetPaused(true)
	here := momentOf(ls.ses)
	ls.scr.warned = nil
	ls.step.Back()
	ls.tick()
	if got := momentOf(ls.ses); got != here || ls.step.Pending() {
		t.Errorf("Backspace after playing moved the simulation from %d ps to %d ps (under way %v)", here.now, got.now, ls.step.Pending())
	}
	if len(ls.scr.warned) != 1 || ls.scr.warned[0] != StepBackNone {
		t.Errorf("Backspace after playing said %q; want %q", ls.scr.warned, StepBackNone)
	}

	// A long run takes its step back over several slices: the screen
	// keeps drawing meanwhile, and the moment before the step comes back
	// exactly.
	ls.ses.SetSpeed(9)
	ls.ses.SetPaused(false)
	for range 240 {
		ls.tick()
	}
	ls.ses.SetPaused(true)
	long := momentOf(ls.ses)
	ls.step.Packet()
	ls.step.Back()
	under := momentOf(ls.ses)
	ls.step.Packet() // nothing steps while the replay runs
	ls.step.Event()
	ls.step.Back()
	if got := momentOf(ls.ses); got != under {
		t.Error("a step taken while the step back ran moved the simulation")
	}
	ls.step.Back()
	slices := 1
	for ls.step.Pending() {
		ls.step.Work()
		ls.tick()
		slices++
	}
	if got := momentOf(ls.ses); got != long {
		t.Errorf("after a long run, Backspace: at %d ps, %d packets; want %d ps, %d packets", got.now, got.packets, long.now, long.packets)
	}
	if slices < 2 {
		t.Errorf("the step back after %.2f ms of simulated time took %d slice; want several, the screen drawing between them", float64(long.now)/1e9, slices)
	}
	t.Logf("took a step back after %.2f ms of simulated time in %d slices", float64(long.now)/1e9, slices)
}
