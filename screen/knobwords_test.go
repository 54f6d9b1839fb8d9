package screen

import (
	"fmt"
	"strings"
	"testing"

	"rxscope/model"
)

// The line over the ring names the machine, and every knob without a
// control that is not the default: a state opened from a link says what
// it is.
func ExampleConfigLine() {
	cfg := model.DefaultConfig()
	fmt.Println(ConfigLine(cfg, model.Knobs()))
	if err := cfg.Set("budget", "8"); err != nil {
		panic(err)
	}
	fmt.Println(ConfigLine(cfg, model.Knobs()))
	// Output:
	// machine zen5-cx5
	// machine zen5-cx5 · budget 8
}

// TestKnobWords: the words rebuilt at a knob change name the geometry,
// the look-ahead's distance and what each column runs, and an idle
// distance says why in place of "d = …".
func TestKnobWords(t *testing.T) {
	for _, tc := range []struct {
		name, knob, value string
		ringTitle         string
		after             string
		idle              bool
		rows              int
	}{
		{"default", "", "", "Striding RQ: 8 WQEs × 128 strides of 2048 B (linear, headroom 64 B)", "stride-ahead, d = 4", false, 8},
		{"distance 6", "distance", "6", "Striding RQ: 8 WQEs", "stride-ahead, d = 6", false, 8},
		{"legacy", "rq", "legacy", "Legacy RQ: 1024 WQEs of one", "stride-ahead, idle", true, 1024 / CyclicRowLen},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := model.DefaultConfig()
			if tc.knob != "" {
				if err := cfg.Set(tc.knob, tc.value); err != nil {
					t.Fatal(err)
				}
			}
			s, err := model.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			var w KnobWords
			w.Rebuild(cfg, s.Geometry(), s.Profile())
			if !strings.HasPrefix(w.RingTitle, tc.ringTitle) {
				t.Errorf("ring title %q, want it to start %q", w.RingTitle, tc.ringTitle)
			}
			if w.AfterSub != tc.after {
				t.Errorf("after column %q, want %q", w.AfterSub, tc.after)
			}
			if (w.DistanceIdle != "") != tc.idle {
				t.Errorf("distance idle %q, want idle %v", w.DistanceIdle, tc.idle)
			}
			if len(w.WQELabels) != tc.rows || w.WQELabels[0] != "WQE 0" {
				t.Errorf("ring rows %d (%q…), want %d from WQE 0", len(w.WQELabels), w.WQELabels[0], tc.rows)
			}
			if want := fmt.Sprintf("prefetch +%d", cfg.Distance); w.PrefetchTag != want {
				t.Errorf("prefetch tag %q, want %q", w.PrefetchTag, want)
			}
			if !strings.Contains(w.BeforeSub, "today") {
				t.Errorf("before column %q does not name today's driver", w.BeforeSub)
			}
		})
	}
}
