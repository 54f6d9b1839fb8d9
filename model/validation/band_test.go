package validation

import (
	"math"
	"testing"
)

// TestInBand holds the report's counting rules, one row a kind of figure.
func TestInBand(t *testing.T) {
	within := Claim{Seed: "x", Text: "within 3%", Kind: ClaimWithin, A: "x/spread", Tol: 3}
	rep := &Report{Claims: []ClaimResult{{Claim: within, A: 3.4, Checked: true, Holds: false}}}
	for _, c := range []struct {
		name        string
		f           FigureResult
		counted, in bool
	}{
		{"a value within 15 %", FigureResult{Figure: Figure{ID: "x/a", Published: 2.52}, Model: 2.86, Ratio: 2.86 / 2.52}, true, true},
		{"a value 22 % off", FigureResult{Figure: Figure{ID: "x/b", Published: 1334}, Model: 1039, Ratio: 1039.0 / 1334}, true, false},
		{"published 0, the model loses 1,024 frames", FigureResult{Figure: Figure{ID: "x/c", Published: 0}, Model: 1024, Ratio: math.NaN()}, true, false},
		{"published 0, the model loses none", FigureResult{Figure: Figure{ID: "x/d", Published: 0}, Model: 0, Ratio: math.NaN()}, true, true},
		{"a bound its direction breaks", FigureResult{Figure: Figure{ID: "x/spread", Published: 3, Kind: FigureSpread}, Model: 3.4, Ratio: 3.4 / 3}, true, false},
		{"outside the model", FigureResult{Figure: Figure{ID: "x/e", Published: 34, Gap: "no tunnel"}, Model: math.NaN(), Ratio: math.NaN()}, false, false},
	} {
		counted, in := rep.InBand(c.f, OffBand)
		if counted != c.counted || in != c.in {
			t.Errorf("%s: counted %v, in band %v; want %v, %v", c.name, counted, in, c.counted, c.in)
		}
	}
}
