package layout

import "testing"

// TestLogRowsTakeTheirLines checks the lines an event takes in the
// right-hand column's narrow log and in a lesson's wide one, in both
// types: one for a description that fits a line, two for a long one,
// and in the narrow log one more for the time and the function; so a
// log of events of short descriptions shows as many as their lines fit.
func TestLogRowsTakeTheirLines(t *testing.T) {
	for _, ty := range []Type{ScreenType, ProjectorType} {
		s := NewScreenFor(ty)
		for _, c := range []struct {
			where       string
			area        Rect
			short, long int
		}{
			{"narrow", s.LessonColumn(), 2, 3},
			{"wide", Rect{s.CPU.X, s.CPU.Y, s.CPU.W, s.CQ.Bottom() - s.CPU.Y}, 1, 2},
		} {
			l := NewEventLog(c.area, ty)
			if l.Wide != (c.where == "wide") {
				t.Fatalf("type %v: the %s log's area %+v gives Wide %v", ty.Label, c.where, c.area, l.Wide)
			}
			if got := [2]int{l.RowLines(false), l.RowLines(true)}; got != [2]int{c.short, c.long} {
				t.Errorf("type %v, %s log: an event takes %v lines (short, long); want %d and %d", ty.Label, c.where, got, c.short, c.long)
			}
			short := make([]int, LogMaxRows)
			for i := range short {
				short[i] = l.RowLines(false)
			}
			want := min(LogMaxRows, int((l.Body.H+0.5+l.RowGap*l.LineH)/((float64(c.short)+l.RowGap)*l.LineH)))
			if got := l.Fits(short); got != want {
				t.Errorf("type %v, %s log: %d events of short descriptions shown in %+v; their lines fit %d", ty.Label, c.where, got, l.Body, want)
			}
		}
	}
}
