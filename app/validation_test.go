package app

import (
	"strings"
	"testing"

	"rxscope/model/validation"
)

// TestValidationMatchesValidate: the figures of the measured
// configurations, measured in slices in one reused simulation, are the
// values validation.Validate reports with the same options; the rows' texts
// fill in as they come, and Off says which rows are off by more than
// OffBy.
func TestValidationMatchesValidate(t *testing.T) {
	o := validation.Options{Warmup: 500, Packets: 2000}
	rows := validation.MeasuredScenes()[:4]
	v := NewValidation(rows, o)
	if done, total := v.Progress(); done != 0 || total < len(rows) {
		t.Fatalf("progress %d of %d before any work", done, total)
	}
	if txt := v.Text(0); !strings.HasSuffix(txt, "…") {
		t.Errorf("row 0 before any work reads %q; want it to end in …", txt)
	}
	finished := map[int]int{}
	for v.Pending() {
		if row := v.Work(); row >= 0 {
			finished[row]++
		}
	}
	rep, err := validation.Validate(o)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range rows {
		n := len(m.Before) + len(m.Figures) // and each lever, once searched
		for _, fs := range [][]validation.Figure{m.Before, m.Figures} {
			for _, f := range fs {
				n += len(f.Levers)
			}
		}
		if finished[i] != n {
			t.Errorf("row %d: %d figures and levers finished; want %d", i, finished[i], n)
		}
		off := false
		for _, fs := range [][]validation.Figure{m.Before, m.Figures} {
			for _, f := range fs {
				got, st := v.Value(i, f.ID)
				want, ok := rep.Figure(f.ID)
				if !ok || st != FigureMeasured || got != want.Model {
					t.Errorf("%s: %v (state %d); Validate gives %v", f.ID, got, st, want.Model)
				}
				if r, ok := v.Ratio(i, f); ok && (r > 1+OffBy || r < 1-OffBy) {
					off = true
				}
			}
		}
		if v.Off(i) != off {
			t.Errorf("row %d: Off %v; its ratios say %v", i, v.Off(i), off)
		}
		if txt := v.Text(i); strings.Contains(txt, "…") || !strings.Contains(txt, m.Figures[0].Runs[0].Measure.UnitWord()) {
			t.Errorf("row %d reads %q once measured", i, txt)
		}
	}
	if v.Work() != -1 {
		t.Error("Work with nothing pending finished a row")
	}
}

// TestFigureRunsFit: every figure a scene row measures has at most
// maxFigureRuns runs, so that Validation.Value combines all of them.
func TestFigureRunsFit(t *testing.T) {
	for _, m := range validation.MeasuredScenes() {
		for _, fs := range [][]validation.Figure{m.Before, m.Figures} {
			for _, f := range fs {
				if len(f.Runs) > maxFigureRuns {
					t.Errorf("%s has %d runs; Validation.Value combines at most maxFigureRuns = %d", f.ID, len(f.Runs), maxFigureRuns)
				}
			}
		}
	}
}

// TestValidationOffAsValidateCounts: a scene row whose figure the seed
// published as 0 is off when the model's value is not 0, as rxsim
// validate counts it (validation.Report.InBand): seed 003's striding RQ
// lost nothing of a 16K burst, and a row the model loses frames on is
// amber in the scene list.
func TestValidationOffAsValidateCounts(t *testing.T) {
	o := validation.Options{Warmup: 500, Packets: 2000}
	var rows []validation.Measured
	for _, m := range validation.MeasuredScenes() {
		for _, f := range m.Figures {
			if f.Published == 0 {
				rows = append(rows, m)
				break
			}
		}
	}
	if len(rows) == 0 {
		t.Fatal("no scene row has a figure published as 0")
	}
	v := NewValidation(rows, o)
	for v.Pending() {
		v.Work()
	}
	rep, err := validation.Validate(o)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range rows {
		off := false
		for _, fs := range [][]validation.Figure{m.Before, m.Figures} {
			for _, f := range fs {
				res, ok := rep.Figure(f.ID)
				if !ok {
					t.Fatalf("%s: not in the report", f.ID)
				}
				if counted, in := rep.InBand(res, OffBy); counted && !in {
					off = true
				}
			}
		}
		if v.Off(i) != off {
			t.Errorf("row %s: Off %v; rxsim validate counts it off: %v", m.Figures[0].ID, v.Off(i), off)
		}
	}
}
