package viz

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"rxscope/model"
	"rxscope/viz/address"
	"rxscope/viz/layout"
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

// logRows is how many events the log shows.
const logRows = 9

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
}

// logRowMinH is the least height of an event's three lines, in design units.
const logRowMinH = 72.0

// logWrap is the length, in characters, after which a description goes
// on a second line (at a space).
const logWrap = 58

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
		return
	}
	tr := g.ses.After().Trace()
	if tr.Total() == l.total && l.total != 0 && l.paused == g.ses.Paused() {
		return
	}
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
		cut := len(rest)
		if cut > logWrap {
			cut = logWrap
			for cut > logWrap/2 && rest[cut] != ' ' {
				cut--
			}
		}
		l.what[r][1] = append(l.what[r][1][:0], trimSpace(rest[cut:])...)
		copy(text, rest[:cut])
		l.what[r][0] = text[:cut]
		l.fresh[r] = g.ses.Paused() && e.Seq > l.marked && l.marked != 0 // while playing, nothing is the step's
		if r == 0 {
			l.newest = e.Fn.String() // no allocation: the name is a constant
		}
		l.n++
	}
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
	b = appendInt(b, int64(ns/1000))
	b = append(b, '.')
	frac := ns % 1000
	b = append(b, byte('0'+frac/100), byte('0'+frac/10%10), byte('0'+frac%10))
	return append(b, " µs"...)
}

// eventLogRect is where the log goes: the right-hand column, or in a
// lesson the place of the chart or figures under its text (zero when the
// window leaves none).
func (g *view) eventLogRect() layout.Rect {
	if g.lessonShown() {
		return g.lp.view.panel.Companion
	}
	return g.lessonColumn()
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

// drawEventLog paints the log over the right-hand column (in a lesson,
// under the lesson's text).
func (g *view) drawEventLog(p *painter) {
	l := &g.log
	col := g.eventLogRect()
	if !l.open || col.W == 0 {
		return
	}
	th := g.theme
	p.roundRect(col, 10, th.Panel)
	p.frame(col, 2, th.Accent)
	in := col.Inset(18)
	title, hint := "Event log · newest first", "V closes · Shift+V: CPU only"
	if l.cpuOnly {
		title, hint = "Event log · the CPU's events", "V closes · Shift+V: all"
	}
	p.textIn(title, layout.Rect{X: in.X, Y: in.Y, W: in.W * 0.6, H: 34}, 24, Bold, th.Text, text.AlignStart)
	p.textIn(hint, layout.Rect{X: in.X + in.W*0.6, Y: in.Y, W: in.W * 0.4, H: 34}, 18, Regular, th.TextDim, text.AlignEnd)
	y := in.Y + 46
	fit := max(1, min(logRows, int((in.Bottom()-y)/logRowMinH))) // rows the area holds
	rowH := (in.Bottom() - y) / float64(fit)
	for r := 0; r < min(l.n, fit); r++ {
		fnColor, textColor := th.Accent, th.TextDim
		if l.fresh[r] {
			fnColor, textColor = th.Highlight, th.Text
		}
		lh := rowH / 3
		p.bytesIn(l.when[r], layout.Rect{X: in.X, Y: y, W: 130, H: lh}, 17, Mono, th.TextDim, text.AlignStart)
		p.bytesIn(l.fn[r], layout.Rect{X: in.X + 136, Y: y, W: in.W - 136, H: lh}, 19, Bold, fnColor, text.AlignStart)
		p.bytesIn(l.what[r][0], layout.Rect{X: in.X + 16, Y: y + lh, W: in.W - 16, H: lh}, 18, Regular, textColor, text.AlignStart)
		p.bytesIn(l.what[r][1], layout.Rect{X: in.X + 16, Y: y + 2*lh, W: in.W - 16, H: lh}, 18, Regular, textColor, text.AlignStart)
		y += rowH
	}
}
