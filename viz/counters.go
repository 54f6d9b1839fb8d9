package viz

import (
	"rxscope/app"
	"rxscope/viz/layout"
	"rxscope/viz/text"
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

// counterRowH is a row's height in design units.
const counterRowH = 25.0

// drawCounters paints the panel where the event log goes.
func (g *view) drawCounters(p *painter) {
	c := &g.ctr
	col := g.panelColumn()
	if !c.open || col.W == 0 {
		return
	}
	th := g.theme
	p.roundRect(col, 10, th.Panel)
	p.frame(col, 2, th.Accent)
	in := col.Inset(18)
	p.textIn("Counters · the measured window", layout.Rect{X: in.X, Y: in.Y, W: in.W * 0.65, H: 34}, 24, Bold, th.Text, text.AlignStart)
	p.textIn("U closes", layout.Rect{X: in.X + in.W*0.65, Y: in.Y, W: in.W * 0.35, H: 34}, 18, Regular, th.TextDim, text.AlignEnd)
	y := in.Y + 44
	for _, r := range c.view.Rows {
		if y+counterRowH > in.Bottom() {
			break
		}
		if r.Head {
			p.textIn(r.Name, layout.Rect{X: in.X, Y: y, W: in.W, H: counterRowH}, 18, Bold, th.Accent, text.AlignStart)
		} else {
			p.textIn(r.Name, layout.Rect{X: in.X + 8, Y: y, W: in.W * 0.5, H: counterRowH}, 17, Mono, th.Text, text.AlignStart)
			p.bytesIn(r.Value, layout.Rect{X: in.X, Y: y, W: in.W*0.5 + 120, H: counterRowH}, 17, Mono, th.Text, text.AlignEnd)
			p.bytesIn(r.Extra, layout.Rect{X: in.X + in.W*0.5 + 135, Y: y, W: in.W*0.5 - 135, H: counterRowH}, 17, Mono, th.TextDim, text.AlignStart)
		}
		y += counterRowH
	}
}
