package screen

import (
	"strconv"

	"rxscope/app"
	"rxscope/model"
)

// SpeedLabels name each speed level of app.Speeds by what one second of
// wall time shows: "4 events/s" or "6 µs/s" of simulated time, as the
// speed slider shows it.
var SpeedLabels = func() (ls [len(app.Speeds)]string) {
	for i, lv := range app.Speeds {
		var b []byte
		if n := lv.TicksPerEvent; n > 0 {
			per := app.TicksPerSecond / n
			b = strconv.AppendInt(b, int64(per), 10)
			if per == 1 {
				b = append(b, " event/s"...)
			} else {
				b = append(b, " events/s"...)
			}
		} else {
			b = append(AppendDurationShort(b, float64(lv.Quantum*app.TicksPerSecond)), "/s"...)
		}
		ls[i] = string(b)
	}
	return ls
}()

// SpeedLabel is the speed slider's label: the speed's name, or, on a
// machine too slow to draw 60 frames a second, what a second shows
// ("1.0 µs/s" where the speed asks 6 µs/s): the label says what is
// happening, not what was asked; the slider's notch still says which
// speed is set.
type SpeedLabel struct {
	pace    app.Pace // the simulated time a second of wall time shows
	lagging bool     // the label says the pace is below its promise
	text    []byte
}

// Set makes the label the name of speed level lv (a speed chosen, a
// state opened).
func (sl *SpeedLabel) Set(lv int) { sl.text = append(sl.text[:0], SpeedLabels[lv]...) }

// Observe records a tick that ended at wall time wallNs with the after
// run at sim (playing: the tick advanced it), at speed level lv; on
// every 30th tick (twice a second) the label follows the pace: what a
// second shows while it is under the promise, the speed's name again
// once it is not.
func (sl *SpeedLabel) Observe(tick uint64, wallNs int64, sim model.Time, playing bool, lv int) {
	sl.pace.Observe(wallNs, sim, playing)
	if tick%30 != 0 {
		return
	}
	got, lag := sl.pace.Lagging(app.Speeds[lv])
	if !lag && !sl.lagging {
		return
	}
	sl.lagging = lag
	sl.Set(lv)
	if lag { // what a second shows, in place of what the speed asks
		sl.text = append(AppendDurationShort(sl.text[:0], float64(got)), "/s"...)
	}
}

// Text is the label as the slider draws it.
func (sl *SpeedLabel) Text() []byte { return sl.text }

// Lagging reports whether the label says the pace is under the speed's
// promise, and the simulated time a second shows.
func (sl *SpeedLabel) Lagging() (perSecond model.Time, lagging bool) {
	ps, _ := sl.pace.PerSecond()
	return ps, sl.lagging
}
