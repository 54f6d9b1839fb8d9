package e2e

import (
	"math"
	"testing"
	"time"

	"rxscope/address"
	"rxscope/app"
	"rxscope/lessons"
	"rxscope/model"
)

// chartWant is the curve the chart must draw for the scene of query: the
// model's NAPI cycles per packet at each distance from 0 to 16 and, last,
// with today's driver, each from a native run of a lesson's default length
// (warm-up, then the measured window).
func chartWant(t *testing.T, query string) []float64 {
	t.Helper()
	sc, notes := address.Parse(query, address.Default(), lessons.Catalog)
	if len(notes) > 0 {
		t.Fatalf("scene %q: %v", query, notes)
	}
	var want []float64
	for d := model.MinDistance; d <= model.MaxDistance+1; d++ {
		cfg := sc.Config
		cfg.Distance = d
		if d > model.MaxDistance {
			cfg.Variant, cfg.Distance = "today", 0
		}
		s, err := model.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		m := model.NewMeasurement(s, lessons.DefaultWindow)
		m.Run()
		want = append(want, m.Metrics().CyclesPerPacket())
	}
	return want
}

// checkChart waits for the chart to finish and compares it with want.
func checkChart(t *testing.T, p *page, what string, want []float64) {
	t.Helper()
	p.waitJS("window.rxscope.state().ChartPoints === 18", 90*time.Second)
	var st app.Snapshot
	p.state(&st)
	if len(st.ChartCPP) != len(want) {
		t.Fatalf("%s: the chart has %d points; want %d", what, len(st.ChartCPP), len(want))
	}
	for i, w := range want {
		if math.Abs(st.ChartCPP[i]-w) > 1e-9*w {
			t.Errorf("%s: point %d is %.3f cycles/packet; the model gives %.3f", what, i, st.ChartCPP[i], w)
		}
	}
}
