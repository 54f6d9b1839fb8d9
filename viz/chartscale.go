package viz

import (
	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
)

// drawChartScale paints what of the chart follows the curve: the y axis's
// ticks and labels, today's driver as a level line once the curve is
// finished, and a seed's measurement of today's driver as a dotted one.
//
// It is drawn every frame with the curve, not into the backdrop: while a
// sweep runs, each point that arrives may move the scale, and redrawing
// the whole screen's backdrop for it cost 3 to 20 ms of the frame (every
// frame of a sweep over 3 ms of Go time, in BenchmarkFrameBudgets, was
// one that redrew the backdrop); the scale's few labels and lines cost a
// few hundred quads in the painter's one batch.
func (g view) drawChartScale(p *painter, plot layout.Rect, c *app.Curve) {
	th := g.theme
	r := g.core.Geo.Screen.Chart
	sw := &g.sweep
	if c.Done == 0 {
		return
	}
	for i, v := range sw.yTicks[:sw.nTicks] {
		y := sw.chartY(plot, v)
		p.fill(layout.Rect{X: plot.X, Y: y, W: plot.W, H: 1}, th.PanelEdge)
		p.textIn(sw.yLabels[i], layout.Rect{X: r.X + 8, Y: y - 12, W: chartPadL - 16, H: 24}, g.ty.Label, Mono, th.TextDim, glyph.AlignEnd)
	}
	pts, keep := g.chartKeep(plot, c)
	cx := chartX(plot, g.core.Sim.Ses.Config().Distance)
	var seedLine, todayLine layout.Rect // the level lines, which the other's label keeps clear of
	band := plot.Bottom()               // the highest line or point: above it a label always fits (sweep.axis)
	for _, pt := range pts {
		band = min(band, pt[1]-5)
	}
	if m := sw.marks.Today; m > 0 {
		seedLine = layout.Rect{X: plot.X, Y: sw.chartY(plot, m) - 2, W: plot.W, H: 4}
		band = min(band, seedLine.Y+2)
	}
	today := c.CPP[numPoints-1]
	if c.Done == numPoints && today > 0 {
		todayLine = layout.Rect{X: plot.X, Y: sw.chartY(plot, today) - 2, W: plot.W, H: 4}
		band = min(band, todayLine.Y+2)
	}
	if c.Done == numPoints && today > 0 {
		y := sw.chartY(plot, today)
		for x := plot.X; x < plot.Right(); x += 24 {
			p.fill(layout.Rect{X: x, Y: y - 1, W: min(14, plot.Right()-x), H: 3}, th.Before)
		}
		// above the line on the right, or under it, or on the left,
		// wherever the curve and the marks leave it clear; else above the
		// highest line, after a piece of its own line (layout.LevelLabels)
		h, w := g.ty.LineH(), p.textWidth("today's driver", g.ty.Label, Regular)+8
		at, away := sw.labels.Place(layout.LevelLabel{Plot: plot, Y: y, Band: band, Cx: cx, W: w, H: h, Right: true, Pts: pts, Keep: append(keep, seedLine)})
		if away {
			p.fill(layout.Rect{X: at.X, Y: at.Y + h/2 - 1, W: 14, H: 3}, th.Before)
			p.fill(layout.Rect{X: at.X + 20, Y: at.Y + h/2 - 1, W: 8, H: 3}, th.Before)
		}
		p.textIn("today's driver", at, g.ty.Label, Regular, th.Before, glyph.AlignEnd)
		keep = append(keep, at) // the seed's label keeps clear of it
	}
	if m := &sw.marks; m.Today > 0 {
		// the seed's today: a dotted level line, labelled under it on the
		// left (the model's today is labelled on the right), or wherever
		// the curve and the marks leave the label clear; else above the
		// highest line, after a piece of its own line, in shorter words
		y := sw.chartY(plot, m.Today)
		for x := plot.X; x < plot.Right(); x += 12 {
			p.fill(layout.Rect{X: x, Y: y - 1, W: min(4, plot.Right()-x), H: 3}, th.Text)
		}
		label := m.TodayLabel
		h, w := g.ty.LineH(), p.textWidth(label, g.ty.Small, Regular)+8
		short := p.textWidth(m.TodayShort, g.ty.Small, Regular) + 8
		at, away := sw.labels.Place(layout.LevelLabel{Plot: plot, Y: y, Band: band, Cx: cx, W: w, AwayW: short, H: h, Pts: pts, Keep: append(keep, todayLine)})
		if away {
			label = m.TodayShort
			for x := at.X; x < at.X+layout.LevelSampleW-6; x += 12 {
				p.fill(layout.Rect{X: x, Y: at.Y + h/2 - 1, W: 4, H: 3}, th.Text)
			}
			at.X += layout.LevelSampleW
		}
		p.textIn(label, at, g.ty.Small, Regular, th.Text, glyph.AlignStart)
	}
}
