package app

import (
	"strings"
	"testing"
)

// TestLessonRunOffer: lesson 6 step 4's text asks to turn the shinfo
// line off (lines = headers,page, a knob without a control on the
// screen): once its question is revealed the step's button offers it
// (not before: the run would answer it), Try runs it (warmed up, packets
// consumed), and the button then takes the step's configuration back.
func TestLessonRunOffer(t *testing.T) {
	r := newLessonRig(t)
	r.do(t, Action{Kind: Goto, Lesson: "shinfo", N: 4})
	r.at(t, "shinfo", 4)
	if !r.ls.Asking() {
		t.Fatal("shinfo step 4 asks no question")
	}
	if w := r.ls.Words(); w.TryLabel != "" {
		t.Errorf("the step's button offers %q before its question is answered", w.TryLabel)
	}
	r.do(t, Action{Kind: NextStep}) // the clicker reveals the answer
	if !r.ls.Runner().Answered() {
		t.Fatal("Next did not reveal the answer")
	}
	if w := r.ls.Words(); !strings.Contains(w.TryLabel, "lines = headers,page") {
		t.Fatalf("the step's button says %q; want it to offer lines = headers,page", w.TryLabel)
	}
	r.do(t, Action{Kind: Try})
	if w := r.ls.Words(); w.TryLabel != "Back to this step" {
		t.Errorf("after Try the button says %q; want Back to this step", w.TryLabel)
	}
	if got := r.ses.Config().Get("lines"); got != "headers,page" {
		t.Errorf("after Try the session runs lines = %s; want headers,page", got)
	}
	if r.ls.WarmingUp() || r.ses.After().Metrics().Packets == 0 {
		t.Errorf("the tried run is warming up %v with %d packets consumed; want it run to its moment", r.ls.WarmingUp(), r.ses.After().Metrics().Packets)
	}
	r.do(t, Action{Kind: Try})
	if w := r.ls.Words(); !strings.HasPrefix(w.TryLabel, "Try ") {
		t.Errorf("back at the step the button says %q; want it to offer the run again", w.TryLabel)
	}
	if got := r.ses.Config().Get("lines"); got == "headers,page" {
		t.Errorf("back at the step the session still runs lines = %s", got)
	}
}

// TestStepNamesWhatItTurns: lesson 9 step 5 turns jumbo frames off (mtu
// = 1500, a toggle on the screen) after step 4 ran them: its "Set in
// this step" line says so (the step turned it silently).
func TestStepNamesWhatItTurns(t *testing.T) {
	r := newLessonRig(t)
	r.do(t, Action{Kind: Goto, Lesson: "headlen", N: 5})
	r.at(t, "headlen", 5)
	if w := r.ls.Words(); !strings.Contains(w.Chips, "mtu = 1500") {
		t.Errorf("the step's line says %q; want it to name mtu = 1500", w.Chips)
	}
}
