package lessons

import (
	"reflect"
	"testing"

	"rxscope/model"
)

// TestPrepSlicing: a step prepared in slices of any size reads the same
// figures and fills the same texts as one prepared in one go; and so does
// one whose runs rebuild the simulation the step before it left (Lend,
// Spare), whatever machine and ring that one had.
func TestPrepSlicing(t *testing.T) {
	var spare *model.Sim
	for _, tc := range []struct {
		lesson string
		step   int
		budget int
	}{
		{"strides", 3, 1},    // a burst run to Until, one slice per packet's worth
		{"ahead", 2, 97},     // several runs, slices that end mid warm-up
		{"mlx4", 2, 1000},    // a sweep of distances
		{"headlen", 3, 5000}, // nonlinear RQ, TCP
	} {
		whole, pp := wholeAndPrep(t, tc.lesson, tc.step)
		if spare != nil {
			pp.Lend(spare)
		}
		calls := 0
		for done := false; !done; calls++ {
			var err error
			if done, err = pp.Advance(tc.budget); err != nil {
				t.Fatal(err)
			}
			if p := pp.Progress(); p < 0 || p > 1 {
				t.Fatalf("progress %v out of 0..1", p)
			}
			if !done && pp.Spare() != nil {
				t.Fatalf("%s step %d: Spare gave a simulation before the preparation was done", tc.lesson, tc.step)
			}
		}
		if spare = pp.Spare(); spare == nil {
			t.Errorf("%s step %d: no spare simulation after the preparation", tc.lesson, tc.step)
		}
		sliced := pp.finished()
		if whole.text != sliced.text || whole.reveal != sliced.reveal || !reflect.DeepEqual(whole.quoteAll, sliced.quoteAll) {
			t.Errorf("%s step %d in %d slices of %d: texts differ\nwhole:  %q\nsliced: %q", tc.lesson, tc.step, calls, tc.budget, whole.text, sliced.text)
		}
		for i := range whole.runs {
			if whole.runs[i].met != sliced.runs[i].met {
				t.Errorf("%s step %d run %q: metrics differ when sliced", tc.lesson, tc.step, whole.runs[i].name)
			}
		}
		if calls < 2 {
			t.Errorf("%s step %d: budget %d finished in %d call; the test slices nothing", tc.lesson, tc.step, tc.budget, calls)
		}
	}
}

// TestAdopt: a runner started from a preparation enters its step without
// running anything, and refuses a step of another lesson or one still
// being prepared.
func TestAdopt(t *testing.T) {
	l, _ := Lookup("cold")
	pp, err := NewPrep(l, 2)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewRunnerAt(pp); err == nil {
		t.Error("NewRunnerAt accepted an unfinished preparation")
	}
	for done := false; !done; {
		if done, err = pp.Advance(2000); err != nil {
			t.Fatal(err)
		}
	}
	r, err := NewRunnerAt(pp)
	if err != nil {
		t.Fatal(err)
	}
	if r.Index() != 2 || !r.Prepared(2) || r.Prepared(0) || r.Text() == "" {
		t.Errorf("runner at step %d, prepared(2)=%v prepared(0)=%v", r.Index(), r.Prepared(2), r.Prepared(0))
	}
	other, _ := Lookup("xdp")
	op, _ := NewPrep(other, 0)
	for done := false; !done; {
		done, _ = op.Advance(1 << 20)
	}
	if err := r.Adopt(op); err == nil {
		t.Error("Adopt took a step of another lesson")
	}
	if _, err := NewPrep(l, 99); err == nil {
		t.Error("NewPrep accepted step 99")
	}
}

// wholeAndPrep is step i of lesson id prepared in one go, and a Prep of
// it not started.
func wholeAndPrep(t *testing.T, id string, i int) (*prepared, *Prep) {
	t.Helper()
	l, ok := Lookup(id)
	if !ok {
		t.Fatalf("no lesson %q", id)
	}
	whole, err := prepare(l, i)
	if err != nil {
		t.Fatal(err)
	}
	pp, err := NewPrep(l, i)
	if err != nil {
		t.Fatal(err)
	}
	return whole, pp
}
