package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestCountersText: -counters prints ethtool -S's names with their
// totals and rates, and perf stat's layout for each core the run has.
func TestCountersText(t *testing.T) {
	cases := []struct {
		app     string
		appCore bool
	}{{"irq-core", false}, {"other-core", true}}
	for _, c := range cases {
		out, _, err := runArgs(t, "-counters", "-app", c.app)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"rx_packets:", "rx_out_of_buffer:", "rx_mpwqe_filler_cqes:", "PER SECOND",
			"Performance counter stats for 'CPU(s) 0'", "instructions", "insn per cycle", "LLC-load-misses", "load_hit_pre.sw_pf"} {
			if !strings.Contains(out, want) {
				t.Errorf("app=%s: -counters lacks %q:\n%s", c.app, want, out)
			}
		}
		if got := strings.Contains(out, "'CPU(s) 1'"); got != c.appCore {
			t.Errorf("app=%s: the application core's perf stat printed %v; want %v", c.app, got, c.appCore)
		}
	}
}

// TestCountersJSON: -counters -json carries the counters, each with a
// rate that is its total over the window, and perf stat's events by core.
func TestCountersJSON(t *testing.T) {
	out, _, err := runArgs(t, "-counters", "-json")
	if err != nil {
		t.Fatal(err)
	}
	var rs []result
	if err := json.Unmarshal([]byte(out), &rs); err != nil {
		t.Fatal(err)
	}
	c := rs[0].Counters
	if c == nil || len(c.Ethtool) == 0 || len(c.Perf) == 0 {
		t.Fatalf("no counters in -json: %s", out)
	}
	us := rs[0].Figures.SimMicroseconds
	for _, e := range c.Ethtool {
		if want := float64(e.Total) / us * 1e6; e.PerSecond < want*0.999 || e.PerSecond > want*1.001 {
			t.Errorf("%s: %v per second; total %d over %.1f µs is %v", e.Name, e.PerSecond, e.Total, us, want)
		}
		if e.Name == "rx_packets" && e.Total == 0 {
			t.Error("rx_packets is 0")
		}
	}
	cores := map[string]int{}
	for _, p := range c.Perf {
		cores[p.Core]++
	}
	if cores["napi"] == 0 || cores["app"] == 0 || len(cores) != 2 {
		t.Errorf("app=%s (a core of its own): perf events by core %v; want napi and app", rs[0].Knobs["app"], cores)
	}
	out, _, err = runArgs(t, "-json")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, `"counters"`) {
		t.Error("-json without -counters carries counters")
	}
}
