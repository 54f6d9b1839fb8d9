package e2e

import (
	"image"
	"strings"
	"testing"
	"time"

	"rxscope/app"
)

// TestPresenterKeys checks the presenting keys in a lesson: B blanks the
// screen and a navigation key brings it back without moving on, H hides
// the lesson text so the figures and the chart come back, T switches to
// the projector theme, F asks for full screen, and the lesson's frames
// allocate no more than free exploration's.
func TestPresenterKeys(t *testing.T) {
	p := openPage(t, "/?lesson=cold&step=2", 1280, 720)
	s := p.waitStep("cold", 2)
	if _, ok := s.Panels["lesson"]; !ok {
		t.Fatalf("a lesson opened from the address shows no lesson panel: %v", s.Panels)
	}
	win := image.Rect(0, 0, 1280, 720)

	p.key("KeyB", false)
	p.frames(2)
	if !p.vstate().Blank {
		t.Fatal("B did not blank the screen")
	}
	img := p.screenshot("present-blank")
	if sh := share(img, win, rgb{0, 0, 0}, 4); sh < 0.99 {
		t.Errorf("the blank screen is %.1f%% black; want all of it", 100*sh)
	}
	p.key("PageDown", false)
	if s := p.vstate(); s.Blank || s.Step != 2 {
		t.Errorf("after PageDown on a blank screen: blank %v, step %d; want the picture back at step 2", s.Blank, s.Step)
	}

	p.key("KeyH", false)
	s = p.vstate()
	_, lesson := s.Panels["lesson"]
	_, figures := s.Panels["figures"]
	_, chart := s.Panels["chart"]
	if !s.HideText || lesson || !figures || !chart {
		t.Errorf("after H: hidden %v, panels %v; want the lesson panel gone, the figures and the chart back", s.HideText, keys(s.Panels))
	}
	p.waitJS(`(window.rxscope.query || "").includes("text=0")`, 10*time.Second)
	p.screenshot("present-hidetext")
	p.key("KeyH", false)
	if s := p.vstate(); s.HideText {
		t.Errorf("a second H did not bring the text back")
	}

	before := p.screenshot("present-theme-dark")
	p.key("KeyT", false)
	p.frames(3)
	after := p.screenshot("present-theme-projector")
	if s := p.vstate(); s.Theme != "projector" {
		t.Errorf("after T the theme is %q", s.Theme)
	}
	if d := changed(before, after, win); d < 0.3 {
		t.Errorf("the projector theme changed only %.1f%% of the pixels", 100*d)
	}
	p.waitJS(`(window.rxscope.query || "").includes("theme=projector")`, 10*time.Second)

	p.key("KeyF", false)
	p.waitJS(`document.fullscreenElement !== null`, 10*time.Second)
	p.waitJS(`window.rxscope.state().Fullscreen === true`, 10*time.Second)
	p.key("KeyF", false)
	p.waitJS(`document.fullscreenElement === null`, 10*time.Second)

	// The lesson's panel, glow and companion allocate nothing per frame
	// (measured once the chart's points, which run simulations, are done).
	p.waitJS("window.rxscope.state().ChartPoints === 18", 90*time.Second)
	p.frames(130)
	// Ebitengine's command queue allocates 5 to 16 objects a frame on its
	// own (more on a loaded machine); an allocation per stride or per line
	// drawn would show as hundreds.
	if fc := p.vstate().FrameCost; fc.AllocsPerFrame > 24 {
		t.Errorf("%.1f heap allocations per frame in a lesson; want at most 24 (Ebitengine's own)", fc.AllocsPerFrame)
	}
}

func keys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

// TestLessonByMouseAndTouch finds and plays a lesson without a keyboard:
// the menu button opens the list of lessons, a row opens one, the
// panel's buttons move through the steps and answer a question, and the
// menu's last row goes back to free exploration.
func TestLessonByMouseAndTouch(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	at := func(name string) (x, y float64) {
		p.t.Helper()
		c, ok := p.vstate().Controls[name]
		if !ok {
			p.t.Fatalf("no control %q on the screen", name)
		}
		return centre(c.Hit)
	}
	p.click(at("menu"))
	if !p.vstate().Menu {
		t.Fatal("the menu button did not open the menu")
	}
	p.screenshot("lesson-menu")
	p.click(at("menu-lesson-ahead"))
	p.waitStep("ahead", 1)
	p.click(at("lesson-next"))
	p.waitStep("ahead", 2)
	p.tap(at("lesson-next"))
	s := p.waitStep("ahead", 3)
	if len(s.Choices) == 0 || s.Answered {
		t.Fatalf("step 3 asks no question: %+v", s.Choices)
	}
	p.tap(at("choice-b"))
	if s := p.vstate(); !s.Answered || s.Step != 3 {
		t.Errorf("a tap on an answer: answered %v at step %d", s.Answered, s.Step)
	}
	p.screenshot("lesson-answered-by-touch")
	p.click(at("lesson-prev"))
	p.waitStep("ahead", 2)
	p.click(at("lesson-menu"))
	p.click(at("menu-sandbox"))
	p.waitJS(`window.rxscope.state().Lesson === ""`, 10*time.Second)
}

// TestLessonAddressAndMessages opens a lesson from the address, follows
// it in the address, and moves it from a script as a parent page would;
// the status line for screen readers reads the step's text.
func TestLessonAddressAndMessages(t *testing.T) {
	p := openPage(t, "/?lesson=peek&step=2", 1280, 720)
	s := p.waitStep("peek", 2)
	p.waitJS(`(window.rxscope.query || "").includes("lesson=peek&step=2")`, 10*time.Second)
	p.waitJS(`document.getElementById("status").textContent.includes(`+jsString(s.StepTitle)+`)`, 10*time.Second)
	status := eval[string](p, `document.getElementById("status").textContent`)
	if !strings.Contains(status, s.LessonText[:40]) {
		t.Errorf("the status line %q does not read the step's text %q", status, s.LessonText)
	}

	if e := eval[any](p, `window.rxscope.send({type: "rxscope:goto", lesson: "xdp", step: 3})`); e != nil {
		t.Fatalf("goto refused: %v", e)
	}
	p.waitStep("xdp", 3)
	p.waitJS(`(window.rxscope.query || "").includes("lesson=xdp&step=3")`, 10*time.Second)

	n := eval[int](p, `window.rxscope.notices.length`)
	eval[any](p, `window.rxscope.send({type: "rxscope:goto", lesson: "nosuch", step: 1})`)
	eval[any](p, `window.rxscope.send({type: "rxscope:goto", lesson: "xdp", step: 42})`)
	p.frames(3)
	if got := eval[int](p, `window.rxscope.notices.length`); got != n+2 {
		t.Errorf("%d notices for an unknown lesson and a step out of range; want 2", got-n)
	}
	if s := p.vstate(); s.Lesson != "xdp" || s.Step != 3 {
		t.Errorf("bad messages moved the lesson to %s step %d", s.Lesson, s.Step)
	}

	eval[any](p, `window.rxscope.send({type: "rxscope:set", params: {theme: "projector", text: 0}})`)
	p.waitJS(`window.rxscope.state().Theme === "projector" && window.rxscope.state().HideText === true`, 10*time.Second)
	eval[any](p, `window.rxscope.send({type: "rxscope:set", params: {step: 2}})`)
	p.waitStep("xdp", 2)
	eval[any](p, `window.rxscope.send({type: "rxscope:set", params: {lesson: ""}})`)
	p.waitJS(`window.rxscope.state().Lesson === ""`, 10*time.Second)
}

// jsString quotes s for a JavaScript expression.
func jsString(s string) string {
	return "`" + strings.NewReplacer("`", "\\`", "\\", "\\\\", "$", "\\$").Replace(s) + "`"
}

// TestCopyLinkAndEmbed: L copies the scene's address, Shift+L an iframe
// snippet that embeds it, and S names the PNG after the lesson's step.
func TestCopyLinkAndEmbed(t *testing.T) {
	p := openPage(t, "/?lesson=ahead&step=2&distance=6", 1280, 720)
	p.waitStep("ahead", 2)
	p.key("KeyL", false)
	link := eval[string](p, `window.rxscope.lastCopied || ""`)
	if !strings.Contains(link, "lesson=ahead") || !strings.Contains(link, "step=2") || strings.Contains(link, "embed=") {
		t.Errorf("L copied %q; want the scene's address with its lesson and step, not embedded", link)
	}
	p.key("KeyL", true)
	snippet := eval[string](p, `window.rxscope.lastCopied || ""`)
	if !strings.Contains(snippet, "<iframe") || !strings.Contains(snippet, "embed=1") || !strings.Contains(snippet, "lesson=ahead") {
		t.Errorf("Shift+L copied %q; want an iframe snippet of the scene", snippet)
	}
	p.key("KeyS", false)
	p.waitJS(`window.rxscope.lastExport !== undefined`, 20*time.Second)
	if name := eval[string](p, `window.rxscope.lastExport.name`); !strings.Contains(name, "ahead-step2") || !strings.HasSuffix(name, ".png") {
		t.Errorf("the PNG is named %q; want the lesson and its step in the name", name)
	}
}

// TestEmbedChrome: an embedded screen hides the help button (the ? key
// still opens the help) and the tagline.
func TestEmbedChrome(t *testing.T) {
	p := openPage(t, "/?embed=1", 1280, 720)
	s := p.vstate()
	if !s.Embed {
		t.Fatal("embed=1 did not embed")
	}
	if _, ok := s.Controls["help"]; ok {
		t.Error("an embedded screen shows the help button")
	}
	if _, ok := s.Controls["menu"]; !ok {
		t.Error("an embedded screen has no menu button")
	}
	p.screenshot("embed-chrome")
	p.key("Slash", true)
	if !p.vstate().Help {
		t.Error("? did not open the help in an embedded screen")
	}
}

// maxFreezeMs bounds the longest frame of a lesson walk. It is the
// longest, not a percentile, so it holds the machine's own hiccups
// (up to about 70 ms when other tests share the CPU); a step prepared in
// one go took 0.1 to 1.7 s.
const maxFreezeMs = 250.0

// TestLessonStepsDoNotFreeze opens three lessons from free exploration
// with their number keys (mlx4, shinfo and headlen, whose steps run the
// most simulations), each prepared while a notice says so, and moves on
// in each with double presses of a clicker's PageDown. It reads the
// longest frame meanwhile: a step's runs are spread over frames, a few
// milliseconds each, so the animation keeps moving while a step is
// prepared, in the foreground or in the background.
func TestLessonStepsDoNotFreeze(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	p.waitJS("window.rxscope.state().ChartPoints === 18", 90*time.Second)
	p.frames(130) // the frame-cost window (120 frames) no longer holds the page's start
	worst := 0.0
	prep0 := p.vstate().PrepUpdates
	// settle looks every frame until no step is being prepared.
	settle := func() app.Snapshot {
		for i := 0; i < 2000; i++ {
			p.frames(1)
			s := p.vstate()
			worst = max(worst, s.FrameCost.MaxMs)
			if !s.Preparing {
				return s
			}
		}
		t.Fatal("a step was still being prepared after 2000 frames")
		return app.Snapshot{}
	}
	for _, tc := range []struct{ key, id string }{{"Digit3", "mlx4"}, {"Digit6", "shinfo"}, {"Digit9", "headlen"}} {
		p.key(tc.key, false)
		if s := settle(); s.Lesson != tc.id || s.Step != 1 {
			t.Fatalf("%s opened lesson %q step %d; want %s step 1", tc.key, s.Lesson, s.Step, tc.id)
		}
		for i := 0; i < 3; i++ {
			p.key("PageDown", false)
			p.key("PageDown", false)
			settle()
		}
	}
	p.frames(130) // the summary covers the last frames of the walk
	end := p.vstate()
	worst = max(worst, end.FrameCost.MaxMs)
	prepared := end.PrepUpdates - prep0
	t.Logf("longest frame over three lessons: %.1f ms of Go time; %d Updates prepared a requested step", worst, prepared)
	if prepared < 3 {
		t.Errorf("%d Updates prepared a requested step; want at least one per lesson opened", prepared)
	}
	if worst > maxFreezeMs {
		t.Errorf("a frame took %.1f ms while lesson steps were prepared; want at most %g", worst, maxFreezeMs)
	}
}
