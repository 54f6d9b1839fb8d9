package screen

import (
	"strings"

	"rxscope/app"
	"rxscope/model"
	"rxscope/model/validation"
)

// When the knobs on the screen are a configuration a seed measured (the
// default state is seed 000's UDP flood), the top line says what the seed
// published for it, so that the model's own figures beside it can be read
// against the measurement: "seed 000 measured 2.52 → 3.44 Mpps", before
// (today's driver) and after, as the figures' columns. The line comes from the model's table of published
// figures, never typed in.

// PublishedLine is the top line for cfg, or "" when no seed measured it.
func PublishedLine(cfg model.Config) string {
	after := validation.PublishedFor(cfg)
	before := validation.PublishedFor(app.BeforeConfig(cfg))
	for _, a := range after {
		stem, ok := strings.CutSuffix(a.ID, "/after")
		if !ok {
			continue
		}
		for _, b := range before {
			if b.ID == stem+"/before" {
				return "seed " + a.Seed + " measured " + valueOnly(b) + " → " + a.Quote()
			}
		}
	}
	if len(after) > 0 {
		return "seed " + after[0].Seed + " measured " + after[0].Quote() + " here"
	}
	return ""
}

// valueOnly is the published value without its unit: "2.52".
func valueOnly(f validation.Figure) string {
	v, _, _ := strings.Cut(f.UnitText(), " ")
	return v
}

// ChartMarks are a seed's measurements of the chart's configuration, in
// NAPI cycles per packet: the look-ahead driver at the distance the seed
// measured, and today's driver. A rate (Mpps, measured with the core
// saturated) is turned into cycles with the profile's clock. Zero: not
// measured.
type ChartMarks struct {
	Seed     string
	Distance int
	After    float64
	Today    float64
	Label    string // "seed 000 measured"
	// TodayLabel labels today's level line: "seed 000 measured, today";
	// TodayShort away from the line, after a piece of it: "seed 000, today"
	TodayLabel, TodayShort string
}

// PublishedMarks finds the chart's marks for the knobs cfg (any distance).
func PublishedMarks(cfg model.Config, ghz float64) ChartMarks {
	var m ChartMarks
	cycles := func(f validation.Figure) float64 {
		switch f.Runs[0].Measure {
		case model.MeasureCycles:
			return f.Published
		case model.MeasureMpps:
			if f.Published > 0 {
				return ghz * 1000 / f.Published
			}
		}
		return 0
	}
	for d := model.MinDistance; d <= model.MaxDistance && m.After == 0; d++ {
		c := cfg
		c.Distance = d
		for _, f := range validation.PublishedFor(c) {
			if v := cycles(f); v > 0 && strings.HasSuffix(f.ID, "/after") {
				m.Seed, m.Distance, m.After = f.Seed, d, v
			}
		}
	}
	for _, f := range validation.PublishedFor(app.BeforeConfig(cfg)) {
		if v := cycles(f); v > 0 && strings.HasSuffix(f.ID, "/before") {
			m.Seed, m.Today = f.Seed, v
		}
	}
	if m.Seed != "" {
		m.Label = "seed " + m.Seed + " measured"
		m.TodayLabel = m.Label + ", today"
		m.TodayShort = "seed " + m.Seed + ", today"
	}
	return m
}
