package app

import (
	"strings"
	"testing"

	"rxscope/model/validation"
)

// TestValidationGainRow: the row of the gains and the spread (CQE
// compression's +26% and +6%, distances 4, 6 and 8 within 3%) measures
// each figure's runs and combines them exactly as validation.Validate does,
// number for number; its line reads them as validate prints them, no
// Mpps after a gain; the row is off where a ratio is, and the figures
// count once each in Progress, whatever their runs.
func TestValidationGainRow(t *testing.T) {
	o := validation.Options{Warmup: 500, Packets: 2000}
	var rows []validation.Measured
	for _, m := range validation.MeasuredScenes() {
		if m.Figures[0].Kind != validation.FigureValue {
			rows = append(rows, m)
		}
	}
	if len(rows) != 1 || len(rows[0].Figures) != 3 {
		t.Fatalf("%d rows of gains; want one with CQE compression's two gains and the spread", len(rows))
	}
	v := NewValidation(rows, o)
	if done, total := v.Progress(); done != 0 || total != 3 {
		t.Fatalf("progress %d of %d before any work; want 0 of 3 figures", done, total)
	}
	for v.Pending() {
		v.Work()
		if done, _ := v.Progress(); done > 0 && strings.HasSuffix(v.Text(0), "…") && done == 3 {
			t.Fatalf("every figure measured and the row reads %q", v.Text(0))
		}
	}
	rep, err := validation.Validate(o)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	off := false
	for _, f := range rows[0].Figures {
		got, st := v.Value(0, f.ID)
		w, ok := rep.Figure(f.ID)
		if !ok || st != FigureMeasured || got != w.Model {
			t.Errorf("%s: %v (state %d); Validate gives %v", f.ID, got, st, w.Model)
		}
		want = append(want, f.ModelText(w.Model))
		if r, ok := v.Ratio(0, f); ok && (r > 1+OffBy || r < 1-OffBy) {
			off = true
		}
	}
	if txt := v.Text(0); txt != strings.Join(want, " · ") || strings.Contains(txt, "Mpps") {
		t.Errorf("the row reads %q; want %q", txt, strings.Join(want, " · "))
	}
	if v.Off(0) != off || !off {
		t.Errorf("Off %v; its ratios say %v (CQE compression's TCP gain is off)", v.Off(0), off)
	}
	if done, total := v.Progress(); done != 3 || total != 3 {
		t.Errorf("progress %d of %d once measured; want 3 of 3", done, total)
	}
}
