package lessons

import (
	"fmt"
	"strings"
	"testing"
)

// TestMeasuredMatchesText checks, in every step of every lesson, before
// and after the answer, that each run figure the text quotes is in the
// step's measured table, in its run's column, printed as the text prints
// it; and that the table has a column for every run the step makes.
func TestMeasuredMatchesText(t *testing.T) {
	for _, l := range All() {
		r, err := NewRunner(l)
		if err != nil {
			t.Fatal(err)
		}
		for i := range l.Steps {
			if err := r.Goto(i); err != nil {
				t.Fatal(err)
			}
			where := l.ID + " step " + string(rune('1'+i))
			checkMeasured(t, where, r)
			if r.Step().Predict != nil {
				r.Reveal()
				checkMeasured(t, where+" (revealed)", r)
			}
		}
	}
}

func checkMeasured(t *testing.T, where string, r *Runner) {
	t.Helper()
	m := r.Table()
	st := r.Step()
	want := 1 + len(st.Runs)
	if len(st.Try) > 0 {
		want++
	}
	if len(m.Runs) != want {
		t.Errorf("%s: %d columns, want %d (the main run and every comparison)", where, len(m.Runs), want)
	}
	rs := r.steps[r.i].runs
	for _, f := range r.Quotes() {
		if strings.HasPrefix(f.Key, publishedPrefix) || strings.HasPrefix(f.Key, "change.") {
			continue
		}
		name, run := rs.split(f.Key)
		if figureByName(name) == nil {
			continue // a knob
		}
		col := -1
		for k, c := range m.Runs {
			if c.Name == run.name {
				col = k
			}
		}
		found := false
		for _, row := range m.Rows {
			if row.Figure == name && col >= 0 && row.Cells[col] == f.Value {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: the text quotes %s = %s; the measured table does not show it in run %q", where, f.Key, f.Value, run.name)
		}
	}
}

// TestMeasuredHidesTheAnswer checks that before the answer the table
// quotes no figure only the reveal quotes.
func TestMeasuredHidesTheAnswer(t *testing.T) {
	l, _ := Lookup("ahead")
	r, err := NewRunner(l)
	if err != nil {
		t.Fatal(err)
	}
	for i := range l.Steps {
		if l.Steps[i].Predict == nil {
			continue
		}
		if err := r.Goto(i); err != nil {
			t.Fatal(err)
		}
		before := len(r.Table().Rows)
		r.Reveal()
		if after := len(r.Table().Rows); after <= before {
			t.Errorf("step %d: %d rows before the answer, %d after: the reveal's figures should appear only with it", i+1, before, after)
		}
	}
}

func ExampleRunner_Table() {
	r, _ := Start("ahead")
	r.Goto(2) // "Place your bets": distance 16 against distance 0
	fmt.Println(len(r.Table().Rows), "rows before the answer")
	r.Reveal()
	m := r.Table()
	fmt.Printf("%-28s %-12s %s\n", "", "this step", m.Runs[1].Changes)
	for _, row := range m.Rows {
		fmt.Printf("%-28.28s %-12s %s\n", row.Label, row.Cells[0], row.Cells[1])
	}
	// Output:
	// 0 rows before the answer
	//                              this step    distance=0
	// NAPI CPU cycles per packet   1455         1748
	// packets processed, Mpps      3.44         2.86
	// stalled cycles per packet on 10           303
}
