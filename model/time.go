package model

import (
	"fmt"
	"math"
)

// Time is simulated time in integer picoseconds since the start of a run.
// Integer time keeps runs exact and reproducible: two events at the same
// Time are ordered by the order in which they were scheduled (see queue.go).
// A uint64 of picoseconds lasts about 213 days of simulated time.
type Time uint64

// Units of Time.
const (
	Picosecond  Time = 1
	Nanosecond       = 1000 * Picosecond
	Microsecond      = 1000 * Nanosecond
	Millisecond      = 1000 * Microsecond
	Second           = 1000 * Millisecond
)

// Nanos converts a duration in (possibly fractional) nanoseconds to Time,
// rounding to the nearest picosecond. Negative values give 0.
func Nanos(ns float64) Time {
	if ns <= 0 || math.IsNaN(ns) {
		return 0
	}
	return Time(math.Round(ns * 1000))
}

// Seconds returns t in seconds.
func (t Time) Seconds() float64 { return float64(t) / float64(Second) }

// Nanoseconds returns t in nanoseconds.
func (t Time) Nanoseconds() float64 { return float64(t) / float64(Nanosecond) }

// Microseconds returns t in microseconds.
func (t Time) Microseconds() float64 { return float64(t) / float64(Microsecond) }

// String formats t with a unit that keeps three to six significant digits,
// e.g. "850ps", "12.5ns", "3.200000µs", "1.250000ms".
func (t Time) String() string {
	switch {
	case t < Nanosecond:
		return fmt.Sprintf("%dps", uint64(t))
	case t < Microsecond:
		return fmt.Sprintf("%.3fns", t.Nanoseconds())
	case t < Millisecond:
		return fmt.Sprintf("%.6fµs", t.Microseconds())
	default:
		return fmt.Sprintf("%.6fms", float64(t)/float64(Millisecond))
	}
}

// clock converts between core cycles and Time for one core frequency.
// It keeps picoseconds per million cycles so that non-integer cycle times
// (e.g. 232.558 ps at 4.3 GHz) stay exact to a millionth of a picosecond.
type clock struct {
	psPerMCycle uint64 // picoseconds per 1e6 cycles
	ghz         float64
}

func newClock(ghz float64) clock {
	return clock{psPerMCycle: uint64(math.Round(1e6 * 1000 / ghz)), ghz: ghz}
}

// cycles converts a number of cycles to Time.
func (c clock) cycles(n uint64) Time { return Time(n * c.psPerMCycle / 1e6) }

// toCycles converts a duration to (fractional) cycles.
func (c clock) toCycles(t Time) float64 { return float64(t) * 1e6 / float64(c.psPerMCycle) }
