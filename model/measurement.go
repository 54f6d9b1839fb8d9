package model

import "fmt"

// Measurement is the model's value of one Run, made in slices so that a
// visualizer can spread it over frames: the same warm-up, window or burst
// as Validate, and the same value however it is sliced.
//
//	m, _ := run.StartMeasurement(DefaultValidateOptions(), nil)
//	for !m.Advance(2000) {
//	}
//	v := m.Value() // what rxsim validate prints for the run
type Measurement struct {
	run       Run
	opts      ValidateOptions
	sim       *Sim
	target    uint64 // packet CQEs consumed at the end of the phase
	measuring bool
	done      bool
	value     float64
}

// StartMeasurement prepares r's measurement with o's warm-up and window,
// in sim's arrays (Sim.Reset) when sim is not nil. Nothing runs until
// Advance.
func (r Run) StartMeasurement(o ValidateOptions, sim *Sim) (*Measurement, error) {
	cfg, err := r.Config()
	if err != nil {
		return nil, err
	}
	if sim, err = Renew(sim, cfg); err != nil {
		return nil, err
	}
	sim.SetTraceLevel(TraceOff)
	sim.SetTimeline(false)
	return &Measurement{run: r, opts: o, sim: sim, target: uint64(o.Warmup)}, nil
}

// measureSlice is the simulated time a burst measurement runs per packet
// of Advance's budget: about a packet's time at 10 Mpps.
const measureSlice = 100 * Nanosecond

// Advance runs about packets more of the measurement and reports whether
// it is done. A phase ends, as in Run.measure, when NAPI has consumed its
// packets or when a slice made no progress (RunPackets gave up).
func (m *Measurement) Advance(packets int) bool {
	if m.done {
		return true
	}
	s := m.sim
	packets = max(packets, 1)
	if m.run.Measure == MeasureBurstLoss {
		s.RunUntil(min(BurstPeriod, s.Now()+Time(packets)*measureSlice))
		if s.Now() >= BurstPeriod {
			m.value, m.done = float64(s.Metrics().DroppedTotal()), true
		}
		return m.done
	}
	before := s.napi.consumed
	s.RunPackets(int(min(uint64(packets), m.target-before)))
	if s.napi.consumed < m.target && s.napi.consumed != before {
		return false
	}
	if !m.measuring {
		s.ResetMetrics()
		m.measuring = true
		m.target = s.napi.consumed + uint64(m.opts.Packets)
		return false
	}
	m.value, m.done = m.run.read(s), true
	return true
}

// Done reports whether the measurement has its value.
func (m *Measurement) Done() bool { return m.done }

// Value is the measurement's value, in the unit of the run's Measure
// (valid once Done).
func (m *Measurement) Value() float64 { return m.value }

// Sim is the simulation the measurement runs in, for the next one to
// take over (StartMeasurement) once this one is done.
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
