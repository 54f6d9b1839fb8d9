package viz

import (
	"rxscope/viz/layout"

	"math"
	"strconv"

	"rxscope/app"
)

// The chart's sweep as background work: the curve (app.Sweep) with the
// chart's axis, measured a slice at a time by chartJob.

// numPoints is one point per distance, plus today's driver last.
const numPoints = app.SweepPoints

// sweep is the chart's curve (app.Sweep) with what the chart draws beside
// it: a seed's measurements of these knobs and the y axis.
type sweep struct {
	app.Sweep
	marks chartMarks // a seed's measurements of these knobs (published.go)

	// axis labels, rebuilt when a curve is finished
	yTicks    [5]float64
	yLabels   [5]string
	labelsFor *app.Curve

	// the curve's points and the marks on the plot, where a label must
	// not go (chartLabel); kept here so that placing one allocates nothing
	pts   [numPoints][2]float64
	keep  [5]layout.Rect
	cands [4]layout.Rect
	fits  [4]layout.Rect
}

// chartJob computes the chart's curve as background work
// (app.PriorityChart): a slice of app.Sweep at a time. The sweep's first
// simulation, the largest single piece of its work, is built only as the
// first thing of a frame's share (app.Scheduler.Spent is zero), never on
// top of a spent budget.
type chartJob struct{ g *Game }

func (j chartJob) Pending() bool { return j.g.sweep.Pending() }

func (j chartJob) Work() bool {
	g := j.g
	if g.sweep.Allocates() && g.bg.Spent() > 0 {
		return false
	}
	if g.sweep.Work() {
		g.sweep.axis() // drawn with the curve (drawChartScale), not in the backdrop
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

// axis picks round y ticks for the current curve (once per curve).
func (sw *sweep) axis() {
	c := sw.Curve()
	if c == nil || sw.labelsFor == c && sw.finished() {
		return
	}
	hi := max(sw.marks.after, sw.marks.today)
	for i := 0; i < c.Done; i++ {
		if c.CPP[i] > 0 {
			hi = max(hi, c.CPP[i])
		}
	}
	if hi <= 0 {
		hi = 1
	}
	step := niceStep(hi / 4)
	for i := range sw.yTicks {
		v := step * float64(i)
		if sw.yTicks[i] != v || sw.yLabels[i] == "" {
			sw.yTicks[i] = v
			sw.yLabels[i] = strconv.FormatFloat(v, 'f', -1, 64)
		}
	}
	if sw.finished() {
		sw.labelsFor = c
	}
}

// chartProgressText says how far the chart's sweep is.
func (g *Game) chartProgressText() {
	g.chartProgress = g.chartProgress[:0]
	if done := g.sweep.progress(); done < numPoints {
		g.chartProgress = append(g.chartProgress, "computing "...)
		g.chartProgress = appendInt(g.chartProgress, int64(done+1))
		g.chartProgress = append(g.chartProgress, '/')
		g.chartProgress = appendInt(g.chartProgress, numPoints)
	}
}

// niceStep rounds x up to 1, 2 or 5 times a power of ten.
func niceStep(x float64) float64 {
	p := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= x {
			return m * p
		}
	}
	return 10 * p
}
