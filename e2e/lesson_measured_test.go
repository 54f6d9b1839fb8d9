package e2e

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"rxscope/lessons"
)

// TestLessonMeasured opens the steps whose figures once contradicted
// their text (the companion showed the live runs' first packets while the
// text quoted the step's measured runs) at 1280×720 and, in the projector
// theme, at 1920×1080, reveals the answer where the step asks, and checks
// that the companion under the lesson shows the runner's measured table
// (the same as a native runner's: a column for every run, a row for every
// figure quoted), all of its rows, and that every figure the text quotes
// is in it as the text prints it. Each is saved as
// lesson-measured-<id>-<step>-<width>.png.
func TestLessonMeasured(t *testing.T) {
	cases := []struct {
		id   string
		step int
	}{
		{"ahead", 3}, {"peek", 2}, {"shinfo", 4}, {"bulk", 2}, {"cold", 6}, {"strides", 3},
		{"headlen", 3}, // five rows under a long text: the text set smaller for them on the projector
	}
	for _, sz := range []struct {
		w, h  int
		query string
	}{{1280, 720, ""}, {1920, 1080, "&theme=projector"}} {
		for _, c := range cases {
			t.Run(fmt.Sprintf("%s-%d-%d", c.id, c.step, sz.w), func(t *testing.T) {
				l, ok := lessons.Lookup(c.id)
				if !ok {
					t.Fatalf("no lesson %q", c.id)
				}
				r, err := lessons.NewRunner(l)
				if err != nil {
					t.Fatal(err)
				}
				if err := r.Goto(c.step - 1); err != nil {
					t.Fatal(err)
				}
				p := openPage(t, fmt.Sprintf("/?lesson=%s&step=%d%s", c.id, c.step, sz.query), sz.w, sz.h)
				s := p.waitStep(c.id, c.step)
				if r.Choices() != nil {
					p.tapKey("PageDown") // the clicker reveals the answer
					r.Reveal()
					p.waitJS(`window.rxscope.state().Answered === true`, 10*time.Second)
					p.frames(2)
					s = p.vstate()
				}
				want := *r.Table()
				if !reflect.DeepEqual(s.Table, want) {
					t.Errorf("the app's measured table\n  %+v\nthe runner's\n  %+v", s.Table, want)
				}
				if len(want.Rows) == 0 {
					t.Errorf("the step quotes no measured figure: the case tests nothing")
				}
				if _, ok := s.Panels["figures"]; ok && s.TableRows != len(want.Rows) {
					t.Errorf("the companion shows %d of the table's %d rows", s.TableRows, len(want.Rows))
				}
				for _, f := range r.Quotes() {
					found := false
					for _, row := range s.Table.Rows {
						for _, cell := range row.Cells {
							found = found || cell == f.Value
						}
					}
					if !found && isRunFigure(f.Key) {
						t.Errorf("the text quotes %s = %s; the table does not show it", f.Key, f.Value)
					}
				}
				p.saveShot(fmt.Sprintf("lesson-measured-%s-%d-%d", c.id, c.step, sz.w))
			})
		}
	}
}

// isRunFigure reports whether a quoted placeholder is a figure of a run
// (not a knob, a published figure or a change between runs).
func isRunFigure(key string) bool {
	for _, f := range lessons.FigureNames() {
		if key == f.Name || len(key) > len(f.Name) && key[:len(f.Name)+1] == f.Name+"." {
			return true
		}
	}
	return false
}

// liveWindows are the windows the live figures' tests open the companion
// in: a projector at 1280×720, where it has the least room, and a screen
// at 1920×1080.
var liveWindows = []themedWindow{{"1280", "&theme=projector", 1280, 720, true}, {"1920", "", 1920, 1080, false}}

// TestLessonLiveFigures opens lesson 1's last step, a free exploration
// whose text quotes no measured figure ("watch where the frames are
// lost"), on a projector at 1280×720 and in the screen theme at
// 1920×1080: the companion shows the two runs' live figures, every row
// of them (Mpps, the prefetches' fates and the frames dropped), once
// their warm-up is done; in the projector theme no text is under its
// least size. Saved as lesson-live-<width>.png.
func TestLessonLiveFigures(t *testing.T) {
	l, ok := lessons.Lookup("strides")
	if !ok {
		t.Fatal("no lesson strides")
	}
	last := len(l.Steps)
	for _, sz := range liveWindows {
		t.Run(sz.name, func(t *testing.T) {
			p := openPage(t, fmt.Sprintf("/?lesson=strides&step=%d%s", last, sz.query), sz.w, sz.h)
			p.waitStep("strides", last)
			p.waitJS(`!window.rxscope.state().WarmingUp && window.rxscope.state().LiveDone >= 1`, 120*time.Second)
			p.frames(3)
			s := p.vstate()
			if len(s.Table.Rows) != 0 {
				t.Fatalf("the step quotes %d figures; the case wants a step that quotes none", len(s.Table.Rows))
			}
			if _, ok := s.Panels["figures"]; !ok {
				t.Fatalf("no companion under the lesson; panels %v", s.Panels)
			}
			if want := 1 + 5; s.LiveRows != want {
				t.Errorf("the companion shows %d rows of live figures; want %d", s.LiveRows, want)
			}
			if s.Before.Mpps <= 0 || s.After.Mpps <= 0 {
				t.Errorf("the runs measure %.2f and %.2f Mpps; want both measured", s.Before.Mpps, s.After.Mpps)
			}
			p.saveShot(fmt.Sprintf("lesson-live-%d", sz.w))
			checkType(t, p, fmt.Sprintf("lesson-live-%d", sz.w), sz.projector, false)
		})
	}
}

// TestLessonLiveUnderTable opens lesson 2's first step, whose text
// quotes one measured figure, on a projector at 1280×720 and in the
// screen theme at 1920×1080: under the step's one row the companion
// shows the two runs' live figures (at least Mpps and the prefetches
// useful and late), where it was empty; in the projector theme no text
// is under its least size. Saved as lesson-under-<width>.png.
func TestLessonLiveUnderTable(t *testing.T) {
	for _, sz := range liveWindows {
		t.Run(sz.name, func(t *testing.T) {
			p := openPage(t, "/?lesson=cold&step=1"+sz.query, sz.w, sz.h)
			p.waitStep("cold", 1)
			p.waitJS(`!window.rxscope.state().WarmingUp && window.rxscope.state().LiveDone >= 1`, 120*time.Second)
			p.frames(3)
			s := p.vstate()
			if len(s.Table.Rows) != 1 || s.TableRows != 1 {
				t.Fatalf("the step quotes %d figures and the companion shows %d; the case wants one", len(s.Table.Rows), s.TableRows)
			}
			if s.LiveRows < 3 {
				t.Errorf("the companion shows %d rows of live figures under the step's; want at least 3", s.LiveRows)
			}
			p.saveShot(fmt.Sprintf("lesson-under-%d", sz.w))
			checkType(t, p, fmt.Sprintf("lesson-under-%d", sz.w), sz.projector, false)
		})
	}
}
