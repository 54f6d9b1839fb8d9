package screen

import (
	"rxscope/address"
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
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

// LogRows is how many events the log keeps printed.
const LogRows = layout.LogMaxRows

// EventLog is the event log's state: whether it is open and what it
// shows, and its rows as printed for the painter (viz's drawEventLog).
type EventLog struct {
	open      bool
	dismissed bool   // V closed it: stepping does not open it again
	cpuOnly   bool   // Shift+V: the CPU's events only, not the NIC's
	paused    bool   // the simulation was paused when the lines were printed
	byLesson  bool   // a lesson step opened it: the next step closes it
	total     uint64 // trace events recorded when the lines were printed
	marked    uint64 // events up to this one were there before the last step
	n         int    // rows printed
	rows      [LogRows]LogRow
	newest    string          // the newest event's function, for the snapshot
	shown     int             // rows the last frame drew
	geo       layout.EventLog // where the lines were wrapped for
	lines     [LogRows]int    // the lines each row takes
}

// LogRow is one event as the log prints it.
type LogRow struct {
	When  []byte    // its time: "19.642 µs"
	Fn    []byte    // the kernel function, or "nic"
	What  [2][]byte // what happened, in up to two lines
	Fresh bool      // the event came with the last step: drawn highlighted
	Lines int       // the lines the row takes in the log's geometry
	FnW   float64   // the width of Fn in the bold face
}

// LogMeasurer measures the log's words at the log's type, in design
// units, as the screen draws them.
type LogMeasurer interface {
	// LogWidth is b's width: in the bold face (a function's name) or
	// the regular one (what happened).
	LogWidth(b []byte, bold bool) float64
}

// Open says whether the log is open.
func (l *EventLog) Open() bool { return l.open }

// CPUOnly says whether the log leaves out the NIC's events (Shift+V).
func (l *EventLog) CPUOnly() bool { return l.cpuOnly }

// Geometry is where the rows were wrapped for.
func (l *EventLog) Geometry() layout.EventLog { return l.geo }

// Rows are the rows the log's body holds, newest first.
func (l *EventLog) Rows() []LogRow { return l.rows[:l.shown] }

// Log's titles and hints, as its title row shows them.
const (
	LogTitleAll = "Event log · newest first"
	LogHintAll  = "V closes · Shift+V: CPU only"
	LogTitleCPU = "Event log · the CPU's events"
	LogHintCPU  = "V closes · Shift+V: all"
)

// Title is the log's title row: its title and the hint of its keys.
func (l *EventLog) Title() (title, hint string) {
	if l.cpuOnly {
		return LogTitleCPU, LogHintCPU
	}
	return LogTitleAll, LogHintAll
}

// reprint has the next Update print the rows again.
func (l *EventLog) reprint() { l.total, l.n = 0, 0 }

// Toggle opens or closes the log (V); the counters panel, whose place
// it takes, closes.
func (l *EventLog) Toggle(c *Counters) {
	l.open = !l.open
	c.open = false
	l.dismissed = !l.open
	l.reprint()
}

// ToggleFilter shows the CPU's events only, or all, and opens the log
// (Shift+V).
func (l *EventLog) ToggleFilter() {
	l.cpuOnly = !l.cpuOnly
	l.open, l.dismissed = true, false
	l.reprint()
}

// View is the log's state as a state carries it (log= in the URL).
func (l *EventLog) View() address.LogView {
	switch {
	case !l.open:
		return address.LogClosed
	case l.cpuOnly:
		return address.LogCPU
	}
	return address.LogAll
}

// SetView opens the log as v says (a state from a URL or a message).
func (l *EventLog) SetView(v address.LogView) {
	if v == l.View() {
		return
	}
	l.open, l.cpuOnly = v != address.LogClosed, v == address.LogCPU
	l.dismissed = !l.open
	l.reprint()
}

// StepEvent notes that the user steps one event (E) when the trace has
// recorded total events: the events recorded from now on are the
// step's, and the log opens unless it was closed with V.
func (l *EventLog) StepEvent(total uint64) {
	l.marked = total
	if !l.open && !l.dismissed {
		l.open, l.total = true, 0
	}
}

// StepPacket notes that the user steps one packet (N) when the trace
// has recorded total events: the events from now on are the step's.
func (l *EventLog) StepPacket(total uint64) { l.marked = total }

// SteppedBack follows a step taken back: the trace now holds total
// events, all of them before the step, and the rows are printed again.
func (l *EventLog) SteppedBack(total uint64) {
	l.marked, l.total = total, 0
}

// Lesson opens the log for a step that points at it (wants), with the
// CPU's events only (the driver's side: the NIC's writes would
// outnumber it), and closes one a previous step opened when this one
// does not.
func (l *EventLog) Lesson(wants bool) {
	switch {
	case wants && !l.open:
		l.SetView(address.LogCPU)
		l.byLesson = true
	case !wants && l.byLesson:
		l.SetView(address.LogClosed)
		l.byLesson, l.dismissed = false, false
	}
}

// Update prints the latest events of tr when it has new ones, or when
// the pause or the geometry changed: newest first, the NIC's left out
// under Shift+V, each description wrapped in geo's lines with m, an
// event marked fresh when it came with the last step and the run is
// paused (while playing, nothing is the step's). It allocates nothing
// once the rows' buffers have grown.
func (l *EventLog) Update(tr *model.Trace, paused bool, geo layout.EventLog, m LogMeasurer) {
	if !l.open {
		l.shown = 0
		return
	}
	if tr.Total() == l.total && l.total != 0 && l.paused == paused && geo == l.geo {
		return
	}
	l.geo = geo
	l.paused = paused
	l.total = tr.Total()
	l.n = 0
	width := func(b []byte) float64 { return m.LogWidth(b, false) }
	for i := tr.Len() - 1; i >= 0 && l.n < LogRows; i-- {
		e := tr.At(i)
		if l.cpuOnly && e.Fn == model.FnNIC {
			continue
		}
		r := &l.rows[l.n]
		r.When = AppendMicros(r.When[:0], e.T)
		text := e.AppendText(r.What[0][:0])
		fn := len(e.Fn.String())
		r.Fn = append(r.Fn[:0], text[:fn]...)
		rest := text[min(fn+2, len(text)):]
		r.FnW = m.LogWidth(r.Fn, true)
		cut := layout.LogCut(rest, geo.FirstLineW(r.FnW), width)
		r.What[1] = append(r.What[1][:0], trimSpace(rest[cut:])...)
		copy(text, rest[:cut])
		r.What[0] = text[:cut]
		r.Fresh = paused && e.Seq > l.marked && l.marked != 0
		if l.n == 0 {
			l.newest = e.Fn.String() // no allocation: the name is a constant
		}
		l.n++
	}
	l.shown = l.fitting()
}

// fitting is how many of the printed rows the log's body holds.
func (l *EventLog) fitting() int {
	for r := 0; r < l.n; r++ {
		l.rows[r].Lines = l.geo.RowLines(len(l.rows[r].What[1]) > 0)
		l.lines[r] = l.rows[r].Lines
	}
	return l.geo.Fits(l.lines[:l.n])
}

// LogArea is where the log goes: column, the right-hand column (in a
// lesson the place of the chart or figures under its text); but in a
// lesson whose step points at neither the CPU strip nor the CQ (band),
// the band of the CPU strip and the CQ, as wide as the ring, where an
// event takes a line.
func LogArea(s *layout.Screen, column layout.Rect, band bool) layout.Rect {
	if band {
		return layout.Rect{X: s.CPU.X, Y: s.CPU.Y, W: s.CPU.W, H: s.CQ.Bottom() - s.CPU.Y}
	}
	return column
}

// Snapshot fills the log's part of the snapshot: open, CPU only, the
// rows printed and shown, the newest event's function.
func (l *EventLog) Snapshot(s *app.Snapshot) {
	s.EventLog, s.LogCPU, s.LogRows, s.LogShown, s.LogNewest = l.open, l.cpuOnly, l.n, l.shown, l.newest
}

// trimSpace drops leading spaces.
func trimSpace(b []byte) []byte {
	for len(b) > 0 && b[0] == ' ' {
		b = b[1:]
	}
	return b
}

// AppendMicros appends t in microseconds with three decimals: "19.642 µs".
func AppendMicros(b []byte, t model.Time) []byte {
	ns := uint64(t) / 1000
	b = AppendInt(b, int64(ns/1000))
	b = append(b, '.')
	frac := ns % 1000
	b = append(b, byte('0'+frac/100), byte('0'+frac/10%10), byte('0'+frac%10))
	return append(b, " µs"...)
}
