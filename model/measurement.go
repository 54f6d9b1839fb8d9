package model

import "fmt"

// Window is how a measurement runs a simulation: Warmup packets, then
// the metrics reset (Sim.ResetMetrics), then Packets packets measured;
// or, with Until set, from where the simulation stands to the simulated
// time Until, with no warm-up and no reset (a burst from an idle ring).
// Packets are packet CQEs NAPI has consumed, as Sim.RunPackets counts
// them.
type Window struct {
	Warmup, Packets int
	Until           Time
}

// Measurement is one Window of a simulation, run in slices so that a
// visualizer can spread it over frames: rxsim, validation.Validate, the
// lessons' runs, the chart's points and the scene list all measure with
// it. A phase (the warm-up, the window) ends when NAPI has consumed its
// packets or when a slice made no progress (RunPackets gave up: frames
// only get dropped, or no event is left). However it is sliced, the
// measurement stops at the same packet with the same metrics.
//
//	m := NewMeasurement(s, Window{Warmup: 20000, Packets: 100000})
//	for !m.Advance(2000) {
//	}
//	cpp := m.Metrics().CyclesPerPacket()
type Measurement struct {
	sim       *Sim
	win       Window
	target    uint64 // packet CQEs consumed at the end of the phase
	measuring bool   // past the warm-up
	done      bool

	// what Value reads at the end: MeasureMpps for NewMeasurement
	measure Measure
	value   float64
}

// NewMeasurement starts w on s, from where s stands; its Value is the
// window's Mpps. Nothing runs until Advance.
func NewMeasurement(s *Sim, w Window) *Measurement { return NewMeasurementOf(s, w, MeasureMpps) }

// NewMeasurementOf is NewMeasurement whose Value is measure: the cycles
// per packet, the goodput, the LLC miss share, or the frames a burst
// lost (over a window to Until).
func NewMeasurementOf(s *Sim, w Window, measure Measure) *Measurement {
	m := &Measurement{sim: s, win: w, measure: measure}
	m.target = s.napi.consumed + uint64(max(w.Warmup, 0))
	return m
}

// measureSlice is the simulated time a window to Until runs per packet
// of Advance's budget: about a packet's time at 10 Mpps.
const measureSlice = 100 * Nanosecond

// Advance runs about budget more packets of the measurement (at least
// one slice) and reports whether it is done.
func (m *Measurement) Advance(budget int) bool {
	_, done := m.Spend(budget)
	return done
}

// Spend is Advance for a caller that shares its budget with other work:
// it also returns how much of the budget the measurement used (less than
// budget when it ended first).
func (m *Measurement) Spend(budget int) (used int, done bool) {
	budget = max(budget, 1)
	for !m.done && used < budget {
		used += m.slice(budget - used)
	}
	return used, m.done
}

// Run runs the measurement to its end in one slice a phase, as an
// unsliced caller (rxsim, validation.Validate) does.
func (m *Measurement) Run() {
	for !m.done {
		m.slice(max(m.win.Warmup, m.win.Packets, 1))
	}
}

// slice runs at most n packets of the current phase and returns the part
// of the budget it used (at least 1).
func (m *Measurement) slice(n int) int {
	s := m.sim
	n = max(n, 1)
	if m.win.Until > 0 {
		s.RunUntil(min(m.win.Until, s.Now()+Time(n)*measureSlice))
		if s.Now() >= m.win.Until {
			m.finish()
		}
		return n
	}
	before := s.napi.consumed
	k := int(min(uint64(n), m.target-min(before, m.target)))
	s.RunPackets(k)
	if s.napi.consumed < m.target && s.napi.consumed != before {
		return max(k, 1)
	}
	if !m.measuring {
		s.ResetMetrics()
		m.measuring = true
		m.target = s.napi.consumed + uint64(max(m.win.Packets, 0))
		return max(k, 1)
	}
	m.finish()
	return max(k, 1)
}

// finish ends the measurement and reads its measure.
func (m *Measurement) finish() {
	m.done = true
	m.value = m.measure.read(m.sim)
}

// Done reports whether the measurement has ended.
func (m *Measurement) Done() bool { return m.done }

// Measuring reports whether the warm-up is over (the metrics count the
// window).
func (m *Measurement) Measuring() bool { return m.measuring }

// Progress is the share of the measurement run, from 0 to 1.
func (m *Measurement) Progress() float64 {
	switch {
	case m.done:
		return 1
	case m.win.Until > 0:
		return min(1, float64(m.sim.Now())/float64(m.win.Until))
	}
	total := m.win.Warmup + m.win.Packets
	if total <= 0 {
		return 0
	}
	n := int(m.sim.Metrics().Packets)
	if m.measuring {
		n += m.win.Warmup
	}
	return min(1, float64(n)/float64(total))
}

// Metrics are the metrics of the window so far (of the whole run for a
// window to Until).
func (m *Measurement) Metrics() Metrics { return m.sim.Metrics() }

// Value is, once Done, the measure the measurement was started for
// (NewMeasurementOf) in its unit; Mpps for one started with
// NewMeasurement.
func (m *Measurement) Value() float64 { return m.value }

// Sim is the simulation the measurement runs in, for the next one to
// take over (Renew, Sim.Reset) once this one is done.
func (m *Measurement) Sim() *Sim { return m.sim }

// FormatMeasure writes v, a value of measure, with the precision
// rxsim validate prints and without the unit: "2.86", "1041", "48.0".
func FormatMeasure(v float64, measure Measure) string {
	switch measure {
	case MeasureMpps:
		return fmt.Sprintf("%.2f", v)
	case MeasureGoodput, MeasureLLCMiss:
		return fmt.Sprintf("%.1f", v)
	}
	return fmt.Sprintf("%.0f", v)
}

// FormatMeasureShort is FormatMeasure as a line beside a seed's own
// figure sets it: a count of lost frames from a thousand on in thousands,
// to a tenth ("30.5K" beside the seed's "~29K", not "30465"), since the
// seeds count their losses so; anything else as FormatMeasure writes it.
func FormatMeasureShort(v float64, measure Measure) string {
	if measure == MeasureBurstLoss && v >= 1000 {
		return fmt.Sprintf("%.1fK", v/1000)
	}
	return FormatMeasure(v, measure)
}
