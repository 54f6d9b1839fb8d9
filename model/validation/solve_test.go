package validation

import (
	"errors"
	"math"
	"testing"
)

// TestSolve searches synthetic margins, with no model run: a value search
// lands on the crossing (or the step of a step function), a direction
// search on the nearest value where the direction holds, and a margin
// that keeps its sign over the range reports the end that comes closest.
func TestSolve(t *testing.T) {
	step := func(at float64) func(float64) float64 {
		return func(x float64) float64 {
			if x < at {
				return -1
			}
			return 1
		}
	}
	tests := []struct {
		name   string
		o      solveOptions
		margin func(x float64) float64
		met    bool
		x      float64 // the answer
		within float64 // how close to x
	}{
		{"rising line", solveOptions{Lo: 0, Hi: 10, Tol: 0.001}, func(x float64) float64 { return x - 5.3 }, true, 5.3, 0.05},
		{"falling line", solveOptions{Lo: 85, Hi: 200, Tol: 0.005}, func(x float64) float64 { return 2.86/(1+(x-85)/150)/2.52 - 1 }, true, 105.2, 0.6},
		{"above the range", solveOptions{Lo: 0, Hi: 10, Tol: 0.001}, func(x float64) float64 { return x + 1 }, false, 0, 0},
		{"below the range", solveOptions{Lo: 0, Hi: 10, Tol: 0.001}, func(x float64) float64 { return x - 20 }, false, 10, 0},
		{"a step", solveOptions{Lo: 0, Hi: 10, Tol: 0.001}, step(2.37), true, 2.37, 0.02},
		{"a count, upward", solveOptions{Lo: 4, Hi: 20, Whole: true, Holds: true}, func(x float64) float64 { return 6.5 - x }, true, 7, 0},
		{"a count, downward", solveOptions{Lo: 0, Hi: 4, Whole: true, Holds: true}, func(x float64) float64 { return x - 3.5 }, true, 3, 0},
		{"holds at both ends", solveOptions{Lo: 0, Hi: 4, Whole: true, Holds: true}, func(x float64) float64 { return -1 }, true, 0, 0},
		{"holds nowhere", solveOptions{Lo: 0, Hi: 4, Whole: true, Holds: true}, func(x float64) float64 { return 10 - x }, false, 4, 0},
		{"a direction on a continuous range", solveOptions{Lo: 1, Hi: 3, Holds: true}, func(x float64) float64 { return 2.2 - x }, true, 2.2, 0.01},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := solve(tt.o, func(x float64) (float64, error) { return tt.margin(x), nil })
			if err != nil {
				t.Fatal(err)
			}
			if s.Met != tt.met || math.Abs(s.X-tt.x) > tt.within {
				t.Errorf("met %v at %g, want met %v at %g ± %g", s.Met, s.X, tt.met, tt.x, tt.within)
			}
			if s.Probes > LeverProbes {
				t.Errorf("%d probes, more than %d", s.Probes, LeverProbes)
			}
			if tt.o.Holds && s.Met && s.Margin > 0 {
				t.Errorf("the answer %g does not hold (margin %g)", s.X, s.Margin)
			}
			if s.Margin != tt.margin(s.X) {
				t.Errorf("margin %g reported at %g, the margin there is %g", s.Margin, s.X, tt.margin(s.X))
			}
		})
	}
}

// TestSolveErrors: an empty range, a margin that is not a number and an
// evaluation's own error each stop the search with a message.
func TestSolveErrors(t *testing.T) {
	boom := errors.New("boom")
	tests := []struct {
		name   string
		o      solveOptions
		margin func(float64) (float64, error)
	}{
		{"empty range", solveOptions{Lo: 3, Hi: 3}, func(float64) (float64, error) { return 0, nil }},
		{"NaN", solveOptions{Lo: 0, Hi: 1}, func(float64) (float64, error) { return math.NaN(), nil }},
		{"evaluation fails", solveOptions{Lo: 0, Hi: 1}, func(float64) (float64, error) { return 0, boom }},
	}
	for _, tt := range tests {
		if _, err := solve(tt.o, tt.margin); err == nil {
			t.Errorf("%s: no error", tt.name)
		}
	}
}
