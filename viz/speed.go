package viz

import (
	"strconv"

	"rxscope/app"
)

// ticksPerSecond is Ebitengine's default tick rate.
const ticksPerSecond = app.TicksPerSecond

// speedLabels name each speed level of app.Speeds by what one second of
// wall time shows: "4 events/s" or "6 µs/s" of simulated time, as the
// speed slider shows it.
var speedLabels = func() (ls [len(app.Speeds)]string) {
	for i, lv := range app.Speeds {
		var b []byte
		if n := lv.TicksPerEvent; n > 0 {
			per := ticksPerSecond / n
			b = strconv.AppendInt(b, int64(per), 10)
			if per == 1 {
				b = append(b, " event/s"...)
			} else {
				b = append(b, " events/s"...)
			}
		} else {
			b = append(appendDurationShort(b, float64(lv.Quantum*ticksPerSecond)), "/s"...)
		}
		ls[i] = string(b)
	}
	return ls
}()
