package screen

import (
	"fmt"
	"strings"
	"testing"

	"rxscope/app"
	"rxscope/model"
)

// The speed slider names each speed by what a second of wall time shows.
func ExampleSpeedLabels() {
	fmt.Println(SpeedLabels[0])
	fmt.Println(SpeedLabels[app.DefaultSpeed])
	// Output:
	// 1 event/s
	// 6 µs/s
}

// TestSpeedLabel: at 60 ticks a second the label names the speed; on a
// machine that draws 20 frames a second it says what a second shows,
// under the promise, and names the speed again once the machine keeps
// up.
func TestSpeedLabel(t *testing.T) {
	lv := app.DefaultSpeed
	q := app.Speeds[lv].Quantum
	var sl SpeedLabel
	sl.Set(lv)
	var tick uint64
	var wall int64
	var sim model.Time
	play := func(frames int, hz int64) {
		for range frames {
			tick++
			wall += 1_000_000_000 / hz
			sim += q
			sl.Observe(tick, wall, sim, true, lv)
		}
	}
	play(180, 60)
	if got := string(sl.Text()); got != SpeedLabels[lv] {
		t.Errorf("at 60 frames a second the label is %q, want %q", got, SpeedLabels[lv])
	}
	if _, lag := sl.Lagging(); lag {
		t.Error("lagging at 60 frames a second")
	}
	play(240, 20)
	ps, lag := sl.Lagging()
	promised := q * app.TicksPerSecond
	if !lag || ps == 0 || 10*ps >= 8*promised {
		t.Fatalf("at 20 frames a second: lagging %v at %d ps a second; the speed promises %d", lag, ps, promised)
	}
	if got := string(sl.Text()); got == SpeedLabels[lv] || !strings.HasSuffix(got, "/s") {
		t.Errorf("lagging, the label is %q", got)
	}
	play(240, 60)
	if got := string(sl.Text()); got != SpeedLabels[lv] {
		t.Errorf("keeping up again, the label is %q, want %q", got, SpeedLabels[lv])
	}
}
