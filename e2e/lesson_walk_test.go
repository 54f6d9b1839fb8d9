package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"rxscope/app"
	"rxscope/lessons"
)

// waitStep waits until the app shows step (from 1) of lesson id, ready.
func (p *page) waitStep(id string, step int) app.Snapshot {
	p.t.Helper()
	p.waitJS(fmt.Sprintf(`(s => s.Lesson === %q && s.Step === %d && !s.Preparing)(window.rxscope.state())`, id, step), 60*time.Second)
	return p.vstate()
}

// TestLessonWalk presents every lesson as a speaker would, in the
// projector theme at 1920×1080: the lesson's number key opens it from
// free exploration, each question is answered with A, and PageDown (a
// clicker's button) moves on until the last step, and from there to the
// next lesson's first step (PageUp comes back). At every step it checks
// that the app reports the next step and no other, and that the title and
// the text on the screen are the runner's, by running the same lesson here, natively, with the same
// answers: every figure in the text comes from the model, and the model
// gives the same figures in the browser. Each step is saved as
// lesson-<id>-<step>.png. At the end 0 goes back to free exploration.
// Each lesson gets a tab of its own.
func TestLessonWalk(t *testing.T) {
	for n, l := range lessons.All() {
		if n >= 9 {
			break // the number keys open lessons 1 to 9
		}
		t.Run(l.ID, func(t *testing.T) { walkLesson(t, n+1, l) })
	}
}

func walkLesson(t *testing.T, key int, l *lessons.Lesson) {
	r, err := lessons.NewRunner(l)
	if err != nil {
		t.Fatal(err)
	}
	p := openPage(t, "/?theme=projector", 1920, 1080)
	if s := p.vstate(); s.Theme != "projector" || s.Lesson != "" {
		t.Fatalf("opened with theme %q in lesson %q; want the projector theme in free exploration", s.Theme, s.Lesson)
	}
	t0 := time.Now()
	p.tapKey("Digit" + strconv.Itoa(key))
	s := p.waitStep(l.ID, 1)
	if s.Steps != r.Len() || s.LessonTitle != l.Title {
		t.Fatalf("the app says %d steps titled %q; the lesson has %d, %q", s.Steps, s.LessonTitle, r.Len(), l.Title)
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
			p.tapKey("KeyA")
			if _, err := r.Answer(0); err != nil {
				t.Fatal(err)
			}
			p.waitJS(`window.rxscope.state().Answered === true`, 10*time.Second)
			s = p.vstate()
			checkShown(t, where+" answered", s, r)
		}
		p.saveShot(fmt.Sprintf("lesson-%s-%d", l.ID, step))
		if r.AtEnd() {
			break
		}
		p.tapKey("PageDown")
		s = p.waitStep(l.ID, step+1)
		if !r.Next() {
			r.Advance()
		}
		if r.Index() != step {
			t.Fatalf("%s: the runner here is at step %d", where, r.Index()+1)
		}
	}
	// At the last step the clicker goes on to the next lesson's first
	// step, and back to this one's last; after the last lesson it has
	// nowhere to go.
	all := lessons.All()
	last := p.vstate()
	if more := key < len(all); last.NextEnabled != more || !more && last.NextLabel == "Next lesson  ►" {
		t.Errorf("at the last step the Next button says %q (enabled %v); another lesson follows: %v", last.NextLabel, last.NextEnabled, more)
	}
	p.tapKey("PageDown")
	if key < len(all) { // key counts from 1: all[key] is the next lesson
		p.waitStep(all[key].ID, 1)
		p.tapKey("PageUp")
		checkShown(t, l.ID+" back from the next lesson", p.waitStep(l.ID, r.Len()), r)
	} else {
		p.frames(2)
		if s := p.vstate(); s.Step != r.Len() || s.Lesson != l.ID {
			t.Errorf("PageDown at the last step of the last lesson moved to %s step %d", s.Lesson, s.Step)
		}
	}
	t.Logf("%s: %d steps in %.1f s", l.ID, r.Len(), time.Since(t0).Seconds())
	p.tapKey("Digit0")
	p.waitJS(`window.rxscope.state().Lesson === ""`, 10*time.Second)
	s = p.vstate()
	if _, ok := s.Panels["lesson"]; ok {
		t.Errorf("free exploration still shows the lesson panel")
	}
	if _, ok := s.Panels["figures"]; !ok {
		t.Errorf("free exploration shows no figures panel")
	}
}

// checkShown compares the step the app shows with the runner's.
func checkShown(t *testing.T, where string, s app.Snapshot, r *lessons.Runner) {
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

// tapKey presses and releases the key named by code with one frame
// between, and does not wait after: the tests that follow a key with a
// wait for its effect need no more, and at 1920×1080 a software-rendered
// frame is slow.
func (p *page) tapKey(code string) {
	p.t.Helper()
	k := keyNames[code]
	ev := func(typ input.DispatchKeyEventType) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchKeyEvent, input.DispatchKeyEventParams{Type: typ, Code: code, Key: k.key, WindowsVirtualKeyCode: k.vk})
			return err
		})
	}
	p.do(ev(input.DispatchKeyEventTypeRawKeyDown))
	p.frames(1)
	p.do(ev(input.DispatchKeyEventTypeKeyUp))
}

// saveShot saves the viewport as name.png in the screenshot folder,
// encoded for speed rather than size, without decoding it.
func (p *page) saveShot(name string) {
	p.t.Helper()
	fast := true
	var data []byte
	err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		r, err := cdp.Call(ctx, t, cdppage.CaptureScreenshot, cdppage.CaptureScreenshotParams{OptimizeForSpeed: &fast})
		data = r.Data
		return err
	}))
	if err != nil {
		p.t.Fatalf("screenshot: %v", err)
	}
	if err := os.WriteFile(filepath.Join(*shotDir, name+".png"), data, 0o644); err != nil {
		p.t.Fatalf("saving screenshot: %v", err)
	}
}
