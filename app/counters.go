package app

import (
	"strconv"

	"rxscope/model"
	"rxscope/model/perfstat"
)

// CountersView is the text of the counters panel: the after run's
// counters under the names `ethtool -S` prints for mlx5, each with its
// total and its rate over the measured window, then the NAPI core's
// figures as `perf stat` prints them. Its rows' bytes are kept and
// rewritten in place, so an Update allocates nothing once the rows
// exist.
type CountersView struct {
	Rows    []CounterRow
	Elapsed model.Time // the window the figures cover
	cs      []model.Counter
	perf    []perfstat.Line
}

// CounterRow is one row: a heading (Head: Name, and the headings of the
// columns under it in Value and Extra), or a counter's name, its value
// and what follows it (the rate, or perf's ratio).
type CounterRow struct {
	Head  bool
	Name  string
	Value []byte
	Extra []byte
}

// panelPerfEvents are the perf stat lines the panel shows, of
// perfstat.NAPI's: the ones a driver engineer compares
// first, each with the ratio's unit shortened to fit a projector's line.
var panelPerfEvents = [...]struct{ event, unit string }{
	{"cycles", "GHz"}, {"instructions", "IPC"}, {"L1-dcache-load-misses", "% of loads"},
	{"LLC-load-misses", "% LLC miss"}, {"cycle_activity.stalls_total", "% of cycles"},
	{"load_hit_pre.sw_pf", "% late"}, {"model.sw_prefetch.useful", "% useful"}, {"model.sw_prefetch.wasted", "% wasted"},
}

// Update rewrites the rows from m.
func (v *CountersView) Update(m model.Metrics) {
	v.Elapsed = m.Elapsed()
	v.cs = m.EthtoolCounters(v.cs[:0])
	v.perf = perfstat.AppendNAPI(v.perf[:0], m)
	n := 0
	row := func(head bool, name string) *CounterRow {
		if n == len(v.Rows) {
			v.Rows = append(v.Rows, CounterRow{})
		}
		r := &v.Rows[n]
		n++
		r.Head, r.Name, r.Value, r.Extra = head, name, r.Value[:0], r.Extra[:0]
		return r
	}
	h := row(true, "ethtool -S (mlx5)")
	h.Value, h.Extra = append(h.Value, "total"...), append(h.Extra, "per second"...)
	for _, c := range v.cs {
		if !c.Mlx5 {
			continue
		}
		r := row(false, c.Name)
		r.Value = strconv.AppendUint(r.Value, c.Value, 10)
		r.Extra = appendRate(r.Extra, m.PerSecond(c))
	}
	row(true, "perf stat -C <NAPI core>")
	for _, ev := range panelPerfEvents {
		for _, l := range v.perf {
			if l.Event != ev.event {
				continue
			}
			r := row(false, l.Event)
			r.Value = strconv.AppendUint(r.Value, uint64(l.Value+0.5), 10)
			if l.Ratio != perfstat.NoRatio {
				r.Extra = append(strconv.AppendFloat(append(r.Extra, "# "...), l.Ratio, 'f', 2, 64), ' ')
				r.Extra = append(r.Extra, ev.unit...)
			}
		}
	}
	v.Rows = v.Rows[:n]
}

// appendRate appends a per-second rate as ethtool -S deltas read,
// shortened: "3.41 M/s", "12.0 k/s", "950 /s".
func appendRate(b []byte, r float64) []byte {
	switch {
	case r >= 1e9:
		return append(strconv.AppendFloat(b, r/1e9, 'f', 2, 64), " G/s"...)
	case r >= 1e6:
		return append(strconv.AppendFloat(b, r/1e6, 'f', 2, 64), " M/s"...)
	case r >= 1e3:
		return append(strconv.AppendFloat(b, r/1e3, 'f', 1, 64), " k/s"...)
	}
	return append(strconv.AppendFloat(b, r, 'f', 0, 64), " /s"...)
}
