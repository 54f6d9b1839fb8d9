package app

import "rxscope/model"

// SpeedLevel is how far the simulation advances per tick (1/60 s). The
// slow levels run whole events, one every few ticks, so that a person can
// follow each one; the fast levels run a fixed quantum of simulated time
// per tick. Either way the step is fixed in simulated terms, never taken
// from the wall clock: a slow frame or a hidden tab changes when things
// are shown, never what happens.
type SpeedLevel struct {
	TicksPerEvent int        // > 0: one event every TicksPerEvent ticks
	Quantum       model.Time // > 0: simulated time per tick
}

// TicksPerSecond is Ebitengine's default tick rate.
const TicksPerSecond = 60

// Speeds run from one event per second to 3 ms of simulated time per
// second of wall time.
var Speeds = [...]SpeedLevel{
	{TicksPerEvent: 60},
	{TicksPerEvent: 15},
	{TicksPerEvent: 4},
	{TicksPerEvent: 1},
	{Quantum: 20 * model.Nanosecond},
	{Quantum: 100 * model.Nanosecond},
	{Quantum: 500 * model.Nanosecond},
	{Quantum: 2 * model.Microsecond},
	{Quantum: 10 * model.Microsecond},
	{Quantum: 50 * model.Microsecond},
}

// DefaultSpeed shows a flood at a pace the eye can follow: a few packets
// per second of wall time.
const DefaultSpeed = 5
