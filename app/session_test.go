package app

import (
	"errors"
	"testing"

	"rxscope/model"
)

// moment is what the screen shows of a session at one time.
type moment struct {
	now, beforeNow model.Time
	after, before  model.Metrics
	cursors        model.Cursors
	cc             uint64
}

func momentOf(s *Session) moment {
	return moment{s.After().Now(), s.Before().Now(), s.After().Metrics(), s.Before().Metrics(), s.After().Cursors(), uint64(s.After().CC())}
}

// TestSessionLockstep: at every speed, a tick leaves today's driver at
// the look-ahead's time, and only a tick that plays changes Steps.
func TestSessionLockstep(t *testing.T) {
	for lv := range Speeds {
		s, err := NewSession(model.DefaultConfig(), false, lv)
		if err != nil {
			t.Fatal(err)
		}
		for range 2 * TicksPerSecond {
			s.Tick()
			if s.Before().Now() != s.After().Now() {
				t.Fatalf("speed %d: before at %v, after at %v", lv, s.Before().Now(), s.After().Now())
			}
		}
		if s.Steps() == 0 || s.After().Now() == 0 {
			t.Errorf("speed %d: two seconds of ticks ran nothing", lv)
		}
		s.SetPaused(true)
		steps, now := s.Steps(), s.After().Now()
		s.Tick()
		if s.Steps() != steps || s.After().Now() != now {
			t.Errorf("speed %d: a paused tick advanced", lv)
		}
	}
}

// TestStepBackIsExact: after play, events and packets, a step back
// replayed in slices returns both simulations to exactly the moment
// before the last step the user took; a played stretch cannot be taken
// back.
func TestStepBackIsExact(t *testing.T) {
	s, err := NewSession(model.DefaultConfig(), false, DefaultSpeed+2)
	if err != nil {
		t.Fatal(err)
	}
	for range 30 {
		s.Tick()
	}
	if s.CanStepBack() || s.BeginStepBack() {
		t.Fatal("a played stretch can be taken back")
	}
	s.SetPaused(true)
	var moments []moment
	for i := range 6 {
		moments = append(moments, momentOf(s))
		if i%2 == 0 {
			s.StepPacket()
		} else {
			s.StepEvent(true)
		}
	}
	for i := len(moments) - 1; i >= 0; i-- {
		if !s.BeginStepBack() || !s.SteppingBack() {
			t.Fatalf("step back %d did not start", i)
		}
		s.Tick() // ticks wait while the replay runs
		slices := 0
		for !s.StepBackSlice() {
			slices++
		}
		if got := momentOf(s); got != moments[i] {
			t.Errorf("after step back %d (%d slices): %+v; want %+v", i, slices, got, moments[i])
		}
		if !s.Paused() || s.SteppingBack() {
			t.Errorf("after step back %d: paused %v, stepping back %v", i, s.Paused(), s.SteppingBack())
		}
	}
	if s.CanStepBack() {
		t.Error("the played stretch before the steps can be taken back")
	}
}

// TestSessionStartRejects: a configuration the model refuses leaves the
// session as it was, with the model's *KnobError.
func TestSessionStartRejects(t *testing.T) {
	s, err := NewSession(model.DefaultConfig(), true, DefaultSpeed)
	if err != nil {
		t.Fatal(err)
	}
	s.StepPacket()
	before := momentOf(s)
	bad := model.DefaultConfig()
	bad.Distance = 99
	var ke *model.KnobError
	if err := s.Start(bad); !errors.As(err, &ke) || ke.Knob != "distance" {
		t.Fatalf("Start(distance 99) = %v; want a KnobError for distance", err)
	}
	if momentOf(s) != before || s.Config() != model.DefaultConfig() {
		t.Error("a refused configuration changed the session")
	}
	cfg := model.DefaultConfig()
	cfg.XDP = model.XDPDrop
	if err := s.Start(cfg); err != nil || s.After().Now() != 0 || s.Before().Config() != BeforeConfig(cfg) || s.CanStepBack() {
		t.Errorf("Start(xdp drop): %v; at %v, before runs %+v", err, s.After().Now(), s.Before().Config())
	}
}

// TestSpeedsAreFixedInSimulatedTime: every level either runs whole
// events or a quantum of simulated time, never both, faster down the
// list.
func TestSpeedsAreFixedInSimulatedTime(t *testing.T) {
	last := 0.0
	for i, lv := range Speeds {
		var perSecond float64
		switch {
		case lv.TicksPerEvent > 0 && lv.Quantum == 0:
			perSecond = float64(TicksPerSecond) / float64(lv.TicksPerEvent) // events
		case lv.TicksPerEvent == 0 && lv.Quantum > 0:
			perSecond = 1e9 + float64(lv.Quantum) // past every event level
		default:
			t.Fatalf("speed %d: %+v is neither", i, lv)
		}
		if perSecond <= last {
			t.Errorf("speed %d is not faster than speed %d", i, i-1)
		}
		last = perSecond
	}
	if DefaultSpeed < 0 || DefaultSpeed >= len(Speeds) {
		t.Errorf("DefaultSpeed %d is not a level", DefaultSpeed)
	}
}

// TestWarmUp: a lesson step opens after the warm-up's packets, both runs
// at the same instant, and a step taken after it goes back exactly to
// the warmed-up state (the log's run to its time replays it).
func TestWarmUp(t *testing.T) {
	s, err := NewSession(model.DefaultConfig(), true, DefaultSpeed)
	if err != nil {
		t.Fatal(err)
	}
	s.WarmUp(LiveWindow.Warmup)
	if got := s.After().Metrics().Packets; got < uint64(LiveWindow.Warmup) || s.Before().Now() != s.After().Now() {
		t.Fatalf("warmed up to %d packets, before at %v, after at %v", got, s.Before().Now(), s.After().Now())
	}
	warm := momentOf(s)
	s.WarmUp(LiveWindow.Warmup)
	if momentOf(s) != warm {
		t.Errorf("a second warm-up ran on")
	}
	s.StepPacket()
	if !s.BeginStepBack() {
		t.Fatal("the step after the warm-up cannot be taken back")
	}
	for !s.StepBackSlice() {
	}
	if got := momentOf(s); got != warm {
		t.Errorf("back from the step after the warm-up: %+v; want %+v", got, warm)
	}
}

// TestWarmUpSlices: a warm-up in slices of 100 packets ends where one in
// a single go ends.
func TestWarmUpSlices(t *testing.T) {
	one, _ := NewSession(model.DefaultConfig(), true, DefaultSpeed)
	sliced, _ := NewSession(model.DefaultConfig(), true, DefaultSpeed)
	one.WarmUp(LiveWindow.Warmup)
	slices := 1
	for !sliced.WarmUpSlice(LiveWindow.Warmup, 100) {
		slices++
	}
	if got, want := momentOf(sliced), momentOf(one); got != want || slices < 10 {
		t.Errorf("in %d slices: %+v; in one go: %+v", slices, got, want)
	}
}
