package layout

import "math"

// A chart's y axis: round ticks from zero up to a top that leaves room
// above the highest value, where a level line's label always fits
// (LevelLabels).

// MaxChartTicks is the most y ticks ChartTicks gives: zero and up to five
// steps.
const MaxChartTicks = 6

// ChartTicks fills ticks with zero and three to five steps of 1, 2 or 5
// times a power of ten, up to a top at which hi stands at most 1−room of
// the plot's height (room is the fraction a label needs above the highest
// line or point, at most a half), and returns how many it filled.
func ChartTicks(hi, room float64, ticks *[MaxChartTicks]float64) int {
	if hi <= 0 {
		hi = 1
	}
	hi /= 1 - min(max(room, 0), 0.5)
	step := NiceStep(hi / (MaxChartTicks - 1))
	n := min(int(math.Ceil(hi/step-1e-9))+1, MaxChartTicks)
	for i := range n {
		ticks[i] = step * float64(i)
	}
	return n
}

// NiceStep rounds x up to 1, 2 or 5 times a power of ten.
func NiceStep(x float64) float64 {
	p := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range [...]float64{1, 2, 5} {
		if m*p >= x {
			return m * p
		}
	}
	return 10 * p
}
