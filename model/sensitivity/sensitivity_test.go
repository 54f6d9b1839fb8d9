package sensitivity

import (
	"math"
	"testing"

	"rxscope/model"
)

// testWindow is shorter than rxsim's: enough for the directions the
// tests check.
var testWindow = model.Window{Warmup: 10000, Packets: 50000}

func TestSensitivity(t *testing.T) {
	s, err := Compute(model.DefaultConfig(), []string{"rob", "inject", "dram-ns", "core-ghz"}, 0.2, testWindow)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]Row{}
	for i, r := range s.Rows {
		byName[r.Spec.Name] = r
		if i > 0 && math.Abs(r.Swing()) > math.Abs(s.Rows[i-1].Swing()) {
			t.Errorf("row %d (%s) swings more than the row above it", i, r.Spec.Name)
		}
		if r.Today[1] != s.Rows[0].Today[1] || r.Ahead[1] != s.Rows[0].Ahead[1] {
			t.Errorf("%s: the machine's own column differs between rows", r.Spec.Name)
		}
	}
	if got := byName["core-ghz"].Values; got != [3]float64{4, 5, 6} {
		t.Errorf("core-ghz values %v; want 4 5 6", got)
	}
	if got := byName["dram-ns"].Values; got != [3]float64{68, 85, 102} {
		t.Errorf("dram-ns values %v; want 68 85 102", got)
	}
	inj := byName["inject"]
	if inj.Values != [3]float64{0, 0, 1} || !(inj.Gain(2) < inj.Gain(1)/2) {
		t.Errorf("inject: values %v, gain %.1f → %.1f; want injection to shrink the gain", inj.Values, inj.Gain(1), inj.Gain(2))
	}
	if byName["dram-ns"].Swing() <= 0 {
		t.Errorf("a slower DRAM does not raise the gain: swing %.1f", byName["dram-ns"].Swing())
	}
	if _, err := Compute(model.DefaultConfig(), []string{"dram"}, 0.2, testWindow); err == nil {
		t.Error("an unknown parameter is accepted")
	}
	if _, err := Compute(model.DefaultConfig(), nil, 1.5, testWindow); err == nil {
		t.Error("a step of 150% is accepted")
	}
}
