package viz

import (
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/lessons"
	"rxscope/screen"
)

// The event log's state and words are screen.EventLog's; here it is
// placed in the window, its words measured in the screen's fonts, and
// painted.

// logFaces measures a part of an event's row at the log's size: its
// function in the bold face, what happened in the regular one
// (screen.LogMeasurer).
type logFaces struct{ v view }

func (f logFaces) LogWidth(b []byte, bold bool) float64 {
	st := Regular
	if bold {
		st = Bold
	}
	return f.v.measureIn("", b, f.v.ty.Log, st)
}

// panelColumn is the right-hand column the counters and, outside a
// lesson, the log take: in a lesson the place of the chart or figures
// under its text (zero when the window leaves none).
func (g view) panelColumn() layout.Rect {
	if g.core.LessonShown() {
		return g.core.Geo.Lesson.Panel().Companion
	}
	return g.core.Geo.Lesson.Column(g.core.Geo.Screen.Figures)
}

// eventLogArea is where the log goes (screen.LogArea): in a lesson whose
// step points at neither the CPU strip nor the CQ, their band.
func (g view) eventLogArea() layout.Rect {
	band := false
	if g.core.LessonShown() {
		r := g.core.App.Les.Runner()
		band = r != nil && !screen.PointsAt(r, lessons.CPU) && !screen.PointsAt(r, lessons.CQ)
	}
	return screen.LogArea(&g.core.Geo.Screen, g.panelColumn(), band)
}

// eventLogGeometry places the log's lines in its rectangle at the
// theme's type.
func (g view) eventLogGeometry() layout.EventLog {
	return layout.NewEventLog(g.eventLogArea(), *g.ty)
}

// drawEventLog paints the log over its rectangle: an event a row, the
// newest first, as many as the rectangle holds.
func (g view) drawEventLog(p *painter) {
	l := &g.core.Panels.Log
	geo := l.Geometry()
	if !l.Open() || geo.Area.W == 0 {
		return
	}
	th, ty := g.theme, g.ty
	p.roundRect(geo.Area, 10, th.Panel)
	p.frame(geo.Area, 2, th.Accent)
	title, hint := l.Title()
	tb := geo.Title
	p.textIn(title, layout.Rect{X: tb.X, Y: tb.Y, W: tb.W * 0.55, H: tb.H}, ty.Label, Bold, th.Text, glyph.AlignStart)
	p.textIn(hint, layout.Rect{X: tb.X + tb.W*0.55, Y: tb.Y, W: tb.W * 0.45, H: tb.H}, ty.Label, Regular, th.TextDim, glyph.AlignEnd)
	b, lh := geo.Body, geo.LineH
	y := b.Y
	rows := l.Rows()
	for r := range rows {
		row := &rows[r]
		fnColor, textColor := th.Accent, th.TextDim
		if row.Fresh {
			fnColor, textColor = th.Highlight, th.Text
		}
		p.bytesIn(row.When, layout.Rect{X: b.X, Y: y, W: geo.TimeW, H: lh}, ty.Log, Mono, th.TextDim, glyph.AlignStart)
		p.bytesIn(row.Fn, layout.Rect{X: b.X + geo.TimeW, Y: y, W: b.W - geo.TimeW, H: lh}, ty.Log, Bold, fnColor, glyph.AlignStart)
		first := layout.Rect{X: b.X + geo.Indent, Y: y + lh, W: geo.TextW, H: lh}
		next := layout.Rect{X: first.X, Y: first.Y + lh, W: geo.TextW, H: lh}
		if geo.Wide {
			// after the function on its line, and under it when too long
			first = layout.Rect{X: b.X + geo.TimeW + row.FnW + geo.FnGap, Y: y, W: geo.FirstLineW(row.FnW), H: lh}
			next = layout.Rect{X: b.X + geo.TimeW, Y: y + lh, W: geo.TextW, H: lh}
		}
		p.bytesIn(row.What[0], first, ty.Log, Regular, textColor, glyph.AlignStart)
		p.bytesIn(row.What[1], next, ty.Log, Regular, textColor, glyph.AlignStart)
		y += (float64(row.Lines) + geo.RowGap) * lh
	}
}
