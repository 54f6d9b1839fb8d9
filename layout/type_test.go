package layout

import (
	"testing"

	"rxscope/model"
)

// TestProjectorTypeReads checks every size of the projector theme's
// type, the main screen's and the lesson panel's, including the sizes
// a lesson's text may be set down to, against the least size that reads
// from the back of a room, at 1920×1080 (where a design unit is a
// pixel); and that the labels of fixed width fit their boxes at it, so
// that none is set smaller on the screen.
func TestProjectorTypeReads(t *testing.T) {
	ty, lt := ProjectorType, ProjectorLessonType
	for _, c := range []struct {
		what string
		size float64
	}{
		{"panel title", ty.Title}, {"label", ty.Label}, {"small label", ty.Small}, {"figure", ty.Figure}, {"event log", ty.Log},
		{"lesson header", lt.Header}, {"step title", lt.Title}, {"lesson text", lt.Text}, {"answer", lt.Choice},
		{"lesson text, set smaller to fit", lt.Floor}, {"lesson text, set smaller for the companion", lt.CompanionFloor},
		{"control label", LabelSize}, {"control value", ValueSize},
	} {
		if c.size < ProjectorMinLabel {
			t.Errorf("projector: the %s is %v px at 1920×1080; want at least %v", c.what, c.size, ProjectorMinLabel)
		}
	}
	for _, c := range []struct {
		what    string
		ty      Type
		minimum float64
	}{{"screen", ScreenType, 16}, {"projector", ProjectorType, ProjectorMinLabel}} {
		if !(c.ty.Small >= c.minimum && c.ty.Label > c.ty.Small && c.ty.Title > c.ty.Label && c.ty.Figure >= c.ty.Label) {
			t.Errorf("%s: type %+v; want %v ≤ Small < Label < Title and Label ≤ Figure", c.what, c.ty, c.minimum)
		}
	}
	m := newMeasurer(t)
	for _, c := range []struct {
		what string
		ty   Type
	}{{"screen", ScreenType}, {"projector", ProjectorType}} {
		for _, label := range []string{"before", "after", "fill buffers"} {
			if w := m.width(label, regular, c.ty.Label, 1); w > c.ty.LabelColumn-10 {
				t.Errorf("%s: the CPU strip's label %q is %.1f px; its column leaves %.1f", c.what, label, w, c.ty.LabelColumn-10)
			}
		}
	}
}

// TestEventLogRows places the event log where the screen puts it, with
// the projector's type at 1920×1080: in a lesson over the CPU strip and
// the CQ (an event a line), and outside a lesson over the right-hand
// column (three lines an event). It prints the model's own events, as
// the log does (the latest of a flood, all of them and the CPU's only),
// wraps them as the log does, and checks that at least six rows show
// wherever the log stands in the trace.
func TestEventLogRows(t *testing.T) {
	s := NewScreenFor(ProjectorType)
	// the default configuration (the look-ahead's events) and today's
	// driver, as lesson 2 runs it (the longest function names)
	today := model.DefaultConfig()
	today.Variant = "today"
	for _, cfg := range []model.Config{model.DefaultConfig(), today} {
		sim, err := model.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		sim.RunUntil(700 * model.Microsecond) // as far as a lesson's step stands: frame numbers of four digits
		logRows(t, cfg.Variant, s, sim.Trace())
	}
}

func logRows(t *testing.T, variant string, s Screen, tr *model.Trace) {
	m := newMeasurer(t)
	for _, c := range []struct {
		where   string
		area    Rect
		ty      Type
		cpuOnly bool
	}{
		{"lesson, projector, CPU's events", Rect{s.CPU.X, s.CPU.Y, s.CPU.W, s.CQ.Bottom() - s.CPU.Y}, ProjectorType, true},
		{"lesson, projector, all events", Rect{s.CPU.X, s.CPU.Y, s.CPU.W, s.CQ.Bottom() - s.CPU.Y}, ProjectorType, false},
		{"free, projector", s.LessonColumn(), ProjectorType, false},
		{"lesson, screen", Rect{s.CPU.X, s.CPU.Y, s.CPU.W, s.CQ.Bottom() - s.CPU.Y}, ScreenType, false},
		{"free, screen", s.LessonColumn(), ScreenType, false},
	} {
		width := func(b []byte) float64 { return m.width(string(b), regular, c.ty.Log, 1) }
		l := NewEventLog(c.area, c.ty)
		if !l.Body.Inside(c.area) || l.Title.Bottom() > l.Body.Y {
			t.Errorf("%s: title %+v and body %+v leave the area %+v or overlap", c.where, l.Title, l.Body, c.area)
		}
		// the lines each event takes, newest first
		var lines []int
		var text []byte
		for i := tr.Len() - 1; i >= 0 && len(lines) < 400; i-- {
			e := tr.At(i)
			if c.cpuOnly && e.Fn == model.FnNIC {
				continue
			}
			text = e.AppendText(text[:0])
			what := text[min(len(e.Fn.String())+2, len(text)):]
			first := l.FirstLineW(m.width(e.Fn.String(), bold, c.ty.Log, 1))
			cut := LogCut(what, first, width)
			if rest := what[cut:]; len(rest) > 1 && width(rest[1:]) > l.TextW+0.5 {
				t.Errorf("%s: %q does not fit two lines of %.0f units", c.where, what, l.TextW)
			}
			if width(what[:cut]) > first+0.5 {
				t.Errorf("%s: the first line of %q is wider than %.0f units", c.where, what, first)
			}
			lines = append(lines, l.RowLines(cut < len(what)))
		}
		least := LogMaxRows
		for i := 0; i+LogMaxRows <= len(lines); i++ {
			least = min(least, l.Fits(lines[i:i+LogMaxRows]))
		}
		if least < 6 {
			t.Errorf("%s, %s: the log shows as few as %d events in %+v; want at least 6", variant, c.where, least, l.Body)
		}
		t.Logf("%s, %s: at least %d events shown (%d events measured)", variant, c.where, least, len(lines))
	}
}

// TestRingLegendOneLine sets the ring's legend (the labels of viz's
// ringLegend) in both themes at the four window sizes a speaker or a
// page shows (1920×1080, 1280×720, 1024×768 letterboxed, 640×360) and
// checks that it fits one row of the legend's width and that the
// legend's height holds that row and no empty second one.
func TestRingLegendOneLine(t *testing.T) {
	m := newMeasurer(t)
	labels := []string{"posted, empty", "written", "CQE waiting", "consumed", "awaiting repost", "not posted", "never prefetched"}
	for _, ty := range []Type{ScreenType, ProjectorType} {
		g := NewRingGrid(NewScreenFor(ty).Ring, 8, 128, ty)
		for _, sc := range []float64{1, 720.0 / 1080, 576.0 / 1080, 360.0 / 1080} {
			w := RingLegendW(labels, ty.Label, func(s string, size float64) float64 { return m.width(s, regular, size, sc) / sc })
			if w > g.Legend.W {
				t.Errorf("type %v at %.0f px high: the legend is %.0f units, its row %.0f", ty.Label, 1080*sc, w, g.Legend.W)
			}
		}
		// a swatch 20 high 6 under the legend's top, a line of labels, and no second line
		if h := ty.RingLegendH; h < 26 || h < ty.LineH() || h >= 6+ty.LineH()+4+20 {
			t.Errorf("type %v: the legend's height %.0f is not one line's (%.1f)", ty.Label, h, ty.LineH())
		}
	}
}
