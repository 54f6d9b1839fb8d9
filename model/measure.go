package model

// Measure is what a measurement reads from the simulation at its end
// (Measurement.Value): a published figure's unit, as a validation run
// reads it.
type Measure uint8

const (
	MeasureMpps      Measure = iota // packets processed per µs
	MeasureCycles                   // NAPI CPU cycles per packet
	MeasureGoodput                  // TCP payload Gb/s (netperf's figure)
	MeasureLLCMiss                  // share of LLC demand loads that miss, %
	MeasureBurstLoss                // frames dropped in one burst from an idle, fully posted ring
)

var measureUnits = [...]string{"Mpps", "cycles/pkt", "Gb/s", "% LLC miss", "frames lost"}

// Unit is the unit the measure is printed in.
func (m Measure) Unit() string {
	if int(m) < len(measureUnits) {
		return measureUnits[m]
	}
	panic("model: Measure.Unit: unknown measure")
}

// UnitWord is the unit as a line the screen shows spells it, where the
// measured figure and the model's sit side by side: Unit, but "cycles/packet"
// in full (a published figure's quote spells it so).
func (m Measure) UnitWord() string {
	if m == MeasureCycles {
		return "cycles/packet"
	}
	return m.Unit()
}

// read is m read from s's metrics: the drops of the whole run for the
// burst loss, the window's figures otherwise.
func (m Measure) read(s *Sim) float64 {
	ms := s.Metrics()
	switch m {
	case MeasureMpps:
		return ms.Mpps()
	case MeasureCycles:
		return ms.CyclesPerPacket()
	case MeasureGoodput:
		return ms.GoodputGbps(s.Config().MTU)
	case MeasureLLCMiss:
		return 100 * ms.LLCMissShare()
	case MeasureBurstLoss:
		return float64(ms.DroppedTotal())
	}
	panic("model: Measure.read: unknown measure")
}
