package viz

import (
	"rxscope/layout"

	"strconv"

	"rxscope/app"
	"rxscope/screen"
)

// The chart's sweep as background work: the curve (app.Sweep) with the
// chart's axis, measured a slice at a time by chartJob.

// numPoints is one point per distance, plus today's driver last.
const numPoints = app.SweepPoints

// sweep is the chart's curve (app.Sweep) with what the chart draws beside
// it: a seed's measurements of these knobs and the y axis.
type sweep struct {
	app.Sweep
	marks screen.ChartMarks // a seed's measurements of these knobs (screen.PublishedMarks)

	// axis labels, rebuilt when a curve is finished or the room a label
	// needs changes; the first nTicks of yTicks are in use
	yTicks    [maxTicks]float64
	yLabels   [maxTicks]string
	nTicks    int
	labelsFor *app.Curve
	roomFor   float64

	// the curve's points and the marks on the plot, where a label must
	// not go (layout.LevelLabels); kept here so that placing one allocates nothing
	pts    [numPoints][2]float64
	keep   [5]layout.Rect
	labels layout.LevelLabels
}

// maxTicks is the most y ticks the chart draws.
const maxTicks = layout.MaxChartTicks

// chartJob computes the chart's curve as background work
// (app.PriorityChart): a slice of app.Sweep at a time. The sweep's first
// simulation, the largest single piece of its work, is built only as the
// first thing of a frame's share (app.Scheduler.Spent is zero), never on
// top of a spent budget.
type chartJob struct{ g *Game }

func (j chartJob) Pending() bool { return j.g.sweep.Pending() }

func (j chartJob) Work() bool {
	g := j.g
	if g.sweep.Allocates() && g.core.Sim.BG.Spent() > 0 {
		return false
	}
	if g.sweep.Work() {
		g.sweep.axis(g.chartRoom()) // drawn with the curve (drawChartScale), not in the backdrop
		g.chartProgressText()
	}
	return true
}

// progress is the number of points of the current curve computed.
func (sw *sweep) progress() int {
	if sw.Curve() == nil {
		return 0
	}
	return sw.Curve().Done
}

// finished reports whether the current curve is complete.
func (sw *sweep) finished() bool { return sw.Curve() != nil && sw.Curve().Done == numPoints }

// axis picks round y ticks for the current curve (once per curve, and
// again when room changes): layout.ChartTicks, leaving the fraction room
// of the plot's height free above the highest line or point, where a
// level line's label always fits (layout.LevelLabels).
func (sw *sweep) axis(room float64) {
	c := sw.Curve()
	if c == nil || sw.labelsFor == c && sw.finished() && sw.roomFor == room {
		sw.roomFor = room
		return
	}
	hi := max(sw.marks.After, sw.marks.Today)
	for i := 0; i < c.Done; i++ {
		if c.CPP[i] > 0 {
			hi = max(hi, c.CPP[i])
		}
	}
	var ticks [maxTicks]float64
	sw.nTicks = layout.ChartTicks(hi, room, &ticks)
	for i, v := range ticks[:sw.nTicks] {
		if sw.yTicks[i] != v || sw.yLabels[i] == "" {
			sw.yTicks[i] = v
			sw.yLabels[i] = strconv.FormatFloat(v, 'f', -1, 64)
		}
	}
	sw.roomFor = room
	if sw.finished() {
		sw.labelsFor = c
	}
}

// chartRoom is the fraction of the chart's plot a level line's label
// needs above the highest line, in the type and the layout of the moment.
func (g *Game) chartRoom() float64 {
	return (g.ty.LineH() + 16) / chartPlot(g.core.Geo.Screen.Chart).H
}

// chartProgressText says how far the chart's sweep is.
func (g *Game) chartProgressText() {
	g.chartProgress = g.chartProgress[:0]
	if done := g.sweep.progress(); done < numPoints {
		g.chartProgress = append(g.chartProgress, "computing "...)
		g.chartProgress = screen.AppendInt(g.chartProgress, int64(done+1))
		g.chartProgress = append(g.chartProgress, '/')
		g.chartProgress = screen.AppendInt(g.chartProgress, numPoints)
	}
}
