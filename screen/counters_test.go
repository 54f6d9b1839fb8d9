package screen

import (
	"fmt"
	"testing"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// TestCountersPanel: U opens the counters panel with the ethtool -S and
// perf stat rows, as app.CountersView prints the after run's metrics
// (whose values app's TestCountersView holds to the model's), V puts the
// event log back in its place, and U (or the menu's row, the same
// action) opens it again and closes it (the browser's TestCountersPanel,
// at ?distance=6&at=200000000).
func TestCountersPanel(t *testing.T) {
	cfg := model.DefaultConfig()
	cfg.Distance = 6
	ls := newLogSession(t, cfg, 200*model.Microsecond)
	if s := ls.snap(); s.Counters || s.CounterRows != 0 {
		t.Fatalf("the counters panel is open at the start (%d rows)", s.CounterRows)
	}
	ls.ctr.Toggle(&ls.log) // U
	ls.tick()
	s := ls.snap()
	if !s.Counters || s.CounterRows < 20 {
		t.Fatalf("after U: open %v, %d rows; want open, 20 rows or more", s.Counters, s.CounterRows)
	}
	var want app.CountersView
	want.Update(ls.ses.After().Metrics())
	rows := ls.ctr.Rows()
	if len(rows) != len(want.Rows) {
		t.Fatalf("%d rows; the after run's counters are %d", len(rows), len(want.Rows))
	}
	for i, r := range rows {
		w := want.Rows[i]
		if r.Head != w.Head || r.Name != w.Name || string(r.Value) != string(w.Value) || string(r.Extra) != string(w.Extra) {
			t.Errorf("row %d: %v %q %q %q; the after run's is %v %q %q %q", i, r.Head, r.Name, r.Value, r.Extra, w.Head, w.Name, w.Value, w.Extra)
		}
	}
	if !rows[0].Head || rows[0].Name != "ethtool -S (mlx5)" {
		t.Errorf("the first row is %q; want the heading ethtool -S (mlx5)", rows[0].Name)
	}
	ls.log.Toggle(&ls.ctr) // V
	if s := ls.snap(); !s.EventLog || s.Counters {
		t.Errorf("after V: log %v, counters %v; want the log in the panel's place", s.EventLog, s.Counters)
	}
	ls.ctr.Toggle(&ls.log) // the menu's row tool-counters: app.ToggleCounter
	if s := ls.snap(); !s.Counters || s.EventLog {
		t.Errorf("after the menu's row: counters %v, log %v; want the panel in the log's place", s.Counters, s.EventLog)
	}
	ls.ctr.Toggle(&ls.log) // U
	if ls.snap().Counters {
		t.Error("U did not close the panel")
	}
}

// metered counts the reads of its metrics.
type metered struct{ reads int }

func (m *metered) Metrics() model.Metrics { m.reads++; return model.Metrics{} }

// TestCountersRefresh: the open panel reads the figures at once, then
// every CountersRefreshTicks ticks (four times a second); a closed one
// never, and one opened again reads them at once.
func TestCountersRefresh(t *testing.T) {
	var c Counters
	var l EventLog
	run := &metered{}
	for _, step := range []struct {
		tick  uint64
		open  bool // U before the tick
		reads int  // reads so far
	}{
		{100, false, 0},
		{101, true, 1},
		{102, false, 1},
		{115, false, 1},
		{116, false, 2},
		{130, false, 2},
		{131, false, 3},
		{140, true, 3}, // closed
		{200, false, 3},
		{201, true, 4}, // open again: at once
		{202, false, 4},
	} {
		if step.open {
			c.Toggle(&l)
		}
		c.Update(step.tick, run)
		if run.reads != step.reads {
			t.Errorf("tick %d: %d reads; want %d", step.tick, run.reads, step.reads)
		}
	}
}

// monoFaces measures the panel's words: mono glyphs of 0.6 the size,
// regular of 0.5, counting the calls.
type monoFaces struct{ calls int }

func (f *monoFaces) MonoWidth(s string, size float64) float64 {
	f.calls++
	return 0.6 * size * float64(len(s))
}

func (f *monoFaces) RegularWidth(s string, size float64) float64 {
	f.calls++
	return 0.5 * size * float64(len(s))
}

// TestCountersTable: the table is laid out again only when the type,
// the window's scale, the column or the rows' count changed, and its
// columns are as layout.NewCountersTable makes them of the widest name
// and the values' templates.
func TestCountersTable(t *testing.T) {
	ls := newLogSession(t, model.DefaultConfig(), 200*model.Microsecond)
	ls.ctr.Toggle(&ls.log)
	ls.tick()
	s := layout.NewScreen()
	col := s.LessonColumn()
	f := &monoFaces{}
	ty, proj := &layout.ScreenType, &layout.ProjectorType
	first := ls.ctr.Table(ty, 1, col, f)
	w := layout.CounterWidths{Value: f.MonoWidth(layout.CounterValueSample, ty.Log), Extra: f.MonoWidth(layout.CounterExtraSample, ty.Log)}
	for _, r := range ls.ctr.Rows() {
		if !r.Head {
			w.NameMono = max(w.NameMono, f.MonoWidth(r.Name, ty.Log))
			w.NameRegular = max(w.NameRegular, f.RegularWidth(r.Name, ty.Log))
		}
	}
	if want := layout.NewCountersTable(col, *ty, len(ls.ctr.Rows()), w); first != want {
		t.Errorf("the table is %+v; want %+v", first, want)
	}
	smaller := col
	smaller.H -= 100
	for _, c := range []struct {
		name     string
		ty       *layout.Type
		s        float64
		col      layout.Rect
		measured bool
	}{
		{"the same", ty, 1, col, false},
		{"another scale", ty, 2, col, true},
		{"the same again", ty, 2, col, false},
		{"another column", ty, 2, smaller, true},
		{"another type", proj, 2, smaller, true},
		{"the same at last", proj, 2, smaller, false},
	} {
		f.calls = 0
		ls.ctr.Table(c.ty, c.s, c.col, f)
		if (f.calls > 0) != c.measured {
			t.Errorf("%s: %d measures; want a layout %v", c.name, f.calls, c.measured)
		}
	}
}

// ExampleCounters prints the counters panel's title and its first rows
// at 200 µs of the default scene.
func ExampleCounters() {
	ses, _ := app.NewSession(model.DefaultConfig(), true, app.DefaultSpeed)
	ses.RunTo(200 * model.Microsecond)
	var c Counters
	var l EventLog
	c.Toggle(&l) // U
	c.Update(1, ses.After())
	fmt.Println(CountersTitle, "·", CountersHint)
	for _, r := range c.Rows()[:3] {
		fmt.Printf("%-24s %s\n", r.Name, r.Value)
	}
	// Output:
	// Counters · the measured window · U closes
	// ethtool -S (mlx5)        total
	// rx_packets_phy           4687
	// rx_packets               688
}
