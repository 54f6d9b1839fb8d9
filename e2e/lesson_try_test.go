package e2e

import (
	"strings"
	"testing"
	"time"
)

// TestLessonRunOffer opens lesson 6 step 4, whose text asks to turn the
// shinfo line off (lines = headers,page, a knob without a control on the
// screen): once its question is answered the step's button offers it
// (not before: the run would answer it), a click runs it (the configuration line
// names it), and the button then takes the step's configuration back.
func TestLessonRunOffer(t *testing.T) {
	p := openPage(t, "/?lesson=shinfo&step=4", 1280, 720)
	s := p.waitStep("shinfo", 4)
	if s.TryLabel != "" {
		t.Errorf("the step's button offers %q before its question is answered", s.TryLabel)
	}
	p.tapKey("PageDown") // the clicker reveals the answer
	p.waitJS(`window.rxscope.state().Answered === true`, 10*time.Second)
	p.frames(2)
	s = p.vstate()
	if !strings.Contains(s.TryLabel, "lines = headers,page") {
		t.Fatalf("the step's button says %q; want it to offer lines = headers,page", s.TryLabel)
	}
	hit, _, _ := p.control("lesson-try")
	p.click(centre(hit))
	p.waitJS(`window.rxscope.state().TryLabel === "Back to this step"`, 10*time.Second)
	if s := p.vstate(); !strings.Contains(s.ConfigLine, "headers,page") || s.PacketsConsumed == 0 {
		t.Errorf("after the click the configuration line says %q with %d packets consumed; want lines = headers,page running", s.ConfigLine, s.PacketsConsumed)
	}
	p.saveShot("lesson-try-shinfo-4")
	p.click(centre(hit))
	p.waitJS(`window.rxscope.state().TryLabel.startsWith("Try ")`, 10*time.Second)
	if s := p.vstate(); strings.Contains(s.ConfigLine, "headers,page") {
		t.Errorf("back at the step the configuration line still says %q", s.ConfigLine)
	}
}

// TestStepNamesWhatItTurns opens lesson 9 step 5, which turns jumbo
// frames off (mtu = 1500, a toggle on the screen) after step 4 ran them:
// its "Set in this step" line says so (the step turned it silently).
func TestStepNamesWhatItTurns(t *testing.T) {
	p := openPage(t, "/?lesson=headlen&step=5", 1280, 720)
	s := p.waitStep("headlen", 5)
	if !strings.Contains(s.Chips, "mtu = 1500") {
		t.Errorf("the step's line says %q; want it to name mtu = 1500", s.Chips)
	}
}
