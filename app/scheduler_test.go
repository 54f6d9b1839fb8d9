package app

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// fakeClock is a wall clock that advances only when a job works.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// fakeJob has left slices of cost each; it yields the frame after its
// first slice when yieldFirst is set, and logs what ran.
type fakeJob struct {
	name       string
	left       int
	cost       time.Duration
	yieldFirst bool
	clock      *fakeClock
	log        *[]string
}

func (j *fakeJob) Pending() bool { return j.left > 0 }

func (j *fakeJob) Work() bool {
	j.clock.t = j.clock.t.Add(j.cost)
	j.left--
	*j.log = append(*j.log, j.name)
	if j.yieldFirst {
		j.yieldFirst = false
		return false
	}
	return true
}

// TestSchedulerBudgetAndPriority: the jobs run in order of priority
// within one budget per frame, shared by the frame's Updates; a job that
// yields gives up the rest of the frame to the jobs after it; the next
// frame gets a new budget.
func TestSchedulerBudgetAndPriority(t *testing.T) {
	clock := &fakeClock{}
	var log []string
	s := NewScheduler(10*time.Millisecond, clock.now)
	job := func(name string, n int, ms int, yield bool) *fakeJob {
		return &fakeJob{name: name, left: n, cost: time.Duration(ms) * time.Millisecond, yieldFirst: yield, clock: clock, log: &log}
	}
	back := job("back", 2, 3, false)
	chart := job("chart", 10, 2, true)
	next := job("next", 3, 4, false)
	s.Register(PriorityNextStep, next)
	s.Register(PriorityChart, chart)
	s.Register(PriorityStepBack, back)

	frames := []struct {
		updates int
		want    string
	}{
		// back takes 6 ms; chart yields after its first slice; next takes
		// 4 ms, past the budget (a slice is never cut)
		{1, "back back chart next"},
		// a second Update of the same frame finds the budget spent
		{2, "chart chart chart chart chart"},
		// the chart's last 8 ms leave room for one slice of next
		{1, "chart chart chart chart next"},
		{3, "next"},
		{1, ""},
	}
	for i, f := range frames {
		log = log[:0]
		for range f.updates {
			s.Run()
		}
		if got := strings.Join(log, " "); got != f.want {
			t.Errorf("frame %d: ran %q; want %q", i, got, f.want)
		}
		if s.Spent() > 0 && !s.RanThisFrame(PriorityChart) && !s.RanThisFrame(PriorityNextStep) && !s.RanThisFrame(PriorityStepBack) {
			t.Errorf("frame %d: time spent, yet no job ran", i)
		}
		s.FrameDrawn()
	}
	if s.Busy() {
		t.Error("Busy with every job finished")
	}
	if got := s.Slices(PriorityChart); got != 10 {
		t.Errorf("the chart ran %d slices; want 10", got)
	}
	if got := s.Used(PriorityStepBack); got != 6*time.Millisecond {
		t.Errorf("the step back used %v; want 6ms", got)
	}
}

// TestSchedulerRunAllocatesNothing: a frame's Run allocates nothing.
func TestSchedulerRunAllocatesNothing(t *testing.T) {
	clock := &fakeClock{}
	var log []string
	j := &fakeJob{name: "j", left: 1 << 30, cost: time.Millisecond, clock: clock, log: &log}
	s := NewScheduler(4*time.Millisecond, clock.now)
	s.Register(PriorityChart, j)
	log = make([]string, 0, 1<<12)
	n := testing.AllocsPerRun(100, func() {
		log = log[:0]
		s.Run()
		s.FrameDrawn()
	})
	if n != 0 {
		t.Errorf("Run allocates %v times a frame", n)
	}
}

func ExampleScheduler() {
	clock := &fakeClock{}
	var log []string
	s := NewScheduler(5*time.Millisecond, clock.now)
	s.Register(PriorityLesson, &fakeJob{name: "lesson step", left: 2, cost: 2 * time.Millisecond, clock: clock, log: &log})
	s.Register(PriorityChart, &fakeJob{name: "chart point", left: 3, cost: 2 * time.Millisecond, clock: clock, log: &log})
	for frame := 1; s.Busy(); frame++ {
		log = log[:0]
		s.Run()
		fmt.Printf("frame %d: %s\n", frame, strings.Join(log, ", "))
		s.FrameDrawn()
	}
	// Output:
	// frame 1: lesson step, lesson step, chart point
	// frame 2: chart point, chart point
}

// TestSchedulerForegroundHoldsBackground: while a lesson step's warm-up
// is pending, even after it yields the frame, the chart's sweep waits
// (it would go to a worker and share the warm-up's core); it runs once
// the warm-up is done.
func TestSchedulerForegroundHoldsBackground(t *testing.T) {
	clock := &fakeClock{}
	var log []string
	s := NewScheduler(10*time.Millisecond, clock.now)
	warm := &fakeJob{name: "warm", left: 2, cost: time.Millisecond, yieldFirst: true, clock: clock, log: &log}
	chart := &fakeJob{name: "chart", left: 1, cost: time.Millisecond, clock: clock, log: &log}
	s.Register(PriorityWarmUp, warm)
	s.Register(PriorityChart, chart)
	for i, want := range []string{"warm", "warm chart", ""} {
		log = log[:0]
		s.Run()
		s.Run() // a second Update of the frame changes nothing
		if got := strings.Join(log, " "); got != want {
			t.Errorf("frame %d: ran %q; want %q", i, got, want)
		}
		s.FrameDrawn()
	}
}

// TestSchedulerForeground: Foreground is true exactly while a job the
// screen waits for is pending.
func TestSchedulerForeground(t *testing.T) {
	clock := &fakeClock{}
	var log []string
	s := NewScheduler(10*time.Millisecond, clock.now)
	warm := &fakeJob{name: "warm", left: 1, cost: time.Millisecond, clock: clock, log: &log}
	chart := &fakeJob{name: "chart", left: 1, cost: time.Millisecond, clock: clock, log: &log}
	s.Register(PriorityWarmUp, warm)
	s.Register(PriorityChart, chart)
	if !s.Foreground() {
		t.Error("a pending warm-up is not foreground")
	}
	s.Run()
	if s.Foreground() {
		t.Error("foreground with the warm-up done and only the chart left")
	}
}

// TestSchedulerForegroundBudget: the work the screen waits for may spend
// ForegroundBudget frames' budgets in a frame, the background work only
// the one budget, whether alone or after the foreground work in the same
// frame.
func TestSchedulerForegroundBudget(t *testing.T) {
	const budget = 4 * time.Millisecond
	for _, tc := range []struct {
		name       string
		fore, back int // slices of 1 ms pending
		wantFore   int // slices run in the first frame
		wantBack   int
	}{
		{"a warm-up alone", 100, 0, ForegroundBudget * 4, 0},
		{"a chart alone", 0, 100, 0, 4},
		{"a warm-up that ends in 2 ms, then the chart", 2, 100, 2, 2},
		{"a warm-up that ends past the frame's budget", 6, 100, 6, 0},
	} {
		clock := &fakeClock{}
		var log []string
		s := NewScheduler(budget, clock.now)
		fore := &fakeJob{name: "fore", left: tc.fore, cost: time.Millisecond, clock: clock, log: &log}
		back := &fakeJob{name: "back", left: tc.back, cost: time.Millisecond, clock: clock, log: &log}
		s.Register(PriorityWarmUp, fore)
		s.Register(PriorityChart, back)
		s.Run()
		if f, b := tc.fore-fore.left, tc.back-back.left; f != tc.wantFore || b != tc.wantBack {
			t.Errorf("%s: %d foreground and %d background slices of 1 ms in a %v frame; want %d and %d", tc.name, f, b, budget, tc.wantFore, tc.wantBack)
		}
	}
}
