package viz

import (
	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
)

// The counters panel: U shows the after run's counters under the names
// `ethtool -S` prints for mlx5, each with its total and its rate over
// the measured window, and the NAPI core's figures as `perf stat` prints
// them, so a reader puts a real machine's output beside them with no
// translation. It takes the event log's place; U or V closes it. The
// text is app.CountersView's, rewritten four times a second while the
// run plays, into the bytes it keeps.

// countersPanel is the panel's state.
type countersPanel struct {
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

// countersTable lays the table out in col if what it depends on changed.
func (g *view) countersTable(p *painter, col layout.Rect) layout.CountersTable {
	c := &g.ctr.table
	rows := g.ctr.view.Rows
	if c.ty == g.ty && c.s == p.fit.S && c.col == col && c.rows == len(rows) {
		return c.t
	}
	c.ty, c.s, c.col, c.rows = g.ty, p.fit.S, col, len(rows)
	size := g.ty.Log
	w := layout.CounterWidths{
		Value: p.textWidth(layout.CounterValueSample, size, Mono),
		Extra: p.textWidth(layout.CounterExtraSample, size, Mono),
	}
	for _, r := range rows {
		if !r.Head {
			w.NameMono = max(w.NameMono, p.textWidth(r.Name, size, Mono))
			w.NameRegular = max(w.NameRegular, p.textWidth(r.Name, size, Regular))
		}
	}
	c.t = layout.NewCountersTable(col, *g.ty, len(rows), w)
	return c.t
}

// countersRefreshTicks is how often the open panel reads the figures
// again while the run plays (15 ticks: four times a second).
const countersRefreshTicks = 15

// toggleCounters opens or closes the counters panel (and closes the
// event log, whose place it takes).
func (g *Game) toggleCounters() {
	g.ctr.open = !g.ctr.open
	g.ctr.updated = 0
	if g.ctr.open && g.log.open {
		g.log.open, g.log.dismissed = false, true
	}
}

// updateCounters reads the figures again when the panel is open and
// they are due.
func (g *Game) updateCounters() {
	c := &g.ctr
	if !c.open || (c.updated != 0 && g.ticks-c.updated < countersRefreshTicks) {
		return
	}
	c.view.Update(g.ses.After().Metrics())
	c.updated = max(g.ticks, 1)
}

// drawCounters paints the panel where the event log goes, its rows in
// the columns of layout.CountersTable at the log's type.
func (g *view) drawCounters(p *painter) {
	c := &g.ctr
	col := g.panelColumn()
	if !c.open || col.W == 0 {
		return
	}
	th := g.theme
	p.roundRect(col, 10, th.Panel)
	p.frame(col, 2, th.Accent)
	tb := g.countersTable(p, col)
	p.textIn("Counters · the measured window", tb.Title, g.ty.Label, Bold, th.Text, glyph.AlignStart)
	p.textIn("U closes", tb.Hint, g.ty.Label, Regular, th.TextDim, glyph.AlignEnd)
	name := Regular
	if tb.Mono {
		name = Mono
	}
	for i, r := range c.view.Rows {
		if i >= tb.Rows {
			break
		}
		if r.Head {
			p.textIn(r.Name, tb.Row(tb.Heading, i), tb.Size, Bold, th.Accent, glyph.AlignStart)
			p.bytesIn(r.Value, tb.Row(tb.Value, i), tb.Size, Bold, th.Accent, glyph.AlignEnd)
			p.bytesIn(r.Extra, tb.Row(tb.Extra, i), tb.Size, Bold, th.Accent, glyph.AlignStart)
			continue
		}
		p.textIn(r.Name, tb.Row(tb.Name, i), tb.Size, name, th.Text, glyph.AlignStart)
		p.bytesIn(r.Value, tb.Row(tb.Value, i), tb.Size, Mono, th.Text, glyph.AlignEnd)
		p.bytesIn(r.Extra, tb.Row(tb.Extra, i), tb.Size, Mono, th.TextDim, glyph.AlignStart)
	}
}
