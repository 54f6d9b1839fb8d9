package e2e

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"rxscope/app"
	"rxscope/lessons"
)

// TestLessonStepsInWorkers opens lesson "ahead" with its number key and
// walks its first three steps with PageDown, with the page's Web Workers
// and without any: with them, every run of every step comes from a
// worker; without, the frames measure them, no error on the console.
// Either way each step's measured table is a native runner's.
func TestLessonStepsInWorkers(t *testing.T) {
	const steps = 3
	l, _ := lessons.Lookup("ahead")
	runs := 0
	for i := range steps {
		pp, err := lessons.NewPrep(l, i)
		if err != nil {
			t.Fatal(err)
		}
		runs += pp.RunCount()
	}
	for _, tc := range []struct {
		name, preload string
		workers       bool
	}{{"workers", "", true}, {"no workers", noWorkers, false}} {
		t.Run(tc.name, func(t *testing.T) {
			p := openURLWith(t, serverURL+"/", 1280, 720, "window.rxscope && window.rxscope.ready === true", tc.preload)
			p.waitJS(`window.rxscope.state().Worker !== "loading"`, 60*time.Second)
			r, err := lessons.NewRunner(l)
			if err != nil {
				t.Fatal(err)
			}
			p.tapKey(fmt.Sprintf("Digit%d", app.LessonNumber(l)))
			for step := 1; step <= steps; step++ {
				s := p.waitStep(l.ID, step)
				if err := r.Goto(step - 1); err != nil {
					t.Fatal(err)
				}
				if want := *r.Table(); !reflect.DeepEqual(s.Table, want) {
					t.Errorf("step %d: the app's measured table\n  %+v\nthe runner's\n  %+v", step, s.Table, want)
				}
				if step == steps {
					break
				}
				if s.Choices != nil {
					p.tapKey("PageDown") // reveal
					p.waitJS(`window.rxscope.state().Answered === true`, 10*time.Second)
				}
				p.waitJS(`window.rxscope.state().NextLabel === "Next  ►"`, 60*time.Second)
				p.tapKey("PageDown")
			}
			got := p.vstate().LessonRunsFromWorkers
			switch {
			case tc.workers && got != uint64(runs):
				t.Errorf("the workers measured %d of the %d runs of the first %d steps; want all", got, runs, steps)
			case !tc.workers && got != 0:
				t.Errorf("%d runs from workers the page does not have", got)
			}
			p.mu.Lock()
			defer p.mu.Unlock()
			for _, line := range p.logs {
				if strings.HasPrefix(line, "error:") || strings.HasPrefix(line, "exception:") {
					t.Errorf("console: %s", line)
				}
			}
		})
	}
}
