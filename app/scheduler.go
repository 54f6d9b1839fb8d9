package app

import "time"

// The app's background work (a step back's replay, a lesson step being
// prepared, the scene list's measurements, the chart's sweep, the next
// lesson step) runs in the Updates between frames, a slice at a time, so
// the animation keeps moving. One Scheduler gives all of it one budget of
// wall time per drawn frame, in a fixed order of priority: the work
// somebody waits for first, the work nobody waits for last. When frames
// are slow, Ebitengine runs several Updates per frame to keep 60 ticks a
// second; the budget is the frame's, shared by its Updates, so a slow
// machine gets the background work later, never slower frames.
//
// The work the screen waits for (a step back, a step's warm-up, a step
// asked for) gets a larger budget of its own, ForegroundBudget: while it
// runs the screen shows "Preparing…" and waits, so a longer frame costs
// nothing anybody watches, and the step opens sooner. The frames of the
// animation keep the one budget.
//
// The clock decides only when work is done, never what it computes:
// every job gives the same result however it is sliced.

// Priority orders the jobs: a lower value runs first.
type Priority uint8

const (
	PriorityStepBack  Priority = iota // the replay behind Backspace: the screen waits for it
	PriorityWarmUp                    // the warm-up of a lesson step just opened (Session.WarmUpSlice)
	PriorityLesson                    // a lesson step somebody asked for
	PrioritySceneList                 // the open scene list's measurements
	PriorityMachine                   // the open machine panel's chart of what decides the gain
	PriorityChart                     // the chart's sweep of the prefetch distance
	PriorityNextStep                  // the next lesson step, prepared before it is asked for
	NumPriorities
)

var priorityNames = [NumPriorities]string{"step back", "warm-up", "lesson step", "scene list", "machine panel", "chart", "next step"}

// String names the priority's job.
func (p Priority) String() string {
	if p < NumPriorities {
		return priorityNames[p]
	}
	panic("app: Priority.String: unknown priority")
}

// Job is one piece of background work.
type Job interface {
	// Pending reports whether the job has work to do now.
	Pending() bool
	// Work runs one slice of the job, short next to the budget (a few
	// hundred microseconds at most), and reports whether the job can go
	// on in this frame; false leaves the rest of the frame to the jobs
	// after it (a job whose next slice is a large allocation takes it
	// only as the first thing of a frame's share).
	Work() (more bool)
}

// Scheduler runs the jobs within a budget of wall time per frame. Its
// zero value has no jobs and no budget; NewScheduler sets both up.
type Scheduler struct {
	// configuration
	jobs   [NumPriorities]Job
	budget time.Duration    // wall time per drawn frame
	fore   time.Duration    // … for the jobs the screen waits for (ForegroundBudget)
	now    func() time.Time // the wall clock (a fake one in tests)

	// current state
	spent  time.Duration                // wall time used since the last frame was drawn
	frame  uint64                       // frames drawn
	slices [NumPriorities]uint64        // slices each job has run, since the start
	last   [NumPriorities]uint64        // the frame each job last ran in, plus one
	yield  [NumPriorities]uint64        // the frame a job yielded in, plus one
	used   [NumPriorities]time.Duration // wall time each job has taken, since the start
}

// NewScheduler makes a scheduler that gives its jobs budget of wall time
// per frame, read from now (time.Now in the app), and the jobs the screen
// waits for ForegroundBudget times as much.
func NewScheduler(budget time.Duration, now func() time.Time) *Scheduler {
	return &Scheduler{budget: budget, fore: ForegroundBudget * budget, now: now}
}

// ForegroundBudget is how many frames' budgets a frame gives the work the
// screen waits for (a step back, a step's warm-up, a step asked for): at
// the app's 6 ms, 12 ms, so a step's warm-up is done in half the frames.
// With four (24 ms) the warm-up was quicker still, but the longest frame
// over three lessons' steps (TestLessonStepsDoNotFreeze, software WebGL
// on a shared 2-core machine) measured 233 and 252 ms against 169 ms with
// one and 130 ms with two (one run each: the load moves it a lot).
const ForegroundBudget = 2

// Register sets the job of priority p, replacing the one it had.
func (s *Scheduler) Register(p Priority, j Job) { s.jobs[p] = j }

// Run works, in an Update, on the pending jobs in order of priority until
// the frame's budget is spent or no job is pending; the jobs the screen
// waits for may spend the larger foreground budget. While a job the
// screen waits for (a step back, a step's warm-up, a lesson step) is
// pending, the jobs after it wait for a later frame, even when it has
// yielded this one: a background job would hand its work to a worker,
// whose core the foreground job then shares. It reports whether any job
// ran. It allocates nothing.
func (s *Scheduler) Run() bool {
	ran := false
	for p := range NumPriorities {
		j := s.jobs[p]
		if j == nil {
			continue
		}
		if p < PrioritySceneList && s.yield[p] == s.frame+1 && j.Pending() {
			break // the screen waits for it: nothing after it runs this frame
		}
		if s.yield[p] == s.frame+1 {
			continue
		}
		limit := s.budget
		if p < PrioritySceneList {
			limit = s.fore
		}
		for s.spent < limit && j.Pending() {
			start := s.now()
			more := j.Work()
			d := s.now().Sub(start)
			s.spent += d
			s.used[p] += d
			s.slices[p]++
			s.last[p] = s.frame + 1
			ran = true
			if !more {
				s.yield[p] = s.frame + 1
				break
			}
		}
		if s.spent >= limit || (p < PrioritySceneList && j.Pending()) {
			break
		}
	}
	return ran
}

// Foreground reports whether a job the screen waits for (a step back, a
// step's warm-up, a lesson step) is pending: background work waits for
// it, in the frames (Run) and in the workers (Worker.Hold).
func (s *Scheduler) Foreground() bool {
	for p := range PrioritySceneList {
		if j := s.jobs[p]; j != nil && j.Pending() {
			return true
		}
	}
	return false
}

// FrameDrawn starts a new frame's budget; Draw calls it.
func (s *Scheduler) FrameDrawn() {
	s.frame++
	s.spent = 0
}

// Busy reports whether any job is pending.
func (s *Scheduler) Busy() bool {
	for _, j := range s.jobs {
		if j != nil && j.Pending() {
			return true
		}
	}
	return false
}

// Slices is how many slices the job of priority p has run since the start.
func (s *Scheduler) Slices(p Priority) uint64 { return s.slices[p] }

// RanThisFrame reports whether the job of priority p has run since the
// last frame was drawn.
func (s *Scheduler) RanThisFrame(p Priority) bool { return s.last[p] == s.frame+1 }

// Spent is the wall time the jobs have used since the last frame was drawn.
func (s *Scheduler) Spent() time.Duration { return s.spent }

// Used is the wall time the job of priority p has taken since the start.
func (s *Scheduler) Used(p Priority) time.Duration { return s.used[p] }
