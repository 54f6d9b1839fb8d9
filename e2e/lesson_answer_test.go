package e2e

import (
	"fmt"
	"testing"
	"time"

	"rxscope/layout"
	"rxscope/lessons"
)

// TestLessonAnswerMarked: once a question is revealed (the clicker's
// PageDown) or answered wrongly (a click), the choices give way to one
// row that marks the right answer, the runner's, at both sizes.
func TestLessonAnswerMarked(t *testing.T) {
	l, ok := lessons.Lookup("shinfo")
	if !ok {
		t.Fatal("no lesson shinfo")
	}
	r, err := lessons.NewRunner(l)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Goto(3); err != nil {
		t.Fatal(err)
	}
	r.Reveal()
	right := r.Choices()[r.Right()]
	for _, sz := range []struct {
		w, h  int
		query string
	}{{1280, 720, ""}, {1920, 1080, "&theme=projector"}} {
		t.Run(fmt.Sprint(sz.w), func(t *testing.T) {
			p := openPage(t, "/?lesson=shinfo&step=4"+sz.query, sz.w, sz.h)
			s := p.waitStep("shinfo", 4)
			if s.AnswerShown != "" || len(s.Choices) != 3 {
				t.Fatalf("before the answer: marked %q, choices %v", s.AnswerShown, s.Choices)
			}
			if sz.w == 1280 {
				p.tapKey("PageDown") // the clicker reveals the answer
			} else {
				wrong := (r.Right() + 1) % len(r.Choices())
				x, y := centre(s.Controls["choice-"+string(rune('a'+wrong))].Hit)
				p.click(x, y)
			}
			p.waitJS(`window.rxscope.state().Answered === true`, 10*time.Second)
			p.frames(2)
			s = p.vstate()
			if want := layout.AnswerText(right); s.AnswerShown != want {
				t.Errorf("after the answer the panel marks %q; want %q", s.AnswerShown, want)
			}
			if _, ok := s.Controls["lesson-answer"]; !ok {
				t.Error("no answer row on the screen")
			}
			p.saveShot(fmt.Sprintf("lesson-answer-%d", sz.w))
		})
	}
}
