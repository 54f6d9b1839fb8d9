package model

import "math"

// dramWindow is the period over which the memory controller's load is
// measured to set the DRAM latency of the next period.
const dramWindow = 10 * Microsecond

// dram is the loaded-latency model of main memory. Its latency rises with
// the bandwidth the run moves through the memory controller: the NIC's
// DMA writes of packets and CQEs, the NIC's reads of XDP_TX frames, the
// CPU's fills from DRAM, and the application core's copy of delivered
// payload (recvmsg reads it from DRAM on another core).
//
//	latency = idle × (1 + slope × √u),  u = bytes per window / (peak × window)
//
// The shape follows loaded-latency curves measured with Intel's Memory
// Latency Checker: a quick rise at low load, then a slower one up to the
// knee near saturation (the model is meant for u < 0.6). Each window's
// load sets the latency of the next one, so a run's latency settles where
// its traffic puts it.
type dram struct {
	idle   Time
	lat    Time    // the current load-to-use latency
	slope  float64 // Profile.DRAMLoadSlope
	peak   float64 // bytes per picosecond the controller sustains
	bytes  uint64  // moved in the current window
	window Time    // start of the current window
}

func newDRAM(p *Profile) dram {
	return dram{
		idle:  Nanos(p.DRAMns.Value),
		lat:   Nanos(p.DRAMns.Value),
		slope: p.DRAMLoadSlope.Value,
		peak:  p.DRAMPeakGBps.Value * 1e9 / 1e12,
	}
}

// move records n bytes of DRAM traffic.
func (d *dram) move(n int) { d.bytes += uint64(n) }

// latency is the load-to-use latency of a DRAM access at t; it closes the
// windows that have ended by t.
func (d *dram) latency(t Time) Time {
	if t >= d.window+dramWindow {
		d.closeWindows(t)
	}
	return d.lat
}

// closeWindows sets the latency from the traffic of the windows that have
// ended by t (at least one has) and starts the window holding t.
func (d *dram) closeWindows(t Time) {
	if d.slope > 0 && d.peak > 0 {
		ended := (t - d.window) / dramWindow
		// the traffic of the windows that ended, spread over them
		u := float64(d.bytes) / (d.peak * float64(ended*dramWindow))
		d.lat = Time(float64(d.idle)*(1+d.slope*math.Sqrt(min(u, 1))) + 0.5)
		d.bytes = 0
		d.window += ended * dramWindow
	}
}
