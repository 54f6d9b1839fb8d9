package app

import (
	"testing"

	"rxscope/address"
	"rxscope/lessons"
	"rxscope/model"
)

// TestOpenAddressInBackground opens URLs that name a lesson step as the
// screen does on loading, and draws frames one at a time: OpenAddress
// runs none of the step's simulations (the step is asked for, not
// entered), every frame until the step is entered runs one slice of its
// preparation while the address keeps naming the step with the knobs it
// opens with, and the step is entered by the frame whose slice finishes
// the preparation, with the URL's knobs over the step's, and is run to
// the URL's time.
func TestOpenAddressInBackground(t *testing.T) {
	for _, tc := range []struct {
		query string
		knobs func(step model.Config) model.Config // the knobs the step opens with
	}{
		{"lesson=headlen&step=4", func(step model.Config) model.Config { return step }},
		{"lesson=cold&step=8&distance=6&paused=1&at=250000000", func(model.Config) model.Config {
			c := model.DefaultConfig()
			c.Distance = 6
			return c
		}},
	} {
		t.Run(tc.query, func(t *testing.T) {
			s, ns := address.Parse(tc.query, address.Default(), lessons.Catalog)
			if len(ns) != 0 {
				t.Fatalf("notices %v", ns)
			}
			l, _ := lessons.Lookup(s.Lesson)
			stepCfg, err := l.Config(s.Step - 1)
			if err != nil {
				t.Fatal(err)
			}
			want := tc.knobs(stepCfg)
			r := newLessonRig(t)
			if err := r.ses.Start(s.Config); err != nil {
				t.Fatal(err)
			}
			r.ls.OpenAddress(s)
			if r.ls.Open() {
				t.Fatal("the step was entered at once: its simulations ran in one long frame")
			}
			active, note, _ := r.ls.Preparing()
			if !active || note == "" || r.ls.PrepProgress() != 0 {
				t.Fatalf("preparing %v %q at %.2f; want the step asked for, its notice, nothing run yet", active, note, r.ls.PrepProgress())
			}
			if r.ses.Paused() != s.Paused {
				t.Errorf("paused %v while the step is prepared; want the URL's %v", r.ses.Paused(), s.Paused)
			}
			step := r.ls.StepJob()
			slices := 0
			for !r.ls.Open() {
				a := AddressOf(r.ses, r.ls, Presenter{}, s.Log)
				if a.Lesson != s.Lesson || a.Step != s.Step || a.Config != want || a.At != s.At {
					t.Fatalf("after %d slices the address is %q; want the step asked for, %q", slices, a.Query(), s.Query())
				}
				if slices > 100000 {
					t.Fatal("the step was never entered")
				}
				r.frames++
				r.ls.Tick(r.frames, r.frames, false)
				if step.Pending() {
					step.Work()
					slices++
				}
			}
			if slices < 2 {
				t.Errorf("the step was prepared in %d slices; want it spread over frames", slices)
			}
			if run := r.ls.Runner(); run.Lesson() != l || run.Index() != s.Step-1 {
				t.Fatalf("entered %s step %d; want %s step %d", run.Lesson().ID, run.Index()+1, s.Lesson, s.Step)
			}
			if r.ses.Config() != want {
				t.Errorf("the step opened on %+v; want %+v", r.ses.Config(), want)
			}
			r.settle(t) // a paused state is run to its time in the warm-up's slices
			if s.At > 0 && r.ses.After().Now() != model.Time(s.At) {
				t.Errorf("the step opened at %d ps; want the URL's %d", r.ses.After().Now(), s.At)
			}
			if a := AddressOf(r.ses, r.ls, Presenter{}, s.Log); a.Lesson != s.Lesson || a.Step != s.Step {
				t.Errorf("the step opened, the address is %q", a.Query())
			}
			t.Logf("%s: entered after %d slices of %d packets", tc.query, slices, PrepChunk)
		})
	}
}

// TestOpenAddressDroppedByAnotherStep: a step asked for while a URL's step
// is prepared replaces it, and the URL's knobs and time are not loaded
// over the step the learner went to.
func TestOpenAddressDroppedByAnotherStep(t *testing.T) {
	s, ns := address.Parse("lesson=cold&step=8&distance=6", address.Default(), lessons.Catalog)
	if len(ns) != 0 {
		t.Fatalf("notices %v", ns)
	}
	r := newLessonRig(t)
	if err := r.ses.Start(s.Config); err != nil {
		t.Fatal(err)
	}
	r.ls.OpenAddress(s)
	r.do(t, Action{Kind: Goto, Lesson: "cold", N: 2})
	r.at(t, "cold", 2) // with the step's own knobs, not the URL's distance
}
