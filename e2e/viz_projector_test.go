package e2e

import (
	"testing"
	"time"

	"rxscope/layout"
)

// TestProjectorType opens the screen as a speaker shows it, in the
// projector theme at 1920×1080, and as a reader sees it, in the screen's
// theme at 1280×720: free exploration with the figures measured, then
// with the event log open, then each card over it (the menu, the scene
// list, the machine panel, the knobs drawer and the help overlay), and
// lesson 2's step that opens the log. On the
// projector no text the frame draws may be under layout.ProjectorMinLabel
// pixels (after any text set smaller to fit its box: the app reports the
// smallest), and the log shows at least six events. Each screen is saved
// as type-<theme>-<what>.png.
//
// Without -review only the projector's window is opened: the screen's
// theme sets no least size, and what it shows is reviewed by eye.
func TestProjectorType(t *testing.T) {
	for _, c := range []themedWindow{
		{"projector", "theme=projector&", 1920, 1080, true},
		{"screen", "", 1280, 720, false},
	} {
		if !c.projector && !*reviewAll {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			// from 1 ms on, fast (a projector's 1080p in software is slow
			// to draw), until the live figures are measured
			free := openPage(t, "/?"+c.query+"speed=8&at=1000000000", c.w, c.h)
			free.waitJS("window.rxscope.state().LiveDone >= 1", 150*time.Second)
			free.key("Space", false)
			free.shotType("type-"+c.name+"-free", c.projector, false)
			free.key("KeyE", false)
			free.waitJS("window.rxscope.state().LogShown > 0", 10*time.Second)
			free.shotType("type-"+c.name+"-log", c.projector, true)
			for _, card := range typeCards {
				free.key(card.code, card.shift)
				free.waitJS("(s => "+card.open+")(window.rxscope.state())", 10*time.Second)
				if card.ready != "" {
					free.waitJS("(s => "+card.ready+")(window.rxscope.state())", 180*time.Second)
				}
				for _, k := range card.then {
					free.key(k, false)
				}
				free.shotType("type-"+c.name+"-"+card.name, c.projector, false)
				free.key("Escape", false)
				free.waitJS("(s => !("+card.open+"))(window.rxscope.state())", 10*time.Second)
			}
			free.close()

			les := openPage(t, "/?"+c.query+"lesson=cold&step=4", c.w, c.h)
			les.waitStep("cold", 4)
			les.waitJS(`!window.rxscope.state().WarmingUp && window.rxscope.state().LogShown > 0`, 60*time.Second)
			les.shotType("type-"+c.name+"-cold-4", c.projector, true)
		})
	}
}

// typeCards are the cards TestProjectorType opens over the screen: the
// key that opens each, what the page's state says while it is open, and
// what it waits for before measuring (the machine panel's chart, whose
// figures are among the card's smallest text), then the keys it presses
// (the machine panel's second parameter selected, so that where its
// value comes from is written beside the reset).
var typeCards = []struct {
	name, code  string
	shift       bool
	open, ready string
	then        []string
}{
	{"menu", "KeyM", false, "s.Menu", "", nil},
	{"scenes", "KeyG", false, "s.Scenes > 0", "", nil},
	{"machine", "KeyM", true, "s.Machine.Open", "s.Machine.GainDone", []string{"ArrowDown", "ArrowDown"}},
	{"knobs", "KeyA", false, "s.KnobsDrawer.Open", "", nil},
	{"help", "Slash", true, "s.Help", "", nil},
}

// checkType reads the sizes the page reports: on a projector the
// smallest text drawn must read from the back of a room, and an open log
// show six events or more.
func checkType(t testing.TB, p *page, where string, projector, wantLog bool) {
	t.Helper()
	s := p.vstate()
	t.Logf("%s: the smallest text is %.1f px at 1080p (%q); the log shows %d of the %d events printed", where, s.MinTextSize, s.MinText, s.LogShown, s.LogRows)
	if s.MinTextSize <= 0 {
		t.Errorf("%s: the app reports no text drawn", where)
	}
	if projector && s.MinTextSize < layout.ProjectorMinLabel {
		t.Errorf("%s: %q is drawn at %.1f px at 1080p; the projector's least is %v", where, s.MinText, s.MinTextSize, layout.ProjectorMinLabel)
	}
	if wantLog && (!s.EventLog || s.LogShown < 6) {
		t.Errorf("%s: the log is open %v and shows %d events; want at least 6", where, s.EventLog, s.LogShown)
	}
}

// shotType lets three frames pass, saves the screen as shot and checks
// its type as checkType does, naming it by the shot.
func (p *page) shotType(shot string, projector, wantLog bool) {
	p.t.Helper()
	p.frames(3)
	p.screenshot(shot)
	checkType(p.t, p, shot, projector, wantLog)
}
