package app

import (
	"testing"

	"rxscope/model"
)

// TestPace plays a speed at 60, 30 and 9 ticks a second of wall time and
// checks the simulated time a second shows, and whether it lags the
// speed's promise.
func TestPace(t *testing.T) {
	lv := Speeds[DefaultSpeed] // 100 ns a tick: 6 µs a second
	for _, c := range []struct {
		ticksPerSec int
		want        model.Time
		lagging     bool
	}{
		{60, 6 * model.Microsecond, false},
		{30, 3 * model.Microsecond, true},
		{9, 900 * model.Nanosecond, true},
	} {
		var p Pace
		var sim model.Time
		for k := 0; k < 3*c.ticksPerSec; k++ {
			p.Observe(int64(k)*1e9/int64(c.ticksPerSec), sim, true)
			sim += lv.Quantum
		}
		got, lag := p.Lagging(lv)
		if d := float64(got) - float64(c.want); d < -float64(c.want)/50 || d > float64(c.want)/50 || lag != c.lagging {
			t.Errorf("%d ticks/s: %v a second, lagging %v; want %v, %v", c.ticksPerSec, got, lag, c.want, c.lagging)
		}
		p.Observe(int64(4e9), sim, false)
		if _, ok := p.PerSecond(); ok {
			t.Errorf("%d ticks/s: a pause keeps the window", c.ticksPerSec)
		}
	}
}
