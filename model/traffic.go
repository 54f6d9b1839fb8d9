package model

import (
	"math"
	"math/rand/v2"
)

// imixSizes is the simple IMIX: 64, 576 and 1500-byte frames in 7:4:1.
var imixSizes = [...]struct{ size, weight int }{{64, 7}, {576, 4}, {1500, 1}}

// imixMean is the mean IMIX frame for an MTU (sizes above it are cut to it).
func imixMean(mtu int) int {
	sum, n := 0, 0
	for _, s := range imixSizes {
		sum += min(s.size, mtu) * s.weight
		n += s.weight
	}
	return sum / n
}

// arrival is one frame reaching the NIC: its last bit has been received at
// t and its data is written to the ring (if a stride is free) at t.
type arrival struct {
	t      Time
	size   int    // frame bytes, FCS included (an LRO arrival: the merged segments)
	serial uint64 // 0, 1, 2, ... in arrival order
	segs   int    // TCP segments it carries (LRO merges several; 1 otherwise)
}

// traffic is the arrival process of one run. It is a pure function of the
// configuration, the seed and, for the TCP-like stream, of when the NAPI
// consumes packets (its window is ACK-clocked).
type traffic struct {
	kind      Traffic
	size      int
	psPerBit  float64 // wire time of one bit at the link speed
	gap       float64 // ps between frames at the offered rate (0: line rate)
	rng       *rand.Rand
	mtu       int
	n         uint64 // frames generated
	last      Time   // arrival time of the previous frame
	burst     int
	window    int
	rtt       Time
	consumed  uint64 // TCP: frames consumed (or dropped) so far
	permits   []Time // TCP: ring of consume times, index serial % window
	waitingOn bool   // TCP: the next frame waits for a consumption
	segs      int    // segments per arrival: LROSegs with lro=on, else 1
	segFrame  int    // the wire frame of one segment (lro=on)
	sizeWire  Time   // arrivalWire(size), computed once: most arrivals are size bytes
}

// MSS is the TCP payload of one full-MTU segment with timestamps: MTU −
// 20 (IPv4) − 32 (TCP with the timestamp option).
func MSS(mtu int) int { return mtu - 52 }

func newTraffic(c Config, p *Profile, rng *rand.Rand) traffic {
	tr := traffic{
		kind:     c.Traffic,
		size:     c.Size,
		psPerBit: 1000 / p.LinkGbps.Value,
		rng:      rng,
		mtu:      c.MTU,
		burst:    c.Burst,
		segs:     1,
	}
	rate := c.RateMpps
	if c.Traffic == LowRate && rate == 0 {
		rate = LowRateDefaultMpps
	}
	if rate > 0 {
		tr.gap = 1e6 / rate
	}
	switch c.Traffic {
	case TCP:
		tr.size = c.MTU + 14 + FCSLen
		tr.window = p.TCPWindow.Int()
		tr.rtt = Nanos(p.TCPRTTus.Value * 1000)
		if c.LRO {
			// the NIC hands over one CQE per LROSegs segments: one arrival
			// at the last segment's time, carrying their payload after one
			// set of headers
			tr.segs = max(1, min(p.LROSegs.Int(), (0xFFFF-tcpHeaderLen-FCSLen)/MSS(c.MTU)))
			tr.segFrame = tr.size
			tr.size = tr.segs*MSS(c.MTU) + tcpHeaderLen + FCSLen
			tr.window = max(1, tr.window/tr.segs)
			tr.gap *= float64(tr.segs)
		}
		tr.permits = make([]Time, tr.window)
	}
	tr.sizeWire = tr.wireOf(tr.size)
	return tr
}

// arrivalWire is the link time of one arrival: its frame's, or, for an
// LRO arrival, that of the segments it merges.
func (tr *traffic) arrivalWire(size int) Time {
	if size == tr.size {
		return tr.sizeWire
	}
	return tr.wireOf(size)
}

// wireOf is arrivalWire, computed.
func (tr *traffic) wireOf(size int) Time {
	if tr.segs > 1 {
		return Time(tr.segs) * tr.wire(tr.segFrame)
	}
	return tr.wire(size)
}

// wire is the time frame of size bytes occupies the link, preamble and
// inter-frame gap included.
func (tr *traffic) wire(size int) Time {
	return Time(math.Round(float64((size+EthOverhead)*8) * tr.psPerBit))
}

// next returns the next arrival; ok is false if the TCP-like sender must
// wait for a consumption first (then consumedOne will release it).
func (tr *traffic) next() (a arrival, ok bool) {
	size := tr.size
	var t Time
	switch tr.kind {
	case Flood:
		t = tr.evenly(size)
	case Mixed:
		size = tr.imix()
		t = tr.evenly(size)
	case LowRate:
		t = tr.last + Time(tr.rng.ExpFloat64()*tr.gap) + tr.wire(size)
	case Burst:
		w := tr.wire(size)
		i := tr.n % uint64(tr.burst)
		b := tr.n / uint64(tr.burst)
		// a burst longer than the period runs into the next one back to back
		t = max(Time(b)*BurstPeriod+Time(i+1)*w, tr.last+w)
	case TCP:
		if tr.n >= uint64(tr.window) {
			k := tr.n - uint64(tr.window)
			if k >= tr.consumed {
				tr.waitingOn = true
				return arrival{}, false
			}
			t = max(tr.permits[k%uint64(tr.window)]+tr.rtt, tr.evenly(size))
		} else {
			t = tr.evenly(size)
		}
	}
	a = arrival{t: t, size: size, serial: tr.n, segs: tr.segs}
	tr.n++
	tr.last = t
	tr.waitingOn = false
	return a, true
}

// evenly spaces frames at the offered rate (frame n at (n+1)/rate), or
// back to back at line rate; a frame never starts before the previous one
// has left the wire.
func (tr *traffic) evenly(size int) Time {
	if tr.gap > 0 {
		return max(Time(math.Round(float64(tr.n+1)*tr.gap)), tr.last+tr.arrivalWire(size))
	}
	return tr.last + tr.arrivalWire(size)
}

func (tr *traffic) imix() int {
	r := tr.rng.IntN(12)
	for _, s := range imixSizes {
		if r < s.weight {
			return min(s.size, tr.mtu)
		}
		r -= s.weight
	}
	return imixSizes[0].size
}

// skipTo generates every arrival at or before t at once, for a device
// that drops them all; it returns how many there were and the first one.
// It is exact: the same arrivals next would give, one by one.
func (tr *traffic) skipTo(a arrival, t Time) (n uint64, next arrival, ok bool) {
	if tr.kind == Flood && tr.gap == 0 && a.t <= t {
		// back to back at line rate: one frame every wire time (a flood
		// has no LRO: its arrivals are frames of size bytes)
		w := tr.sizeWire
		k := uint64((t - a.t) / w) // further frames after a, up to t
		n = k + 1
		tr.n = a.serial + n
		tr.last = a.t + Time(k)*w
		next, ok = tr.next()
		return n, next, ok
	}
	for ok = true; ok && a.t <= t; n++ {
		a, ok = tr.next()
	}
	return n, a, ok
}

// consumedOne tells a TCP-like sender that a frame was consumed (or lost)
// at t; it reports whether a waiting sender may now send.
func (tr *traffic) consumedOne(t Time) bool {
	if tr.kind != TCP {
		return false
	}
	tr.permits[tr.consumed%uint64(tr.window)] = t
	tr.consumed++
	return tr.waitingOn
}
