package model

// CQSlotKind is what a CQ slot holds, as the visualizer draws it.
type CQSlotKind uint8

const (
	CQEmpty     CQSlotKind = iota // not written by the NIC in this lap
	CQCQE                         // a full 64-byte CQE
	CQTitle                       // the title CQE of a compression session
	CQMiniArray                   // an array of 8 mini CQEs (8 bytes each)
	CQConsumed                    // consumed by the driver (cc has passed it)
)

var cqSlotNames = [...]string{"empty", "cqe", "title", "mini-array", "consumed"}

func (k CQSlotKind) String() string {
	if int(k) < len(cqSlotNames) {
		return cqSlotNames[k]
	}
	panic("model: CQSlotKind.String: unknown kind")
}

// cqEntry is one slot of the RX CQ: what the NIC physically wrote (kind,
// writeAt) and the completion it stands for (the packet's CQE, or its mini
// CQE in a compression session).
type cqEntry struct {
	writeAt  Time
	serial   uint64 // packet serial
	written  bool   // written (or covered by a written session) in this lap
	consumed bool
	touched  bool // the CPU may hold a copy of this slot's line
	filler   bool // a filler CQE: strides consumed, no packet
	kind     CQSlotKind
	wqe      uint16
	stride   uint16
	nstrides uint16
	bcnt     uint16 // byte count (FCS stripped)
	segs     uint16 // TCP segments merged by LRO (1 without)
	sessIdx  uint16 // index in its compression session (0: the title)
	sessLen  uint16 // packets in the session (at the title)
}

// pendCQE is a completion the NIC has to write once its data is out.
type pendCQE struct {
	idx uint32
	due Time
}

// cq is the RX completion queue (struct mlx5_cqwq): CQEntries slots of 64
// bytes in 4 KiB pages. The NIC reserves slot pi for each completion, in
// order, and writes it after the packet's data (or, with compression, when
// its session closes). The driver consumes slot cc (mlx5_cqwq_get_cqe):
// slot = cc & (size-1), owned when the NIC wrote it in this lap.
type cq struct {
	mask  uint32
	slots []cqEntry
	lay   *layout   // where the CQ's pages are: 64 CQEs per page
	pi    uint32    // next slot the NIC reserves
	pend  []pendCQE // ring of CQEntries (a power of two: indexed with mask)
	pHead int
	pN    int

	// the compression session being built (mlx5 basic CQE compression)
	sessOpen  bool
	sessStart uint32
	sessLen   int
	sessLast  Time // when the last completion joined
	checkAt   Time // a flush check is scheduled at this time (0: none)
}

func newCQ(entries int, lay *layout, old *cq) cq {
	return cq{
		mask:  uint32(entries - 1),
		slots: reuse(old.slots, entries),
		lay:   lay,
		pend:  reuse(old.pend, entries),
	}
}

// line is the line of slot index idx (any lap).
func (q *cq) line(idx uint32) lineRef { return q.lay.cq(idx & q.mask) }

func (q *cq) at(idx uint32) *cqEntry { return &q.slots[idx&q.mask] }

// reserve takes the next slot for a completion due to be written at due
// and returns it cleared (but for touched, which follows the line), for
// the caller to fill in place: assigning a whole cqEntry would build it
// on the stack first and copy it.
func (q *cq) reserve(due Time) *cqEntry {
	idx := q.pi
	q.pi++
	slot := q.at(idx)
	touched := slot.touched
	*slot = cqEntry{}
	slot.touched = touched
	q.pend[(q.pHead+q.pN)&int(q.mask)] = pendCQE{idx: idx, due: due}
	q.pN++
	return slot
}

func (q *cq) pendHead() (pendCQE, bool) {
	if q.pN == 0 {
		return pendCQE{}, false
	}
	return q.pend[q.pHead], true
}

func (q *cq) popPend() pendCQE {
	p := q.pend[q.pHead]
	q.pHead = (q.pHead + 1) & int(q.mask)
	q.pN--
	return p
}

// owned is the ownership test of mlx5_cqwq_get_cqe at time t: the slot was
// written in this lap (the owner bit matches cc's wrap parity) and not yet
// consumed.
func (q *cq) owned(cc uint32, t Time) bool {
	e := q.at(cc)
	return e.written && !e.consumed && e.writeAt <= t
}

// ownedAhead counts the owned slots from cc on at time t, up to limit.
func (q *cq) ownedAhead(cc uint32, t Time, limit int) int {
	n := 0
	for n < limit && n < len(q.slots) && q.owned(cc+uint32(n), t) {
		n++
	}
	return n
}

// miniArraySlot reports whether session index k is where the NIC wrote a
// mini CQE array: cc+1 for minis 0..7, then cc+8, cc+16, ... (slot map of
// mlx5e_decompress_cqes_start / _cont).
func miniArraySlot(k int) bool { return k == 1 || (k >= 8 && k%8 == 0) }

// readsArray reports whether the driver reads a new mini CQE array slot at
// the session's k-th packet (k >= 1): when mini_arr_idx wraps to 8.
func readsArray(k int) bool { return k >= 8 && k%8 == 0 }

// reserveCQE queues a completion to be written at due (after its data) and
// returns its slot for the caller to fill. The queue of due completions
// is in time order already, so it is a second source of events next to
// the event queue (sim.go, next) and costs no heap operation.
func (s *Sim) reserveCQE(due Time) *cqEntry { return s.cq.reserve(due) }

// onCQEWrite writes the completions that are due at Now. Without compression each
// is a full CQE. With compression the NIC gathers completions that are due
// back to back into a session and writes it when it is full or when no
// completion follows within the compression window: a title CQE plus mini
// CQE arrays (mlx5e_decompress_cqes_start reads them back).
func (s *Sim) onCQEWrite() {
	q := &s.cq
	for {
		p, ok := q.pendHead()
		if !ok || p.due > s.now {
			break
		}
		q.popPend()
		e := q.at(p.idx)
		if !s.cfg.CQECompress || e.filler {
			s.flushSession()
			s.writeSlot(p.idx, CQCQE)
			continue
		}
		if !q.sessOpen {
			q.sessOpen, q.sessStart, q.sessLen = true, p.idx, 0
		}
		q.sessLen++
		q.sessLast = s.now
		if q.sessLen >= s.compressMax {
			s.flushSession()
		}
	}
	if q.sessOpen {
		// keep the session open only while the next completion is due
		// within the window; a check at the window's end closes it if the
		// expected completion never comes (the frame was dropped)
		next := Time(1<<63 - 1)
		if p, ok := q.pendHead(); ok {
			next = p.due
		} else if s.dev.hasNext && !s.dev.blocked {
			next = max(s.dev.next.t+s.dev.cqeDelay, s.dev.lastDue)
		}
		if next > s.now+s.compressWindow || s.now >= q.sessLast+s.compressWindow {
			s.flushSession()
		} else if q.checkAt <= s.now {
			q.checkAt = q.sessLast + s.compressWindow
			s.q.push(q.checkAt, evCQEWrite, 0)
		}
	}
}

// writeSlot is the NIC writing one full CQE at slot idx.
func (s *Sim) writeSlot(idx uint32, kind CQSlotKind) {
	e := s.cq.at(idx)
	e.written, e.writeAt, e.kind = true, s.now, kind
	s.dev.strideAt(int(e.wqe), int(e.stride)).cqeAt = s.now
	s.dmaCQ(idx)
	if s.trace.on(EvCQE) {
		*s.trace.at(s.now) = Event{T: s.now, Kind: EvCQE, Fn: FnNIC, WQE: int(e.wqe), Stride: int(e.stride), Packet: s.eventPacket(e), Addr: s.cq.line(idx).phys << 6, Line: LineCQE, N: int(idx & s.cq.mask)}
	}
	s.notifyCQE(1)
}

func (s *Sim) eventPacket(e *cqEntry) int {
	if e.filler {
		return -1
	}
	return int(e.serial)
}

// dmaCQ is the DMA write of slot idx's line.
func (s *Sim) dmaCQ(idx uint32) {
	e := s.cq.at(idx)
	s.mem.dram.move(LineSize)
	if e.touched || s.dev.inject {
		s.mem.dmaWrite(s.cq.line(idx), s.now)
		e.touched = false
	}
}

// flushSession writes the open compression session: the title at its
// first slot, mini CQE arrays at +1, +8, +16, ...; the other slots of the
// session are not written by the NIC. A session of one is a plain CQE.
func (s *Sim) flushSession() {
	q := &s.cq
	if !q.sessOpen {
		return
	}
	q.sessOpen = false
	if q.sessLen == 1 {
		s.writeSlot(q.sessStart, CQCQE)
		return
	}
	for k := 0; k < q.sessLen; k++ {
		idx := q.sessStart + uint32(k)
		e := q.at(idx)
		e.written, e.writeAt, e.sessIdx = true, s.now, uint16(k)
		s.dev.strideAt(int(e.wqe), int(e.stride)).cqeAt = s.now
		switch {
		case k == 0:
			e.kind = CQTitle
			e.sessLen = uint16(q.sessLen)
			s.dmaCQ(idx)
		case miniArraySlot(k):
			e.kind = CQMiniArray
			s.dmaCQ(idx)
		default:
			e.kind = CQEmpty
		}
	}
	t := q.at(q.sessStart)
	if s.trace.on(EvSession) {
		*s.trace.at(s.now) = Event{T: s.now, Kind: EvSession, Fn: FnNIC, WQE: int(t.wqe), Stride: int(t.stride), Packet: int(t.serial), Addr: q.line(q.sessStart).phys << 6, Line: LineCQE, N: q.sessLen}
	}
	s.notifyCQE(q.sessLen)
}
