package app

import (
	"testing"

	"rxscope/address"
	"rxscope/lessons"
)

// TestAddressRoundTrip opens states from URLs as the screen does (their
// presenting, then Lessons.OpenAddress: the step prepared in the background, the
// knobs on top of a lesson's and the time once it is entered) and reads
// the state back with AddressOf, while the step is prepared and once it
// is open: the same query comes out.
func TestAddressRoundTrip(t *testing.T) {
	for _, q := range []string{
		"",
		"distance=0&xdp=drop&lesson=xdp&step=2&theme=projector",
		"lesson=ahead&step=3&text=0",
		"size=1500&cqe-compress=on&paused=1&at=250000000&speed=2",
		"embed=1&inject=on&variant=today",
		"lesson=cold&step=8&distance=6&paused=1&at=250000000",
		"zoom=packets&theme=projector",
		"lesson=ahead&step=2&zoom=figures&embed=1",
	} {
		s, ns := address.Parse(q, address.Default(), lessons.Catalog)
		if len(ns) != 0 {
			t.Fatalf("%q: notices %v", q, ns)
		}
		r := newLessonRig(t)
		if err := r.ses.Start(s.Config); err != nil {
			t.Fatal(err)
		}
		var pr Presenter
		for _, a := range PresentActions(s) {
			if !pr.Do(a) {
				t.Fatalf("%q: %v not taken by presenting", q, a)
			}
		}
		r.ls.OpenAddress(s)
		if s.Lesson != "" {
			if got := AddressOf(r.ses, r.ls, pr, s.Log); got.Lesson != s.Lesson || got.Step != s.Step {
				t.Errorf("%q reads back as %q while its step is prepared", q, got.Query())
			}
		}
		r.settle(t)
		got := AddressOf(r.ses, r.ls, pr, s.Log)
		if got.Query() != s.Query() {
			t.Errorf("%q opens as %q, reads back as %q", q, s.Query(), got.Query())
		}
	}
}
