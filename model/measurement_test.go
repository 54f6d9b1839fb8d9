package model

import "testing"

// TestMeasurementWindows: a window measured in slices of any size stops
// at the same packet, with the same metrics, as one measured in one slice
// a phase; a window to Until ends at Until without a reset.
func TestMeasurementWindows(t *testing.T) {
	tests := []struct {
		name string
		set  [][2]string
		win  Window
	}{
		{"default", nil, Window{Warmup: 1500, Packets: 3000}},
		{"no warm-up", nil, Window{Packets: 2000}},
		{"xdp-tx", [][2]string{{"xdp", "tx"}}, Window{Warmup: 500, Packets: 2500}},
		{"burst", [][2]string{{"traffic", "burst"}, {"size", "64"}}, Window{Until: BurstPeriod}},
	}
	for _, tt := range tests {
		cfg := goldenConfig(t, tt.set)
		whole, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		w := NewMeasurement(whole, tt.win)
		w.Run()
		want := w.Metrics()
		if tt.win.Until > 0 {
			if whole.Now() != tt.win.Until || want.Start != 0 {
				t.Errorf("%s: ended at %v with the window from %v; want %v from 0", tt.name, whole.Now(), want.Start, tt.win.Until)
			}
		} else if want.Packets != uint64(tt.win.Packets) || want.Start == 0 && tt.win.Warmup > 0 {
			t.Errorf("%s: measured %d packets from %v; want %d after the warm-up", tt.name, want.Packets, want.Start, tt.win.Packets)
		}
		for _, n := range []int{1, 97, 1000} {
			s, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			m := NewMeasurement(s, tt.win)
			for !m.Advance(n) {
				if p := m.Progress(); p < 0 || p > 1 {
					t.Fatalf("%s: progress %v", tt.name, p)
				}
			}
			if got := m.Metrics(); got != want || m.Progress() != 1 || !m.Done() {
				t.Errorf("%s in slices of %d: %+v; in one slice a phase %+v", tt.name, n, got, want)
			}
		}
	}
}

// TestFormatMeasureShort: a lost-frame count from a thousand on is set in
// thousands to a tenth, as the seeds write their losses; the other
// measures, and a count under a thousand, as FormatMeasure writes them.
func TestFormatMeasureShort(t *testing.T) {
	tests := []struct {
		v       float64
		measure Measure
		want    string
	}{
		{30465, MeasureBurstLoss, "30.5K"},
		{1024, MeasureBurstLoss, "1.0K"},
		{1000, MeasureBurstLoss, "1.0K"},
		{961, MeasureBurstLoss, "961"},
		{0, MeasureBurstLoss, "0"},
		{3.4391, MeasureMpps, "3.44"},
		{1039.4, MeasureCycles, "1039"},
		{48.04, MeasureGoodput, "48.0"},
	}
	for _, tt := range tests {
		if got := FormatMeasureShort(tt.v, tt.measure); got != tt.want {
			t.Errorf("FormatMeasureShort(%v, %v) = %q; want %q", tt.v, tt.measure, got, tt.want)
		}
	}
}
