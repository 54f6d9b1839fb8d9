package screen

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// The counters panel: U shows the after run's counters under the names
// `ethtool -S` prints for mlx5, each with its total and its rate over
// the measured window, and the NAPI core's figures as `perf stat` prints
// them, so a reader puts a real machine's output beside them with no
// translation. It takes the event log's place; U or V closes it. The
// text is app.CountersView's, rewritten four times a second while the
// run plays, into the bytes it keeps.

// Counters is the counters panel's state: whether it is open, its rows,
// and its table as last laid out.
type Counters struct {
	open    bool
	updated uint64 // the tick of the last update
	view    app.CountersView
	table   countersLayout
}

// countersLayout is the panel's table (layout.CountersTable), measured
// again only when the type, the window or the column changed, or the
// rows' count: its names are fixed, and the totals and ratios are
// measured by their templates.
type countersLayout struct {
	ty   *layout.Type
	s    float64
	col  layout.Rect
	rows int
	t    layout.CountersTable
}

// The panel's title row.
const (
	CountersTitle = "Counters · the measured window"
	CountersHint  = "U closes"
)

// CountersRefreshTicks is how often the open panel reads the figures
// again while the run plays (15 ticks: four times a second).
const CountersRefreshTicks = 15

// Metered is a run whose counters the panel reads (a *model.Sim).
type Metered interface {
	Metrics() model.Metrics
}

// CounterFaces measures the panel's words at a size, in design units,
// as the screen draws them: in the mono face (the values and the names
// when they fit in it) and the regular one.
type CounterFaces interface {
	MonoWidth(s string, size float64) float64
	RegularWidth(s string, size float64) float64
}

// Open says whether the panel is open.
func (c *Counters) Open() bool { return c.open }

// Rows are the panel's rows: headings, then a counter a row.
func (c *Counters) Rows() []app.CounterRow { return c.view.Rows }

// Toggle opens or closes the panel (U), and closes the event log,
// whose place it takes: stepping does not open the log again until V
// does.
func (c *Counters) Toggle(l *EventLog) {
	c.open = !c.open
	c.updated = 0
	if c.open && l.open {
		l.open, l.dismissed = false, true
	}
}

// Update reads run's figures again at tick when the panel is open and
// they are due: at once after it opened, then every
// CountersRefreshTicks.
func (c *Counters) Update(tick uint64, run Metered) {
	if !c.open || (c.updated != 0 && tick-c.updated < CountersRefreshTicks) {
		return
	}
	c.view.Update(run.Metrics())
	c.updated = max(tick, 1)
}

// Table lays the panel's table out in col at type ty, for a window of
// scale s, measuring with f, if what it depends on changed since the
// last time.
func (c *Counters) Table(ty *layout.Type, s float64, col layout.Rect, f CounterFaces) layout.CountersTable {
	t := &c.table
	rows := c.view.Rows
	if t.ty == ty && t.s == s && t.col == col && t.rows == len(rows) {
		return t.t
	}
	t.ty, t.s, t.col, t.rows = ty, s, col, len(rows)
	size := ty.Log
	w := layout.CounterWidths{
		Value: f.MonoWidth(layout.CounterValueSample, size),
		Extra: f.MonoWidth(layout.CounterExtraSample, size),
	}
	for _, r := range rows {
		if !r.Head {
			w.NameMono = max(w.NameMono, f.MonoWidth(r.Name, size))
			w.NameRegular = max(w.NameRegular, f.RegularWidth(r.Name, size))
		}
	}
	t.t = layout.NewCountersTable(col, *ty, len(rows), w)
	return t.t
}

// Snapshot fills the panel's part of the snapshot: open, and its rows.
func (c *Counters) Snapshot(s *app.Snapshot) {
	s.Counters, s.CounterRows = c.open, len(c.view.Rows)
}
