package app

import (
	"strconv"
	"testing"

	"rxscope/model"
)

// TestCountersView: the panel's rows are the mlx5 counters with their
// totals and rates, then the chosen perf stat lines, and an Update of a
// view whose rows exist allocates nothing.
func TestCountersView(t *testing.T) {
	s, err := NewSession(model.DefaultConfig(), false, DefaultSpeed)
	if err != nil {
		t.Fatal(err)
	}
	s.RunTo(200 * model.Microsecond)
	m := s.After().Metrics()
	var v CountersView
	v.Update(m)
	got := map[string]string{}
	for _, r := range v.Rows {
		if !r.Head {
			got[r.Name] = string(r.Value)
		}
	}
	for _, c := range m.EthtoolCounters(nil) {
		if want := strconv.FormatUint(c.Value, 10); c.Mlx5 && got[c.Name] != want {
			t.Errorf("%s: panel shows %q; the model counts %s", c.Name, got[c.Name], want)
		}
		if _, shown := got[c.Name]; !c.Mlx5 && shown {
			t.Errorf("%s is the model's own: the ethtool section shows only mlx5's names", c.Name)
		}
	}
	for _, ev := range panelPerfEvents {
		if _, ok := got[ev.event]; !ok {
			t.Errorf("no %s row", ev)
		}
	}
	s.RunTo(300 * model.Microsecond)
	m = s.After().Metrics()
	if n := testing.AllocsPerRun(50, func() { v.Update(m) }); n != 0 {
		t.Errorf("Update allocates %.0f times", n)
	}
}

func TestAppendRate(t *testing.T) {
	for _, c := range []struct {
		r    float64
		want string
	}{{0, "0 /s"}, {950, "950 /s"}, {12e3, "12.0 k/s"}, {3.414e6, "3.41 M/s"}, {2.5e9, "2.50 G/s"}} {
		if got := string(appendRate(nil, c.r)); got != c.want {
			t.Errorf("appendRate(%v) = %q; want %q", c.r, got, c.want)
		}
	}
}
