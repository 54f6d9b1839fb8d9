package viz

import (
	"rxscope/address"
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/lessons"
	"rxscope/model"
	"rxscope/screen"
)

// The event log lists the latest events of the "after" simulation, newest
// at the top, each with its time and the kernel function (or the NIC)
// where it happened: what a driver engineer reads while stepping event by
// event. It takes the right-hand column (the figures and the chart, or
// the lesson panel) while it is open. V opens and closes it; stepping
// one event opens it unless V closed it. Shift+V hides the NIC's events
// (frames written, CQEs, drops), which at line rate outnumber the CPU's,
// to follow the driver alone. In a lesson the log takes the place of the
// chart or the figures under the lesson's text, and a step that points at
// it (lessons.EventLog) opens it, and closes it again when the lesson
// moves on.
//
// The lines are printed into buffers the log keeps, and only when the
// trace has new events, so an open log allocates nothing per frame.

// logRows is how many events the log keeps printed.
const logRows = layout.LogMaxRows

// eventLog is the log's state.
type eventLog struct {
	open      bool
	dismissed bool   // V closed it: stepping does not open it again
	cpuOnly   bool   // Shift+V: the CPU's events only, not the NIC's
	paused    bool   // the simulation was paused when the lines were printed
	byLesson  bool   // a lesson step opened it: the next step closes it
	total     uint64 // trace events recorded when the lines were printed
	marked    uint64 // events up to this one were there before the last step
	n         int    // rows printed
	when      [logRows][]byte
	fn        [logRows][]byte
	what      [logRows][2][]byte // the description, in up to two lines
	fresh     [logRows]bool      // the event came with the last step
	newest    string             // the newest event's function, for the snapshot
	shown     int                // rows the last frame drew
	geo       layout.EventLog    // where the lines were wrapped for
	lines     [logRows]int       // the lines each row takes
	fnW       [logRows]float64   // the width of each row's function
}

// toggleEventLog opens or closes the event log.
func (g *Game) toggleEventLog() {
	g.log.open = !g.log.open
	g.ctr.open = false // the log takes the counters' place
	g.log.dismissed = !g.log.open
	g.log.total, g.log.n = 0, 0 // print again
}

// toggleLogFilter shows the CPU's events only, or all, and opens the log.
func (g *Game) toggleLogFilter() {
	g.log.cpuOnly = !g.log.cpuOnly
	g.log.open, g.log.dismissed = true, false
	g.log.total, g.log.n = 0, 0
}

// logView is the log's state as a state carries it (log= in the URL).
func (g *Game) logView() address.LogView {
	switch {
	case !g.log.open:
		return address.LogClosed
	case g.log.cpuOnly:
		return address.LogCPU
	}
	return address.LogAll
}

// setLogView opens the log as v says (a state from a URL or a message).
func (g *Game) setLogView(v address.LogView) {
	if v == g.logView() {
		return
	}
	g.log.open, g.log.cpuOnly = v != address.LogClosed, v == address.LogCPU
	g.log.dismissed = !g.log.open
	g.log.total, g.log.n = 0, 0
}

// logStep notes that the user steps: the events recorded from now on are
// the step's, and the log opens unless it was closed with V.
func (g *Game) logStep() {
	g.log.marked = g.ses.After().Trace().Total()
	if !g.log.open && !g.log.dismissed {
		g.log.open, g.log.total = true, 0
	}
}

// updateEventLog prints the latest events when the trace has new ones.
func (g *Game) updateEventLog() {
	l := &g.log
	if !l.open {
		l.shown = 0
		return
	}
	tr := g.ses.After().Trace()
	geo := g.view().eventLogGeometry()
	if tr.Total() == l.total && l.total != 0 && l.paused == g.ses.Paused() && geo == l.geo {
		return
	}
	l.geo = geo
	l.paused = g.ses.Paused()
	l.total = tr.Total()
	l.n = 0
	for i := tr.Len() - 1; i >= 0 && l.n < logRows; i-- {
		e := tr.At(i)
		if l.cpuOnly && e.Fn == model.FnNIC {
			continue
		}
		r := l.n
		l.when[r] = appendPS(l.when[r][:0], e.T)
		text := e.AppendText(l.what[r][0][:0])
		fn := len(e.Fn.String())
		l.fn[r] = append(l.fn[r][:0], text[:fn]...)
		rest := text[min(fn+2, len(text)):]
		l.fnW[r] = g.view().measureIn("", l.fn[r], g.ty.Log, Bold)
		cut := layout.LogCut(rest, geo.FirstLineW(l.fnW[r]), g.logWidth)
		l.what[r][1] = append(l.what[r][1][:0], trimSpace(rest[cut:])...)
		copy(text, rest[:cut])
		l.what[r][0] = text[:cut]
		l.fresh[r] = g.ses.Paused() && e.Seq > l.marked && l.marked != 0 // while playing, nothing is the step's
		if r == 0 {
			l.newest = e.Fn.String() // no allocation: the name is a constant
		}
		l.n++
	}
	l.shown = l.fitting()
}

// fitting is how many of the printed rows the log's body holds.
func (l *eventLog) fitting() int {
	for r := 0; r < l.n; r++ {
		l.lines[r] = l.geo.RowLines(len(l.what[r][1]) > 0)
	}
	return l.geo.Fits(l.lines[:l.n])
}

// trimSpace drops leading spaces.
func trimSpace(b []byte) []byte {
	for len(b) > 0 && b[0] == ' ' {
		b = b[1:]
	}
	return b
}

// appendPS appends t in microseconds with three decimals: "19.642 µs".
func appendPS(b []byte, t model.Time) []byte {
	ns := uint64(t) / 1000
	b = screen.AppendInt(b, int64(ns/1000))
	b = append(b, '.')
	frac := ns % 1000
	b = append(b, byte('0'+frac/100), byte('0'+frac/10%10), byte('0'+frac%10))
	return append(b, " µs"...)
}

// logWidth measures a description at the log's size.
func (g *Game) logWidth(b []byte) float64 { return g.view().measureIn("", b, g.ty.Log, Regular) }

// panelColumn is the right-hand column the counters and, outside a
// lesson, the log take: in a lesson the place of the chart or figures
// under its text (zero when the window leaves none).
func (g *view) panelColumn() layout.Rect {
	if g.lessonShown() {
		return g.lp.core.Panel().Companion
	}
	return g.lp.core.Column(g.screen.Figures)
}

// eventLogRect is where the log goes: the right-hand column; in a lesson
// the band of the CPU strip and the CQ, as wide as the ring, where an
// event takes a line, unless the step points at one of them (then the
// place of the chart or figures under the lesson's text).
func (g *view) eventLogRect() layout.Rect {
	if g.lessonShown() {
		if r := g.les.Runner(); r != nil && !screen.PointsAt(r, lessons.CPU) && !screen.PointsAt(r, lessons.CQ) {
			s := g.screen
			return layout.Rect{X: s.CPU.X, Y: s.CPU.Y, W: s.CPU.W, H: s.CQ.Bottom() - s.CPU.Y}
		}
	}
	return g.panelColumn()
}

// eventLogGeometry places the log's lines in its rectangle at the
// theme's type.
func (g *view) eventLogGeometry() layout.EventLog {
	return layout.NewEventLog(g.eventLogRect(), *g.ty)
}

// lessonLog opens the log for a step that points at it, and closes one a
// previous step opened when this one does not.
func (g *Game) lessonLog(wants bool) {
	switch {
	case wants && !g.log.open:
		g.setLogView(address.LogCPU) // the driver's side: the NIC's writes would outnumber it
		g.log.byLesson = true
	case !wants && g.log.byLesson:
		g.setLogView(address.LogClosed)
		g.log.byLesson, g.log.dismissed = false, false
	}
}

// drawEventLog paints the log over its rectangle: an event a row, the
// newest first, as many as the rectangle holds.
func (g *view) drawEventLog(p *painter) {
	l := &g.log
	geo := l.geo
	if !l.open || geo.Area.W == 0 {
		return
	}
	th, ty := g.theme, g.ty
	p.roundRect(geo.Area, 10, th.Panel)
	p.frame(geo.Area, 2, th.Accent)
	title, hint := "Event log · newest first", "V closes · Shift+V: CPU only"
	if l.cpuOnly {
		title, hint = "Event log · the CPU's events", "V closes · Shift+V: all"
	}
	tb := geo.Title
	p.textIn(title, layout.Rect{X: tb.X, Y: tb.Y, W: tb.W * 0.55, H: tb.H}, ty.Label, Bold, th.Text, glyph.AlignStart)
	p.textIn(hint, layout.Rect{X: tb.X + tb.W*0.55, Y: tb.Y, W: tb.W * 0.45, H: tb.H}, ty.Label, Regular, th.TextDim, glyph.AlignEnd)
	b, lh := geo.Body, geo.LineH
	y := b.Y
	for r := 0; r < l.shown; r++ {
		fnColor, textColor := th.Accent, th.TextDim
		if l.fresh[r] {
			fnColor, textColor = th.Highlight, th.Text
		}
		p.bytesIn(l.when[r], layout.Rect{X: b.X, Y: y, W: geo.TimeW, H: lh}, ty.Log, Mono, th.TextDim, glyph.AlignStart)
		p.bytesIn(l.fn[r], layout.Rect{X: b.X + geo.TimeW, Y: y, W: b.W - geo.TimeW, H: lh}, ty.Log, Bold, fnColor, glyph.AlignStart)
		first := layout.Rect{X: b.X + geo.Indent, Y: y + lh, W: geo.TextW, H: lh}
		next := layout.Rect{X: first.X, Y: first.Y + lh, W: geo.TextW, H: lh}
		if geo.Wide {
			// after the function on its line, and under it when too long
			first = layout.Rect{X: b.X + geo.TimeW + l.fnW[r] + geo.FnGap, Y: y, W: geo.FirstLineW(l.fnW[r]), H: lh}
			next = layout.Rect{X: b.X + geo.TimeW, Y: y + lh, W: geo.TextW, H: lh}
		}
		p.bytesIn(l.what[r][0], first, ty.Log, Regular, textColor, glyph.AlignStart)
		p.bytesIn(l.what[r][1], next, ty.Log, Regular, textColor, glyph.AlignStart)
		y += (float64(l.lines[r]) + geo.RowGap) * lh
	}
}
