package model

import (
	"fmt"
	"strings"
)

// LoopShape is the structure of a variant's RX loop.
type LoopShape uint8

const (
	// OneLoop: each CQE's packet is built and delivered before the next
	// CQE is read (mlx5e_poll_rx_cq today).
	OneLoop LoopShape = iota
	// TwoLoops: a first loop pulls every CQE of the poll and does the
	// driver's part (prefetch, skb build); a second loop touches the
	// headers and delivers (seed 002, RX bulking).
	TwoLoops
)

func (l LoopShape) String() string {
	switch l {
	case OneLoop:
		return "one-loop"
	case TwoLoops:
		return "two-loops"
	}
	panic("model: LoopShape.String: unknown shape")
}

// Variant is a driver strategy for the RX loop. A variant decides the loop
// shape and what the driver prefetches ahead of the current packet; the
// model does the rest. Variants hold no run state (the Driver handle gives
// them what they need), so one value serves every Sim.
type Variant interface {
	// Name is the value of the "variant" knob.
	Name() string
	// Doc is one line for people.
	Doc() string
	// Shape is the RX loop structure.
	Shape() LoopShape
	// Ahead runs in mlx5e_skb_from_cqe_mpwrq_linear once the current
	// packet's CQE is parsed, before the packet's own net_prefetch.
	// It may query the ring and the CQ, read memory and prefetch through d.
	// If a query reports that the device's state is not known yet (known
	// == false), Ahead must return false before any other call with a side
	// effect; the driver then waits until that time and calls it again.
	Ahead(d *Driver) bool
	// DistanceUnit is what the distance knob counts for the variant, in
	// the plural: "strides" ahead in the same WQE (seed 000 v2), "CQEs"
	// ahead in the CQ (v1), "descriptors" ahead on mlx4's cyclic ring
	// (seed 001). A variant with no look-ahead ignores the knob and
	// names the unit it has in the driver, MLX5E_RX_PREFETCH_DIST's.
	DistanceUnit() string
	// PrefetchesCurrent reports whether the driver prefetches the current
	// packet before its first use: mlx5's net_prefetch(data) in
	// mlx5e_skb_from_cqe_mpwrq_linear and mlx5e_skb_from_cqe_linear;
	// mlx4_en_process_rx_cq's 2016 XDP branch ran the program on the
	// packet with no prefetch at all (seed 001's context lines).
	PrefetchesCurrent() bool
}

// DistanceUnit is the unit of the distance knob for the variant named
// variant ("strides" for a name that is not a variant's).
func DistanceUnit(variant string) string {
	for _, v := range variants {
		if v.Name() == variant {
			return v.DistanceUnit()
		}
	}
	return "strides"
}

// StrideRef names one stride of the ring.
type StrideRef struct {
	WQE, Stride int
	Valid       bool
}

// Driver is what a Variant sees of the driver: the current packet, the
// ring geometry and the knobs, queries on the ring and the CQ, and the
// memory operations it may issue. All addresses it uses are computed from
// the current CQE, so they are known only when that CQE has arrived.
type Driver struct {
	s   *Sim
	dep Time // an extra address dependency (a peeked CQE) for the next prefetches
}

// Geometry is the RQ layout.
func (d *Driver) Geometry() Geometry { return d.s.dev.geo }

// Distance is the look-ahead distance knob.
func (d *Driver) Distance() int { return d.s.cfg.Distance }

// Lines is the set of lines the look-ahead prefetch covers (the knob).
func (d *Driver) Lines() LineSet { return d.s.cfg.Lines }

// XDP reports whether an XDP program is attached.
func (d *Driver) XDP() bool { return d.s.cfg.XDP != XDPOff }

// Current is the stride of the packet being processed.
func (d *Driver) Current() StrideRef {
	p := &d.s.napi.cur
	return StrideRef{WQE: p.wqe, Stride: p.stride, Valid: p.valid}
}

// CurrentLen is the current packet's byte count (cqe_bcnt).
func (d *Driver) CurrentLen() int { return d.s.napi.cur.bcnt }

// DescriptorAhead is the buffer k packets after the current one on a
// legacy (cyclic) ring: WQE index + k, wrapping (mlx4_en_process_rx_cq's
// (index + 3) & size_mask), known without its CQE. On a striding RQ it
// is StrideAhead(k).
func (d *Driver) DescriptorAhead(k int) (StrideRef, bool) {
	g := &d.s.dev.geo
	if g.RQ != RQLegacy {
		return d.StrideAhead(k)
	}
	p := &d.s.napi.cur
	return StrideRef{WQE: (p.wqe + k) % g.WQEs, Stride: 0, Valid: true}, true
}

// StrideAhead is the stride k strides after the current packet's, in the
// same WQE (mlx5e_mpwrq_linear_prefetch: nothing past the WQE's end).
func (d *Driver) StrideAhead(k int) (StrideRef, bool) {
	p := &d.s.napi.cur
	st := p.stride + k
	if st >= d.s.dev.geo.StridesPerWQE {
		return StrideRef{}, false
	}
	return StrideRef{WQE: p.wqe, Stride: st, Valid: true}, true
}

// Written reports whether the device has written the packet at ref by the
// core's current time; known is false if that time has not been simulated.
func (d *Driver) Written(ref StrideRef) (written, known bool) {
	s := d.s
	ss := s.dev.strideAt(ref.WQE, ref.Stride)
	if ss.written && ss.dataAt <= s.core.t {
		return true, true
	}
	return false, s.core.t <= s.now
}

// PrefetchPacket prefetches the lines of the packet at ref that lines
// selects: its struct page (prefetch), its two header lines (net_prefetch)
// and the shinfo line its skb would use if it were guessLen bytes long
// (prefetchw), in the order of seed 000's mlx5e_mpwrq_linear_prefetch.
func (d *Driver) PrefetchPacket(ref StrideRef, lines LineSet, guessLen int) {
	s := d.s
	ss := s.dev.strideAt(ref.WQE, ref.Stride)
	a := s.napi.startAhead(ref, ss)
	a.bcnt = guessLen
	dev, data := &s.dev, s.dev.wqeOffset(ref.Stride)
	at := s.prefetchAt(a)
	if lines&PrefetchPage != 0 {
		s.prefetchLine(a, at, rlPage, LineStructPage, dev.pageLine(a.wqe, data), accPrefetch, FnLinearPrefetch)
	}
	if lines&PrefetchHeaders != 0 {
		s.prefetchLine(a, at, rlHeader0, LineHeader, dev.touchLine(a.wqe, data), accPrefetch, FnLinearPrefetch)
		s.prefetchLine(a, at, rlHeader1, LineHeader, dev.touchLine(a.wqe, data+LineSize), accPrefetch, FnLinearPrefetch)
	}
	if lines&PrefetchShinfo != 0 {
		s.prefetchLine(a, at, rlShinfo, LineShinfo, dev.touchLine(a.wqe, s.shinfoOff(a, guessLen)), accPrefetchW, FnLinearPrefetch)
	}
}

// PrefetchFirstLine prefetches the first line of the packet buffer at ref
// (its header line: data starts there on mlx4's 2016 ring, headroom
// later on today's rings).
func (d *Driver) PrefetchFirstLine(ref StrideRef) {
	s := d.s
	ss := s.dev.strideAt(ref.WQE, ref.Stride)
	a := s.napi.startAhead(ref, ss)
	s.touch(a, rlHeader0, LineHeader, s.dev.wqeOffset(ref.Stride), accPrefetch, StallHeader, 0, FnLinearPrefetch)
}

// PeekCQE reads CQ slot cc+k with a demand load, as seed 000 v1 did, and
// reports what it finds: the stride and length of a plain CQE the NIC has
// written (ok), or nothing (not written yet, or a compressed slot: a title,
// a mini CQE array or a slot the NIC skipped). The load is a miss if the
// NIC has just written the line; the prefetches that follow wait for it.
func (d *Driver) PeekCQE(k int) (ref StrideRef, length int, ok, known bool) {
	s := d.s
	idx := s.napi.cc - 1 + uint32(k)
	e := s.cq.at(idx)
	written := e.written && !e.consumed && e.writeAt <= s.core.t
	if !written && s.core.t > s.now {
		return StrideRef{}, 0, false, false
	}
	line := s.cq.line(idx)
	e.touched = true
	at := max(s.core.t, s.napi.cur.addrReady)
	r := s.mem.access(line, at, accLoad)
	s.core.load(r.ready, StallCQE, consumersBranch)
	d.dep = r.ready
	if s.trace.on(EvCQERead) {
		*s.trace.at(at) = Event{T: at, Kind: EvCQERead, Fn: FnCQEPeek, WQE: -1, Stride: -1, Packet: -1, Addr: line.phys << 6,
			Line: LineCQE, Level: r.level, Outcome: r.outcome, Cycles: s.cyc(r.ready - at), N: int(idx & s.cq.mask)}
	}
	if !written || e.kind != CQCQE || e.filler {
		return StrideRef{}, 0, false, true
	}
	return StrideRef{WQE: int(e.wqe), Stride: int(e.stride), Valid: true}, int(e.bcnt), true, true
}

// Work runs instr instructions that take cycles cycles.
func (d *Driver) Work(instr, cycles int) { d.s.core.run(instr, cycles) }

// today is mainline: net_prefetch of the current packet only.
type today struct{}

func (today) Name() string            { return "today" }
func (today) Doc() string             { return "mainline: net_prefetch of the current packet only" }
func (today) PrefetchesCurrent() bool { return true }
func (today) Shape() LoopShape        { return OneLoop }
func (today) Ahead(d *Driver) bool    { return true }
func (today) DistanceUnit() string    { return "strides" }

// strideAhead is seed 000 v2: prefetch the packet Distance strides ahead.
type strideAhead struct{}

func (strideAhead) Name() string { return "stride-ahead" }
func (strideAhead) Doc() string {
	return "seed 000 v2: also prefetch the packet distance strides ahead (headers, struct page, shinfo guessed from the current length; no shinfo with XDP)"
}
func (strideAhead) PrefetchesCurrent() bool { return true }
func (strideAhead) Shape() LoopShape        { return OneLoop }
func (strideAhead) DistanceUnit() string    { return "strides" }
func (strideAhead) Ahead(d *Driver) bool {
	ref, ok := d.StrideAhead(d.Distance())
	if !ok {
		return true
	}
	if _, known := d.Written(ref); !known {
		return false
	}
	lines := d.Lines()
	if d.XDP() {
		lines &^= PrefetchShinfo // the packet may never become an skb
	}
	d.PrefetchPacket(ref, lines, d.CurrentLen())
	return true
}

// cqePeek is seed 000 v1: find the packet ahead by reading its CQE.
type cqePeek struct{}

func (cqePeek) Name() string { return "cqe-peek" }
func (cqePeek) Doc() string {
	return "seed 000 v1: read the CQE distance slots ahead (itself a miss) and prefetch the packet it names; finds nothing under compression"
}
func (cqePeek) PrefetchesCurrent() bool { return true }
func (cqePeek) Shape() LoopShape        { return OneLoop }
func (cqePeek) DistanceUnit() string    { return "CQEs" }
func (cqePeek) Ahead(d *Driver) bool {
	if d.Distance() == 0 {
		return true
	}
	ref, length, ok, known := d.PeekCQE(d.Distance())
	if !known {
		return false
	}
	if ok {
		lines := d.Lines()
		if d.XDP() {
			lines &^= PrefetchShinfo
		}
		d.PrefetchPacket(ref, lines, length)
	}
	return true
}

// mlx4Ahead is seed 001: in mlx4's XDP branch, prefetch the first line of
// the buffer distance descriptors ahead (prefetch(page_address(pref->page)
// + pref->page_offset)): one line, no struct page, no shinfo, and only
// when an XDP program is attached.
type mlx4Ahead struct{}

func (mlx4Ahead) Name() string { return "mlx4-ahead" }
func (mlx4Ahead) Doc() string {
	return "seed 001: with XDP, prefetch the first line of the buffer distance descriptors ahead on the cyclic ring (rq=legacy)"
}
func (mlx4Ahead) PrefetchesCurrent() bool { return false }
func (mlx4Ahead) Shape() LoopShape        { return OneLoop }
func (mlx4Ahead) DistanceUnit() string    { return "descriptors" }
func (mlx4Ahead) Ahead(d *Driver) bool {
	if !d.XDP() || d.Distance() == 0 {
		return true
	}
	ref, ok := d.DescriptorAhead(d.Distance())
	if !ok {
		return true
	}
	if _, known := d.Written(ref); !known {
		return false
	}
	d.PrefetchFirstLine(ref)
	return true
}

// bulk is seed 002: two loops per poll.
type bulk struct{}

func (bulk) Name() string { return "bulk" }
func (bulk) Doc() string {
	return "seed 002: two loops per poll, first pull every CQE, prefetch and build the skbs, then touch the headers and deliver"
}
func (bulk) PrefetchesCurrent() bool { return true }
func (bulk) Shape() LoopShape        { return TwoLoops }
func (bulk) Ahead(d *Driver) bool    { return true }
func (bulk) DistanceUnit() string    { return "strides" }

// variants is the registry of driver variants, in knob order.
var variants = []Variant{today{}, strideAhead{}, cqePeek{}, bulk{}, mlx4Ahead{}}

// VariantNames returns the names of the driver variants.
func VariantNames() []string {
	names := make([]string, len(variants))
	for i, v := range variants {
		names[i] = v.Name()
	}
	return names
}

// Variants returns the driver variants.
func Variants() []Variant { return append([]Variant(nil), variants...) }

func lookupVariant(name string) (Variant, error) {
	for _, v := range variants {
		if v.Name() == name {
			return v, nil
		}
	}
	return nil, fmt.Errorf("variant: %q is not one of %s", name, strings.Join(VariantNames(), "|"))
}

// BeforeOf is cfg as its seed measured "before", the same traffic without
// the look-ahead: mainline mlx5 (today: net_prefetch of the current packet
// only), or, for mlx4-ahead, the 2016 mlx4 XDP path itself at distance 0
// (it had no prefetch at all; seed 001).
func BeforeOf(cfg Config) Config {
	if cfg.Variant == "mlx4-ahead" {
		cfg.Distance = 0
		return cfg
	}
	cfg.Variant = "today"
	return cfg
}
