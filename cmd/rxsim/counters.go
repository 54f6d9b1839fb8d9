package main

import (
	"fmt"
	"io"
	"text/tabwriter"

	"rxscope/model"
	"rxscope/model/perfstat"
)

// ethtoolCounter is one counter of -counters -json: the name `ethtool -S`
// prints, the total over the measured window and its rate.
type ethtoolCounter struct {
	Name      string  `json:"name"`
	Total     uint64  `json:"total"`
	PerSecond float64 `json:"per_second"`
	Mlx5      bool    `json:"mlx5"`
	Meaning   string  `json:"meaning"`
}

// perfEvent is one line of perf stat in -counters -json.
type perfEvent struct {
	Core  string  `json:"core"` // "napi" or "app"
	Event string  `json:"event"`
	Value float64 `json:"value"`
	Ratio float64 `json:"ratio,omitempty"`
	Unit  string  `json:"unit,omitempty"`
	Model bool    `json:"model_only,omitempty"`
}

// counters are the figures -counters adds to a result.
type counters struct {
	Ethtool []ethtoolCounter `json:"ethtool"`
	Perf    []perfEvent      `json:"perf_stat"`
}

// appCore reports whether cfg runs the application on a core of its own.
func appCore(cfg model.Config) bool { return cfg.App != model.AppIRQCore }

// countersOf reads m's counters as ethtool -S and perf stat name them.
func countersOf(m model.Metrics, cfg model.Config) *counters {
	c := &counters{}
	for _, e := range m.EthtoolCounters(nil) {
		c.Ethtool = append(c.Ethtool, ethtoolCounter{e.Name, e.Value, m.PerSecond(e), e.Mlx5, e.Doc})
	}
	add := func(core string, ls []perfstat.Line) {
		for _, l := range ls {
			p := perfEvent{Core: core, Event: l.Event, Value: l.Value, Unit: l.Unit, Model: l.Model}
			if l.Ratio != perfstat.NoRatio {
				p.Ratio = l.Ratio
			}
			c.Perf = append(c.Perf, p)
		}
	}
	add("napi", perfstat.NAPI(m))
	if appCore(cfg) {
		add("app", perfstat.App(m))
	}
	return c
}

// writeCounters prints the counters of one run: ethtool -S's names with
// the window's total and its rate, then perf stat for the NAPI core and,
// when it has one, the application's core.
func writeCounters(w io.Writer, m model.Metrics, cfg model.Config) error {
	fmt.Fprintf(w, "\nethtool -S (the %.1f µs window's deltas; per second as two snapshots a second apart read):\n", m.Elapsed().Microseconds())
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
	fmt.Fprintf(tw, "     COUNTER\tTOTAL\tPER SECOND\tMEANING\n")
	for _, c := range m.EthtoolCounters(nil) {
		doc := c.Doc
		if !c.Mlx5 {
			doc = "(model only) " + doc
		}
		fmt.Fprintf(tw, "     %s:\t%d\t%.0f\t%s\n", c.Name, c.Value, m.PerSecond(c), doc)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if err := perfstat.Write(w, "0", perfstat.NAPI(m), m.Elapsed()); err != nil {
		return err
	}
	fmt.Fprintf(w, " (CPU 0 is the NAPI core; model.* lines are the model's own breakdowns, no PMU counts them)\n")
	if !appCore(cfg) {
		return nil
	}
	if err := perfstat.Write(w, "1", perfstat.App(m), m.Elapsed()); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, " (CPU 1 is the application's core, app=%s)\n", cfg.Get("app"))
	return err
}
