package app

import "rxscope/model"

// Pace measures the simulated time a second of wall time actually shows.
// A speed promises a quantum per tick at 60 ticks a second; a machine
// that cannot draw 60 frames a second runs fewer ticks (the browser
// drops them), and the simulation moves slower than the speed's label
// says. The screen reads Pace to say so. The wall clock is handed in
// (nanoseconds from any origin): the app core reads no clock.
type Pace struct {
	wall [paceSamples]int64
	sim  [paceSamples]model.Time
	n, i int
}

// paceSamples is how many ticks the window keeps: two seconds at 60 a
// second (more on a slow machine), enough to even out a slow frame, short
// enough to follow a change of speed. PerSecond waits for a second of it.
const paceSamples = 2 * TicksPerSecond

// Observe records the tick at wall time wallNs with the simulation at
// sim. A tick that did not advance (paused, stepping back, a new start)
// clears the window: the pace is of uninterrupted play only.
func (p *Pace) Observe(wallNs int64, sim model.Time, playing bool) {
	if !playing || p.n > 0 && sim < p.sim[(p.i+paceSamples-1)%paceSamples] {
		p.n, p.i = 0, 0
		if !playing {
			return
		}
	}
	p.wall[p.i], p.sim[p.i] = wallNs, sim
	p.i = (p.i + 1) % paceSamples
	p.n = min(p.n+1, paceSamples)
}

// PerSecond is the simulated time a second of wall time showed over the
// window, and whether the window is long enough to tell (a second).
func (p *Pace) PerSecond() (model.Time, bool) {
	if p.n < 2 {
		return 0, false
	}
	last := (p.i + paceSamples - 1) % paceSamples
	first := (p.i + paceSamples - p.n) % paceSamples
	wall := p.wall[last] - p.wall[first]
	if wall < 1e9 {
		return 0, false
	}
	return model.Time(float64(p.sim[last]-p.sim[first]) * 1e9 / float64(wall)), true
}

// Lagging reports whether the simulation shows less than 80% of what
// level promises per second, and what it shows.
func (p *Pace) Lagging(level SpeedLevel) (model.Time, bool) {
	got, ok := p.PerSecond()
	if !ok || level.Quantum <= 0 {
		return got, false
	}
	return got, float64(got) < 0.8*float64(level.Quantum*TicksPerSecond)
}
