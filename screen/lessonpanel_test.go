package screen

import (
	"fmt"
	"reflect"
	"testing"

	"rxscope/address"
	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/lessons"
	"rxscope/model"
)

// lessonHost is the screen as the lessons see it, in a test: a step's
// knobs start the session, and nothing is drawn.
type lessonHost struct {
	t   testing.TB
	ses *app.Session
	ls  *app.Lessons
}

func (h *lessonHost) Load(cfg model.Config) {
	if cfg == h.ses.Config() {
		return
	}
	if err := h.ses.Start(cfg); err != nil {
		h.t.Fatalf("a lesson loaded knobs the model refuses: %v", err)
	}
	h.ls.KnobsSet()
}
func (*lessonHost) Notify(string) {}
func (*lessonHost) Opened(bool)   {}
func (*lessonHost) Changed()      {}
func (*lessonHost) Progress()     {}
func (*lessonHost) Warmed()       {}

// openStep is the app's lessons with lesson id's step (from 1) open and
// prepared, as the page opens it from ?lesson=id&step=step.
func openStep(t testing.TB, id string, step int) *app.Lessons {
	t.Helper()
	ls, _ := openStepSession(t, id, step)
	return ls
}

// newLessons is the app's lessons over a new session of the default
// configuration, paused or playing, with no lesson open.
func newLessons(t testing.TB, paused bool) (*app.Lessons, *app.Session) {
	t.Helper()
	ses, err := app.NewSession(model.DefaultConfig(), paused, app.DefaultSpeed)
	if err != nil {
		t.Fatal(err)
	}
	live := app.NewLive(app.LiveWindow)
	h := &lessonHost{t: t, ses: ses}
	ls := app.NewLessons(h, ses, &live)
	h.ls = ls
	return ls, ses
}

// openStepSession is openStep, with the session the step runs in.
func openStepSession(t testing.TB, id string, step int) (*app.Lessons, *app.Session) {
	t.Helper()
	ls, ses := newLessons(t, true)
	ls.Goto(id, step)
	jobs := []app.Job{ls.WarmUpJob(), ls.StepJob(), ls.NextJob()}
	for frame := uint64(1); ; frame++ {
		if frame > 100000 {
			t.Fatal("the lessons' background work never ended")
		}
		ls.Tick(frame, frame, false)
		busy := false
		for _, j := range jobs {
			if j.Pending() {
				j.Work()
				busy = true
				break
			}
		}
		if !busy {
			break
		}
	}
	r := ls.Runner()
	if r == nil || r.Lesson().ID != id || r.Index()+1 != step {
		t.Fatalf("%s step %d did not open", id, step)
	}
	return ls, ses
}

// window is a window the screen is shown in: its size in device pixels
// and its theme.
type window struct {
	name  string
	w, h  float64
	theme address.Theme
}

// lessonWindows are the windows the lesson panel is checked in: a
// screen at 1280×720, and a projector at 1920×1080.
var lessonWindows = []window{{"1280", 1280, 720, address.Dark}, {"1920", 1920, 1080, address.Projector}}

// layoutIn lays the panel out for ls as the screen does in w, measuring
// the text with the screen's own fonts.
func layoutIn(t testing.TB, lp *LessonPanel, ls *app.Lessons, w window) layout.Rect {
	t.Helper()
	fonts, err := glyph.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	fit := layout.FitWindow(w.w, w.h)
	sc := layout.NewScreen()
	chart, _ := lp.Layout(LessonLayout{
		Shown:   true,
		Scale:   fit.S,
		Theme:   w.theme,
		Lessons: ls,
		Figures: sc.Figures,
		Chart:   sc.Chart,
		Type:    TypeFor(w.theme),
		Measure: func(s string, size float64) float64 { return fonts.Width(s, glyph.Regular, size, fit.S) },
	})
	return chart
}

// TestLessonMeasuredTable opens the steps whose figures once
// contradicted their text (the companion showed the live runs' first
// packets while the text quoted the step's measured runs) on a screen at
// 1280×720 and on a projector at 1920×1080, reveals the answer where the
// step asks, and checks that the companion under the lesson shows the
// runner's measured table (the same as a fresh runner's: a column for
// every run, a row for every figure quoted), all of its rows, and that
// every figure the text quotes is in it as the text prints it.
func TestLessonMeasuredTable(t *testing.T) {
	cases := []struct {
		id   string
		step int
	}{
		{"ahead", 3}, {"peek", 2}, {"shinfo", 4}, {"bulk", 2}, {"cold", 6}, {"strides", 3},
		{"headlen", 3}, // five rows under a long text: the text set smaller for them on the projector
	}
	for _, w := range lessonWindows {
		for _, c := range cases {
			t.Run(fmt.Sprintf("%s-%d-%s", c.id, c.step, w.name), func(t *testing.T) {
				ls := openStep(t, c.id, c.step)
				l, _ := lessons.Lookup(c.id)
				fresh, err := lessons.NewRunner(l)
				if err != nil {
					t.Fatal(err)
				}
				if err := fresh.Goto(c.step - 1); err != nil {
					t.Fatal(err)
				}
				if fresh.Choices() != nil {
					ls.Do(app.Action{Kind: app.NextStep}) // the clicker reveals the answer
					fresh.Reveal()
					if !ls.Runner().Answered() {
						t.Fatal("the clicker did not reveal the answer")
					}
				}
				want := *fresh.Table()
				if got := *ls.Runner().Table(); !reflect.DeepEqual(got, want) {
					t.Errorf("the app's measured table\n  %+v\na fresh runner's\n  %+v", got, want)
				}
				if len(want.Rows) == 0 {
					t.Fatal("the step quotes no measured figure: the case tests nothing")
				}
				var lp LessonPanel
				layoutIn(t, &lp, ls, w)
				if lp.Companion() != CompanionFigures {
					t.Fatalf("the companion shows %d, want the figures", lp.Companion())
				}
				k := KeyFiguresGeometry(lp.Panel().Companion, ls.Runner().Table(), nil, TypeFor(w.theme))
				if k.Rows < len(want.Rows) {
					t.Errorf("the companion shows %d of the table's %d rows", k.Rows, len(want.Rows))
				}
				for _, f := range fresh.Quotes() {
					found := false
					for _, row := range want.Rows {
						for _, cell := range row.Cells {
							found = found || cell == f.Value
						}
					}
					if !found && isRunFigure(f.Key) {
						t.Errorf("the text quotes %s = %s; the table does not show it", f.Key, f.Value)
					}
				}
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

// TestLessonPanelPress: each of the panel's buttons asks its action; a
// question's answers are buttons only while it is asked; a press on the
// panel off its buttons asks nothing but lands there; a press elsewhere
// does not land.
func TestLessonPanelPress(t *testing.T) {
	ls := openStep(t, "ahead", 1)
	var lp LessonPanel
	layoutIn(t, &lp, ls, lessonWindows[0])
	pn := lp.Panel()
	mid := func(r layout.Rect) (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }
	for _, tc := range []struct {
		name string
		r    layout.Rect
		want app.ActionKind
	}{
		{"next", pn.Next, app.NextStep},
		{"back", pn.Prev, app.PrevStep},
		{"lessons", pn.Menu, app.ToggleMenu},
		{"text", pn.Text, 0},
	} {
		x, y := mid(tc.r)
		a, on := lp.Press(x, y, false)
		if !on || a.Kind != tc.want {
			t.Errorf("%s: press gives %v (on the panel %v), want %v", tc.name, a.Kind, on, tc.want)
		}
	}
	if _, on := lp.Press(pn.Panel.X-10, pn.Panel.Y+10, false); on {
		t.Error("a press left of the panel landed on it")
	}

	// a question: its answers are buttons while it is asked
	ls = openQuestion(t)
	lp = LessonPanel{}
	layoutIn(t, &lp, ls, lessonWindows[0])
	pn = lp.Panel()
	if pn.NumChoices < 2 {
		t.Fatalf("a question's panel has %d choices", pn.NumChoices)
	}
	x, y := mid(pn.Choices[1])
	if a, on := lp.Press(x, y, true); !on || a.Kind != app.Answer || a.N != 1 {
		t.Errorf("pressing the second answer gives %+v", a)
	}
	if a, _ := lp.Press(x, y, false); a.Kind == app.Answer {
		t.Error("an answer was taken once the question was no longer asked")
	}
}

// openQuestion opens the first step that asks a question.
func openQuestion(t *testing.T) *app.Lessons {
	t.Helper()
	for _, l := range lessons.All() {
		r, err := lessons.NewRunner(l)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < l.Len(); i++ {
			if err := r.Goto(i); err != nil {
				t.Fatal(err)
			}
			if r.Choices() != nil {
				ls := openStep(t, l.ID, i+1)
				if !ls.Asking() {
					t.Fatalf("%s step %d has choices and is not asking", l.ID, i+1)
				}
				return ls
			}
		}
	}
	t.Fatal("no lesson asks a question")
	return nil
}

// TestLessonPanelLaysOutOnce: the panel is laid out when its text, the
// window's scale or the theme changes, not on every frame; and the chart
// goes into the companion only when the step points at it.
func TestLessonPanelLaysOutOnce(t *testing.T) {
	ls := openStep(t, "ahead", 3)
	var lp LessonPanel
	sc := layout.NewScreen()
	in := LessonLayout{Shown: true, Scale: 1, Theme: address.Dark, Lessons: ls, Figures: sc.Figures, Chart: sc.Chart, Type: TypeFor(address.Dark),
		Measure: func(s string, size float64) float64 { return float64(len(s)) * size / 2 }}
	if _, changed := lp.Layout(in); !changed {
		t.Fatal("the first layout changed nothing")
	}
	if _, changed := lp.Layout(in); changed {
		t.Error("a second layout with nothing changed laid the panel out again")
	}
	in.Scale = 0.5
	if _, changed := lp.Layout(in); !changed {
		t.Error("a new scale did not lay the panel out")
	}
	in.Theme = address.Projector
	if _, changed := lp.Layout(in); !changed {
		t.Error("a new theme did not lay the panel out")
	}
	lp.Invalidate()
	chart, changed := lp.Layout(in)
	if !changed {
		t.Error("Invalidate did not lay the panel out")
	}
	if points := PointsAt(ls.Runner(), lessons.Chart); points != (chart == lp.Panel().Companion && lp.Companion() == CompanionChart) || !points && chart != sc.Chart {
		t.Errorf("step points at the chart %v: the chart goes to %+v (companion %+v)", points, chart, lp.Panel().Companion)
	}
	in.Shown = false
	if _, changed := lp.Layout(in); !changed || lp.Companion() != CompanionNone || lp.Shown() {
		t.Error("hiding the panel left its companion")
	}
}

// TestLessonAnswerMarked opens a question (lesson shinfo's step 4) on a
// screen at 1280×720 and on a projector at 1920×1080: while it is asked
// the panel shows its three answers and marks none; answered by the
// clicker (at 1280) or by a press on a wrong answer (at 1920), the panel
// marks the right answer in a row of its own.
func TestLessonAnswerMarked(t *testing.T) {
	l, _ := lessons.Lookup("shinfo")
	r, err := lessons.NewRunner(l)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Goto(3); err != nil {
		t.Fatal(err)
	}
	r.Reveal()
	right := r.Choices()[r.Right()]
	for _, w := range lessonWindows {
		t.Run(w.name, func(t *testing.T) {
			ls := openStep(t, "shinfo", 4)
			var lp LessonPanel
			layoutIn(t, &lp, ls, w)
			if key, answer := lp.Answer(); key != "" || answer != "" || lp.Panel().NumChoices != 3 || lp.Panel().Answer.W > 0 {
				t.Fatalf("before the answer: marked %q %q, %d choices", key, answer, lp.Panel().NumChoices)
			}
			if w.w == 1280 {
				ls.Do(app.Action{Kind: app.NextStep}) // the clicker reveals the answer
			} else {
				wrong := (r.Right() + 1) % len(r.Choices())
				b := lp.Panel().Choices[wrong]
				a, on := lp.Press(b.X+b.W/2, b.Y+b.H/2, ls.Asking())
				if !on || a.Kind != app.Answer || a.N != wrong {
					t.Fatalf("a press on answer %d asks %+v", wrong, a)
				}
				ls.Do(a)
			}
			if !ls.Runner().Answered() {
				t.Fatal("the question was not answered")
			}
			lp.Invalidate() // the app's lessons say the step's words changed (LessonHost.Changed)
			layoutIn(t, &lp, ls, w)
			if _, answer := lp.Answer(); answer != layout.AnswerText(right) {
				t.Errorf("after the answer the panel marks %q; want %q", answer, layout.AnswerText(right))
			}
			if lp.Panel().Answer.W == 0 {
				t.Error("no answer row on the panel")
			}
		})
	}
}

// TestLessonPanelPressTry: once lesson 6 step 4's question is revealed
// its panel shows the step's Try button, and a press on it asks Try.
func TestLessonPanelPressTry(t *testing.T) {
	ls := openStep(t, "shinfo", 4)
	if !ls.Do(app.Action{Kind: app.NextStep}) || !ls.Runner().Answered() {
		t.Fatal("Next did not reveal shinfo step 4's answer")
	}
	if ls.Words().TryLabel == "" {
		t.Fatal("the revealed step offers no run")
	}
	var lp LessonPanel
	layoutIn(t, &lp, ls, lessonWindows[0])
	r := lp.Panel().Try
	if r.W <= 0 || r.H <= 0 {
		t.Fatalf("the Try button is laid out at %+v", r)
	}
	if a, on := lp.Press(r.X+r.W/2, r.Y+r.H/2, ls.Asking()); !on || a.Kind != app.Try {
		t.Errorf("a press on the Try button gives %+v (on the panel %v); want Try", a, on)
	}
}
