package validation

import (
	"fmt"
	"testing"

	"rxscope/model"
)

// TestMeasurementSlicing: every run of a measured scene gives, measured in
// slices in one reused simulation, the value Validate's unsliced run gives
// in a new one, bursts included.
func TestMeasurementSlicing(t *testing.T) {
	o := Options{Warmup: 3000, Packets: 10000}
	var sim *model.Sim
	for _, sc := range MeasuredScenes() {
		for _, f := range append(append([]Figure(nil), sc.Figures...), sc.Before...) {
			r := f.Runs[0]
			cfg, err := r.Config()
			if err != nil {
				t.Fatal(err)
			}
			whole, err := model.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			want := r.measure(whole, o)
			m, err := r.StartMeasurement(o, sim)
			if err != nil {
				t.Fatal(err)
			}
			calls := 0
			for !m.Advance(997) {
				calls++
			}
			if got := m.Value(); got != want {
				t.Errorf("%s: %v in %d slices, %v in one run", f.ID, got, calls, want)
			}
			if calls < 2 {
				t.Errorf("%s: done in %d slices; the test slices nothing", f.ID, calls)
			}
			sim = m.Sim()
		}
	}
}

// An XDP_DROP measurement of seed 000's machine, in slices, as a
// visualizer makes it; its value is rxsim validate's at these lengths.
func ExampleRun_StartMeasurement() {
	for _, sc := range MeasuredScenes() {
		if sc.Config.XDP != model.XDPDrop {
			continue
		}
		f := sc.Figures[0]
		m, _ := f.Runs[0].StartMeasurement(Options{Warmup: 2000, Packets: 10000}, nil)
		for !m.Advance(1000) {
		}
		fmt.Printf("%s: published %s, model %s\n", f.ID, f.Text, model.FormatMeasure(m.Value(), f.Runs[0].Measure))
	}
	// Output:
	// 000/xdpdrop/after: published 280, model 280
}

func ExampleFigure_ModelText() {
	for _, f := range PublishedFigures() {
		if f.ID == "003/burst/legacy-32k" {
			fmt.Println(f.Quote(), "·", f.ModelText(30465))
		}
	}
	// Output:
	// ~29K frames lost · 30.5K frames lost
}
