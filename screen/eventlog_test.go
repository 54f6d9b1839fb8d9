package screen

import (
	"strings"
	"testing"
	"unicode/utf8"

	"rxscope/address"
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// faces measures the log's words as a face whose every glyph takes half
// the type's size (bold a little more): enough to wrap as the screen
// does, without its fonts.
type faces struct{ size float64 }

func (f faces) LogWidth(b []byte, bold bool) float64 {
	w := 0.5 * f.size
	if bold {
		w = 0.55 * f.size
	}
	return w * float64(utf8.RuneCount(b))
}

// width measures b in the regular face.
func (f faces) width(b []byte) float64 { return f.LogWidth(b, false) }

// logScreen is the log outside a lesson, over the right-hand column at
// the screen's type, as the window of 1280×720 places it.
func logScreen() (layout.EventLog, faces) {
	s := layout.NewScreen()
	return layout.NewEventLog(LogArea(&s, s.LessonColumn(), false), layout.ScreenType), faces{layout.ScreenType.Log}
}

// logSession is the default scene paused at t, with the stepper and the
// log a screen keeps; a tick is an Update of the screen.
type logSession struct {
	ses  *app.Session
	log  EventLog
	ctr  Counters
	step *Stepper
	scr  *fakeScreen
	geo  layout.EventLog
	m    faces
}

func newLogSession(t testing.TB, cfg model.Config, at model.Time) *logSession {
	t.Helper()
	ses, err := app.NewSession(cfg, true, app.DefaultSpeed)
	if err != nil {
		t.Fatal(err)
	}
	ses.RunTo(at)
	ls := &logSession{ses: ses, scr: &fakeScreen{}}
	ls.geo, ls.m = logScreen()
	ls.step = NewStepper(ses, &ls.log, ls.scr)
	ls.tick()
	return ls
}

// tick advances the session one tick and prints the log as the
// screen's Update does.
func (ls *logSession) tick() {
	ls.ses.Tick()
	ls.log.Update(ls.ses.After().Trace(), ls.ses.Paused(), ls.geo, &ls.m) // a pointer: a face in an interface allocates nothing
	ls.ctr.Update(ls.ses.Steps(), ls.ses.After())
}

// snap is the log's and the counters' part of the snapshot.
func (ls *logSession) snap() app.Snapshot {
	var s app.Snapshot
	ls.log.Snapshot(&s)
	ls.ctr.Snapshot(&s)
	s.Paused = ls.ses.Paused()
	return s
}

// TestEventLog steps one event at a time as a driver engineer would
// (the browser's TestEventLog, at ?at=1000000000): the first steps
// open the log with the latest events and their functions; V closes
// it, and stepping then leaves it closed; V opens it again, and it
// stays open while the simulation plays, printing allocates nothing;
// Shift+V keeps the CPU's events only, however long it plays, and the
// address carries it (log=cpu).
func TestEventLog(t *testing.T) {
	ls := newLogSession(t, model.DefaultConfig(), model.Millisecond)
	if s := ls.snap(); s.EventLog {
		t.Fatal("the event log is open at the start")
	}
	for range 5 {
		ls.step.Event()
		ls.tick()
	}
	s := ls.snap()
	if !s.EventLog || s.LogRows < 9 || s.LogShown < 6 || s.LogNewest == "" || !s.Paused {
		t.Fatalf("after five steps: log open %v, %d rows printed, %d shown, newest %q, paused %v; want an open log of 9 rows or more, 6 shown, paused", s.EventLog, s.LogRows, s.LogShown, s.LogNewest, s.Paused)
	}
	ls.log.Toggle(&ls.ctr) // V
	if ls.snap().EventLog {
		t.Fatal("V did not close the log")
	}
	ls.step.Event()
	ls.tick()
	if ls.snap().EventLog {
		t.Error("a step opened the log again after V closed it")
	}
	ls.log.Toggle(&ls.ctr) // V
	ls.ses.SetPaused(false)
	for range 130 {
		ls.tick()
	}
	if s = ls.snap(); !s.EventLog || s.Paused || s.LogShown == 0 {
		t.Fatalf("log open %v, paused %v, %d rows shown; want the log open and shown while playing", s.EventLog, s.Paused, s.LogShown)
	}
	if n := testing.AllocsPerRun(30, ls.tick); n > 0 {
		t.Errorf("printing the log while the run plays allocates %.1f times a tick; want none", n)
	}

	// Shift+V leaves the CPU's events: the newest is never the NIC's
	ls.log.ToggleFilter()
	for i := 0; i < 20; i++ {
		for range 3 {
			ls.tick()
		}
		if s = ls.snap(); !s.LogCPU || s.LogNewest == "nic" || s.LogRows == 0 {
			t.Fatalf("with Shift+V: CPU only %v, newest %q, %d rows", s.LogCPU, s.LogNewest, s.LogRows)
		}
		for _, r := range ls.log.Rows() {
			if string(r.Fn) == model.FnNIC.String() {
				t.Fatalf("with Shift+V the log shows the NIC's event %q", r.What[0])
			}
		}
	}
	st := address.Default()
	st.Log = ls.log.View()
	if q := st.Query(); !strings.Contains(q, "log=cpu") {
		t.Errorf("the address with the CPU's log is %q; want log=cpu in it", q)
	}

	// the log travels in the address
	from, ns := address.Parse("paused=1&log=cpu", address.Default(), nil)
	var l EventLog
	l.SetView(from.Log)
	if len(ns) != 0 || !l.Open() || !l.CPUOnly() {
		t.Errorf("?log=cpu opened the log %v, CPU only %v (notices %v); want both", l.Open(), l.CPUOnly(), ns)
	}
}

// TestLogRowsAreTheTrace: the rows are the trace's latest events, newest
// first, each its time, its function and what happened, wrapped at a
// space into lines no wider than the log's; the events that came with
// the last step are marked, and only while the run is paused.
func TestLogRowsAreTheTrace(t *testing.T) {
	for _, cpuOnly := range []bool{false, true} {
		ls := newLogSession(t, model.DefaultConfig(), 700*model.Microsecond)
		if cpuOnly {
			ls.log.ToggleFilter()
		}
		ls.step.Packet()
		ls.step.Event()
		before := ls.ses.After().Trace().Total() // the last step's events are marked
		ls.step.Event()
		ls.tick()
		tr := ls.ses.After().Trace()
		rows := ls.log.rows[:ls.log.n]
		if len(rows) != LogRows {
			t.Fatalf("cpu only %v: %d rows printed; want %d", cpuOnly, len(rows), LogRows)
		}
		i := tr.Len() - 1
		fresh := 0
		for r, row := range rows {
			for cpuOnly && tr.At(i).Fn == model.FnNIC {
				i--
			}
			e := tr.At(i)
			i--
			text := string(e.AppendText(nil))
			what := text[min(len(e.Fn.String())+2, len(text)):]
			if string(row.Fn) != e.Fn.String() || string(row.When) != string(AppendMicros(nil, e.T)) {
				t.Errorf("cpu only %v, row %d: %s %s; want %s %s", cpuOnly, r, row.When, row.Fn, AppendMicros(nil, e.T), e.Fn)
			}
			got := string(row.What[0])
			if len(row.What[1]) > 0 {
				got += " " + string(row.What[1])
			}
			if got != what {
				t.Errorf("cpu only %v, row %d: %q; want %q", cpuOnly, r, got, what)
			}
			if w := ls.m.width(row.What[0]); w > ls.geo.FirstLineW(row.FnW)+0.5 {
				t.Errorf("cpu only %v, row %d: the first line is %.0f units wide; the log has %.0f", cpuOnly, r, w, ls.geo.FirstLineW(row.FnW))
			}
			if row.Lines != ls.geo.RowLines(len(row.What[1]) > 0) {
				t.Errorf("cpu only %v, row %d takes %d lines", cpuOnly, r, row.Lines)
			}
			if want := e.Seq > before; row.Fresh != want {
				t.Errorf("cpu only %v, row %d (event %d, the step's after %d): fresh %v", cpuOnly, r, e.Seq, before, row.Fresh)
			}
			if row.Fresh {
				fresh++
			}
		}
		if fresh == 0 && !cpuOnly {
			t.Errorf("no row is the steps' own")
		}
		if got, want := len(ls.log.Rows()), ls.geo.Fits(ls.log.lines[:ls.log.n]); got != want || got < 6 {
			t.Errorf("cpu only %v: %d rows shown; the body holds %d (at least 6)", cpuOnly, got, want)
		}
		ls.ses.SetPaused(false)
		ls.tick()
		for r, row := range ls.log.Rows() {
			if row.Fresh {
				t.Errorf("cpu only %v: row %d is marked the step's while the run plays", cpuOnly, r)
			}
		}
	}
}

// TestEventLogKeys: what V, Shift+V, U, a step, a state's log= and a
// lesson's step that points at the log do to it and to the counters
// panel, whose place it shares.
func TestEventLogKeys(t *testing.T) {
	type state struct{ log, cpu, counters bool }
	const (
		v      = "V"
		shiftV = "Shift+V"
		u      = "U"
		e      = "E"
		n      = "N"
		urlAll = "log=all"
		urlCPU = "log=cpu"
		urlOff = "log closed"
		lesson = "a step that points at the log"
		moveOn = "a step that does not"
	)
	for _, c := range []struct {
		keys []string
		want state
	}{
		{nil, state{}},
		{[]string{e}, state{log: true}},
		{[]string{n}, state{}},
		{[]string{v}, state{log: true}},
		{[]string{v, v}, state{}},
		{[]string{v, v, e}, state{}},
		{[]string{e, v, e}, state{}},
		{[]string{shiftV}, state{log: true, cpu: true}},
		{[]string{shiftV, shiftV}, state{log: true}},
		{[]string{v, v, shiftV}, state{log: true, cpu: true}},
		{[]string{u}, state{counters: true}},
		{[]string{u, u}, state{}},
		{[]string{e, u}, state{counters: true}},
		{[]string{e, u, e}, state{counters: true}},
		{[]string{e, u, u, e}, state{}},
		{[]string{u, v}, state{log: true}},
		{[]string{u, e}, state{log: true, counters: true}}, // the log opens over a panel U opened first
		{[]string{urlCPU}, state{log: true, cpu: true}},
		{[]string{urlAll}, state{log: true}},
		{[]string{shiftV, urlOff}, state{cpu: false}},
		{[]string{urlOff, e}, state{log: true}}, // log= off on a closed log is not V: E opens it
		{[]string{v, urlOff, e}, state{}},       // a state that closes the log closes it as V does
		{[]string{v, v, urlAll, urlOff, e}, state{}},
		{[]string{lesson}, state{log: true, cpu: true}},
		{[]string{lesson, moveOn}, state{}},
		{[]string{lesson, moveOn, e}, state{log: true}},
		{[]string{v, lesson, moveOn}, state{log: true}},
		{[]string{moveOn}, state{}},
	} {
		var l EventLog
		var ctr Counters
		for _, k := range c.keys {
			switch k {
			case v:
				l.Toggle(&ctr)
			case shiftV:
				l.ToggleFilter()
			case u:
				ctr.Toggle(&l)
			case e:
				l.StepEvent(1)
			case n:
				l.StepPacket(1)
			case urlAll:
				l.SetView(address.LogAll)
			case urlCPU:
				l.SetView(address.LogCPU)
			case urlOff:
				l.SetView(address.LogClosed)
			case lesson:
				l.Lesson(true)
			case moveOn:
				l.Lesson(false)
			}
		}
		if got := (state{l.Open(), l.CPUOnly(), ctr.Open()}); got != c.want {
			t.Errorf("%v: %+v; want %+v", c.keys, got, c.want)
		}
		want := address.LogClosed
		switch {
		case c.want.log && c.want.cpu:
			want = address.LogCPU
		case c.want.log:
			want = address.LogAll
		}
		if l.View() != want {
			t.Errorf("%v: the address's log is %v; want %v", c.keys, l.View(), want)
		}
	}
}

// TestLogTitle: the title row names what the log shows and the key
// that changes it.
func TestLogTitle(t *testing.T) {
	var l EventLog
	for _, want := range [][2]string{
		{"Event log · newest first", "V closes · Shift+V: CPU only"},
		{"Event log · the CPU's events", "V closes · Shift+V: all"},
		{"Event log · newest first", "V closes · Shift+V: CPU only"},
	} {
		if title, hint := l.Title(); title != want[0] || hint != want[1] {
			t.Errorf("CPU only %v: %q, %q; want %q, %q", l.CPUOnly(), title, hint, want[0], want[1])
		}
		l.ToggleFilter()
	}
}

// TestLogArea: the log takes the right-hand column, or in a lesson whose
// step points at neither the CPU nor the CQ their band, as wide as the
// ring.
func TestLogArea(t *testing.T) {
	s := layout.NewScreen()
	col := s.LessonColumn()
	if got := LogArea(&s, col, false); got != col {
		t.Errorf("outside the band: %+v; want the column %+v", got, col)
	}
	band := LogArea(&s, col, true)
	if band.X != s.CPU.X || band.Y != s.CPU.Y || band.W != s.CPU.W || band.Bottom() != s.CQ.Bottom() {
		t.Errorf("the band: %+v; want from the CPU strip %+v to the CQ's bottom %v", band, s.CPU, s.CQ.Bottom())
	}
	if !layout.NewEventLog(band, layout.ScreenType).Wide || layout.NewEventLog(col, layout.ScreenType).Wide {
		t.Error("an event takes one line in the band and two or three in the column")
	}
}

// TestAppendMicros holds the log's times to microseconds with three
// decimals.
func TestAppendMicros(t *testing.T) {
	for _, c := range []struct {
		t    model.Time
		want string
	}{
		{0, "0.000 µs"},
		{999, "0.000 µs"},
		{19_642_000, "19.642 µs"},
		{1_170_332_500, "1170.332 µs"},
		{5 * model.Microsecond, "5.000 µs"},
	} {
		if got := string(AppendMicros(nil, c.t)); got != c.want {
			t.Errorf("AppendMicros(%d) = %q; want %q", c.t, got, c.want)
		}
	}
}
