package main

import (
	"strings"
	"testing"

	"rxscope/model"
)

// TestParseSweep covers the points a sweep runs, and the regression cases
// of issue 18: a geometric sweep longer than the limit is refused instead
// of cut at 1001 points, a fractional step on a whole-number knob is
// refused instead of repeating rows, and "variant=" says what a
// non-numeric knob takes.
func TestParseSweep(t *testing.T) {
	tests := []struct {
		sweep   string
		want    string // the values, comma-separated
		wantErr string
	}{
		{"distance=0..16:4", "0,4,8,12,16", ""},
		{"distance=2..4", "2,3,4", ""},
		{"distance=3..3", "3", ""},
		{"ring=64..8192:x4", "64,256,1024,4096", ""},
		{"ring=64..8192:x2", "64,128,256,512,1024,2048,4096,8192", ""},
		{"rate=0.1..0.3:0.1", "0.1,0.2,0.3", ""},
		{"variant=today,stride-ahead", "today,stride-ahead", ""},
		{"variant=today", "today", ""},
		{"distance=6", "6", ""},
		{"seed=0..999", "", ""},
		{"seed=0..1000", "", "1001 values, over the limit of 1000"},
		{"ring=1..100000000:x1.01", "", "1852 values, over the limit of 1000"},
		{"distance=0..1e12", "", "over the limit of 1000"},
		{"distance=0..4:0.5", "", "distance takes whole numbers; step 0.5 is not one"},
		{"distance=0.5..3", "", "from 0.5 is not one"},
		{"distance=1..16:x1.2", "", "1 comes out twice"},
		{"rate=1..1.0000001:0.00000001", "", "1 comes out twice"},
		{"variant=", "", "no values; give a list, e.g. variant=today,stride-ahead"},
		{"variant=0..3", "", "variant is not numeric, so it takes a list of values"},
		{"variant=today,,cqe-peek", "", "an empty value in the list"},
		{"fast=1..2", "", `there is no knob "fast"`},
		{"distance", "", "want name=from..to[:step] or name=a,b,c"},
		{"distance=5..1", "", "from 5 is above to 1"},
		{"distance=a..3", "", `from "a" is not a number`},
		{"distance=0..NaN", "", `to "NaN" is not a number`},
		{"distance=0..3:0", "", "the step 0 must be above 0"},
		{"distance=0..3:x1", "", "a factor above 1"},
		{"distance=0..3:x2", "", "from above 0"},
	}
	for _, tt := range tests {
		name, pts, err := parseSweep(tt.sweep, model.Knobs())
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("parseSweep(%q) error %v; want one containing %q", tt.sweep, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("parseSweep(%q): %v", tt.sweep, err)
			continue
		}
		if got, want := name, tt.sweep[:strings.Index(tt.sweep, "=")]; got != want {
			t.Errorf("parseSweep(%q) knob %q; want %q", tt.sweep, got, want)
		}
		if tt.want == "" { // a long sweep: count and no repeats
			seen := map[string]bool{}
			for _, p := range pts {
				if seen[p] {
					t.Errorf("parseSweep(%q) repeats %s", tt.sweep, p)
				}
				seen[p] = true
			}
			if len(pts) != MaxSweepPoints {
				t.Errorf("parseSweep(%q) gives %d values; want %d", tt.sweep, len(pts), MaxSweepPoints)
			}
			continue
		}
		if got := strings.Join(pts, ","); got != tt.want {
			t.Errorf("parseSweep(%q) = %s; want %s", tt.sweep, got, tt.want)
		}
	}
}
