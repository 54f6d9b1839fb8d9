package viz

import (
	"strconv"

	"rxscope/model"
)

// speedLevel is how far the simulation advances per tick (1/60 s). The
// slow levels run whole events, one every few ticks, so that a person can
// follow each one; the fast levels run a fixed quantum of simulated time
// per tick. Either way the step is fixed in simulated terms, never taken
// from the wall clock: a slow frame or a hidden tab changes when things
// are shown, never what happens.
type speedLevel struct {
	ticksPerEvent int        // > 0: one event every ticksPerEvent ticks
	quantum       model.Time // > 0: simulated time per tick
	label         string     // as the speed slider shows it, per second of wall time
}

// ticksPerSecond is Ebitengine's default tick rate.
const ticksPerSecond = 60

// speeds run from one event per second to 3 ms of simulated time per
// second of wall time.
var speeds = withLabels([]speedLevel{
	{ticksPerEvent: 60},
	{ticksPerEvent: 15},
	{ticksPerEvent: 4},
	{ticksPerEvent: 1},
	{quantum: 20 * model.Nanosecond},
	{quantum: 100 * model.Nanosecond},
	{quantum: 500 * model.Nanosecond},
	{quantum: 2 * model.Microsecond},
	{quantum: 10 * model.Microsecond},
	{quantum: 50 * model.Microsecond},
})

// defaultSpeed shows a flood at a pace the eye can follow: a few packets
// per second of wall time.
const defaultSpeed = 5

// withLabels names each level by what one second of wall time shows:
// "4 events/s" or "6 µs/s" of simulated time.
func withLabels(ls []speedLevel) []speedLevel {
	for i := range ls {
		var b []byte
		if n := ls[i].ticksPerEvent; n > 0 {
			per := ticksPerSecond / n
			b = strconv.AppendInt(b, int64(per), 10)
			if per == 1 {
				b = append(b, " event/s"...)
			} else {
				b = append(b, " events/s"...)
			}
		} else {
			b = append(appendDurationShort(b, float64(ls[i].quantum*ticksPerSecond)), "/s"...)
		}
		ls[i].label = string(b)
	}
	return ls
}
