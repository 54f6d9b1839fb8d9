package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"rxscope/model"
)

// paramSweepPoints is how many values a machine parameter's sweep takes
// when it names no step: each point costs a run at every distance.
const paramSweepPoints = 11

// paramSweepRuns is the runs of one point of a machine parameter's
// sweep: the look-ahead at every distance, and today's driver.
const paramSweepRuns = model.MaxDistance - model.MinDistance + 2

// paramKnobs are the machine parameters as numeric knobs, for parseSweep.
func paramKnobs() []model.KnobInfo {
	var out []model.KnobInfo
	for _, s := range model.ParamSpecs() {
		k := model.KnobInfo{Name: s.Name, Kind: model.KnobFloat, Min: s.Min, Max: s.Max}
		if s.Whole {
			k.Kind = model.KnobInt
		}
		out = append(out, k)
	}
	return out
}

// paramSweepRange gives a machine parameter's sweep without a step one of
// (to−from)/(paramSweepPoints−1), at least 1 for a count; any other sweep
// is returned as it is.
func paramSweepRange(s string) string {
	name, rng, _ := strings.Cut(s, "=")
	spec, err := model.LookupParam(name)
	if err != nil || strings.Contains(rng, ":") {
		return s
	}
	fromText, toText, ok := strings.Cut(rng, "..")
	from, err1 := strconv.ParseFloat(fromText, 64)
	to, err2 := strconv.ParseFloat(toText, 64)
	if !ok || err1 != nil || err2 != nil || to <= from {
		return s
	}
	step := (to - from) / (paramSweepPoints - 1)
	if spec.Whole {
		step = math.Max(1, math.Ceil(step))
	}
	return s + ":" + strconv.FormatFloat(step, 'g', 6, 64)
}

// paramPoint is one value of a machine parameter's sweep.
type paramPoint struct {
	Value        string    `json:"value"`
	BestDistance int       `json:"best_distance"`
	BestCycles   float64   `json:"best_cycles_per_packet"`
	AtDistance   float64   `json:"cycles_per_packet_at_distance"`
	TodayCycles  float64   `json:"today_cycles_per_packet"`
	GainPct      float64   `json:"gain_at_best_pct"`
	ByDistance   []float64 `json:"cycles_per_packet_by_distance"`
}

// paramSweep runs the machine with name set to each of points: the
// look-ahead at every distance (the best one, and the configured one) and
// today's driver, whose cycles do not depend on the distance.
func paramSweep(cfg model.Config, name string, points []string, o options, stdout, stderr io.Writer) error {
	spec, _ := model.LookupParam(name)
	base, err := cfg.MachineProfile()
	if err != nil {
		return err
	}
	ahead := cfg
	if ahead.Variant == "today" {
		ahead.Variant = model.DefaultConfig().Variant
	}
	vo := model.Window{Warmup: o.warmup, Packets: o.packets}
	machines := make([]model.Profile, len(points))
	for i, v := range points {
		x, err := spec.Parse(v)
		if err != nil {
			return fmt.Errorf("-sweep: %w", err)
		}
		if machines[i], err = base.Apply([]model.ParamSetting{{Name: name, Value: x}}); err != nil {
			return fmt.Errorf("-sweep: %w", err)
		}
	}
	if err := checkWork(o.warmup, o.packets, len(points)*paramSweepRuns, "-sweep "+model.Echo(o.sweep)); err != nil {
		return err
	}
	var pts []paramPoint
	for i, v := range points {
		if !o.quiet {
			fmt.Fprintf(stderr, "\rrxsim: %s=%s (%d/%d)", name, v, i+1, len(points))
		}
		c := ahead.WithMachine(machines[i])
		best, cycles, all, err := model.BestDistance(c, vo)
		if err != nil {
			return err
		}
		today := c
		today.Variant = "today"
		tv, err := model.NewCyclesBatch([]model.Config{today}, vo, nil).Run()
		if err != nil {
			return err
		}
		pts = append(pts, paramPoint{Value: v, BestDistance: best, BestCycles: cycles, AtDistance: all[cfg.Distance-model.MinDistance],
			TodayCycles: tv[0], GainPct: (tv[0]/cycles - 1) * 100, ByDistance: all})
	}
	if !o.quiet {
		fmt.Fprintf(stderr, "\r%*s\r", 72, "")
	}
	switch {
	case o.json:
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(pts)
	case o.csv:
		fmt.Fprintf(stdout, "%s,best_distance,best_cycles_per_packet,cycles_at_distance_%d,today_cycles_per_packet,gain_pct\n", name, cfg.Distance)
		for _, p := range pts {
			fmt.Fprintf(stdout, "%s,%d,%.1f,%.1f,%.1f,%.2f\n", p.Value, p.BestDistance, p.BestCycles, p.AtDistance, p.TodayCycles, p.GainPct)
		}
		return nil
	}
	fmt.Fprintf(stdout, "%s on %s, %s: the look-ahead at every distance (%s) and today's driver\n", name, base.Name, ahead.Variant, model.DistanceUnit(ahead.Variant))
	tw := tabwriter.NewWriter(stdout, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%s (%s)\tbest distance\tcyc/pkt there\tcyc/pkt at %d\ttoday cyc/pkt\tgain at best\t\n", name, spec.Unit, cfg.Distance)
	for _, p := range pts {
		fmt.Fprintf(tw, "%s\t%d\t%.0f\t%.0f\t%.0f\t%.1f %%\t\n", p.Value, p.BestDistance, p.BestCycles, p.AtDistance, p.TodayCycles, p.GainPct)
	}
	return tw.Flush()
}
