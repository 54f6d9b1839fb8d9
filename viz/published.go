package viz

import (
	"strings"

	"rxscope/model"
)

// When the knobs on the screen are a configuration a seed measured (the
// default scene is seed 000's UDP flood), the top line says what the seed
// published for it, so that the model's own figures beside it can be read
// against the measurement: "seed 000 measured 2.52 → 3.44 Mpps", before
// (today's driver) and after, as the figures' columns. The line comes from the model's table of published
// figures, never typed in.

// publishedLine is the top line for cfg, or "" when no seed measured it.
func publishedLine(cfg model.Config) string {
	after := model.PublishedFor(cfg)
	before := model.PublishedFor(beforeConfig(cfg))
	for _, a := range after {
		stem, ok := strings.CutSuffix(a.ID, "/after")
		if !ok {
			continue
		}
		for _, b := range before {
			if b.ID == stem+"/before" {
				return "seed " + a.Seed + " measured " + valueOnly(b) + " → " + withUnit(a)
			}
		}
	}
	if len(after) > 0 {
		return "seed " + after[0].Seed + " measured " + withUnit(after[0]) + " here"
	}
	return ""
}

// valueOnly is the published value without its unit: "2.52".
func valueOnly(f model.Figure) string {
	v, _, _ := strings.Cut(f.Text, " ")
	return v
}

// withUnit is the published value with its unit: "3.44 Mpps", "715 cycles/packet".
func withUnit(f model.Figure) string {
	if strings.Contains(f.Text, " ") {
		return f.Text
	}
	if f.Unit == "cycles/pkt" {
		return f.Text + " cycles/packet"
	}
	return f.Text + " " + f.Unit
}
