package lessons

import (
	"reflect"
	"testing"
)

// TestPrepGiven: a step whose runs were measured apart (Prep.Measure, as
// a Web Worker does), their figures carried as text (RunFigures'
// MarshalText, UnmarshalText) and given back (Give), in any order and
// mixed with runs Advance measures, fills the same texts and the same
// table as a step prepared in place.
func TestPrepGiven(t *testing.T) {
	for _, tc := range []struct {
		lesson string
		step   int
		here   int // a run Advance measures; -1: none
	}{
		{"ahead", 2, -1},  // several runs, all given
		{"mlx4", 2, 0},    // the main run here, the others given
		{"headlen", 3, 1}, // nonlinear RQ, TCP
		{"shinfo", 4, -1}, // the trace's guesses
	} {
		whole, pp := wholeAndPrep(t, tc.lesson, tc.step)
		for k := range pp.RunCount() {
			if k != tc.here {
				pp.Away(k, true)
			}
		}
		if tc.here >= 0 {
			for !pp.Idle() {
				if _, err := pp.Advance(100); err != nil {
					t.Fatal(err)
				}
			}
		} else if !pp.Idle() {
			t.Errorf("%s step %d: not idle with every run away", tc.lesson, tc.step)
		}
		for k := pp.RunCount() - 1; k >= 0; k-- { // last first: the order does not matter
			if k == tc.here {
				continue
			}
			m, err := pp.Measure(k, nil)
			if err != nil {
				t.Fatal(err)
			}
			for done := false; !done; {
				_, done = m.Advance(500)
			}
			text, err := RunFiguresText(m.Figures())
			if err != nil {
				t.Fatal(err)
			}
			f, err := ParseRunFigures(text)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(f, m.Figures()) {
				t.Fatalf("%s step %d run %d: the figures changed on the way as text", tc.lesson, tc.step, k)
			}
			if done, err := pp.Give(k, f); err != nil || done != (k == 0 || k == 1 && tc.here == 0) {
				t.Fatalf("%s step %d: Give(%d) = %v, %v", tc.lesson, tc.step, k, done, err)
			}
		}
		got := pp.finished()
		if got == nil {
			t.Fatalf("%s step %d: not finished after every run was given", tc.lesson, tc.step)
		}
		if whole.text != got.text || whole.reveal != got.reveal || !reflect.DeepEqual(whole.tabAll, got.tabAll) {
			t.Errorf("%s step %d: given runs fill other texts\nin place: %q\ngiven:    %q", tc.lesson, tc.step, whole.text, got.text)
		}
	}
}

// TestRunFiguresText: the text carries every counter of the trace (a
// field added to traceStats and not to ints or floats would be lost on the
// way), and a text cut short or with a word that is no number is an error
// that says where.
func TestRunFiguresText(t *testing.T) {
	var st traceStats
	var count func(v reflect.Value) int
	count = func(v reflect.Value) int {
		switch v.Kind() {
		case reflect.Struct:
			n := 0
			for i := range v.NumField() {
				n += count(v.Field(i))
			}
			return n
		case reflect.Array:
			return v.Len() * count(v.Index(0))
		}
		return 1
	}
	if want, got := count(reflect.ValueOf(st)), len(st.ints())+len(st.floats()); got != want {
		t.Errorf("the text carries %d of traceStats' %d numbers", got, want)
	}
	good, err := RunFiguresText(RunFigures{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ text, want string }{
		{"1,2,3", "run figures: Arrived: missing"},
		{"x" + good[1:], `run figures: Start: strconv.ParseUint: parsing "x": invalid syntax`},
		{good + ",7", "run figures: 39 numbers after the metrics; want the trace's 38"},
	} {
		_, err := ParseRunFigures(tc.text)
		if err == nil || err.Error() != tc.want {
			t.Errorf("ParseRunFigures(%.20q…) = %v; want %q", tc.text, err, tc.want)
		}
	}
}
