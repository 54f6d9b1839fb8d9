package e2e

import (
	"fmt"
	"strconv"
	"testing"
	"time"

	"rxscope/lessons"
)

// lessonState is the lessons' and the presenter's part of the app's
// snapshot (viz.Snapshot).
type lessonState struct {
	Lesson      string
	Step, Steps int
	LessonTitle string
	StepTitle   string
	LessonText  string
	Choices     []string
	Answered    bool
	Preparing   bool
	Menu        bool
	Theme       string
	Blank       bool
	HideText    bool
	Embed       bool
	Fullscreen  bool
	Panels      map[string]rectState
	Controls    map[string]struct{ Hit rectState }
	FrameCost   frameCost
}

// lstate reads the lessons' part of the snapshot.
func (p *page) lstate() lessonState {
	p.t.Helper()
	var s lessonState
	p.state(&s)
	return s
}

// waitStep waits until the app shows step (from 1) of lesson id, ready.
func (p *page) waitStep(id string, step int) lessonState {
	p.t.Helper()
	p.waitJS(fmt.Sprintf(`(s => s.Lesson === %q && s.Step === %d && !s.Preparing)(window.rxscope.state())`, id, step), 60*time.Second)
	return p.lstate()
}

// TestLessonWalk presents every lesson as a speaker would, in the
// projector theme at 1920×1080: the lesson's number key opens it, each
// question is answered with A, and PageDown (a clicker's button) moves on
// until the last step. At every step it checks that the app reports the
// next step and no other, and that the title and the text on the screen
// are the runner's, by running the same lesson here, natively, with the
// same answers: every figure in the text comes from the model, and the
// model gives the same figures in the browser. Each step is saved as
// lesson-<id>-<step>.png. At the end 0 goes back to free exploration.
func TestLessonWalk(t *testing.T) {
	p := openPage(t, "/?theme=projector", 1920, 1080)
	if s := p.lstate(); s.Theme != "projector" || s.Lesson != "" {
		t.Fatalf("opened with theme %q in lesson %q; want the projector theme in free exploration", s.Theme, s.Lesson)
	}
	for n, l := range lessons.All() {
		if n >= 9 {
			break // the number keys open lessons 1 to 9
		}
		r, err := lessons.NewRunner(l)
		if err != nil {
			t.Fatal(err)
		}
		t0 := time.Now()
		f0 := p.vstate().Frames
		p.key("Digit"+strconv.Itoa(n+1), false)
		s := p.waitStep(l.ID, 1)
		defer func(l string) {}(l.ID)
		t.Logf("TIMING open %s %v", l.ID, time.Since(t0))
		if s.Steps != r.Len() || s.LessonTitle != l.Title {
			t.Fatalf("%s: the app says %d steps titled %q; the lesson has %d, %q", l.ID, s.Steps, s.LessonTitle, r.Len(), l.Title)
		}
		for step := 1; ; step++ {
			where := fmt.Sprintf("%s step %d", l.ID, step)
			checkShown(t, where, s, r)
			if r.Choices() != nil {
				if len(s.Choices) != len(r.Choices()) || s.Answered {
					t.Errorf("%s: the app asks with %d choices (answered %v); the runner has %d", where, len(s.Choices), s.Answered, len(r.Choices()))
				}
				if _, ok := s.Controls["choice-a"]; !ok {
					t.Errorf("%s: no button for the first answer", where)
				}
				p.key("KeyA", false)
				if _, err := r.Answer(0); err != nil {
					t.Fatal(err)
				}
				p.waitJS(`window.rxscope.state().Answered === true`, 10*time.Second)
				s = p.lstate()
				checkShown(t, where+" answered", s, r)
			}
			ts := time.Now()
			p.frames(3)
			p.screenshot(fmt.Sprintf("lesson-%s-%d", l.ID, step))
			t.Logf("TIMING %s %d shot %v", l.ID, step, time.Since(ts))
			if r.AtEnd() {
				break
			}
			p.key("PageDown", false)
			s = p.waitStep(l.ID, step+1)
			if !r.Next() {
				r.Advance()
			}
			if r.Index() != step {
				t.Fatalf("%s: the runner here is at step %d", where, r.Index()+1)
			}
		}
		t.Logf("TIMING lesson %s %v frames %d", l.ID, time.Since(t0), p.vstate().Frames-f0)
		// At the last step the clicker has nowhere to go.
		p.key("PageDown", false)
		p.frames(5)
		if s := p.lstate(); s.Step != r.Len() || s.Lesson != l.ID {
			t.Errorf("%s: PageDown at the last step moved to %s step %d", l.ID, s.Lesson, s.Step)
		}
	}
	p.key("Digit0", false)
	p.waitJS(`window.rxscope.state().Lesson === ""`, 10*time.Second)
	s := p.lstate()
	if _, ok := s.Panels["lesson"]; ok {
		t.Errorf("free exploration still shows the lesson panel")
	}
	if _, ok := s.Panels["figures"]; !ok {
		t.Errorf("free exploration shows no figures panel")
	}
	p.screenshot("lesson-sandbox-after")
}

// checkShown compares the step the app shows with the runner's.
func checkShown(t *testing.T, where string, s lessonState, r *lessons.Runner) {
	t.Helper()
	if s.StepTitle != r.Title() {
		t.Errorf("%s: the app shows the title %q; the runner's is %q", where, s.StepTitle, r.Title())
	}
	if s.LessonText != r.Text() {
		t.Errorf("%s: the app shows\n  %q\nthe runner's text is\n  %q", where, s.LessonText, r.Text())
	}
	if _, ok := s.Panels["lesson"]; !ok {
		t.Errorf("%s: no lesson panel on the screen", where)
	}
}
