package layout

// The event log lists the latest events, newest first. Where it has the
// width of the left-hand column (in a lesson, over the CPU strip and the
// CQ) an event takes one line, its time, then its function followed by
// what happened, and a second line only when that is too long; in the
// right-hand column, narrower, an event takes a line for its time and
// function and one for what happened, two when that is too long:
//
//	wide:    | 665.251 µs  mlx5e_handle_csum  read header line … late |
//	         |             (what does not fit goes on here)           |
//	narrow:  | 665.251 µs  mlx5e_handle_csum                          |
//	         |   read header line 0x292ef7840 of frame 9207 late:     |
//	         |   still in flight, 416 cyc left                        |

// EventLog is the event log's geometry in its area.
type EventLog struct {
	Area  Rect    // the log's background
	Title Rect    // "Event log · newest first", and the hint on its right
	Body  Rect    // where the rows go
	Wide  bool    // an event on one line (two when what happened is long)
	LineH float64 // the height of a line of a row
	// RowGap is the space between two rows, in lines (LogRowGap, or
	// LogNarrowRowGap in a narrow log)
	RowGap float64
	// TimeW is the width of the time's column; a narrow log indents what
	// happened by Indent, a wide one sets it FnGap after the function
	TimeW, Indent, FnGap float64
	// TextW is the width what happened may take on a line of its own
	// (FirstLineW on the function's line of a wide log).
	TextW float64
	// MinRows is how many events the log shows at least: every event on
	// its longest (two lines in a wide log, three in a narrow one).
	MinRows int
}

// Sizes of the event log, in design units.
const (
	LogPad = 18.0
	// LogWideW is the least width at which an event takes one line.
	LogWideW = 1000.0
	// LogMaxRows bounds the events the log keeps printed.
	LogMaxRows = 16
)

// NewEventLog places the log in area at type t.
func NewEventLog(area Rect, t Type) EventLog {
	l := EventLog{Area: area, LineH: t.Log * 1.2, Wide: area.W >= LogWideW, RowGap: LogNarrowRowGap}
	if l.Wide {
		l.RowGap = LogRowGap
	}
	pad := LogPad
	if l.Wide {
		pad = LogPad / 2 // a band of the left-hand column: its height counts
	}
	in := area.Inset(pad)
	l.Title = Rect{in.X, in.Y, in.W, t.Label * 1.25} // in the bold face: a title smaller than a panel's, to leave the rows room
	top := l.Title.Bottom() + 4
	l.Body = Rect{in.X, top, in.W, in.Bottom() - top}
	l.TimeW = t.Log * 7.4 // "1170.332 µs" in the mono face, and a gap
	if l.Wide {
		l.FnGap = t.Log / 2
		l.TextW = in.W - l.TimeW
		l.MinRows = int(l.Body.H / (2 * l.LineH))
	} else {
		l.Indent = t.Log
		l.TextW = in.W - l.Indent
		l.MinRows = int(l.Body.H / (3 * l.LineH))
	}
	l.MinRows = max(0, min(LogMaxRows, l.MinRows))
	return l
}

// FirstLineW is the width what happened may take on the function's line,
// after a function name fnW wide: in a wide log the rest of the line, in
// a narrow one a line of its own.
func (l EventLog) FirstLineW(fnW float64) float64 {
	if l.Wide {
		return l.TextW - fnW - l.FnGap
	}
	return l.TextW
}

// The space between two rows, in lines: in a wide log an event starts
// at its time, in the left margin; in a narrow one, whose events take
// two lines or three, the gap tells one from the next.
const (
	LogRowGap       = 0.1
	LogNarrowRowGap = 0.4
)

// RowLines is how many lines an event takes whose description needs
// two lines (long) or one: in a narrow log one more, for its time and
// function. A narrow log gave every event three lines, and on a
// projector at 1920×1080 an event of two had an empty line under it: the
// log showed 9 events over a third of its height blank
// (TestLogRowsTakeTheirLines).
func (l EventLog) RowLines(long bool) int {
	n := 1
	if long {
		n = 2
	}
	if !l.Wide {
		n++
	}
	return n
}

// Fits is how many rows of the given lines, in order, the body holds.
func (l EventLog) Fits(lines []int) int {
	y := l.Body.Y
	for n, k := range lines {
		y += float64(k) * l.LineH
		if y > l.Body.Bottom()+0.5 {
			return n
		}
		y += l.LineH * l.RowGap
	}
	return len(lines)
}

// BytesWidth measures text in design units.
type BytesWidth func(b []byte) float64

// LogCut is where an event's description goes on a second line: the
// longest start of b, cut at a space, no wider than w (all of b when it
// fits; a single word too long for w is cut where it reaches w).
func LogCut(b []byte, w float64, width BytesWidth) int {
	if width(b) <= w {
		return len(b)
	}
	for cut := len(b) - 1; cut > 0; cut-- {
		if b[cut] == ' ' && width(b[:cut]) <= w {
			return cut
		}
	}
	cut := len(b) - 1
	for cut > 1 && width(b[:cut]) > w {
		cut--
	}
	return cut
}
