package app

import (
	"strconv"
	"strings"
	"testing"

	"rxscope/lessons"
	"rxscope/model"
)

// fakeHost is a screen for the lessons: it starts the session on the
// knobs they load and counts what they tell it.
type fakeHost struct {
	t        *testing.T
	ses      *Session
	ls       *Lessons
	notices  []string
	opened   int
	logs     int // steps opened that point at the event log
	changed  int
	progress int
	warmed   int
}

func (h *fakeHost) Load(cfg model.Config) {
	if cfg == h.ses.Config() {
		return
	}
	if err := h.ses.Start(cfg); err != nil {
		h.t.Fatalf("a lesson loaded knobs the model refuses: %v", err)
	}
	h.ls.KnobsSet()
}
func (h *fakeHost) Notify(text string) { h.notices = append(h.notices, text) }
func (h *fakeHost) Opened(wantsLog bool) {
	h.opened++
	if wantsLog {
		h.logs++
	}
}
func (h *fakeHost) Changed()  { h.changed++ }
func (h *fakeHost) Progress() { h.progress++ }
func (h *fakeHost) Warmed()   { h.warmed++ }

// lessonRig is the lessons of an app with its session, its live figures
// and a scheduler that runs their jobs without a budget.
type lessonRig struct {
	h      *fakeHost
	ls     *Lessons
	ses    *Session
	live   Live
	jobs   [3]Job
	frames uint64
}

func newLessonRig(t *testing.T) *lessonRig {
	t.Helper()
	ses, err := NewSession(model.DefaultConfig(), true, DefaultSpeed)
	if err != nil {
		t.Fatal(err)
	}
	r := &lessonRig{ses: ses, live: NewLive(LiveWindow)}
	r.h = &fakeHost{t: t, ses: ses}
	r.ls = NewLessons(r.h, ses, &r.live)
	r.h.ls = r.ls
	r.jobs = [3]Job{r.ls.WarmUpJob(), r.ls.StepJob(), r.ls.NextJob()}
	return r
}

// settle draws frames and runs the lessons' jobs, in order of priority,
// until none is pending.
func (r *lessonRig) settle(t *testing.T) {
	t.Helper()
	for range 100000 {
		r.frames++
		r.ls.Tick(r.frames, r.frames, false)
		busy := false
		for _, j := range r.jobs {
			if j.Pending() {
				j.Work()
				busy = true
				break
			}
		}
		if !busy {
			return
		}
	}
	t.Fatal("the lessons' background work never ended")
}

func (r *lessonRig) do(t *testing.T, a Action) {
	t.Helper()
	if !r.ls.Do(a) {
		t.Fatalf("Lessons.Do(%v) took no action", a)
	}
	r.settle(t)
}

// at checks the open lesson and step (from 1).
func (r *lessonRig) at(t *testing.T, id string, step int) {
	t.Helper()
	run := r.ls.Runner()
	if run == nil {
		t.Fatalf("no lesson open, want %s step %d", id, step)
	}
	if run.Lesson().ID != id || run.Index()+1 != step {
		t.Fatalf("at %s step %d, want %s step %d", run.Lesson().ID, run.Index()+1, id, step)
	}
	if r.ses.Config() != run.Config() && !r.ls.Asking() {
		// a step's own knobs are on the screen when it opens
		t.Fatalf("%s step %d: the session runs %+v, the step %+v", id, step, r.ses.Config(), run.Config())
	}
}

// TestLessonWalk walks the first lesson from its first step to the
// second lesson's first with the clicker's next alone: a question is
// revealed by the first press and left by the second, every step opens
// warm (its warm-up ran through the live window), the words follow the
// step, and the last step's next goes on to the next lesson.
func TestLessonWalk(t *testing.T) {
	r := newLessonRig(t)
	all := lessons.All()
	first, second := all[0], all[1]
	r.do(t, Action{Kind: OpenLesson, N: 1})
	r.at(t, first.ID, 1)
	for i := 1; i <= first.Len(); i++ {
		r.at(t, first.ID, i)
		w := r.ls.Words()
		if want := "/ " + strconv.Itoa(first.Len()); !strings.HasPrefix(w.Counter, strconv.Itoa(i)+" ") || !strings.HasSuffix(w.Counter, want) {
			t.Errorf("step %d: counter %q", i, w.Counter)
		}
		if !strings.Contains(w.TopLine, first.Title) {
			t.Errorf("step %d: top line %q does not name the lesson", i, w.TopLine)
		}
		if r.ls.WarmingUp() {
			t.Errorf("step %d: still warming up after the jobs ran", i)
		}
		if _, _, done := r.live.Window(r.ses); done < 1 {
			t.Errorf("step %d: the live window is %.2f passed, want the step to open measured", i, done)
		}
		label, enabled := r.ls.NextLabel()
		switch {
		case r.ls.Asking():
			if label != "Reveal" {
				t.Errorf("step %d asks a question; Next says %q", i, label)
			}
			r.do(t, Action{Kind: NextStep})
			if !r.ls.Runner().Answered() {
				t.Fatalf("step %d: Next did not reveal the answer", i)
			}
			r.at(t, first.ID, i)
		case i == first.Len():
			if label != "Next lesson  ►" || !enabled {
				t.Errorf("last step: Next says %q (enabled %v)", label, enabled)
			}
		}
		r.do(t, Action{Kind: NextStep})
	}
	r.at(t, second.ID, 1)
	if len(r.h.notices) != 0 {
		t.Errorf("notices on the way: %q", r.h.notices)
	}
	if r.h.progress == 0 {
		t.Error("no step was prepared in the background: the Next button never heard")
	}
	if r.h.opened < first.Len()+1 || r.h.warmed < first.Len()+1 {
		t.Errorf("%d steps opened and %d warmed, want at least %d", r.h.opened, r.h.warmed, first.Len()+1)
	}
}

// TestLessonPrevAndGoto: PrevStep from a lesson's first step goes to the
// previous lesson's last; Goto clamps the step to the lesson's; an
// unknown lesson changes nothing; Sandbox leaves with
// the lesson's knobs for exploring.
func TestLessonPrevAndGoto(t *testing.T) {
	r := newLessonRig(t)
	all := lessons.All()
	r.do(t, Action{Kind: Goto, Lesson: all[1].ID, N: 1})
	r.at(t, all[1].ID, 1)
	if !r.ls.HasPrev() {
		t.Error("the second lesson's first step has nowhere to go back to")
	}
	r.do(t, Action{Kind: PrevStep})
	r.at(t, all[0].ID, all[0].Len())
	r.do(t, Action{Kind: Goto, Lesson: all[2].ID, N: 99})
	r.at(t, all[2].ID, all[2].Len())
	r.do(t, Action{Kind: Goto, Lesson: all[0].ID, N: 2})
	r.at(t, all[0].ID, 2)
	r.do(t, Action{Kind: Goto, Lesson: "no-such-lesson", N: 1})
	r.at(t, all[0].ID, 2)
	r.do(t, Action{Kind: OpenLesson, N: 0})
	r.do(t, Action{Kind: OpenLesson, N: len(all) + 1})
	r.at(t, all[0].ID, 2)
	explore := r.ls.Runner().Explore()
	r.do(t, Action{Kind: Sandbox})
	if r.ls.Open() || r.ls.Runner() != nil {
		t.Fatal("Sandbox left a lesson open")
	}
	if r.ses.Config() != explore {
		t.Errorf("Sandbox runs %+v, want the lesson's %+v", r.ses.Config(), explore)
	}
	if w := r.ls.Words(); w.TopLine != "" || w.Header != "" || r.ls.Status() != "" {
		t.Errorf("words left in free exploration: %+v, status %q", *w, r.ls.Status())
	}
	r.do(t, Action{Kind: Goto, Lesson: "", N: 0})
	if r.ls.Open() {
		t.Error("Goto \"\" opened a lesson")
	}
	if lbl, ok := r.ls.NextLabel(); lbl != "" || ok {
		t.Errorf("NextLabel outside a lesson: %q %v", lbl, ok)
	}
}

// TestLessonAnswer: an answer is taken only while a question waits, in
// range; the status line gives the choices while it waits and not after.
func TestLessonAnswer(t *testing.T) {
	r := newLessonRig(t)
	l, i := questionStep(t)
	r.do(t, Action{Kind: Goto, Lesson: l.ID, N: i + 1})
	if !r.ls.Asking() {
		t.Fatalf("%s step %d asks no question", l.ID, i+1)
	}
	if s := r.ls.Status(); !strings.Contains(s, "Your guess?") || !strings.Contains(s, " A: ") {
		t.Errorf("status while asking: %q", s)
	}
	r.do(t, Action{Kind: Answer, N: 9}) // out of range: ignored
	r.do(t, Action{Kind: Answer, N: -1})
	if !r.ls.Asking() {
		t.Fatal("an answer out of range was taken")
	}
	r.do(t, Action{Kind: Answer, N: 0})
	if r.ls.Asking() || !r.ls.Runner().Answered() || r.ls.Runner().Chosen() != 0 {
		t.Fatal("answer A was not recorded")
	}
	if s := r.ls.Status(); strings.Contains(s, "Your guess?") {
		t.Errorf("status after the answer still asks: %q", s)
	}
}

// questionStep is the first step of the shipped lessons that asks a
// question.
func questionStep(t *testing.T) (*lessons.Lesson, int) {
	for _, l := range lessons.All() {
		for i, st := range l.Steps {
			if st.Predict != nil {
				return l, i
			}
		}
	}
	t.Fatal("no lesson asks a question")
	return nil, 0
}

// TestLessonTry: on a step whose Try button sets knobs without a control,
// Try loads them and warms them up, and a second press (once the button
// offers the step back) takes the step's own knobs back.
func TestLessonTry(t *testing.T) {
	r := newLessonRig(t)
	for _, l := range lessons.All() {
		for i := range l.Steps {
			r.do(t, Action{Kind: Goto, Lesson: l.ID, N: i + 1})
			if r.ls.Asking() {
				r.do(t, Action{Kind: Answer, N: 0})
			}
			w := r.ls.Words()
			if w.TryLabel == "" || w.TryBack {
				continue
			}
			step := r.ls.Runner().Config()
			r.do(t, Action{Kind: Try})
			if r.ses.Config() == step {
				t.Fatalf("%s step %d: Try %q changed no knob", l.ID, i+1, w.TryLabel)
			}
			for _, s := range r.ls.Runner().Step().Try {
				if got := r.ses.Config().Get(s.Knob); got != s.Value {
					t.Errorf("%s step %d: after Try %s = %s, want %s", l.ID, i+1, s.Knob, got, s.Value)
				}
			}
			if r.ls.WarmingUp() {
				t.Errorf("%s step %d: the tried run is still warming up", l.ID, i+1)
			}
			if w := r.ls.Words(); w.TryBack {
				r.do(t, Action{Kind: Try})
				if r.ses.Config() != step {
					t.Errorf("%s step %d: %q did not take the step's knobs back", l.ID, i+1, w.TryLabel)
				}
			}
			return
		}
	}
	t.Fatal("no step offers a Try button")
}

// TestLessonsDoOnlyTheirs: the lessons take their actions and leave the
// others (presenting, the screen's panels) alone.
func TestLessonsDoOnlyTheirs(t *testing.T) {
	r := newLessonRig(t)
	for k := NoAction; k < numActionKinds; k++ {
		mine := k >= NextStep && k <= Try
		if got := r.ls.Do(Action{Kind: k}); got != mine {
			t.Errorf("Lessons.Do(%v) = %v, want %v", k, got, mine)
		}
		r.settle(t)
	}
}
