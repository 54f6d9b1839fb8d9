package model

import "math/bits"

// wqeState is the life cycle of one MPWQE slot of the linked-list RQ.
type wqeState uint8

const (
	wqeFree   wqeState = iota // in the free part of the list: released (mlx5_wq_ll_pop) or the spare
	wqeUMR                    // pages allocated, UMR WQE posted on the ICOSQ, not yet complete
	wqePosted                 // pushed (mlx5_wq_ll_push): owned by the device until all strides are consumed
)

// wqeSlot is the driver and device bookkeeping of one WQE.
type wqeSlot struct {
	state    wqeState
	umrDone  Time   // the UMR completes (wqeUMR)
	consumed int    // consumed_strides of struct mlx5e_mpw_info
	filled   int    // strides the device has used in this lap
	laps     int    // times this WQE has been posted
	umrPoll  uint64 // the poll that posted its UMR
	pushPoll uint64 // the poll that pushed it to the device
}

// strideSlot is one stride of the ring in the current lap of its WQE.
type strideSlot struct {
	dataAt   Time // the device wrote the packet that starts here
	cqeAt    Time // the device wrote its CQE (0: not yet)
	serial   uint64
	bcnt     uint16
	written  bool // a packet (or a filler's strides) landed here in this lap
	head     bool // the first stride of a packet
	filler   bool
	consumed bool
}

// blockedTick is how often a device with no posted WQE accounts the frames
// it drops (rx_out_of_buffer) in one batch.
const blockedTick = Microsecond

// device is the NIC side of the striding RQ: it takes frames from the
// arrival process, places each in the next stride(s) of the WQE at the
// head of the posted list, writes the data (DMA), then the CQE.
//
//	WQE:    0         1         2   ...  WQEs-1
//	state:  posted    posted    posted   free (spare)
//	        |consumed|written |posted |
//	                 ^ napi   ^ device head (d.head, d.stride)
//
// With no posted WQE at the head, a frame is dropped and counted as
// rx_out_of_buffer.
type device struct {
	geo         Geometry
	lay         *layout
	wqes        []wqeSlot    // Geometry.WQEs, a power of two: ring indices wrap with a mask
	strides     []strideSlot // WQEs × StridesPerWQE
	pageTouched []uint64     // per ring page, the lines the CPU may hold (bit i: line i of the page)
	head        int          // WQE the device fills
	stride      int          // next stride in it
	blocked     bool         // no posted WQE to fill
	tail        int          // next free WQE to repost (cyclic)
	tr          traffic
	next        arrival
	hasNext     bool
	arrAt       Time // the device handles arrivals next at this time (if arrOn)
	arrOn       bool
	lastDue     Time // CQEs are written in order
	inject      bool
	cqeDelay    Time

	// interrupt moderation of the RX CQ
	armed    bool
	armGen   uint32
	modCount int
	modUsec  Time
	modPkts  int
	irqDelay Time
}

func (d *device) strideAt(wqe, stride int) *strideSlot {
	return &d.strides[wqe*d.geo.StridesPerWQE+stride]
}

// stridesFor is how many strides a packet of bcnt bytes consumes: one in
// linear mode, the 256-byte strides its bytes cover in nonlinear mode.
func (d *device) stridesFor(bcnt int) int {
	if d.geo.Linear {
		return 1
	}
	return (bcnt + d.geo.StrideSize - 1) / d.geo.StrideSize
}

// wqeOffset is the WQE-relative byte offset where the packet starting at
// stride begins (mlx5e_alloc_rq: data[0].addr = dma_offset + headroom).
func (d *device) wqeOffset(stride int) int { return stride*d.geo.StrideSize + d.geo.Headroom }

// ringOff is the ring-relative byte offset of WQE-relative byte off of
// wqe: the ring's buffers are WQESize bytes each, back to back in ring
// pages (a 2 KiB legacy buffer shares its page with the next WQE's).
func (d *device) ringOff(wqe, off int) int { return wqe*d.geo.WQESize + off }

// line is the line holding WQE-relative byte off of wqe.
func (d *device) line(wqe, off int) lineRef {
	r := d.ringOff(wqe, off)
	return d.lay.ring(r>>PageShift, (r&(PageSize-1))>>6)
}

// pageLine is the struct page line of the page holding WQE-relative byte
// off of wqe (vmemmap: one 64-byte struct page per frame); in a compound
// page, the head page's.
func (d *device) pageLine(wqe, off int) lineRef {
	if d.geo.Compound {
		off = 0
	}
	return d.lay.structPage(d.ringOff(wqe, off) >> PageShift)
}

// touchLine is line(wqe, off) for an access of the CPU: it also records
// that the CPU may cache that line (pageTouched), so that the device's
// next write of it invalidates it.
func (d *device) touchLine(wqe, off int) lineRef {
	r := d.ringOff(wqe, off)
	pg, i := r>>PageShift, (r&(PageSize-1))>>6
	d.pageTouched[pg] |= 1 << (uint(i) & 63) // i < 64: the mask spares a test
	return d.lay.ring(pg, i)
}

func (d *device) updateBlocked() { d.blocked = d.wqes[d.head].state != wqePosted }

func (d *device) advanceWQE() {
	d.head = (d.head + 1) & (len(d.wqes) - 1)
	d.stride = 0
	d.updateBlocked()
}

// onArrival handles the arrivals that are due. While the device is
// blocked, arrivals are batched once per blockedTick.
func (s *Sim) onArrival() {
	s.dev.arrOn = false
	s.arriveDue()
	s.scheduleArrival()
}

// arriveDue handles every arrival up to now; the frames dropped on the way
// are traced as one record.
func (s *Sim) arriveDue() {
	d := &s.dev
	first, dropped := -1, 0
	if d.blocked && d.hasNext && d.next.t <= s.now && d.tr.kind != TCP {
		// no posted WQE: every frame up to now is dropped
		first = int(d.next.serial)
		n, next, ok := d.tr.skipTo(d.next, s.now)
		d.next, d.hasNext = next, ok
		s.met.Arrived += n
		s.met.Dropped[DropOutOfBuffer] += n
		s.lastDrop = DropOutOfBuffer
		dropped = int(n)
	}
	for d.hasNext && d.next.t <= s.now {
		if !s.arrive(d.next) {
			if dropped == 0 {
				first = int(d.next.serial)
			}
			dropped++
		}
		d.next, d.hasNext = d.tr.next()
	}
	if dropped > 0 && s.trace.on(EvDrop) {
		*s.trace.at(s.now) = Event{T: s.now, Kind: EvDrop, Fn: FnNIC, WQE: -1, Stride: -1, Packet: first, N: dropped, Reason: s.lastDrop}
	}
}

// scheduleArrival sets when the device next handles arrivals: the next
// frame's time, or, while blocked, at most once per blockedTick. The
// arrival process is a source of events of its own (sim.go, nextSource):
// no queue operation per frame.
func (s *Sim) scheduleArrival() {
	d := &s.dev
	d.arrOn = d.hasNext
	d.arrAt = d.next.t
	if d.blocked {
		d.arrAt = max(d.arrAt, s.now+blockedTick)
	}
}

// arrive places one frame and reports true, or drops it.
func (s *Sim) arrive(a arrival) bool {
	d := &s.dev
	s.met.Arrived++
	bcnt := a.size - FCSLen
	if d.geo.Linear && bcnt > s.hwMTU {
		s.drop(DropOversize)
		return false
	}
	n := d.stridesFor(bcnt)
	if d.blocked {
		s.drop(DropOutOfBuffer)
		return false
	}
	if d.stride+n > d.geo.StridesPerWQE {
		// nonlinear: the tail of this WQE cannot hold the packet; the NIC
		// closes it with a filler CQE and moves on
		s.filler(d.head, d.stride, d.geo.StridesPerWQE-d.stride)
		d.advanceWQE()
		if d.blocked {
			s.drop(DropOutOfBuffer)
			return false
		}
	}
	w, st := d.head, d.stride
	// the stride slots are cleared, then filled, in place (a composite
	// literal would be built on the stack and copied)
	for i := 0; i < n; i++ {
		ss := d.strideAt(w, st+i)
		*ss = strideSlot{}
		ss.dataAt, ss.serial, ss.written = s.now, a.serial, true
	}
	ss := d.strideAt(w, st)
	ss.bcnt, ss.head = uint16(bcnt), true
	d.wqes[w].filled += n
	d.stride += n
	s.dmaData(w, d.wqeOffset(st), bcnt)
	s.met.Placed++
	due := max(d.lastDue, s.now+d.cqeDelay)
	d.lastDue = due
	e := s.reserveCQE(due)
	e.serial, e.wqe, e.stride, e.nstrides = a.serial, uint16(w), uint16(st), uint16(n)
	e.bcnt, e.segs = uint16(bcnt), uint16(a.segs)
	if s.trace.on(EvArrive) {
		*s.trace.at(s.now) = Event{T: s.now, Kind: EvArrive, Fn: FnNIC, WQE: w, Stride: st, Packet: int(a.serial), Addr: d.line(w, d.wqeOffset(st)).phys << 6, Line: LineHeader, N: bcnt}
	}
	if d.stride == d.geo.StridesPerWQE {
		d.advanceWQE()
	}
	return true
}

// drop counts a dropped frame; a TCP-like sender treats it as answered
// (its window must not stall on a loss).
func (s *Sim) drop(r DropReason) {
	s.met.Dropped[r]++
	s.lastDrop = r
	if s.dev.tr.consumedOne(s.now) {
		s.releaseSender()
	}
}

// filler closes the tail of a WQE: strides consumed, no packet.
func (s *Sim) filler(w, st, n int) {
	d := &s.dev
	for i := 0; i < n; i++ {
		ss := d.strideAt(w, st+i)
		*ss = strideSlot{}
		ss.dataAt, ss.written, ss.filler, ss.head = s.now, true, true, i == 0
	}
	d.wqes[w].filled += n
	due := max(d.lastDue, s.now+d.cqeDelay)
	d.lastDue = due
	e := s.reserveCQE(due)
	e.filler, e.wqe, e.stride, e.nstrides = true, uint16(w), uint16(st), uint16(n)
}

// dmaData writes bcnt bytes at WQE-relative off of wqe: each line the CPU
// may hold is invalidated; with injection every line goes to the LLC.
func (s *Sim) dmaData(wqe, off, bcnt int) {
	d := &s.dev
	off = d.ringOff(wqe, off)
	end := off + bcnt
	s.mem.dram.move((end+LineSize-1)&^(LineSize-1) - off&^(LineSize-1))
	for off < end {
		pg := off >> PageShift
		first := (off & (PageSize - 1)) >> 6
		last := min((end-1)-(off&^(PageSize-1)), PageSize-1) >> 6
		mask := ^uint64(0) << uint(first)
		if last < 63 {
			mask &= (uint64(1) << uint(last+1)) - 1
		}
		if d.inject {
			for l := first; l <= last; l++ {
				s.mem.dmaWrite(d.lay.ring(pg, l), s.now)
			}
		} else {
			// only the touched lines, lowest first: one step per set bit
			for t := d.pageTouched[pg] & mask; t != 0; t &= t - 1 {
				s.mem.dmaWrite(d.lay.ring(pg, bits.TrailingZeros64(t)), s.now)
			}
		}
		d.pageTouched[pg] &^= mask
		off = (off &^ (PageSize - 1)) + PageSize
	}
}

// releaseSender schedules the TCP-like sender's next frame after a
// consumption opened its window.
func (s *Sim) releaseSender() {
	d := &s.dev
	if d.hasNext {
		return
	}
	d.next, d.hasNext = d.tr.next()
	s.scheduleArrival()
}

// postWQE makes a WQE visible to the device (mlx5e_post_rx_mpwqe:
// mlx5_wq_ll_push, dma_wmb, doorbell record). A blocked device first drops
// the frames that arrived before the doorbell, then fills the WQE.
func (s *Sim) postWQE(w int) {
	d := &s.dev
	d.wqes[w].state = wqePosted
	d.wqes[w].laps++
	d.wqes[w].pushPoll = s.napi.polls
	if s.trace.on(EvPush) {
		*s.trace.at(s.now) = Event{T: s.now, Kind: EvPush, Fn: FnPostRx, WQE: w, Stride: -1, Packet: -1}
	}
	if d.blocked && w == d.head {
		s.arriveDue()
		d.updateBlocked()
		s.scheduleArrival()
	}
}
