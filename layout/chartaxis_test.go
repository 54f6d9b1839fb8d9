package layout

import (
	"fmt"
	"testing"
)

// TestChartTicks: the ticks start at zero, go up in round steps, and
// leave room above hi for a label.
func TestChartTicks(t *testing.T) {
	for _, c := range []struct {
		hi, room float64
		want     []float64
	}{
		{1984, 0, []float64{0, 500, 1000, 1500, 2000}},
		{1984, 0.15, []float64{0, 500, 1000, 1500, 2000, 2500}},
		{1984, 0.2, []float64{0, 500, 1000, 1500, 2000, 2500}},
		{280, 0.15, []float64{0, 100, 200, 300, 400}},
		{0, 0.1, []float64{0, 0.5, 1, 1.5}},
		{1450, 0.9, []float64{0, 1000, 2000, 3000}}, // room is at most a half
	} {
		var ticks [MaxChartTicks]float64
		n := ChartTicks(c.hi, c.room, &ticks)
		if fmt.Sprint(ticks[:n]) != fmt.Sprint(c.want) {
			t.Errorf("ChartTicks(%g, %g) = %v; want %v", c.hi, c.room, ticks[:n], c.want)
		}
		top := ticks[n-1]
		if free := (top - c.hi) / top; free < min(c.room, 0.5)-1e-9 {
			t.Errorf("ChartTicks(%g, %g): %.2f of the plot free above hi; want %g", c.hi, c.room, free, c.room)
		}
	}
}

func ExampleNiceStep() {
	for _, x := range []float64{0.3, 7, 120, 397, 467} {
		fmt.Print(NiceStep(x), " ")
	}
	// Output: 0.5 10 200 500 500
}
