package screen

import (
	"strings"
	"testing"
)

// TestStatusLine: while the simulations play the line names the state
// and how to hear the figures, and stays the same string however far
// they run (the page would announce every change); paused, it gives the
// key figures; in a lesson it is the lesson's.
func TestStatusLine(t *testing.T) {
	ls, ses := newLessons(t, false)
	var sl StatusLine
	running := sl.Line(ls, ses)
	if !strings.Contains(running, "running") || strings.Contains(running, "cycles") {
		t.Errorf("while playing the line is %q; want the scene, running, without figures", running)
	}
	for range 30 {
		ses.Tick()
	}
	if again := sl.Line(ls, ses); again != running {
		t.Errorf("the line changed while playing, with nothing done: %q, then %q", running, again)
	}
	if n := testing.AllocsPerRun(10, func() { ses.Tick(); sl.Line(ls, ses) }); n != 0 {
		t.Errorf("reading the line while playing allocates %v times", n)
	}
	ses.SetPaused(true)
	paused := sl.Line(ls, ses)
	if !strings.Contains(paused, "paused") || !strings.Contains(paused, "cycles per packet") || !strings.Contains(paused, "Mpps") {
		t.Errorf("paused, the line %q does not give the key figures", paused)
	}
	ls, ses = openStepSession(t, "ahead", 1)
	if l := sl.Line(ls, ses); l == "" || l != ls.Status() || l == paused {
		t.Errorf("in a lesson the line is %q, want the lesson's %q", l, ls.Status())
	}
}
