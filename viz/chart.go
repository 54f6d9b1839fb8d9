package viz

import (
	"strconv"

	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/model"
)

// The chart plots NAPI cycles per packet against the prefetch distance,
// 0 to 16, for the knobs as set, with today's driver as a level line and
// the current distance marked. Each point is a fresh short simulation of
// the same traffic: a warm-up, then a measured window. The points are
// computed a slice at a time within a budget of wall time per frame, so
// that a knob change never drops frames, and the finished curves are
// kept by configuration, so that going back to a setting is instant.

// Geometry of the chart panel.
const (
	chartPadL = 86.0
	chartPadR = 24.0
	chartPadT = 50.0
	chartPadB = 64.0
)

// chartPlot is the plotting area of the chart panel r.
func chartPlot(r layout.Rect) layout.Rect {
	return layout.Rect{X: r.X + chartPadL, Y: r.Y + chartPadT, W: r.W - chartPadL - chartPadR, H: r.H - chartPadT - chartPadB}
}

// chartX and chartY place a distance and a cycles-per-packet value.
func chartX(plot layout.Rect, d int) float64 {
	return plot.X + plot.W*float64(d-model.MinDistance)/(model.MaxDistance-model.MinDistance)
}

func (sw *sweep) chartY(plot layout.Rect, v float64) float64 {
	top := sw.yTicks[max(sw.nTicks-1, 0)]
	if top <= 0 {
		return plot.Bottom()
	}
	return plot.Bottom() - plot.H*v/top
}

// drawChartBack paints the chart's panel, title and distance axis: what
// depends on the knobs only. The scale, which follows the curve as its
// points arrive, is drawn with the curve (drawChartScale).
func (g view) drawChartBack(p *painter) {
	th := g.theme
	r := g.core.Geo.Screen.Chart
	p.panel(r, "", th)
	p.textIn("Cycles per packet vs distance", layout.Rect{X: r.X + 14, Y: r.Y + 6, W: r.W - 28 - 222, H: 32}, g.ty.Title, Bold, th.Text, glyph.AlignStart)
	plot := chartPlot(r)
	for d := model.MinDistance; d <= model.MaxDistance; d += 4 {
		p.textIn(distanceLabels[d], layout.Rect{X: chartX(plot, d) - 20, Y: plot.Bottom() + 6, W: 40, H: 24}, g.ty.Label, Mono, th.TextDim, glyph.AlignCenter)
	}
	p.textIn(distanceAxis(model.DistanceUnit(g.core.Sim.Ses.Config().Variant)), layout.Rect{X: plot.X, Y: plot.Bottom() + 32, W: plot.W, H: 24}, g.ty.Label, Regular, th.TextDim, glyph.AlignCenter)
}

// chartKeep is what a label on the chart keeps clear of: the curve's
// points so far, the seed's diamond and the current distance's line.
func (g view) chartKeep(plot layout.Rect, c *app.Curve) ([][2]float64, []layout.Rect) {
	sw := &g.sweep
	pts := sw.pts[:0]
	for d := 0; d < min(c.Done, numPoints-1); d++ {
		if v := c.CPP[d]; v > 0 {
			pts = append(pts, [2]float64{chartX(plot, d), sw.chartY(plot, v)})
		}
	}
	keep := sw.keep[:0]
	cx := chartX(plot, g.core.Sim.Ses.Config().Distance)
	keep = append(keep, layout.Rect{X: cx - 12, Y: plot.Y, W: 24, H: plot.H})
	if m := &sw.marks; m.After > 0 {
		x, y := chartX(plot, m.Distance), sw.chartY(plot, m.After)
		keep = append(keep, layout.Rect{X: x - 11, Y: y - 11, W: 22, H: 22})
	}
	return pts, keep
}

// drawChart paints the curve computed so far on its scale and marks the
// current distance.
func (g view) drawChart(p *painter) {
	th := g.theme
	sw := &g.sweep
	plot := chartPlot(g.core.Geo.Screen.Chart)
	c := sw.Curve()
	if c == nil {
		return
	}
	g.drawChartScale(p, plot, c)
	dist := g.core.Sim.Ses.Config().Distance
	cx := chartX(plot, dist)
	p.fill(layout.Rect{X: cx - 1.5, Y: plot.Y, W: 3, H: plot.H}, th.TextDim)
	n := min(c.Done, numPoints-1)
	for d := 1; d < n; d++ {
		if a, b := c.CPP[d-1], c.CPP[d]; a > 0 && b > 0 {
			p.line(chartX(plot, d-1), sw.chartY(plot, a), chartX(plot, d), sw.chartY(plot, b), 3, th.After)
		}
	}
	for d := 0; d < n; d++ {
		if v := c.CPP[d]; v > 0 {
			p.shape(Circle, chartX(plot, d), sw.chartY(plot, v), 5, th.After)
		}
	}
	for d := n; d < numPoints-1; d++ {
		p.shape(Circle, chartX(plot, d), plot.Bottom(), 3, th.PanelEdge)
	}
	if dist < n && c.CPP[dist] > 0 {
		y := sw.chartY(plot, c.CPP[dist])
		p.shape(Circle, cx, y, 11, th.Text)
		p.shape(Circle, cx, y, 7, th.After)
	}
	if m := &sw.marks; m.After > 0 {
		// the seed's look-ahead: a diamond at the distance it measured
		x, y := chartX(plot, m.Distance), sw.chartY(plot, m.After)
		p.shape(Diamond, x, y, 10, th.Text)
		p.shape(Diamond, x, y, 6, th.Panel)
	}
	r := g.core.Geo.Screen.Chart
	if m := &sw.marks; m.After > 0 && c.Done == numPoints {
		// the legend of the diamond, where the progress was
		lx := r.Right() - 214
		p.shape(Diamond, lx+8, r.Y+22, 8, th.Text)
		p.shape(Diamond, lx+8, r.Y+22, 4, th.Panel)
		p.textIn(m.Label, layout.Rect{X: lx + 22, Y: r.Y + 8, W: 178, H: 28}, g.ty.Small, Regular, th.Text, glyph.AlignStart)
	}
	if c.Done < numPoints {
		p.bytesIn(g.chartProgress, layout.Rect{X: r.Right() - 214, Y: r.Y + 8, W: 200, H: 28}, g.ty.Label, Regular, th.TextDim, glyph.AlignEnd)
	}
}

// distanceLabels are the x axis's numbers.
var distanceLabels = func() [model.MaxDistance + 1]string {
	var l [model.MaxDistance + 1]string
	for i := range l {
		l[i] = strconv.Itoa(i)
	}
	return l
}()

// distanceAxes holds the x axis's titles, one per unit, built once.
var distanceAxes = map[string]string{}

// distanceAxis is the x axis's title for a distance counted in unit:
// "distance (strides)".
func distanceAxis(unit string) string {
	l, ok := distanceAxes[unit]
	if !ok {
		l = "distance (" + unit + ")"
		distanceAxes[unit] = l
	}
	return l
}
