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

// TestLessonWalk presents every lesson as a speaker would, in one tab,
// in the projector theme at 1280×720, where the projector rounds the
// type down to whole device pixels: lesson 1's number key opens it from
// free exploration, each question is answered with A, and PageDown (a
// clicker's button) moves on until the last step, and from there to the
// next lesson's first step (PageUp comes back, and PageDown goes on), to
// the last lesson's last step, where it has nowhere to go. At every step
// it checks that the app reports the next step and no other, and that
// the title and the text on the screen are the runner's, by running the
// same lesson here, natively, with the same answers: every figure in the
// text comes from the model, and the model gives the same figures in the
// browser. Each step is saved as walk-<size>-<lesson>-<step>.png, and
// each lesson's first question, asked and then answered, and the last
// lesson's last step (its "The end" button) as
// review-<size>-<lesson>-<step>[-answered].png: on a projector no text
// of these may be under layout.ProjectorMinLabel.
// At the end 0 goes back to free exploration, and each number key opens
// its lesson's first step from there.
//
// With -review the walk is also made at the projector's 1920×1080 and in
// the screen's theme at 1280×720 (a few minutes each).
func TestLessonWalk(t *testing.T) {
	for _, sz := range reviewSizes {
		if sz.name != "projector-1280" && (!*reviewAll || sz.name == "screen-1920") {
			continue
		}
		t.Run(sz.name, func(t *testing.T) { walkLessons(t, sz) })
	}
}

// walkLessons is TestLessonWalk in one window.
func walkLessons(t *testing.T, sz themedWindow) {
	all := lessons.All()
	p := openPage(t, "/?"+sz.query, sz.w, sz.h)
	if s := p.vstate(); s.Theme != map[bool]string{true: "projector", false: "dark"}[sz.projector] || s.Lesson != "" {
		t.Fatalf("opened with theme %q in lesson %q; want the %s theme in free exploration", s.Theme, s.Lesson, sz.name)
	}
	p.tapKey("Digit1")
	s := p.waitStep(all[0].ID, 1)
	for k, l := range all {
		t0 := time.Now()
		r, err := lessons.NewRunner(l)
		if err != nil {
			t.Fatal(err)
		}
		if s.Steps != r.Len() || s.LessonTitle != l.Title {
			t.Fatalf("the app says %d steps titled %q; lesson %s has %d, %q", s.Steps, s.LessonTitle, l.ID, r.Len(), l.Title)
		}
		asked := false
		for step := 1; ; step++ {
			where := fmt.Sprintf("%s step %d", l.ID, step)
			checkShown(t, where, s, r)
			shot := fmt.Sprintf("walk-%s-%s-%d", sz.name, l.ID, step)
			if r.Choices() != nil {
				if len(s.Choices) != len(r.Choices()) || s.Answered {
					t.Errorf("%s: the app asks with %d choices (answered %v); the runner has %d", where, len(s.Choices), s.Answered, len(r.Choices()))
				}
				if _, ok := s.Controls["choice-a"]; !ok {
					t.Errorf("%s: no button for the first answer", where)
				}
				if !asked {
					shot = fmt.Sprintf("review-%s-%s-%d", sz.name, l.ID, step)
					p.waitJS(`!window.rxscope.state().WarmingUp`, 60*time.Second)
					p.shotType(shot, sz.projector, false)
				}
				p.tapKey("KeyA")
				if _, err := r.Answer(0); err != nil {
					t.Fatal(err)
				}
				p.waitJS(`window.rxscope.state().Answered === true`, 10*time.Second)
				if !asked {
					p.waitJS(`!window.rxscope.state().WarmingUp`, 60*time.Second)
					shot += "-answered"
				}
				s = p.vstate()
				checkShown(t, where+" answered", s, r)
			}
			switch {
			case r.Choices() != nil && !asked:
				p.shotType(shot, sz.projector, false)
			case k == len(all)-1 && r.AtEnd():
				// the last lesson's last step: its "The end" button
				shot = fmt.Sprintf("review-%s-%s-%d", sz.name, l.ID, step)
				p.waitJS(`!window.rxscope.state().WarmingUp`, 60*time.Second)
				p.shotType(shot, sz.projector, false)
			default:
				p.saveShot(shot)
			}
			asked = asked || r.Choices() != nil
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
		// At the last step the clicker goes on to the next lesson's
		// first step, and back to this one's last; after the last lesson
		// it has nowhere to go.
		last := p.vstate()
		if more := k+1 < len(all); last.NextEnabled != more || !more && last.NextLabel == "Next lesson  ►" {
			t.Errorf("at the last step of %s the Next button says %q (enabled %v); another lesson follows: %v", l.ID, last.NextLabel, last.NextEnabled, more)
		}
		p.tapKey("PageDown")
		if k+1 < len(all) {
			p.waitStep(all[k+1].ID, 1)
			p.tapKey("PageUp")
			checkShown(t, l.ID+" back from the next lesson", p.waitStep(l.ID, r.Len()), r)
			p.tapKey("PageDown")
			s = p.waitStep(all[k+1].ID, 1)
		} else {
			p.frames(2)
			if s := p.vstate(); s.Step != r.Len() || s.Lesson != l.ID {
				t.Errorf("PageDown at the last step of the last lesson moved to %s step %d", s.Lesson, s.Step)
			}
		}
		t.Logf("%s: %d steps in %.1f s", l.ID, r.Len(), time.Since(t0).Seconds())
	}
	p.tapKey("Digit0")
	p.waitJS(`window.rxscope.state().Lesson === ""`, 10*time.Second)
	s = p.vstate()
	if _, ok := s.Panels["lesson"]; ok {
		t.Errorf("free exploration still shows the lesson panel")
	}
	if _, ok := s.Panels["figures"]; !ok {
		t.Errorf("free exploration shows no figures panel")
	}
	// the number keys open lessons 1 to 9, each at its first step, and 0
	// goes back to free exploration
	for n, l := range all {
		if n >= 9 {
			break
		}
		p.tapKey("Digit" + strconv.Itoa(n+1))
		// the lesson is open at its first step once the key is read; its
		// runs, prepared meanwhile, were the walk's
		p.waitJS(fmt.Sprintf(`(s => s.Lesson === %q && s.Step === 1)(window.rxscope.state())`, l.ID), 30*time.Second)
		if s := p.vstate(); s.LessonTitle != l.Title {
			t.Errorf("key %d opened %q; want %q", n+1, s.LessonTitle, l.Title)
		}
		p.tapKey("Digit0")
		p.waitJS(`window.rxscope.state().Lesson === ""`, 10*time.Second)
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
