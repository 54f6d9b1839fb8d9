package viz

import (
	"strconv"
	"time"

	"rxscope/app"
	"rxscope/screen"
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
			b = append(screen.AppendDurationShort(b, float64(lv.Quantum*ticksPerSecond)), "/s"...)
		}
		ls[i] = string(b)
	}
	return ls
}()

// updatePace records the tick in g.pace and, twice a second, says in the
// speed's label when the simulation shows less than the speed promises:
// "1.0 µs/s" where the speed asks 6 µs/s, on a machine too slow to draw
// 60 frames a second (the label says what is happening, not what was
// asked; the slider's notch still says which speed is set).
func (g *Game) updatePace(advanced bool) {
	g.pace.Observe(time.Now().UnixNano(), g.ses.After().Now(), advanced && !g.ses.Paused())
	if g.ticks%30 != 0 {
		return
	}
	lv := g.ses.Speed()
	got, lag := g.pace.Lagging(app.Speeds[lv])
	if !lag && !g.paceLagging {
		return
	}
	g.paceLagging = lag
	g.speedText = append(g.speedText[:0], speedLabels[lv]...)
	if lag { // what a second shows, in place of what the speed asks
		g.speedText = append(screen.AppendDurationShort(g.speedText[:0], float64(got)), "/s"...)
	}
	// The label is drawn each frame (drawTransport), not in the backdrop:
	// a slow machine's new pace every 30 ticks redraws nothing else.
}
