package perfstat

import (
	"os"
	"strings"
	"testing"

	"rxscope/model"
)

// TestPerfStatLines: perf's derived ratios are computed from the values
// on the lines (IPC = instructions/cycles, the miss shares), the stalls
// by cause add up to cycle_activity.stalls_total, and the prefetch lines
// agree with PrefetchStats.
func TestPerfStatLines(t *testing.T) {
	cases := []struct {
		name string
		set  [][2]string
	}{
		{"default", nil},
		{"stride-ahead", [][2]string{{"variant", "stride-ahead"}, {"distance", "4"}}},
		{"xdp-drop", [][2]string{{"xdp", "drop"}, {"size", "64"}}},
	}
	for _, c := range cases {
		s, err := model.New(configWith(t, c.set))
		if err != nil {
			t.Fatal(err)
		}
		s.SetTraceLevel(model.TraceOff)
		s.RunUntil(300 * model.Microsecond)
		m := s.Metrics()
		got := map[string]Line{}
		var stalls float64
		for _, l := range NAPI(m) {
			got[l.Event] = l
			if strings.HasPrefix(l.Event, "model.stalls.") {
				stalls += l.Value
			}
		}
		cyc, ins := got["cycles"].Value, got["instructions"]
		if cyc <= 0 || ins.Value <= 0 {
			t.Fatalf("%s: cycles %v, instructions %v: want both > 0", c.name, cyc, ins.Value)
		}
		if d := ins.Ratio - ins.Value/cyc; d > 1e-9 || d < -1e-9 {
			t.Errorf("%s: IPC %v; instructions/cycles = %v", c.name, ins.Ratio, ins.Value/cyc)
		}
		total := got["cycle_activity.stalls_total"].Value
		if d := stalls - total; d > 1 || d < -1 {
			t.Errorf("%s: stalls by cause add to %.0f; stalls_total %.0f", c.name, stalls, total)
		}
		if total > cyc {
			t.Errorf("%s: stalls %.0f exceed cycles %.0f", c.name, total, cyc)
		}
		loads, misses := got["LLC-loads"].Value, got["LLC-load-misses"].Value
		if misses > loads || got["L1-dcache-load-misses"].Value > got["L1-dcache-loads"].Value {
			t.Errorf("%s: more misses than loads: %v", c.name, got)
		}
		if got["model.sw_prefetch.useful"].Value != float64(m.Prefetch.Useful) || got["load_hit_pre.sw_pf"].Value != float64(m.Prefetch.Late) {
			t.Errorf("%s: prefetch lines %v; PrefetchStats %+v", c.name, got, m.Prefetch)
		}
	}
}

// TestPerfStatApp: the application's core is busy only when it runs
// (app=other-core), and then less than the window.
func TestPerfStatApp(t *testing.T) {
	for _, c := range []struct {
		app  string
		busy bool
	}{{"irq-core", false}, {"other-core", true}} {
		s, err := model.New(configWith(t, [][2]string{{"app", c.app}}))
		if err != nil {
			t.Fatal(err)
		}
		s.RunUntil(300 * model.Microsecond)
		l := App(s.Metrics())
		if (l[0].Value > 0) != c.busy || l[0].Ratio > 1 {
			t.Errorf("app=%s: cpu-clock %v ms, %v CPUs utilized", c.app, l[0].Value, l[0].Ratio)
		}
	}
}

// TestPerfStatLayout: perf's columns, its thousands separators and its
// '#' ratios.
func TestPerfStatLayout(t *testing.T) {
	var b strings.Builder
	lines := []Line{
		{Value: 0.5, Event: "cpu-clock", Ratio: 0.5, Unit: "CPUs utilized", Msec: true},
		{Value: 3000000, Event: "cycles", Ratio: 3, Unit: "GHz"},
		{Value: 1234, Event: "LLC-loads", Ratio: NoRatio},
		{Value: 12, Event: "LLC-load-misses", Ratio: 100 * 12.0 / 1234, Unit: "% of all LL-cache accesses"},
	}
	if err := Write(&b, "0", lines, model.Millisecond); err != nil {
		t.Fatal(err)
	}
	want := "\n Performance counter stats for 'CPU(s) 0':\n\n" +
		"              0.50 msec cpu-clock                        #    0.500 CPUs utilized\n" +
		"         3,000,000      cycles                           #    3.000 GHz\n" +
		"             1,234      LLC-loads\n" +
		"                12      LLC-load-misses                  #    0.97% of all LL-cache accesses\n" +
		"\n   0.001000000 seconds time elapsed\n\n"
	if b.String() != want {
		t.Errorf("got\n%q\nwant\n%q", b.String(), want)
	}
}

// ExampleWrite: the NAPI core over 100 µs after a warm-up, in
// perf stat's layout.
func ExampleWrite() {
	s, _ := model.New(model.DefaultConfig())
	s.SetTraceLevel(model.TraceOff)
	s.RunUntil(500 * model.Microsecond)
	s.ResetMetrics()
	s.RunUntil(600 * model.Microsecond)
	m := s.Metrics()
	Write(os.Stdout, "0", NAPI(m)[:7], m.Elapsed())
	// Output:
	// Performance counter stats for 'CPU(s) 0':
	//
	//               0.09 msec cpu-clock                        #    0.992 CPUs utilized
	//            495,842      cycles                           #    5.000 GHz
	//            906,565      instructions                     #    1.828 insn per cycle
	//              2,988      L1-dcache-loads
	//                662      L1-dcache-load-misses            #   22.16% of all L1-dcache accesses
	//                 75      LLC-loads
	//                 12      LLC-load-misses                  #   16.00% of all LL-cache accesses
	//
	//    0.000100000 seconds time elapsed
}

// configWith is the default configuration with set's knobs changed.
func configWith(t *testing.T, set [][2]string) model.Config {
	t.Helper()
	cfg := model.DefaultConfig()
	for _, kv := range set {
		if err := cfg.Set(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	return cfg
}
