package e2e

import (
	"testing"
	"time"

	"rxscope/layout"
)

// TestHelpOverlay opens the keys' help overlay with ? where a speaker and
// a reader see it, in the projector theme at 1920×1080 and in the
// screen's theme at 1280×720, over a screen paused 1 ms into the run
// (every panel under it has a packet to show), and saves it as
// help-overlay-<theme>.png, in one tab resized from the one to the
// other: no text of the frame is drawn under the
// theme's least size (on a projector layout.ProjectorMinLabel; a text of
// the overlay set smaller to fit its box would show here), and a click
// anywhere closes it.
func TestHelpOverlay(t *testing.T) {
	p := openPage(t, "/?theme=projector&paused=1&at=1000000000", 1920, 1080)
	for _, c := range []struct {
		name, theme string
		w, h        int
		least       float64
	}{
		{"projector", "projector", 1920, 1080, layout.ProjectorMinLabel},
		{"screen", "dark", 1280, 720, layout.ScreenType.Small},
	} {
		if c.name != "projector" {
			// the same tab, resized and set to the screen's theme by the
			// page's message
			p.resize(c.w, c.h)
			if e := eval[any](p, `window.rxscope.send({type: "rxscope:set", params: {theme: "`+c.theme+`"}})`); e != nil {
				t.Fatalf("send: %v", e)
			}
		}
		p.waitJS(`window.rxscope.state().Theme === "`+c.theme+`"`, 10*time.Second)
		p.key("Slash", true)
		p.waitJS(`window.rxscope.state().Help === true`, 10*time.Second)
		p.frames(3)
		p.screenshot("help-overlay-" + c.name)
		s := p.vstate()
		t.Logf("%s: the smallest text is %.1f px at 1080p (%q)", c.name, s.MinTextSize, s.MinText)
		if s.MinTextSize < c.least {
			t.Errorf("%s: %q is drawn at %.1f px at 1080p; want at least %v", c.name, s.MinText, s.MinTextSize, c.least)
		}
		p.click(float64(c.w)/2, float64(c.h)/2)
		p.waitJS(`window.rxscope.state().Help === false`, 10*time.Second)
	}
}
