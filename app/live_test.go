package app

import (
	"testing"

	"rxscope/lessons"
	"rxscope/model"
)

// tickUntilLive ticks s, observing l, until l's window is done or ticks
// run out, and reports the ticks it took.
func tickUntilLive(t *testing.T, s *Session, l *Live, ticks int) int {
	t.Helper()
	for i := 0; i < ticks; i++ {
		s.Tick()
		l.Observe(s)
		if _, _, done := l.Window(s); done == 1 {
			return i + 1
		}
	}
	t.Fatalf("the live window was not done after %d ticks (%d packets)", ticks, s.After().Metrics().Packets)
	return 0
}

// TestLiveWindow: nothing is done before the warm-up's end; the window
// then counts from the base, in both runs from the same instant; a new
// start forgets it.
func TestLiveWindow(t *testing.T) {
	s, err := NewSession(model.DefaultConfig(), false, 7)
	if err != nil {
		t.Fatal(err)
	}
	l := NewLive(LiveWindow)
	s.Tick()
	l.Observe(s)
	if _, _, done := l.Window(s); done != 0 {
		t.Errorf("after one tick (%d packets) the window is %v done", s.After().Metrics().Packets, done)
	}
	tickUntilLive(t, s, &l, 100000)
	b, a, _ := l.Window(s)
	if a.Packets < uint64(LiveWindow.Packets) || a.Start != b.Start || a.Start == 0 {
		t.Errorf("done with %d packets, after from %v, before from %v", a.Packets, a.Start, b.Start)
	}
	if total := s.After().Metrics().Packets; total < a.Packets+uint64(LiveWindow.Warmup) {
		t.Errorf("the window holds %d of %d packets: the warm-up was not left out", a.Packets, total)
	}
	s.Restart()
	if _, _, done := l.Window(s); done != 0 {
		t.Errorf("after a restart the window is %v done", done)
	}
}

// TestLiveSign: over the configurations of the lesson steps, the live
// window's change in cycles per packet has the sign of the lessons'
// measured runs (model.Window lessons.DefaultWindow) wherever they differ by
// more than 3%.
func TestLiveSign(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a session per lesson step")
	}
	for _, les := range lessons.All() {
		for i := range les.Steps {
			cfg, err := les.Config(i)
			if err != nil {
				t.Fatal(err)
			}
			want := [2]float64{}
			for k, c := range [2]model.Config{BeforeConfig(cfg), cfg} {
				sim, err := model.New(c)
				if err != nil {
					t.Fatal(err)
				}
				model.NewMeasurement(sim, lessons.DefaultWindow).Run()
				want[k] = sim.Metrics().CyclesPerPacket()
			}
			wantChange := (want[1] - want[0]) / want[0]
			if wantChange > -0.03 && wantChange < 0.03 {
				continue
			}
			s, err := NewSession(cfg, false, 8)
			if err != nil {
				t.Fatal(err)
			}
			l := NewLive(LiveWindow)
			tickUntilLive(t, s, &l, 200000)
			b, a, _ := l.Window(s)
			got := (a.CyclesPerPacket() - b.CyclesPerPacket()) / b.CyclesPerPacket()
			if got*wantChange <= 0 {
				t.Errorf("%s step %d: live change %+.1f%%, measured %+.1f%%", les.ID, i+1, 100*got, 100*wantChange)
			}
		}
	}
}
